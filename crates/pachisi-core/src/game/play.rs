//! Playing an action: legality, the move itself, captures, finishing and the order of turns.

use super::*;

impl Game {
    /// Whether an action is legal.
    pub fn is_legal(&self, s: &State, a: Action) -> bool {
        // Same answer as `legal_actions(s).contains(&canonical(a))`, without building
        // the list.
        if s.phase != Phase::Move {
            return false;
        }
        by_family!(self, F => match self.canonical(s, a) {
            Action::Pass => {
                let o = self.options();
                let blow = F::PARQUES && s.blow & BLOW_NOW != 0; // Q-SOPLAR
                if F::SORRY {
                    // S-ELEVEN: an 11 that moves no pawn 11 forward may be declined.
                    let listed = self.legal_actions(s);
                    return !listed.is_empty() && self.sorry_may_decline(s, &listed);
                }
                (o.pass || blow || (o.fool && self.seat_finished(s, s.mover)))
                    && self.has_move::<F>(s)
            }
            c => self.each_move::<F>(s, &self.occupancy::<F>(s), |x| x == c),
        })
    }

    /// The listed form of an action: pieces on one step are interchangeable, and
    /// [`Game::legal_actions`] lists only the lowest-numbered one.
    pub(crate) fn canonical(&self, s: &State, a: Action) -> Action {
        match a {
            // Q-SOPLAR: a blow names a piece of the seat that played before.
            Action::Move {
                value: 0,
                piece,
                group: Group::Stack,
            } if (piece as usize) < PIECES && s.blow & BLOW_NOW != 0 => Action::Move {
                value: 0,
                piece: self.canonical_blow(s, piece),
                group: Group::Stack,
            },
            // S-TEAM: the partner's pawns p5 … p8, interchangeable in Start.
            Action::Move {
                value,
                piece: piece @ 4..8,
                group,
            } if self.sorry && self.options().teams => {
                let m = self.partner(s.mover) as usize;
                let p = s.pos[m][piece as usize - 4];
                let first = (0..PIECES).find(|&j| s.pos[m][j] == p).unwrap_or(0) as u8;
                Action::Move {
                    value,
                    piece: first + 4,
                    group,
                }
            }
            Action::Move {
                value,
                piece,
                group,
            } if (piece as usize) < PIECES => {
                let m = s.mover as usize;
                let p = s.pos[m][piece as usize];
                let split = if s.split > SPLIT_ARMED { s.split } else { 0 };
                let peers = split_peers(split, piece as usize);
                // Y-STACK with `stack = optional`: two stacks may share a place; a
                // piece is named by its own stack's lowest piece (`groups` is 0 in
                // every other game).
                let label = |j: usize| (s.groups >> (8 * m + 2 * j)) & 3;
                let first = (0..PIECES)
                    .find(|&j| {
                        s.pos[m][j] == p
                            && peers & (1 << j) != 0
                            && label(j) == label(piece as usize)
                    })
                    .unwrap_or(0) as u8;
                Action::Move {
                    value,
                    piece: first,
                    group,
                }
            }
            other => other,
        }
    }

    /// Apply a decision, checked. On error the state is unchanged.
    pub fn play(&self, s: &mut State, a: Action) -> Result<(), PlayError> {
        match s.phase {
            Phase::Over => return Err(PlayError::GameOver),
            Phase::Order | Phase::Throw => return Err(PlayError::NotDecision),
            Phase::Move => {}
        }
        if !self.is_legal(s, a) {
            return Err(PlayError::Illegal {
                action: a.to_string(),
                reason: self.why_illegal(s, a),
            });
        }
        self.play_unchecked(s, a);
        Ok(())
    }

