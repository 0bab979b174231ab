//! The Pachisi family's own rules (RULES §5–§7) that are not inline in the shared
//! move generator: C-FOOL's backward pieces and K-TRIPLE's three pieces. (C-TOHD's
//! second loop, stack moves and the cowrie and long-dice throws are tested inline,
//! behind `F::PACHISI`, in `game.rs`.)

use crate::game::Game;

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
