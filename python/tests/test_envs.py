"""PettingZoo, Gymnasium and OpenSpiel, each through its own library's checker."""
import numpy as np
import pytest

from conftest import PRESETS


@pytest.mark.parametrize("variant", PRESETS)
def test_pettingzoo_api_test(variant):
    from pettingzoo.test import api_test
    import pachisi.envs.pettingzoo as pz

    api_test(pz.env(variant=variant), num_cycles=1000, verbose_progress=False)


def test_pettingzoo_api_test_with_pettingzoos_wrappers_and_skip_forced():
    from pettingzoo.test import api_test
    import pachisi.envs.pettingzoo as pz

    api_test(pz.env(variant="ludo", wrapped=True), num_cycles=1000, verbose_progress=False)
    api_test(pz.env(variant="parchis", skip_forced=True), num_cycles=1000, verbose_progress=False)
    with pytest.raises(RuntimeError, match="reset"):
        pz.env(variant="ludo").step(0)


def test_pettingzoo_plays_whole_games_with_masks():
    import pachisi.envs.pettingzoo as pz

    env = pz.env(variant="chopat", players=3, options={"max_turns": 100})
    env.reset(seed=4)
    rng = np.random.default_rng(0)
    totals = {}
    for agent in env.agent_iter(max_iter=100_000):
        obs, reward, term, trunc, info = env.last()
        totals[agent] = totals.get(agent, 0.0) + reward
        if term or trunc:
            action = None
        else:
            action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
        env.step(action)
    assert env.agents == []
    assert abs(sum(totals.values())) < 1e-9 and max(totals.values()) == 1.0


@pytest.mark.parametrize("variant", PRESETS)
def test_gymnasium_check_env(variant):
    import warnings

    import gymnasium as gym
    from gymnasium.utils.env_checker import check_env
    import pachisi.envs.gymnasium  # noqa: F401 (registers the ids)

    env = gym.make(pachisi.envs.gymnasium.env_id(variant), opponents="medium", render_mode="ansi",
                   disable_env_checker=True)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # not even a warning
        check_env(env.unwrapped, skip_render_check=False)


def test_gymnasium_episode_against_a_level():
    import gymnasium as gym
    import pachisi.envs.gymnasium  # noqa: F401 (registers the ids)

    env = gym.make("pachisi/Chopat-v0", players=2, opponents="easy")
    obs, info = env.reset(seed=1)
    rng = np.random.default_rng(1)
    steps, done = 0, False
    while not done:
        action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
        obs, reward, terminated, truncated, info = env.step(action)
        done = terminated or truncated
        steps += 1
    assert reward in (-1.0, 1.0) and steps > 5
    # An illegal action ends the episode with -1.
    obs, _ = env.reset(seed=2)
    bad = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    _, reward, terminated, _, info = env.step(bad)
    assert terminated and reward == -1.0 and info["illegal_action"] == bad
    with pytest.raises(ValueError):
        pachisi.envs.gymnasium.env(variant="chopat", opponents="grandmaster")


@pytest.mark.parametrize("variant", PRESETS)
def test_openspiel_random_sim_test(variant):
    import pyspiel
    import pachisi.openspiel as po

    game = po.load(variant)
    assert game.get_type().chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    pyspiel.random_sim_test(game, num_sims=3, serialize=True, verbose=False)
    short = po.load(variant, players=2, options={"max_turns": 20})
    pyspiel.random_sim_test(short, num_sims=5, serialize=True, verbose=False)


def test_openspiel_mcts_plays_a_game():
    import pyspiel
    from open_spiel.python.algorithms import mcts
    import pachisi.openspiel as po

    game = pyspiel.load_game("python_chopat", {"players": 2, "options": '{"max_turns": 25}'})
    rng = np.random.RandomState(0)
    bot = mcts.MCTSBot(game, 2.0, 30, mcts.RandomRolloutEvaluator(1, rng), random_state=rng)
    state = game.new_initial_state()
    decisions = 0
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, probs = zip(*state.chance_outcomes())
            state.apply_action(int(rng.choice(outcomes, p=probs)))
        else:
            action = bot.step(state)
            assert action in state.legal_actions()
            state.apply_action(action)
            decisions += 1
    assert decisions > 10
    assert sorted(state.returns()) == [-1.0, 1.0]
    # The observation tensor through OpenSpiel's observer API.
    from open_spiel.python.observation import make_observation
    obs = make_observation(game)
    obs.set_from(state, 1)
    assert obs.tensor.shape == (po.OBSERVATION_SIZE,) and obs.tensor[: 4 * 99].sum() == 8
