"""The OpenSpiel-like game/state API, observations and masks."""
import copy
import json
import pickle
import random

import numpy as np
import pytest

import pachisi
from conftest import PRESETS


def play_random(state, seed):
    rng = random.Random(seed)
    while not state.is_terminal():
        if state.is_chance_node():
            outs = state.chance_outcomes()
            assert abs(sum(p for _, p in outs) - 1.0) < 1e-9
            o = rng.choices([o for o, _ in outs], [p for _, p in outs])[0]
            assert state.current_player() == pachisi.CHANCE_PLAYER
            state.apply_action(o)
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("variant", PRESETS)
def test_random_games_end_with_zero_sum_returns(variant):
    g = pachisi.Game(variant)
    s = play_random(g.new_initial_state(), 1)
    assert s.current_player() == pachisi.TERMINAL_PLAYER
    r = s.returns()
    assert len(r) == g.num_players()
    assert abs(sum(r)) < 1e-9 and max(r) == 1.0
    assert sorted(s.ranking()) == list(range(g.num_players()))
    assert s.legal_actions() == [] and s.chance_outcomes() == []


def test_action_ids_and_strings_follow_the_records_doc():
    g = pachisi.Game("pachisi")
    # docs/records.md / Action::to_id: 0 is pass, a move 1 + (value*4 + piece)*3 + group.
    assert g.string_to_action("pass") == 0
    assert g.string_to_action("25 p1") == 1 + (25 * 4 + 0) * 3
    assert g.string_to_action("6 p2 triple") == 1 + (6 * 4 + 1) * 3 + 2
    for a in range(pachisi.NUM_DISTINCT_ACTIONS):
        assert g.string_to_action(g.action_to_string(a)) == a
    with pytest.raises(ValueError):
        g.action_to_string(pachisi.NUM_DISTINCT_ACTIONS)
    with pytest.raises(ValueError, match="cannot read action"):
        g.string_to_action("jump p9")


def test_game_options_and_errors():
    g = pachisi.Game("chopat", players=2, options={"max_turns": 50})
    assert g.num_players() == 2 and not g.teams()
    assert g.options == {"players": 2, "max_turns": 50}
    assert pachisi.Game("pachisi", players=2).num_players() == 4  # two teams of two seats
    with pytest.raises(ValueError, match="unknown"):
        pachisi.Game("snakes-and-ladders")
    with pytest.raises(ValueError):
        pachisi.Game("chopat", options={"no_such_option": 1})
    with pytest.raises(ValueError):
        pachisi.Game("chopat", players=9)


def test_illegal_moves_and_outcomes_are_refused_without_change():
    g = pachisi.Game("chopat", players=2)
    s = g.new_initial_state()
    before = s.serialize()
    with pytest.raises(ValueError):
        s.apply_action(99)  # no such throw
    assert s.serialize() == before
    while s.is_chance_node():
        s.apply_random_chance(4)
    legal = set(s.legal_actions())
    bad = next(a for a in range(1, pachisi.NUM_DISTINCT_ACTIONS) if a not in legal)
    before = s.serialize()
    with pytest.raises(ValueError, match="illegal"):
        s.apply_action(bad)
    assert s.serialize() == before
    with pytest.raises(ValueError):
        s.observation_tensor(5)


@pytest.mark.parametrize("variant", PRESETS)
def test_mask_is_the_legal_actions_and_observation_counts_pieces(variant):
    g = pachisi.Game(variant)
    rng = random.Random(3)
    s = g.new_initial_state()
    n = g.num_players()
    out = np.zeros(pachisi.OBSERVATION_SIZE, np.float32)
    steps = 0
    while not s.is_terminal() and steps < 400:
        steps += 1
        if s.is_chance_node():
            s.apply_random_chance(9)
            continue
        p = s.current_player()
        mask = s.legal_actions_mask()
        assert mask.dtype == np.int8 and mask.shape == (pachisi.NUM_DISTINCT_ACTIONS,)
        assert list(np.flatnonzero(mask)) == s.legal_actions()
        assert s.legal_actions_mask(player=(p + 1) % n).sum() == 0
        for obs_seat in range(n):
            o = s.observation_tensor(obs_seat)
            assert o.dtype == np.float32 and o.shape == (pachisi.OBSERVATION_SIZE,)
            L = pachisi.OBSERVATION_LAYOUT
            planes = o[L["board"]].reshape(4, 99)
            # Every seat at the board has its 4 pieces somewhere; absent seats none.
            assert list(planes.sum(axis=1)) == [4.0] * n + [0.0] * (4 - n)
            # The observer's own pieces one by one: each in one place, summing to its plane.
            own = o[L["own_pieces"]].reshape(4, 99)
            assert (own.sum(axis=1) == 1).all() and np.array_equal(own.sum(axis=0), planes[0])
            # Kept throws, phase (move) and the seat to act, relative to the observer.
            assert o[L["kept"]].sum() == len(s.kept())
            assert o[L["phase"]].tolist() == [0, 0, 1, 0]
            assert o[L["to_act"]].argmax() == (p - obs_seat) % n
            s.observation_into(obs_seat, out)
            assert np.array_equal(out, o)
        s.apply_action(rng.choice(s.legal_actions()))


