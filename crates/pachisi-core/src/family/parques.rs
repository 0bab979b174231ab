//! Parqués' own rules (RULES-more §2), in the Parcheesi family's code: the jail left
//! only with a pair (Q-PAIR-RELEASE, Q-RELEASE-DICE, Q-SALIDA-CAPTURE), the tries for
//! that pair (Q-TRIES), the crown of the third pair in a row (Q-THREE-PAIRS) and
//! soplar's blow of a capture left (Q-SOPLAR).
//!
//! Three decisions that the other games do not have, each a [`Action::Move`] the
//! shared code lists and plays through the hooks here:
//! - a release: `v pN` on a piece in the jail spends one die `v` of the pair and puts
//!   one piece on the salida; `v pN stack` spends both dice and puts as many as the
//!   pair allows there;
//! - a crown: `crown pN` (value 0, [`Group::Single`]) after the third pair;
//! - a blow: `blow pN` (value 0, [`Group::Stack`]) at the start of a turn, on a piece
//!   of the seat that played before.

use crate::family::Family;
use crate::family::pachisi::first_bits;
use crate::game::{
    Action, ActionList, BLOW_NOW, CROWN, Game, Group, Occupancy, PIECES, Phase, State, remove_one,
};

/// The pieces of one seat on internal position `p`, as a mask.
#[inline]
fn at(pos: &[u8; PIECES], p: u8) -> u8 {
    (0..PIECES).fold(0, |m, j| m | ((pos[j] == p) as u8) << j)
}

impl Game {
    /// Q-DICE: whether the faces `a`, `b` are a pair (doubles, and 5-6 with
    /// `eleven_is_pair`).
    #[inline]
    pub(crate) fn is_pair(&self, a: u8, b: u8) -> bool {
        a == b || (self.options().eleven_is_pair && a + b == 11)
    }

