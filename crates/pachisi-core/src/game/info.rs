//! Explanations for front ends: what a move does, why nothing moves, where a piece is.

use super::*;

impl Game {
    // ------------------------------------------------------------------ info

    /// The seat whose turn it is (the thrower).
    pub fn turn_seat(&self, s: &State) -> u8 {
        s.turn
    }

    /// Describe what a legal action does (for listings and front ends).
    pub fn move_info(&self, s: &State, a: Action) -> Option<MoveInfo> {
        if !self.is_legal(s, a) {
            return None;
        }
        let mut after = *s;
        self.play_unchecked(&mut after, a);
        // A pass, or Q-SOPLAR's blow: no piece of the mover moves (a blown piece is
        // listed among the captures).
        let unmoved = |value: Option<u8>, captures| MoveInfo {
            action: a.to_string(),
            id: a.to_id(),
            value,
            pieces: vec![],
            from_step: None,
            to_step: None,
            from: None,
            to: None,
            enters: false,
            finishes: false,
            captures,
            from_place: Place::Track,
            to_place: Place::Track,
            to_go: None,
            strands: false,
            backward: false,
            onto: None,
            rest: None,
            seat: None,
            stack: None,
        };
        let Action::Move {
            value,
            piece,
            group,
        } = a
        else {
            return Some(unmoved(None, vec![]));
        };
        // Sorry! with partners: `p5` … `p8` are the partner's pawns (S-TEAM).
        let (seat, piece) = if self.sorry {
            self.team_pawn(s.mover, piece)
        } else {
            (s.mover, piece)
        };
        let partner = (seat != s.mover).then_some(seat);
        let m = seat as usize;
        let pieces: Vec<u8> = (0..PIECES as u8)
            .filter(|&j| s.pos[m][j as usize] != after.pos[m][j as usize])
            .collect();
        if pieces.is_empty() && value == 0 {
            return Some(unmoved(Some(0), self.captured(s, &after, m)));
        }
        // Sorry!: the pawn named moves (a slide may also send the mover's own pawns
        // back to Start, S-SLIDE); the value is the card's, but for a part of a 7.
        let first = if self.sorry || self.yut {
            piece
        } else {
            pieces.first().copied().unwrap_or(piece)
        };
        let raw = value;
        let value = if self.sorry && group == Group::Triple {
            self.sorry_card_of(s)
        } else if self.yut {
            // Yut Nori: the kept throw spent (`n pK straight` spends the n, Y-BRANCH).
            match crate::family::yut::yut_move(value, group) {
                Some(crate::family::yut::YutMove::Forward { n, .. }) => n,
                _ => value,
            }
        } else {
            value
        };
        let strands = self.stuck_pos != 0
            && pieces
                .iter()
                .any(|&j| after.pos[m][j as usize] == self.stuck_pos);
        let from = s.pos[m][first as usize];
        let to = after.pos[m][first as usize];
        let coord = |p: u8| {
            let sq = self.paths[m][(p & !FOOL) as usize];
            (sq != OFF_BOARD).then(|| {
                (
                    self.board.squares[sq as usize].x,
                    self.board.squares[sq as usize].y,
                )
            })
        };
        let step = |p: u8| (p != 0).then(|| self.track.step(p & !FOOL));
        // Pawns of other seats sent to Start (with partners, the mover's own pawns too when
        // its partner's pawn slides over them, S-TEAM).
        let captures = self.captured(s, &after, m);
        let (backward, onto, rest) = if self.sorry {
            let card = self.sorry_card_of(s);
            let (backward, onto) = match self.sorry_move(card, raw, piece, group) {
                crate::family::sorry::SorryMove::Back { .. } => (true, None),
                crate::family::sorry::SorryMove::Switch { seat, other, .. }
                | crate::family::sorry::SorryMove::Sorry { seat, other, .. } => {
                    (false, Some((seat, other)))
                }
                crate::family::sorry::SorryMove::Forward { .. } => (false, None),
            };
            // The first part of a split 7 leaves the rest for another pawn.
            let rest = (after.last_moved != 0 && s.last_moved == 0).then(|| 7 - raw);
            (backward, onto, rest)
        } else {
            (false, None, None)
        };
        Some(MoveInfo {
            action: a.to_string(),
            id: a.to_id(),
            value: Some(value),
            pieces,
            from_step: step(from),
            to_step: step(to),
            from: coord(from),
            to: coord(to),
            enters: from == 0,
            finishes: to == self.track.finish,
            captures,
            from_place: self.place_of(m as u8, from),
            to_place: self.place_of(m as u8, to),
            to_go: (to != 0 && to & FOOL == 0).then(|| {
                if self.yut {
                    crate::family::yut::to_go(to) as i16
                } else {
                    self.track.finish as i16 - to as i16
                }
            }),
            strands,
            backward,
            onto,
            rest,
            seat: partner,
            stack: if self.yut {
                self.yut_stack_choice(s, raw, piece, group)
            } else {
                None
            },
        })
    }

