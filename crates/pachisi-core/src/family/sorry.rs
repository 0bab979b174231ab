//! Sorry! (RULES-more §3): a family of its own, since no generic move code applies.
//!
//! The chance node draws a card from the deck the state keeps ([`State::deck`],
//! S-DECK, S-DRAW); the card is the move phase's one kept value (a 2 also draws again,
//! S-TWO). A pawn's internal position is its place on its own track ([`crate::board::Track::sorry`]):
//! 0 Start, 1 … 60 the loop from its diamond square to its safety entrance (2 is the
//! start square), 61 … 65 the safety zone, 66 Home. Forward moves add; backward moves
//! (the 4, the 10's one step back) wrap round the loop and leave the safety zone the
//! way they came (S-POSITIONS).
//!
//! Decisions, each an [`Action::Move`]:
//! - `v pN`: pawn N moves `v` forward with the card `v` (from Start with a 1 or 2, onto
//!   the start square, S-START-PAWN), or 4 back with a 4 (S-FOUR); with a 7, a `v`
//!   under 7 is the first part of a split and the rest goes to another pawn
//!   (S-SEVEN); with a Sorry! card and `sorry_four`, `4 pN` is 4 forward;
//! - `10 pN back` ([`Group::Triple`], value 10): one step back (S-TEN);
//! - `switch pN sTpR` ([`Group::Triple`], value [`SWITCH`]` + 4T + R`): the 11's
//!   switch with seat T's pawn R + 1 (S-ELEVEN);
//! - `sorry pN sTpR` ([`Group::Triple`], value [`BUMP`]` + 4T + R`): pawn N leaves
//!   Start for the square of seat T's pawn R + 1, which goes to its Start (S-SORRY);
//! - `pass`: an 11 that cannot move a pawn 11 forward need not switch (S-ELEVEN).
//!
//! With partners (`teams`, S-TEAM) the seat that draws may use its card on any of
//! the team's eight pawns: `p1` … `p4` are its own, `p5` … `p8` its partner's (the
//! seat opposite). The 11 switches a team pawn with an opponent's; the Sorry! card
//! may take a team pawn from its Start onto any pawn of another colour, a team-mate's
//! included; a pawn never ends on a pawn of its own colour, and landing on a
//! team-mate's sends it to its Start. At most 8 × 8 switches + 8 forward + pass = 73
//! decisions, within [`crate::game::MAX_ACTIONS`].

use crate::family::Family;
use crate::game::{Action, ActionList, Game, Group, NoMove, PIECES, Phase, State, bytes_equal};
use crate::options::SlideColour;
use crate::throws::{CARD_KINDS, SORRY_CARD, START_CARDS};

/// Internal position of Home.
pub(crate) const HOME: u8 = 66;
/// Internal position of the safety entrance, the last loop square of a pawn's track.
const ENTRANCE: u8 = 60;
/// Loop squares.
const LOOP: u8 = 60;
/// Internal position of the start square.
pub(crate) const START_SQUARE: u8 = 2;
/// Action values from here name an opponent's pawn `4 * seat + piece` to switch with
/// (S-ELEVEN).
pub(crate) const SWITCH: u8 = 16;
/// Action values from here name an opponent's pawn `4 * seat + piece` that a Sorry!
/// card bumps (S-SORRY).
pub(crate) const BUMP: u8 = 32;

/// S-POSITIONS: the position `n` forward of `p` (on the board), if not past Home.
#[inline]
pub(crate) fn forward(p: u8, n: u8) -> Option<u8> {
    let d = p + n;
    (d <= HOME).then_some(d)
}

/// S-POSITIONS: the position `n` back from `p` (on the board, not Home): round the
/// loop, out of the safety zone through the entrance.
#[inline]
pub(crate) fn backward(p: u8, n: u8) -> u8 {
    if p > ENTRANCE {
        p - n
    } else {
        (p - 1 + LOOP - n) % LOOP + 1
    }
}

