#!/usr/bin/env python3
"""How wide is the band of true losses where two review seeds can disagree on a mark?
(issue 27, docs/analysis.md "Fifth round"). A simulation of the review's second stage
on a paired difference with a spread of SIGMA win-chance points a rollout: rounds of
256 rollouts from 4,096 up to CAP, stopping when the loss stands Z standard errors
above 5 points (a mark), or 2.5 below (no mark); at the cap a mark when m - Z se >= 5.
For each true loss, the chance of a mark, p; two seeds disagree with chance 2p(1 - p),
and its integral over the true loss (points) is the band's width.

    pip install numpy; python3 scripts/marks-threshold-sim.py [CAP ...]
"""
import sys

import numpy as np

SIGMA, Z, N0, STEP = 60.0, 2.7, 4096, 256


def p_mark(mu, cap, rng, reps):
    looks = np.arange(N0, cap + 1, STEP)
    inc = np.diff(np.concatenate([[0], looks]))
    x = rng.normal(mu * inc, SIGMA * np.sqrt(inc), size=(reps, len(looks))).cumsum(1)
    m, se = x / looks, SIGMA / np.sqrt(looks)
    up, down = m - Z * se >= 5, m + max(2.5, Z) * se < 5
    first_up = np.where(up.any(1), up.argmax(1), len(looks))
    first_down = np.where(down.any(1), down.argmax(1), len(looks))
    stop = np.minimum(first_up, first_down)
    cost = looks[np.minimum(stop, len(looks) - 1)]
    return (first_up < first_down).mean(), cost.mean()


def main():
    caps = [int(c) for c in sys.argv[1:]] or [67136, 4 * 65536 + 4096]
    rng = np.random.default_rng(1)
    mus = np.arange(4.0, 7.01, 0.1)
    for cap in caps:
        band, rows = 0.0, []
        for mu in mus:
            p, c = p_mark(mu, cap, rng, 1500)
            band += 2 * p * (1 - p) * 0.1
            rows.append(f"{mu:.1f}: {p:.2f} ({c:.0f})")
        print(f"cap {cap}: band {band:.3f} points; true loss: chance of a mark (mean rollouts)")
        print("  " + ", ".join(rows))


if __name__ == "__main__":
    main()
