//! The Parcheesi family's own rules (RULES §16–§17): the two-dice chance node (PR-DICE,
//! PR-DOUBLES, PR-THREE-DOUBLES), ES-SIX-SEVEN and ES-THREE-SIXES, blockades broken
//! by doubles (PR-BLOCKADE-DOUBLES) and entering with a total of 5 (PR-ENTER).

use crate::family::Family;
use crate::game::{
    Action, ActionList, CROWN, FOOL, Game, MAX_THROWS_PER_PHASE, Occupancy, PIECES, Phase,
    RELEASE_OPEN, SPLIT_ARMED, State, remove_one,
};

/// PR-BLOCKADE-DOUBLES: the mover's pieces in the same split pair as piece `i`
/// (every piece when `split` records none), as a mask: pieces on one square are
/// interchangeable only within these.
#[inline(always)]
pub(crate) fn split_peers(split: u16, i: usize) -> u8 {
    if split == 0 {
        return 0xF;
    }
    let g = (split >> (2 * i)) & 3;
    (0..PIECES)
        .filter(|&j| (split >> (2 * j)) & 3 == g)
        .fold(0u8, |acc, j| acc | 1 << j)
}

/// Whether kept throws hold two values adding up to 5 (1 and 4, or 2 and 3; PR-ENTER).
#[inline]
pub(crate) fn has_pair_five(kept: &[u8]) -> bool {
    let mut set = 0u8;
    for &v in kept {
        if v < 8 {
            set |= 1 << v;
        }
    }
    set & 0b10010 == 0b10010 || set & 0b01100 == 0b01100
}

impl Game {
    /// PR-BLOCKADE: at most two pieces on a square, so never onto an own pair on
    /// square `sq` (the stack bytes of other seats never hold a square here).
    #[inline(always)]
    pub(crate) fn own_pair_at(&self, s: &State, m: u8, sq: u8) -> bool {
        let own = s.stacks >> (16 * (m & 3));
        own as u8 == sq || (own >> 8) as u8 == sq
    }

    /// The family's rules of a landing of pieces `moving` on a safe square (internal
    /// position `d`), given the pieces there (`here`, as in [`Game::landing_ok`]), the
    /// opponents' among them and whether two are of one opponent seat; `None` when
    /// neither rule decides:
    /// - PR-ENTER-CAPTURE: onto the own entry space, capturing a single opponent; an
    ///   opponent's blockade keeps the piece out (castle_single: and so does a piece
    ///   of the own team there);
    /// - ES-SAFE: two pieces at most.
    #[inline(always)]
    pub(crate) fn safe_landing(
        &self,
        d: u8,
        here: u16,
        opp: u16,
        opp_two: bool,
        moving: u8,
    ) -> Option<bool> {
        if self.enter_capture && d == self.track.place && opp != 0 {
            let crowded = here & !opp != 0 || moving & moving.wrapping_sub(1) != 0;
            return Some(!(opp_two || self.options().castle_single && crowded));
        }
        if self.safe_share && here.count_ones() + moving.count_ones() > 2 {
            return Some(false);
        }
        None
    }

    /// PR-ENTER: the move of a 5 made of two kept throws adding up to 5, entering the
    /// first waiting piece (`firsts` as in [`Game::each_move_all`]), when there is one
    /// and it may land.
    #[inline(always)]
    pub(crate) fn enter_total_move<F: Family>(
        &self,
        s: &State,
        occ: &Occupancy,
        m: u8,
        firsts: &[(u8, u8, u8, bool)],
    ) -> Option<Action> {
        if !has_pair_five(&s.kept[..s.nkept as usize]) {
            return None;
        }
        let &(i, _, _, _) = firsts.iter().find(|x| x.1 == 0)?;
        let d = self.target_known::<F>(s, m, 0, 5, false)?;
        self.landing_ok::<F>(s, occ, m, 1 << i, d)
            .then(|| Action::single(5, i))
    }

    /// PR-ENTER: spend the two kept throws that add up to 5 (1 and 4, else 2 and 3)
    /// for the move of a 5 that enters a piece.
    pub(crate) fn spend_enter_total(&self, s: &mut State) {
        let (x, y) = if s.kept[..s.nkept as usize].contains(&1) {
            (1, 4)
        } else {
            (2, 3)
        };
        remove_one(&mut s.kept, &mut s.nkept, x);
        remove_one(&mut s.kept, &mut s.nkept, y);
    }

