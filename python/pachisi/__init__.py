"""pachisi: the engine of the `pachisi` project at Rust speed — Pachisi, Chopat, Chaupar,
Ludo (and ``ludo-ludopy``, ludopy's rules), Mensch ärgere Dich nicht, Petits chevaux,
Parcheesi and Parchís (``pachisi.presets()``).

Games and states with an OpenSpiel-like surface, observations and legal-action masks as
numpy arrays, a vectorised environment stepped in Rust, the project's bots, random
simulation and duplicate-dice tournaments (with JSON reports identical to the CLI's).
Adapters: ``pachisi.envs.pettingzoo``, ``pachisi.envs.gymnasium``, ``pachisi.openspiel``
and ``pachisi.distributed`` (Ray). See docs/python.md.
"""

from __future__ import annotations

import json

import numpy as np
from typing import Any, Mapping, Optional, Sequence

from . import _pachisi
from ._pachisi import (
    CHANCE_PLAYER,
    FEATURE_PIECE_ENTRIES,
    FEATURE_SIZE,
    NUM_DISTINCT_ACTIONS,
    OBSERVATION_LAYOUT as _LAYOUT,
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
    "OBSERVATION_LAYOUT",
    "FEATURE_SIZE",
    "FEATURE_PIECE_ENTRIES",
]

__version__ = "0.1.0"

#: The observation's parts: name -> slice (docs/python.md, "Observation encoding").
OBSERVATION_LAYOUT = {name: slice(start, start + n) for name, start, n in _LAYOUT}


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

    ``variant`` is a preset (``pachisi.presets()``: ``pachisi``, ``pachisi-seven``,
    ``chopat``, ``chaupar``, ``ludo``, ``ludo-ludopy``, ``mensch``, ``petits-chevaux``,
    ``parcheesi``, ``parchis``, ``barjis``, ``barjis-levant``, ``parques``, ``sorry``,
    ``yut``, ``yut-culin``);
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


def _opponent_specs(opponents, seats: int):
    """Split ``opponents`` (a specification, a callable, or a list of either per seat)
    into the Rust side's specifications (``"external"`` for callables) and the
    callables per seat."""
    per_seat = list(opponents) if isinstance(opponents, (list, tuple)) else [opponents]
    if len(per_seat) not in (1, seats):
        raise ValueError(f"opponents: give one or one per seat ({seats}), not {len(per_seat)}")
    specs, policies = [], {}
    for i, o in enumerate(per_seat):
        if callable(o):
            specs.append("external")
            for s in (range(seats) if len(per_seat) == 1 else [i]):
                policies[s] = o
        elif isinstance(o, str):
            specs.append(o)
        else:
            raise TypeError("an opponent is a bot specification (str) or a callable policy")
    return specs, policies


class VecEnv(_VecEnv):
    """``num_envs`` games stepped together in Rust (see docs/python.md).

    ``opponents``: a bot specification (``"random"``, ``"medium"``, ``"mcts:500"`` ...),
    a callable policy ``policy(obs, mask) -> actions`` (batched: ``obs``
    float32[k, OBSERVATION_SIZE] and ``mask`` int8[k, 1537] of the k games waiting for
    it, seen from the seat to move; returns k legal action ids), or a list of these, one
    per seat (the learner's entries are ignored) — for self-play and league play.
    ``skip_forced=True`` plays decisions with a single legal action without asking
    (the learner's and Python opponents'); a game in which the learner never has a
    real choice then counts as skipped.
    """

    def __new__(cls, variant: str = "pachisi", num_envs: int = 8, players: Optional[int] = None,
                options: Optional[Mapping[str, Any]] = None, opponents: Any = "random",
                seat: int = 0, seed: int = 0, skip_forced: bool = False):
        seats = Game(variant, players=players, options=options).num_players()
        specs, policies = _opponent_specs(opponents, seats)
        self = super().__new__(cls, variant, num_envs, options_json(players, options),
                               specs, seat, seed, skip_forced)
        self._policies = {s: p for s, p in policies.items() if s not in self.learner_seats}
        self._feed_opponents()
        return self

    def __init__(self, *args, **kwargs):
        pass

    observation_size = OBSERVATION_SIZE
    num_actions = NUM_DISTINCT_ACTIONS

    def _feed_opponents(self):
        """Let the Python opponents play until every game waits for the learner."""
        if not self._policies:
            return
        waiting = self.waiting
        obs, mask = self.buffers[0], self.buffers[1]
        while True:
            ready = waiting >= 0
            if not ready.any():
                return
            actions = np.zeros(self.num_envs, dtype=np.int64)
            groups = {}
            for s in np.unique(waiting[ready]):
                groups.setdefault(id(self._policies[int(s)]), (self._policies[int(s)], []))[1].append(int(s))
            for policy, seats in groups.values():
                idx = np.flatnonzero(np.isin(waiting, seats))
                actions[idx] = np.asarray(policy(obs[idx], mask[idx]), dtype=np.int64)
            self.step_opponents(actions)

    def reset(self, seed: Optional[int] = None):
        """Deal a new game in every env (see docs/python.md); returns ``(obs, mask)``."""
        super().reset(seed)
        self._feed_opponents()
        b = self.buffers
        return b[0], b[1]

    def step(self, actions):
        """One learner action per env; returns ``(obs, mask, rewards, terminated,
        truncated)``, the env's own arrays (overwritten by the next call)."""
        super().step(np.asarray(actions, dtype=np.int64))
        self._feed_opponents()
        return self.buffers

    def step_random(self, steps: int = 1) -> int:
        """``steps`` steps with random learner actions drawn in Rust; returns the number
        of episodes that ended. Python opponents are fed between steps."""
        if not self._policies:
            return super().step_random(steps)
        ended = 0
        for _ in range(steps):
            ended += super().step_random(1)
            self._feed_opponents()
        return ended


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