    pub(crate) fn why_illegal(&self, s: &State, a: Action) -> String {
        if self.sorry {
            return self.sorry_why_illegal(s, a);
        }
        if self.yut {
            return self.yut_why_illegal(s, a);
        }
        let Action::Move {
            value,
            piece,
            group,
        } = a
        else {
            return if self.options().pass {
                "passing is allowed only when there is a move to decline".into()
            } else {
                "this variant does not allow passing (T-PASS)".into()
            };
        };
        if piece as usize >= PIECES {
            return format!("there is no piece p{}: the pieces are p1 to p4", piece + 1);
        }
        if value == 0 && group == Group::Single {
            return "a crown is chosen only after the third pair in a row (Q-THREE-PAIRS, crown = true), for a piece not yet home".into();
        }
        if value == 0 {
            return "a blow is chosen only at the start of a turn, on a piece of the seat before that left a capture (Q-SOPLAR, soplar = true)".into();
        }
        if self.release_rule && s.pos[s.mover as usize][piece as usize] == 0 {
            return "a piece leaves the jail only with a pair, one piece with one die of it or, with `stack`, as many as the pair allows with both dice; the other die may not move a piece just released (Q-PAIR-RELEASE, Q-RELEASE-DICE)".into();
        }
        if !s.kept[..s.nkept as usize].contains(&value) {
            let kept: Vec<String> = s.kept[..s.nkept as usize]
                .iter()
                .map(|v| v.to_string())
                .collect();
            return format!("{value} is not a kept throw (kept: {})", kept.join(", "));
        }
        let p = s.pos[s.mover as usize][piece as usize];
        match group {
            Group::Stack if !self.options().stack_moves => {
                return "stack moves are off (T-ONE-PIECE)".into();
            }
            Group::Triple if !self.options().triple => {
                return "triple moves are off (K-TRIPLE)".into();
            }
            _ => {}
        }
        if p == self.track.finish {
            return "that piece is already home".into();
        }
        if self.restrict
            && self.each_move_all::<AnyRules>(s, &self.occupancy::<AnyRules>(s), |x| {
                x == self.canonical(s, a)
            })
        {
            return "another move is compulsory (M-MUST-ENTER, M-CLEAR-START or M-MUST-CAPTURE)"
                .into();
        }
        if p == 0 && !self.can_enter::<AnyRules>(s, s.mover, value) {
            return format!("{value} cannot bring a piece onto the board");
        }
        let t = &self.track;
        if self.chevaux
            && p >= t.turn_in
            && p < t.finish
            && self.target::<AnyRules>(s, s.mover, p, value).is_none()
        {
            let need = if p - t.turn_in == t.finish - t.turn_in - 1 {
                6
            } else {
                p - t.turn_in + 1
            };
            return format!(
                "on the ladder a horse climbs one square a throw with that square's number: this one needs a {need} (CH-LADDER)"
            );
        }
        match self.target::<AnyRules>(s, s.mover, p, value) {
            None => "the throw would take the piece past the finish (T-EXACT)".into(),
            Some(_) => "the piece may not end its move on that square".into(),
        }
    }

    /// Apply a decision without checking it. The action must be legal.
    #[inline]
    pub fn play_unchecked(&self, s: &mut State, a: Action) {
        by_family!(self, F => self.play_family::<F>(s, a));
    }

    /// [`Game::play_unchecked`] for family `F`: a function of its own per family, so
    /// each family's hot code is contiguous rather than laid out with the other
    /// families' in one large function (engine3, docs/performance.md).
    #[inline(never)]
    pub(crate) fn play_family<F: Family>(&self, s: &mut State, a: Action) {
        self.play_impl::<F>(s, a, None)
    }

    /// [`Game::play_unchecked`], also filling `out` with the legal actions of the new
    /// state when that is a decision: returns true when it did (then `out` equals
    /// [`Game::legal_actions`] of the new state), false otherwise (`out` is then
    /// unspecified). Saves generating the moves twice in a playout loop, since applying
    /// an action already looks for the next legal move (T-FORFEIT).
    pub fn play_unchecked_listing(&self, s: &mut State, a: Action, out: &mut ActionList) -> bool {
        by_family!(self, F => self.play_listing_family::<F>(s, a, out))
    }

