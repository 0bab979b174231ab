"""What a training run needs (issue 29): no env hands the learner a finished game,
truncation by the turn cap, observations from which an action's effect is known
(Markov), Python opponents, the Gymnasium vector env."""

import copy
import json
import random

import numpy as np
import pytest

import pachisi
from conftest import PRESETS

L = pachisi.OBSERVATION_LAYOUT


# -- 1. never a finished game -------------------------------------------------------


def test_gymnasium_reset_never_returns_a_finished_game():
    import pachisi.envs.gymnasium as pg

    env = pg.env("ludo-ludopy", players=2, opponents="medium")
    # 1877 returned a finished game before issue 29; with 1944 the first game dealt
    # ends before the agent can move (the opponent finishes first): it is skipped and
    # reported, and the next one is dealt.
    for seed, skipped in [(1877, []), (1944, [-1.0])]:
        obs, info = env.reset(seed=seed)
        assert obs["action_mask"].sum() > 0
        assert info["skipped_games"] == skipped
        obs, *_ = env.step(int(np.flatnonzero(obs["action_mask"])[0]))


def test_vector_env_deals_on_when_a_game_ends_before_the_learner_decides():
    # Before issue 29 this env got stuck (all-zero masks, then ValueError) at the
    # first game that ended before the learner's first decision: here in step 4393.
    env = pachisi.VecEnv("ludo-ludopy", num_envs=64, players=2, opponents="medium", seed=5)
    env.reset()
    skipped = []
    for step in range(4400):
        _, mask, _, term, trunc = env.step(env.random_actions())
        assert (mask.sum(axis=1) > 0).all(), step
        count, total = env.skipped
        if count.any():
            skipped.append((step, env.skipped_games(), count.copy(), total.copy()))
    assert [(s, g) for s, g, _, _ in skipped] == [(4393, [(58, -1.0)])]
    _, _, count, total = skipped[0]
    assert count[58] == 1 and count.sum() == 1 and total[58] == -1.0


@pytest.mark.parametrize("players,opponents", [(2, "random"), (4, "random"), (4, "medium")])
def test_vector_env_always_has_a_decision(players, opponents):
    env = pachisi.VecEnv("ludo-ludopy", num_envs=32, players=players, opponents=opponents, seed=11)
    env.reset()
    episodes = 0
    for _ in range(1500):
        _, mask, _, term, trunc = env.step(env.random_actions())
        assert (mask.sum(axis=1) > 0).all()
        episodes += int((term | trunc).sum())
    assert episodes > 100


def test_a_learner_that_never_decides_is_refused():
    # Four seats, seat 0 starts, one turn: seat 3 never plays, every game is skipped.
    with pytest.raises(ValueError, match="before the learner"):
        pachisi.VecEnv("ludo", num_envs=1, players=4, options={"max_turns": 1, "order": "fixed"}, seat=3)


def test_the_turn_cap_truncates():
    import pachisi.envs.gymnasium as pg
    import pachisi.envs.pettingzoo as pz

    env = pachisi.VecEnv("ludo", num_envs=8, players=2, options={"max_turns": 12}, seed=1)
    env.reset()
    truncated = 0
    for _ in range(200):
        obs, _, rew, term, trunc = env.step(env.random_actions())
        assert not term.any()  # no Ludo game ends within 12 turns
        truncated += int(trunc.sum())
        # The final observation shows the turn cap reached and the adjudicated result.
        for i in np.flatnonzero(trunc):
            fin = env.final_obs[i]
            assert fin[L["turn"]][0] >= 1.0 and fin[L["outcome"]][2] == 1.0
            assert rew[i] in (-1.0, 1.0)
        # The turn number against max_turns is in the observation.
        assert (obs[:, L["turn"]] <= 1.0).all()
    assert truncated > 20

    g = pg.env("ludo", players=2, options={"max_turns": 12}, opponents="random")
    obs, _ = g.reset(seed=3)
    done = False
    while not done:
        obs, reward, terminated, truncated, _ = g.step(int(np.flatnonzero(obs["action_mask"])[0]))
        done = terminated or truncated
    assert truncated and not terminated and reward in (-1.0, 1.0)

    p = pz.env(variant="ludo", players=2, options={"max_turns": 12})
    p.reset(seed=4)
    for agent in p.agent_iter():
        obs, reward, termination, truncation, _ = p.last()
        if termination or truncation:
            assert truncation and not termination
            p.step(None)
        else:
            p.step(int(np.flatnonzero(obs["action_mask"])[0]))


