//! Provably fair throws (docs/fairness.md).
//!
//! Each game has a secret 32-byte seed drawn from the operating system's CSPRNG. The
//! server publishes `commitment = SHA-256(seed)` when the game is created and reveals
//! the seed when the game ends. Throw number `i` (0-based, counting every throw event
//! of the game, start-order throws included) is
//!
//! ```text
//! h       = SHA-256(seed || u64_le(i))
//! rng     = Pcg64Mcg::from_seed(h[0..16])      // state = u128_le(h[0..16]) | 1
//! outcome = game.sample_chance(&state, &mut rng)
//! ```
//!
//! so anyone holding the seed can recompute every throw (`pachisi verify`).

use pachisi_core::record::ThrowEvent;
use pachisi_core::{Event, Game, GameRng, Record, State};
use rand_core::{Rng, SeedableRng};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

/// The scheme name written in every downloadable record.
pub const SCHEME: &str = "pachisi-fair-v1: outcome(i) = Game::sample_chance(Pcg64Mcg::from_seed(SHA-256(seed || u64_le(i))[0..16])); commitment = SHA-256(seed)";

/// A game's secret seed.
pub type Seed = [u8; 32];

/// Lower-case hex of bytes.
pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Bytes of lower-case or upper-case hex.
pub fn unhex(text: &str) -> Option<Vec<u8>> {
    if !text.len().is_multiple_of(2) {
        return None;
    }
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(text.get(i..i + 2)?, 16).ok())
        .collect()
}

/// SHA-256 of bytes as lower-case hex.
pub fn sha256_hex(bytes: &[u8]) -> String {
    hex(&Sha256::digest(bytes))
}

/// `n` bytes from the operating system's CSPRNG.
pub fn os_random<const N: usize>() -> [u8; N] {
    let mut b = [0u8; N];
    getrandom::fill(&mut b).expect("the operating system's random source failed");
    b
}

/// A fresh secret seed.
pub fn new_seed() -> Seed {
    os_random()
}

/// The public commitment to a seed: SHA-256(seed) as hex.
pub fn commitment(seed: &Seed) -> String {
    sha256_hex(seed)
}

/// The generator of throw number `i`.
pub fn throw_rng(seed: &Seed, i: u64) -> GameRng {
    let mut h = Sha256::new();
    h.update(seed);
    h.update(i.to_le_bytes());
    let digest = h.finalize();
    let mut s = [0u8; 16];
    s.copy_from_slice(&digest[..16]);
    GameRng::from_seed(s)
}

/// The chance outcome of throw number `i` of a game.
pub fn throw_outcome(game: &Game, s: &State, seed: &Seed, i: u64) -> u8 {
    game.sample_chance(s, &mut throw_rng(seed, i))
}

/// Which shells lie mouth up for throw `i` whose outcome is `up` shells up (for
/// display). With fair shells the sampler's first 32-bit word, masked to the shells, is
/// exactly the set of shells up; otherwise the first `up` shells are shown up.
pub fn shells_up(game: &Game, seed: &Seed, i: u64, up: u8) -> Vec<bool> {
    let n = game.throws().shells;
    let mask = (1u32 << n) - 1;
    let bits = throw_rng(seed, i).next_u32() & mask;
    if bits.count_ones() == up as u32 {
        (0..n).map(|k| bits & (1 << k) != 0).collect()
    } else {
        (0..n).map(|k| k < up).collect()
    }
}

/// The fairness part of a downloadable record.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Fairness {
    /// SHA-256 of the seed, hex; published when the game was created.
    pub commitment: String,
    /// The seed, hex; `null` until the game is over.
    pub seed: Option<String>,
    pub scheme: String,
}

/// The downloadable record: the engine's record plus the fairness data.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FairRecord {
    pub record: Record,
    pub fairness: Fairness,
    /// The players' names by seat (`null` for bots and unnamed players); written only
    /// when somebody has a name. Not checked by `verify`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub players: Vec<Option<String>>,
}

/// What `pachisi verify` checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verified {
    pub throws: usize,
    pub events: usize,
    pub finished: bool,
}

/// Why a record did not verify (`Format`: unreadable; `Mismatch`: the first failed check).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VerifyError {
    Format(String),
    Mismatch(String),
}

impl std::fmt::Display for VerifyError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            VerifyError::Format(m) | VerifyError::Mismatch(m) => f.write_str(m),
        }
    }
}

