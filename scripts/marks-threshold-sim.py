#!/usr/bin/env python3
"""How wide is the band of true losses where two review seeds can disagree on a mark?
(issue 27, docs/analysis.md "Fifth round"). A simulation of the review's second stage
on a paired difference with a spread of SIGMA win-chance points a rollout: rounds of
256 rollouts from 4,096 up to CAP, stopping when the loss stands Z standard errors
above 5 points (a mark), or 2.5 below (no mark); at the cap a mark when m - Z se >= 5.
For each true loss, the chance of a mark, p; two seeds disagree with chance 2p(1 - p),
and its integral over the true loss (points) is the band's width.

--early F: stricter early looks, as a group sequential test: a look on n rollouts
before the cap stops only when the loss stands Z * min(sqrt(CAP / n), F) standard
errors from 5 points (O'Brien-Fleming's boundary, capped at F times the plain one); the
cap's look is the plain rule. --sigma S: the spread a rollout (default 60 points).

    pip install numpy; python3 scripts/marks-threshold-sim.py [--sigma S] [--early F] [CAP ...]
"""
import argparse

import numpy as np

Z, N0, STEP = 2.7, 4096, 256


def p_mark(mu, cap, rng, reps, sigma=60.0, early=1.0):
    looks = np.arange(N0, cap + 1, STEP)
    if looks[-1] != cap:
        looks = np.append(looks, cap)
    inc = np.diff(np.concatenate([[0], looks]))
    x = rng.normal(mu * inc, sigma * np.sqrt(inc), size=(reps, len(looks))).cumsum(1)
    m, se = x / looks, sigma / np.sqrt(looks)
    # The boundary's factor: 1 at the cap, up to `early` before it.
    f = np.minimum(np.sqrt(cap / looks), early)
    f[-1] = 1.0
    up, down = m - Z * f * se >= 5, m + max(2.5, Z) * f * se < 5
    first_up = np.where(up.any(1), up.argmax(1), len(looks))
    first_down = np.where(down.any(1), down.argmax(1), len(looks))
    stop = np.minimum(first_up, first_down)
    cost = looks[np.minimum(stop, len(looks) - 1)]
    return (first_up < first_down).mean(), cost.mean()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sigma", type=float, default=60.0)
    ap.add_argument("--early", type=float, default=1.0)
    ap.add_argument("caps", nargs="*", type=int)
    a = ap.parse_args()
    caps = a.caps or [67136, 4 * 65536 + 4096]
    rng = np.random.default_rng(1)
    mus = np.arange(4.0, 7.01, 0.1)
    for cap in caps:
        band, rows, near = 0.0, [], []
        for mu in mus:
            p, c = p_mark(mu, cap, rng, 1500, a.sigma, a.early)
            band += 2 * p * (1 - p) * 0.1
            rows.append(f"{mu:.1f}: {p:.2f} ({c:.0f})")
            if 4.45 < mu < 7.05:
                near.append(c)
        print(
            f"cap {cap}, sigma {a.sigma}, early {a.early}: band {band:.3f} points; "
            f"mean rollouts for true losses 4.5-7.0: {np.mean(near):.0f}; "
            "true loss: chance of a mark (mean rollouts)"
        )
        print("  " + ", ".join(rows))


if __name__ == "__main__":
    main()