def test_observation_is_relative_to_the_observer():
    # Four seats: seat 1 sees seat 1's pieces in its own plane 0.
    g = pachisi.Game("chopat")
    s = g.new_initial_state()
    rng = random.Random(5)
    for _ in range(300):
        if s.is_terminal():
            break
        if s.is_chance_node():
            s.apply_random_chance(2)
        else:
            s.apply_action(rng.choice(s.legal_actions()))
    board = pachisi.OBSERVATION_LAYOUT["board"]
    o0 = s.observation_tensor(0)[board].reshape(4, 99)
    o1 = s.observation_tensor(1)[board].reshape(4, 99)
    # Waiting and home counts rotate with the seats.
    assert np.array_equal(o1[:, 97:], np.roll(o0[:, 97:], -1, axis=0))
    # Squares rotate too: the same number of pieces per seat on the board.
    assert np.array_equal(o1[:, :97].sum(axis=1), np.roll(o0[:, :97].sum(axis=1), -1))


@pytest.mark.parametrize("variant", PRESETS)
def test_serialize_clone_pickle(variant):
    g = pachisi.Game(variant, options={"max_turns": 30})
    s = g.new_initial_state()
    rng = random.Random(8)
    for _ in range(120):
        if s.is_terminal():
            break
        if s.is_chance_node():
            s.apply_random_chance(1)
        else:
            s.apply_action(rng.choice(s.legal_actions()))
    text = s.serialize()
    assert json.loads(text)["format"] == "pachisi-position"
    back = g.deserialize_state(text)
    assert back == s and back.serialize() == text
    assert back.legal_actions() == s.legal_actions()
    c = s.clone()
    assert c == s and copy.deepcopy(s) == s
    p = pickle.loads(pickle.dumps(s))
    assert p == s and p.history() == s.history()
    g2 = pickle.loads(pickle.dumps(g))
    assert g2.options == g.options and g2.variant() == variant
    # A clone is independent.
    if not c.is_terminal():
        c.apply_action(c.legal_actions()[0])
        assert c.history() != s.history()
    with pytest.raises(ValueError):
        pachisi.Game("chaupar" if variant != "chaupar" else "chopat").deserialize_state(text)
    with pytest.raises(ValueError):
        g.deserialize_state("{not json")


def test_bots_choose_legal_actions():
    g = pachisi.Game("chopat", players=2)
    s = g.new_initial_state()
    bots = [pachisi.bot("hard", seed=1), pachisi.bot("random", seed=2)]
    while not s.is_terminal():
        if s.is_chance_node():
            s.apply_random_chance(11)
        else:
            a = bots[s.current_player()].choose(s)
            assert a in s.legal_actions()
            s.apply_action(a)
    assert s.ranking() is not None
    with pytest.raises(ValueError):
        pachisi.bot("grandmaster")
    with pytest.raises(ValueError, match="decision"):
        bots[0].choose(g.new_initial_state())


def test_vectorised_env():
    env = pachisi.VecEnv("chopat", num_envs=16, players=2, opponents="random", seed=3)
    obs, mask = env.reset()
    assert obs.shape == (16, pachisi.OBSERVATION_SIZE) and mask.shape == (16, pachisi.NUM_DISTINCT_ACTIONS)
    assert (mask.sum(axis=1) > 0).all()
    episodes, total = 0, 0.0
    for _ in range(3000):
        acts = env.random_actions()
        assert all(mask[i, a] == 1 for i, a in enumerate(acts))
        obs2, mask2, rew, term, trunc = env.step(acts)
        done = term | trunc
        # The env's own arrays, filled in place: no copies.
        assert obs2 is obs and mask2 is mask
        episodes += int(done.sum())
        total += float(rew[done].sum())
        assert (rew[~done] == 0).all()
        assert (mask.sum(axis=1) > 0).all()  # auto-reset: always a decision waiting
    assert episodes > 10
    assert set(np.unique(rew[done])) <= {-1.0, 1.0}
    with pytest.raises(ValueError, match="not legal"):
        bad = env.random_actions().copy()
        bad[0] = next(a for a in range(pachisi.NUM_DISTINCT_ACTIONS) if mask[0, a] == 0)
        env.step(bad)
    with pytest.raises(ValueError):
        env.step(np.zeros(3, np.int64))
    # Same seed, same actions: the same games.
    a = pachisi.VecEnv("pachisi", num_envs=4, opponents="heuristic", seed=9)
    b = pachisi.VecEnv("pachisi", num_envs=4, opponents="heuristic", seed=9)
    oa, _ = a.reset()
    ob, _ = b.reset()
    for _ in range(50):
        acts = a.random_actions()
        assert np.array_equal(acts, b.random_actions())
        ra = [x.copy() for x in a.step(acts)]
        rb = [x.copy() for x in b.step(acts)]
        for x, y in zip(ra, rb):
            assert np.array_equal(x, y)
    assert a.learner_seats == [0, 2]  # teams: the learner plays both seats of team 0
    with pytest.raises(ValueError):
        pachisi.VecEnv("chopat", num_envs=2, opponents="nobody")
