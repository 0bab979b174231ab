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


def _sorry_position(players=4, **fields):
    g = pachisi.Game("sorry", players=players)
    p = json.loads(str(g.new_initial_state()))
    p.update(fields)
    return g, p


@pytest.mark.parametrize("players", [2, 4])
def test_sorry_squares_rotate_with_the_observer(players):
    # Sorry!'s board (15 loop squares and 5 safety squares a side, sides numbered
    # clockwise) is turned so that the observer's side is South: a pawn of relative seat
    # r on step x is at one board index whoever observes, and distinct squares have
    # distinct indices, all inside the board part. (The cross boards' turn, 24 squares
    # an arm, put Sorry!'s squares elsewhere for every observer.)
    g, base = _sorry_position(players)
    board = pachisi.OBSERVATION_LAYOUT["board"]
    by_rel, by_square = {}, {}
    for q in range(players):
        for step in range(65):  # the diamond (0), the loop, the safety zone (60-64)
            p = copy.deepcopy(base)
            p["seats"][q]["pieces"][0] = step
            p["seats"][q]["entered"] = True
            s = g.deserialize_state(json.dumps(p))
            xy = s.board_picture()[2][4 * q][2]
            for o in range(players):
                plane = s.observation_tensor(o)[board].reshape(4, 99)[(q - o) % players]
                assert plane[:97].sum() == 1 and plane[97] == 3
                i = int(np.flatnonzero(plane[:97])[0])
                assert by_rel.setdefault(((q - o) % players, step), i) == i
                assert by_square.setdefault((o, xy), i) == i
    for o in range(players):
        idx = [i for (oo, _), i in by_square.items() if oo == o]
        # The 60 loop squares and each player's five safety squares.
        assert len(idx) == len(set(idx)) == 60 + 5 * players
    assert max(by_square.values()) < 97


def test_sorry_draw_pile_is_the_chance_node_and_shows_in_the_observation():
    # S-DRAW: the odds are the cards left; only kinds left can be drawn; the draw pile
    # shows in the `sorry` part (cards left / full count per kind) and nowhere else.
    L = pachisi.OBSERVATION_LAYOUT
    left = [0, 2, 3, 2, 1, 0, 0, 0, 1, 1, 1]
    full = [5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4]
    g, p = _sorry_position(deck_left=left)
    s = g.deserialize_state(json.dumps(p))
    t = g.deserialize_state(json.dumps(_sorry_position()[1]))
    assert s.is_chance_node() and g.max_chance_outcomes() == 11
    kinds = [k for k in range(11) if left[k]]
    assert s.legal_actions() == kinds
    assert s.chance_outcomes() == [(k, left[k] / sum(left)) for k in kinds]
    assert t.legal_actions() == list(range(11))
    assert [g.chance_outcome_to_string(k) for k in (0, 5, 10)] == ["card 1", "card 7", "card Sorry!"]
    before = s.serialize()
    with pytest.raises(ValueError):
        s.apply_action(0)  # no 1 left
    assert s.serialize() == before
    for seat in range(4):
        o, u = s.observation_tensor(seat), t.observation_tensor(seat)
        sorry = o[L["sorry"]]
        assert np.allclose(sorry[:11], [a / b for a, b in zip(left, full)])
        assert list(sorry[11:]) == [float(seat == x) for x in range(4)]
        assert list(u[L["sorry"]][:11]) == [1.0] * 11
        diff = np.flatnonzero(o != u)
        assert len(diff) and all(L["sorry"].start <= i < L["sorry"].stop for i in diff)
    # Other presets: the part is all 0.
    o = pachisi.Game("ludo").new_initial_state().observation_tensor(1)
    assert not o[L["sorry"]].any()


def test_sorry_switch_and_sorry_targets_are_read_from_the_observation():
    # `switch pN sTpR` and `sorry pN sTpR` name seat T absolutely (as records do); the
    # observer's seat (one-hot in the `sorry` part) makes it relative seat (T − seat)
    # mod seats, whose pawn R is entry 4·rel + R − 1 of `progress`.
    L = pachisi.OBSERVATION_LAYOUT
    g = pachisi.Game("sorry")
    n = g.num_players()
    # rules.md §20.3: value 16 + 4T + R − 1 (32 + … for `sorry`), group triple.
    assert g.string_to_action("switch p1 s2p3") == 1 + ((16 + 8 + 2) * 4 + 0) * 3 + 2 == 315
    assert g.string_to_action("sorry p4 s3p1") == 1 + ((32 + 12 + 0) * 4 + 3) * 3 + 2
    assert g.string_to_action("10 p2 back") == 126
    rng = random.Random(8)
    seen = set()
    for k in range(6):
        s = g.new_initial_state()
        while not s.is_terminal():
            if s.is_chance_node():
                s.apply_random_chance(k)
                continue
            o = s.observation_tensor(s.current_player())
            me = int(np.argmax(o[L["sorry"]][11:]))
            assert me == s.current_player()
            places = s.piece_places()
            for a in s.legal_actions():
                word, *rest = g.action_to_string(a).split()
                if word not in ("switch", "sorry"):
                    continue
                seat, pawn = (int(x) for x in rest[1][1:].split("p"))
                rel = (seat - me) % n
                assert rel != 0 and places[seat][pawn - 1][0] == "step"
                progress = o[L["progress"]][4 * rel + pawn - 1]
                assert progress == (places[seat][pawn - 1][1] + 1) / 66
                seen.add(word)
            s.apply_action(rng.choice(s.legal_actions()))
    assert seen == {"switch", "sorry"}


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


def test_sorry_partners_move_the_partners_pawns_with_the_second_half_of_the_ids():
    # S-TEAM: with partners the seat to move may use its card on its partner's pawns,
    # p5 … p8, whose ids are 769 … 1536 (docs/python.md); no other game uses them.
    g = pachisi.Game("sorry", players=4, options={"teams": True})
    assert g.teams() and g.num_players() == 4
    assert g.string_to_action("5 p5") == 769 + (5 * 4 + 0) * 3
    rng = random.Random(3)
    s = g.new_initial_state()
    partner_moves = 0
    while not s.is_terminal():
        if s.is_chance_node():
            outs = s.chance_outcomes()
            s.apply_action(rng.choices([o for o, _ in outs], [p for _, p in outs])[0])
            continue
        legal = s.legal_actions()
        mask = s.legal_actions_mask()
        assert mask.shape == (pachisi.NUM_DISTINCT_ACTIONS,) and mask.sum() == len(legal)
        high = [a for a in legal if a >= 769]
        for a in high:
            # `5 p5`, `10 p6 back`, `switch p7 s1p2`, `sorry p8 s3p1`: the pawn moved.
            assert g.action_to_string(a).split()[1] in ("p5", "p6", "p7", "p8")
        a = rng.choice(high) if high and rng.random() < 0.5 else rng.choice(legal)
        partner_moves += a >= 769
        s.apply_action(a)
    assert partner_moves > 0
    r = s.returns()
    # The partners share the result.
    assert r[0] == r[2] and r[1] == r[3] and r[0] == -r[1]
    # Without partners no id from 769 on is ever legal.
    s = pachisi.Game("sorry", players=4).new_initial_state()
    rng = random.Random(4)
    while not s.is_terminal():
        if s.is_chance_node():
            outs = s.chance_outcomes()
            s.apply_action(rng.choices([o for o, _ in outs], [p for _, p in outs])[0])
        else:
            legal = s.legal_actions()
            assert max(legal) < 769
            s.apply_action(rng.choice(legal))