# -- 2. actions readable from the observation; Markov -------------------------------


def _position(variant, players, pieces_of_seat0, kept, extra=None):
    g = pachisi.Game(variant, players=players)
    s = json.loads(str(g.new_initial_state()))
    s.update({"phase": "move", "turn": 0, "kept": kept, "turn_number": 5})
    s["seats"][0]["pieces"] = pieces_of_seat0
    s["seats"][0]["entered"] = True
    s.update(extra or {})
    return g, g.deserialize_state(json.dumps(s))


def test_the_issue_case_pieces_swapped_are_told_apart():
    # Pieces on steps (10, 20) and (20, 10) with a 3 thrown: the same board, but
    # action "3 p0" moves a different piece. The observation shows each piece.
    g, a = _position("ludo-ludopy", 2, [10, 20, "waiting", "waiting"], [3])
    _, b = _position("ludo-ludopy", 2, [20, 10, "waiting", "waiting"], [3])
    oa, ob = a.observation_tensor(0), b.observation_tensor(0)
    assert np.array_equal(oa[L["board"]], ob[L["board"]])
    assert not np.array_equal(oa, ob)
    act = g.string_to_action("3 p1")  # the first piece
    assert act in a.legal_actions() and act in b.legal_actions()
    a.apply_action(act)
    b.apply_action(act)
    assert a.serialize() != b.serialize()


def _random_states(variant, players, games, seed, options=None):
    """Decision states (and throws) of random and heuristic play."""
    g = pachisi.Game(variant, players=players, options=options)
    rng = random.Random(seed)
    heuristic = pachisi.bot("heuristic", seed)
    for k in range(games):
        s = g.new_initial_state()
        while not s.is_terminal():
            if s.is_chance_node():
                s.apply_random_chance(seed * 1000 + k)
            else:
                yield g, s
                a = heuristic.choose(s) if rng.random() < 0.5 else rng.choice(s.legal_actions())
                s.apply_action(a)
        yield g, s


def _key(state, seat):
    return state.observation_tensor(seat).tobytes()


@pytest.mark.parametrize("variant", PRESETS)
def test_equal_observations_mean_equal_positions_and_equal_effects(variant):
    # Over the states of many games (seen by every seat), an observation belongs to one
    # position (its file: every field the rules read), and every legal action has the
    # same effect: the same observation after it.
    seen = {}
    effects = {}
    n = 0
    for g, s in _random_states(variant, None, 6, 17):
        for seat in range(g.num_players()):
            k = (seat, _key(s, seat))
            pos = s.serialize()
            assert seen.setdefault(k, pos) == pos, "two positions with one observation"
            n += 1
        if not s.is_terminal():
            p = s.current_player()
            after = []
            for a in s.legal_actions():
                t = s.clone()
                t.apply_action(a)
                after.append((a, _key(t, p)))
            assert effects.setdefault((p, _key(s, p)), after) == after
    assert n > 500


def test_yut_stacks_by_choice_show_in_the_observation():
    # Y-STACK with stack = optional: two stacks of one side may share a place and move
    # apart, so the observation tells them apart (equal observations, equal effects).
    seen, effects, apart = {}, {}, 0
    for g, s in _random_states("yut", 3, 30, 5, {"stack": "optional"}):
        for seat in range(g.num_players()):
            k = (seat, _key(s, seat))
            pos = s.serialize()
            assert seen.setdefault(k, pos) == pos, "two positions with one observation"
        apart += '"groups"' in s.serialize()
        if not s.is_terminal():
            p = s.current_player()
            after = []
            for a in s.legal_actions():
                t = s.clone()
                t.apply_action(a)
                after.append((a, _key(t, p)))
            assert effects.setdefault((p, _key(s, p)), after) == after
    assert apart > 20, apart


