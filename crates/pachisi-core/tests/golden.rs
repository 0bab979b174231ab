//! Golden games (issue 28): whole games of every preset, and of the rule switches the
//! presets turn on or off, saved by the engine as it was before the engine was split by
//! families. The test replays each saved game and checks, step by step, the legal
//! actions (or the chance outcomes and their probabilities), the state after the step
//! (its position file and counters), the distance left of every seat, and what
//! `move_info` says of the chosen action; a few whole positions per game are saved too
//! and must be written identically and read back to the same state.
//!
//! The committed files in `tests/golden/` are the truth. To regenerate them (only when
//! a rule is meant to change, never for a speed change):
//! `cargo test -p pachisi-core --test golden -- --ignored regenerate`.
//!
//! File format (one file per preset, JSON): a list of games, each with the variant
//! (preset and settings), the generator seed and policy (for the record only), `events`
//! (chance outcomes as `+N`, action ids as `N`, space separated), `checks` (per step,
//! one hex digit of a running FNV-1a hash of everything checked, to find the first
//! step that differs), `digest` (the whole running hash) and `positions` (the step
//! number and the compact position JSON at a few steps).

use pachisi_core::{Action, ActionList, Game, Preset, State, Variant, seeded_rng};
use rand_core::Rng;
use serde_json::{Value, json};
use std::path::PathBuf;

// `SETS`: the rule switches played besides the presets' defaults ([`sets_of`] says
// which preset plays which; those a preset rejects are skipped). Shared with
// `examples/prof.rs hash`.
include!("golden/option_sets.rs");

/// The indices in [`SETS`] played with each preset: every set of the Pachisi family
/// with Pachisi, the others spread over the family's other presets, so that the files
/// stay small (a few hundred KB).
fn sets_of(preset: Preset) -> &'static [usize] {
    match preset {
        Preset::Pachisi => &[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13],
        Preset::PachisiSeven => &[1, 5, 6, 8],
        Preset::Chopat => &[3, 9, 10, 12],
        Preset::Chaupar => &[0, 2, 7, 11],
        Preset::Ludo => &[4, 7, 8, 13, 14, 15],
        Preset::LudoLudopy => &[7, 13],
        Preset::Mensch => &[0, 4, 14, 16],
        Preset::PetitsChevaux => &[8, 13, 17],
        Preset::Parcheesi => &[0, 4, 7, 13, 15, 18],
        Preset::Parchis => &[13, 14, 19, 20],
        Preset::Barjis => &[2, 21, 22, 23],
        Preset::BarjisLevant => &[7, 21, 22],
        Preset::Parques => &[10, 13, 24, 25, 26, 27],
        // Sorry! mixes with no other family's switch: its own sets only.
        Preset::Sorry => &[28, 29, 30, 35],
        // Yut Nori likewise.
        Preset::Yut => &[31, 32, 33, 34, 36],
        Preset::YutCulin => &[31, 32],
    }
}

/// Seeds of the games of each preset's default rules.
const DEFAULT_SEEDS: [u64; 3] = [1, 2, 3];

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

fn game_of(preset: &str, settings: &[String]) -> Option<Game> {
    let v = Variant::from_name(preset, settings).ok()?;
    Game::new(v).ok()
}

/// FNV-1a, 64 bits: stable across toolchains (unlike `DefaultHasher`).
struct Fnv(u64);

impl Fnv {
    fn new() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
    fn bytes(&mut self, b: &[u8]) {
        for &x in b {
            self.0 ^= x as u64;
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01B3);
        }
    }
    fn u64(&mut self, x: u64) {
        self.bytes(&x.to_le_bytes());
    }
}

/// Compact position JSON of a state.
fn position(g: &Game, s: &State) -> String {
    serde_json::to_string(&g.to_position(s)).unwrap()
}

/// What is checked before a step: the legal actions or the chance outcomes.
fn hash_choices(g: &Game, s: &State, legal: &ActionList, h: &mut Fnv) {
    if g.is_chance(s) {
        for (o, p) in g.chance_outcomes(s).as_slice() {
            h.u64(*o as u64);
            h.u64(p.to_bits());
        }
    } else {
        h.u64(legal.len() as u64);
        for a in legal.iter() {
            h.u64(a.to_id() as u64);
        }
    }
}

