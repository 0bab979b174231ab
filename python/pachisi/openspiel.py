"""OpenSpiel games: the presets registered as Python games with explicit chance nodes.

``import pachisi.openspiel`` registers one game per preset: ``python_pachisi``,
``python_pachisi_seven``, ``python_chopat``, ``python_chaupar``, ``python_ludo``,
``python_ludo_ludopy``, ``python_mensch``, ``python_petits_chevaux``, ``python_parcheesi``, ``python_parchis`` (and any later preset of ``pachisi.presets()``); load one with
``pyspiel.load_game("python_chopat", {"players": 2})``. The parameter ``options`` takes
the other option overrides as a JSON object text (``'{"max_turns": 200}'``).
Chance outcomes are the throws (cowries: number of shells mouth up; long dice:
``a*16 + b*4 + c``; one die: the face minus one; two dice: ``6*(a-1) + (b-1)``); decision actions are the action ids of docs/records.md.
"""

from __future__ import annotations

import json

import numpy as np
import pyspiel

from . import NUM_DISTINCT_ACTIONS, OBSERVATION_SIZE, Game, presets

__all__ = ["PachisiGame", "PachisiState", "GAME_NAMES", "load"]

# One registered game per preset of the engine: ``python_`` + the name with ``_`` for ``-``.
_PRESETS = {"python_" + p.replace("-", "_"): (p, 4) for p in presets()}
GAME_NAMES = list(_PRESETS)


def _game_type(short_name: str, preset: str, default_players: int) -> pyspiel.GameType:
    return pyspiel.GameType(
        short_name=short_name,
        long_name=f"{preset} (pachisi engine)",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.PERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=4,
        min_num_players=2,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={"players": default_players, "options": "{}"},
    )


def _make_game_class(short_name: str, preset: str, default_players: int):
    game_type = _game_type(short_name, preset, default_players)

    class _Game(PachisiGame):
        def __init__(self, params=None):
            params = dict(params or {})
            players = int(params.get("players", default_players))
            options = json.loads(params.get("options", "{}") or "{}")
            engine = Game(preset, players=players, options=options)
            info = pyspiel.GameInfo(
                num_distinct_actions=NUM_DISTINCT_ACTIONS,
                max_chance_outcomes=engine.max_chance_outcomes(),
                num_players=engine.num_players(),
                min_utility=-1.0,
                max_utility=1.0,
                utility_sum=0.0,
                max_game_length=engine.max_history_length(),
            )
            pyspiel.Game.__init__(self, game_type, info, params)
            self.engine = engine

    _Game.__name__ = _Game.__qualname__ = "Game_" + short_name
    return game_type, _Game


class PachisiGame(pyspiel.Game):
    """Base of the registered games; ``self.engine`` is the :class:`pachisi.Game`."""

    engine: Game

    def new_initial_state(self):
        return PachisiState(self)

    def make_py_observer(self, iig_obs_type=None, params=None):
        if params:
            raise ValueError(f"observation parameters are not supported: {params}")
        return _Observer()


class PachisiState(pyspiel.State):
    """An OpenSpiel state around a :class:`pachisi.State` (``self.inner``)."""

    def __init__(self, game: PachisiGame, inner=None):
        super().__init__(game)
        self.inner = inner if inner is not None else game.engine.new_initial_state()

    def current_player(self):
        p = self.inner.current_player()
        if p == -1:
            return pyspiel.PlayerId.CHANCE
        if p == -4:
            return pyspiel.PlayerId.TERMINAL
        return p

    def _legal_actions(self, player):
        return self.inner.legal_actions()

    def chance_outcomes(self):
        return self.inner.chance_outcomes()

    def _apply_action(self, action):
        self.inner.apply_action(int(action))

    def _action_to_string(self, player, action):
        return self.inner.action_to_string(int(player), int(action))

    def is_terminal(self):
        return self.inner.is_terminal()

    def returns(self):
        return self.inner.returns()

    def __str__(self):
        return self.inner.serialize()


class _Observer:
    """The observation tensor of docs/python.md, for OpenSpiel's observation API."""

    def __init__(self):
        self.tensor = np.zeros(OBSERVATION_SIZE, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: PachisiState, player: int):
        state.inner.observation_into(player, self.tensor)

    def string_from(self, state: PachisiState, player: int):
        return state.inner.serialize()


_CLASSES = {}
for _name, (_preset, _players) in _PRESETS.items():
    _type, _cls = _make_game_class(_name, _preset, _players)
    _CLASSES[_name] = _cls
    try:
        pyspiel.register_game(_type, _cls)
    except Exception as e:  # registered already (module reloaded)
        if "already" not in str(e).lower():
            raise


def load(variant: str = "pachisi", players: int = 4, options=None):
    """``pyspiel.load_game`` for a preset name, e.g. ``load("chopat", players=2)``."""
    name = "python_" + variant.replace("-", "_")
    if name not in _PRESETS:
        raise ValueError(f"unknown variant {variant!r}: one of {[p for p, _ in _PRESETS.values()]}")
    return pyspiel.load_game(name, {"players": players, "options": json.dumps(dict(options or {}))})
