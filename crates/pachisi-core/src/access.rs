//! Read-only accessors of the rule state a position holds beyond its pieces, kept
//! throws and phase: what an observation must show for the state to be Markov (the
//! Python package's observation tensor reads them). Every field here is also in the
//! position file (docs/positions.md), under the same name.

use crate::game::{SPLIT_ARMED, State};

/// The pending recapture window of P-REVENGE.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RevengeWindow {
    /// Turn number in which the recapture may happen.
    pub turn: u32,
    /// The seat and piece that captured.
    pub seat: u8,
    pub piece: u8,
    /// The square id it stands on.
    pub square: u8,
}

/// The order-throw phase (T-ORDER): who still throws and the best throw so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OrderThrows {
    /// Bit per seat: seats still contending.
    pub contenders: u8,
    /// The seat that throws next.
    pub next: u8,
    /// The best value thrown so far in this round.
    pub best: u8,
    /// Bit per seat: seats that threw `best`.
    pub best_seats: u8,
    /// Tied rounds already thrown.
    pub round: u8,
}

impl State {
    /// The throw streak: (class, count, start) as in the position file's `streak`.
    pub fn streak(&self) -> (u8, u8, u8) {
        (self.streak_class, self.streak_count, self.streak_start)
    }
    /// Throws made so far in this throw phase (0 in the order phase).
    pub fn phase_throws(&self) -> u8 {
        if self.phase == crate::Phase::Order {
            0
        } else {
            self.phase_throws
        }
    }
    /// Non-accumulating play: throw again after moving.
    pub fn throw_again(&self) -> bool {
        self.throw_again
    }
    /// A capture was made: another throw phase follows (T-CAPTURE-AGAIN).
    pub fn capture_again(&self) -> bool {
        self.capture_again
    }
    /// Whether a seat has entered a piece at least once (P-FIRST-FREE).
    pub fn has_entered(&self, seat: u8) -> bool {
        self.entered & (1 << seat) != 0
    }
    /// The order phase's throws, in the order phase only.
    pub fn order_throws(&self) -> Option<OrderThrows> {
        (self.phase == crate::Phase::Order).then_some(OrderThrows {
            contenders: self.order_contenders,
            next: self.order_next,
            best: self.order_best,
            best_seats: self.order_best_mask,
            round: self.phase_throws,
        })
    }
    /// The pending recapture window (P-REVENGE), if any.
    pub fn revenge_window(&self) -> Option<RevengeWindow> {
        (self.revenge.turn != 0).then_some(RevengeWindow {
            turn: self.revenge.turn,
            seat: self.revenge.seat,
            piece: self.revenge.piece,
            square: self.revenge.square,
        })
    }
    /// ES-THREE-SIXES: the mover's piece (0-based) moved last in this turn; Sorry!
    /// (S-SEVEN): the pawn that moved the first part of a split 7, whose rest (the
    /// kept value) goes to another pawn.
    pub fn last_moved(&self) -> Option<u8> {
        self.last_moved.checked_sub(1)
    }
    /// PR-BLOCKADE-DOUBLES: while the move phase spends doubles, per piece the broken
    /// blockade (1 or 2) it left or stands on in this roll, 0 for none.
    pub fn split_blockades(&self) -> Option<[u8; 4]> {
        (self.split & SPLIT_ARMED != 0)
            .then(|| std::array::from_fn(|j| (self.split >> (2 * j)) as u8 & 3))
    }
    /// Q-PAIR-RELEASE: the pair being spent may still free pieces from the jail.
    pub fn release_open(&self) -> bool {
        self.release & crate::game::RELEASE_OPEN != 0
    }
    /// Q-RELEASE-DICE: the pieces (mask, bit per piece) one die of this throw freed,
    /// which the other die may not move.
    pub fn released(&self) -> u8 {
        self.release & 0xF
    }
    /// Q-THREE-PAIRS: the third pair in a row waits for the piece it crowns.
    pub fn crown_pending(&self) -> bool {
        self.release & crate::game::CROWN != 0
    }
    /// Q-SOPLAR: a capture left, as (the seat that left it, its pieces that could have
    /// made it as a mask, whether the seat to move decides the blow now).
    pub fn blow(&self) -> Option<(u8, u8, bool)> {
        (self.blow != 0).then_some((
            (self.blow >> 4) & 3,
            self.blow & 0xF,
            self.blow & crate::game::BLOW_NOW != 0,
        ))
    }
}
