//! The evaluation: the one-die evaluation of the Ludo family, Yut Nori's, and the
//! Indian games' evaluation left as it was.

use pachisi_bots::{DieWeights, Evaluator, Rivals, Weights, random_position};
use pachisi_core::{Game, Preset, State, Variant};
use serde_json::json;

/// A two-player position of `variant` from the pieces of seat 0 and seat 1 (rules
/// steps, or "waiting"/"home"), seat 1 to throw (so seat 0's tokens are in full
/// danger: they cannot run before seat 1 throws).
fn position(variant: &str, south: serde_json::Value, north: serde_json::Value) -> (Game, State) {
    let v = json!({
        "format": "pachisi-position",
        "version": 1,
        "variant": variant,
        "options": { "players": 2 },
        "phase": "throw",
        "turn": 1,
        "turn_number": 40,
        "seats": [ { "pieces": south }, { "pieces": north } ]
    });
    Game::parse_position(&v.to_string()).unwrap_or_else(|e| panic!("{e}\n{v}"))
}

fn south_score(ev: &Evaluator, g: &Game, s: &State) -> f64 {
    ev.seat_scores(g, s)[0]
}

/// The Indian games keep the evaluation they were tuned with: their evaluator is not
/// the one-die one, and gives exactly the scores of `Evaluator::generic` (the code
/// path the one-die evaluation does not enter), with the weights unchanged.
#[test]
fn indian_games_keep_their_evaluation() {
    assert_eq!(
        Weights::default(),
        Weights {
            progress: 1.0,
            entered: 12.0,
            home: 10.0,
            home_column: 8.0,
            safe: 2.0,
            danger: 1.0,
            danger_next: 0.35,
            capture: 3.0,
            tohd: 20.0,
            block: 1.5,
            stuck: 40.0,
            scale: 40.0,
            terminal: 1000.0,
            rivals: Rivals::Best,
        }
    );
    for preset in Preset::ALL {
        let game = Game::new(Variant::preset(preset)).unwrap();
        let ev = Evaluator::new(&game, Weights::default());
        // The games thrown with one die (the Ludo presets, Mensch ärgere Dich nicht,
        // petits chevaux, Parchís).
        let one_die = matches!(
            preset,
            Preset::Ludo
                | Preset::LudoLudopy
                | Preset::Mensch
                | Preset::PetitsChevaux
                | Preset::Parchis
        );
        assert_eq!(ev.is_one_die(), one_die, "{preset:?}");
        // Yut Nori's branching board has its own evaluation (below).
        let yut = matches!(preset, Preset::Yut | Preset::YutCulin);
        assert_eq!(ev.is_yut(), yut, "{preset:?}");
        if one_die || yut {
            continue;
        }
        let generic = Evaluator::generic(&game, Weights::default());
        for s in (0..40).filter_map(|i| random_position(&game, 3, i)) {
            assert_eq!(
                ev.values(&game, &s),
                generic.values(&game, &s),
                "{preset:?}"
            );
        }
    }
}

/// One die: a token 1–6 squares ahead of an opponent's is in more danger than one a
/// 6 and more ahead, which is in more danger than one with no opponent behind; a
/// star and the start are safe.
#[test]
fn ludo_danger_follows_the_die() {
    // North's step x is South's step x + 26 (two players sit opposite).
    let north_at = |south_step: i64| json!((south_step - 26).rem_euclid(52));
    let (g, near) = position(
        "ludo",
        json!([20, "waiting", "waiting", "waiting"]),
        json!([north_at(17), "home", "home", "home"]),
    );
    let ev = Evaluator::new(&g, Weights::default());
    assert!(ev.is_one_die());
    let (_, far) = position(
        "ludo",
        json!([20, "waiting", "waiting", "waiting"]),
        json!([north_at(11), "home", "home", "home"]),
    );
    let (_, ahead) = position(
        "ludo",
        json!([20, "waiting", "waiting", "waiting"]),
        json!([north_at(23), "home", "home", "home"]),
    );
    let (_, star) = position(
        "ludo",
        json!([22, "waiting", "waiting", "waiting"]),
        json!([north_at(19), "home", "home", "home"]),
    );
    let (_, star_ahead) = position(
        "ludo",
        json!([22, "waiting", "waiting", "waiting"]),
        json!([north_at(25), "home", "home", "home"]),
    );
    let [n, f, a] = [&near, &far, &ahead].map(|s| south_score(&ev, &g, s));
    assert!(n < f - 3.0 && f < a, "{n} {f} {a}");
    // on the star (South's step 22) the opponent 3 behind costs nothing
    let d = south_score(&ev, &g, &star_ahead) - south_score(&ev, &g, &star);
    assert!(d.abs() < 1e-9, "{d}");
}