/// What a decision does, decoded from its action and the card it spends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SorryMove {
    /// Pawn `piece` moves `n` forward (out of Start onto the start square when it
    /// is there).
    Forward { piece: u8, n: u8 },
    /// Pawn `piece` moves `n` back.
    Back { piece: u8, n: u8 },
    /// Pawn `piece` changes places with `seat`'s pawn `other`.
    Switch { piece: u8, seat: u8, other: u8 },
    /// Pawn `piece` leaves Start for the square of `seat`'s pawn `other`.
    Sorry { piece: u8, seat: u8, other: u8 },
}

impl Game {
    /// The loop index (0 … 59, L0 … L59) of seat `m`'s internal position `p` on the
    /// loop (1 … 60).
    #[inline]
    fn loop_index(&self, m: u8, p: u8) -> u8 {
        (15 * self.arm_of[m as usize] + 3 + p - 1) % LOOP
    }

    /// Seat `m`'s internal position on loop square `x` (0 … 59).
    #[inline]
    fn loop_pos(&self, m: u8, x: u8) -> u8 {
        (x + LOOP - (15 * self.arm_of[m as usize] + 3) % LOOP) % LOOP + 1
    }

    /// The seat and pawn (0 … 3) of the mover `m`'s team pawn `j` (0 … 7): 4 … 7 are
    /// the partner's (S-TEAM).
    #[inline]
    pub(crate) fn team_pawn(&self, m: u8, j: u8) -> (u8, u8) {
        if j < 4 {
            (m, j)
        } else {
            (self.partner(m), j - 4)
        }
    }

    /// How many pawns the mover may use: 8 with partners (S-TEAM), else 4.
    #[inline]
    fn team_pawns(&self) -> u8 {
        if self.options().teams { 8 } else { 4 }
    }

    /// The pawns on square `sq` (bit `4 * seat + piece`).
    #[inline]
    fn on_square(&self, s: &State, sq: u8) -> u16 {
        bytes_equal(s.sq[0], sq) | bytes_equal(s.sq[1], sq) << 8
    }

    /// S-BUMP: whether seat `m`'s pawn `j` may end a move on internal position `d`
    /// (not on a pawn of its own; Home holds any).
    #[inline]
    fn sorry_lands(&self, s: &State, m: u8, j: u8, d: u8) -> bool {
        if d == HOME {
            return true;
        }
        let sq = self.sq_of.0[m as usize][d as usize];
        let own = self.on_square(s, sq) >> (4 * m) & 0xF & !(1 << j);
        own == 0
    }

    /// S-SLIDE: the first and last loop index of the slide whose triangle is loop
    /// square `x`, if a pawn of seat `m` that stops there slides.
    #[inline]
    fn slide_at(&self, m: u8, x: u8) -> Option<(u8, u8)> {
        let side = x / 15;
        let len = match x % 15 {
            1 => 3,
            9 => 4,
            _ => return None,
        };
        let own = side == self.arm_of[m as usize];
        let slides = match self.options().slide_colour {
            SlideColour::Others => !own,
            SlideColour::Any => true,
            SlideColour::Own => own,
        };
        slides.then_some((x, x + len))
    }

    /// Send seat `seat`'s pawn `j` back to its Start (S-BUMP), counted as a capture
    /// by `m` when it is an opponent's (not a team-mate's, S-TEAM).
    fn to_start(&self, s: &mut State, m: u8, seat: u8, j: u8) {
        self.set_pos(s, seat as usize, j as usize, 0);
        if !self.same_team(seat, m) {
            s.counters.captures += 1;
            s.captures[m as usize] = s.captures[m as usize].saturating_add(1);
        }
    }

