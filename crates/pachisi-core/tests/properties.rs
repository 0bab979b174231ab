//! OpenSpiel-style generic property tests over every preset and random option
//! combinations: random games, state invariants, position round trips, action
//! encodings, chance distributions, undo/determinism and record replay.
//!
//! Every proptest uses a fixed RNG seed and no failure persistence, so runs are
//! reproducible; a failure message names the preset, the option settings and the
//! game seed.

use pachisi_core::game::{MAX_KEPT, MAX_ORDER_ROUNDS, MAX_THROWS_PER_PHASE, NUM_ACTION_IDS};
use pachisi_core::{
    Action, ActionList, Game, GameRng, Group, PIECES, Phase, PieceAt, PlayError, Preset, Record,
    State, Variant, seeded_rng,
};
use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed};
use rand_core::Rng;

// ------------------------------------------------------------------ helpers

fn config(cases: u32, seed: u64) -> Config {
    Config {
        cases,
        rng_seed: RngSeed::Fixed(seed),
        failure_persistence: None,
        max_global_rejects: 10_000,
        ..Config::default()
    }
}

/// A preset and option settings (`key`, `value`) that pass `Options::validate`.
#[derive(Clone, Debug)]
struct Setup {
    preset: Preset,
    settings: Vec<(&'static str, String)>,
}

impl Setup {
    fn describe(&self) -> String {
        let s: Vec<String> = self
            .settings
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect();
        format!("{} [{}]", self.preset.name(), s.join(" "))
    }