    /// The pieces of other seats than `m` that are on the board in `s` and waiting in
    /// `after`, as (seat, piece).
    fn captured(&self, s: &State, after: &State, m: usize) -> Vec<(u8, u8)> {
        let mut captures = vec![];
        for seat in 0..self.seats as usize {
            if seat == m {
                continue;
            }
            for j in 0..PIECES {
                if s.pos[seat][j] != 0 && after.pos[seat][j] == 0 {
                    captures.push((seat as u8, j as u8));
                }
            }
        }
        captures
    }

    /// Where a piece of `seat` on internal position `pos` is, as a player says it.
    pub(crate) fn place_of(&self, seat: u8, pos: u8) -> Place {
        let t = &self.track;
        let p = pos & !FOOL;
        if pos == 0 {
            Place::Waiting
        } else if p == t.finish {
            Place::Home
        } else if t.in_home_column(p) {
            Place::HomeColumn
        } else if p == t.place && pos & FOOL == 0 {
            Place::Start
        } else if self.is_safe(self.square_of(seat, p)) {
            Place::Safe
        } else {
            Place::Track
        }
    }

    /// Why the pieces of `seat` in `s` cannot use `value` (for explaining a forfeited
    /// throw): looks at each piece's destination with that value, before the rules of
    /// the destination square.
    pub fn why_no_move(&self, s: &State, seat: u8, value: u8) -> NoMove {
        #[derive(PartialEq)]
        enum Why {
            CannotEnter,
            Past,
            Blocked,
        }
        if self.sorry {
            return self.sorry_why_no_move(s, seat, value);
        }
        if self.yut {
            return self.yut_why_no_move(s, seat, value);
        }
        let t = &self.track;
        let mut whys = vec![];
        for j in 0..PIECES {
            let p = s.pos[seat as usize][j];
            if p == t.finish {
                continue;
            }
            whys.push(match self.target::<AnyRules>(s, seat, p, value) {
                None if p == 0 => Why::CannotEnter,
                None => Why::Past,
                Some(_) => Why::Blocked,
            });
        }
        if !whys.is_empty() && whys.iter().all(|w| *w == Why::CannotEnter) {
            let mut enter_values: Vec<u8> = if self.throws.is_dice() {
                self.throws.faces.to_vec()
            } else {
                self.throws.values.to_vec()
            };
            enter_values.retain(|&v| v != 0 && has(self.enter_set, v) && !has(self.void_set, v));
            enter_values.sort_unstable();
            enter_values.dedup();
            NoMove::MustEnter { enter_values }
        } else if !whys.is_empty() && whys.iter().all(|w| *w == Why::Past) {
            NoMove::PastFinish
        } else if !whys.is_empty() && whys.iter().all(|w| *w == Why::Blocked) {
            NoMove::Blocked
        } else {
            NoMove::NoPieceCan
        }
    }

    /// Why a throw of `value` by the seat whose turn it is in `before` (a throw
    /// phase) is cancelled, when it is.
    pub fn why_cancelled(&self, before: &State, value: u8) -> Cancelled {
        if (has(self.void_set, value) || (self.yut && value == crate::throws::BACK_DO))
            && !self.has_piece_on_board(before, before.mover)
        {
            Cancelled::NeedsPieceOnBoard
        } else {
            Cancelled::Streak
        }
    }
}

/// Where a piece is, in rules terms.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum PieceAt {
    /// Waiting in the Charkoni / in hand.
    Waiting,
    /// On the track at a rules step (may be negative for a circling Chopat piece).
    Step(i16),
    /// The fool piece (C-FOOL) at a rules step.
    Fool(i16),
    /// Finished.
    Home,
}

impl Game {
    /// Where a piece is.
    pub fn piece_at(&self, s: &State, seat: u8, piece: u8) -> PieceAt {
        let p = s.pos[seat as usize][piece as usize];
        if p & FOOL != 0 {
            PieceAt::Fool(self.track.step(p & !FOOL))
        } else if p == 0 {
            PieceAt::Waiting
        } else if p == self.track.finish {
            PieceAt::Home
        } else {
            PieceAt::Step(self.track.step(p))
        }
    }

    /// Coordinates of a piece's square, if it is on the board.
    pub fn piece_coords(&self, s: &State, seat: u8, piece: u8) -> Option<(u8, u8)> {
        let p = s.pos[seat as usize][piece as usize];
        // On the Mensch track the finish is the innermost goal square, drawn as such.
        if !(self.piece_on_board(p) || self.track.fill_goal && p == self.track.finish) {
            return None;
        }
        let sq = self.square_of(seat, p);
        Some((
            self.board.squares[sq as usize].x,
            self.board.squares[sq as usize].y,
        ))
    }
}