    /// Put seat `m`'s pawn `j` on internal position `d`, moved by seat `by` (the
    /// mover: `m` or its partner's seat, S-TEAM): bump any pawn there (S-BUMP), then
    /// slide if `d` is a triangle it slides on (S-SLIDE), and see whether the seat is
    /// now home (S-WIN).
    fn sorry_put<F: Family>(&self, s: &mut State, by: u8, m: u8, j: u8, d: u8) {
        if d == HOME {
            self.set_pos(s, m as usize, j as usize, d);
            return self.piece_home::<F>(s, m);
        }
        if s.pos[m as usize][j as usize] == 0 {
            s.entered |= 1 << m; // out of Start (S-START-PAWN, S-SORRY)
        }
        let sq = self.sq_of.0[m as usize][d as usize];
        let mut there = self.on_square(s, sq) & !(1 << (4 * m + j));
        while there != 0 {
            let k = there.trailing_zeros() as u8;
            there &= there - 1;
            self.to_start(s, by, k / 4, k % 4);
        }
        self.set_pos(s, m as usize, j as usize, d);
        if d <= ENTRANCE
            && let Some((first, last)) = self.slide_at(m, self.loop_index(m, d))
        {
            for x in first..=last {
                let mut there = self.on_square(s, x + 1) & !(1 << (4 * m + j));
                while there != 0 {
                    let k = there.trailing_zeros() as u8;
                    there &= there - 1;
                    self.to_start(s, by, k / 4, k % 4);
                }
            }
            self.set_pos(s, m as usize, j as usize, self.loop_pos(m, last));
        }
    }

    /// The move an action makes with the card `card` (the kept value).
    pub(crate) fn sorry_move(&self, card: u8, value: u8, piece: u8, group: Group) -> SorryMove {
        match group {
            Group::Triple if value >= BUMP => SorryMove::Sorry {
                piece,
                seat: (value - BUMP) / 4,
                other: (value - BUMP) % 4,
            },
            Group::Triple if value >= SWITCH => SorryMove::Switch {
                piece,
                seat: (value - SWITCH) / 4,
                other: (value - SWITCH) % 4,
            },
            Group::Triple => SorryMove::Back { piece, n: 1 },
            _ if card == 4 => SorryMove::Back { piece, n: 4 },
            _ => SorryMove::Forward { piece, n: value },
        }
    }

    /// The card being spent: the kept value, or 7 while the rest of a split 7 waits
    /// (S-SEVEN).
    #[inline]
    fn sorry_card(s: &State) -> u8 {
        if s.last_moved != 0 { 7 } else { s.kept[0] }
    }

    /// The card a move phase spends (the rest of a split 7 counts as the 7).
    pub(crate) fn sorry_card_of(&self, s: &State) -> u8 {
        Self::sorry_card(s)
    }

    /// Why seat `seat`'s pawns (with partners, the team's, S-TEAM) cannot use the card
    /// `card` (it is forfeited, S-MUST).
    pub(crate) fn sorry_why_no_move(&self, s: &State, seat: u8, card: u8) -> NoMove {
        let pos: Vec<u8> = (0..self.team_pawns())
            .map(|j| {
                let (q, k) = self.team_pawn(seat, j);
                s.pos[q as usize][k as usize]
            })
            .collect();
        let out: Vec<u8> = pos.iter().copied().filter(|&p| Self::on_board(p)).collect();
        if card == SORRY_CARD {
            // No pawn in Start, or no opponent's pawn on the loop (S-SORRY).
            return NoMove::NoPieceCan;
        }
        if out.is_empty() && pos.contains(&0) {
            // Only a 1, a 2 or a Sorry! card brings a pawn out (S-START-PAWN).
            return NoMove::MustEnter {
                enter_values: START_CARDS.to_vec(),
            };
        }
        let forward_card = !matches!(card, 4 | 10 | 11 | SORRY_CARD);
        if forward_card && !out.is_empty() && out.iter().all(|&p| forward(p, card).is_none()) {
            NoMove::PastFinish
        } else if !out.is_empty() && card != SORRY_CARD && card != 11 {
            NoMove::Blocked
        } else {
            NoMove::NoPieceCan
        }
    }

