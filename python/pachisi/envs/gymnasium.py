"""Gymnasium environments against the project's bots or Python policies.

``pachisi.envs.gymnasium.env(variant="chopat", opponents="medium")`` is one game
(``gymnasium.Env``); ``pachisi.envs.gymnasium.VectorEnv(...)`` is ``num_envs`` games
stepped together in Rust (``gymnasium.vector.VectorEnv``, same-step autoreset).

The agent plays ``seat`` (and, in a team game, its partner's seat as well); every
other seat is played by ``opponents``: a bot specification (a level ``easy``/
``medium``/``hard``/``expert``, ``random``, ``mcts:500`` ...), a Python policy
``policy(obs, mask) -> actions`` (batched arrays; see ``pachisi.VecEnv``), or a list of
these, one per seat. Throws and the opponents' decisions happen inside ``step``, in
Rust. Observations are dicts ``{"observation", "action_mask"}`` (docs/python.md); the
mask is also in ``info["action_mask"]``. The reward is the agent's return at the end
of the game (+1 win, -1 loss; without teams -1/(seats-1) for a loss). A game ended by
the turn cap (``max_turns``) ends the episode with ``truncated=True`` (the reward is
the adjudicated result). Games that end before the agent has a decision are never
handed to it: ``reset`` and auto-reset deal on, and ``info["skipped_games"]`` lists
the agent's returns in the games skipped. An illegal action ends the episode with -1
(single env) or raises ``ValueError`` (vector env). ``skip_forced=True`` plays the
agent's decisions that have a single legal action without asking.
"""

from __future__ import annotations

from typing import Any, Mapping, Optional

import gymnasium as gym
import numpy as np
from gymnasium import spaces
from gymnasium.vector import AutoresetMode
from gymnasium.vector.utils import batch_space

from .. import NUM_DISTINCT_ACTIONS, OBSERVATION_SIZE, Game
from .. import VecEnv as _RustVecEnv
from .._pachisi import VecEnv as _RawVecEnv
from .. import presets as _presets
from ..render import render_rgb

__all__ = ["env", "PachisiEnv", "VectorEnv", "env_id"]


def _render(mode, venv):
    if mode == "ansi":
        return str(venv.state(0))
    if mode == "rgb_array":
        return render_rgb(venv.state(0))
    return None


def _obs_space():
    return spaces.Dict({
        "observation": spaces.Box(0.0, 1e6, (OBSERVATION_SIZE,), np.float32),
        "action_mask": spaces.Box(0, 1, (NUM_DISTINCT_ACTIONS,), np.int8),
    })


def env(variant: str = "pachisi", players: Optional[int] = None,
        options: Optional[Mapping[str, Any]] = None, opponents: Any = "medium", seat: int = 0,
        render_mode: Optional[str] = None, skip_forced: bool = False) -> "PachisiEnv":
    return PachisiEnv(variant=variant, players=players, options=options, opponents=opponents,
                      seat=seat, render_mode=render_mode, skip_forced=skip_forced)


class PachisiEnv(gym.Env):
    metadata = {"render_modes": ["ansi", "rgb_array"], "render_fps": 4}

    def __init__(self, variant: str = "pachisi", players: Optional[int] = None,
                 options: Optional[Mapping[str, Any]] = None, opponents: Any = "medium",
                 seat: int = 0, render_mode: Optional[str] = None, skip_forced: bool = False):
        self.game = Game(variant, players=players, options=options)
        n = self.game.num_players()
        if not 0 <= seat < n:
            raise ValueError(f"seat {seat} does not exist: the game has {n} seats")
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']}")
        self._args = dict(variant=variant, num_envs=1, players=players, options=options,
                          opponents=opponents, seat=seat, skip_forced=skip_forced)
        self._set_venv(_RustVecEnv(seed=0, **self._args))  # refuses bad settings now
        self.seat = seat
        self.opponents = opponents
        self.learner_seats = list(self._venv.learner_seats)
        self.observation_space = _obs_space()
        self.action_space = spaces.Discrete(NUM_DISTINCT_ACTIONS)
        self.render_mode = render_mode
        self._started = False
        self._over = False
        self._dealt = False  # the Rust env's auto-reset has dealt the next game
        self._act = np.zeros(1, dtype=np.int64)

    def _set_venv(self, venv):
        self._venv = venv
        obs, mask, rew, term, trunc = venv.buffers
        self._bufs = (obs[0], mask[0], rew, term, trunc, venv.final_obs[0], venv.skipped[0])

    @property
    def state(self):
        """A copy of the current game state (``pachisi.State``)."""
        return self._venv.state(0)

    def _obs(self):
        return {"observation": self._bufs[0].copy(), "action_mask": self._bufs[1].copy()}

    def _info(self, obs):
        skipped = [r for _, r in self._venv.skipped_games()] if self._bufs[6][0] else []
        return {"action_mask": obs["action_mask"], "skipped_games": skipped}

    def reset(self, *, seed: Optional[int] = None, options: Optional[dict] = None):
        super().reset(seed=seed)
        if seed is not None or not self._started:
            # A new stream of games (its first dealt at once): the Rust env's seed comes
            # from the episode generator.
            self._set_venv(_RustVecEnv(seed=int(self.np_random.integers(0, 2**63 - 1)), **self._args))
        elif not self._dealt:
            self._venv.reset()
        # else the auto-reset of the last step has dealt this game (and reports the
        # games it skipped).
        self._dealt = False
        self._started = True
        self._over = False
        obs = self._obs()
        return obs, self._info(obs)

    def step(self, action):
        if not self._started:
            raise RuntimeError("call reset() before step()")
        if self._over:
            raise RuntimeError("the episode is over: call reset()")
        action = int(action)
        if not 0 <= action < NUM_DISTINCT_ACTIONS or not self._bufs[1][action]:
            obs = self._obs()
            info = self._info(obs)
            info["illegal_action"] = action
            self._over = True
            return obs, -1.0, True, False, info
        self._act[0] = action
        if self._venv._policies:
            self._venv.step(self._act)  # feeds the Python opponents too
        else:
            _RawVecEnv.step(self._venv, self._act)
        _, _, rew, term, trunc, final, _ = self._bufs
        terminated, truncated = bool(term[0]), bool(trunc[0])
        if terminated or truncated:
            self._over = self._dealt = True
            obs = {"observation": final.copy(),
                   "action_mask": np.zeros(NUM_DISTINCT_ACTIONS, dtype=np.int8)}
            info = self._info(obs)
            # The next game is already dealt inside; reset() deals another one.
            info["skipped_games"] = []
            return obs, float(rew[0]), terminated, truncated, info
        obs = self._obs()
        return obs, 0.0, False, False, self._info(obs)

    def action_masks(self) -> np.ndarray:
        """The current legal-action mask, bool[1537] (sb3-contrib's MaskablePPO asks for
        it; all False once the episode is over)."""
        if self._over:
            return np.zeros(NUM_DISTINCT_ACTIONS, dtype=bool)
        return self._bufs[1].astype(bool)

    def render(self):
        return _render(self.render_mode, self._venv)