/// What is checked after a step: the position, counters and distances left.
fn hash_state(g: &Game, s: &State, h: &mut Fnv) {
    h.bytes(position(g, s).as_bytes());
    let c = s.counters();
    for x in [c.throws, c.moves, c.captures, c.forfeited, c.cancelled] {
        h.u64(x as u64);
    }
    for seat in 0..g.seats() {
        h.u64(g.distance_left(s, seat) as u64);
    }
    h.u64(g.is_terminal(s) as u64);
    if let Some(o) = g.outcome(s) {
        h.bytes(serde_json::to_string(&o).unwrap().as_bytes());
    }
}

/// How a generated game picks its actions.
#[derive(Clone, Copy)]
enum Policy {
    Random,
    /// Captures first, then finishing, then the longest move (first on ties).
    Greedy,
}

fn pick(g: &Game, s: &State, legal: &ActionList, policy: Policy, rng: &mut impl Rng) -> Action {
    let r = rng.next_u32();
    match policy {
        Policy::Random => legal[((r as u64 * legal.len() as u64) >> 32) as usize],
        Policy::Greedy => {
            let score = |a: &Action| {
                g.move_info(s, *a).map_or(0i64, |m| {
                    let gain = m.to_step.unwrap_or(0) as i64 - m.from_step.unwrap_or(-1) as i64;
                    1000 * m.captures.len() as i64 + 500 * m.finishes as i64 + gain
                })
            };
            let best = legal.iter().map(score).max().unwrap_or(0);
            *legal.iter().find(|a| score(a) == best).unwrap()
        }
    }
}

/// One game as saved.
struct Golden {
    events: Vec<String>,
    checks: String,
    digest: u64,
    positions: Vec<(usize, String)>,
}

/// Steps at which a whole position is saved: the first, the 500th and the last.
fn saves_position(step: usize) -> bool {
    step == 0 || step == 500
}

fn generate(g: &Game, seed: u64, policy: Policy) -> Golden {
    let mut rng = seeded_rng(seed, 28);
    let mut s = g.initial_state();
    let mut h = Fnv::new();
    let mut out = Golden {
        events: vec![],
        checks: String::new(),
        digest: 0,
        positions: vec![],
    };
    let mut legal = ActionList::new();
    let mut step = 0;
    while !g.is_terminal(&s) {
        g.legal_actions_into(&s, &mut legal);
        hash_choices(g, &s, &legal, &mut h);
        if g.is_chance(&s) {
            let o = g.sample_chance(&s, &mut rng);
            out.events.push(format!("+{o}"));
            g.apply_chance(&mut s, o).unwrap();
        } else {
            let a = pick(g, &s, &legal, policy, &mut rng);
            out.events.push(a.to_id().to_string());
            let info = g.move_info(&s, a).unwrap();
            h.bytes(serde_json::to_string(&info).unwrap().as_bytes());
            g.play(&mut s, a).unwrap();
        }
        hash_state(g, &s, &mut h);
        out.checks.push_str(&format!("{:x}", h.0 & 0xF));
        if saves_position(step) {
            out.positions.push((step, position(g, &s)));
        }
        step += 1;
    }
    if out.positions.last().is_none_or(|p| p.0 + 1 != step) {
        out.positions.push((step - 1, position(g, &s)));
    }
    out.digest = h.0;
    out
}