    /// [`Game::play_listing`] in a function of its own per family (as
    /// [`Game::play_family`]); the playouts inline `play_listing` in their loop.
    #[inline(never)]
    pub(crate) fn play_listing_family<F: Family>(
        &self,
        s: &mut State,
        a: Action,
        out: &mut ActionList,
    ) -> bool {
        self.play_listing::<F>(s, a, out)
    }

    /// [`Game::play_unchecked_listing`] for family `F`.
    #[inline(always)]
    pub(crate) fn play_listing<F: Family>(
        &self,
        s: &mut State,
        a: Action,
        out: &mut ActionList,
    ) -> bool {
        out.clear();
        self.play_impl::<F>(s, a, Some(out));
        if F::PARQUES && out.is_empty() && s.blow & BLOW_NOW != 0 {
            self.legal_into::<F>(s, out); // Q-SOPLAR: a new turn that begins with a blow
        }
        s.phase == Phase::Move && !out.is_empty()
    }

    /// [`Game::apply_chance_unchecked`], also filling `out` as
    /// [`Game::play_unchecked_listing`] does.
    pub fn apply_chance_unchecked_listing(
        &self,
        s: &mut State,
        outcome: u8,
        out: &mut ActionList,
    ) -> bool {
        by_family!(self, F => self.chance_listing_family::<F>(s, outcome, out))
    }

    /// [`Game::chance_listing`] in a function of its own per family (as
    /// [`Game::play_family`]).
    #[inline(never)]
    pub(crate) fn chance_listing_family<F: Family>(
        &self,
        s: &mut State,
        outcome: u8,
        out: &mut ActionList,
    ) -> bool {
        self.chance_listing::<F>(s, outcome, out)
    }

    /// [`Game::apply_chance_unchecked_listing`] for family `F`.
    #[inline(always)]
    pub(crate) fn chance_listing<F: Family>(
        &self,
        s: &mut State,
        outcome: u8,
        out: &mut ActionList,
    ) -> bool {
        out.clear();
        match s.phase {
            Phase::Order if F::SORRY => self.sorry_order_draw(s, outcome),
            Phase::Order => self.order_throw(s, outcome),
            Phase::Throw => self.turn_throw::<F>(s, outcome, Some(out)),
            _ => {}
        }
        if F::PARQUES && out.is_empty() && s.blow & BLOW_NOW != 0 {
            self.legal_into::<F>(s, out); // Q-SOPLAR: a new turn that begins with a blow
        }
        s.phase == Phase::Move && !out.is_empty()
    }

