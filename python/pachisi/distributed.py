"""Simulations and tournaments split into shards run as Ray tasks.

``simulate`` and ``tournament`` return the report as JSON text, byte for byte the
output of ``pachisi simulate --json`` / ``pachisi tournament --json`` for the same
arguments: each shard plays a slice of the games (each game depends only on the seed
and its index) and ``pachisi.merge`` builds the report from the shards with the same
library code as the CLI. Connect to a cluster first with ``ray.init(address=...)``;
without it, Ray starts a local one.
"""

from __future__ import annotations

from typing import Any, Mapping, Optional, Sequence

from . import _pachisi, options_json

__all__ = ["simulate", "tournament", "map_options"]


def _ray():
    try:
        import ray
    except ImportError as e:  # pragma: no cover - depends on the environment
        raise ImportError("pachisi.distributed needs Ray: pip install 'ray'") from e
    if not ray.is_initialized():
        ray.init()
    return ray


def _check_shards(shards: int) -> int:
    shards = int(shards)
    if not 1 <= shards <= 1_000_000:
        raise ValueError("shards must be between 1 and 1000000")
    return shards


def _simulate_shard(variant, games, seed, opts, k, n, threads, position):
    return _pachisi.simulate(variant, games, seed, opts, (k, n), threads, position)


def _tournament_shard(variant, bots, games, seed, opts, k, n, threads, position):
    return _pachisi.tournament(variant, bots, games, seed, opts, (k, n), threads, position)


def simulate(variant: str, games: int, seed: int, shards: int,
             options: Optional[Mapping[str, Any]] = None, *, players: Optional[int] = None,
             cpus_per_shard: int = 1, position: Optional[str] = None) -> str:
    """``pachisi simulate --json`` computed as ``shards`` Ray tasks of
    ``cpus_per_shard`` threads each."""
    ray = _ray()
    n = _check_shards(shards)
    opts = options_json(players, options)
    # Checks the arguments here, with a clear error, before any task starts.
    _pachisi.Game(variant if position is None else "pachisi", opts if position is None else None)
    task = ray.remote(num_cpus=cpus_per_shard)(_simulate_shard)
    refs = [task.remote(variant, games, seed, opts, k, n, cpus_per_shard, position)
            for k in range(n)]
    return _pachisi.merge(ray.get(refs))


def tournament(variant: str, bots: Sequence[str], games: int, seed: int, shards: int,
               options: Optional[Mapping[str, Any]] = None, *, players: Optional[int] = None,
               cpus_per_shard: int = 1, position: Optional[str] = None) -> str:
    """``pachisi tournament --json`` computed as ``shards`` Ray tasks."""
    if isinstance(bots, str):
        raise TypeError("bots must be a list of bot specifications, e.g. ['random', 'hard']")
    ray = _ray()
    n = _check_shards(shards)
    opts = options_json(players, options)
    bots = list(bots)
    for b in bots:
        _pachisi.Bot(b, 0)
    task = ray.remote(num_cpus=cpus_per_shard)(_tournament_shard)
    refs = [task.remote(variant, bots, games, seed, opts, k, n, cpus_per_shard, position)
            for k in range(n)]
    return _pachisi.merge(ray.get(refs))


def map_options(variant: str, games: int, seed: int, sweep: Sequence[Mapping[str, Any]],
                shards_per_point: int = 1, *, players: Optional[int] = None) -> list:
    """An option sweep: one simulation report (JSON text) per option set of ``sweep``,
    every shard of every point submitted to Ray at once."""
    ray = _ray()
    n = _check_shards(shards_per_point)
    task = ray.remote(num_cpus=1)(_simulate_shard)
    points = []
    for opts in sweep:
        o = options_json(players, opts)
        _pachisi.Game(variant, o)
        points.append([task.remote(variant, games, seed, o, k, n, 1, None) for k in range(n)])
    return [_pachisi.merge(ray.get(refs)) for refs in points]
