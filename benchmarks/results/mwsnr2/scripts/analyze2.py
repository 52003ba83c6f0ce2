"""Second run of the probe snrc vs cur (seeds 100+ main cells, 200+ named tables).
python3 analyze2.py rows_main.csv rows_named.csv FIRST_RUN_rows_probe_snrc.csv.gz"""
import sys
import numpy as np, pandas as pd
pd.set_option("display.width", 250); pd.set_option("display.max_colwidth", 250)
key = ["dataset", "epsilon", "seed"]


def wide(r):
    W = r.pivot_table(index=key, columns="method", values="accuracy")
    W = W.join(r[r.method == "cur"].set_index(key)[["group", "n_train", "majority"] + (["cellset"] if "cellset" in r else [])])
    s = r[r.method == "snrc"].set_index(key)
    c = r[r.method == "cur"].set_index(key)
    W = W.join(s.gate_fired.astype(bool).rename("fired")).join(s.gate_n_eps.rename("neps_s"))
    W = W.join((c.n_pred_classes == 1).rename("oc_cur")).join((s.n_pred_classes == 1).rename("oc_snrc"))
    W = W.join(((c.gate_leaves > c.gate_n_eps) & (c.gate_n_eps >= 300)).rename("would_cur")).reset_index()
    W["d"] = W.snrc - W.cur
    W["band"] = pd.cut(W.n_train * W.epsilon, [0, 50, 200, 1000, np.inf],
                       labels=["n·eps<50", "50-200", "200-1000", ">=1000"], right=False)
    # a cell where the gate can act with count leaves: it fired (snrc) or would have (cur's draw) in some fit
    act = W.groupby(["dataset", "epsilon"]).apply(lambda g: bool((g.fired | g.would_cur).any()), include_groups=False).rename("cell_acts")
    return W.join(act, on=["dataset", "epsilon"])


def f(g):
    se = g.d.std(ddof=1) / np.sqrt(len(g)) if len(g) > 1 else float("nan")
    return f"{g.d.mean():+.4f} ± {se:.4f} (n={len(g)}, fires {g.fired.mean():.2f})"


def report(W, title):
    print(title)
    print("all:", f(W))
    for c in ["cellset", "epsilon", "band", "group"]:
        if c in W:
            for k, g in W.groupby(c, observed=True):
                print(f"  {c} {k}: {f(g)}")
    F = W[W.fired]
    print("where fired:", f(F))
    for c in ["epsilon", "band", "group"]:
        for k, g in F.groupby(c, observed=True):
            print(f"  fired, {c} {k}: {f(g)}")
    print("not fired:", f(W[~W.fired]))
    A = W[W.cell_acts]
    print(f"cells where it acts in some fit ({A.groupby(['dataset','epsilon']).ngroups} cells):", f(A))
    print("  of which fits not fired:", f(A[~A.fired]))
    print("one-class fits: cur", int(W.oc_cur.sum()), " snrc", int(W.oc_snrc.sum()), " of", len(W),
          "| where fired: cur", int(W[W.fired].oc_cur.sum()), " snrc", int(W[W.fired].oc_snrc.sum()))


