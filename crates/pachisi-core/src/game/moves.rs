//! Move generation: the legal actions, targets, landings (generic over the family).

use super::*;

impl Game {
    // ------------------------------------------------------------------ moves

    /// The legal decisions (empty in chance nodes and at the end).
    pub fn legal_actions(&self, s: &State) -> ActionList {
        let mut l = ActionList::new();
        self.legal_actions_into(s, &mut l);
        l
    }

    /// Fill `out` with the legal decisions.
    #[inline(always)]
    pub fn legal_actions_into(&self, s: &State, out: &mut ActionList) {
        by_family!(self, F => self.legal_into::<F>(s, out));
    }

    /// [`Game::legal_actions_into`] for family `F`.
    #[inline(always)]
    pub(crate) fn legal_into<F: Family>(&self, s: &State, out: &mut ActionList) {
        out.clear();
        if s.phase != Phase::Move {
            return;
        }
        self.list_moves::<F>(s, &self.occupancy::<F>(s), out);
    }

    /// [`Game::legal_actions_into`] of a move phase, given the [`Occupancy`] of `s`;
    /// `out` is empty.
    #[inline(never)]
    pub(crate) fn list_moves<F: Family>(&self, s: &State, occ: &Occupancy, out: &mut ActionList) {
        self.list_moves_inline::<F>(s, occ, out);
    }

    /// [`Game::list_moves`] inlined in its caller: in `settle`, which lists the moves
    /// for the playouts' `_listing` calls (5% fewer instructions per random game
    /// than a call; the public `legal_actions_into` does better with the call).
    #[inline(always)]
    pub(crate) fn list_moves_inline<F: Family>(
        &self,
        s: &State,
        occ: &Occupancy,
        out: &mut ActionList,
    ) {
        self.each_move::<F>(s, occ, |a| {
            out.push(a);
            false
        });
        let o = self.options();
        let fool_seat = self.fool::<F>() && self.seat_finished(s, s.mover);
        // Q-SOPLAR: a blow may be declined.
        let blow = F::PARQUES && s.blow & BLOW_NOW != 0;
        // S-ELEVEN: an 11 that moves no pawn 11 forward need not switch.
        let decline = F::SORRY && self.sorry_may_decline(s, out.as_slice());
        if !out.is_empty() && (o.pass || fool_seat || blow || decline) {
            out.push(Action::Pass);
        }
    }

    /// Whether the mover has a move (not counting `Pass`): whether
    /// [`Game::legal_actions`] is non-empty, without building the list; it stops at
    /// the first move found.
    pub(crate) fn has_move<F: Family>(&self, s: &State) -> bool {
        s.phase == Phase::Move && self.each_move::<F>(s, &self.occupancy::<F>(s), |_| true)
    }

    /// Call `f` on every legal move of a move phase (all of `legal_actions` but
    /// `Pass`, in the same order), stopping as soon as `f` returns true; returns
    /// whether it did.
    #[inline(always)]
    pub(crate) fn each_move<F: Family>(
        &self,
        s: &State,
        occ: &Occupancy,
        mut f: impl FnMut(Action) -> bool,
    ) -> bool {
        if F::SORRY {
            return self.sorry_each_move::<F>(s, f);
        }
        if F::YUT {
            return self.yut_each_move::<F>(s, f);
        }
        // Q-THREE-PAIRS' crown and Q-SOPLAR's blow: decisions of their own.
        if F::PARQUES
            && s.nkept == 0
            && let Some(found) = self.each_special(s, &mut f)
        {
            return found;
        }
        if (F::COMPULSORY && self.restrict) && self.may_restrict::<F>(s) {
            return self.each_move_restricted::<F>(s, occ, f);
        }
        self.each_move_all::<F>(s, occ, f)
    }

