//! End-to-end tests of `pachisi analyze`, `pachisi compare`, the charts, and the
//! commands that read records and positions (issue 14). Small budgets, fixed seeds.

use serde_json::{Value, json};
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};

fn pachisi(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_pachisi"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::null())
        .output()
        .expect("run pachisi")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn ok(args: &[&str]) -> String {
    let o = pachisi(args);
    assert!(
        o.status.success(),
        "pachisi {args:?} failed: {}",
        stderr(&o)
    );
    stdout(&o)
}

fn fails(args: &[&str], code: i32, needle: &str) {
    let o = pachisi(args);
    assert_eq!(o.status.code(), Some(code), "{args:?}: {}", stderr(&o));
    let e = stderr(&o);
    assert!(e.contains(needle), "{args:?}: {e}");
    assert!(!e.contains("panicked"), "{args:?}: {e}");
}

fn temp(name: &str) -> PathBuf {
    static N: AtomicUsize = AtomicUsize::new(0);
    std::env::temp_dir().join(format!(
        "pachisi-analysis-{}-{}-{name}",
        std::process::id(),
        N.fetch_add(1, Ordering::SeqCst)
    ))
}

fn temp_file(name: &str, text: &str) -> PathBuf {
    let p = temp(name);
    std::fs::write(&p, text).unwrap();
    p
}

fn json(text: &str) -> Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("not JSON ({e}): {text}"))
}

/// examples/endgame.json as the browser's *Download record* gives it.
fn downloaded_endgame() -> PathBuf {
    let record = json(&std::fs::read_to_string("examples/endgame.json").unwrap());
    let d = json!({
        "record": record,
        "fairness": {"commitment": "00", "seed": null, "scheme": "sha256-pcg64"},
        "players": ["Asha", null],
    });
    temp_file("download.json", &d.to_string())
}

#[test]
fn analyze_position_ranks_the_capture_first() {
    let v = json(&ok(&[
        "analyze",
        "--position",
        "examples/position.json",
        "--bot",
        "medium",
        "--games",
        "80",
        "--seed",
        "1",
        "--json",
    ]));
    assert_eq!(v["analysis"]["kind"], "decision");
    let c = &v["analysis"]["candidates"];
    assert_eq!(c[0]["action"], "11 p1");
    assert!(c[0]["words"].as_str().unwrap().contains("capturing"), "{c}");
    assert_eq!(c[1]["dropped"], true);
    assert_eq!(v["variant"], "chopat");
    assert_eq!(v["rollouts"]["policy"], "medium");
    // The text form: a table, best first, and the separation.
    let t = ok(&[
        "analyze",
        "--position",
        "examples/position.json",
        "--bot",
        "medium",
        "--games",
        "80",
        "--seed",
        "1",
    ]);
    let first = t
        .lines()
        .find(|l| l.trim_start().starts_with("1 "))
        .unwrap();
    assert!(first.contains("11 p1"), "{t}");
    assert!(t.contains("separated"), "{t}");
}

#[test]
fn analyze_a_throw_lists_the_throws() {
    let pos = std::fs::read_to_string("examples/position.json")
        .unwrap()
        .replace("\"move\"", "\"throw\"")
        .replace("\"kept\": [11],", "");
    let f = temp_file("throw.json", &pos);
    let t = ok(&[
        "analyze",
        "--position",
        f.to_str().unwrap(),
        "--bot",
        "random",
        "--games",
        "10",
    ]);
    assert!(t.contains("Red (seat 1) throws"), "{t}");
    assert!(t.contains("25 (5 of 7 up)"), "{t}");
    assert!(t.contains("Win chance of Red:"), "{t}");
}