# Sorry!'s full deck of 45 cards (S-DECK): five 1s, four of each other kind, in the
# order of `deck_left` (1, 2, 3, 4, 5, 7, 8, 10, 11, 12, Sorry!).
SORRY_DECK = [5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4]


def _other_draw_pile(p):
    left = list(p.get("deck_left") or SORRY_DECK)
    k = next(i for i, n in enumerate(left) if n > 0)
    if sum(left) > 1:
        left[k] -= 1
    else:
        left[(k + 1) % len(left)] += 1
    p["deck_left"] = left


def test_every_rule_field_of_a_position_shows_in_the_observation():
    # Change one field the rules read at a time (via the position file); whenever the
    # engine accepts the changed position and it is a different position, the
    # observation of every seat changes.
    changes = {
        "turn_number": lambda p: p.update(turn_number=p["turn_number"] + 1),
        "streak.count": lambda p: p["streak"].update(count=p["streak"]["count"] + 1),
        "streak.class": lambda p: p["streak"].update(**{"class": p["streak"]["class"] + 1, "count": max(1, p["streak"]["count"])}),
        "streak.start": lambda p: p["streak"].update(start=p["streak"]["start"] + 1, count=max(1, p["streak"]["count"])),
        "phase_throws": lambda p: p.update(phase_throws=p["phase_throws"] + 1),
        "throw_again": lambda p: p.update(throw_again=not p["throw_again"]),
        "capture_again": lambda p: p.update(capture_again=not p["capture_again"]),
        "captures": lambda p: p["seats"][1].update(captures=p["seats"][1]["captures"] + 1),
        "entered": lambda p: p["seats"][1].update(entered=not p["seats"][1].get("entered", False)),
        "last_moved": lambda p: p.update(last_moved=(p.get("last_moved") or 0) + 1),
        "turn": lambda p: p.update(turn=(p["turn"] + 1) % len(p["seats"])),
        # Parqués (RULES-more §2): the pair's release, a piece it freed, the crown, a
        # capture left (Q-PAIR-RELEASE, Q-RELEASE-DICE, Q-THREE-PAIRS, Q-SOPLAR).
        "release_open": lambda p: p.update(release_open=not p.get("release_open", False), released=[]),
        "released": lambda p: p.update(released=[] if p.get("released") else [0], release_open=False),
        "crown": lambda p: p.update(crown=not p.get("crown", False), kept=[], phase="move", release_open=False, released=[]),
        "blow": lambda p: p.update(blow=None if p.get("blow") else {"seat": p["turn"], "pieces": [0]}),
        # Sorry! (RULES-more §3): the draw pile, one card of a kind fewer or more (S-DRAW).
        "deck_left": _other_draw_pile,
    }
    tried = {name: 0 for name in changes}
    for variant in PRESETS:
        for i, (g, s) in enumerate(_random_states(variant, None, 2, 5)):
            if i % 7 or s.is_terminal():
                continue
            base = json.loads(s.serialize())
            for name, change in changes.items():
                p = copy.deepcopy(base)
                change(p)
                try:
                    t = g.deserialize_state(json.dumps(p))
                except ValueError:
                    continue
                if t.serialize() == s.serialize():
                    continue
                tried[name] += 1
                for seat in range(g.num_players()):
                    assert _key(t, seat) != _key(s, seat), (variant, name, seat)
            # The order of the kept throws is not in the observation (their values
            # are): the rules do not read it — same legal actions, same effects.
            if len(set(base["kept"])) > 1:
                p = copy.deepcopy(base)
                p["kept"] = p["kept"][1:] + p["kept"][:1]
                t = g.deserialize_state(json.dumps(p))
                assert t.legal_actions() == s.legal_actions()
                for a in s.legal_actions():
                    x, y = s.clone(), t.clone()
                    x.apply_action(a)
                    y.apply_action(a)
                    assert all(_key(x, q) == _key(y, q) for q in range(g.num_players()))
                tried["kept order"] = tried.get("kept order", 0) + 1
    assert all(v > 0 for v in tried.values()) and "kept order" in tried, tried