/// A token just past an opponent's start is in danger from that opponent's yard
/// (a 6 brings a token out and the die is thrown again).
#[test]
fn ludo_yard_tokens_threaten_past_their_start() {
    // North's start is South's step 27; South's token 3 squares past it.
    let (g, yard) = position(
        "ludo",
        json!([30, "home", "home", "home"]),
        json!(["waiting", "home", "home", "home"]),
    );
    let (_, column) = position(
        "ludo",
        json!([30, "home", "home", "home"]),
        json!([55, "home", "home", "home"]),
    );
    let ev = Evaluator::new(&g, Weights::default());
    let loss = south_score(&ev, &g, &column) - south_score(&ev, &g, &yard);
    // about 1/6 * 1/6 of the token's progress (30) plus `entered`
    let token = 30.0 + DieWeights::default().entered;
    assert!(loss > 0.02 * token && loss < 0.06 * token, "{loss}");
    // the Indian games' evaluation does not see it
    let generic = Evaluator::generic(&g, Weights::default());
    let gl = south_score(&generic, &g, &column) - south_score(&generic, &g, &yard);
    assert!(gl.abs() < 1e-9, "{gl}");
}

/// ludopy: an opponent landing on a jump star also hits the star it jumps to; two
/// tokens of one seat on a square are safe (whoever lands there is sent home); a
/// token on another seat's start can be captured there.
#[test]
fn ludopy_threats() {
    // Two players are ludopy's players 0 and 2: North's step x is South's x + 26.
    let north_at = |south_step: i64| json!((south_step - 26).rem_euclid(52));
    // South on star 12; North 3 squares before star 5, which jumps to 12.
    let (g, jump) = position(
        "ludo-ludopy",
        json!([12, "home", "home", "home"]),
        json!([north_at(2), "home", "home", "home"]),
    );
    let (_, none) = position(
        "ludo-ludopy",
        json!([12, "home", "home", "home"]),
        json!([55, "home", "home", "home"]),
    );
    let ev = Evaluator::new(&g, Weights::default());
    let loss = south_score(&ev, &g, &none) - south_score(&ev, &g, &jump);
    assert!(
        loss > 0.1 * (12.0 + DieWeights::default().entered),
        "{loss}"
    );
    // a pair 3 squares ahead of the opponent is not in danger
    let (_, pair) = position(
        "ludo-ludopy",
        json!([20, 20, "home", "home"]),
        json!([north_at(17), "home", "home", "home"]),
    );
    let (_, pair_alone) = position(
        "ludo-ludopy",
        json!([20, 20, "home", "home"]),
        json!([55, "home", "home", "home"]),
    );
    let d = south_score(&ev, &g, &pair_alone) - south_score(&ev, &g, &pair);
    assert!(d.abs() < 1e-9, "{d}");
    // on North's start (South's step 27) with North's yard full: the start is not safe
    let (_, on_start) = position(
        "ludo-ludopy",
        json!([27, "home", "home", "home"]),
        json!(["waiting", "home", "home", "home"]),
    );
    let (_, on_start_alone) = position(
        "ludo-ludopy",
        json!([27, "home", "home", "home"]),
        json!([55, "home", "home", "home"]),
    );
    let d = south_score(&ev, &g, &on_start_alone) - south_score(&ev, &g, &on_start);
    assert!(d > 0.1 * 27.0, "{d}");
}

