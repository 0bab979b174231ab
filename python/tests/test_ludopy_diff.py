"""Differential test of the `ludo-ludopy` preset against the Python package ludopy 1.5.0.

ludopy plays its games with its own dice (numpy's generator, seeded per game); each of
its die values is fed into the engine as the chance outcome `value - 1`. At every roll
the seat to throw must agree; at every decision ludopy's `move_pieces` must be exactly
the pieces the engine may move (the engine lists one piece per occupied step, so each
listed piece stands for all of its seat's pieces on that step); after every move every
piece of every seat must stand where ludopy has it, under the mapping of docs/rules.md
§13 (ludopy position x = rules step x; 0 = waiting, 57 = home). A game ends when ludopy
reports a winner, and the engine must end it then too, with the same winner.

ludopy is installed by python/ci.sh (`pip install --no-deps ludopy==1.5.0` plus
opencv-python-headless, which its visualiser imports); without it the test is skipped.
"""
import json
import random

import numpy as np
import pytest

import pachisi

ludopy = pytest.importorskip("ludopy")

GAMES_4 = 200  # four players, ludopy's default
GAMES_FEWER = 25  # each of 2 and 3 players (ludopy's ghost players)
GOAL = 57


def ludopy_positions(state):
    """Every seat's pieces as ludopy positions, from the engine's position JSON."""
    pos = json.loads(state.serialize())
    out = []
    for seat in pos["seats"]:
        row = []
        for p in seat["pieces"]:
            if p == "waiting":
                row.append(0)
            elif p == "home":
                row.append(GOAL)
            else:
                assert isinstance(p, int), p
                row.append(p)
        out.append(row)
    return out


def movable_pieces(state, value, positions_of_mover):
    """The pieces the engine may move with `value`: each listed move names the
    lowest-numbered piece on its step and stands for every piece there."""
    pieces = set()
    for a in state.legal_actions():
        assert a != 0, "ludopy has no pass"
        r = a - 1
        group, vp = r % 3, r // 3
        v, piece = vp // 4, vp % 4
        assert group == 0 and v == value, (a, value)
        step = positions_of_mover[piece]
        pieces |= {j for j, q in enumerate(positions_of_mover) if q == step}
    return pieces


def play_one(seed, ghosts):
    np.random.seed(seed)  # ludopy rolls with np.random.randint
    rng = random.Random(seed)
    players = [p for p in range(4) if p not in ghosts]
    seat_of = {p: i for i, p in enumerate(players)}
    game = pachisi.Game("ludo-ludopy", players=len(players))
    state = game.new_initial_state()
    lg = ludopy.Game(ghost_players=list(ghosts))
    rolls = decisions = 0
    there_is_a_winner = False
    while not there_is_a_winner:
        (dice, move_pieces, _, _, _, there_is_a_winner), player = lg.get_observation()
        assert not there_is_a_winner
        where = f"seed {seed} ghosts {ghosts} roll {rolls}: player {player} dice {dice}"
        assert state.is_chance_node(), where
        assert state.turn_seat() == seat_of[player], f"{where}: engine's thrower {state.turn_seat()}"
        state.apply_action(int(dice) - 1)
        rolls += 1
        move_pieces = sorted(int(p) for p in move_pieces)
        seat = seat_of[player]
        if move_pieces:
            assert not state.is_chance_node() and not state.is_terminal(), where
            mine = ludopy_positions(state)[seat]
            assert movable_pieces(state, int(dice), mine) == set(move_pieces), (
                f"{where}: ludopy {move_pieces}, engine {state.legal_actions()} at {mine}"
            )
            piece = rng.choice(move_pieces)
            state.apply_action(1 + (int(dice) * 4 + piece) * 3)
            decisions += 1
        else:
            # The throw is forfeited: no decision in the engine either.
            assert state.is_chance_node() or state.is_terminal(), where
            piece = -1
        *_, there_is_a_winner = lg.answer_observation(piece)
        expected = [list(map(int, lg.players[p].get_pieces())) for p in players]
        assert ludopy_positions(state) == expected, f"{where}, moved piece {piece}"
        assert state.is_terminal() == bool(there_is_a_winner), where
    assert state.ranking()[0] == seat_of[lg.get_winner_of_game()]
    return rolls, decisions


def test_ludo_ludopy_plays_as_ludopy_four_players():
    rolls = decisions = 0
    for seed in range(GAMES_4):
        r, d = play_one(seed, ())
        rolls += r
        decisions += d
    # Enough play to have met every rule (captures, stars, globes, bounces).
    assert decisions > 100 * GAMES_4


@pytest.mark.parametrize("ghosts", [(1, 3), (3,)])
def test_ludo_ludopy_plays_as_ludopy_with_ghost_players(ghosts):
    for seed in range(1000, 1000 + GAMES_FEWER):
        play_one(seed, ghosts)


def test_ludopy_rules_are_met_in_the_games():
    """The games above do exercise ludopy's odd rules: count the moves that jump a
    star, bounce back from the goal, or send the mover home (a globe, two enemies)."""
    jumps = bounces = self_home = 0
    for seed in range(40):
        np.random.seed(seed)
        rng = random.Random(seed)
        lg = ludopy.Game()
        winner = False
        while not winner:
            (dice, move_pieces, pieces, _, _, winner), player = lg.get_observation()
            if len(move_pieces):
                piece = rng.choice(list(move_pieces))
                old = int(pieces[piece])
                _, _, after, *_, winner = lg.answer_observation(piece)
                new = int(after[piece])
                if old > 0 and new == 0:
                    self_home += 1
                elif 0 < old < 52 and new > old + dice and new != GOAL:
                    jumps += 1
                elif old >= 52 and old + dice > GOAL:
                    bounces += 1
            else:
                *_, winner = lg.answer_observation(-1)
    assert jumps > 0 and bounces > 0 and self_home > 0