    /// Every move of [`Game::each_move`] before compulsory moves are picked out.
    #[inline(always)]
    pub(crate) fn each_move_all<F: Family>(
        &self,
        s: &State,
        occ: &Occupancy,
        mut f: impl FnMut(Action) -> bool,
    ) -> bool {
        let o = self.options();
        let m = (s.mover & 3) as usize;
        let kept = &s.kept[..s.nkept as usize];
        // Once per state rather than per kept value: the mover's distinct positions
        // (pieces on the same step are interchangeable; only the lowest-numbered one
        // is listed), each with the mask of its pieces there; byte i of `same` is the
        // mask of the pieces on piece i's position (one table lookup).
        let same = position_groups(s.pos[m]);
        // PR-BLOCKADE-DOUBLES: a piece that left a blockade in this roll of doubles may
        // not rejoin its partner, so it is not interchangeable with a piece beside it
        // that may (pieces are grouped by position and split pair).
        let split = if F::PARCHEESI && s.split > SPLIT_ARMED {
            s.split
        } else {
            0
        };
        let mut firsts = [(0u8, 0u8, 0u8, false); PIECES];
        let mut nfirst = 0;
        let mut grouped = 0u8;
        // Pieces at home never move but as the fool of a finished seat (C-FOOL,
        // `fool_target`): otherwise they are left out (their group is home too),
        // saving a target test per kept value.
        let skip_home = !(self.fool::<F>() && self.seat_finished(s, m as u8));
        let finish = self.track.finish;
        // Q-PAIR-RELEASE: a pair's releases come first; Q-RELEASE-DICE: the pieces one
        // die released may not take the other.
        let mut frozen = 0u8;
        if F::PARQUES && s.release != 0 {
            if s.release & RELEASE_OPEN != 0 && self.each_release::<F>(s, occ, &mut f) {
                return true;
            }
            frozen = self.frozen(s);
        }
        for i in 0..PIECES {
            // Without a branch (which piece leads a group depends on the position, so
            // a branch here is often mispredicted): the entry is written for every
            // piece and kept only for the first of its group. A later piece's mask is
            // within the pieces already grouped, so or-ing it in changes nothing.
            let first = grouped & (1 << i) == 0;
            let p = s.pos[m][i];
            let mut mask = (same >> (8 * i)) as u8;
            if split != 0 {
                mask &= split_peers(split, i);
            }
            grouped |= mask;
            // On the track and not a fool: may stack, and `target_known`'s fast case.
            let stackable = self.piece_on_board(p) && p & FOOL == 0;
            firsts[nfirst] = (i as u8, p, mask, stackable);
            nfirst += (first && !(skip_home && p == finish) && (!F::PARQUES || mask & !frozen != 0))
                as usize;
        }
        // Values kept three times or more (K-TRIPLE), as a bit set.
        let mut thrice = 0u64;
        if self.triple::<F>() && kept.len() >= 3 {
            let (mut once, mut twice) = (0u64, 0u64);
            for &v in kept {
                let b = 1u64 << v;
                thrice |= twice & b;
                twice |= once & b;
                once |= b;
            }
        }
        let mut seen = 0u64;
        for &v in kept {
            if seen & (1 << v) != 0 {
                continue;
            }
            seen |= 1 << v;
            let triple_v = thrice & (1 << v) != 0;
            for &(i, p, group_mask, stackable) in &firsts[..nfirst] {
                // Two or more pieces here (the stack), three or more (a triple).
                let rest = group_mask & group_mask.wrapping_sub(1);
                if let Some(d) = self.target_known::<F>(s, m as u8, p, v, stackable) {
                    if self.landing_ok::<F>(s, occ, m as u8, 1 << i, d)
                        && f(Action::Move {
                            value: v,
                            piece: i,
                            group: Group::Single,
                        })
                    {
                        return true;
                    }
                    if self.stack_moves::<F>()
                        && rest != 0
                        && stackable
                        && self.landing_ok::<F>(s, occ, m as u8, group_mask, d)
                        && f(Action::Move {
                            value: v,
                            piece: i,
                            group: Group::Stack,
                        })
                    {
                        return true;
                    }
                }
                if triple_v && rest & rest.wrapping_sub(1) != 0 && stackable {
                    let three = first_bits(group_mask, 3);
                    if let Some(d) = self.target_known::<F>(s, m as u8, p, 2 * v, stackable)
                        && self.landing_ok::<F>(s, occ, m as u8, three, d)
                        && f(Action::Move {
                            value: v,
                            piece: i,
                            group: Group::Triple,
                        })
                    {
                        return true;
                    }
                }
            }
        }
        // PR-ENTER: two kept throws adding up to 5 (1 + 4, 2 + 3) bring a piece out
        // together, listed as the move of a 5.
        if (F::PARCHEESI && o.enter_total)
            && seen & (1 << 5) == 0
            && let Some(a) = self.enter_total_move::<F>(s, occ, m as u8, &firsts[..nfirst])
            && f(a)
        {
            return true;
        }
        false
    }

