"""pachisi: the Pachisi, Chopat and Chaupar engine of the `pachisi` project, at Rust speed.

Games and states with an OpenSpiel-like surface, observations and legal-action masks as
numpy arrays, a vectorised environment stepped in Rust, the project's bots, random
simulation and duplicate-dice tournaments (with JSON reports identical to the CLI's).
Adapters: ``pachisi.envs.pettingzoo``, ``pachisi.envs.gymnasium``, ``pachisi.openspiel``
and ``pachisi.distributed`` (Ray). See docs/python.md.
"""

from __future__ import annotations

import json
from typing import Any, Mapping, Optional, Sequence

from . import _pachisi
from ._pachisi import (
    CHANCE_PLAYER,
    NUM_DISTINCT_ACTIONS,
    OBSERVATION_SIZE,
    TERMINAL_PLAYER,
    Bot,
    State,
    VecEnv as _VecEnv,
)

__all__ = [
    "Game",
    "State",
    "Bot",
    "VecEnv",
    "bot",
    "simulate",
    "tournament",
    "merge",
    "presets",
    "CHANCE_PLAYER",
    "TERMINAL_PLAYER",
    "NUM_DISTINCT_ACTIONS",
    "OBSERVATION_SIZE",
]

__version__ = "0.1.0"


def options_json(players: Optional[int] = None, options: Optional[Mapping[str, Any]] = None) -> Optional[str]:
    """The JSON object of option overrides for the Rust side (``players`` is the
    ``players`` option)."""
    opts = dict(options or {})
    if players is not None:
        if "players" in opts and opts["players"] != players:
            raise ValueError("players is given twice, with different values")
        opts["players"] = players
    return json.dumps(opts) if opts else None


class Game(_pachisi.Game):
    """A variant: ``Game(variant="chopat", players=2, options={"max_turns": 500})``.

    ``variant`` is a preset (``pachisi``, ``pachisi-seven``, ``chopat``, ``chaupar``);
    ``options`` are option keys as listed by ``pachisi variants`` (values as in
    position files: numbers, booleans, strings or lists).
    """

    def __new__(cls, variant: str = "pachisi", players: Optional[int] = None,
                options: Optional[Mapping[str, Any]] = None):
        return super().__new__(cls, variant, options_json(players, options))

    def __init__(self, variant: str = "pachisi", players: Optional[int] = None,
                 options: Optional[Mapping[str, Any]] = None):
        pass

    def __reduce__(self):
        return (_game_from, (self.variant(), self.options_json()))

    @property
    def options(self) -> dict:
        """Options that differ from the preset."""
        return json.loads(self.options_json())

    @property
    def all_options(self) -> dict:
        return json.loads(self.all_options_json())


def _game_from(variant: str, opts: str) -> Game:
    return Game(variant, options=json.loads(opts))


def bot(spec: str = "medium", seed: int = 0) -> Bot:
    """A bot: a level (``easy``, ``medium``, ``hard``, ``expert``) or a specification
    (``random``, ``heuristic``, ``mcts:2000``, ``expectimax:2`` ...).
    ``bot.choose(state)`` returns its action id for the seat to move."""
    return Bot(spec, seed)


class VecEnv(_VecEnv):
    """``num_envs`` games stepped together in Rust (see docs/python.md)."""

    def __new__(cls, variant: str = "pachisi", num_envs: int = 8, players: Optional[int] = None,
                options: Optional[Mapping[str, Any]] = None, opponents: str = "random",
                seat: int = 0, seed: int = 0):
        return super().__new__(cls, variant, num_envs, options_json(players, options),
                               opponents, seat, seed)

    def __init__(self, *args, **kwargs):
        pass

    observation_size = OBSERVATION_SIZE
    num_actions = NUM_DISTINCT_ACTIONS


def _shard_arg(shard):
    if shard is None:
        return None
    k, n = shard
    return (int(k), int(n))


def simulate(variant: str = "pachisi", games: int = 1000, seed: int = 0,
             options: Optional[Mapping[str, Any]] = None, *, players: Optional[int] = None,
             shard: Optional[Sequence[int]] = None, threads: Optional[int] = None,
             position: Optional[str] = None) -> str:
    """Random-vs-random games; returns the JSON text of ``pachisi simulate --json``
    (byte for byte), or with ``shard=(k, n)`` (0-based k) the shard file of part k."""
    return _pachisi.simulate(variant, games, seed, options_json(players, options),
                             _shard_arg(shard), threads, position)


def tournament(variant: str, bots: Sequence[str], games: int = 100, seed: int = 0,
               options: Optional[Mapping[str, Any]] = None, *, players: Optional[int] = None,
               shard: Optional[Sequence[int]] = None, threads: int = 0,
               position: Optional[str] = None) -> str:
    """A duplicate-dice tournament; returns the JSON text of ``pachisi tournament
    --json`` (byte for byte), or with ``shard=(k, n)`` the shard file of part k."""
    if isinstance(bots, str):
        raise TypeError("bots must be a list of bot specifications, e.g. ['random', 'hard']")
    return _pachisi.tournament(variant, list(bots), games, seed, options_json(players, options),
                               _shard_arg(shard), threads, position)


def merge(shards: Sequence[str]) -> str:
    """Merge shard files (JSON texts) of one run into its report (``pachisi merge``)."""
    return _pachisi.merge(list(shards))


def presets() -> list:
    return _pachisi.presets()


def variants() -> dict:
    """Every option of every preset (``pachisi variants --json``)."""
    return json.loads(_pachisi.variants_json())
