"""PettingZoo AEC environment: ``pachisi.envs.pettingzoo.env(variant="chopat", players=2)``.

Agents are the seats (``player_0`` ... ``player_3``; 2-player Pachisi and Chaupar have
four seats in two teams). The agent selected is the seat that decides (the partner
under K-PARTNER); throws are drawn inside the environment. Observations are dicts
``{"observation": float32[OBSERVATION_SIZE], "action_mask": int8[NUM_DISTINCT_ACTIONS]}``
(docs/python.md), new arrays. Rewards come at the end: the game's returns (zero-sum).
A game ended by the turn cap (``max_turns``) sets ``truncations`` (not
``terminations``); its rewards are the adjudicated returns.
"""

from __future__ import annotations

from typing import Any, Mapping, Optional

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from .. import NUM_DISTINCT_ACTIONS, OBSERVATION_SIZE, Game

__all__ = ["env", "raw_env"]


def env(variant: str = "pachisi", players: Optional[int] = None,
        options: Optional[Mapping[str, Any]] = None, render_mode: Optional[str] = None,
        skip_forced: bool = False, wrapped: bool = False):
    """The AEC environment. It makes PettingZoo's standard checks itself (``step``
    before ``reset`` raises; an illegal or out-of-range action ends the game with a
    loss for the agent that played it), without PettingZoo's wrappers, which cost
    more than the game; ``wrapped=True`` adds them (``AssertOutOfBoundsWrapper``,
    ``OrderEnforcingWrapper``). ``skip_forced=True`` plays decisions with a single
    legal action without asking."""
    e = raw_env(variant=variant, players=players, options=options, render_mode=render_mode,
                skip_forced=skip_forced)
    if wrapped:
        e = wrappers.AssertOutOfBoundsWrapper(e)
        e = wrappers.OrderEnforcingWrapper(e)
    return e


class raw_env(AECEnv):
    metadata = {"render_modes": ["ansi", "human", "rgb_array"], "name": "pachisi_v0",
                "is_parallelizable": False}

    def __init__(self, variant: str = "pachisi", players: Optional[int] = None,
                 options: Optional[Mapping[str, Any]] = None, render_mode: Optional[str] = None,
                 skip_forced: bool = False):
        super().__init__()
        self.skip_forced = skip_forced
        self.game = Game(variant, players=players, options=options)
        self.metadata = dict(self.metadata, name=f"pachisi_{variant.replace('-', '_')}_v0")
        n = self.game.num_players()
        self.possible_agents = [f"player_{i}" for i in range(n)]
        self.agent_name_mapping = {a: i for i, a in enumerate(self.possible_agents)}
        obs_space = spaces.Dict({
            "observation": spaces.Box(0.0, 64.0, (OBSERVATION_SIZE,), np.float32),
            "action_mask": spaces.Box(0, 1, (NUM_DISTINCT_ACTIONS,), np.int8),
        })
        self.observation_spaces = {a: obs_space for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(NUM_DISTINCT_ACTIONS) for a in self.possible_agents}
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']}")
        self.render_mode = render_mode
        self.state_ = None
        self._chance_seed = 0
        # Per agent, its observation dict of preallocated arrays (see ``observe``).
        self._views = {a: {"observation": np.zeros(OBSERVATION_SIZE, dtype=np.float32),
                           "action_mask": np.zeros(NUM_DISTINCT_ACTIONS, dtype=np.int8)}
                       for a in self.possible_agents}
        self._dirty = False

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    # -- helpers --------------------------------------------------------------------

    def _select(self):
        p = self.state_.current_player()
        if p >= 0:
            self.agent_selection = self.possible_agents[p]

    def _finish(self):
        returns = self.state_.returns()
        truncated = self.state_.is_adjudicated()
        for a in self.agents:
            self.rewards[a] = float(returns[self.agent_name_mapping[a]])
            if truncated:
                self.truncations[a] = True
            else:
                self.terminations[a] = True

    # -- AEC API --------------------------------------------------------------------

    def reset(self, seed: Optional[int] = None, options: Optional[dict] = None):
        if seed is not None or self._chance_seed == 0:
            rng = np.random.default_rng(seed)
            self._chance_seed = int(rng.integers(1, 2**63 - 1))
        else:
            self._chance_seed = (self._chance_seed * 6364136223846793005 + 1442695040888963407) % 2**63 or 1
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.state_ = self.game.new_initial_state()
        self.state_.play_chance(self._chance_seed, self.skip_forced)
        self.agent_selection = self.agents[0]
        self._select()
        if self.state_.is_terminal():
            self._finish()

    def observe(self, agent):
        """The agent's observation, written into its own preallocated arrays (no
        copies): the dict and arrays are the same objects at every call for this
        agent and are overwritten by its next ``observe``/``last``; copy what you keep."""
        v = self._views[agent]
        self.state_.observe_into(self.agent_name_mapping[agent], v["observation"], v["action_mask"])
        return v

    def step(self, action):
        if self.state_ is None:
            raise RuntimeError("call reset() before step()")
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        if self._dirty:  # rewards are only ever given at the end
            for a in self.agents:
                self.rewards[a] = 0.0
            self._dirty = False
        try:
            action = int(action)
            p = self.state_.apply_and_play_chance(action, self._chance_seed, self.skip_forced)
        except (ValueError, TypeError):
            p = None
        if p is None:
            # An illegal action ends the game: -1 for the agent that played it, and
            # its opponents share +1 (teams: the partner loses too).
            me = self.agent_name_mapping[agent]
            g = self.game
            for a in self.agents:
                i = self.agent_name_mapping[a]
                same = (i == me) or (g.teams() and g.team_of(i) == g.team_of(me))
                self.rewards[a] = -1.0 if same else 1.0
                self.terminations[a] = True
            self.infos[agent] = {"illegal_action": action}
            self._dirty = True
            self._accumulate_rewards()
        elif p < 0:
            self._finish()
            self._dirty = True
            self._accumulate_rewards()
        else:
            self.agent_selection = self.possible_agents[p]
        if self.render_mode == "human":
            self.render()

    def render(self):
        if self.render_mode is None:
            return None
        if self.render_mode == "rgb_array":
            from ..render import render_rgb
            return render_rgb(self.state_)
        text = self._text()
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def _text(self) -> str:
        s = self.state_
        if s is None:
            return "(not started)"
        return f"{s!r} kept={s.kept()} turn={s.turn_number()}"

    def close(self):
        pass
