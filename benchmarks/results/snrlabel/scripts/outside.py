"""The outside batches' tables for these scripts: group 'wN' = batch N, key = the table's
recorded name, loaded through that batch's tables.py as benchmarks/dev/unseen_refit_default.py
loads them (REFIT_EXPORT: the export whose benchmarks/dev holds the batches; data under
/tmp/unseenN, fetched by benchmarks/dev/unseen_fetch_all.sh).  Batches 1-94 go through the
refit's name-to-loader map (benchmarks/results/unseen_refit/tables_map.csv: a loader's key is
not always its table's name), later ones through their tables.py's load_all."""
import functools, os, sys
import pandas as pd

ROOT = os.environ.get("SNR_ROOT", os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../../..")))
sys.path.insert(0, os.path.join(ROOT, "benchmarks", "dev"))
import unseen_refit_default as R          # noqa: E402

_MAP = pd.read_csv(os.path.join(ROOT, "benchmarks/results/unseen_refit/tables_map.csv"))
_MAP = _MAP[_MAP.error.isna()]


def _suffix(n):
    return "" if n == 1 else str(n)


def table_names(n):
    r = pd.read_csv(f"{ROOT}/benchmarks/results/unseen_wheels{_suffix(n)}/results.csv", usecols=["dataset"])
    return list(dict.fromkeys(r.dataset))


@functools.lru_cache(maxsize=4)
def module(n):
    return R.tables_module(n)


def load(n, name):
    os.environ["UNSEEN_DIR"] = f"/tmp/unseen{n}"
    key = _MAP[(_MAP.batch == n) & (_MAP.dataset == name)].key
    if len(key):
        return module(n).LOADERS[key.iloc[0]]()
    return module(n).load_all([name])[name]