/// Check a downloadable record: the seed matches the commitment, every throw event is
/// the throw the seed gives, and the record replays (result included).
pub fn verify(text: &str) -> Result<Verified, VerifyError> {
    let fr: FairRecord = serde_json::from_str(text).map_err(|e| {
        VerifyError::Format(format!(
            "not a server record ({{\"record\": ..., \"fairness\": ...}}): {e}"
        ))
    })?;
    let rec_text = serde_json::to_string(&fr.record).unwrap_or_default();
    let record = Record::parse(&rec_text).map_err(|e| VerifyError::Format(e.to_string()))?;
    if fr.fairness.scheme != SCHEME {
        return Err(VerifyError::Format(format!(
            "unknown fairness scheme '{}'",
            fr.fairness.scheme
        )));
    }
    let Some(seed_hex) = &fr.fairness.seed else {
        return Err(VerifyError::Mismatch(
            "the seed is not revealed yet (the game is not over)".into(),
        ));
    };
    let seed: Seed = unhex(seed_hex)
        .and_then(|b| b.try_into().ok())
        .ok_or_else(|| VerifyError::Format("the seed is not 64 hex digits".into()))?;
    let c = commitment(&seed);
    if !c.eq_ignore_ascii_case(&fr.fairness.commitment) {
        return Err(VerifyError::Mismatch(format!(
            "SHA-256(seed) is {c}, but the commitment is {}",
            fr.fairness.commitment
        )));
    }
    let game = record
        .game()
        .map_err(|e| VerifyError::Format(e.to_string()))?;
    let mut s = game.initial_state();
    let mut throws = 0u64;
    for (index, ev) in record.events.iter().enumerate() {
        if let Event::Throw(t) = ev {
            let o = throw_outcome(&game, &s, &seed, throws);
            let Event::Throw(expected) = game.throw_event(&s, o) else {
                unreachable!("throw_event makes throws")
            };
            let same = if game.throws().is_dice() {
                t.dice == expected.dice
            } else {
                t.up == expected.up
            };
            if !same {
                return Err(VerifyError::Mismatch(format!(
                    "event {index} (throw {throws}): recorded {}, but the seed gives {}",
                    describe(t),
                    describe(&expected)
                )));
            }
            throws += 1;
        }
        game.apply_event(&mut s, ev)
            .map_err(|reason| VerifyError::Mismatch(format!("event {index}: {reason}")))?;
    }
    record
        .replay()
        .map_err(|e| VerifyError::Mismatch(e.to_string()))?;
    Ok(Verified {
        throws: throws as usize,
        events: record.events.len(),
        finished: record.standing().is_over(&game, &s),
    })
}

fn describe(t: &ThrowEvent) -> String {
    match (t.up, t.dice) {
        (Some(up), _) => format!("{up} up"),
        (None, Some(d)) => format!("dice {d:?}"),
        _ => "an empty throw".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pachisi_core::{Preset, Variant};

    #[test]
    fn hex_round_trip() {
        let b = [0u8, 1, 0xab, 0xff];
        assert_eq!(hex(&b), "0001abff");
        assert_eq!(unhex("0001ABff").unwrap(), b);
        assert!(unhex("abc").is_none());
        assert!(unhex("zz").is_none());
    }

    const FIRST_THROWS: [u8; 12] = [5, 3, 2, 3, 5, 4, 3, 4, 2, 1, 4, 2];

    #[test]
    fn throws_are_a_pure_function_of_seed_and_index() {
        let game = Game::new(Variant::preset(Preset::Pachisi)).unwrap();
        let seed = [7u8; 32];
        let a: Vec<u8> = (0..50)
            .map(|i| throw_outcome(&game, &game.initial_state(), &seed, i))
            .collect();
        let b: Vec<u8> = (0..50)
            .map(|i| throw_outcome(&game, &game.initial_state(), &seed, i))
            .collect();
        assert_eq!(a, b);
        assert!(a.iter().any(|&x| x != a[0]));
        for (i, &up) in a.iter().enumerate() {
            let shells = shells_up(&game, &seed, i as u64, up);
            assert_eq!(shells.len(), 6);
            assert_eq!(shells.iter().filter(|&&x| x).count(), up as usize);
        }
        // Fixed vectors, so that the scheme cannot change silently.
        assert_eq!(
            commitment(&seed),
            "4bb06f8e4e3a7715d201d573d0aa423762e55dabd61a2c02278fa56cc6d294e0"
        );
        assert_eq!(a[..12], FIRST_THROWS);
    }
}
