"""The Rust vector env as a Stable-Baselines3 ``VecEnv`` (needs stable-baselines3).

    from pachisi.envs.sb3 import VecEnv
    from sb3_contrib import MaskablePPO
    env = VecEnv("ludo", num_envs=64, players=2, opponents="medium", skip_forced=True)
    MaskablePPO("MultiInputPolicy", env).learn(100_000)

SB3 has its own vector-env class (``step_async``/``step_wait``, ``dones`` and a list of
``infos``) rather than Gymnasium's; this is the package's ``pachisi.VecEnv`` behind it,
every game stepped in Rust. Observations are dicts ``{"observation", "action_mask"}``
as in the Gymnasium envs, copied (SB3 keeps the previous observation while stepping);
an ended game's last observation is in ``infos[i]["terminal_observation"]`` and
``infos[i]["TimeLimit.truncated"]`` says the turn cap ended it; games skipped before
the agent decided are in ``infos[i]["skipped_games"]``. ``env_method("action_masks")``
gives the legal-action masks (what sb3-contrib's ``MaskablePPO`` asks for).
"""
from __future__ import annotations

from typing import Any, Optional

import numpy as np
from stable_baselines3.common.vec_env.base_vec_env import VecEnv as _SB3VecEnv

from .. import VecEnv as _RustVecEnv
from .gymnasium import _obs_space, _render, NUM_DISTINCT_ACTIONS, spaces


class VecEnv(_SB3VecEnv):
    def __init__(self, variant: str = "ludo", num_envs: int = 8, players: Optional[int] = None,
                 options: Optional[dict] = None, opponents: Any = "medium", seat: int = 0,
                 seed: int = 0, render_mode: Optional[str] = None, skip_forced: bool = False):
        self.env = _RustVecEnv(variant, num_envs=num_envs, players=players, options=options,
                               opponents=opponents, seat=seat, seed=seed, skip_forced=skip_forced)
        self.render_mode = render_mode  # read by SB3's constructor
        super().__init__(num_envs, _obs_space(), spaces.Discrete(NUM_DISTINCT_ACTIONS))
        self._actions = np.zeros(num_envs, dtype=np.int64)

    def _obs(self, obs, mask):
        return {"observation": obs.copy(), "action_mask": mask.copy()}

    def reset(self):
        seed = self._seeds[0]
        obs, mask = self.env.reset(seed=seed)
        self._reset_seeds()
        return self._obs(obs, mask)

    def step_async(self, actions: np.ndarray) -> None:
        self._actions[:] = np.asarray(actions, dtype=np.int64).reshape(-1)

    def step_wait(self):
        obs, mask, rew, term, trunc = self.env.step(self._actions)
        count, _ = self.env.skipped
        skipped = {}
        for i, r in self.env.skipped_games() if count.any() else []:
            skipped.setdefault(i, []).append(r)
        infos = [{} for _ in range(self.num_envs)]
        zero = np.zeros(NUM_DISTINCT_ACTIONS, dtype=np.int8)
        for i in np.flatnonzero(term | trunc):
            infos[i]["terminal_observation"] = {"observation": self.env.final_obs[i].copy(),
                                                "action_mask": zero}
            infos[i]["TimeLimit.truncated"] = bool(trunc[i])
        for i, returns in skipped.items():
            infos[i]["skipped_games"] = returns
        return self._obs(obs, mask), rew.copy(), term | trunc, infos

    def action_masks(self) -> np.ndarray:
        """The legal-action masks, bool[num_envs, 1537]."""
        return self.env.buffers[1].astype(bool)

    def close(self) -> None:
        pass

    def get_attr(self, attr_name: str, indices=None) -> list:
        return [getattr(self, attr_name) for _ in self._get_indices(indices)]

    def set_attr(self, attr_name: str, value: Any, indices=None) -> None:
        setattr(self, attr_name, value)

    def env_method(self, method_name: str, *method_args, indices=None, **method_kwargs) -> list:
        if method_name == "action_masks":
            masks = self.action_masks()
            return [masks[i] for i in self._get_indices(indices)]
        if method_name == "render":
            return [_render(self.render_mode, self.env)]
        raise AttributeError(f"pachisi's SB3 VecEnv has no per-env method {method_name!r}")

    def env_is_wrapped(self, wrapper_class, indices=None) -> list:
        return [False for _ in self._get_indices(indices)]

    def get_images(self):
        return [_render("rgb_array", self.env)]