    /// The first of seat `m`'s pawns in Start, if any.
    #[inline]
    fn in_start(s: &State, m: u8) -> Option<u8> {
        (0..PIECES as u8).find(|&j| s.pos[m as usize][j as usize] == 0)
    }

    /// Whether seat `m`'s pawn at `p` is on the board (not Start, not Home).
    #[inline]
    fn on_board(p: u8) -> bool {
        p != 0 && p != HOME
    }

    /// Call `f` on every legal move of a Sorry! move phase (all of `legal_actions`
    /// but `Pass`), stopping when `f` returns true; returns whether it did.
    #[inline(always)]
    pub(crate) fn sorry_each_move<F: Family>(
        &self,
        s: &State,
        f: impl FnMut(Action) -> bool,
    ) -> bool {
        // Without partners the loops are over the mover's four pawns alone (S-TEAM's
        // code is compiled apart, so that the game without it is as fast as before).
        if self.options().teams {
            self.sorry_each_move_of::<F, true>(s, f)
        } else {
            self.sorry_each_move_of::<F, false>(s, f)
        }
    }

    /// [`Game::sorry_each_move`] with partners (`TEAM`, S-TEAM) or without.
    fn sorry_each_move_of<F: Family, const TEAM: bool>(
        &self,
        s: &State,
        mut f: impl FnMut(Action) -> bool,
    ) -> bool {
        if s.nkept == 0 {
            return false;
        }
        let m = s.mover;
        let n: u8 = if TEAM { 8 } else { 4 };
        let v = s.kept[0];
        let single = |value: u8, piece: u8| Action::Move {
            value,
            piece,
            group: Group::Single,
        };
        let special = |value: u8, piece: u8| Action::Move {
            value,
            piece,
            group: Group::Triple,
        };
        // Team pawn j's seat, pawn and position.
        let at = |j: u8| {
            let (t, k) = if TEAM { self.team_pawn(m, j) } else { (m, j) };
            (t, k, s.pos[t as usize][k as usize])
        };
        // The rest of a split 7: another pawn, forward.
        if s.last_moved != 0 {
            let first = s.last_moved - 1;
            for j in 0..n {
                let (t, k, p) = at(j);
                if j != first
                    && Self::on_board(p)
                    && forward(p, v).is_some_and(|d| self.sorry_lands(s, t, k, d))
                    && f(single(v, j))
                {
                    return true;
                }
            }
            return false;
        }
        let forward_ok = |j: u8, a: u8| {
            let (t, k, p) = at(j);
            Self::on_board(p) && forward(p, a).is_some_and(|d| self.sorry_lands(s, t, k, d))
        };
        let back_ok = |j: u8, a: u8| {
            let (t, k, p) = at(j);
            Self::on_board(p) && self.sorry_lands(s, t, k, backward(p, a))
        };
        // The first pawn in Start of each of the team's seats, as a team pawn.
        let starters = || {
            (0..n / 4).filter_map(move |h| {
                let t = if h == 0 { m } else { self.partner(m) };
                Self::in_start(s, t).map(|k| (t, k + 4 * h))
            })
        };
        match v {
            SORRY_CARD => {
                // S-SORRY: from Start onto a loop square of a pawn of another colour
                // (with partners a team-mate's too, S-TEAM).
                for (q, j) in starters() {
                    for t in 0..self.seats {
                        if t == q {
                            continue;
                        }
                        for r in 0..PIECES as u8 {
                            let p = s.pos[t as usize][r as usize];
                            if (1..=ENTRANCE).contains(&p) && f(special(BUMP + 4 * t + r, j)) {
                                return true;
                            }
                        }
                    }
                }
                if self.options().sorry_four {
                    for j in 0..n {
                        if forward_ok(j, 4) && f(single(4, j)) {
                            return true;
                        }
                    }
                }
            }
            4 => {
                for j in 0..n {
                    if back_ok(j, 4) && f(single(4, j)) {
                        return true;
                    }
                }
            }
            _ => {
                // S-START-PAWN: a 1 or a 2 brings the first pawn in Start out (with
                // partners, of either seat, S-TEAM).
                if v == 1 || v == 2 {
                    for (q, j) in starters() {
                        if self.sorry_lands(s, q, j % 4, START_SQUARE) && f(single(v, j)) {
                            return true;
                        }
                    }
                }
                for j in 0..n {
                    if forward_ok(j, v) && f(single(v, j)) {
                        return true;
                    }
                }
                if v == 7 {
                    // S-SEVEN: a first part of a split, when another pawn can then
                    // use the rest.
                    for j in 0..n {
                        for a in 1..7 {
                            if forward_ok(j, a)
                                && self.split_rest_ok::<F, TEAM>(s, j, a)
                                && f(single(a, j))
                            {
                                return true;
                            }
                        }
                    }
                }
                if v == 10 {
                    // S-TEN: one step back instead.
                    for j in 0..n {
                        if back_ok(j, 1) && f(special(10, j)) {
                            return true;
                        }
                    }
                }
                if v == 11 {
                    // S-ELEVEN: a switch of a loop pawn with an opponent's loop pawn
                    // (with partners, not a team-mate's, S-TEAM).
                    for j in 0..n {
                        let (_, _, p) = at(j);
                        if !(1..=ENTRANCE).contains(&p) {
                            continue;
                        }
                        for t in 0..self.seats {
                            if (TEAM && self.same_team(t, m)) || t == m {
                                continue;
                            }
                            for r in 0..PIECES as u8 {
                                let q = s.pos[t as usize][r as usize];
                                if (1..=ENTRANCE).contains(&q) && f(special(SWITCH + 4 * t + r, j))
                                {
                                    return true;
                                }
                            }
                        }
                    }
                }
            }
        }
        false
    }