/// Replay `events` with the checked calls (`legal_actions`, `play`, `apply_chance`)
/// or with the unchecked listing calls of the hot path (`play_unchecked_listing`, …),
/// returning what [`generate`] saves.
fn replay(g: &Game, events: &[String], listing: bool, positions: &[(usize, String)]) -> Golden {
    let mut s = g.initial_state();
    let mut h = Fnv::new();
    let mut out = Golden {
        events: events.to_vec(),
        checks: String::new(),
        digest: 0,
        positions: vec![],
    };
    let mut legal = ActionList::new();
    let mut listed = false;
    for (step, e) in events.iter().enumerate() {
        assert!(!g.is_terminal(&s), "step {step}: the game ended early");
        if !(listing && listed) {
            if listing {
                g.legal_actions_into(&s, &mut legal);
            } else {
                legal = g.legal_actions(&s);
            }
        }
        hash_choices(g, &s, &legal, &mut h);
        if let Some(o) = e.strip_prefix('+') {
            let o: u8 = o.parse().unwrap();
            assert!(
                g.is_chance(&s),
                "step {step}: a throw where a decision is due"
            );
            if listing {
                listed = g.apply_chance_unchecked_listing(&mut s, o, &mut legal);
            } else {
                g.apply_chance(&mut s, o).unwrap();
            }
        } else {
            let a = Action::from_id(e.parse().unwrap()).unwrap();
            assert!(g.is_legal(&s, a), "step {step}: {a} is not legal");
            let info = g.move_info(&s, a).unwrap();
            h.bytes(serde_json::to_string(&info).unwrap().as_bytes());
            if listing {
                listed = g.play_unchecked_listing(&mut s, a, &mut legal);
            } else {
                g.play(&mut s, a).unwrap();
            }
        }
        hash_state(g, &s, &mut h);
        out.checks.push_str(&format!("{:x}", h.0 & 0xF));
        if let Some((_, text)) = positions.iter().find(|p| p.0 == step) {
            out.positions.push((step, position(g, &s)));
            // A saved position reads back to a state with the same position and the
            // same legal actions (counters and spent order throws are not in it).
            let (g2, s2) = Game::parse_position(text).unwrap();
            assert_eq!(g2.variant(), g.variant());
            assert_eq!(
                &position(&g2, &s2),
                text,
                "step {step}: read back differently"
            );
            assert_eq!(
                g2.legal_actions(&s2).as_slice(),
                g.legal_actions(&s).as_slice(),
                "step {step}: the position read back has other legal actions"
            );
        }
    }
    assert!(g.is_terminal(&s), "the game did not end");
    out.digest = h.0;
    out
}

/// The games of one preset: its defaults with a few seeds and both policies, then
/// each valid rule switch with one seed.
fn cases(preset: Preset) -> Vec<(Vec<String>, u64, Policy)> {
    let mut v = vec![];
    for (i, &seed) in DEFAULT_SEEDS.iter().enumerate() {
        let policy = if i == 1 {
            Policy::Greedy
        } else {
            Policy::Random
        };
        v.push((vec![], seed, policy));
    }
    for &k in sets_of(preset) {
        let set = SETS[k];
        let settings: Vec<String> = set.iter().map(|s| s.to_string()).collect();
        if game_of(preset.name(), &settings).is_some() {
            let policy = if k % 2 == 0 {
                Policy::Random
            } else {
                Policy::Greedy
            };
            v.push((settings, 100 + k as u64, policy));
        }
    }
    v
}

fn file_of(preset: Preset) -> PathBuf {
    dir().join(format!("{}.json", preset.name()))
}

#[test]
#[ignore = "writes tests/golden/*.json; run only when a rule is meant to change"]
fn regenerate() {
    std::fs::create_dir_all(dir()).unwrap();
    for preset in Preset::ALL {
        let mut games = vec![];
        for (settings, seed, policy) in cases(preset) {
            let g = game_of(preset.name(), &settings).unwrap();
            let gold = generate(&g, seed, policy);
            games.push(json!({
                "preset": preset.name(),
                "settings": settings,
                "seed": seed,
                "policy": match policy { Policy::Random => "random", Policy::Greedy => "greedy" },
                "events": gold.events.join(" "),
                "checks": gold.checks,
                "digest": format!("{:016x}", gold.digest),
                "positions": gold.positions.iter().map(|(k, p)| json!([k, p])).collect::<Vec<_>>(),
            }));
        }
        let text = serde_json::to_string_pretty(&Value::Array(games)).unwrap();
        std::fs::write(file_of(preset), text + "\n").unwrap();
    }
}