# -- 4. Python opponents, the Gymnasium vector env ----------------------------------


def test_python_opponents_are_batched_and_see_their_own_view():
    calls = []

    def first_legal(obs, mask):
        calls.append(len(obs))
        # The opponent decides: the seat to act is the observer (relative seat 0).
        assert (obs[:, L["to_act"]][:, 0] == 1).all()
        return mask.argmax(axis=1)

    env = pachisi.VecEnv("ludo", num_envs=16, players=2, opponents=first_legal, seed=2)
    obs, mask = env.reset()
    episodes = 0
    for _ in range(400):
        obs, mask, rew, term, trunc = env.step(env.random_actions())
        assert (env.waiting == -1).all() and (mask.sum(axis=1) > 0).all()
        assert (obs[:, L["to_act"]][:, 0] == 1).all()
        episodes += int((term | trunc).sum())
    assert episodes > 5 and max(calls) > 1
    # The same games with the opponent as a Rust bot choosing alike are not needed;
    # mixed seats: a callable for seat 1, a bot for seats 2 and 3.
    env = pachisi.VecEnv("ludo", num_envs=4, players=4, opponents=["random", first_legal, "heuristic", "random"])
    env.reset()
    for _ in range(100):
        env.step(env.random_actions())
    assert env.opponents[1] == "external" and env.opponents[2] == "heuristic"


def test_gymnasium_vector_env_same_step_autoreset():
    import gymnasium as gym

    import pachisi.envs.gymnasium  # noqa: F401

    env = gym.make_vec("pachisi/LudoLudopy-v0", num_envs=8, vectorization_mode="vector_entry_point",
                       players=2, opponents="random")
    obs, info = env.reset(seed=3)
    assert obs["observation"].shape == (8, pachisi.OBSERVATION_SIZE)
    assert env.metadata["autoreset_mode"] == gym.vector.AutoresetMode.SAME_STEP
    ended = 0
    for _ in range(300):
        acts = np.array([np.flatnonzero(m)[0] for m in obs["action_mask"]])
        obs, rew, term, trunc, info = env.step(acts)
        done = term | trunc
        if done.any():
            assert (info["_final_obs"] == done).all()
            for i in np.flatnonzero(done):
                assert info["final_obs"][i]["observation"][L["phase"]][3] == 1  # over
        ended += int(done.sum())
        assert (obs["action_mask"].sum(axis=1) > 0).all()
    assert ended > 5


# -- 5. rendering -------------------------------------------------------------------


@pytest.mark.parametrize("variant", ["pachisi", "ludo", "mensch"])
def test_rgb_array_rendering_shows_the_pieces(variant):
    import pachisi.envs.gymnasium as pg
    from pachisi.render import SEAT_COLOURS

    env = pg.env(variant, players=2, opponents="random", render_mode="rgb_array")
    obs, _ = env.reset(seed=1)
    for _ in range(30):
        obs, _, term, trunc, _ = env.step(int(np.flatnonzero(obs["action_mask"])[-1]))
        if term or trunc:
            obs, _ = env.reset()
    img = env.render()
    assert img.dtype == np.uint8 and img.ndim == 3 and img.shape[2] == 3
    # Both seats' colours appear (pieces on the board or in the strips below it).
    seats = [s for s in range(env.game.num_players())]
    for s in seats:
        assert (img.reshape(-1, 3) == SEAT_COLOURS[s % 4]).all(axis=1).any(), s


def _check_after_each_action(s, after, acts, view):
    """`after[j]` is `view` (seen by the seat to move) of `s` after action `acts[j]`, and
    zero past the legal actions; returns the number of actions checked."""
    seat = s.current_player()
    for j, a in enumerate(acts):
        if a < 0:
            assert not after[j].any()
            continue
        t = s.clone()
        t.apply_action(int(a))
        assert np.array_equal(after[j], view(t, seat))
    return int((acts >= 0).sum())