    /// A throw of two dice (PR-DICE): each die is a kept throw; doubles also give their
    /// bottom faces once no piece waits (PR-DOUBLES, `doubles_bottom`) and throw again
    /// after the move; the third doubles in a row is not played (PR-THREE-DOUBLES).
    /// `streak_count` counts the doubles in a row of the turn (T-STREAK does not apply).
    #[inline(never)]
    pub(crate) fn two_dice_throw<F: Family>(
        &self,
        s: &mut State,
        outcome: u8,
        out: Option<&mut ActionList>,
    ) {
        let o = self.options();
        let m = s.mover;
        s.phase_throws += 1;
        let [a, b] = self.throws.pair(outcome);
        // Q-DICE: with `eleven_is_pair` a 5-6 is a pair too.
        let doubles = if F::PARQUES && o.eleven_is_pair {
            self.is_pair(a, b)
        } else {
            self.throws.is_doubles(outcome)
        };
        s.streak_count = if doubles && (F::PARCHEESI && o.three_doubles) {
            s.streak_count.saturating_add(1)
        } else {
            0
        };
        if doubles && (F::PARCHEESI && o.three_doubles) && s.streak_count >= 3 {
            if F::PARQUES && o.crown {
                return self.crown_pending::<F>(s, out); // Q-THREE-PAIRS
            }
            return self.three_in_a_row::<F>(s, out);
        }
        self.keep(s, self.six_value::<F>(s, a));
        self.keep(s, self.six_value::<F>(s, b));
        if doubles && (F::PARCHEESI && o.doubles_bottom) && self.all_entered(s, m) {
            self.keep(s, 7 - a);
            self.keep(s, 7 - b);
        }
        let mut go = doubles && s.phase_throws < MAX_THROWS_PER_PHASE;
        if F::PARQUES && self.release_rule {
            // Q-PAIR-RELEASE: a pair may release while a piece is in the jail.
            s.release = if doubles && !self.all_entered(s, m) {
                RELEASE_OPEN
            } else {
                0
            };
            // Q-TRIES: with no piece on the board, up to `jail_tries` throws for a pair.
            if !doubles && s.phase_throws < o.jail_tries && !self.has_piece_on_board(s, m) {
                go = true;
            }
        }
        if o.accumulate {
            // T-ACCUMULATE: doubles throw again before any move.
            if !go {
                s.phase = Phase::Move;
                self.settle::<F>(s, out);
            }
            return;
        }
        s.throw_again = go;
        // PR-BLOCKADE-DOUBLES: this move phase spends doubles (with T-ACCUMULATE the
        // throws of a phase are spent together and the rule does not apply).
        s.split = if doubles && (F::PARCHEESI && self.blockade_doubles) {
            SPLIT_ARMED
        } else {
            0
        };
        s.phase = Phase::Move;
        self.settle::<F>(s, out);
    }

    /// Q-THREE-PAIRS (`crown`): the third pair in a row is not played; the mover
    /// chooses a piece to crown ([`Game::each_special`]), and the turn ends.
    pub(crate) fn crown_pending<F: Family>(&self, s: &mut State, out: Option<&mut ActionList>) {
        s.counters.cancelled += 1;
        s.streak_count = 0;
        s.nkept = 0;
        s.throw_again = false;
        s.capture_again = false;
        s.release = CROWN;
        s.phase = Phase::Move;
        self.settle::<F>(s, out)
    }

    /// ES-SIX-SEVEN: a die's 6 counts 7 once none of the mover's pieces waits.
    #[inline]
    pub(crate) fn six_value<F: Family>(&self, s: &State, v: u8) -> u8 {
        if v == 6 && (F::PARCHEESI && self.six_seven) && self.all_entered(s, s.mover) {
            7
        } else {
            v
        }
    }

    /// The third doubles (or 6) in a row of a turn (PR-THREE-DOUBLES): not played; a
    /// piece goes back (the leader, or under ES-THREE-SIXES the piece moved last, unless
    /// it is in its home column) and the turn ends.
    pub(crate) fn three_in_a_row<F: Family>(&self, s: &mut State, out: Option<&mut ActionList>) {
        let m = s.mover;
        s.counters.cancelled += 1;
        s.streak_count = 0;
        if F::PARCHEESI && self.three_sixes_last {
            if let Some(j) = s.last_moved.checked_sub(1) {
                let p = s.pos[m as usize][j as usize];
                if self.piece_on_board(p) && p & FOOL == 0 && !self.track.in_home_column(p) {
                    self.set_pos(s, m as usize, j as usize, 0);
                }
            }
        } else {
            self.send_leader_back(s, m);
        }
        s.nkept = 0;
        s.capture_again = false;
        self.end_throw_phase::<F>(s, out)
    }

    /// PR-THREE-DOUBLES: the piece of seat `m` nearest home (on the board, not home)
    /// goes back to wait, even from the home path.
    pub(crate) fn send_leader_back(&self, s: &mut State, m: u8) {
        let mu = m as usize;
        let mut best: Option<usize> = None;
        for j in 0..PIECES {
            let p = s.pos[mu][j];
            if self.piece_on_board(p) && p & FOOL == 0 && best.is_none_or(|b| p > s.pos[mu][b]) {
                best = Some(j);
            }
        }
        if let Some(j) = best {
            self.set_pos(s, mu, j, 0);
        }
    }

    /// PR-BLOCKADE-DOUBLES: whether the pieces `moving` of seat `m` (the mover) would
    /// end on internal position `d` beside a piece of the same broken blockade, so
    /// that the blockade moved on together with the doubles.
    #[cold]
    pub(crate) fn rejoins(&self, s: &State, m: u8, moving: u8, d: u8) -> bool {
        let pos = &s.pos[(m & 3) as usize];
        let group = |j: usize| (s.split >> (2 * j)) & 3;
        (0..PIECES).any(|j| {
            moving & (1 << j) != 0
                && group(j) != 0
                && (0..PIECES).any(|k| {
                    k != j && moving & (1 << k) == 0 && group(k) == group(j) && pos[k] == d
                })
        })
    }

    /// PR-BLOCKADE-DOUBLES: note, before piece `piece` of the mover leaves internal
    /// position `from` in a roll of doubles, the blockade it breaks (the one other
    /// piece of its own left there), unless the piece already belongs to one.
    #[cold]
    pub(crate) fn note_split(&self, s: &mut State, piece: u8, from: u8) {
        let j = piece as usize;
        let pos = s.pos[s.mover as usize & 3];
        if from == 0 || from == self.track.finish || (s.split >> (2 * j)) & 3 != 0 {
            return;
        }
        let mut others = (0..PIECES).filter(|&k| k != j && pos[k] == from);
        let (Some(k), None) = (others.next(), others.next()) else {
            return;
        };
        let used = |g: u16| (0..PIECES).any(|i| (s.split >> (2 * i)) & 3 == g);
        let g = if used(1) { 2 } else { 1 };
        s.split |= (g << (2 * j)) | (g << (2 * k));
    }
}