    /// Whether a piece of the mover `m` on track position `p` (on the board, not a
    /// fool, not home) may move alone by `v` steps.
    #[inline]
    pub(crate) fn single_move_ok<F: Family>(
        &self,
        s: &State,
        occ: &Occupancy,
        m: u8,
        p: u8,
        v: u8,
    ) -> bool {
        let mask = bytes_equal(u32::from_le_bytes(s.pos[(m & 3) as usize]) as u64, p) as u8 & 0xF;
        self.target_known::<F>(s, m, p, v, true)
            .is_some_and(|d| self.landing_ok::<F>(s, occ, m, mask & mask.wrapping_neg(), d))
    }

    /// Mask of the seat's pieces on internal position `p`.
    #[inline]
    pub(crate) fn group_mask(&self, s: &State, m: usize, p: u8) -> u8 {
        let mut mask = 0;
        for j in 0..PIECES {
            if s.pos[m][j] == p {
                mask |= 1 << j;
            }
        }
        mask
    }

    /// The square words of `s` computed from its piece positions (what
    /// [`State::sq`] holds).
    pub(crate) fn squares(&self, s: &State) -> [u64; 2] {
        let mut sq = [0u64; 2];
        for seat in 0..MAX_SEATS {
            let table = &self.sq_of.0[seat];
            let w = &mut sq[seat / 2];
            for j in 0..PIECES {
                *w |= (table[s.pos[seat][j] as usize] as u64) << (8 * (4 * (seat % 2) + j));
            }
        }
        sq
    }

    /// The stack squares of `seat` (bytes 0 and 1 as in [`State::stacks`]), from
    /// [`State::sq`] and the fool bits of `pos`.
    #[inline]
    pub(crate) fn seat_stacks(&self, s: &State, seat: usize) -> u64 {
        let k = 4 * seat;
        // Fool pieces (high bit of the raw position) count as off the board.
        let fool = (u32::from_le_bytes(s.pos[seat]) >> 7) & 0x0101_0101;
        let w = (s.sq[k / 8] >> (8 * (k % 8))) as u32 | (fool * OFF_BOARD as u32);
        let [b0, b1, b2, b3] = w.to_le_bytes();
        let mut found = [OFF_BOARD; 2];
        let mut n = 0;
        // Each stack is noted at its lowest-numbered piece; at most two stacks.
        let mut note = |x: u8| {
            if x != OFF_BOARD && x != found[0] {
                found[n] = x;
                n = 1;
            }
        };
        if b0 == b1 || b0 == b2 || b0 == b3 {
            note(b0);
        }
        if b1 == b2 || b1 == b3 {
            note(b1);
        }
        if b2 == b3 {
            note(b2);
        }
        found[0] as u64 | (found[1] as u64) << 8
    }

    /// Set the fields of `s` derived from `pos` ([`State::sq`], [`State::stacks`]).
    pub(crate) fn derive(&self, s: &mut State) {
        s.sq = self.squares(s);
        s.stacks = self.all_stacks(s);
    }

    /// [`State::stacks`] computed from `s`.
    pub(crate) fn all_stacks(&self, s: &State) -> u64 {
        if !self.track_stacks {
            return u64::MAX;
        }
        (0..MAX_SEATS).fold(0, |w, seat| w | self.seat_stacks(s, seat) << (16 * seat))
    }

    /// Set piece `j` of `seat` to raw position `p`, keeping the derived fields in step.
    #[inline(always)]
    pub(crate) fn set_pos(&self, s: &mut State, seat: usize, j: usize, p: u8) {
        self.set_pos_in::<AnyRules>(s, seat, j, p)
    }

    /// [`Game::set_pos`] in the code of family `F` (which may fix `track_stacks`).
    #[inline(always)]
    pub(crate) fn set_pos_in<F: Family>(&self, s: &mut State, seat: usize, j: usize, p: u8) {
        s.pos[seat][j] = p;
        let k = 4 * seat + j;
        let shift = 8 * (k % 8);
        let w = &mut s.sq[k / 8];
        *w = *w & !(0xFF << shift) | (self.sq_of.0[seat][p as usize] as u64) << shift;
        if self.tracks_stacks::<F>() {
            let shift = 16 * seat;
            s.stacks = s.stacks & !(0xFFFF << shift) | self.seat_stacks(s, seat) << shift;
        }
    }