    #[inline(always)]
    pub(crate) fn play_impl<F: Family>(
        &self,
        s: &mut State,
        a: Action,
        out: Option<&mut ActionList>,
    ) {
        s.counters.moves += 1;
        match a {
            Action::Pass if F::PARQUES && s.blow & BLOW_NOW != 0 => {
                // Q-SOPLAR: no blow; the turn's throw.
                s.blow = 0;
                s.phase = Phase::Throw;
            }
            Action::Pass => {
                s.nkept = 0;
                self.end_move_phase::<F>(s);
            }
            Action::Move {
                value,
                piece,
                group,
            } => {
                if F::SORRY {
                    return self.sorry_play::<F>(s, value, piece, group, out);
                }
                if F::YUT {
                    return self.yut_play::<F>(s, value, piece, group, out);
                }
                if F::LUDO && self.ludopy {
                    return self.ludopy_play::<F>(s, value, piece, out);
                }
                let m = s.mover;
                let mu = m as usize;
                if F::PARQUES
                    && (value == 0 || self.release_rule && s.pos[mu & 3][piece as usize] == 0)
                {
                    // Parqués: a crown, a blow or a release.
                    self.parques_play::<F>(s, value, piece, group, out);
                    return;
                }
                // Q-RELEASE-DICE: of the pieces on one square, the other die moves one
                // that it did not release.
                let piece = if F::PARQUES && s.release & 0xF != 0 {
                    self.unfrozen(s, piece)
                } else {
                    piece
                };
                if F::PARQUES && self.soplar {
                    self.note_left_capture::<F>(s, value, a); // Q-SOPLAR
                }
                let spend = if group == Group::Triple { 3 } else { 1 };
                if value == 5
                    && (F::PARCHEESI && self.options().enter_total)
                    && !s.kept[..s.nkept as usize].contains(&5)
                {
                    self.spend_enter_total(s);
                } else {
                    for _ in 0..spend {
                        remove_one(&mut s.kept, &mut s.nkept, value);
                    }
                }
                let steps = if group == Group::Triple {
                    2 * value
                } else {
                    value
                };
                let from = s.pos[mu][piece as usize];
                let Some(dest) = self.target::<F>(s, m, from, steps) else {
                    return self.settle::<F>(s, out);
                };
                let moving = match group {
                    Group::Single => 1 << piece,
                    Group::Stack => self.group_mask(s, mu, from),
                    Group::Triple => first_bits(self.group_mask(s, mu, from), 3),
                };
                if from == 0 {
                    s.entered |= 1 << m;
                }
                if F::PARCHEESI && self.three_sixes_last {
                    s.last_moved = piece + 1; // ES-THREE-SIXES
                }
                if (F::PARCHEESI && s.split & SPLIT_ARMED != 0) && group == Group::Single {
                    self.note_split(s, piece, from); // PR-BLOCKADE-DOUBLES
                }
                // The occupancy before the move tells whether the move captures, and
                // when it does not (and the piece does not go home), it serves the
                // next move generation (in `settle`) once the moved pieces are updated.
                let mut occ = self.occupancy::<F>(s);
                if group == Group::Single {
                    // The common case, without the loop's branch per piece.
                    self.set_pos_in::<F>(s, mu, piece as usize, dest);
                } else {
                    for j in 0..PIECES {
                        if moving & (1 << j) != 0 {
                            self.set_pos_in::<F>(s, mu, j, dest);
                        }
                    }
                }
                let d = dest & !FOOL;
                let sq = self.sq_of.0[mu][d as usize];
                if d != self.track.finish
                    && sq != OFF_BOARD
                    && (bytes_equal(occ.sq[0], sq) | bytes_equal(occ.sq[1], sq) << 8) & occ.opp == 0
                {
                    // No opponent piece (but fools) on the square: nothing to capture.
                    if (F::LUDO && self.track.fill_goal) && d > self.track.turn_in {
                        // M-END: the seat may now fill its goal.
                        self.piece_home::<F>(s, m);
                        return self.settle::<F>(s, out);
                    }
                    occ.sq = s.sq;
                    if F::PACHISI {
                        occ.opp_stacks = s.stacks | !self.opp_stack_bytes[mu & 3];
                    }
                    // When only the existence of a move matters (no list wanted), the
                    // piece that just moved often proves it: if it can go on with the
                    // first kept throw, `settle` has nothing to do (its single move is
                    // legal exactly when `each_move` would list it for its group).
                    if out.is_none()
                        && s.nkept > 0
                        && d == dest
                        && self.single_move_ok::<F>(s, &occ, m, d, s.kept[0])
                    {
                        return;
                    }
                    return self.settle_occ::<F>(s, out, Some(occ));
                }
                if d == self.track.finish {
                    if F::LUDO && self.options().home_again {
                        s.capture_again = true; // L-HOME-AGAIN
                    }
                    let bonus = if F::PARCHEESI {
                        self.options().home_bonus
                    } else {
                        0
                    };
                    if bonus > 0 {
                        self.keep(s, bonus); // PR-BONUS
                    }
                    self.piece_home::<F>(s, m);
                } else {
                    // The capturing piece (for P-REVENGE) is one that moved.
                    let capturer = if moving & (1 << piece) != 0 {
                        piece
                    } else {
                        moving.trailing_zeros() as u8
                    };
                    self.capture_at::<F>(s, m, capturer, d);
                }
                self.settle::<F>(s, out);
            }
        }
    }