    /// The kept values that are dice of the pair being spent (1 to 6).
    #[inline]
    fn pair_dice(s: &State) -> impl Iterator<Item = u8> + '_ {
        s.kept[..s.nkept as usize]
            .iter()
            .copied()
            .filter(|v| (1..=6).contains(v))
    }

    /// The first two dice of the pair being spent and how many of its dice are kept.
    fn pair_faces(s: &State) -> (u8, u8, u32) {
        let (mut a, mut b, mut dice) = (0u8, 0u8, 0u32);
        for v in Self::pair_dice(s) {
            match dice {
                0 => a = v,
                1 => b = v,
                _ => {}
            }
            dice += 1;
        }
        (a, b, dice)
    }

    /// Q-RELEASE-DICE: the mover's pieces that one die of this throw released and that
    /// the other die may not move, unless they are all the seat has on the board.
    #[inline]
    pub(crate) fn frozen(&self, s: &State) -> u8 {
        let released = s.release & 0xF;
        if released == 0 {
            return 0;
        }
        let pos = &s.pos[(s.mover & 3) as usize];
        let on_board = (0..PIECES).fold(0u8, |m, j| m | (self.piece_on_board(pos[j]) as u8) << j);
        if on_board & !released == 0 {
            0
        } else {
            released
        }
    }

    /// Q-RELEASE-DICE: the piece that a move of `piece` moves: itself, or, when one
    /// die released it and the other may not move it, a piece on the same square
    /// that die did not release (pieces on one square are interchangeable).
    #[cold]
    pub(crate) fn unfrozen(&self, s: &State, piece: u8) -> u8 {
        let frozen = self.frozen(s);
        if frozen & (1 << piece) == 0 {
            return piece;
        }
        let pos = &s.pos[(s.mover & 3) as usize];
        let free = at(pos, pos[piece as usize]) & !frozen;
        if free == 0 {
            piece
        } else {
            free.trailing_zeros() as u8
        }
    }

    /// The decisions that are not spending a throw: the crown's piece (Q-THREE-PAIRS)
    /// or the blow (Q-SOPLAR); `None` when the state is not one of them.
    #[inline(never)]
    pub(crate) fn each_special(
        &self,
        s: &State,
        f: &mut impl FnMut(Action) -> bool,
    ) -> Option<bool> {
        if s.release & CROWN != 0 {
            let pos = &s.pos[(s.mover & 3) as usize];
            let from_jail = self.options().crown_from_jail;
            let mut done = 0u8;
            for j in 0..PIECES {
                let p = pos[j];
                if done & (1 << j) != 0 || p == self.track.finish || (p == 0 && !from_jail) {
                    continue;
                }
                done |= at(pos, p);
                if f(Action::single(0, j as u8)) {
                    return Some(true);
                }
            }
            return Some(false);
        }
        if s.blow & BLOW_NOW != 0 {
            let pos = &s.pos[((s.blow >> 4) & 3) as usize];
            let mask = s.blow & 0xF;
            let mut done = 0u8;
            for j in 0..PIECES {
                if mask & (1 << j) == 0 || done & (1 << j) != 0 {
                    continue;
                }
                done |= at(pos, pos[j]) & mask;
                let a = Action::Move {
                    value: 0,
                    piece: j as u8,
                    group: Group::Stack,
                };
                if f(a) {
                    return Some(true);
                }
            }
            return Some(false);
        }
        None
    }

    /// The canonical form of a blow (Q-SOPLAR): the lowest-numbered of the blown
    /// seat's pieces that may be blown on the same position.
    pub(crate) fn canonical_blow(&self, s: &State, piece: u8) -> u8 {
        let pos = &s.pos[((s.blow >> 4) & 3) as usize];
        let same = at(pos, pos[piece as usize]) & s.blow & 0xF;
        if same == 0 {
            piece
        } else {
            same.trailing_zeros() as u8
        }
    }

    /// Q-PAIR-RELEASE: call `f` on the releases of the mover (while the pair being
    /// spent has released nothing): `v pN` for each die `v` of the pair (one piece),
    /// and `v pN stack` (both dice) when the pair may release two or more and both
    /// dice are kept. With no piece on the board the release is compulsory and takes
    /// as many pieces as allowed: then only the stack, or the singles when it would
    /// release one. Returns whether `f` returned true.
    #[inline(never)]
    pub(crate) fn each_release<F: Family>(
        &self,
        s: &State,
        occ: &Occupancy,
        f: &mut impl FnMut(Action) -> bool,
    ) -> bool {
        let m = s.mover & 3;
        let pos = &s.pos[m as usize];
        let jailed = at(pos, 0);
        if jailed == 0 {
            return false;
        }
        let first = jailed.trailing_zeros() as u8;
        let (a, b, dice) = Self::pair_faces(s);
        if dice == 0 {
            return false;
        }
        let d = self.track.place;
        let allowed = if dice >= 2 {
            self.options().pair_release.allowed(a, b) as u32
        } else {
            1
        };
        let count = allowed.min(jailed.count_ones());
        let stack = dice >= 2 && count >= 2;
        if stack {
            let moving = first_bits(jailed, count);
            if self.landing_ok::<F>(s, occ, m, moving, d)
                && f(Action::Move {
                    value: a,
                    piece: first,
                    group: Group::Stack,
                })
            {
                return true;
            }
        }
        let compulsory = !self.has_piece_on_board(s, m);
        if stack && compulsory {
            return false;
        }
        let mut seen = 0u8;
        for v in Self::pair_dice(s) {
            if seen & (1 << v) != 0 {
                continue;
            }
            seen |= 1 << v;
            if self.landing_ok::<F>(s, occ, m, 1 << first, d) && f(Action::single(v, first)) {
                return true;
            }
        }
        false
    }

    /// Play a decision of Parqués that is not an ordinary move: a release, a crown
    /// or a blow. Returns false (nothing done) for an ordinary move.
    #[inline(never)]
    pub(crate) fn parques_play<F: Family>(
        &self,
        s: &mut State,
        value: u8,
        piece: u8,
        group: Group,
        out: Option<&mut ActionList>,
    ) -> bool {
        let m = s.mover;
        let mu = (m & 3) as usize;
        if value == 0 && s.release & CROWN != 0 {
            // Q-THREE-PAIRS: the piece goes straight to the centre; the turn ends.
            s.release = 0;
            if s.pos[mu][piece as usize] == 0 {
                s.entered |= 1 << m;
            }
            self.set_pos_in::<F>(s, mu, piece as usize, self.track.finish);
            s.throw_again = false;
            s.capture_again = false;
            self.piece_home::<F>(s, m);
            self.end_move_phase::<F>(s);
            return true;
        }
        if value == 0 && s.blow & BLOW_NOW != 0 {
            // Q-SOPLAR: the blown piece goes back to its jail; then the turn's throw.
            let seat = ((s.blow >> 4) & 3) as usize;
            self.set_pos_in::<F>(s, seat, piece as usize, 0);
            s.counters.captures += 1;
            s.blow = 0;
            s.phase = Phase::Throw;
            return true;
        }
        if !self.release_rule || s.pos[mu][piece as usize] != 0 {
            return false;
        }
        // Q-PAIR-RELEASE / Q-RELEASE-DICE.
        let jailed = at(&s.pos[mu], 0);
        let moving = if group == Group::Stack {
            let (a, b, _) = Self::pair_faces(s);
            let count = (self.options().pair_release.allowed(a, b) as u32).min(jailed.count_ones());
            remove_one(&mut s.kept, &mut s.nkept, a);
            remove_one(&mut s.kept, &mut s.nkept, b);
            s.release = 0;
            first_bits(jailed, count)
        } else {
            // Pieces in the jail are interchangeable: the lowest-numbered goes.
            let first = jailed & jailed.wrapping_neg();
            remove_one(&mut s.kept, &mut s.nkept, value);
            s.release = first;
            first
        };
        s.entered |= 1 << m;
        for j in 0..PIECES {
            if moving & (1 << j) != 0 {
                self.set_pos_in::<F>(s, mu, j, self.track.place);
            }
        }
        // Q-SALIDA-CAPTURE: every opponent piece on the own salida goes to its jail.
        self.capture_at::<F>(s, m, piece, self.track.place);
        self.settle::<F>(s, out);
        true
    }

    /// Q-SOPLAR, before the mover spends `value` on the ordinary move `a`: if another
    /// move with that value would have captured and `a` does not, note the pieces
    /// that could have captured (the next seat may blow one of them).
    #[inline(never)]
    pub(crate) fn note_left_capture<F: Family>(&self, s: &mut State, value: u8, a: Action) {
        let occ = self.occupancy::<F>(s);
        let m = s.mover & 3;
        let mut capturers = 0u8;
        self.each_move_all::<F>(s, &occ, |x| {
            if let Action::Move {
                value: v, piece, ..
            } = x
                && v == value
                && s.pos[m as usize][piece as usize] != 0
                && self.captures_with::<F>(s, &occ, &x)
            {
                capturers |= at(&s.pos[m as usize], s.pos[m as usize][piece as usize]);
            }
            false
        });
        if capturers != 0 && !self.captures_with::<F>(s, &occ, &a) {
            s.blow = (s.blow & 0xF) | capturers | m << 4;
        }
    }

    /// Q-SOPLAR, at the start of seat `s.turn`'s turn: when the seat that played
    /// before left a capture and one of the pieces that could have made it is still
    /// on the loop, the turn begins with the decision to blow one (or pass).
    #[cold]
    pub(crate) fn offer_blow(&self, s: &mut State) {
        let seat = (s.blow >> 4) & 3;
        let t = &self.track;
        let pos = &s.pos[seat as usize];
        let mask = (0..PIECES).fold(0u8, |acc, j| {
            let p = pos[j];
            let on_loop = self.piece_on_board(p) && !t.in_home_column(p);
            acc | ((on_loop && s.blow & (1 << j) != 0) as u8) << j
        });
        if mask == 0 || s.phase != Phase::Throw || self.same_team(seat, s.turn) {
            s.blow = 0;
            return;
        }
        s.blow = BLOW_NOW | seat << 4 | mask;
        s.phase = Phase::Move;
    }
}
