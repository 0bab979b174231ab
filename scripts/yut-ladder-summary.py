#!/usr/bin/env python3
"""Summarise scripts/yut-ladder.sh's reports: each step's share of A over B with its
95 % interval over deals; the three-player line-ups (A,B,A and B,A,B) each, and pooled
as independent runs (share over all comparisons; interval from the two runs' standard
errors, read back from their intervals).

    python3 scripts/yut-ladder-summary.py OUT
"""
import json
import math
import sys
from pathlib import Path

out = Path(sys.argv[1])


def h2h(path, a, b):
    d = json.loads(path.read_text())
    # Two bots (`--bots A,B`): one head-to-head row pools every A seat against every
    # B seat. A report of more bots has a row per pair of seats, and its first row
    # would be only the A seats just before a B seat.
    if len(d["bots"]) != 2:
        raise SystemExit(f"{path}: {len(d['bots'])} bots; run with two (--bots A,B)")
    for x in d["head_to_head"]:
        if x["a"] == a and x["b"] == b:
            return x["a_score"], x["games"], x["ci_low"], x["ci_high"], d["deals"]
        if x["a"] == b and x["b"] == a:
            return x["games"] - x["a_score"], x["games"], 1 - x["ci_high"], 1 - x["ci_low"], d["deals"]
    raise SystemExit(f"{path}: no {a} vs {b}")


for variant in ["yut", "yut-culin"]:
    for step in ["easy,random", "medium,easy", "hard,medium", "expert,hard"]:
        a, b = step.split(",")
        row = [f"{variant:9} {a} over {b}:"]
        for players in [2, 3, 4]:
            names = [f"{variant}-3-{a}-{b}-aba", f"{variant}-3-{a}-{b}-bab"] if players == 3 else [f"{variant}-{players}-{a}-{b}"]
            if not all((out / f"{n}.json").exists() and (out / f"{n}.json").stat().st_size for n in names):
                row.append(f"{players}p (not run or not finished)")
                continue
            if players == 3:
                runs = [h2h(out / f"{variant}-3-{a}-{b}-{lu}.json", a, b) for lu in ("aba", "bab")]
                score = sum(r[0] for r in runs)
                games = sum(r[1] for r in runs)
                p = score / games
                se = math.sqrt(sum(((r[3] - r[2]) / 3.92 * r[1]) ** 2 for r in runs)) / games
                deals = sum(r[4] for r in runs)
                row.append(f"3p {100 * p:.2f} % [{100 * (p - 1.96 * se):.1f}, {100 * (p + 1.96 * se):.1f}] ({games:.0f} comparisons, {deals} deals)")
            else:
                s, g, lo, hi, deals = h2h(out / f"{variant}-{players}-{a}-{b}.json", a, b)
                row.append(f"{players}p {100 * s / g:.2f} % [{100 * lo:.1f}, {100 * hi:.1f}] ({g:.0f} comparisons, {deals} deals)")
        print("\n    ".join(row))