def test_afterstates_are_the_observations_after_each_legal_action():
    env = pachisi.VecEnv("parcheesi", num_envs=4, players=4, opponents="random", seed=3)
    obs, mask = env.reset()
    for _ in range(20):
        after, acts = env.afterstates(16)
        for i in range(4):
            legal = sorted(a for a in acts[i] if a >= 0)
            assert legal == env.state(i).legal_actions()
            _check_after_each_action(env.state(i), after[i], acts[i], lambda t, seat: t.observation_tensor(seat))
        env.step(env.random_actions())
    while not (mask.sum(axis=1) > 1).any():
        _, mask, *_ = env.step(env.random_actions())
    with pytest.raises(ValueError, match="more than k"):
        env.afterstates(1)


def test_skip_forced_asks_only_real_choices_and_gym_takes_python_opponents():
    import pachisi.envs.gymnasium as pg
    import pachisi.envs.pettingzoo as pz

    env = pachisi.VecEnv("ludo", num_envs=16, players=2, opponents="random", seed=4, skip_forced=True)
    _, mask = env.reset()
    for _ in range(300):
        assert (mask.sum(axis=1) >= 2).all()
        _, mask, *_ = env.step(env.random_actions())

    g = pg.env("ludo", players=2, opponents=lambda obs, mask: mask.argmax(axis=1), skip_forced=True)
    obs, _ = g.reset(seed=2)
    games = 0
    while games < 5:
        assert obs["action_mask"].sum() >= 2
        obs, reward, term, trunc, _ = g.step(int(np.flatnonzero(obs["action_mask"])[0]))
        if term or trunc:
            games += 1
            obs, _ = g.reset()

    p = pz.env(variant="ludo", players=2, skip_forced=True)
    p.reset(seed=1)
    for agent in p.agent_iter():
        obs, _, term, trunc, _ = p.last()
        if term or trunc:
            p.step(None)
        else:
            assert obs["action_mask"].sum() >= 2
            p.step(int(np.flatnonzero(obs["action_mask"])[-1]))


def test_gymnasium_reset_after_an_illegal_action_deals_a_new_game():
    import pachisi.envs.gymnasium as pg

    env = pg.env("ludo", players=2, opponents="random")
    obs, _ = env.reset(seed=5)
    for _ in range(10):  # into the game
        obs, *_ = env.step(int(np.flatnonzero(obs["action_mask"])[0]))
    turn = env.state.turn_number()
    assert turn > 1
    bad = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    _, reward, terminated, _, _ = env.step(bad)
    assert terminated and reward == -1.0
    env.reset()
    assert env.state.turn_number() < turn  # a new game, not the abandoned one


# -- 6. features for afterstate policies (examples/ppo_ludo.py) ---------------------

E = {name: i for i, name in enumerate(pachisi.FEATURE_PIECE_ENTRIES)}
NE = len(E)


def _ludo2(pieces0, pieces1, turn):
    g = pachisi.Game("ludo", players=2)
    s = json.loads(str(g.new_initial_state()))
    s.update({"phase": "throw", "turn": turn, "turn_number": 5})
    s.pop("order")
    for seat, pieces in enumerate([pieces0, pieces1]):
        s["seats"][seat].update(pieces=pieces, entered=True)
    return g.deserialize_state(json.dumps(s))


def _piece(f, seat, slot):
    return f[(seat * 4 + slot) * NE:(seat * 4 + slot + 1) * NE]


