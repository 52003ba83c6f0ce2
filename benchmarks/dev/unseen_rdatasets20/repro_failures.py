"""bfi (below majority, falls with eps, DP-EBM ahead); Forbes eps=0.1 (below majority);
Boston chas eps=0.1 (one predicted class, no ConstantModelWarning, constant_=False)."""
import sys, warnings, numpy as np
sys.path.insert(0, __import__("os").path.dirname(__import__("os").path.abspath(__file__)))
import tables
from sklearn.model_selection import train_test_split
from dpforest import DPForestClassifier
from dpforest.benchmarks import harness
for key, eps_list in [("bfi", [1, 5, 20]), ("forbes", [0.1]), ("boston_chas", [0.1])]:
    name, X, y, s, _ = tables.load(key)
    Xtr, Xte, ytr, yte = train_test_split(X, y, test_size=.3, stratify=y, random_state=0)
    maj = (yte == ytr.value_counts().idxmax()).mean()
    for eps in eps_list:
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            m = DPForestClassifier(epsilon=eps, schema=s, random_state=0, progress=False).fit(Xtr, ytr)
        p = m.predict(Xte)
        line = f"{name} eps={eps}: default {np.mean(p == yte):.3f} (maj {maj:.3f}), predicted classes {len(set(p))}, constant_={m.constant_}, warnings={[x.category.__name__ for x in w]}"
        if s.n_classes == 2:
            e = harness._dp_ebm(eps, s, None)
            e.fit(harness.encode(Xtr, s, "frame"), s.encode_labels(ytr))
            line += f", DP-EBM {np.mean(e.predict(harness.encode(Xte, s, 'frame')) == s.encode_labels(yte)):.3f}"
        print(line)
