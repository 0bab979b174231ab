//! End-to-end tests of `pachisi tournament`.

use serde_json::Value;
use std::process::{Command, Output};

fn pachisi(args: &[&str], threads: Option<&str>) -> Output {
    let mut c = Command::new(env!("CARGO_BIN_EXE_pachisi"));
    c.args(args);
    if let Some(t) = threads {
        c.env("RAYON_NUM_THREADS", t);
    }
    c.output().expect("run pachisi")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

const SMALL: &[&str] = &[
    "tournament",
    "--variant",
    "pachisi",
    "--set",
    "players=2",
    "--bots",
    "random,heuristic",
    "--games",
    "8",
    "--seed",
    "5",
    "--json",
];

#[test]
fn json_report_does_not_depend_on_the_thread_count() {
    let one = pachisi(SMALL, Some("1"));
    let two = pachisi(SMALL, Some("2"));
    assert!(one.status.success(), "{}", text(&one.stderr));
    assert!(two.status.success(), "{}", text(&two.stderr));
    assert_eq!(text(&one.stdout), text(&two.stdout));
    let v: Value = serde_json::from_str(&text(&one.stdout)).expect("JSON");
    assert_eq!(v["games"], 8);
    assert_eq!(v["bots"], serde_json::json!(["random", "heuristic"]));
    assert_eq!(v["illegal_choices"], 0);
    let stats = v["stats"].as_array().unwrap();
    assert_eq!(stats.len(), 2);
    let wins: f64 = stats.iter().map(|s| s["wins"].as_f64().unwrap()).sum();
    assert_eq!(wins, 8.0, "one winning side per game");
    assert!(v["sweeps"].is_array());
    // No timings in the JSON form.
    let flat = text(&one.stdout);
    for word in ["elapsed", "seconds", "_ms", "_us"] {
        assert!(!flat.contains(word), "timing field {word} in {flat}");
    }
}

#[test]
fn explicit_threads_give_the_same_report() {
    let mut args = SMALL.to_vec();
    args.extend(["--threads", "2"]);
    let a = pachisi(&args, None);
    let b = pachisi(SMALL, Some("1"));
    assert!(a.status.success(), "{}", text(&a.stderr));
    assert_eq!(text(&a.stdout), text(&b.stdout));
}

#[test]
fn human_report_has_rates_intervals_and_head_to_head() {
    let o = pachisi(
        &[
            "tournament",
            "--variant",
            "chopat",
            "--set",
            "players=2",
            "--bots",
            "random,easy,heuristic",
            "--games",
            "6",
        ],
        Some("1"),
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    for needle in [
        "95% interval",
        "mean place",
        "Head to head",
        "random vs easy",
        "Bradley-Terry",
        "adjudicated",
        "elapsed",
    ] {
        assert!(out.contains(needle), "missing {needle:?} in\n{out}");
    }
    // Progress goes to stderr only on a terminal.
    assert!(text(&o.stderr).is_empty(), "stderr: {}", text(&o.stderr));
}

#[test]
fn bad_bot_spec_exits_2_listing_valid_specs() {
    for bots in ["random,wizard", "mcts:lots", "heuristic,mcts:100,bogus=1"] {
        let o = pachisi(
            &["tournament", "--bots", bots, "--games", "2", "--json"],
            None,
        );
        assert_eq!(o.status.code(), Some(2), "{bots}");
        assert!(o.stdout.is_empty());
        let err = text(&o.stderr);
        assert!(err.contains("valid bot specifications"), "{err}");
        for spec in [
            "random",
            "heuristic",
            "mcts[:ITERATIONS]",
            "expectimax",
            "easy",
        ] {
            assert!(err.contains(spec), "{spec} not listed in {err}");
        }
    }
}

#[test]
fn bad_variant_and_games_exit_2() {
    let o = pachisi(
        &[
            "tournament",
            "--variant",
            "snakes-and-ladders",
            "--bots",
            "random",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(2));
    let o = pachisi(
        &["tournament", "--bots", "random,heuristic", "--games", "0"],
        None,
    );
    assert_eq!(o.status.code(), Some(2));
}

/// Two bots over four seats: the rotations by two seats are the same game, played
/// once; the report counts every rotation and says its intervals are over deals.
#[test]
fn four_seats_two_bots_play_half_the_rotations() {
    let args = [
        "tournament",
        "--variant",
        "ludo",
        "--set",
        "max_turns=200",
        "--bots",
        "random,heuristic",
        "--games",
        "8",
        "--seed",
        "4",
    ];
    let mut json = args.to_vec();
    json.push("--json");
    let o = pachisi(&json, Some("2"));
    assert!(o.status.success(), "{}", text(&o.stderr));
    let v: Value = serde_json::from_str(&text(&o.stdout)).expect("JSON");
    assert_eq!(v["games"], 8);
    assert_eq!(v["deals"], 2);
    assert_eq!(v["games_played"], 4);
    assert_eq!(v["interval_unit"], "deal");
    for s in v["stats"].as_array().unwrap() {
        assert_eq!(s["games"], 16);
        assert_eq!(s["deals"], 2);
    }
    let h = &v["head_to_head"][0];
    assert_eq!(h["deals"], 2);
    assert!(h["ci_low"].as_f64().unwrap() <= h["a_rate"].as_f64().unwrap());
    let o = pachisi(&args, Some("2"));
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    for needle in ["4 games played", "95% intervals over the 2 deals"] {
        assert!(out.contains(needle), "missing {needle:?} in\n{out}");
    }
}