if __name__ == "__main__":
    main = pd.read_csv(sys.argv[1])
    cs = pd.read_csv("/tmp/mwsnr2/cells_main.csv")[["dataset", "epsilon", "cellset"]]
    main = main.merge(cs, on=["dataset", "epsilon"], how="left")
    W = wide(main)
    report(W, "######## RUN 2 (seeds 100+; same 324 cells as the first probe, 24 splits where n_train < 500)")
    T = W.groupby(["dataset", "epsilon"]).apply(lambda g: pd.Series({"d": g.d.mean(), "se": g.d.std(ddof=1) / np.sqrt(len(g)),
                                                                   "fired": g.fired.mean(), "n": len(g), "cur": g.cur.mean(), "snrc": g.snrc.mean(), "maj": g.majority.mean()}),
                                                include_groups=False)
    A = T[T.fired > 0].sort_values("d")
    print("\nmost moved (table, eps) cells where it fired at least once, run 2:")
    print(pd.concat([A.head(10), A.tail(10)]).drop_duplicates().round(4).to_string())
    TT = W[W.fired.groupby([W.dataset]).transform("any")].groupby("dataset").apply(lambda g: pd.Series({"d": g.d.mean(), "se": g.d.std(ddof=1) / np.sqrt(len(g)), "fired": g.fired.mean(), "n": len(g)}), include_groups=False)
    print("\nper table (all eps, tables where it fired), run 2:")
    print(TT.sort_values("d").round(4).to_string())
    if len(sys.argv) > 3:
        r1 = pd.read_csv(sys.argv[3])
        W1 = wide(r1)
        W1["seed_set"] = "run1"
        print("\n######## FIRST RUN recomputed with this script (seeds 0-23)")
        report(W1, "")
        P = pd.concat([W1.assign(run=1), W.assign(run=2)], ignore_index=True)
        print("\n######## POOLED (run 1 + run 2, independent splits)")
        report(P, "")
        c1 = W1.groupby(["dataset", "epsilon"]).agg(d1=("d", "mean"), f1=("fired", "mean"))
        c2 = T[["d", "fired", "n"]].rename(columns={"d": "d2", "fired": "f2"})
        C = c1.join(c2, how="inner")
        C = C[(C.f1 > 0) | (C.f2 > 0)]
        print("\ncells where it fired in either run: run1 vs run2 cell means, corr", round(C.d1.corr(C.d2), 3), len(C))
        print(C.sort_values("d2").round(4).to_string())
    if len(sys.argv) > 2:
        N = wide(pd.read_csv(sys.argv[2]))
        print("\n######## NAMED TABLES (seeds 200-223, 24 splits each, all eps)")
        print(N.groupby(["dataset", "epsilon"]).apply(lambda g: f"{f(g)}  cur {g.cur.mean():.3f} snrc {g.snrc.mean():.3f} maj {g.majority.mean():.3f}  1-class cur/snrc {int(g.oc_cur.sum())}/{int(g.oc_snrc.sum())}", include_groups=False).to_string())
        print("named, all:", f(N), " where fired:", f(N[N.fired]))

    if len(sys.argv) > 4:
        X = wide(pd.read_csv(sys.argv[4]))
        print("\n######## RUN 3: the 17 cells where the gate can act with count leaves (n_train·eps_tree within ~3 sd of n-hat of [300, leaves)), seeds 300-347, 48 splits each")
        report(X, "")
        print(X.groupby(["dataset", "epsilon"]).apply(lambda g: f"{f(g)}  where fired {g[g.fired].d.mean():+.4f}  cur {g.cur.mean():.3f} snrc {g.snrc.mean():.3f} maj {g.majority.mean():.3f}  1-class cur/snrc {int(g.oc_cur.sum())}/{int(g.oc_snrc.sum())}", include_groups=False).to_string())
        R2 = W[W.set_index(["dataset", "epsilon"]).index.isin(X.set_index(["dataset", "epsilon"]).index)]
        Y = pd.concat([R2, X], ignore_index=True)
        print("\nrun 2 + run 3 on these 17 cells (independent of run 1):", f(Y), "| where fired:", f(Y[Y.fired]))
        print("  where fired, without the single vcd/Baseball eps=2 fit of run 2 (seed 105):", f(Y[Y.fired & ~((Y.dataset == "vcd/Baseball") & (Y.seed == 105))]))
        for c in ["epsilon", "band", "group"]:
            for k, g in Y[Y.fired].groupby(c, observed=True):
                print(f"  fired, {c} {k}: {f(g)}")
        print("  one-class where fired: cur", int(Y[Y.fired].oc_cur.sum()), "snrc", int(Y[Y.fired].oc_snrc.sum()), "of", int(Y.fired.sum()),
              "| below majority where fired: cur", int((Y[Y.fired].cur < Y[Y.fired].majority - 1e-9).sum()), "snrc", int((Y[Y.fired].snrc < Y[Y.fired].majority - 1e-9).sum()))
