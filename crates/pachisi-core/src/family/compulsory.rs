//! Compulsory moves, shared by the Ludo family (Mensch: M-MUST-ENTER, M-CLEAR-START,
//! M-MUST-CAPTURE) and the Parcheesi family (PR-ENTER, ES-OPEN-BARRIER): which of the
//! moves the shared generator lists a seat must choose from.

use super::parcheesi::has_pair_five;
use crate::board::OFF_BOARD;
use crate::family::Family;
use crate::game::{
    Action, ActionList, FOOL, Game, Group, Occupancy, PIECES, State, bytes_equal, has_byte,
};

impl Game {
    /// [`Game::each_move`] when some moves are compulsory: for each kept value, of the
    /// moves [`Game::each_move_all`] lists for it, only
    /// - the moves that bring a piece out, when `must_enter` and a piece waits and no
    ///   own piece stands on the start square and the value can bring one out
    ///   (M-MUST-ENTER); otherwise
    /// - the moves of the piece on the start square, when `clear_start` and a piece
    ///   waits and that piece can move with the value (M-CLEAR-START);
    /// - and of those, with `forced_capture`, the capturing ones if there are any
    ///   (M-MUST-CAPTURE).
    ///
    /// A filter never leaves a value without moves that had some.
    #[inline(never)]
    pub(crate) fn each_move_restricted<F: Family>(
        &self,
        s: &State,
        occ: &Occupancy,
        mut f: impl FnMut(Action) -> bool,
    ) -> bool {
        let mut all = ActionList::new();
        self.each_move_all::<F>(s, occ, |a| {
            all.push(a);
            false
        });
        let o = self.options();
        let t = &self.track;
        let m = (s.mover & 3) as usize;
        let waiting = s.pos[m].contains(&0);
        let on_start = s.pos[m].contains(&t.place);
        let from = |a: &Action| match *a {
            Action::Move { piece, .. } => s.pos[m][piece as usize],
            Action::Pass => 0,
        };
        let value = |a: &Action| match *a {
            Action::Move { value, .. } => value,
            Action::Pass => 0,
        };
        // PR-ENTER: two kept throws adding up to 5 that can bring a piece out must.
        let kept = &s.kept[..s.nkept as usize];
        if o.must_enter && (F::PARCHEESI && o.enter_total) && waiting && !kept.contains(&5) {
            let pair = |a: &&Action| value(a) == 5 && from(a) == 0;
            if all.iter().any(|a| pair(&a)) {
                return all.iter().filter(pair).any(|a| f(*a));
            }
        }
        // Mensch (M-MUST-ENTER) only while the own start square is free; Parcheesi
        // (`enter_five`, PR-ENTER) whenever a piece can come out.
        let start_free = !on_start || o.enter_five;
        let mut seen = 0u64;
        for v in all.iter().map(value) {
            if seen & (1 << v) != 0 {
                continue;
            }
            seen |= 1 << v;
            let of_v = |a: &&Action| value(a) == v;
            // The internal positions a move must start from (all: no filter).
            let mut filter = u128::MAX;
            let bar = self.barriers(s, m);
            let at = |a: &Action, set: u128| from(a) < 128 && set & (1u128 << from(a)) != 0;
            if o.must_enter
                && waiting
                && start_free
                && all.iter().filter(of_v).any(|a| from(a) == 0)
            {
                filter = 1;
            } else if o.clear_start
                && waiting
                && on_start
                && all.iter().filter(of_v).any(|a| from(a) == t.place)
            {
                filter = 1u128 << t.place;
            } else if (F::PARCHEESI && self.open_barrier)
                && self.opens_barrier(v)
                && bar != 0
                && all.iter().filter(of_v).any(|a| at(a, bar))
            {
                filter = bar; // ES-OPEN-BARRIER
            }
            let first = |a: &&Action| of_v(a) && (filter == u128::MAX || at(a, filter));
            let capture_only = o.forced_capture
                && all
                    .iter()
                    .filter(first)
                    .any(|a| self.captures_with::<F>(s, occ, a));
            for a in all.iter().filter(first) {
                if (!capture_only || self.captures_with::<F>(s, occ, a)) && f(*a) {
                    return true;
                }
            }
        }
        false
    }

    /// Whether a filter of [`Game::each_move_restricted`] can apply in `s`: with
    /// `forced_capture` always; otherwise only while a piece waits, and then with
    /// `must_enter` when no own piece is on the start square and a kept value can bring
    /// a piece out, with `clear_start` when one is.
    #[inline]
    pub(crate) fn may_restrict<F: Family>(&self, s: &State) -> bool {
        let o = self.options();
        if o.forced_capture {
            return true;
        }
        if (F::PARCHEESI && self.open_barrier)
            && s.kept[..s.nkept as usize]
                .iter()
                .any(|&v| self.opens_barrier(v))
            && self.barriers(s, (s.mover & 3) as usize) != 0
        {
            return true;
        }
        let m = (s.mover & 3) as usize;
        let w = u32::from_le_bytes(s.pos[m]);
        if !has_byte(w, 0) {
            return false;
        }
        let on_start = has_byte(w, self.track.place);
        if on_start && !o.enter_five {
            o.clear_start
        } else {
            let kept = &s.kept[..s.nkept as usize];
            on_start && o.clear_start
                || o.must_enter
                    && (kept.iter().any(|&v| self.can_enter::<F>(s, s.mover, v))
                        || (F::PARCHEESI && o.enter_total) && has_pair_five(kept))
        }
    }

    /// ES-OPEN-BARRIER: whether a kept throw is a 6 (or the 7 a 6 counts, ES-SIX-SEVEN).
    #[inline]
    pub(crate) fn opens_barrier(&self, v: u8) -> bool {
        v == 6 || v == 7 && self.six_seven
    }

    /// ES-OPEN-BARRIER: the internal positions (bits) on the board where seat `m` has
    /// two or more pieces (fools and pieces home aside).
    #[inline]
    pub(crate) fn barriers(&self, s: &State, m: usize) -> u128 {
        let pm = &s.pos[m];
        let mut bar = 0u128;
        for i in 0..PIECES {
            let p = pm[i];
            if p & FOOL != 0 || !self.piece_on_board(p) {
                continue;
            }
            if pm[i + 1..].contains(&p) {
                bar |= 1u128 << p;
            }
        }
        bar
    }

    /// Whether a legal move `a` of the mover captures (M-MUST-CAPTURE): it ends on an
    /// unsafe square where an opponent's piece (not a fool) stands.
    pub(crate) fn captures_with<F: Family>(&self, s: &State, occ: &Occupancy, a: &Action) -> bool {
        let Action::Move {
            value,
            piece,
            group,
        } = *a
        else {
            return false;
        };
        let m = s.mover & 3;
        let steps = if group == Group::Triple {
            2 * value
        } else {
            value
        };
        let from = s.pos[m as usize][piece as usize];
        let Some(d) = self.target::<F>(s, m, from, steps) else {
            return false;
        };
        let d = d & !FOOL;
        if d == self.track.finish {
            return false;
        }
        let sq = self.sq_of.0[m as usize][d as usize];
        sq != OFF_BOARD
            && (!self.safe_sq[sq as usize]
                || (F::PARCHEESI && self.enter_capture) && d == self.track.place)
            && (bytes_equal(occ.sq[0], sq) | bytes_equal(occ.sq[1], sq) << 8) & occ.opp != 0
    }
}
