"""Environments for the standard RL interfaces: ``pachisi.envs.pettingzoo`` (AEC,
multi-agent) and ``pachisi.envs.gymnasium`` (single agent against bots)."""