    /// S-SEVEN: whether, after team pawn `j` moves `a` of a 7 forward, another pawn
    /// can move the other `7 − a`.
    fn split_rest_ok<F: Family, const TEAM: bool>(&self, s: &State, j: u8, a: u8) -> bool {
        let mut t = *s;
        let m = s.mover;
        let (seat, k) = if TEAM { self.team_pawn(m, j) } else { (m, j) };
        let d = t.pos[seat as usize][k as usize] + a;
        self.sorry_put::<F>(&mut t, m, seat, k, d);
        let rest = 7 - a;
        (0..if TEAM { 8 } else { 4 }).any(|q| {
            let (qs, qk) = if TEAM { self.team_pawn(m, q) } else { (m, q) };
            let p = t.pos[qs as usize][qk as usize];
            q != j
                && Self::on_board(p)
                && forward(p, rest).is_some_and(|d| self.sorry_lands(&t, qs, qk, d))
        })
    }

    /// S-ELEVEN: whether the 11 being spent may be declined (no pawn can move 11
    /// forward).
    pub(crate) fn sorry_may_decline(&self, s: &State, listed: &[Action]) -> bool {
        s.nkept != 0
            && s.last_moved == 0
            && s.kept[0] == 11
            && !listed.iter().any(|a| {
                matches!(
                    a,
                    Action::Move {
                        value: 11,
                        group: Group::Single,
                        ..
                    }
                )
            })
    }