    /// The [`Occupancy`] of `s`, seen by its mover.
    #[inline]
    pub(crate) fn occupancy<F: Family>(&self, s: &State) -> Occupancy {
        debug_assert_eq!(s.sq, self.squares(s), "State::sq out of step with pos");
        debug_assert_eq!(s.stacks, self.all_stacks(s), "State::stacks out of step");
        let sq = s.sq;
        // Fool pieces exist only under C-FOOL, and only for seats that have finished;
        // the FOOL bit is the high bit of a raw position.
        let fool = if self.fool::<F>() && s.finished != 0 {
            let mut raw = [0u64; 2];
            for seat in 0..MAX_SEATS {
                raw[seat / 2] |= (u32::from_le_bytes(s.pos[seat]) as u64) << (32 * (seat % 2));
            }
            gather_bytes((raw[0] >> 7) & BYTES_LO) | gather_bytes((raw[1] >> 7) & BYTES_LO) << 8
        } else {
            debug_assert!(s.pos.iter().flatten().all(|&p| p & FOOL == 0));
            0
        };
        let opp = self.opp_pieces[(s.mover & 3) as usize] & !fool;
        let opp_stacks = if F::PACHISI {
            s.stacks | !self.opp_stack_bytes[(s.mover & 3) as usize]
        } else {
            0
        };
        Occupancy {
            sq,
            opp,
            opp_stacks,
        }
    }

    /// Whether a throw of `v` brings a piece onto the board (P-GRACE, C-ENTER and their options;
    /// a seat's first entry may also be free under `first_free`).
    pub fn enters_with(&self, v: u8) -> bool {
        has(self.enter_set, v) && !has(self.void_set, v)
    }

    pub(crate) fn can_enter<F: Family>(&self, s: &State, m: u8, v: u8) -> bool {
        if has(if F::PACHISI { self.void_set } else { 0 }, v) {
            return false;
        }
        has(self.enter_set, v)
            || ((F::PACHISI && self.options().first_free) && s.entered & (1 << m) == 0)
    }

    /// Where a piece of seat `m` on internal position `p` goes with `v` steps, before
    /// looking at the destination square.
    #[inline(always)]
    pub(crate) fn target<F: Family>(&self, s: &State, m: u8, p: u8, v: u8) -> Option<u8> {
        let on_track = p != 0 && p & FOOL == 0 && p != self.track.finish;
        self.target_known::<F>(s, m, p, v, on_track)
    }

    /// [`Game::target`], given whether `p` is on the track and not a fool piece (as
    /// there: `p != 0 && p & FOOL == 0 && p != finish`).
    #[inline(always)]
    pub(crate) fn target_known<F: Family>(
        &self,
        s: &State,
        m: u8,
        p: u8,
        v: u8,
        on_track: bool,
    ) -> Option<u8> {
        let t = &self.track;
        let o = self.options();
        // The common case first: a piece on the track.
        if on_track {
            if F::LUDO && self.chevaux {
                return self.chevaux_target::<F>(s, m, p, v);
            }
            let q = p + v;
            if F::PACHISI
                && let Some(q) = self.tohd_loop::<F>(s, m, p, q)
            {
                return Some(q);
            }
            if q > t.finish {
                // Only the Ludo family goes on past the finish: ludopy's bounce, and
                // bearing off without the exact count (B-EXACT off runs as that family).
                return if F::LUDO {
                    self.past_finish::<F>(p, v)
                } else {
                    None
                };
            }
            if ((F::LUDO && o.block_pass) || (F::PARCHEESI && self.blockade))
                && self.passes_block(s, m, p, q)
            {
                return None;
            }
            if (F::LUDO && self.no_jump_goal) && q > t.turn_in + 1 && self.jumps_in_goal(s, m, p, q)
            {
                return None;
            }
            return Some(q);
        }
        if p == 0 && !F::PARCHEESI {
            // A waiting piece: one lookup (`target_off_track`'s entry, tabled). Not in
            // the Parcheesi family, whose move generator measured 26 instructions more
            // per legal+apply with the lookup inline than with the call.
            let free = (F::PACHISI && self.options().first_free) && s.entered & (1 << m) == 0;
            let d = self.enter_to.0[free as usize][v as usize];
            return (d != NO_ENTRY).then_some(d);
        }
        if !F::PACHISI && p != 0 {
            // Home: only a finished seat's fool (C-FOOL) leaves it.
            return None;
        }
        self.target_off_track::<F>(s, m, p, v)
    }

