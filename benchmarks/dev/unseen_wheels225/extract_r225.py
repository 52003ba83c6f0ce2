"""Batch 225: the texts of Debian bookworm's r-cran-janeaustenr 1.0.0-1 (extracted with
dpkg-deb -x; nothing installed), cut into paragraphs and written as one CSV that tables.py reads.
Read with the shared unseen_wheels/r_package_data.py (rdata 1.1.0).

    python3 extract_r225.py JANEAUSTENR_DIR OUT_DIR

janeaustenr's six data sets (sensesensibility, prideprejudice, mansfieldpark, emma,
northangerabbey, persuasion): each a character vector, the Project Gutenberg UTF-8 text of one
novel "divided into elements of up to about 70 characters each (some elements are blank)".
A paragraph is a maximal run of non-blank elements, joined with spaces.  Dropped: paragraphs
with no lower-case letter (titles, "CHAPTER I", "VOLUME II", "THE END") and headings that
start with "Chapter" / "CHAPTER" / "VOLUME" and have at most 6 words, and the front matter (every
paragraph before the novel's first such heading: title, "by Jane Austen", Northanger Abbey's
"Advertisement").  Each kept paragraph gets its novel, its paragraph index (not used as a column)
and its text; tables.py computes the counts.
"""
import re
import sys
from pathlib import Path

import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "unseen_wheels"))
import r_package_data  # noqa: E402

BOOKS = ["sensesensibility", "prideprejudice", "mansfieldpark", "emma", "northangerabbey",
         "persuasion"]
src, out = Path(sys.argv[1]), Path(sys.argv[2])
data = r_package_data.data_sets(src)
assert sorted(data) == sorted(BOOKS), sorted(data)
HEAD = re.compile(r"^(chapter|volume)\b", re.I)
rows, dropped = [], {}
for book in BOOKS:
    lines = [str(s) for s in data[book]]
    paras, cur = [], []
    for s in lines + [""]:
        if s.strip():
            cur.append(s.strip())
        elif cur:
            paras.append(" ".join(cur))
            cur = []
    first = next(i for i, p in enumerate(paras) if HEAD.match(p) and len(p.split()) <= 6)
    n_drop = first
    for i, p in enumerate(paras):
        if i < first:
            continue
        if not re.search(r"[a-z]", p) or (HEAD.match(p) and len(p.split()) <= 6):
            n_drop += 1
            continue
        rows.append({"book": book, "para_index": i, "text": p})
    dropped[book] = (len(lines), len(paras), n_drop)
df = pd.DataFrame(rows)
df.to_csv(out / "austen_paragraphs.csv", index=False)
print("elements, paragraphs, dropped per book:", dropped)
print(f"austen_paragraphs: {df.shape}; per book {df['book'].value_counts().to_dict()}; "
      f"duplicated texts {int(df['text'].duplicated().sum())}")