    fn variant(&self) -> Result<Variant, String> {
        let mut v = Variant::preset(self.preset);
        for (k, val) in &self.settings {
            v.options.set(k, val).map_err(|e| e.to_string())?;
        }
        v.options.validate().map_err(|e| e.to_string())?;
        Ok(v)
    }
}

/// Allowed values of the options the generator varies (besides players, teams,
/// revenge and max_turns, which need care).
const CHOICES: &[(&str, &[&str])] = &[
    ("accumulate", &["true", "false"]),
    ("stack_moves", &["true", "false"]),
    ("forfeit", &["throw", "turn"]),
    ("pass", &["true", "false"]),
    ("streak", &["off", "class", "same-value"]),
    ("streak_penalty", &["cancel", "turn"]),
    ("bonus", &["true", "false"]),
    ("capture_again", &["true", "false"]),
    ("enter", &["place", "full", "centre"]),
    ("first_free", &["true", "false"]),
    ("castle_single", &["true", "false"]),
    ("capture_stacks", &["true", "false"]),
    ("must_capture", &["true", "false"]),
    ("fool", &["true", "false"]),
    (
        "mouth_up_p",
        &["0.3", "0.4", "0.5", "0.6", "0.7", "PER-SHELL"],
    ),
    ("seven_high", &["30", "35"]),
    ("chopat_ends", &["8", "7"]),
    ("dice_faces", &["1-2-5-6", "1-3-4-6"]),
    ("flower_in_middle", &["end", "inner"]),
    ("order", &["throw", "fixed"]),
    // Mensch ärgere Dich nicht's switches (RULES §14), on every track.
    ("no_share", &["true", "false"]),
    ("must_enter", &["true", "false"]),
    ("clear_start", &["true", "false"]),
    ("three_tries", &["true", "false"]),
    ("no_jump_goal", &["true", "false"]),
    ("forced_capture", &["true", "false"]),
    // Parcheesi's switches (RULES §16), on every track.
    ("enter_five", &["true", "false"]),
    ("enter_total", &["true", "false"]),
    ("enter_capture", &["true", "false"]),
    ("blockade", &["true", "false"]),
    ("blockade_doubles", &["true", "false"]),
    ("doubles_bottom", &["true", "false"]),
    ("three_doubles", &["true", "false"]),
    ("capture_bonus", &["0", "20"]),
    ("home_bonus", &["0", "10"]),
    // Parchís' switches (RULES §17), on every track.
    // Barjis' switches (RULES-more §1): exact and mars on every track, the go-on and
    // grace lists with the Barjis presets (fixed up below).
    ("exact", &["true", "false"]),
    ("mars", &["true", "false"]),
    ("go_on", &["table", "[]", "[12]", "[10,25]"]),
    ("grace_values", &["10", "10,25", "6,12"]),
    ("safe_share", &["true", "false"]),
    ("six_counts_seven", &["true", "false"]),
    ("three_sixes_last", &["true", "false"]),
    ("open_barrier", &["true", "false"]),
    // Parqués' switches (RULES-more §2), with the parques preset (fixed up by
    // `parques_fixups`).
    ("pair_release", &["super", "all", "1", "2"]),
    ("jail_tries", &["1", "2", "3"]),
    ("eleven_is_pair", &["true", "false"]),
    ("crown", &["true", "false"]),
    ("crown_from_jail", &["true", "false"]),
    ("soplar", &["true", "false"]),
];

/// Parqués' keys, varied with the parques preset only.
const PARQUES_KEYS: [&str; 6] = [
    "pair_release",
    "jail_tries",
    "eleven_is_pair",
    "crown",
    "crown_from_jail",
    "soplar",
];

/// Make Parqués' switches agree with the rest (they need two dice and are the only
/// way out of the jail; the crown replaces the other reward of three pairs; soplar is
/// not with forced captures or partners); other presets keep them off.
fn parques_fixups(preset: Preset, settings: &mut Vec<(&'static str, String)>) {
    use pachisi_core::options::{Options, ThrowTable};
    if preset != Preset::Parques {
        settings.retain(|(k, _)| !PARQUES_KEYS.contains(k));
        return;
    }
    let mut o = Options::preset(preset);
    for (k, v) in settings.iter() {
        let _ = o.set(k, v);
    }
    let mut push = |k: &'static str, v: &str| settings.push((k, v.to_string()));
    if o.table != ThrowTable::TwoDice || o.enter_any {
        for (k, v) in [
            ("pair_release", "off"),
            ("jail_tries", "1"),
            ("eleven_is_pair", "false"),
            ("crown", "false"),
            ("crown_from_jail", "true"),
            // Fewer pieces are Parqués' (with its jail) or the petits chevaux'.
            ("horses", "4"),
        ] {
            push(k, v);
        }
    } else {
        for (k, v) in [
            ("enter_five", "false"),
            ("enter_total", "false"),
            ("must_enter", "false"),
            ("enter", "place"),
            ("accumulate", "false"),
            // A pair frees pieces together onto the salida (Q-PAIR-RELEASE).
            ("no_share", "false"),
        ] {
            push(k, v);
        }
        if o.crown {
            push("three_doubles", "true");
            push("three_sixes_last", "false");
        } else {
            push("crown_from_jail", "true");
        }
    }
    if o.soplar {
        push("forced_capture", "false");
        if o.teams {
            push("soplar", "false");
        }
    }
}

/// Build a setup from raw choice bytes: byte % 3 == 0 keeps the preset default,
/// otherwise it picks one of the allowed values.
fn build_setup(preset_ix: usize, bytes: &[u8]) -> Setup {
    let preset = Preset::ALL[preset_ix];
    if preset == Preset::Sorry {
        return sorry_setup(bytes);
    }
    if matches!(preset, Preset::Yut | Preset::YutCulin) {
        return yut_setup(preset, bytes);
    }
    let defaults = Variant::preset(preset).options;
    let mut settings: Vec<(&'static str, String)> = Vec::new();
    let pick = |b: u8, n: usize| (b as usize / 3) % n;
    let players = [2u8, 3, 4][bytes[0] as usize % 3];
    settings.push(("players", players.to_string()));
    let seats = {
        let mut o = defaults.clone();
        o.players = players;
        o.seats()
    };
    let shells = defaults.shells();
    let mut must_capture = defaults.must_capture;
    for (i, (key, values)) in CHOICES.iter().enumerate() {
        let b = bytes[1 + i];
        if b.is_multiple_of(3) {
            continue;
        }
        let mut v = values[pick(b, values.len())].to_string();
        if v == "PER-SHELL" {
            let ps = [0.45, 0.55, 0.35, 0.65, 0.5, 0.6, 0.4];
            v = ps[..shells as usize]
                .iter()
                .map(|p| p.to_string())
                .collect::<Vec<_>>()
                .join(",");
        }
        if *key == "must_capture" {
            must_capture = v == "true";
        }
        settings.push((key, v));
    }
    // The mensch track has no centre for a fool piece to come back out of.
    if defaults.track == pachisi_core::options::TrackKind::Mensch {
        settings.push(("fool", "false".into()));
    }
    // B-ENTER's centre is the start of the pachisi track (not with PR-TRACK's entry);
    // bearing off (B-EXACT) is not for the mensch goal or the ladder; the go-on and
    // grace lists are varied for the Barjis presets only (whose graces are named).
    if defaults.track != pachisi_core::options::TrackKind::Pachisi || defaults.loop_entry != 0 {
        settings.retain(|(k, v)| !(*k == "enter" && v == "centre"));
    }
    if defaults.track == pachisi_core::options::TrackKind::Mensch || defaults.ladder {
        settings.retain(|(k, _)| *k != "exact");
    }
    if defaults.grace_values.is_empty() {
        settings.retain(|(k, _)| *k != "go_on" && *k != "grace_values");
    }
    // The petits chevaux board (option `ladder`, RULES §15): one horse a square, a 6
    // places a horse on its start, no fool and no circling again; its own switches
    // from the bits of the last byte that the turn cap leaves.
    if defaults.ladder {
        for (k, v) in [
            ("fool", "false"),
            ("must_capture", "false"),
            ("no_share", "true"),
            ("enter", "place"),
        ] {
            settings.push((k, v.into()));
        }
        must_capture = false;
        let b = bytes[3 + CHOICES.len()] >> 2;
        for (i, key) in ["ladder_centre", "bounce", "own_behind", "no_pass"]
            .into_iter()
            .enumerate()
        {
            settings.push((key, (b & (1 << i) != 0).to_string()));
        }
        settings.push(("horses", (1 + (b >> 4) % 4).to_string()));
    }
    // Parqués' pieces (Q-PIECES): 1 to 4, from the same bits.
    if preset == Preset::Parques {
        let b = bytes[3 + CHOICES.len()] >> 2;
        settings.push(("horses", (1 + (b >> 4) % 4).to_string()));
    }
    // three_tries counts single throws: not with long dice (Options::validate).
    if defaults.table == pachisi_core::options::ThrowTable::LongDice {
        settings.push(("three_tries", "false".into()));
    }
    // three_doubles counts doubles or 6s: only with two dice or one die.
    if !matches!(
        defaults.table,
        pachisi_core::options::ThrowTable::TwoDice | pachisi_core::options::ThrowTable::Die
    ) {
        settings.push(("three_doubles", "false".into()));
        settings.push(("six_counts_seven", "false".into()));
    }
    // Parchís plays with one die or two (ES-TWO-DICE): a bit of the last byte.
    if preset == Preset::Parchis && (bytes[3 + CHOICES.len()] >> 2) & 1 == 1 {
        settings.push(("table", "two-dice".into()));
    }
    // teams only with 4 seats, and always for 2 players on the Pachisi track (each
    // plays two colours); partner moves (Chaupar) only with teams.
    let b = bytes[1 + CHOICES.len()];
    let pachisi_track = preset != Preset::Chopat;
    let teams = seats == 4
        && (pachisi_track && players == 2
            || if b.is_multiple_of(3) {
                defaults.teams
            } else {
                b % 3 == 1
            });
    settings.push(("teams", teams.to_string()));
    if !teams {
        settings.push(("partner_moves", "false".into()));
    }
    // revenge only with 2 players and must_capture.
    let b = bytes[2 + CHOICES.len()];
    if players == 2 && must_capture && b % 2 == 1 {
        settings.push(("revenge", "true".into()));
    } else {
        settings.push(("revenge", "false".into()));
    }
    // a small turn cap in some games, to reach adjudication.
    let b = bytes[3 + CHOICES.len()];
    match b % 4 {
        0 => settings.push(("max_turns", "40".into())),
        1 => settings.push(("max_turns", "300".into())),
        _ => {}
    }
    parques_fixups(preset, &mut settings);
    Setup { preset, settings }
}

/// Yut Nori's setups (RULES-more §4.4): its own switches only (it mixes with no other
/// family's), from the same bytes.
fn yut_setup(preset: Preset, bytes: &[u8]) -> Setup {
    let b = |i: usize| bytes[i] as usize;
    let players = ["2", "3", "4"][b(0) % 3];
    let mut settings: Vec<(&'static str, String)> = vec![
        ("players", players.into()),
        ("pieces", ["4", "4", "3", "2", "1"][b(1) % 5].into()),
        (
            "stick_p",
            ["0.6", "0.5", "0.3", "0.8", "[0.5,0.6,0.7,0.4]"][b(2) % 5].into(),
        ),
        ("back_do", (b(3) % 3 != 0).to_string()),
        ("max_go_on", ["0", "0", "3", "1"][b(4) % 4].into()),
        ("shortcut", ["forced", "optional"][b(5) % 2].into()),
        ("centre_exit", ["home", "choice"][b(6) % 2].into()),
        ("capture_again", (b(7) % 4 != 0).to_string()),
        ("capture_throw", ["immediate", "end"][b(8) % 2].into()),
        ("capture_bonus_yut_mo", (b(9) % 3 != 0).to_string()),
        ("capture_bonus_chain", (b(10) % 3 != 0).to_string()),
        ("finish", ["pass", "reach", "exact"][b(11) % 3].into()),
        ("order", ["fixed", "throw"][b(12) % 2].into()),
        ("rank_all", (b(13) % 2 == 1).to_string()),
        ("stack", ["auto", "optional"][b(20) % 2].into()),
    ];
    if settings[3].1 == "true" {
        settings.push(("back_do_sticks", ["1", "2"][b(14) % 2].into()));
        settings.push(("back_do_void", ["at_throw", "at_use"][b(15) % 2].into()));
        settings.push(("capture_bonus_back_do", (b(16) % 3 != 0).to_string()));
    } else {
        settings.push(("back_do_sticks", "1".into()));
        settings.push(("back_do_void", "at_throw".into()));
        settings.push(("capture_bonus_back_do", "true".into()));
    }
    if players == "4" && b(17) % 2 == 0 {
        settings.push(("teams", "true".into()));
    }
    match b(18) % 4 {
        0 => settings.push(("heaven_stations", "[22]".into())),
        1 => settings.push(("hell_stations", "[7, 13]".into())),
        _ => {}
    }
    match b(19) % 4 {
        0 => settings.push(("max_turns", "40".into())),
        1 => settings.push(("max_turns", "300".into())),
        _ => {}
    }
    Setup { preset, settings }
}

/// Sorry!'s setups (RULES-more §3.4): its own switches only (it mixes with no other
/// family's), from the same bytes.
fn sorry_setup(bytes: &[u8]) -> Setup {
    let b = |i: usize| bytes[i] as usize;
    let mut settings: Vec<(&'static str, String)> = vec![
        ("players", ["2", "3", "4"][b(0) % 3].into()),
        ("deck", ["45", "44", "55"][b(1) % 3].into()),
        ("deck_model", ["finite", "infinite"][b(2) % 2].into()),
        ("quick_start", (b(3) % 2 == 1).to_string()),
        ("slide_colour", ["others", "any", "own"][b(4) % 3].into()),
        ("two_draws_again", (b(5) % 3 != 0).to_string()),
        ("sorry_four", (b(6) % 3 == 0).to_string()),
        ("order", ["fixed", "throw"][b(7) % 2].into()),
        ("rank_all", (b(8) % 2 == 1).to_string()),
    ];
    // S-TEAM: partners with four players (a third of the 4-player setups).
    if b(0) % 3 == 2 && b(10) % 3 == 0 {
        settings.push(("teams", "true".into()));
    }
    match b(9) % 4 {
        0 => settings.push(("max_turns", "40".into())),
        1 => settings.push(("max_turns", "300".into())),
        _ => {}
    }
    Setup {
        preset: Preset::Sorry,
        settings,
    }
}

const NBYTES: usize = CHOICES.len() + 4;

fn setup_strategy() -> impl Strategy<Value = Setup> {
    (
        0..Preset::ALL.len(),
        prop::collection::vec(any::<u8>(), NBYTES),
    )
        .prop_map(|(p, bytes)| build_setup(p, &bytes))
}

fn uniform(rng: &mut GameRng, n: usize) -> usize {
    ((rng.next_u32() as u64 * n as u64) >> 32) as usize
}

/// The top-level `name: value` fields of a state's Debug form.
fn debug_fields(s: &State) -> Vec<(String, String)> {
    let d = format!("{s:?}");
    let inner = d
        .strip_prefix("State { ")
        .and_then(|x| x.strip_suffix(" }"))
        .unwrap_or(&d);
    let mut out = Vec::new();
    let (mut depth, mut start) = (0i32, 0usize);
    let bytes = inner.as_bytes();
    let mut i = 0;
    while i <= bytes.len() {
        let end = i == bytes.len();
        let c = if end { b',' } else { bytes[i] };
        match c {
            b'[' | b'{' | b'(' => depth += 1,
            b']' | b'}' | b')' => depth -= 1,
            b',' if depth == 0 => {
                let field = inner[start..i].trim();
                if let Some((k, v)) = field.split_once(": ") {
                    out.push((k.to_string(), v.to_string()));
                }
                start = i + 1;
            }
            _ => {}
        }
        i += 1;
    }
    out
}

/// A state's Debug form without its statistics counters (positions do not store
/// them; `from_position` resets them to zero), and — unless `strict` — without the
/// bookkeeping that no longer matters: kept-throw slots past `nkept`, the
/// start-order fields once the order phase is over, and the streak start when no
/// streak is running or in a move phase.
fn normalized(s: &State, strict: bool) -> String {
    let fields = debug_fields(s);
    let nkept: usize = fields
        .iter()
        .find(|(k, _)| k == "nkept")
        .and_then(|(_, v)| v.parse().ok())
        .unwrap_or(0);
    // The streak start only matters while throwing (a cancel keeps
    // `min(start, nkept)`; in a move phase kept throws are spent, and the next throw
    // comes with nothing kept or after a reset).
    let no_streak =
        s.phase() == Phase::Move || fields.iter().any(|(k, v)| k == "streak_count" && v == "0");
    let order_phase = s.phase() == Phase::Order;
    fields
        .into_iter()
        .filter(|(k, _)| k != "counters")
        .filter(|(k, _)| strict || !(no_streak && k == "streak_start"))
        .filter(|(k, _)| strict || order_phase || !k.starts_with("order_"))
        .map(|(k, v)| {
            if k == "kept" && !strict {
                let items: Vec<&str> = v
                    .trim_matches(|c| c == '[' || c == ']')
                    .split(", ")
                    .take(nkept)
                    .collect();
                format!("kept: [{}]", items.join(", "))
            } else {
                format!("{k}: {v}")
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// A state's position with each seat's pieces sorted and the revenge piece number
/// dropped: equal for states that differ only in how interchangeable pieces (on one
/// step) are numbered.
fn relabelled_position(game: &Game, s: &State) -> serde_json::Value {
    let mut v = serde_json::to_value(game.to_position(s)).unwrap();
    // ES-THREE-SIXES: the piece moved last, named by where it stands.
    if let Some(j) = v.get("last_moved").and_then(|x| x.as_u64()) {
        let mover = v.get("mover").or_else(|| v.get("turn")).cloned().unwrap();
        let at = v["seats"][mover.as_u64().unwrap() as usize]["pieces"][j as usize].clone();
        v["last_moved"] = at;
    }
    // PR-BLOCKADE-DOUBLES: the mover's split pairs, one per piece, are sorted with
    // the pieces.
    let split = v.get("split").and_then(|x| x.as_array()).cloned();
    let mover = v
        .get("mover")
        .or_else(|| v.get("turn"))
        .and_then(|x| x.as_u64());
    let mut sorted_split = None;
    if let Some(seats) = v.get_mut("seats").and_then(|x| x.as_array_mut()) {
        for (x, seat) in seats.iter_mut().enumerate() {
            if let Some(p) = seat.get_mut("pieces").and_then(|x| x.as_array_mut()) {
                match (&split, mover) {
                    (Some(groups), Some(m)) if m as usize == x => {
                        let mut pairs: Vec<(serde_json::Value, serde_json::Value)> =
                            p.iter().cloned().zip(groups.iter().cloned()).collect();
                        pairs.sort_by_key(|(at, g)| (at.to_string(), g.to_string()));
                        let (at, g): (Vec<_>, Vec<_>) = pairs.into_iter().unzip();
                        *p = at;
                        sorted_split = Some(g);
                    }
                    _ => p.sort_by_key(|x| x.to_string()),
                }
            }
        }
    }
    if let Some(g) = sorted_split {
        v["split"] = serde_json::Value::Array(g);
    }
    if let Some(r) = v.get_mut("revenge").and_then(|x| x.as_object_mut()) {
        r.remove("piece");
    }
    v
}

fn without_counters(s: &State) -> String {
    normalized(s, false)
}

/// Whether `a` is a listed action or equivalent to one (the same value and group on a
/// piece standing on the same step as a listed piece, and in the same split pair of
/// PR-BLOCKADE-DOUBLES; see `Game::legal_actions`).
fn equivalent_listed(game: &Game, s: &State, legal: &[Action], a: Action) -> Option<Action> {
    if legal.contains(&a) {
        return Some(a);
    }
    let Action::Move {
        value,
        piece,
        group,
    } = a
    else {
        return None;
    };
    let m = s.mover();
    let split = serde_json::to_value(game.to_position(s)).unwrap()["split"].clone();
    let pair = |j: u8| split.get(j as usize).and_then(|g| g.as_u64()).unwrap_or(0);
    // Pieces 4 … 7 are the partner's pawns in Sorry! with partners (S-TEAM); in
    // every other game they are no piece and never listed.
    let whose = |j: u8| if j < 4 { (m, j) } else { ((m + 2) % 4, j - 4) };
    let partners =
        game.options().teams && game.options().track == pachisi_core::options::TrackKind::Sorry;
    if piece >= 8 || (piece >= 4 && !partners) {
        return None;
    }
    legal.iter().copied().find(|&l| match l {
        Action::Move {
            value: v2,
            piece: p2,
            group: g2,
        } => {
            let ((sa, ja), (sb, jb)) = (whose(p2), whose(piece));
            v2 == value
                && g2 == group
                && sa == sb
                && s.raw_pos(sa, ja) == s.raw_pos(sb, jb)
                && pair(p2) == pair(piece)
        }
        Action::Pass => false,
    })
}

/// Position problems that `from_position` reports for states the engine does reach
/// (engine bugs). The round-trip check
/// skips only states whose every problem is one of these.
const KNOWN_POSITION_BUGS: &[&str] = &[
    // None at present: add the message of a reachable state that from_position
    // rejects, with a regression test, while the engine is being fixed.
];

fn known_position_bug(problem: &str) -> bool {
    KNOWN_POSITION_BUGS.iter().any(|k| problem.contains(k))
}

/// Position round trip (struct and text): `from_position(to_position(s))` accepts
/// every reachable state and gives it back (counters aside, see `normalized`).
fn check_round_trip(game: &Game, s: &State) -> Result<(), String> {
    let seats = game.seats();
    let pj = game.to_position(s);
    if pj.seats.len() != seats as usize || pj.seats.iter().any(|x| x.pieces.len() != PIECES) {
        return Err("position lists the wrong number of seats or pieces".into());
    }
    let back = match game.from_position(&pj) {
        Ok(b) => b,
        Err(e) if e.problems.iter().all(|p| known_position_bug(p)) => return Ok(()), // see KNOWN_POSITION_BUGS
        Err(e) => {
            return Err(format!(
                "position round trip rejected: {e}\n{}",
                game.position_json(s)
            ));
        }
    };
    if without_counters(&back) != without_counters(s) {
        return Err(format!(
            "position round trip changed the state:\n  before {}\n  after  {}",
            without_counters(s),
            without_counters(&back)
        ));
    }
    if back.counters() != Default::default() {
        return Err("from_position did not reset the counters".into());
    }
    let text = game.position_json(s);
    let (g2, back2) =
        Game::parse_position(&text).map_err(|e| format!("position text rejected: {e}\n{text}"))?;
    if g2.variant() != game.variant() {
        return Err(format!(
            "position text gives another variant: {:?}",
            g2.variant()
        ));
    }
    if without_counters(&back2) != without_counters(s) {
        return Err("position text round trip changed the state".into());
    }
    Ok(())
}

/// Check every invariant of a reachable state. Returns a description of the first
/// failure.
fn check_state(game: &Game, s: &State, rng: &mut GameRng) -> Result<(), String> {
    let o = game.options();
    let seats = game.seats();
    let t = game.track();
    let lo = t.step(1);
    let hi = t.step(t.finish) - 1;
    // Every piece is exactly once waiting, on the board or home.
    for seat in 0..seats {
        let (mut w, mut b, mut h) = (0, 0, 0);
        for p in 0..PIECES as u8 {
            match game.piece_at(s, seat, p) {
                PieceAt::Waiting => w += 1,
                PieceAt::Home => h += 1,
                PieceAt::Step(st) | PieceAt::Fool(st) => {
                    if st < lo || st > hi {
                        return Err(format!("seat {seat} p{} on step {st} off the track", p + 1));
                    }
                    if game.piece_coords(s, seat, p).is_none() {
                        return Err(format!(
                            "seat {seat} p{} on the board without coords",
                            p + 1
                        ));
                    }
                    b += 1;
                }
            }
            if matches!(game.piece_at(s, seat, p), PieceAt::Fool(_)) && !o.fool {
                return Err("fool piece without the fool option".into());
            }
        }
        if w + b + h != PIECES {
            return Err(format!("seat {seat}: {w}+{b}+{h} pieces"));
        }
    }
    // Opponents (different teams, non-fool) never share a square the rules forbid.
    let mut on: Vec<(u8, u8)> = Vec::new(); // (seat, square)
    for seat in 0..seats {
        for p in 0..PIECES as u8 {
            if let PieceAt::Step(_) = game.piece_at(s, seat, p) {
                on.push((seat, game.square_of(seat, s.raw_pos(seat, p))));
            }
        }
    }
    for (i, &(a, sqa)) in on.iter().enumerate() {
        for &(b, sqb) in &on[i + 1..] {
            // The kitchen of `enter = centre` (B-ENTER, the centre square) holds men
            // of every seat.
            let kitchen = o.enter == pachisi_core::options::EnterMode::Centre
                && sqa == pachisi_core::board::CENTRE;
            if sqa == sqb && game.team_of(a) != game.team_of(b) && !kitchen {
                // Under ludopy's rules a piece bouncing back onto the loop (LP-BOUNCE)
                // or a second enemy on a square (LP-FIRST-ENEMY) stays beside an enemy.
                if !game.is_safe(sqa) && !o.ludopy {
                    return Err(format!("seats {a} and {b} share the unsafe square {sqa}"));
                }
                if o.castle_exclusive {
                    return Err(format!("seats {a} and {b} share the castle {sqa}"));
                }
            }
        }
    }
    // M-OWN: with no_share no two pieces of one seat stand on one step (the finish
    // in the centre aside, where pieces are home).
    if o.no_share {
        for seat in 0..seats {
            let mut steps: Vec<u8> = (0..PIECES as u8)
                .map(|p| s.raw_pos(seat, p))
                .filter(|&p| p != 0 && (p != t.finish || t.fill_goal))
                .collect();
            steps.sort_unstable();
            if steps.windows(2).any(|w| w[0] == w[1]) {
                return Err(format!(
                    "seat {seat}: two pieces on one square under no_share"
                ));
            }
        }
    }
    check_round_trip(game, s)?;
    // Phase-specific checks.
    let legal = game.legal_actions(s);
    match s.phase() {
        Phase::Order | Phase::Throw => {
            if !game.is_chance(s) || !legal.is_empty() {
                return Err("chance node with decisions".into());
            }
            let co = game.chance_outcomes(s);
            let sum: f64 = co.as_slice().iter().map(|x| x.1).sum();
            if (sum - 1.0).abs() > 1e-12 {
                return Err(format!("chance outcomes sum to {sum}"));
            }
            let mut c = *s;
            if game.play(&mut c, Action::Pass) != Err(PlayError::NotDecision) || c != *s {
                return Err("play in a chance node did not give NotDecision".into());
            }
            // Outcome ids are dense (`Throws::num_outcomes`); a Sorry! deck lists only
            // the kinds of card left in its draw pile, and drawing another is refused.
            let n = game.throws().num_outcomes();
            if game.apply_chance(&mut c, n as u8).is_ok() || c != *s {
                return Err("out-of-range outcome accepted".into());
            }
            let listed: Vec<u8> = co.as_slice().iter().map(|x| x.0).collect();
            if let Some(gone) = (0..n as u8).find(|o| !listed.contains(o))
                && (game.apply_chance(&mut c, gone).is_ok() || c != *s)
            {
                return Err(format!("outcome {gone}, not listed, accepted"));
            }
        }
        Phase::Move => {
            if legal.is_empty() {
                return Err("move phase without legal actions".into());
            }
            if !game.chance_outcomes(s).as_slice().is_empty() {
                return Err("decision node with chance outcomes".into());
            }
            for &a in legal.iter() {
                // Encodings.
                let id = a.to_id();
                if id >= NUM_ACTION_IDS || Action::from_id(id) != Some(a) {
                    return Err(format!("id round trip of {a}"));
                }
                if Action::parse(&a.to_string()) != Ok(a) {
                    return Err(format!("text round trip of {a}"));
                }
                // Every listed action is accepted, and play is deterministic.
                let mut c1 = *s;
                let mut c2 = *s;
                game.play(&mut c1, a)
                    .map_err(|e| format!("listed action {a} refused: {e}"))?;
                game.play(&mut c2, a).map_err(|e| e.to_string())?;
                if c1 != c2 {
                    return Err(format!("playing {a} twice gave different states"));
                }
                let mut c3 = *s;
                game.play_unchecked(&mut c3, a);
                if c3 != c1 {
                    return Err(format!("play and play_unchecked differ on {a}"));
                }
                if game.move_info(s, a).is_none() {
                    return Err(format!("no move_info for listed {a}"));
                }
            }
            // Random ids: non-listed ones are refused with the state unchanged.
            for _ in 0..6 {
                let id = uniform(rng, NUM_ACTION_IDS as usize) as u16;
                let a = Action::from_id(id).ok_or("from_id of a valid id")?;
                if a.to_id() != id || Action::parse(&a.to_string()) != Ok(a) {
                    return Err(format!("encoding round trip of id {id}"));
                }
                let mut c = *s;
                match equivalent_listed(game, s, &legal, a) {
                    Some(listed) => {
                        game.play(&mut c, a)
                            .map_err(|e| format!("equivalent of listed {listed} refused: {e}"))?;
                        let mut c2 = *s;
                        game.play_unchecked(&mut c2, listed);
                        // The same position, up to which of the interchangeable
                        // pieces carries which number.
                        if relabelled_position(game, &c) != relabelled_position(game, &c2) {
                            return Err(format!("{a} and the listed {listed} differ"));
                        }
                    }
                    None => match game.play(&mut c, a) {
                        Ok(()) => return Err(format!("non-listed {a} accepted; legal {legal:?}")),
                        Err(PlayError::Illegal { reason, .. }) => {
                            if reason.is_empty() {
                                return Err("illegal without a reason".into());
                            }
                            if c != *s {
                                return Err(format!("refused {a} changed the state"));
                            }
                            if game.is_legal(s, a) {
                                return Err(format!("is_legal({a}) but play refused"));
                            }
                        }
                        Err(e) => return Err(format!("non-listed {a}: unexpected {e:?}")),
                    },
                }
            }
            let mut c = *s;
            if !matches!(game.apply_chance(&mut c, 0), Err(PlayError::NotChance)) || c != *s {
                return Err("apply_chance in a move phase did not give NotChance".into());
            }
        }
        Phase::Over => {
            let out = game.outcome(s).ok_or("no outcome at the end")?;
            let mut r = out.ranking.clone();
            r.sort();
            if r != (0..seats).collect::<Vec<_>>() {
                return Err(format!("ranking {:?} is not every seat once", out.ranking));
            }
            if !o.teams && out.winning_team.is_some() {
                return Err("a winning team without teams".into());
            }
            let mut c = *s;
            if game.play(&mut c, Action::Pass) != Err(PlayError::GameOver)
                || game.apply_chance(&mut c, 0) != Err(PlayError::GameOver)
                || c != *s
            {
                return Err("the finished game accepted an event".into());
            }
        }
    }
    if s.phase() != Phase::Over && game.outcome(s).is_some() {
        return Err("an outcome before the end".into());
    }
    Ok(())
}

/// Play one random game with every check after every step. Returns the final state
/// and the number of actions.
fn checked_game(game: &Game, seed: u64) -> Result<(State, u64), String> {
    let mut rng = seeded_rng(seed, 0);
    let mut s = game.initial_state();
    let mut actions = 0u64;
    let mut steps = 0u64;
    let limit = game.max_game_actions() * 3 + 100_000;
    check_state(game, &s, &mut rng)?;
    while !game.is_terminal(&s) {
        steps += 1;
        if steps > limit {
            return Err(format!("no end after {steps} steps"));
        }
        let before = s;
        if game.is_chance(&s) {
            let o = game.sample_chance(&s, &mut rng);
            let mut copy = s;
            game.apply_chance(&mut s, o)
                .map_err(|e| format!("outcome {o} refused: {e}"))?;
            game.apply_chance_unchecked(&mut copy, o);
            if copy != s {
                return Err("apply_chance is not deterministic".into());
            }
        } else {
            let legal = game.legal_actions(&s);
            let a = legal[uniform(&mut rng, legal.len())];
            let mut copy = s;
            game.play(&mut s, a)
                .map_err(|e| format!("{a} refused: {e}"))?;
            actions += 1;
            game.play(&mut copy, a).map_err(|e| e.to_string())?;
            if copy != s {
                return Err(format!("{a} is not deterministic"));
            }
            // Undo: the copy taken before is untouched and replays the same.
            let mut again = before;
            game.play(&mut again, a).map_err(|e| e.to_string())?;
            if again != s {
                return Err(format!("undo + redo of {a} differs"));
            }
        }
        check_state(game, &s, &mut rng)?;
    }
    let o = game.options();
    if s.turn_number() > o.max_turns {
        return Err(format!(
            "turn {} past max_turns {}",
            s.turn_number(),
            o.max_turns
        ));
    }
    if actions > game.max_game_actions() {
        return Err(format!(
            "{actions} actions > max_game_actions {}",
            game.max_game_actions()
        ));
    }
    if s.counters().moves as u64 != actions {
        return Err(format!(
            "counters.moves {} != {actions}",
            s.counters().moves
        ));
    }
    Ok((s, actions))
}

// ------------------------------------------------------------------ properties

#[test]
fn generator_produces_valid_setups_for_every_preset() {
    // The generator's fix-ups (teams, partner_moves, revenge) make every setup valid.
    let mut rng = seeded_rng(11, 0);
    let n = Preset::ALL.len();
    let mut count = vec![0; n];
    for _ in 0..400 * n {
        let p = uniform(&mut rng, n);
        let bytes: Vec<u8> = (0..NBYTES).map(|_| rng.next_u32() as u8).collect();
        let setup = build_setup(p, &bytes);
        setup
            .variant()
            .unwrap_or_else(|e| panic!("{}: {e}", setup.describe()));
        count[p] += 1;
    }
    assert!(count.iter().all(|&c| c > 300));
}

proptest! {
    #![proptest_config(config(120, 0x5eed_0001))]

    /// Random games never panic, end within max_turns and max_game_actions, and every
    /// reachable state satisfies every invariant of `check_state`.
    #[test]
    fn random_games_keep_every_invariant(setup in setup_strategy(), seed in any::<u64>()) {
        let v = setup.variant();
        prop_assume!(v.is_ok());
        let game = Game::new(v.unwrap()).unwrap();
        match checked_game(&game, seed) {
            Ok((s, _)) => {
                let out = game.outcome(&s).unwrap();
                prop_assert_eq!(out.ranking.len(), game.seats() as usize);
            }
            Err(e) => {
                return Err(TestCaseError::fail(format!(
                    "{} seed {seed}: {e}",
                    setup.describe()
                )));
            }
        }
    }
}

#[test]
fn every_preset_with_defaults_keeps_every_invariant() {
    for (i, preset) in Preset::ALL.into_iter().enumerate() {
        let game = Game::new(Variant::preset(preset)).unwrap();
        if let Err(e) = checked_game(&game, 1000 + i as u64) {
            panic!("{preset} defaults, seed {}: {e}", 1000 + i);
        }
    }
}

/// Mensch ärgere Dich nicht (RULES §14) with each of its switches flipped alone, all
/// flipped together, with 2 and 3 players, with Schmidt's start (M-START-A) and the
/// three-sixes rule: every invariant holds and the games end within the bounds.
#[test]
fn mensch_switches_keep_every_invariant() {
    let flips: &[&[&str]] = &[
        &[],
        &["no_share=false"],
        &["must_enter=false"],
        &["clear_start=false"],
        &["three_tries=false"],
        &["no_jump_goal=false"],
        &["forced_capture=true"],
        &["rank_all=true"],
        &["players=2"],
        &["players=3", "rank_all=true"],
        &["start_steps=1,0,0,0"],
        &["streak=same-value", "streak_penalty=turn"],
        &[
            "no_share=false",
            "must_enter=false",
            "clear_start=false",
            "three_tries=false",
            "no_jump_goal=false",
            "forced_capture=true",
            "accumulate=true",
            "stack_moves=true",
        ],
    ];
    for (i, flip) in flips.iter().enumerate() {
        let settings: Vec<String> = flip.iter().map(|x| x.to_string()).collect();
        let v = Variant::from_name("mensch", &settings).unwrap();
        let game = Game::new(v).unwrap();
        for seed in 0..2u64 {
            let seed = 4000 + 10 * i as u64 + seed;
            if let Err(e) = checked_game(&game, seed) {
                panic!("mensch {flip:?}, seed {seed}: {e}");
            }
            if let Err(e) = bounded_game(&game, seed) {
                panic!("mensch {flip:?}, seed {seed}: {e}");
            }
        }
    }
}

/// Le jeu des petits chevaux (RULES §15) with each of its switches flipped alone, all
/// flipped together, with 2 and 3 players and fewer horses: every invariant holds and
/// the games end within the bounds.
#[test]
fn chevaux_switches_keep_every_invariant() {
    let flips: &[&[&str]] = &[
        &[],
        &["ladder_centre=false"],
        &["bounce=false"],
        &["own_behind=false"],
        &["no_pass=true"],
        &["horses=2"],
        &["horses=1", "players=2"],
        &["rank_all=true"],
        &["players=3", "rank_all=true"],
        &["start_steps=56,55,0,0"],
        &["streak=same-value", "streak_penalty=turn"],
        &["forced_capture=true", "three_tries=true", "must_enter=true"],
        &[
            "ladder_centre=false",
            "bounce=false",
            "own_behind=false",
            "no_pass=true",
            "horses=3",
            "accumulate=true",
        ],
    ];
    for (i, flip) in flips.iter().enumerate() {
        let settings: Vec<String> = flip.iter().map(|x| x.to_string()).collect();
        let v = Variant::from_name("petits-chevaux", &settings).unwrap();
        let game = Game::new(v).unwrap();
        for seed in 0..2u64 {
            let seed = 5000 + 10 * i as u64 + seed;
            if let Err(e) = checked_game(&game, seed) {
                panic!("petits-chevaux {flip:?}, seed {seed}: {e}");
            }
            if let Err(e) = bounded_game(&game, seed) {
                panic!("petits-chevaux {flip:?}, seed {seed}: {e}");
            }
        }
    }
}

#[test]
fn small_turn_cap_adjudicates() {
    for preset in Preset::ALL {
        let mut v = Variant::preset(preset);
        v.options.set("max_turns", "20").unwrap();
        let game = Game::new(v).unwrap();
        let (s, _) = checked_game(&game, 77).unwrap_or_else(|e| panic!("{preset}: {e}"));
        let out = game.outcome(&s).unwrap();
        assert!(
            out.adjudicated,
            "{preset}: 20 turns should not finish a game"
        );
        assert!(s.turn_number() <= 20);
    }
}

#[test]
fn action_ids_and_text_round_trip_for_every_id() {
    for id in 0..NUM_ACTION_IDS {
        let a = Action::from_id(id).unwrap();
        assert_eq!(a.to_id(), id);
        assert_eq!(Action::parse(&a.to_string()), Ok(a), "{a}");
    }
    assert_eq!(Action::from_id(NUM_ACTION_IDS), None);
    assert_eq!(Action::from_id(u16::MAX), None);
    assert_eq!(Action::Pass.to_id(), 0);
    assert_eq!(
        Action::parse("6 p2 triple"),
        Ok(Action::Move {
            value: 6,
            piece: 1,
            group: Group::Triple
        })
    );
}

// ------------------------------------------------------------------ chance

fn binomial(n: u32, k: u32, p: f64) -> f64 {
    let mut c = 1.0;
    for i in 0..k {
        c = c * (n - i) as f64 / (i + 1) as f64;
    }
    c * p.powi(k as i32) * (1.0 - p).powi((n - k) as i32)
}

/// The chance outcomes of `game` (from its first chance node) sum to 1; each has
/// the right probability (`expected`), and 200k draws of `sample_chance` hit each
/// outcome within 5 standard errors.
fn check_chance(game: &Game, expected: &dyn Fn(u8) -> f64, seed: u64, what: &str) {
    let s = game.initial_state();
    assert!(game.is_chance(&s));
    let co = game.chance_outcomes(&s);
    let co = co.as_slice();
    let sum: f64 = co.iter().map(|x| x.1).sum();
    assert!((sum - 1.0).abs() < 1e-12, "{what}: sum {sum}");
    for (i, &(o, p)) in co.iter().enumerate() {
        assert_eq!(o as usize, i, "{what}: outcomes are 0..n in order");
        let e = expected(o);
        assert!(
            (p - e).abs() < 1e-12,
            "{what}: outcome {o} p {p} expected {e}"
        );
    }
    const N: usize = 200_000;
    let mut hits = vec![0usize; co.len()];
    let mut rng = seeded_rng(seed, 0);
    for _ in 0..N {
        let o = game.sample_chance(&s, &mut rng) as usize;
        assert!(o < co.len(), "{what}: sampled outcome {o} out of range");
        hits[o] += 1;
    }
    for &(o, p) in co {
        let f = hits[o as usize] as f64 / N as f64;
        let se = (p * (1.0 - p) / N as f64).sqrt().max(1e-9);
        assert!(
            (f - p).abs() <= 5.0 * se,
            "{what}: outcome {o} frequency {f} vs p {p} (se {se})"
        );
    }
}

#[test]
fn chance_outcomes_match_the_binomial_and_sampling() {
    for (k, preset) in [Preset::Pachisi, Preset::PachisiSeven, Preset::Chopat]
        .into_iter()
        .enumerate()
    {
        for (j, p) in [0.5, 0.3, 0.7, 0.42].into_iter().enumerate() {
            let mut v = Variant::preset(preset);
            v.options.set("mouth_up_p", &p.to_string()).unwrap();
            let n = v.options.shells() as u32;
            let game = Game::new(v).unwrap();
            assert_eq!(
                game.chance_outcomes(&game.initial_state()).as_slice().len(),
                n as usize + 1
            );
            check_chance(
                &game,
                &|o| binomial(n, o as u32, p),
                (k * 10 + j) as u64,
                &format!("{preset} p={p}"),
            );
        }
        // One probability per shell: Poisson-binomial, checked by brute force.
        let mut v = Variant::preset(preset);
        let n = v.options.shells() as usize;
        let ps: Vec<f64> = [0.45, 0.55, 0.35, 0.65, 0.5, 0.6, 0.4][..n].to_vec();
        let text = ps
            .iter()
            .map(|p| p.to_string())
            .collect::<Vec<_>>()
            .join(",");
        v.options.set("mouth_up_p", &text).unwrap();
        let game = Game::new(v).unwrap();
        let mut exact = vec![0.0; n + 1];
        for mask in 0u32..(1 << n) {
            let mut pr = 1.0;
            for (i, &p) in ps.iter().enumerate() {
                pr *= if mask & (1 << i) != 0 { p } else { 1.0 - p };
            }
            exact[mask.count_ones() as usize] += pr;
        }
        check_chance(
            &game,
            &|o| exact[o as usize],
            99 + k as u64,
            &format!("{preset} per-shell"),
        );
    }
    for faces in ["1-2-5-6", "1-3-4-6"] {
        let mut v = Variant::preset(Preset::Chaupar);
        v.options.set("dice_faces", faces).unwrap();
        let game = Game::new(v).unwrap();
        let s = game.initial_state();
        assert_eq!(game.chance_outcomes(&s).as_slice().len(), 64);
        for &(o, p) in game.chance_outcomes(&s).as_slice() {
            assert_eq!(p, 1.0 / 64.0, "dice outcome {o}");
            let d = game.throws().dice(o);
            assert_eq!(game.throws().dice_outcome(d), Some(o));
        }
        check_chance(&game, &|_| 1.0 / 64.0, 7, &format!("chaupar {faces}"));
    }
}

proptest! {
    #![proptest_config(config(64, 0x5eed_0002))]

    /// Every chance node of every generated variant has outcomes summing to 1.
    #[test]
    fn chance_outcomes_sum_to_one(setup in setup_strategy()) {
        let v = setup.variant();
        prop_assume!(v.is_ok());
        let game = Game::new(v.unwrap()).unwrap();
        let mut s = game.initial_state();
        if !game.is_chance(&s) {
            // cannot happen: the start is always a throw
            return Err(TestCaseError::fail("initial state is not a chance node"));
        }
        let sum: f64 = game.chance_outcomes(&s).as_slice().iter().map(|x| x.1).sum();
        prop_assert!((sum - 1.0).abs() < 1e-12, "{}: sum {}", setup.describe(), sum);
        let n = game.chance_outcomes(&s).as_slice().len();
        prop_assert_eq!(
            game.apply_chance(&mut s, n as u8),
            Err(PlayError::BadOutcome { outcome: n as u32, count: n })
        );
    }
}

// ------------------------------------------------------------------ game length

/// Throw probabilities at the edges of what `Options::validate` accepts (strictly
/// between 0 and 1): nearly every throw is then the same, so start-order throws tie
/// and go-on values chain.
const EXTREME_P: &[&str] = &["1e-10", "0.99999999999", "1e-300", "0.9999999999999999"];

/// Turn caps from the smallest allowed to the largest.
const EXTREME_TURNS: &[&str] = &["1", "2", "3", "9", "60", "400", "5000", "100000"];

/// Extra bytes read by [`build_extreme_setup`] after the [`build_setup`] ones.
const EXTREME_NBYTES: usize = 8;

/// A setup of [`build_setup`] pushed to the extremes: `mouth_up_p` near 0 or near 1
/// (one value, or one per shell mixing both ends), any turn cap from 1 to 100000,
/// any throw table, and a few more options [`CHOICES`] leaves alone.
fn build_extreme_setup(preset_ix: usize, bytes: &[u8]) -> Setup {
    let mut setup = build_setup(preset_ix, &bytes[..NBYTES]);
    if setup.preset == Preset::Sorry {
        // Sorry!'s switches are all in `sorry_setup`; no other family's applies.
        return setup;
    }
    if matches!(setup.preset, Preset::Yut | Preset::YutCulin) {
        // Yut Nori's in `yut_setup`, with sticks near certain for the extremes.
        let x = &bytes[NBYTES..];
        setup
            .settings
            .retain(|(k, _)| *k != "stick_p" && *k != "max_turns");
        if x[0].is_multiple_of(2) {
            setup.settings.push((
                "stick_p",
                ["1e-9", "0.999999999", "[1e-9,0.999999999,0.5,1e-9]"][x[1] as usize % 3].into(),
            ));
        }
        setup
            .settings
            .push(("max_turns", (1 + (x[2] as u32 * 391) % 100_000).to_string()));
        return setup;
    }
    let x = &bytes[NBYTES..];
    setup
        .settings
        .retain(|(k, _)| *k != "mouth_up_p" && *k != "max_turns");
    let defaults = Variant::preset(setup.preset).options;
    // Any throw table (triple needs long dice, seven_fourteen the seven table).
    let mut shells = defaults.shells();
    if x[0].is_multiple_of(3) {
        let tables = [
            ("six", 6),
            ("six-herklots", 6),
            ("seven", 7),
            ("chopat", 7),
            ("long-dice", 3),
        ];
        let (table, n) = tables[(x[0] as usize / 3) % tables.len()];
        shells = n;
        setup.settings.push(("table", table.into()));
        if table != "long-dice" {
            setup.settings.push(("triple", "false".into()));
        } else {
            setup.settings.push(("three_tries", "false".into()));
        }
        if table != "seven" {
            setup.settings.push(("seven_fourteen", "false".into()));
        }
        // Doubles, 6s and the 6 that counts 7 need dice (Options::validate); long
        // dice have no go-on values (B-GO-ON).
        if table == "long-dice" {
            setup.settings.push(("go_on", "table".into()));
        }
        setup.settings.push(("three_doubles", "false".into()));
        setup.settings.push(("six_counts_seven", "false".into()));
    }
    let p = if x[1].is_multiple_of(3) {
        (0..shells as usize)
            .map(|i| EXTREME_P[(x[2] as usize >> (i % 4)) % EXTREME_P.len()])
            .collect::<Vec<_>>()
            .join(",")
    } else {
        EXTREME_P[x[1] as usize % EXTREME_P.len()].to_string()
    };
    setup.settings.push(("mouth_up_p", p));
    // The largest cap only now and then: games under extreme throws often last it out.
    let turns = if x[3].is_multiple_of(8) {
        EXTREME_TURNS[EXTREME_TURNS.len() - 1]
    } else {
        EXTREME_TURNS[x[3] as usize % (EXTREME_TURNS.len() - 1)]
    };
    setup.settings.push(("max_turns", turns.into()));
    for (i, (key, values)) in [
        ("enter_any", &["true", "false"][..]),
        ("rank_all", &["true", "false"][..]),
        ("block_two", &["true", "false"][..]),
    ]
    .into_iter()
    .enumerate()
    {
        if !x[4 + i].is_multiple_of(3) {
            setup
                .settings
                .push((key, values[x[4 + i] as usize % values.len()].into()));
        }
    }
    // Every seat starts one step before the finish: a dead end from the first turn
    // when no step of 1 can be thrown (rules.md, "Dead ends"). Not with
    // must_capture: `Options::validate` accepts that, but a position cannot show a
    // piece in its home column before a capture, so the round trip would refuse it.
    let must_capture = setup
        .settings
        .iter()
        .rev()
        .find(|(k, _)| *k == "must_capture")
        .map_or(defaults.must_capture, |(_, v)| v == "true");
    // On the petits chevaux board (ladder) the last square before the ladder, step 56.
    if x[7].is_multiple_of(8) && defaults.ladder {
        setup.settings.push(("start_steps", "56,55,0,0".into()));
    } else if x[7].is_multiple_of(8) && setup.preset != Preset::Chopat && !must_capture {
        setup.settings.push(("start_steps", "83,83,83,83".into()));
    }
    parques_fixups(setup.preset, &mut setup.settings);
    setup
}

fn extreme_setup_strategy() -> impl Strategy<Value = Setup> {
    (
        0..Preset::ALL.len(),
        prop::collection::vec(any::<u8>(), NBYTES + EXTREME_NBYTES),
    )
        .prop_map(|(p, bytes)| build_extreme_setup(p, &bytes))
}

/// Events (throws and actions) in one turn at most: 13 throw phases of at most
/// `MAX_THROWS_PER_PHASE` throws and `MAX_KEPT + 1` actions (see
/// `Game::max_game_actions`).
const MAX_TURN_EVENTS: u64 = 13 * (MAX_THROWS_PER_PHASE as u64 + MAX_KEPT as u64 + 1);

/// Play one random game, counting its events, and check that it ends within
/// `max_game_events()` events and `max_game_actions()` actions, with at most
/// `MAX_ORDER_ROUNDS` rounds of order throws and `MAX_TURN_EVENTS` events a turn.
/// Every order-phase state must survive the position round trip (its round counter
/// included). Returns the number of order throws.
fn bounded_game(game: &Game, seed: u64) -> Result<u64, String> {
    let mut rng = seeded_rng(seed, 0);
    let mut s = game.initial_state();
    let max_events = game.max_game_events();
    let (mut events, mut actions, mut order_throws) = (0u64, 0u64, 0u64);
    let (mut turn, mut turn_events) = (s.turn_number(), 0u64);
    let mut legal = ActionList::new();
    while !game.is_terminal(&s) {
        if events == max_events {
            return Err(format!(
                "not over after max_game_events() = {max_events} events (turn {}, phase {:?})",
                s.turn_number(),
                s.phase()
            ));
        }
        events += 1;
        if s.turn_number() != turn {
            (turn, turn_events) = (s.turn_number(), 0);
        }
        turn_events += 1;
        if turn_events > MAX_TURN_EVENTS {
            return Err(format!(
                "turn {turn} has more than {MAX_TURN_EVENTS} events"
            ));
        }
        if game.is_chance(&s) {
            if s.phase() == Phase::Order {
                order_throws += 1;
                check_round_trip(game, &s)?;
            }
            let o = game.sample_chance(&s, &mut rng);
            game.apply_chance(&mut s, o)
                .map_err(|e| format!("outcome {o} refused: {e}"))?;
        } else {
            game.legal_actions_into(&s, &mut legal);
            let a = legal[uniform(&mut rng, legal.len())];
            game.play(&mut s, a)
                .map_err(|e| format!("{a} refused: {e}"))?;
            actions += 1;
        }
    }
    let seats = game.seats() as u64;
    if order_throws > MAX_ORDER_ROUNDS as u64 * seats {
        return Err(format!(
            "{order_throws} order throws: more than {MAX_ORDER_ROUNDS} rounds"
        ));
    }
    if actions > game.max_game_actions() {
        return Err(format!(
            "{actions} actions > max_game_actions() = {}",
            game.max_game_actions()
        ));
    }
    if s.turn_number() > game.options().max_turns {
        return Err(format!("turn {} past max_turns", s.turn_number()));
    }
    let out = game.outcome(&s).ok_or("no outcome at the end")?;
    if out.ranking.len() != game.seats() as usize {
        return Err(format!("ranking {:?} is not every seat", out.ranking));
    }
    Ok(order_throws)
}

#[test]
fn extreme_generator_produces_mostly_valid_setups() {
    let mut rng = seeded_rng(12, 0);
    let n = Preset::ALL.len();
    let mut valid = vec![0; n];
    for _ in 0..500 * n {
        let p = uniform(&mut rng, n);
        let bytes: Vec<u8> = (0..NBYTES + EXTREME_NBYTES)
            .map(|_| rng.next_u32() as u8)
            .collect();
        if build_extreme_setup(p, &bytes).variant().is_ok() {
            valid[p] += 1;
        }
    }
    assert!(valid.iter().all(|&c| c > 250), "{valid:?}");
}

proptest! {
    #![proptest_config(config(160, 0x5eed_0004))]

    /// Under every option set that `Options::validate` accepts, however unlikely its
    /// throws, a random game ends within `max_game_events()` events and
    /// `max_game_actions()` actions (the start-order phase included).
    #[test]
    fn extreme_options_games_end_within_the_bounds(
        setup in extreme_setup_strategy(),
        seed in any::<u64>(),
    ) {
        let v = setup.variant();
        prop_assume!(v.is_ok());
        let game = Game::new(v.unwrap()).unwrap();
        if let Err(e) = bounded_game(&game, seed) {
            return Err(TestCaseError::fail(format!("{} seed {seed}: {e}", setup.describe())));
        }
    }
}

/// Regression: with `mouth_up_p = 1e-10` (or `0.99999999999`) every start-order throw
/// ties, and the order phase used to go on for ever. It now settles after
/// `MAX_ORDER_ROUNDS` rounds: seat 0, the first of the tied seats, starts, and the
/// game ends.
#[test]
fn order_ties_of_near_certain_throws_settle_and_games_end() {
    // Sorry! draws cards: no shells, and no other family's option (mouth_up_p);
    // Yut Nori's sticks have their own (stick_p).
    for preset in Preset::ALL.into_iter().filter(|&p| p != Preset::Sorry) {
        for p in ["1e-10", "0.99999999999"] {
            let mut v = Variant::preset(preset);
            let key = if matches!(preset, Preset::Yut | Preset::YutCulin) {
                "stick_p"
            } else {
                "mouth_up_p"
            };
            v.options.set(key, p).unwrap();
            let game = Game::new(v).unwrap();
            let what = format!("{preset} mouth_up_p={p}");
            let order_throws = bounded_game(&game, 5).unwrap_or_else(|e| panic!("{what}: {e}"));
            if game.throws().is_cowries() {
                assert_eq!(
                    order_throws,
                    MAX_ORDER_ROUNDS as u64 * game.seats() as u64,
                    "{what}: every round ties"
                );
                let mut rng = seeded_rng(5, 0);
                let mut s = game.initial_state();
                while s.phase() == Phase::Order {
                    let o = game.sample_chance(&s, &mut rng);
                    game.apply_chance(&mut s, o).unwrap();
                }
                assert_eq!((s.turn(), s.turn_number()), (0, 1), "{what}");
            }
            let end = pachisi_core::random_playout(&game, &mut seeded_rng(6, 0));
            assert!(game.is_terminal(&end), "{what}");
        }
    }
}

// ------------------------------------------------------------------ records

fn random_record(game: &Game, seed: u64) -> (Record, State) {
    let mut rng = seeded_rng(seed, 3);
    game.play_recorded(&mut rng, Some(seed), |_, _, legal, rng| {
        legal[uniform(rng, legal.len())]
    })
}

proptest! {
    #![proptest_config(config(48, 0x5eed_0003))]

    /// record → replay reproduces the final state and the result; the same seed gives
    /// a byte-identical record; another seed gives another record.
    #[test]
    fn records_replay_and_are_reproducible(setup in setup_strategy(), seed in any::<u64>()) {
        let v = setup.variant();
        prop_assume!(v.is_ok());
        let game = Game::new(v.unwrap()).unwrap();
        let what = format!("{} seed {seed}", setup.describe());
        let (rec, fin) = random_record(&game, seed);
        prop_assert!(game.is_terminal(&fin), "{}", what);
        prop_assert_eq!(&rec.result, &game.outcome(&fin), "{}", what);
        let json = rec.to_json();
        let parsed = Record::parse(&json).map_err(|e| TestCaseError::fail(format!("{what}: {e}")))?;
        prop_assert_eq!(&parsed, &rec, "{}", what);
        let (g2, s2) = parsed.replay().map_err(|e| TestCaseError::fail(format!("{what}: {e}")))?;
        prop_assert_eq!(g2.variant(), game.variant(), "{}", what);
        prop_assert_eq!(g2.position_json(&s2), game.position_json(&fin), "{}", what);
        prop_assert_eq!(g2.outcome(&s2), game.outcome(&fin), "{}", what);
        prop_assert_eq!(s2, fin, "{}: replay (counters included) differs", what);
        // The same seed gives the same record, byte for byte.
        let (rec2, _) = random_record(&game, seed);
        prop_assert_eq!(rec2.to_json(), json.clone(), "{}", what);
        // Another seed gives another record.
        let (rec3, _) = random_record(&game, seed ^ 0x9e37_79b9);
        prop_assert_ne!(&rec3.events, &rec.events, "{}", what);
    }
}

// ------------------------------------------------------------------ engine bugs
//
// Regression tests: minimal repros of engine bugs found by
// `random_games_keep_every_invariant`, fixed since.

fn position(game: &Game, v: serde_json::Value) -> State {
    let pj: pachisi_core::PositionJson = serde_json::from_value(v).unwrap();
    game.from_position(&pj)
        .unwrap_or_else(|e| panic!("repro position rejected: {e}"))
}

fn base_json(
    variant: &str,
    options: serde_json::Value,
    seats: serde_json::Value,
) -> serde_json::Value {
    serde_json::json!({
        "format": "pachisi-position", "version": 1, "variant": variant,
        "options": options, "phase": "throw", "turn": 0, "turn_number": 1,
        "seats": seats, "kept": []
    })
}

/// Found as: chopat [players=4 streak=same-value first_free=true chopat_ends=7
/// max_turns=300 …] seed 16445380866732383920.
#[test]
fn repro_block_formed_on_an_occupied_flower() {
    let game = Game::new(Variant::preset(Preset::Chopat)).unwrap();
    let off = game.track().offset;
    // A loop flower of seat 0 (step b) that seat 1 reaches at step a.
    let (b, a) = (5i16..60)
        .find_map(|b| {
            let sq = game.square_of(0, (b + off as i16) as u8);
            if !game.is_safe(sq) {
                return None;
            }
            (0i16..60)
                .find(|&a| game.square_of(1, (a + off as i16) as u8) == sq)
                .map(|a| (b, a))
        })
        .unwrap();
    let mut v = base_json(
        "chopat",
        serde_json::json!({}),
        serde_json::json!([
            {"pieces": [b, b - 3, "waiting", "waiting"]},
            {"pieces": [a, "waiting", "waiting", "waiting"]},
            {"pieces": ["waiting", "waiting", "waiting", "waiting"]},
            {"pieces": ["waiting", "waiting", "waiting", "waiting"]}
        ]),
    );
    v["phase"] = "move".into();
    v["kept"] = serde_json::json!([3]);
    let mut s = position(&game, v);
    let a3 = Action::single(3, 1);
    assert!(
        game.is_legal(&s, a3),
        "completing the block is legal (C-BLOCK forbids only stopping on a block)"
    );
    game.play(&mut s, a3).unwrap();
    // Seat 0 now has two pieces on the flower seat 1 stands on: a reachable position.
    game.from_position(&game.to_position(&s))
        .unwrap_or_else(|e| panic!("reachable position rejected: {e}"));
}

/// Found as: pachisi [players=3 stack_moves=true castle_single=true teams=false …]
/// seed 10826319723000039004.
#[test]
fn repro_stack_move_onto_a_castle_under_castle_single() {
    let mut var = Variant::preset(Preset::Pachisi);
    var.options.set("castle_single", "true").unwrap();
    var.options.set("stack_moves", "true").unwrap();
    let game = Game::new(var).unwrap();
    let c = (12u8..=76)
        .find(|&c| game.is_safe(game.square_of(0, c)))
        .unwrap() as i16;
    let mut v = base_json(
        "pachisi",
        serde_json::json!({"castle_single": true, "stack_moves": true}),
        serde_json::json!([
            {"pieces": [c - 3, c - 3, "waiting", "waiting"]},
            {"pieces": ["waiting", "waiting", "waiting", "waiting"]},
            {"pieces": ["waiting", "waiting", "waiting", "waiting"]},
            {"pieces": ["waiting", "waiting", "waiting", "waiting"]}
        ]),
    );
    v["phase"] = "move".into();
    v["kept"] = serde_json::json!([3]);
    let s = position(&game, v);
    let stack = Action::Move {
        value: 3,
        piece: 0,
        group: Group::Stack,
    };
    assert!(
        !game.is_legal(&s, stack),
        "a stack of two may not end on castle step {c} with castle_single (\"no sharing on castles\")"
    );
}

/// Found as: pachisi [players=4 accumulate=false bonus=true teams=false order=fixed …]
/// seed 9278178408191507307.
#[test]
fn repro_finished_seat_throws_again_after_go_on() {
    let mut var = Variant::preset(Preset::Pachisi);
    var.options.set("accumulate", "false").unwrap();
    var.options.set("teams", "false").unwrap();
    let game = Game::new(var).unwrap();
    let mut s = position(
        &game,
        base_json(
            "pachisi",
            serde_json::json!({"accumulate": false, "teams": false}),
            serde_json::json!([
                {"pieces": ["home", "home", "home", 78]},
                {"pieces": [20, "waiting", "waiting", "waiting"]},
                {"pieces": [30, "waiting", "waiting", "waiting"]},
                {"pieces": [40, "waiting", "waiting", "waiting"]}
            ]),
        ),
    );
    // 6 shells up = 6, a go-on throw: 78 + 6 = 84, home.
    game.apply_chance(&mut s, 6).unwrap();
    game.play(&mut s, Action::single(6, 3)).unwrap();
    assert!(game.seat_finished(&s, 0));
    assert!(
        !(s.phase() == Phase::Throw && s.turn() == 0),
        "finished seat 0 is to throw again"
    );
}

#[test]
fn repro_finished_seat_throws_again_after_capture() {
    let mut var = Variant::preset(Preset::Pachisi);
    var.options.set("teams", "false").unwrap();
    let game = Game::new(var).unwrap();
    // seat 0: capture with 2 from q - 2 onto q (unsafe), then 10 from q to the finish.
    let q = 74u8;
    assert!(!game.is_safe(game.square_of(0, q)));
    let b = (9u8..=76)
        .find(|&b| game.square_of(1, b) == game.square_of(0, q))
        .unwrap();
    let mut v = base_json(
        "pachisi",
        serde_json::json!({"teams": false}),
        serde_json::json!([
            {"pieces": ["home", "home", "home", q - 2]},
            {"pieces": [b, "waiting", "waiting", "waiting"]},
            {"pieces": ["waiting", "waiting", "waiting", "waiting"]},
            {"pieces": ["waiting", "waiting", "waiting", "waiting"]}
        ]),
    );
    v["phase"] = "move".into();
    v["kept"] = serde_json::json!([2, 10]);
    let mut s = position(&game, v);
    game.play(&mut s, Action::single(2, 3)).unwrap();
    assert_eq!(game.piece_at(&s, 1, 0), PieceAt::Waiting, "captured");
    game.play(&mut s, Action::single(10, 3)).unwrap();
    assert!(game.seat_finished(&s, 0));
    assert!(
        !(s.phase() == Phase::Throw && s.turn() == 0),
        "finished seat 0 is to throw again"
    );
}

/// Found as: pachisi [table=six mouth_up_p=0.9999999999999999 max_turns=100000 …]: the
/// position text of the order phase was rejected ("bad value '1' for option
/// 'mouth_up_p'"), since JSON numbers were read to the nearest float only roughly.
#[test]
fn repro_extreme_mouth_up_p_survives_position_and_record_text() {
    for p in ["0.9999999999999999", "1e-300", "0.99999999999"] {
        let mut v = Variant::preset(Preset::PachisiSeven);
        v.options.set("mouth_up_p", p).unwrap();
        let game = Game::new(v).unwrap();
        let s = game.initial_state();
        let (g2, s2) = Game::parse_position(&game.position_json(&s))
            .unwrap_or_else(|e| panic!("mouth_up_p={p}: {e}"));
        assert_eq!(g2.variant(), game.variant(), "mouth_up_p={p}");
        assert_eq!(s2, s);
        let (rec, fin) = random_record(&game, 1);
        let parsed = Record::parse(&rec.to_json()).unwrap();
        let (g3, s3) = parsed
            .replay()
            .unwrap_or_else(|e| panic!("mouth_up_p={p}: {e}"));
        assert_eq!(g3.variant(), game.variant());
        assert_eq!(s3, fin);
    }
}