    pub(crate) fn capture_at<F: Family>(&self, s: &mut State, m: u8, piece: u8, d: u8) {
        let sq = self.paths[m as usize][d as usize];
        if self.is_safe(sq) && !((F::PARCHEESI && self.enter_capture) && d == self.track.place) {
            return;
        }
        let mut victims = 0u32;
        let mut revenge_hit = false;
        let opp = self.opp_pieces[m as usize];
        for seat in 0..self.seats {
            if (opp >> (4 * seat)) & 15 == 0 {
                continue;
            }
            for j in 0..PIECES {
                let p = s.pos[seat as usize][j];
                // `sq_of` is OFF_BOARD for waiting and home pieces, and is the
                // square of the piece otherwise (as `paths`).
                if p & FOOL != 0 {
                    continue;
                }
                let here = if sq == OFF_BOARD {
                    self.piece_on_board(p) && self.paths[seat as usize][p as usize] == sq
                } else {
                    self.sq_of.0[seat as usize][p as usize] == sq
                };
                if !here {
                    continue;
                }
                self.set_pos_in::<F>(s, seat as usize, j, 0);
                victims += 1;
                let r = s.revenge;
                if r.turn == s.turn_number && r.seat == seat && r.piece == j as u8 && r.square == sq
                {
                    revenge_hit = true;
                }
            }
        }
        if victims == 0 {
            return;
        }
        let o = self.options();
        s.counters.captures += victims;
        s.captures[m as usize] = s.captures[m as usize].saturating_add(1);
        if (if F::PARCHEESI { o.capture_bonus } else { 0 }) > 0 {
            self.keep(s, if F::PARCHEESI { o.capture_bonus } else { 0 }); // PR-BONUS
        }
        if o.capture_again {
            s.capture_again = true;
        }
        if F::PACHISI && o.revenge {
            self.revenge_after_capture(s, m, piece, sq, revenge_hit);
        }
    }

    pub(crate) fn piece_home<F: Family>(&self, s: &mut State, m: u8) {
        let mu = m as usize;
        let t = &self.track;
        let done = if t.fill_goal {
            // M-END: every piece in the goal.
            s.pos[mu].iter().all(|&p| p > t.turn_in && p <= t.finish)
        } else {
            s.pos[mu].iter().all(|&p| p == t.finish)
        };
        if s.finished & (1 << m) != 0 || !done {
            return;
        }
        s.finished |= 1 << m;
        s.ranking[s.nranked as usize] = m;
        s.nranked += 1;
        let o = self.options();
        // B-MARS, at the win: the first seat home, or the second seat of a team.
        if o.mars && !o.teams && s.nranked == 1 {
            s.mars = self.no_opponent_home(s, m);
        }
        if o.teams {
            let partner = self.partner(m);
            if s.finished & (1 << partner) != 0 {
                if o.mars {
                    s.mars = self.no_opponent_home(s, m);
                }
                s.winner_team = self.team_of[mu] + 1;
                self.finish_game(s);
                return;
            }
            if self.sorry {
                // S-TEAM: the seat goes on drawing for its partner's pawns (a 2
                // still draws again).
                return;
            }
            if (F::PACHISI && o.partner_moves) && s.mover == m {
                s.mover = partner; // K-PARTNER: remaining throws go to the partner
                s.last_moved = 0; // (ES-THREE-SIXES names a piece of the mover)
                return;
            }
        } else {
            let left = self.seats - s.nranked;
            if !o.rank_all || left <= 1 {
                return self.finish_game(s);
            }
        }
        // A finished seat throws no more in this turn (no go-on re-throw, no
        // capture-again phase), unless it plays on with a fool piece (C-FOOL).
        if !self.fool::<F>() {
            s.throw_again = false;
            s.capture_again = false;
        }
    }

    /// B-MARS: whether no seat of another team than `m`'s has a piece home.
    #[cold]
    pub(crate) fn no_opponent_home(&self, s: &State, m: u8) -> bool {
        (0..self.seats).all(|x| {
            self.same_team(x, m) || s.pos[x as usize].iter().all(|&p| p != self.track.finish)
        })
    }

