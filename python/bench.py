"""Random-play speed of the Python interfaces (a benchmark, not a test).

    python python/bench.py [--seconds S] [--ludopy]

Prints steps per second: PettingZoo AEC (one `step` per decision, throws drawn
inside), the vectorised env (learner decisions per second over all games, and all
decisions), the raw state API from Python (`apply_action` for throws and decisions),
the engine alone (Rust random playouts), and ludopy's random play if installed.
"""
import argparse
import time

import numpy as np

import pachisi


def timed(fn, seconds):
    """Run fn() (which returns a count) until `seconds` pass; count per second."""
    count, start = 0, time.perf_counter()
    while True:
        count += fn()
        el = time.perf_counter() - start
        if el >= seconds:
            return count / el


def pettingzoo(variant, seconds):
    import pachisi.envs.pettingzoo as pz
    env = pz.env(variant=variant)
    rng = np.random.default_rng(0)
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
            env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
            n += 1
        return n

    return timed(one_game, seconds)


def vecenv(variant, seconds, num_envs=256):
    env = pachisi.VecEnv(variant, num_envs=num_envs, opponents="random", seed=1)
    env.reset()

    def batch():
        for _ in range(20):
            env.step(env.random_actions())
        return 20 * num_envs

    return timed(batch, seconds)


def raw_state(variant, seconds):
    g = pachisi.Game(variant)
    rng = np.random.default_rng(0)
    counts = {"decisions": 0}

    def one_game():
        s = g.new_initial_state()
        events = 0
        while not s.is_terminal():
            if s.is_chance_node():
                s.apply_random_chance(7)
            else:
                la = s.legal_actions()
                s.apply_action(la[int(rng.integers(len(la)))])
                counts["decisions"] += 1
            events += 1
        return events

    start = time.perf_counter()
    ev = timed(one_game, seconds)
    return ev, counts["decisions"] / (time.perf_counter() - start)


def engine(variant, seconds):
    g = pachisi.Game(variant)
    games = [0]

    def chunk():
        d, e = pachisi._pachisi.random_playouts(g, 200, games[0])
        games[0] += 1
        return d

    return timed(chunk, seconds)


def ludopy_speed(seconds):
    import ludopy
    rng = np.random.default_rng(0)
    stats = {"games": 0}

    def one_game():
        g = ludopy.Game()
        steps, winner = 0, False
        while not winner:
            (dice, move_pieces, _, _, _, winner), _ = g.get_observation()
            piece = move_pieces[rng.integers(len(move_pieces))] if len(move_pieces) else -1
            _, _, _, _, _, winner = g.answer_observation(piece)
            steps += 1
        stats["games"] += 1
        return steps

    start = time.perf_counter()
    sps = timed(one_game, seconds)
    return sps, stats["games"] / (time.perf_counter() - start)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=5.0)
    ap.add_argument("--variants", default="pachisi,chopat,chaupar")
    ap.add_argument("--ludopy", action="store_true")
    a = ap.parse_args()
    print(f"{'variant':<14} {'PettingZoo':>12} {'VecEnv(256)':>12} {'state API':>12} {'(decisions)':>12} {'engine':>12}")
    for v in a.variants.split(","):
        pz = pettingzoo(v, a.seconds)
        ve = vecenv(v, a.seconds)
        ev, dec = raw_state(v, a.seconds)
        en = engine(v, a.seconds)
        print(f"{v:<14} {pz:>12,.0f} {ve:>12,.0f} {ev:>12,.0f} {dec:>12,.0f} {en:>12,.0f}")
    if a.ludopy:
        sps, gps = ludopy_speed(a.seconds)
        print(f"ludopy: {sps:,.0f} steps/s, {gps:.1f} games/s (random play, 4 players)")


if __name__ == "__main__":
    main()
