"""Gymnasium single-agent environment against the project's bots:
``pachisi.envs.gymnasium.env(variant="chopat", opponents="medium")``.

The agent plays ``seat`` (and, in a team game, its partner's seat as well); every
other seat is played by a bot of ``opponents`` (a level ``easy``/``medium``/``hard``/
``expert``, ``random``, or any bot specification). Throws and the opponents' decisions
happen inside ``step``. Observations are dicts ``{"observation", "action_mask"}``
(docs/python.md); the mask is also in ``info["action_mask"]``. The reward is the
agent's return at the end of the game (+1 win, -1 loss; without teams -1/(seats-1) for
a loss); an illegal action ends the episode with reward -1.
"""

from __future__ import annotations

from typing import Any, Mapping, Optional

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from .. import NUM_DISTINCT_ACTIONS, OBSERVATION_SIZE, Bot, Game
from .. import presets as _presets

__all__ = ["env", "PachisiEnv"]


def env(variant: str = "pachisi", players: Optional[int] = None,
        options: Optional[Mapping[str, Any]] = None, opponents: str = "medium", seat: int = 0,
        render_mode: Optional[str] = None) -> "PachisiEnv":
    return PachisiEnv(variant=variant, players=players, options=options, opponents=opponents,
                      seat=seat, render_mode=render_mode)


class PachisiEnv(gym.Env):
    metadata = {"render_modes": ["ansi"], "render_fps": 4}

    def __init__(self, variant: str = "pachisi", players: Optional[int] = None,
                 options: Optional[Mapping[str, Any]] = None, opponents: str = "medium",
                 seat: int = 0, render_mode: Optional[str] = None):
        self.game = Game(variant, players=players, options=options)
        n = self.game.num_players()
        if not 0 <= seat < n:
            raise ValueError(f"seat {seat} does not exist: the game has {n} seats")
        Bot(opponents, 0)  # refuses an unknown specification now, not at reset
        self.seat = seat
        self.opponents = opponents
        teams = self.game.teams()
        self.learner_seats = [s for s in range(n)
                              if s == seat or (teams and self.game.team_of(s) == self.game.team_of(seat))]
        self.observation_space = spaces.Dict({
            "observation": spaces.Box(0.0, 64.0, (OBSERVATION_SIZE,), np.float32),
            "action_mask": spaces.Box(0, 1, (NUM_DISTINCT_ACTIONS,), np.int8),
        })
        self.action_space = spaces.Discrete(NUM_DISTINCT_ACTIONS)
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']}")
        self.render_mode = render_mode
        self.state = None
        self._bots = {}
        self._chance_seed = 1
        self._over = False

    def _observer(self) -> int:
        p = self.state.current_player()
        return p if p in self.learner_seats else self.seat

    def _obs(self):
        i = self._observer()
        return {"observation": self.state.observation_tensor(i),
                "action_mask": self.state.legal_actions_mask(i)}

    def _info(self, obs):
        return {"action_mask": obs["action_mask"].copy()}

    def _advance(self):
        s = self.state
        while not s.is_terminal():
            if s.is_chance_node():
                s.apply_random_chance(self._chance_seed)
                continue
            p = s.current_player()
            if p in self.learner_seats:
                return
            s.apply_action(self._bots[p].choose(s))

    def reset(self, *, seed: Optional[int] = None, options: Optional[dict] = None):
        super().reset(seed=seed)
        self._chance_seed = int(self.np_random.integers(1, 2**63 - 1))
        self._bots = {p: Bot(self.opponents, int(self.np_random.integers(0, 2**63 - 1)))
                      for p in range(self.game.num_players()) if p not in self.learner_seats}
        self.state = self.game.new_initial_state()
        self._over = False
        self._advance()
        obs = self._obs()
        return obs, self._info(obs)

    def step(self, action):
        if self.state is None:
            raise RuntimeError("call reset() before step()")
        if self._over or self.state.is_terminal():
            raise RuntimeError("the episode is over: call reset()")
        action = int(action)
        if action not in self.state.legal_actions():
            obs = self._obs()
            info = self._info(obs)
            info["illegal_action"] = action
            self._over = True
            return obs, -1.0, True, False, info
        self.state.apply_action(action)
        self._advance()
        obs = self._obs()
        terminated = self.state.is_terminal()
        reward = float(self.state.returns()[self.seat]) if terminated else 0.0
        return obs, reward, terminated, False, self._info(obs)

    def render(self):
        if self.render_mode == "ansi":
            return str(self.state)
        return None


def env_id(preset: str) -> str:
    """The Gymnasium id of a preset: ``pachisi-seven`` → ``pachisi/PachisiSeven-v0``."""
    return "pachisi/" + "".join(w.capitalize() for w in preset.split("-")) + "-v0"


def _register():
    """``gymnasium.make("pachisi/Chopat-v0", opponents="hard")`` and so on, one id per
    preset of the engine (``pachisi.presets()``), e.g. ``pachisi/LudoLudopy-v0``."""
    for preset in _presets():
        if env_id(preset) not in gym.registry:
            gym.register(id=env_id(preset), entry_point="pachisi.envs.gymnasium:PachisiEnv",
                         kwargs={"variant": preset})


_register()