/// `Rivals::Mean` measures a seat against the mean of its opponents: with two players
/// (one opponent) that is exactly `Rivals::Best`, so the levels that use it play the
/// two-player games exactly as before; with four it is the mean of the other three.
#[test]
fn rivals_mean_is_best_with_one_opponent_and_the_mean_of_three() {
    let mean = Weights {
        rivals: Rivals::Mean,
        ..Weights::default()
    };
    for (players, seed) in [(2u8, 7u64), (4, 8)] {
        let mut v = Variant::preset(Preset::Ludo);
        v.options.players = players;
        let game = Game::new(v).unwrap();
        let best_ev = Evaluator::new(&game, Weights::default());
        let mean_ev = Evaluator::new(&game, mean);
        let mut differed = 0;
        for s in (0..60).filter_map(|i| random_position(&game, seed, i)) {
            if game.is_terminal(&s) {
                continue;
            }
            let scores = mean_ev.seat_scores(&game, &s);
            let (b, m) = (best_ev.values(&game, &s), mean_ev.values(&game, &s));
            for x in 0..players as usize {
                let others: Vec<f64> = (0..players as usize)
                    .filter(|&y| y != x)
                    .map(|y| scores[y])
                    .collect();
                let best = others.iter().copied().fold(f64::NEG_INFINITY, f64::max);
                let avg = others.iter().sum::<f64>() / others.len() as f64;
                assert_eq!(b[x], scores[x] - best, "{players} players, seat {x}");
                assert!(
                    (m[x] - (scores[x] - avg)).abs() < 1e-9,
                    "{players} players, seat {x}"
                );
                if players == 2 {
                    assert_eq!(m[x], b[x]);
                } else if (m[x] - b[x]).abs() > 1e-9 {
                    differed += 1;
                }
            }
        }
        if players == 4 {
            assert!(differed > 0, "the mean never differed from the best");
        }
    }
}

/// A Yut Nori position (stations as route words, RULES-more §4), seat 1 to throw.
fn yut_position(south: serde_json::Value, north: serde_json::Value) -> (Game, State) {
    let v = json!({
        "format": "pachisi-position",
        "version": 1,
        "variant": "yut",
        "options": {},
        "phase": "throw",
        "turn": 1,
        "turn_number": 10,
        "seats": [ { "pieces": south }, { "pieces": north } ]
    });
    Game::parse_position(&v.to_string()).unwrap_or_else(|e| panic!("{e}\n{v}"))
}

/// Yut Nori: progress is the way a piece will go (a piece stopped on corner 5 takes
/// the shortcut and has less to go than one on station 6 past it), and a piece an
/// opponent can reach with one throw is in danger; the Indian games' evaluation
/// (`generic`) read the internal position as progress and got the first wrong.
#[test]
fn yut_progress_follows_the_route_and_danger_the_sticks() {
    let w = ["waiting", "waiting", "waiting"];
    let south = |at: &str| json!([at, w[0], w[1], w[2]]);
    let far = json!(["O14", "home", "home", "home"]);
    let (g, corner) = yut_position(south("O5"), far.clone());
    let ev = Evaluator::new(&g, Weights::default());
    assert!(ev.is_yut());
    let (_, past) = yut_position(south("O6"), far.clone());
    assert!(
        south_score(&ev, &g, &corner) > south_score(&ev, &g, &past),
        "corner 5 (12 to go by the shortcut) is ahead of station 6 (15 to go)"
    );
    // Station 19 (O19, 2 to go) is ahead of the centre (A8, 4 to go by the short way
    // home).
    let (_, centre) = yut_position(south("A8"), far.clone());
    let (_, nearly) = yut_position(south("O19"), far);
    assert!(south_score(&ev, &g, &nearly) > south_score(&ev, &g, &centre));
    // Danger: North's piece two stations behind (a gae away) against one far ahead.
    let (_, threatened) = yut_position(south("O8"), json!(["O6", "home", "home", "home"]));
    let (_, safe) = yut_position(south("O8"), json!(["O12", "home", "home", "home"]));
    assert!(south_score(&ev, &g, &safe) > south_score(&ev, &g, &threatened));
    // A stack risks both its pieces.
    let (_, one) = yut_position(
        json!(["O8", "waiting", "waiting", "waiting"]),
        json!(["O6", "home", "home", "home"]),
    );
    let (_, two) = yut_position(
        json!(["O8", "O8", "waiting", "waiting"]),
        json!(["O6", "home", "home", "home"]),
    );
    let (_, two_safe) = yut_position(
        json!(["O8", "O8", "waiting", "waiting"]),
        json!(["O12", "home", "home", "home"]),
    );
    let loss = |a: &State, b: &State| south_score(&ev, &g, a) - south_score(&ev, &g, b);
    assert!(
        loss(&two_safe, &two) > 1.5 * loss(&safe, &one),
        "the stack's loss is about twice"
    );
    // The generic evaluation is the old one: it ranks station 6 over corner 5.
    let generic = Evaluator::generic(&g, Weights::default());
    assert!(!generic.is_yut());
    assert!(south_score(&generic, &g, &past) > south_score(&generic, &g, &corner));
}