    /// End the game: rank the seats not yet ranked by distance left.
    pub(crate) fn finish_game(&self, s: &mut State) {
        s.split = 0; // PR-BLOCKADE-DOUBLES: only while a move phase spends doubles
        s.release = 0;
        s.blow = 0;
        // No allocation: at most MAX_SEATS keys, sorted in place.
        let mut rest = [(0u32, 0u8); MAX_SEATS];
        let mut n = 0;
        for x in 0..self.seats {
            if s.ranking[..s.nranked as usize].iter().all(|&r| r != x) {
                rest[n] = (self.distance_left(s, x), x);
                n += 1;
            }
        }
        rest[..n].sort_unstable();
        for &(_, x) in &rest[..n] {
            s.ranking[s.nranked as usize] = x;
            s.nranked += 1;
        }
        s.phase = Phase::Over;
        s.nkept = 0;
    }

    pub(crate) fn adjudicate(&self, s: &mut State) {
        s.adjudicated = true;
        if self.options().teams && s.winner_team == 0 {
            let d0 = self.distance_left(s, 0) + self.distance_left(s, 2);
            let d1 = self.distance_left(s, 1) + self.distance_left(s, 3);
            s.winner_team = match d0.cmp(&d1) {
                std::cmp::Ordering::Less => 1,
                std::cmp::Ordering::Greater => 2,
                std::cmp::Ordering::Equal => 0,
            };
        }
        self.finish_game(s);
    }

    /// After a move or at the start of a move phase: end the phase if nothing is
    /// kept, or forfeit what cannot be spent.
    ///
    /// With `out`, the check generates the whole legal list into it (as
    /// [`Game::legal_actions_into`]), for the caller's next decision.
    #[inline(always)]
    pub(crate) fn settle<F: Family>(&self, s: &mut State, out: Option<&mut ActionList>) {
        self.settle_occ::<F>(s, out, None)
    }

    /// [`Game::settle`], given the [`Occupancy`] of `s` if the caller knows it.
    #[inline(always)]
    pub(crate) fn settle_occ<F: Family>(
        &self,
        s: &mut State,
        out: Option<&mut ActionList>,
        occ: Option<Occupancy>,
    ) {
        if s.phase != Phase::Move {
            return;
        }
        if s.nkept == 0 && !(F::PARQUES && s.release & CROWN != 0) {
            return self.end_move_phase::<F>(s);
        }
        let any = match out {
            Some(out) => {
                out.clear();
                let occ = occ.unwrap_or_else(|| self.occupancy::<F>(s));
                self.list_moves_inline::<F>(s, &occ, out);
                !out.is_empty()
            }
            None => {
                let occ = occ.unwrap_or_else(|| self.occupancy::<F>(s));
                self.each_move::<F>(s, &occ, |_| true)
            }
        };
        if !any {
            s.counters.forfeited += s.nkept as u32;
            s.nkept = 0;
            if self.options().forfeit == Forfeit::Turn {
                s.throw_again = false;
                s.capture_again = false;
            }
            if F::LUDO && self.options().three_tries {
                self.three_tries(s);
            }
            self.end_move_phase::<F>(s);
        }
    }

    pub(crate) fn end_move_phase<F: Family>(&self, s: &mut State) {
        if s.phase == Phase::Over {
            return;
        }
        s.nkept = 0;
        s.split = 0;
        if F::PARQUES {
            s.release = 0; // Q-PAIR-RELEASE: only while the pair is spent
        }
        if F::LUDO && self.ludopy {
            self.ludopy_three_tries(s);
        }
        if s.throw_again {
            s.throw_again = false;
            s.phase = Phase::Throw;
        } else if s.capture_again {
            s.capture_again = false;
            self.new_throw_phase(s);
            if F::YUT {
                // Y-CAPTURE, `capture_throw = end`: this phase is the capture's throw.
                s.streak_class = crate::family::yut::BONUS_PHASE;
            }
        } else {
            self.next_turn(s);
            if F::PARQUES && s.blow != 0 {
                self.offer_blow(s); // Q-SOPLAR: the new turn may begin with a blow
            }
        }
    }

