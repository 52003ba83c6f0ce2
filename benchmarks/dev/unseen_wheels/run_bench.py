"""Run the project's harness on the unseen tables: python run_bench.py NAME [NAME...]
Appends one row per fit to $UNSEEN_DIR/results.csv (resumable: fits already there are skipped;
fits that ended in an error are moved to results.csv.errors.csv and fitted again)."""
import os as _os
HERE = _os.path.dirname(_os.path.abspath(__file__))
#: where run_all.sh downloads the wheels and writes results (UNSEEN_DIR)
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen")
import csv, sys, os, time
# the tables module: this batch's, or another batch's folder (UNSEEN_TABLES)
sys.path.insert(0, _os.environ.get("UNSEEN_TABLES", HERE))
from dpforest.benchmarks import harness
import tables

OUT = os.environ.get("UNSEEN_OUT", _os.path.join(BASE, "results.csv"))
METHODS = os.environ.get("UNSEEN_METHODS", "default,snr,private-rdt,boosting,dp-ebm,sklearn-rf").split(",")
EPS = [float(e) for e in os.environ.get("UNSEEN_EPS", "0.1,0.5,1,2").split(",")]
SEEDS = int(os.environ.get("UNSEEN_SEEDS", "3"))

names = sys.argv[1:]
loaded = tables.load_all(names)
skip = set()
if os.path.exists(OUT):
    import pandas as pd
    old = pd.read_csv(OUT)
    failed = old.error.notna() & (old.error.astype(str) != "")
    if failed.any():
        # a failed run's rows (a loader fixed since, say) would otherwise count as done: set
        # them aside, kept for the record, and fit those cells again
        kept = OUT + ".errors.csv"
        old[failed].to_csv(kept, mode="a", header=not os.path.exists(kept), index=False)
        old = old[~failed]
        old.to_csv(OUT, index=False)
        print(f"{int(failed.sum())} fits in {OUT} ended in an error: moved to {kept}, "
              f"fitted again", flush=True)
    skip = {harness.result_key(r.dataset, r.method, r.epsilon, r.seed) for r in old.itertuples()}
new = not os.path.exists(OUT)
fh = open(OUT, "a", newline="")
w = csv.DictWriter(fh, fieldnames=harness.COLUMNS)
if new:
    w.writeheader()
def on_row(row):
    w.writerow(row); fh.flush()
    print(f"{row['dataset']:22s} {row['method']:12s} eps={row['epsilon']} seed={row['seed']} "
          f"acc={row['accuracy']:.3f} maj={row['majority']:.3f} t={row['fit_seconds']:.1f}s {row['error']}", flush=True)
notes = []
t0 = time.time()
try:
    harness.run(METHODS, list(loaded), EPS, SEEDS, loaded=loaded, skip=skip, notes=notes,
                on_row=on_row, progress=False)
finally:
    fh.close()      # closed here, not at exit: the logs ended with an unclosed-file warning
print("\n".join(notes)); print(f"done in {time.time()-t0:.0f}s")
