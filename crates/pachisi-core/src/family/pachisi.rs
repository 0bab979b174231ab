//! The Pachisi family's own rules (RULES §5–§7): C-TOHD's second loop, C-FOOL's
//! backward pieces, K-TRIPLE's three pieces and P-REVENGE. The shared code calls them
//! behind `F::PACHISI` (docs/engine.md); stack moves and the cowrie and long-dice
//! throws are tested inline there.

use crate::family::Family;
use crate::game::{FOOL, Game, Revenge, State};

pub(crate) fn first_bits(mask: u8, k: u32) -> u8 {
    let mut out = 0;
    let mut m = mask;
    for _ in 0..k {
        if m == 0 {
            break;
        }
        let b = m & m.wrapping_neg();
        out |= b;
        m &= !b;
    }
    out
}

impl Game {
    /// C-TOHD-LOOP (`must_capture`): a piece of seat `m` that would pass its turn-in
    /// (from `p` to `q`) before its seat has captured circles the loop again: its
    /// target is `q` less a loop. `None` when the rule does not apply.
    #[inline(always)]
    pub(crate) fn tohd_loop<F: Family>(&self, s: &State, m: u8, p: u8, q: u8) -> Option<u8> {
        let t = &self.track;
        (self.must_capture::<F>() && s.captures[m as usize] == 0 && p <= t.turn_in && q > t.turn_in)
            .then(|| q - t.loop_len)
    }

    /// C-FOOL: where a fool piece (raw position `p` with the FOOL bit) goes with `v`;
    /// for a piece at home (`p` is the finish), the fool a finished seat may bring
    /// back out (one at a time).
    pub(crate) fn fool_target(&self, s: &State, m: u8, p: u8, v: u8) -> Option<u8> {
        if p & FOOL != 0 {
            return Some(self.fool_back(p & !FOOL, v) | FOOL);
        }
        (self.options().fool
            && self.seat_finished(s, m)
            && !s.pos[m as usize].iter().any(|&q| q & FOOL != 0))
        .then(|| self.fool_back(p, v) | FOOL)
    }

    /// P-REVENGE, after seat `m`'s piece `piece` captured on square `sq`: when the
    /// capture hit the piece that captured last turn (`revenge_hit`), that capture
    /// stops counting; this capture may in turn be revenged on the next turn ("unless
    /// the above repeats").
    pub(crate) fn revenge_after_capture(
        &self,
        s: &mut State,
        m: u8,
        piece: u8,
        sq: u8,
        revenge_hit: bool,
    ) {
        if revenge_hit {
            let r = s.revenge;
            s.captures[r.seat as usize] = s.captures[r.seat as usize].saturating_sub(1);
        }
        s.revenge = Revenge {
            turn: s.turn_number + 1,
            seat: m,
            piece,
            square: sq,
        };
    }

    /// A fool piece moves backwards: down its home column, then round the loop the
    /// other way, for ever.
    pub(crate) fn fool_back(&self, p: u8, v: u8) -> u8 {
        let t = &self.track;
        let mut q = p as i32 - v as i32;
        while q < t.loop_lo as i32 {
            q += t.loop_len as i32;
        }
        q as u8
    }
}