    pub(crate) fn new_throw_phase(&self, s: &mut State) {
        s.phase = Phase::Throw;
        s.nkept = 0;
        s.streak_class = 0;
        s.streak_count = 0;
        s.streak_start = 0;
        s.phase_throws = 0;
        s.throw_again = false;
    }

    pub(crate) fn seat_active(&self, s: &State, seat: u8) -> bool {
        let o = self.options();
        if !self.seat_finished(s, seat) {
            return true;
        }
        (o.fool && self.has_unfinished_other(s, seat))
            || ((o.partner_moves || (self.sorry && o.teams))
                && !self.seat_finished(s, self.partner(seat)))
    }

    pub(crate) fn has_unfinished_other(&self, s: &State, seat: u8) -> bool {
        (0..self.seats).any(|x| x != seat && !self.seat_finished(s, x) && !self.same_team(x, seat))
    }

    /// A seat is stuck when one of its pieces is one step before the finish in its home
    /// column (where nothing can capture it) and no throw can ever give a 1: it can
    /// never finish. The game is adjudicated when every seat (or team) still playing
    /// is stuck, since no one can ever finish (docs/rules.md, "Dead ends").
    pub fn seat_stuck(&self, s: &State, seat: u8) -> bool {
        // A fool piece has the FOOL bit set, so it never equals `stuck_pos`.
        self.stuck_pos != 0 && has_byte(u32::from_le_bytes(s.pos[seat as usize]), self.stuck_pos)
    }

    pub(crate) fn all_stuck(&self, s: &State) -> bool {
        if self.stuck_pos == 0 {
            return false;
        }
        let o = self.options();
        if o.teams {
            (0..2).all(|team| self.seat_stuck(s, team) || self.seat_stuck(s, team + 2))
        } else {
            (0..self.seats).all(|x| self.seat_finished(s, x) || self.seat_stuck(s, x))
        }
    }

    pub(crate) fn next_turn(&self, s: &mut State) {
        // The common case first: the next seat has not finished, so it is active.
        let next = if s.turn + 1 >= self.seats {
            0
        } else {
            s.turn + 1
        };
        if s.finished & (1 << next) == 0 {
            return self.start_turn(s, next);
        }
        self.next_turn_search(s);
    }

    /// [`Game::next_turn`] when the next seat has finished: the first active seat
    /// after it. A function of its own, so the common case saves no registers.
    #[inline(never)]
    pub(crate) fn next_turn_search(&self, s: &mut State) {
        for k in 1..=self.seats {
            // (turn + k) mod seats, without a division (turn < seats, k ≤ seats).
            let next = s.turn + k;
            let seat = if next >= self.seats {
                next - self.seats
            } else {
                next
            };
            if self.seat_active(s, seat) {
                return self.start_turn(s, seat);
            }
        }
        self.finish_game(s);
    }

    /// [`Game::start_turn`] when the turn is not played (the turn limit is passed,
    /// or every seat still playing is stuck): out of line, as rare.
    #[cold]
    #[inline(never)]
    pub(crate) fn adjudicate_before_turn(&self, s: &mut State) {
        s.turn_number -= 1;
        self.adjudicate(s);
    }

    pub(crate) fn start_turn(&self, s: &mut State, seat: u8) {
        s.turn_number += 1;
        if s.turn_number > self.options().max_turns || self.all_stuck(s) {
            return self.adjudicate_before_turn(s);
        }
        s.turn = seat;
        s.mover = if self.options().partner_moves && self.seat_finished(s, seat) {
            self.partner(seat)
        } else {
            seat
        };
        s.capture_again = false;
        s.last_moved = 0;
        s.split = 0;
        if s.revenge.turn != 0 && s.revenge.turn < s.turn_number {
            s.revenge = Revenge::default();
        }
        self.new_throw_phase(s);
    }
}
