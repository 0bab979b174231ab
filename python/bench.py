"""Random-play speed of the Python interfaces beside ludopy's (a benchmark, not a test).

    python python/bench.py [--seconds S] [--variant ludo-ludopy] [--players 4] [--no-ludopy]

Measures, in one run, games per CPU-second (``time.process_time``: every thread's CPU
time, so the vector env's threads count in full) of random play in 4-player
``ludo-ludopy`` (the rules of ``ludopy``, checked move by move against it):

- ludopy 1.5.0's own game loop, a random piece each turn (if ``ludopy`` is installed);
  every Python loop here draws its random choices alike (``random.Random``);
- PettingZoo AEC: ``agent_iter``/``last``/``step``, a uniformly random legal action
  drawn in Python from the mask;
- Gymnasium (one game): the agent random in Python, the opponents ``random`` (and
  ``medium``) in Rust;
- the vector env (``pachisi.VecEnv``, 256 games) with Rust-side random actions
  (``step_random``), and with actions drawn in Python from the masks;
- the engine alone (random playouts in Rust, one thread).

Rows marked ``skip_forced`` play decisions with a single legal action without asking
(about half of the decisions in Ludo: no piece can move, or only one).

For the vector env it also prints env steps (learner decisions) per wall-clock second
on all cores. Ratios are against ludopy's games per CPU-second.
"""
import argparse
import importlib.machinery
import os
import random
import sys
import time

# `python python/bench.py` puts python/ first on sys.path, where the source folder
# `pachisi/` would shadow the installed package; without a compiled extension in it
# (an installed wheel, not `maturin develop`) drop that entry before importing.
_here = os.path.dirname(os.path.abspath(__file__))
if sys.path and os.path.abspath(sys.path[0] or os.curdir) == _here and not any(
        f.startswith("_pachisi") and f.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))
        for f in os.listdir(os.path.join(_here, "pachisi"))):
    del sys.path[0]

# OpenBLAS's threads (started with numpy) spin for a while and count as CPU time;
# nothing here calls BLAS.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import numpy as np  # noqa: E402

import pachisi  # noqa: E402


def timed(fn, seconds):
    """Run fn() (returning (games, steps)) until `seconds` of CPU time pass; return
    (games per CPU-second, steps per CPU-second, steps per wall-second)."""
    games = steps = 0
    c0, w0 = time.process_time(), time.perf_counter()
    while True:
        g, s = fn()
        games, steps = games + g, steps + s
        cpu = time.process_time() - c0
        if cpu >= seconds:
            wall = time.perf_counter() - w0
            return games / cpu, steps / cpu, steps / wall


def ludopy_speed(seconds):
    import ludopy
    rng = random.Random(0)

    def one_game():
        g = ludopy.Game()
        steps, winner = 0, False
        while not winner:
            (dice, move_pieces, _, _, _, winner), _ = g.get_observation()
            piece = move_pieces[rng.randrange(len(move_pieces))] if len(move_pieces) else -1
            _, _, _, _, _, winner = g.answer_observation(piece)
            steps += 1
        return 1, steps

    return timed(one_game, seconds)


def pettingzoo(variant, players, seconds, skip_forced=False):
    import pachisi.envs.pettingzoo as pz
    env = pz.env(variant=variant, players=players, skip_forced=skip_forced)
    rng = random.Random(0)
    seed = [0]

    def one_game():
        env.reset(seed=seed[0])
        seed[0] += 1
        n = 0
        for agent in env.agent_iter():
            obs, _, term, trunc, _ = env.last()
            if term or trunc:
                env.step(None)
                continue
            legal = obs["action_mask"].nonzero()[0]
            env.step(int(legal[rng.randrange(len(legal))]))
            n += 1
        return 1, n

    return timed(one_game, seconds)


def gymnasium(variant, players, opponents, seconds, skip_forced=False):
    import pachisi.envs.gymnasium as pg
    env = pg.env(variant, players=players, opponents=opponents, skip_forced=skip_forced)
    rng = random.Random(0)
    env.reset(seed=0)

    def one_game():
        obs, _ = env.reset()
        n, done = 0, False
        while not done:
            legal = obs["action_mask"].nonzero()[0]
            obs, _, term, trunc, _ = env.step(int(legal[rng.randrange(len(legal))]))
            done = term or trunc
            n += 1
        return 1, n

    return timed(one_game, seconds)


def vecenv_rust(variant, players, seconds, num_envs=256, skip_forced=False):
    env = pachisi.VecEnv(variant, num_envs=num_envs, players=players, opponents="random", seed=1,
                         skip_forced=skip_forced)

    def batch():
        ended = env.step_random(20)
        return ended, 20 * num_envs

    return timed(batch, seconds)


def vecenv_python(variant, players, seconds, num_envs=256):
    env = pachisi.VecEnv(variant, num_envs=num_envs, players=players, opponents="random", seed=1)
    rng = np.random.default_rng(0)
    _, mask = env.reset()

    def batch():
        ended = 0
        for _ in range(20):
            # A random legal action per game from the masks, vectorised in numpy.
            scores = rng.random(mask.shape) * mask
            _, _, _, term, trunc = env.step(scores.argmax(axis=1))
            ended += int((term | trunc).sum())
        return ended, 20 * num_envs

    return timed(batch, seconds)


def engine(variant, players, seconds):
    g = pachisi.Game(variant, players=players)
    games = [0]

    def chunk():
        d, _ = pachisi._pachisi.random_playouts(g, 200, games[0])
        games[0] += 1
        return 200, d

    return timed(chunk, seconds)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=5.0, help="CPU seconds per measurement")
    ap.add_argument("--variant", default="ludo-ludopy")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--no-ludopy", action="store_true")
    a = ap.parse_args()
    v, p, sec = a.variant, a.players, a.seconds
    rows = []
    if not a.no_ludopy:
        rows.append(("ludopy (Python, random)", ludopy_speed(sec)))
    rows.append(("PettingZoo AEC, random", pettingzoo(v, p, sec)))
    rows.append(("  same, skip_forced", pettingzoo(v, p, sec, True)))
    rows.append(("Gymnasium vs random", gymnasium(v, p, "random", sec)))
    rows.append(("  same, skip_forced", gymnasium(v, p, "random", sec, True)))
    rows.append(("Gymnasium vs medium", gymnasium(v, p, "medium", sec)))
    rows.append(("VecEnv(256), Python actions", vecenv_python(v, p, sec)))
    rows.append(("VecEnv(256), Rust random", vecenv_rust(v, p, sec)))
    rows.append(("  same, skip_forced", vecenv_rust(v, p, sec, skip_forced=True)))
    rows.append(("engine alone (1 thread)", engine(v, p, sec)))
    base = rows[0][1][0] if not a.no_ludopy else None
    print(f"{v}, {p} players, {os.cpu_count()} CPUs; games and steps (decisions) per CPU-second")
    print(f"| {'interface':<30} | {'games/CPU-s':>12} | {'× ludopy':>9} | {'steps/CPU-s':>12} | {'steps/wall-s':>13} |")
    print(f"|{'-' * 32}|{'-' * 14}:|{'-' * 10}:|{'-' * 13}:|{'-' * 14}:|")
    for name, (gps, sps, wps) in rows:
        ratio = f"{gps / base:,.1f}" if base else "-"
        print(f"| {name:<30} | {gps:>12,.0f} | {ratio:>9} | {sps:>12,.0f} | {wps:>13,.0f} |")


if __name__ == "__main__":
    main()