#[test]
fn review_of_a_downloaded_record_marks_the_missed_capture() {
    let f = downloaded_endgame();
    let v = json(&ok(&["analyze", f.to_str().unwrap(), "--json"]));
    let d = &v["decisions"][0];
    assert_eq!(d["played"], "11 p2");
    assert_eq!(d["best"], "11 p1");
    assert!(d["mark"].is_string(), "{d}");
    assert_eq!(v["thresholds"]["blunder"], 0.2);
    assert!(v["players"].as_array().unwrap().len() == 2);
    // Accuracy and luck per player, luck per throw.
    for p in v["players"].as_array().unwrap() {
        let a = p["accuracy"].as_f64().unwrap();
        assert!((0.0..=100.0).contains(&a), "{p}");
        assert!(p["luck"].is_number() && p["stand_in"] == 0, "{p}");
    }
    assert!(v["throws"].as_array().is_some_and(|t| !t.is_empty()));
    let t = ok(&["analyze", "examples/endgame.json"]);
    assert!(t.contains("Per player"), "{t}");
    assert!(t.contains("accuracy") && t.contains("luck"), "{t}");
    assert!(t.contains("most of a game's swing is the dice"), "{t}");
}

/// A review says in its JSON how its rollouts were luck-adjusted: the late throws in
/// Ludo (`Settings::review_for`), none in Chopat.
#[test]
fn a_review_adjusts_the_luck_of_ludo_late_throws() {
    let rec = temp("ludo-review.json");
    let file = rec.to_str().unwrap();
    ok(&[
        "record",
        "--variant",
        "ludo",
        "--set",
        "players=2",
        "--seed",
        "3",
        "--out",
        file,
    ]);
    let v = json(&ok(&["analyze", file, "--json", "--seconds", "1"]));
    assert_eq!(v["rollouts"]["luck"], u32::MAX, "{}", v["rollouts"]);
    assert_eq!(v["rollouts"]["luck_late"], 0.25, "{}", v["rollouts"]);
    let t = ok(&["analyze", file, "--seconds", "1"]);
    assert!(
        t.contains("luck-adjusted once a seat has at most 25% of its way left"),
        "{t}"
    );
    let v = json(&ok(&["analyze", "examples/endgame.json", "--json"]));
    assert_eq!(v["rollouts"]["luck"], 0, "{}", v["rollouts"]);
    assert!(
        v["rollouts"].get("luck_late").is_none(),
        "{}",
        v["rollouts"]
    );
    assert!(!ok(&["analyze", "examples/endgame.json"]).contains("luck-adjusted"));
}

#[test]
fn analyze_refuses_bad_input() {
    fails(
        &[
            "analyze",
            "--position",
            "examples/position.json",
            "--games",
            "100001",
        ],
        2,
        "at most 100000",
    );
    fails(&["analyze"], 2, "give a RECORD to review");
    for f in ["0.5", "17", "NaN"] {
        fails(
            &["analyze", "examples/endgame.json", "--confirm-early", f],
            2,
            "--confirm-early must be from 1 to 16",
        );
    }
    fails(
        &[
            "analyze",
            "--position",
            "examples/position.json",
            "--bot",
            "nobot",
        ],
        2,
        "valid bot specifications",
    );
    fails(
        &[
            "analyze",
            "--position",
            "examples/position.json",
            "--seconds",
            "0",
        ],
        2,
        "--seconds",
    );
    fails(
        &["analyze", "--position", "examples/endgame.json"],
        2,
        "examples/endgame.json",
    );
    // A record that does not replay: exit 1 with the event.
    let bad = std::fs::read_to_string("examples/endgame.json")
        .unwrap()
        .replacen("11 p2", "11 p4", 1);
    let f = temp_file("bad.json", &bad);
    fails(&["analyze", f.to_str().unwrap()], 1, "event 0");
}

#[test]
fn replay_and_play_accept_the_browser_download() {
    let f = downloaded_endgame();
    let t = ok(&["replay", f.to_str().unwrap()]);
    assert!(t.contains("Replayed 12 events"), "{t}");
    // An unknown field next to `record` is named.
    let mut v = json(&std::fs::read_to_string(&f).unwrap());
    v["extra"] = json!(1);
    let g = temp_file("extra.json", &v.to_string());
    fails(&["replay", g.to_str().unwrap()], 2, "unknown field `extra`");
}