    /// Play a Sorry! move (legal).
    pub(crate) fn sorry_play<F: Family>(
        &self,
        s: &mut State,
        value: u8,
        piece: u8,
        group: Group,
        out: Option<&mut ActionList>,
    ) {
        let m = s.mover;
        let card = Self::sorry_card(s);
        let mv = self.sorry_move(card, value, piece, group);
        // The team pawn's seat and pawn (S-TEAM; the mover's own without partners).
        let (q, j) = self.team_pawn(m, piece);
        let qu = q as usize;
        match mv {
            SorryMove::Forward { n, .. } => {
                let p = s.pos[qu][j as usize];
                let d = if p == 0 { START_SQUARE } else { p + n };
                self.sorry_put::<F>(s, m, q, j, d);
                if card == 7 && n < 7 && s.last_moved == 0 && s.phase == Phase::Move {
                    // S-SEVEN: the rest waits for another pawn.
                    s.kept[0] = 7 - n;
                    s.last_moved = piece + 1;
                    return self.settle::<F>(s, out);
                }
            }
            SorryMove::Back { n, .. } => {
                let p = s.pos[qu][j as usize];
                self.sorry_put::<F>(s, m, q, j, backward(p, n));
            }
            SorryMove::Switch { seat, other, .. } => {
                let a = self.loop_index(q, s.pos[qu][j as usize]);
                let b = self.loop_index(seat, s.pos[seat as usize][other as usize]);
                self.set_pos(s, seat as usize, other as usize, self.loop_pos(seat, a));
                // The switched pawn is not bumped; the mover slides from its new square.
                self.set_pos(s, qu, j as usize, OFF_BOARD_POS);
                self.sorry_put::<F>(s, m, q, j, self.loop_pos(q, b));
            }
            SorryMove::Sorry { seat, other, .. } => {
                let b = self.loop_index(seat, s.pos[seat as usize][other as usize]);
                self.sorry_put::<F>(s, m, q, j, self.loop_pos(q, b));
            }
        }
        s.last_moved = 0;
        if s.phase == Phase::Move {
            s.nkept = 0;
        }
        self.settle::<F>(s, out)
    }

    /// Draw the card of kind `k` from the deck (S-DRAW): with `deck_model = finite`
    /// it leaves the draw pile, which is shuffled anew from the discards once empty.
    #[inline]
    pub(crate) fn draw_card(&self, s: &mut State, k: u8) {
        if !self.throws.deck_finite {
            return;
        }
        s.deck += 1 << (4 * k);
        let drawn: u32 = (0..CARD_KINDS)
            .map(|i| (s.deck >> (4 * i) & 0xF) as u32)
            .sum();
        if drawn >= self.throws.deck_size as u32 {
            s.deck = 0;
        }
    }

    /// A turn's draw (S-TURN): the card is the move phase's kept value; a 2 draws
    /// again (S-TWO).
    pub(crate) fn sorry_draw<F: Family>(
        &self,
        s: &mut State,
        outcome: u8,
        out: Option<&mut ActionList>,
    ) {
        self.draw_card(s, outcome);
        let v = self.throws.value(outcome);
        s.kept[0] = v;
        s.nkept = 1;
        s.last_moved = 0;
        s.throw_again = v == 2 && self.options().two_draws_again;
        s.phase = Phase::Move;
        self.settle::<F>(s, out)
    }

    /// An order draw (S-ORDER, `order = throw`): the card leaves the draw pile; once
    /// the first seat is known, the cards go back and the deck is shuffled.
    pub(crate) fn sorry_order_draw(&self, s: &mut State, outcome: u8) {
        self.draw_card(s, outcome);
        self.order_throw(s, outcome);
        if s.phase != Phase::Order {
            s.deck = 0;
        }
    }

