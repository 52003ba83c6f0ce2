#!/usr/bin/env bash
# Batch 273: one package of the npm registry, fetched with `npm pack quran-json@3.1.2`
# (nothing is installed or run; the tarball is checked against `npm view quran-json@3.1.2
# dist.integrity` and extracted with tar into ex/qj): dist/quran.json, 114 chapters,
# 6,236 verses.  tables.py reads it with json / pandas.  The grid
# uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py
# through UNSEEN_TABLES), in ONE process: 3 seeds.  As in batches 209-272, the log header is
# written with `git rev-parse HEAD` and `git diff HEAD --stat -- src` only.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 273   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch() {   # PKG VERSION TARBALL DIR: npm pack of the pinned version, integrity checked, extracted
  [ -f "pkgs/$3" ] || (cd pkgs && npm pack "$1@$2" > /dev/null)
  want=$(npm view "$1@$2" dist.integrity)
  got="sha512-$(openssl dgst -sha512 -binary "pkgs/$3" | base64 -w0)"
  echo "$1@$2 $3 registry integrity $want; file $got; sha256 $(sha256sum "pkgs/$3" | cut -d' ' -f1); md5 $(md5sum "pkgs/$3" | cut -d' ' -f1)" | tee -a "$OUT/npm_integrity.log"
  [ "$want" = "$got" ] || { echo "integrity mismatch for $1@$2" >&2; exit 1; }
  [ -d "ex/$4/package" ] || { mkdir -p "ex/$4"; tar -xzf "pkgs/$3" -C "ex/$4"; }
}
fetch quran-json 3.1.2 quran-json-3.1.2.tgz qj
sha256sum ex/qj/package/dist/quran.json | tee "$OUT/data_sha256.log"
TABLES="quran_verse_type"
python3 "$HERE/tables.py" $TABLES > tables.log; cp tables.log "$OUT/"
s=3
{ echo "# HEAD $(git -C "$REPO" rev-parse HEAD) at $(date -u +%FT%TZ)";
  echo "# git diff HEAD --stat -- src: [$(git -C "$REPO" diff HEAD --stat -- src)]";
  echo "# code run: the export of ${EXPORT_COMMIT:-?} (PYTHONPATH=$PYTHONPATH)";
  python3 -c "import dpforest; print('# imports dpforest', dpforest.__version__, 'from', dpforest.__file__)"; } > run${s}.log
UNSEEN_OUT=results_${s}.csv UNSEEN_SEEDS=$s nice -n 10 python3 "$FIRST/run_bench.py" $TABLES >> run${s}.log 2>&1
cp results_${s}.csv results.csv
python3 "$FIRST/analyze.py" results.csv > report_tables.md; cp cells.csv cells_3seeds.csv
python3 "$FIRST/compact.py" results.csv > compact_results.md
cp results.csv report_tables.md cells_3seeds.csv compact_results.md run${s}.log "$OUT/"
