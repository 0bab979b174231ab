#!/usr/bin/env python3
"""Summarise a marks study (scripts/marks-study.sh OUT): per game and in total, for the
rule before issue 27's fourth round (a mark when the loss is m >= 5 points and
significant, `marks_*`) and the default rule (the loss shown above 5 points,
m - z se >= 5, `shown_*`): how many marks each review seed made, how many both made,
and how many of the first seed's marks each re-run budget held.

    python3 scripts/marks-summary.py OUT [--markdown]

Intervals: Wilson 95% over marks (optimistic: marks of one game share its record), and
a bootstrap over games (the unit that is independent; 10,000 resamples, seed 1).
"""
import glob
import json
import math
import os
import random
import sys


def wilson(k, n, z=1.959964):
    if n == 0:
        return (float("nan"), float("nan"))
    p = k / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (c - h, c + h)


def boot(pairs, reps=10000, seed=1):
    """95% percentile interval of sum(k)/sum(n) resampling games."""
    pairs = [p for p in pairs if p[1] > 0] or pairs
    if not pairs or sum(n for _, n in pairs) == 0:
        return (float("nan"), float("nan"))
    rng = random.Random(seed)
    vals = []
    for _ in range(reps):
        ks = ns = 0
        for _ in pairs:
            k, n = pairs[rng.randrange(len(pairs))]
            ks += k
            ns += n
        if ns:
            vals.append(ks / ns)
    vals.sort()
    return (vals[int(0.025 * len(vals))], vals[int(0.975 * len(vals)) - 1])


def pct(k, n):
    return f"{100 * k / n:.0f}%" if n else "-"


def key(path):
    v, s = os.path.basename(path)[:-5].rsplit("-", 1)
    return (v, int(s))


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    out = sys.argv[1]
    md = "--markdown" in sys.argv
    rows = [json.load(open(f)) for f in sorted(glob.glob(os.path.join(out, "*.json")), key=key)]
    if not rows:
        sys.exit(f"no results in {out}")
    budgets = [b["rollouts"] for b in rows[0]["by_budget"]]
    rules = [("before (m >= 5, significant)", "marks_a", "marks_b", "marked_by_both", "held", "consistent"),
             ("default (m - z se >= 5)", "shown_a", "shown_b", "shown_by_both", "shown_held", "shown_consistent")]
    for name, ka, kb, kboth, kheld, kcons in rules:
        print(f"\n## rule: {name}\n")
        head = ["game", "decisions", "seed 1 / seed 2 / both", "agree"] + [f"held @{b}" for b in budgets] + ["mean loss seat 1 / seat 2 (seed 1)"]
        if md:
            print("| " + " | ".join(head) + " |")
            print("|" + "---|" * len(head))
        else:
            print("  ".join(head))
        agree_pairs, held_pairs = [], {b: [] for b in budgets}
        tot = {"a": 0, "b": 0, "both": 0, "held": {b: 0 for b in budgets}, "cons": {b: 0 for b in budgets}}
        for r in rows:
            a, b, both = r[ka], r[kb], r[kboth]
            union = a + b - both
            agree_pairs.append((both, union))
            tot["a"] += a
            tot["b"] += b
            tot["both"] += both
            held = []
            for bb in r["by_budget"]:
                h = bb[kheld]
                tot["held"][bb["rollouts"]] += h
                tot["cons"][bb["rollouts"]] += bb[kcons]
                held_pairs[bb["rollouts"]].append((h, a))
                held.append(f"{h} of {a}")
            p = r["players"][0]
            loss = " / ".join(f"{x['mean_loss'] * 100:.2f}" for x in p)
            cells = [f"{r['variant']} {r['game_seed']}", str(r["decisions"]), f"{a} / {b} / {both}",
                     f"{both} of {union}"] + held + [loss]
            print(("| " + " | ".join(cells) + " |") if md else "  ".join(cells))
        union = tot["a"] + tot["b"] - tot["both"]
        lo, hi = wilson(tot["both"], union)
        blo, bhi = boot(agree_pairs)
        print(f"\n{len(rows)} games: marks seed 1 {tot['a']}, seed 2 {tot['b']}, both {tot['both']}; "
              f"agreement {tot['both']} of {union} = {pct(tot['both'], union)} "
              f"(Wilson [{100 * lo:.0f}, {100 * hi:.0f}], over games [{100 * blo:.0f}, {100 * bhi:.0f}])")
        for b in budgets:
            k = tot["held"][b]
            lo, hi = wilson(k, tot["a"])
            blo, bhi = boot(held_pairs[b])
            print(f"held at {b}: {k} of {tot['a']} = {pct(k, tot['a'])} "
                  f"(Wilson [{100 * lo:.0f}, {100 * hi:.0f}], over games [{100 * blo:.0f}, {100 * bhi:.0f}])")
        # Consistent: the re-run's 95% interval above 0 and reaching the threshold (it
        # cannot tell the mark wrong), a weaker reading than held.
        for b in budgets:
            k = tot["cons"][b]
            print(f"consistent at {b}: {k} of {tot['a']} = {pct(k, tot['a'])}")
    # The marks either rule's seeds disagree on, and the marks a re-run did not hold.
    print("\n## disagreements and marks not held (default rule)\n")
    for r in rows:
        g = f"{r['variant']} {r['game_seed']}"
        for u in r["union"]:
            a, b = u["a"], u["b"]
            # [mark, loss, ci, rollouts, mark_low (rounded)]; shown when mark_low >= 5,
            # exactly in `shown_a` / `shown_b` (results from 2026-12-07 on).
            sa = u.get("shown_a", bool(a and a[4] is not None and a[4] >= 5.0))
            sb = u.get("shown_b", bool(b and b[4] is not None and b[4] >= 5.0))
            if sa != sb:
                print(f"{g} event {u['event']}: seed 1 {a}, seed 2 {b}")
        for d in r["details"]:
            if d["shown"]:
                last = d["reruns"][-1] if d["reruns"] else {}
                if not last.get("held"):
                    print(f"{g} event {d['event']}: not held at {last.get('rollouts')}: "
                          f"review {d['loss_review']:.3f} low {d['low_review']}, re-run {last.get('loss')} "
                          f"[{last.get('low')}, {last.get('high')}]")


if __name__ == "__main__":
    main()
