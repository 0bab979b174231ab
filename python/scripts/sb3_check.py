"""Stable-Baselines3 on the pachisi Gymnasium envs (issue 29): SB3's ``check_env``, then
a short training run of sb3-contrib's ``MaskablePPO`` on the single-game env, on SB3
vector envs of it and on ``pachisi.envs.sb3.VecEnv`` (the Rust vector env behind SB3's
interface), each with a greedy evaluation.

    python python/scripts/sb3_check.py [--steps 4096] [--variant ludo]

Needs torch, stable-baselines3 and sb3-contrib (not in python/requirements-test.txt:
torch is a large download, docs/python.md says how it was installed here). Not run by
CI. Prints what it checked; exits non-zero on any error.
"""
import argparse
import time

import gymnasium as gym
import numpy as np
from sb3_contrib import MaskablePPO
from sb3_contrib.common.maskable.utils import get_action_masks
from stable_baselines3.common.env_checker import check_env
from stable_baselines3.common.env_util import make_vec_env
from stable_baselines3.common.vec_env import DummyVecEnv, SubprocVecEnv

import pachisi.envs.gymnasium  # noqa: F401  (registers pachisi/*-v0)
import pachisi.envs.sb3


def make(variant, players, opponents):
    # No wrapper of our own: the env's action_masks() is what MaskablePPO looks for.
    return gym.make(pachisi.envs.gymnasium.env_id(variant), players=players, opponents=opponents,
                    skip_forced=True)


def greedy_win_rate(model, variant, players, opponents, games, seed):
    env = make(variant, players, opponents)
    wins = 0
    obs, _ = env.reset(seed=seed)
    for _ in range(games):
        done = False
        while not done:
            action, _ = model.predict(obs, action_masks=env.unwrapped.action_masks(), deterministic=True)
            obs, reward, terminated, truncated, _ = env.step(int(action))
            done = terminated or truncated
        wins += reward > 0
        obs, _ = env.reset()
    return wins / games


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--variant", default="ludo")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--opponents", default="medium")
    ap.add_argument("--steps", type=int, default=4096, help="training steps per run")
    ap.add_argument("--eval-games", type=int, default=100)
    args = ap.parse_args()
    spec = dict(players=args.players, opponents=args.opponents)
    env_id = pachisi.envs.gymnasium.env_id(args.variant)

    # 1. SB3's own env checker on the single-game env (it also runs Gymnasium's).
    check_env(gym.make(env_id, **spec).unwrapped, warn=True)
    print(f"check_env: {env_id} passes")

    # 2. MaskablePPO on one env, on SB3 vector envs of it, and on the Rust vector env
    #    behind SB3's VecEnv interface (pachisi.envs.sb3).
    runs = [
        ("single env", lambda: make(args.variant, args.players, args.opponents)),
        ("DummyVecEnv x 8", lambda: make_vec_env(make, n_envs=8, env_kwargs=dict(
            variant=args.variant, players=args.players, opponents=args.opponents),
            vec_env_cls=DummyVecEnv)),
        ("SubprocVecEnv x 2", lambda: make_vec_env(make, n_envs=2, env_kwargs=dict(
            variant=args.variant, players=args.players, opponents=args.opponents),
            vec_env_cls=SubprocVecEnv)),
        ("pachisi.envs.sb3.VecEnv x 64 (games in Rust)", lambda: pachisi.envs.sb3.VecEnv(
            args.variant, num_envs=64, players=args.players, opponents=args.opponents, seed=1,
            skip_forced=True)),
    ]
    for name, build in runs:
        env = build()
        model = MaskablePPO("MultiInputPolicy", env, n_steps=256, batch_size=256, seed=1, verbose=0)
        t = time.process_time()
        model.learn(total_timesteps=args.steps)
        cpu = time.process_time() - t
        if hasattr(env, "env_method"):  # a VecEnv: masks through sb3-contrib's helper
            obs = env.reset()
            masks = get_action_masks(env)
            acts, _ = model.predict(obs, action_masks=masks, deterministic=True)
            assert all(m[a] for m, a in zip(masks, acts)), "an illegal action was predicted"
        wr = greedy_win_rate(model, args.variant, args.players, args.opponents, args.eval_games, seed=7)
        print(f"MaskablePPO, {name}: {args.steps} steps in {cpu:.1f} CPU s; greedy policy "
              f"against {args.opponents}: {wr:.2f} of {args.eval_games} games")
        env.close()
    print("all SB3 checks passed")


if __name__ == "__main__":
    main()