class VectorEnv(gym.vector.VectorEnv):
    """``num_envs`` games stepped in Rust, as a Gymnasium ``VectorEnv`` with same-step
    autoreset: when a game ends, ``step`` returns its reward and ``terminated`` or
    ``truncated``, the next game's first observation, and the ended game's last one in
    ``info["final_obs"]`` (with the mask ``info["_final_obs"]``). ``info`` also has
    ``skipped_games`` (per env, games that ended before the agent decided) and
    ``skipped_return`` (the agent's returns in them, summed).

    The observation arrays are the env's own buffers, overwritten by the next call
    (no copies): copy what you keep (CleanRL and SB3 loops copy into their storage).
    """

    metadata = {"autoreset_mode": AutoresetMode.SAME_STEP, "render_modes": ["ansi", "rgb_array"]}

    def __init__(self, variant: str = "ludo", num_envs: int = 8, players: Optional[int] = None,
                 options: Optional[Mapping[str, Any]] = None, opponents: Any = "medium",
                 seat: int = 0, seed: int = 0, render_mode: Optional[str] = None,
                 skip_forced: bool = False):
        self.env = _RustVecEnv(variant, num_envs=num_envs, players=players, options=options,
                               opponents=opponents, seat=seat, seed=seed, skip_forced=skip_forced)
        self.num_envs = num_envs
        self.render_mode = render_mode
        self.single_observation_space = _obs_space()
        self.single_action_space = spaces.Discrete(NUM_DISTINCT_ACTIONS)
        self.observation_space = batch_space(self.single_observation_space, num_envs)
        self.action_space = batch_space(self.single_action_space, num_envs)

    def _info(self, final: Optional[np.ndarray] = None) -> dict:
        count, total = self.env.skipped
        info = {"action_mask": self.env.buffers[1], "skipped_games": count.copy(),
                "skipped_return": total.copy()}
        if final is not None and final.any():
            fin = np.full(self.num_envs, None, dtype=object)
            zero = np.zeros(NUM_DISTINCT_ACTIONS, dtype=np.int8)
            for i in np.flatnonzero(final):
                fin[i] = {"observation": self.env.final_obs[i].copy(), "action_mask": zero}
            info["final_obs"] = fin
            info["_final_obs"] = final.copy()
        return info

    def reset(self, *, seed: Optional[int] = None, options: Optional[dict] = None):
        if seed is not None:
            self._np_random, self._np_random_seed = gym.utils.seeding.np_random(seed)
        obs, mask = self.env.reset(seed=seed)
        return {"observation": obs, "action_mask": mask}, self._info()

    def step(self, actions):
        obs, mask, rew, term, trunc = self.env.step(np.asarray(actions, dtype=np.int64))
        return ({"observation": obs, "action_mask": mask}, rew, term, trunc,
                self._info(term | trunc))

    def action_masks(self) -> np.ndarray:
        """The legal-action masks, bool[num_envs, 1537] (sb3-contrib's MaskablePPO)."""
        return self.env.buffers[1].astype(bool)

    def render(self):
        """The first env's game (``ansi``: the position's text, ``rgb_array``: a picture)."""
        return _render(self.render_mode, self.env)

    def close(self, **kwargs):
        pass


def env_id(preset: str) -> str:
    """The Gymnasium id of a preset: ``pachisi-seven`` → ``pachisi/PachisiSeven-v0``."""
    return "pachisi/" + "".join(w.capitalize() for w in preset.split("-")) + "-v0"


def _register():
    """``gymnasium.make("pachisi/Chopat-v0", opponents="hard")`` and so on, one id per
    preset of the engine (``pachisi.presets()``), e.g. ``pachisi/LudoLudopy-v0``;
    ``gymnasium.make_vec(id, num_envs, vectorization_mode="vector_entry_point")`` gives
    the Rust ``VectorEnv``."""
    for preset in _presets():
        if env_id(preset) not in gym.registry:
            gym.register(id=env_id(preset), entry_point="pachisi.envs.gymnasium:PachisiEnv",
                         vector_entry_point="pachisi.envs.gymnasium:VectorEnv",
                         kwargs={"variant": preset})


_register()