    /// Where a piece on the track goes with a throw that overshoots the finish: nowhere
    /// (T-EXACT), except under ludopy's bounce (LP-BOUNCE), where a piece in its home
    /// column ends at ludopy position `57 − v` (see [`Game::ludopy_play`]).
    /// With `exact = false` (B-EXACT, in the Ludo group of rules about the end of the
    /// track: a test here cost Pachisi 19 instructions per legal+apply) the piece bears
    /// off: its target is the finish.
    #[cold]
    pub(crate) fn past_finish<F: Family>(&self, p: u8, v: u8) -> Option<u8> {
        let t = &self.track;
        if F::LUDO && self.bear_off {
            return Some(t.finish);
        }
        (self.ludopy && t.in_home_column(p)).then(|| t.finish - v)
    }

    /// L-BLOCK: whether a piece of seat `m` moving from internal position `p` to `q`
    /// passes a square (strictly between them) held by two or more pieces of one seat of
    /// another team; under PR-BLOCKADE of any seat, the mover's own included.
    #[inline(never)]
    pub(crate) fn passes_block(&self, s: &State, m: u8, p: u8, q: u8) -> bool {
        let st = if self.blockade {
            s.stacks
        } else {
            s.stacks | !self.opp_stack_bytes[(m & 3) as usize]
        };
        if st == u64::MAX {
            return false;
        }
        let table = &self.sq_of.0[(m & 3) as usize];
        (p + 1..q).any(|r| {
            let sq = table[r as usize];
            sq != OFF_BOARD && has_byte64(st, sq)
        })
    }

    /// [`Game::target`] for waiting pieces, fool pieces and pieces at home.
    #[inline(never)]
    pub(crate) fn target_off_track<F: Family>(&self, s: &State, m: u8, p: u8, v: u8) -> Option<u8> {
        let t = &self.track;
        let o = self.options();
        if p == 0 {
            if !self.can_enter::<F>(s, m, v) {
                return None;
            }
            let d = match o.enter {
                // Centre (B-ENTER): `place` is the centre, step 0 (see `Game::new`).
                EnterMode::Place | EnterMode::Centre => t.place,
                EnterMode::Full => t.offset + v,
            };
            return (d < t.finish).then_some(d);
        }
        if F::PACHISI && (p & FOOL != 0 || p == t.finish) {
            return self.fool_target(s, m, p, v);
        }
        None
    }