def test_features_of_handmade_positions():
    # Seat 1's step x is seat 0's step x - 26 in 2-player ludo: seat 0's piece on step
    # 20 is d = 46 - x squares ahead of seat 1's piece on step x.
    hits = {}
    for x in (10, 30, 38, 43, 45):
        s = _ludo2([20, "waiting", "home", "waiting"], [x, "home", "home", "home"], turn=1)
        f = s.features(0)
        hits[46 - x] = _piece(f, 0, 1)[E["hit"]]  # slot 0 is the piece home (furthest first)
        mine = [_piece(f, 0, j) for j in range(4)]
        assert mine[0][E["home"]] == 1 and mine[0][E["progress"]] == 1
        assert mine[1][E["progress"]] == pytest.approx(20 / 57, abs=0.02)
        assert mine[2][E["waiting"]] == 1 and mine[3][E["waiting"]] == 1
        assert mine[1][E["hit_progress"]] == pytest.approx(mine[1][E["hit"]] * mine[1][E["progress"]])
        assert f[-2] == 0  # seat 1 throws next
        assert 0 < f[-1] == s.observation_tensor(0)[L["turn"]][0]  # turn number / max_turns
    # One throw's reach (any throw of the turn showing d: about 1/6 + 1/36 + ...) for
    # d = 1..6; only after a 6 for 7..12, after two for 13..18; nothing from 36 behind.
    assert 0.18 < hits[1] < 0.23 and 0.18 < hits[3] < 0.23
    assert 0.02 < hits[8] < 0.05
    assert 0 < hits[16] < 0.01 and hits[36] == 0
    # Seat 1 sees the same position from its side: its piece is first, and no piece of
    # seat 0 is behind it within reach.
    f1 = _ludo2([20, "waiting", "home", "waiting"], [43, "home", "home", "home"], turn=1).features(1)
    assert f1[-2] == 1
    assert _piece(f1, 1, 1)[E["hit"]] == hits[3]
    # A piece on its start square (safe in ludo) cannot be hit.
    f = _ludo2([1, "waiting", "waiting", "waiting"], [50, "home", "home", "home"], turn=1).features(0)
    assert _piece(f, 0, 0)[E["safe"]] == 1 and _piece(f, 0, 0)[E["hit"]] == 0


def test_afterstate_features_are_the_features_after_each_legal_action():
    env = pachisi.VecEnv("ludo", num_envs=8, players=2, opponents="medium", seed=3)
    env.reset()
    checked = 0
    for _ in range(40):
        feats = env.features()
        after, acts = env.afterstate_features(4)
        assert after.shape == (8, 4, pachisi.FEATURE_SIZE)
        for i in range(8):
            s = env.state(i)
            assert np.array_equal(feats[i], s.features(s.current_player()))
            checked += _check_after_each_action(s, after[i], acts[i], lambda t, seat: t.features(seat))
        env.step(env.random_actions())
    assert checked > 300


def test_ppo_example_runs():
    # A few seconds of the example (its strength is measured in docs/python.md).
    import pathlib
    import subprocess
    import sys

    script = pathlib.Path(__file__).parents[1] / "examples" / "ppo_ludo.py"
    out = subprocess.run(
        [sys.executable, str(script), "--updates", "3", "--num-envs", "32", "--num-steps", "8",
         "--print-every", "1", "--eval-every-games", "50", "--eval-games", "100"],
        capture_output=True, text=True, check=True, timeout=300,
    ).stdout
    assert "greedy policy against medium" in out and "Wilson interval" in out
    assert len([ln for ln in out.splitlines() if ln.split() and ln.split()[0].isdigit()]) == 3


def test_gymnasium_env_gives_action_masks_for_maskable_ppo():
    import pachisi.envs.gymnasium as pg

    env = pg.env("ludo", players=2, opponents="random")
    obs, _ = env.reset(seed=2)
    done = False
    while not done:
        masks = env.action_masks()
        assert masks.dtype == bool and np.array_equal(masks, obs["action_mask"] == 1)
        obs, _, term, trunc, _ = env.step(int(np.flatnonzero(masks)[0]))
        done = term or trunc
    assert not env.action_masks().any()


@pytest.mark.parametrize("variant", PRESETS)
def test_features_in_every_preset(variant):
    env = pachisi.VecEnv(variant, num_envs=4, opponents="random", seed=1)
    env.reset()
    for _ in range(30):
        f = env.features()
        after, acts = env.afterstate_features(64)
        assert f.shape == (4, pachisi.FEATURE_SIZE) and np.isfinite(f).all()
        assert ((after >= 0) & (after <= 1)).all() and ((f >= 0) & (f <= 1)).all()
        env.step(env.random_actions())