#[test]
fn record_names_the_winning_team_of_a_team_game() {
    let out = temp("team-record.json");
    let o = pachisi(&[
        "record",
        "--variant",
        "chaupar",
        "--seed",
        "3",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let e = stderr(&o);
    assert!(e.contains("winning team"), "{e}");
    assert!(!e.contains("winner seat"), "{e}");
    let o = pachisi(&[
        "record",
        "--variant",
        "chopat",
        "--seed",
        "3",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(stderr(&o).contains("winner seat"), "{}", stderr(&o));
}

#[test]
fn compare_of_an_option_set_with_itself_finds_no_difference() {
    // The second set spells out the preset's own default: the same games.
    let v = json(&ok(&[
        "compare",
        "--side",
        "chopat:players=2",
        "--side",
        "chopat:players=2,must_capture=true",
        "--games",
        "300",
        "--seed",
        "4",
        "--json",
    ]));
    assert_eq!(v["games"], 300);
    let mut compared = 0;
    for m in v["metrics"].as_array().unwrap() {
        let d = &m["differences"][1];
        if d.is_null() {
            continue;
        }
        compared += 1;
        assert_eq!(d["mean"], 0.0, "{m}");
        assert_eq!(d["significant"], false, "{m}");
        assert_eq!(d["p_value"], 1.0, "{m}");
        assert_eq!(m["values"][0], m["values"][1], "{m}");
    }
    assert!(compared >= 10, "{compared}");
}

#[test]
fn compare_finds_the_bonus_step_and_writes_csv_and_a_chart() {
    let svg = temp("compare.svg");
    let t = ok(&[
        "compare",
        "--side",
        "pachisi",
        "--side",
        "pachisi:bonus=true",
        "--games",
        "200",
        "--csv",
        "--plot",
        svg.to_str().unwrap(),
    ]);
    let mut lines = t.lines();
    assert_eq!(
        lines.next().unwrap(),
        "metric,set,label,value,ci_low,ci_high,diff_from_first,diff_ci_low,diff_ci_high,p_value"
    );
    let adj = t.lines().find(|l| l.starts_with("adjudicated,B,")).unwrap();
    let cols: Vec<&str> = adj.split(',').collect();
    // Without the bonus step most random Pachisi games end in dead ends.
    let diff: f64 = cols[6].parse().unwrap();
    let hi: f64 = cols[8].parse().unwrap();
    assert!(diff < -0.5 && hi < 0.0, "{adj}");
    let s = std::fs::read_to_string(&svg).unwrap();
    assert!(
        s.starts_with("<svg") && s.contains("Win share"),
        "{}",
        &s[..200]
    );
    // The text form marks it significant.
    let t = ok(&[
        "compare",
        "--side",
        "pachisi",
        "--side",
        "pachisi:bonus=true",
        "--games",
        "200",
    ]);
    assert!(t.contains("share of games adjudicated"), "{t}");
    assert!(t.contains("p < 0.001 *"), "{t}");
}

#[test]
fn compare_refuses_bad_sides() {
    fails(&["compare", "--side", "pachisi"], 2, "at least two");
    fails(
        &["compare", "--side", "pachisi", "--side", "pachisi:bogus=1"],
        2,
        "--side 'pachisi:bogus=1'",
    );
    fails(
        &["compare", "--side", "pachisi", "--side", ":bonus=true"],
        2,
        "name a preset",
    );
    fails(
        &[
            "compare", "--side", "pachisi", "--side", "chopat", "--games", "0",
        ],
        2,
        "at least 1",
    );
}

#[test]
fn simulate_draws_a_chart() {
    let svg = temp("sim.svg");
    ok(&[
        "simulate",
        "--variant",
        "chaupar",
        "--games",
        "200",
        "--plot",
        svg.to_str().unwrap(),
    ]);
    let s = std::fs::read_to_string(&svg).unwrap();
    assert!(
        s.contains("Game length") && s.contains("team 1"),
        "{}",
        &s[..300]
    );
    fails(
        &[
            "simulate",
            "--games",
            "10",
            "--plot",
            "/nonexistent-dir/x.svg",
        ],
        2,
        "cannot write /nonexistent-dir/x.svg",
    );
}

#[test]
fn tournament_with_two_bots_prints_ratings() {
    let t = ok(&[
        "tournament",
        "--variant",
        "chopat",
        "--set",
        "players=2",
        "--bots",
        "random,medium",
        "--games",
        "4",
        "--seed",
        "1",
    ]);
    assert!(t.contains("Bradley-Terry ratings"), "{t}");
    let v = json(&ok(&[
        "tournament",
        "--variant",
        "chopat",
        "--set",
        "players=2",
        "--bots",
        "random,medium",
        "--games",
        "4",
        "--seed",
        "1",
        "--json",
    ]));
    let r = v["ratings"].as_array().unwrap();
    assert_eq!(r.len(), 2);
    assert_eq!(r[0]["bot"], "random");
    assert_eq!(r[0]["elo"], 0.0);
}

#[test]
fn tournament_and_play_go_on_from_a_position() {
    let t = ok(&[
        "tournament",
        "--position",
        "examples/position.json",
        "--bots",
        "random,medium",
        "--games",
        "4",
    ]);
    assert!(t.contains("from the given position"), "{t}");
    assert!(t.contains("chopat"), "{t}");
    fails(
        &[
            "tournament",
            "--position",
            "examples/position.json",
            "--variant",
            "pachisi",
            "--bots",
            "random",
        ],
        2,
        "--position gives the variant",
    );
    let t = ok(&[
        "play",
        "--plain",
        "--position",
        "examples/position.json",
        "--seats",
        "bot:random,bot:random",
        "--seed",
        "2",
    ]);
    assert!(t.contains("started from a position file"), "{t}");
    assert!(t.contains("game over"), "{t}");
    fails(
        &["play", "--plain", "--position", "examples/endgame.json"],
        2,
        "--position takes a position file",
    );
}

/// `pachisi endgames` writes a table (docs/endgames.md) and refuses what it cannot
/// solve; `pachisi analyze` of a race position of a bundled table is exact.
#[test]
fn endgames_writes_a_table_and_analyze_is_exact_in_a_race() {
    let out = temp("ludo1.bin");
    let file = out.to_str().unwrap();
    let args = |more: &[&'static str]| -> Vec<&str> {
        let mut a = vec!["endgames", "--variant", "ludo", "--out", file];
        a.extend_from_slice(more);
        a
    };
    let t = ok(&args(&["--set", "players=2", "--pieces", "1"]));
    // One piece or none on 5 squares: 6 per seat, 36 keys.
    assert!(t.starts_with("ludo: 36 keys"), "{t}");
    let bytes = std::fs::read(&out).unwrap();
    assert!(bytes.starts_with(b"pachisi-endgames 1\n"));
    assert!(bytes.len() > 36 * 4);
    fails(&args(&[]), 2, "use --set players=2");
    fails(
        &args(&["--set", "players=2", "--pieces", "5"]),
        2,
        "--pieces must be 1 to 4",
    );
    // One Ludo piece each in its home column: the mover wins with p / (1 - (1-p)²),
    // p = 43/216 (tests/endgame.rs of pachisi-bots).
    let pos = temp_file(
        "race.json",
        r#"{"format": "pachisi-position", "version": 1, "variant": "ludo", "options": {"players": 2},
        "phase": "throw", "turn": 0, "turn_number": 1,
        "seats": [{"pieces": [53, "home", "home", "home"]}, {"pieces": [55, "home", "home", "home"]}]}"#,
    );
    let v = json(&ok(&[
        "analyze",
        "--position",
        pos.to_str().unwrap(),
        "--json",
    ]));
    assert_eq!(v["evaluation"], "exact endgame table");
    assert_eq!(v["total_games"], 0);
    let p = 43.0 / 216.0;
    let want = p / (1.0 - (1.0 - p) * (1.0 - p));
    let w = v["analysis"]["win_chance"].as_f64().unwrap();
    assert!((w - want).abs() < 1e-7, "{w} vs {want}");
    assert_eq!(v["analysis"]["ci95"], json!([w, w]));
    let t = ok(&["analyze", "--position", pos.to_str().unwrap()]);
    assert!(t.contains("Exact: a race position"), "{t}");
    assert!(t.contains("(exact)"), "{t}");
}

fn refs(v: &[String]) -> Vec<&str> {
    v.iter().map(String::as_str).collect()
}

/// `pachisi train` (docs/network.md) writes a network file, goes on from it with
/// `--resume` to the same network as one run of as many games, and refuses what it
/// cannot train with a clear message.
#[test]
fn train_writes_a_network_and_resumes_it() {
    let out = temp("ludo-net.json");
    let whole = temp("ludo-net-whole.json");
    let run = |games: &str, out: &PathBuf, more: &[&str]| -> Vec<String> {
        let mut a: Vec<String> = [
            "train",
            "--variant",
            "ludo",
            "--set",
            "players=2",
            "--games",
            games,
            "--seed",
            "4",
            "--hidden",
            "6",
            "--batch",
            "4",
            "--eval-deals",
            "3",
            "--threads",
            "2",
            "--out",
        ]
        .iter()
        .map(|x| x.to_string())
        .collect();
        a.push(out.to_str().unwrap().to_string());
        a.extend(more.iter().map(|x| x.to_string()));
        a
    };
    let t = ok(&refs(&run("8", &out, &[])));
    assert!(t.starts_with("ludo: 8 games in all (8 this run"), "{t}");
    assert!(t.contains("against medium:"), "{t}");
    let first = json(&std::fs::read_to_string(&out).unwrap());
    assert_eq!(first["format"], "pachisi-network");
    assert_eq!(first["games"], 8);
    assert_eq!(first["network"]["hidden"], 6);
    let t = ok(&refs(&run("16", &out, &["--resume"])));
    assert!(t.starts_with("ludo: 16 games in all (8 this run"), "{t}");
    ok(&refs(&run("16", &whole, &[])));
    let resumed = json(&std::fs::read_to_string(&out).unwrap());
    let straight = json(&std::fs::read_to_string(&whole).unwrap());
    assert_eq!(resumed["network"], straight["network"], "resumed = one run");
    // A network of no hidden unit, or too many.
    let f = out.to_str().unwrap();
    for (sets, hidden, why) in [
        ("players=2", "0", "--hidden must be 1 to 256"),
        ("players=4", "257", "--hidden must be 1 to 256"),
    ] {
        let a = ["train", "--variant", "ludo", "--set", sets, "--games", "4"];
        fails(
            &[&a[..], &["--hidden", hidden, "--out", f]].concat(),
            2,
            why,
        );
    }
    fails(
        &refs(&run("4", &out, &["--against", "nobody"])),
        2,
        "unknown bot",
    );
    let bad = temp_file("not-a-net.json", "{}");
    fails(
        &refs(&run("4", &bad, &["--resume"])),
        2,
        "not a network file",
    );
    // A tournament of the trained network (`net`, and expectimax on it) against
    // random moves, the file given with --network.
    let w = whole.to_str().unwrap();
    let two = ["tournament", "--variant", "ludo", "--set", "players=2"];
    let bots = ["--bots", "net,expectimax:0,leaf=net,random", "--games", "6"];
    let t = ok(&[&two[..], &bots, &["--network", w, "--json"]].concat());
    let report = json(&t);
    assert_eq!(report["bots"].as_array().map(Vec::len), Some(3), "{t}");
    // Without a network for the game, a network of another game, not a network.
    let four = ["tournament", "--variant", "ludo", "--bots", "net,random"];
    fails(&four, 2, "needs a network for ludo");
    // Four players, each alone: a network with an output per seat, measured against
    // medium with the network on each seat in turn, and played in a tournament of four.
    let net4 = temp("ludo4-net.json");
    let n4 = net4.to_str().unwrap();
    let train4 = [
        "train",
        "--variant",
        "ludo",
        "--games",
        "4",
        "--seed",
        "5",
        "--hidden",
        "5",
        "--batch",
        "2",
        "--eval-deals",
        "2",
        "--threads",
        "2",
        "--init",
        "residual",
        "--out",
        n4,
    ];
    let t = ok(&train4);
    assert!(
        t.contains("against medium:") && t.contains("over 2 deals"),
        "{t}"
    );
    let file = json(&std::fs::read_to_string(&net4).unwrap());
    assert_eq!(file["network"]["outputs"], 4, "{file}");
    let t = ok(&[&four[..], &["--games", "4", "--network", n4, "--json"]].concat());
    assert_eq!(json(&t)["bots"].as_array().map(Vec::len), Some(2), "{t}");
    let other = [&four[..], &["--network", w]].concat();
    fails(&other, 2, "trained for ludo with other options");
    let b = bad.to_str().unwrap();
    let not_one = [&two[..], &["--bots", "net,random", "--network", b]].concat();
    fails(&not_one, 2, "not a network file");
}