    /// Whether pieces `moving` (mask) of seat `m` (the mover, whose [`Occupancy`] is
    /// `occ`) may end on internal position `d`.
    #[inline(always)]
    pub(crate) fn landing_ok<F: Family>(
        &self,
        s: &State,
        occ: &Occupancy,
        m: u8,
        moving: u8,
        d: u8,
    ) -> bool {
        let raw = d;
        let d = d & !FOOL;
        // M-OWN: never onto a square held by an own piece (the moving ones aside); the
        // centre holds any number of pieces that are home (CH-OWN).
        if (F::LUDO && self.no_share) && self.own_square_taken(s, m, moving, d) {
            return false;
        }
        if F::PARCHEESI {
            if d == self.track.finish {
                return true;
            }
            if s.split > SPLIT_ARMED && self.rejoins(s, m, moving, d) {
                return false;
            }
        }
        // The class of the raw destination is that of its square (a fool's too), and
        // the finish is plain (`Game::land_classes`): no test of either here.
        let class = self.land_class.0[(m & 3) as usize][if F::PACHISI { raw } else { d } as usize];
        // Outside PR-BLOCKADE (which looks at the mover's own pairs first), an unsafe
        // square that a rule looks at is looked at for the stacks of other teams
        // (`track_stacks`): when there are none, it is plain too (one comparison for
        // both; the Pachisi family keeps `opp_stacks`).
        let plain = if F::PACHISI && !F::PARCHEESI && occ.opp_stacks == u64::MAX {
            LAND_TRACK
        } else {
            LAND_PLAIN
        };
        if class <= plain {
            return true;
        }
        if class == LAND_OFF {
            return self.landing_ok_off_board::<F>(s, m, moving, d);
        }
        let sq = self.sq_of.0[(m & 3) as usize][d as usize];
        let o = self.options();
        let safe = class == LAND_SAFE;
        if (F::PARCHEESI && self.blockade) && self.own_pair_at(s, m, sq) {
            return false;
        }
        // Most landings need no look at the square: any square off the castles when
        // stacks may be captured, any castle when castles have no landing rule.
        if if safe {
            // A castle is classed plain when no rule looks at it, but under
            // PR-BLOCKADE (which looks at every square): only there can the rules
            // on castles be off here (`Game::land_classes`).
            (F::PARCHEESI && self.blockade)
                && !(o.castle_single
                    || o.castle_exclusive
                    || o.block_two
                    || (F::LUDO && o.block_pass)
                    || self.safe_share)
        } else {
            // (Not plain, so stacks block: `track_stacks`.) Other teams' stack
            // squares; the mover's team's bytes read as OFF_BOARD, which is never `sq`.
            let st = if F::PACHISI {
                occ.opp_stacks
            } else {
                s.stacks | !self.opp_stack_bytes[(m & 3) as usize]
            };
            st == u64::MAX || !has_byte64(st, sq)
        } {
            return true;
        }
        // The pieces on the square, but the moving ones.
        let here = (bytes_equal(occ.sq[0], sq) | bytes_equal(occ.sq[1], sq) << 8)
            & !((moving as u16) << (4 * m));
        let opp = here & occ.opp;
        // Two or more pieces of one opponent seat: a nibble of `opp` with two bits or
        // more (pairwise, then per-nibble bit counts).
        let pairs = (opp & 0x5555) + ((opp >> 1) & 0x5555);
        let nibbles = (pairs & 0x3333) + ((pairs >> 2) & 0x3333);
        let opp_two = nibbles & 0x6666 != 0;
        if F::PARCHEESI
            && safe
            && let Some(ok) = self.safe_landing(d, here, opp, opp_two, moving)
        {
            return ok;
        }
        self.landing_rule::<F>(safe, here != 0, opp != 0, opp_two, moving)
    }

    /// The landing rules, given who is on the square (other than the moving pieces):
    /// `any` piece, a non-fool piece of an opponent seat, two of one opponent seat.
    #[inline(always)]
    pub(crate) fn landing_rule<F: Family>(
        &self,
        safe: bool,
        any: bool,
        opp_any: bool,
        opp_two: bool,
        moving: u8,
    ) -> bool {
        let o = self.options();
        if safe {
            // castle_single: one piece per safe square, so no stack may land there either.
            let crowded = any || moving & moving.wrapping_sub(1) != 0;
            !(o.castle_single && crowded
                || o.castle_exclusive && opp_any
                || (o.block_two || (F::LUDO && o.block_pass)) && opp_two)
        } else {
            !self.tracks_stacks::<F>() || !opp_two
        }
    }

    /// [`Game::landing_ok`] for a destination without a square (not expected on the
    /// built-in tracks): compares square ids, as pieces off the board do.
    #[cold]
    pub(crate) fn landing_ok_off_board<F: Family>(
        &self,
        s: &State,
        m: u8,
        moving: u8,
        d: u8,
    ) -> bool {
        let sq = self.paths[m as usize][d as usize];
        let mut any = false;
        let mut opp_any = false;
        let mut opp_two = false;
        for seat in 0..self.seats {
            let mut n = 0;
            for j in 0..PIECES {
                let p = s.pos[seat as usize][j];
                let psq = if self.piece_on_board(p) {
                    self.paths[seat as usize][(p & !FOOL) as usize]
                } else {
                    OFF_BOARD
                };
                if psq != sq || (seat == m && moving & (1 << j) != 0) {
                    continue;
                }
                any = true;
                if !self.same_team(seat, m) && p & FOOL == 0 {
                    n += 1;
                }
            }
            if n > 0 {
                opp_any = true;
                opp_two |= n >= 2;
            }
        }
        self.landing_rule::<F>(false, any, opp_any, opp_two, moving)
    }
}