/// The first step at which two check strings differ.
fn first_difference(a: &str, b: &str) -> Option<usize> {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    (0..a.len().max(b.len())).find(|&i| a.get(i) != b.get(i))
}

fn check_preset(preset: Preset) {
    let path = file_of(preset);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (regenerate: see the module doc)", path.display()));
    let games: Vec<Value> = serde_json::from_str(&text).unwrap();
    assert!(
        games.len() >= DEFAULT_SEEDS.len(),
        "{preset}: too few golden games"
    );
    for gv in &games {
        let settings: Vec<String> = gv["settings"]
            .as_array()
            .unwrap()
            .iter()
            .map(|x| x.as_str().unwrap().to_string())
            .collect();
        let seed = gv["seed"].as_u64().unwrap();
        let name = format!("{preset} {settings:?} seed {seed}");
        let g = game_of(preset.name(), &settings).unwrap_or_else(|| panic!("{name}: invalid"));
        let events: Vec<String> = gv["events"]
            .as_str()
            .unwrap()
            .split(' ')
            .map(String::from)
            .collect();
        let positions: Vec<(usize, String)> = gv["positions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| {
                (
                    p[0].as_u64().unwrap() as usize,
                    p[1].as_str().unwrap().into(),
                )
            })
            .collect();
        let checks = gv["checks"].as_str().unwrap();
        let digest = gv["digest"].as_str().unwrap();
        for listing in [false, true] {
            let got = replay(&g, &events, listing, &positions);
            if let Some(step) = first_difference(&got.checks, checks) {
                panic!(
                    "{name} (listing calls: {listing}): differs from step {step} (event {:?})",
                    events.get(step)
                );
            }
            assert_eq!(format!("{:016x}", got.digest), digest, "{name}: digest");
            for ((k, want), (_, have)) in positions.iter().zip(&got.positions) {
                assert_eq!(have, want, "{name}: position at step {k}");
            }
            assert_eq!(got.positions.len(), positions.len(), "{name}: positions");
        }
    }
}

macro_rules! golden {
    ($($name:ident => $preset:expr),* $(,)?) => {
        $(#[test] fn $name() { check_preset($preset); })*
    };
}

golden! {
    pachisi => Preset::Pachisi,
    pachisi_seven => Preset::PachisiSeven,
    chopat => Preset::Chopat,
    chaupar => Preset::Chaupar,
    ludo => Preset::Ludo,
    ludo_ludopy => Preset::LudoLudopy,
    mensch => Preset::Mensch,
    petits_chevaux => Preset::PetitsChevaux,
    parcheesi => Preset::Parcheesi,
    parchis => Preset::Parchis,
    barjis => Preset::Barjis,
    barjis_levant => Preset::BarjisLevant,
    parques => Preset::Parques,
    sorry => Preset::Sorry,
    yut => Preset::Yut,
    yut_culin => Preset::YutCulin,
}

/// The golden games cover every preset (a new preset needs its file and test).
#[test]
fn every_preset_has_a_file() {
    for p in Preset::ALL {
        assert!(file_of(p).exists(), "{p}: no golden file");
    }
}

/// `random_playout` (which matches the family once per game) plays exactly the game that
/// the public calls play with the same draws.
#[test]
fn random_playout_is_the_public_calls() {
    for preset in Preset::ALL {
        let g = game_of(preset.name(), &[]).unwrap();
        for i in 0..20 {
            let fast = pachisi_core::random_playout(&g, &mut seeded_rng(5, i));
            let mut rng = seeded_rng(5, i);
            let mut s = g.initial_state();
            while !g.is_terminal(&s) {
                if g.is_chance(&s) {
                    let o = g.sample_chance(&s, &mut rng);
                    g.apply_chance_unchecked(&mut s, o);
                } else {
                    let legal = g.legal_actions(&s);
                    let k = (rng.next_u32() as u64 * legal.len() as u64) >> 32;
                    g.play_unchecked(&mut s, legal[k as usize]);
                }
            }
            assert_eq!(position(&g, &fast), position(&g, &s), "{preset} game {i}");
            assert_eq!(fast.counters(), s.counters(), "{preset} game {i}");
        }
    }
}
