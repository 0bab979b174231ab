"""Many games through every environment, the issue-29 bug settings included (a check,
too slow for a unit test at full size).

    python python/scripts/long_games.py [--games 200000]

Plays `--games` games through each of: the vector env (`pachisi.VecEnv`, 2- and
4-player `ludo-ludopy` against `medium` and `random`, seed 5 among them: the settings in
which it got stuck before issue 29), the Gymnasium env (2 players against `medium`,
starting from the bug seeds 1877 and 1944, then auto-reset by `reset()`), and the
PettingZoo env (4 players). Every decision must have a legal action, every action a
policy takes is legal, every ended game gives a reward in the right set, and nothing
raises. Prints the games, skipped games and seconds per env; exits non-zero on a
failure (an assertion). CI runs it with `--games 5000`; docs/python.md has the full run.
"""
import argparse
import random
import time

import numpy as np

import pachisi


def vector(games, players, opponents, seed):
    env = pachisi.VecEnv("ludo-ludopy", num_envs=256, players=players, opponents=opponents, seed=seed)
    _, mask = env.reset()
    rng = np.random.default_rng(seed)
    done = skipped = 0
    wins = 0
    ok_rewards = {1.0, -1.0} if players == 2 else {1.0, np.float32(-1 / 3)}
    while done < games:
        assert (mask.sum(axis=1) > 0).all(), "a game without a decision"
        acts = (rng.random(mask.shape) * mask).argmax(axis=1)
        _, mask, rew, term, trunc = env.step(acts)
        ended = term | trunc
        assert set(np.unique(rew[ended]).tolist()) <= {float(x) for x in ok_rewards}
        assert (rew[~ended] == 0).all()
        done += int(ended.sum())
        wins += int((rew[ended] > 0).sum())
        skipped += int(env.skipped[0].sum())
    return done, skipped


def gymnasium(games):
    import pachisi.envs.gymnasium as pg

    env = pg.env("ludo-ludopy", players=2, opponents="medium")
    rng = random.Random(0)
    done = skipped = 0
    obs, info = env.reset(seed=1877)
    first = [1944]
    while done < games:
        skipped += len(info["skipped_games"])
        legal = obs["action_mask"].nonzero()[0]
        assert len(legal) > 0, "reset or step handed over a finished game"
        obs, reward, term, trunc, info = env.step(int(legal[rng.randrange(len(legal))]))
        if term or trunc:
            assert reward in (1.0, -1.0)
            done += 1
            obs, info = env.reset(seed=first.pop()) if first else env.reset()
    return done, skipped


def pettingzoo(games):
    import pachisi.envs.pettingzoo as pz

    env = pz.env(variant="ludo-ludopy", players=4)
    rng = random.Random(0)
    for g in range(games):
        env.reset(seed=g)
        for agent in env.agent_iter():
            obs, reward, term, trunc, _ = env.last()
            if term or trunc:
                env.step(None)
                continue
            legal = obs["action_mask"].nonzero()[0]
            assert len(legal) > 0
            env.step(int(legal[rng.randrange(len(legal))]))
        assert not env.agents
    return games, 0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=200_000)
    a = ap.parse_args()
    runs = [
        ("VecEnv 2p vs medium, seed 5", lambda: vector(a.games, 2, "medium", 5)),
        ("VecEnv 4p vs medium", lambda: vector(a.games, 4, "medium", 7)),
        ("VecEnv 2p vs random", lambda: vector(a.games, 2, "random", 8)),
        ("VecEnv 4p vs random", lambda: vector(a.games, 4, "random", 9)),
        ("Gymnasium 2p vs medium, seeds 1877, 1944", lambda: gymnasium(a.games)),
        ("PettingZoo 4p", lambda: pettingzoo(a.games)),
    ]
    print(f"| env | games | skipped games | seconds |\n|---|---:|---:|---:|")
    for name, run in runs:
        t = time.perf_counter()
        games, skipped = run()
        print(f"| {name} | {games:,} | {skipped:,} | {time.perf_counter() - t:.0f} |", flush=True)


if __name__ == "__main__":
    main()