    /// Why a Sorry! action is not legal, in a player's words.
    pub(crate) fn sorry_why_illegal(&self, s: &State, a: Action) -> String {
        let Action::Move {
            value,
            piece,
            group,
        } = a
        else {
            return "a card may be declined only when it is an 11 that cannot move a pawn 11 forward (S-ELEVEN, S-MUST)".into();
        };
        if piece >= self.team_pawns() {
            return if piece < 8 {
                format!(
                    "there is no pawn p{}: p5 to p8 are a partner's pawns, in a game with partners (S-TEAM)",
                    piece + 1
                )
            } else {
                format!("there is no pawn p{}", piece + 1)
            };
        }
        let (q, j) = self.team_pawn(s.mover, piece);
        let card = Self::sorry_card(s);
        let p = s.pos[q as usize][j as usize];
        let name = |c: u8| {
            if c == SORRY_CARD {
                "the Sorry! card".to_string()
            } else {
                format!("a {c}")
            }
        };
        if p == HOME {
            return "that pawn is Home and never moves again (S-HOME)".into();
        }
        match self.sorry_move(card, value, piece, group) {
            SorryMove::Sorry { seat, other, .. } => {
                if card != SORRY_CARD {
                    return format!(
                        "only the Sorry! card bumps a pawn from Start; the card is {}",
                        name(card)
                    );
                }
                if p != 0 {
                    return "the Sorry! card takes a pawn from Start (S-SORRY)".into();
                }
                if seat >= self.seats || seat == q || other as usize >= PIECES {
                    return "the Sorry! card's target must be a pawn of another colour".into();
                }
                "the Sorry! card's target must be a pawn of another colour on the loop, not in Start, a safety zone or Home (S-SORRY, S-SAFE-ZONE)".into()
            }
            SorryMove::Switch { seat, other, .. } => {
                if card != 11 {
                    return format!("only an 11 switches pawns; the card is {}", name(card));
                }
                if seat >= self.seats || self.same_team(seat, s.mover) || other as usize >= PIECES {
                    return "an 11 switches with an opponent's pawn".into();
                }
                "an 11 switches two pawns that are both on the loop, not in Start, a safety zone or Home (S-ELEVEN)".into()
            }
            SorryMove::Back { n: 1, .. } if card != 10 => {
                format!(
                    "only a 10 moves a pawn one step back; the card is {}",
                    name(card)
                )
            }
            _ if s.last_moved != 0 && piece + 1 == s.last_moved => {
                "the rest of a split 7 goes to another pawn (S-SEVEN)".into()
            }
            SorryMove::Forward { n, .. }
                if n != card
                    && !(card == 7 && n < 7)
                    && !(card == SORRY_CARD && n == 4 && self.options().sorry_four) =>
            {
                format!("the card is {}, not a {n}", name(card))
            }
            SorryMove::Back { .. } | SorryMove::Forward { .. } if p == 0 => {
                if card == 1 || card == 2 {
                    "the start square holds a pawn of the same colour (S-START-PAWN, S-BUMP)".into()
                } else {
                    "only a 1 or a 2 takes a pawn out of Start (S-START-PAWN); a Sorry! card takes one onto an opponent's square".into()
                }
            }
            SorryMove::Forward { n, .. } if forward(p, n).is_none() => {
                "the pawn would go past Home, which needs the exact count (S-HOME)".into()
            }
            SorryMove::Forward { n, .. } if card == 7 && n < 7 => {
                "a split 7 needs another pawn that can move the rest (S-SEVEN)".into()
            }
            _ => "the pawn would end its move on a pawn of its own colour (S-BUMP)".into(),
        }
    }
}

/// A position no pawn has (between taking a switched pawn off its square and putting
/// it on the new one, so that it does not bump itself).
const OFF_BOARD_POS: u8 = HOME;

#[cfg(test)]
mod tests {
    use super::{backward, forward};

    #[test]
    fn backward_moves_wrap_round_the_loop_and_leave_the_safety_zone() {
        // S-FOUR: from the start square (2) four back is side index 0 (58 on the
        // track: 2 → 1 → 60 → 59 → 58).
        assert_eq!(backward(2, 4), 58);
        assert_eq!(backward(1, 1), 60);
        assert_eq!(backward(61, 1), 60);
        assert_eq!(backward(63, 4), 59);
        assert_eq!(forward(58, 3), Some(61));
        assert_eq!(forward(60, 6), Some(66));
        assert_eq!(forward(61, 6), None);
    }
}
