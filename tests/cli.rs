//! End-to-end tests of the `pachisi` binary.

use serde_json::Value;
use std::path::PathBuf;
use std::process::{Command, Output};
use std::sync::atomic::{AtomicUsize, Ordering};

fn pachisi(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_pachisi"))
        .args(args)
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

/// A unique file under the temp dir holding `text`.
fn temp_file(name: &str, text: &str) -> PathBuf {
    static N: AtomicUsize = AtomicUsize::new(0);
    let path = std::env::temp_dir().join(format!(
        "pachisi-cli-{}-{}-{name}",
        std::process::id(),
        N.fetch_add(1, Ordering::SeqCst)
    ));
    std::fs::write(&path, text).unwrap();
    path
}

fn json(text: &str) -> Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("not JSON ({e}): {text}"))
}

#[test]
fn variants_json_lists_presets_and_options() {
    let v = json(&ok(&["variants", "--json"]));
    let presets = v["presets"].as_array().unwrap();
    let names: Vec<&str> = presets
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "pachisi",
            "pachisi-seven",
            "chopat",
            "chaupar",
            "ludo",
            "ludo-ludopy",
            "mensch",
            "petits-chevaux",
            "parcheesi",
            "parchis",
            "barjis",
            "barjis-levant",
            "parques",
            "sorry",
            "yut",
            "yut-culin"
        ]
    );
    assert!(
        presets
            .iter()
            .all(|p| !p["description"].as_str().unwrap().is_empty())
    );
    let options = v["options"].as_array().unwrap();
    let teams = options.iter().find(|o| o["key"] == "teams").unwrap();
    assert_eq!(teams["rule"], "T-TEAM");
    assert_eq!(teams["defaults"]["pachisi"], "true");
    assert_eq!(teams["defaults"]["chopat"], "false");
    assert!(options.iter().all(|o| o["allowed"].is_string()
        && o["meaning"].is_string()
        && o["defaults"].as_object().unwrap().len() == pachisi_core::Preset::ALL.len()));
    // the text form names every option too
    let text = ok(&["variants"]);
    assert!(text.contains("safe_squares") && text.contains("P-CASTLE"));
}

#[test]
fn unknown_option_key_exits_2_listing_the_keys() {
    let o = pachisi(&["board", "--variant", "pachisi", "--set", "bogus=1"]);
    assert_eq!(o.status.code(), Some(2));
    let e = stderr(&o);
    assert!(e.contains("unknown option 'bogus'"), "{e}");
    assert!(e.contains("teams") && e.contains("max_turns"), "{e}");
    assert!(!e.contains("panicked"), "{e}");
}

#[test]
fn bad_option_value_exits_2_naming_allowed_values() {
    let o = pachisi(&[
        "simulate",
        "--variant",
        "chopat",
        "--set",
        "forfeit=sometimes",
        "--games",
        "1",
    ]);
    assert_eq!(o.status.code(), Some(2));
    let e = stderr(&o);
    assert!(e.contains("'forfeit'") && e.contains("throw, turn"), "{e}");

    let o = pachisi(&["record", "--variant", "snakes-and-ladders"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("chaupar"), "{}", stderr(&o));

    let o = pachisi(&["record", "--set", "teams"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("key=value"), "{}", stderr(&o));
}

#[test]
fn options_file_sets_variant_and_options() {
    let f = temp_file(
        "opts.toml",
        "variant = \"chopat\"\nplayers = 2\nbonus_values = [11, 25]\n",
    );
    let v = json(&ok(&[
        "simulate",
        "--options",
        f.to_str().unwrap(),
        "--games",
        "3",
        "--json",
    ]));
    assert_eq!(v["variant"], "chopat");
    assert_eq!(v["seats"], 2);
    assert_eq!(v["options"]["players"], 2);

    let bad = temp_file("bad.toml", "teams = \"maybe\"\n");
    let o = pachisi(&["board", "--options", bad.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("'teams'"), "{}", stderr(&o));
    let _ = std::fs::remove_file(f);
    let _ = std::fs::remove_file(bad);
}

const MOVE_POSITION: &str = r#"{"format":"pachisi-position","version":1,"variant":"pachisi",
  "phase":"move","turn":0,"turn_number":3,
  "seats":[{"pieces":[12,"waiting","waiting","waiting"]},
           {"pieces":[37,"waiting","waiting","waiting"]},
           {"pieces":["waiting","waiting","waiting","waiting"]},
           {"pieces":["waiting","waiting","waiting","waiting"]}],
  "kept":[25]}"#;

#[test]
fn legal_lists_actions_of_a_position() {
    let f = temp_file("move.json", MOVE_POSITION);
    let path = f.to_str().unwrap();
    let v = json(&ok(&["legal", "--position", path, "--json"]));
    assert_eq!(v["phase"], "move");
    assert_eq!(v["waits_for_throw"], false);
    let actions = v["actions"].as_array().unwrap();
    let texts: Vec<&str> = actions
        .iter()
        .map(|a| a["action"].as_str().unwrap())
        .collect();
    assert!(
        texts.contains(&"25 p1") && texts.contains(&"25 p2"),
        "{texts:?}"
    );
    let p1 = actions.iter().find(|a| a["action"] == "25 p1").unwrap();
    assert_eq!(p1["value"], 25);
    assert_eq!(p1["from_step"], 12);
    assert_eq!(p1["to_step"], 37);
    assert!(p1["id"].is_u64() && p1["from_square"].is_u64() && p1["to"].is_array());
    // seat 1's piece at its step 37 is on the square of seat 0's step 37 only if the
    // square is shared; whatever it is, captures is a list
    assert!(p1["captures"].is_array());
    let p2 = actions.iter().find(|a| a["action"] == "25 p2").unwrap();
    assert_eq!(p2["enters"], true);
    assert_eq!(p2["from_step"], Value::Null);

    let text = ok(&["legal", "--position", path]);
    assert!(
        text.contains("25 p1") && text.contains("from step 12"),
        "{text}"
    );
    let _ = std::fs::remove_file(f);
}

#[test]
fn legal_names_a_partners_pawn_by_its_seat_in_sorry_with_partners() {
    // S-TEAM: South (seat 0) may use its 5 on North's pawn, `5 p5`, listed as s2p1.
    let pos = r#"{"format":"pachisi-position","version":1,"variant":"sorry",
      "options":{"players":4,"teams":true},"phase":"move","turn":0,"turn_number":10,"kept":[5],
      "seats":[{"pieces":[10,"waiting","waiting","waiting"],"captures":0},
               {"pieces":[30,"waiting","waiting","waiting"],"captures":0},
               {"pieces":[20,"waiting","waiting","waiting"],"captures":0},
               {"pieces":["waiting","waiting","waiting","waiting"],"captures":0}]}"#;
    let f = temp_file("sorry-partners.json", pos);
    let v = json(&ok(&["legal", "--position", f.to_str().unwrap(), "--json"]));
    let actions: Vec<(&str, Option<u64>)> = v["actions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| (a["action"].as_str().unwrap(), a["seat"].as_u64()))
        .collect();
    assert_eq!(actions, [("5 p1", None), ("5 p5", Some(2))]);
    let text = ok(&["legal", "--position", f.to_str().unwrap()]);
    assert!(
        text.contains("id 829") && text.contains("pieces s2p1"),
        "{text}"
    );
    let _ = std::fs::remove_file(f);
}

#[test]
fn legal_on_a_throw_lists_chance_outcomes() {
    let pos = r#"{"format":"pachisi-position","version":1,"variant":"pachisi-seven",
      "phase":"throw","turn":0,"turn_number":1,
      "seats":[{"pieces":[12,"waiting","waiting","waiting"],"captures":0},{"pieces":["waiting","waiting","waiting","waiting"]},
               {"pieces":["waiting","waiting","waiting","waiting"]},{"pieces":["waiting","waiting","waiting","waiting"]}],
      "kept":[]}"#;
    let f = temp_file("throw.json", pos);
    let v = json(&ok(&["legal", "--position", f.to_str().unwrap(), "--json"]));
    assert_eq!(v["waits_for_throw"], true);
    let chance = v["chance"].as_array().unwrap();
    assert_eq!(chance.len(), 8);
    let total: f64 = chance
        .iter()
        .map(|c| c["probability"].as_f64().unwrap())
        .sum();
    assert!((total - 1.0).abs() < 1e-12);
    let values: Vec<u64> = chance
        .iter()
        .map(|c| c["value"].as_u64().unwrap())
        .collect();
    assert_eq!(values, [7, 10, 2, 3, 4, 25, 30, 14]);
    let text = ok(&["legal", "--position", f.to_str().unwrap()]);
    assert!(text.contains("waits for a throw"), "{text}");
    let _ = std::fs::remove_file(f);
}

#[test]
fn legal_on_a_malformed_position_names_every_problem() {
    let pos = MOVE_POSITION
        .replace("[12,", "[200,")
        .replace("[37,\"waiting\"", "[\"nowhere\",\"waiting\"");
    let f = temp_file("bad.json", &pos);
    let o = pachisi(&["legal", "--position", f.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    let e = stderr(&o);
    assert!(
        e.contains("seat 0 piece p1: step 200 is not on the board"),
        "{e}"
    );
    assert!(
        e.contains("seat 1 piece p1: 'nowhere' is not a place"),
        "{e}"
    );

    let g = temp_file("garbage.json", "{ not json");
    let o = pachisi(&["legal", "--position", g.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("not a position file"), "{}", stderr(&o));

    let o = pachisi(&["legal", "--position", "/nonexistent/pachisi-pos.json"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("cannot read"));
    let _ = std::fs::remove_file(f);
    let _ = std::fs::remove_file(g);
}

#[test]
fn record_then_replay_reaches_the_same_result() {
    for variant in ["pachisi", "pachisi-seven", "chopat", "chaupar"] {
        let text = ok(&["record", "--variant", variant, "--seed", "5"]);
        let rec = json(&text);
        let f = temp_file("rec.json", &text);
        let v = json(&ok(&["replay", f.to_str().unwrap(), "--json"]));
        assert_eq!(v["ok"], true);
        assert_eq!(v["result"], rec["result"], "{variant}");
        assert_eq!(v["position"]["phase"], "over");
        assert_eq!(v["position"]["variant"], variant);
        let human = ok(&["replay", f.to_str().unwrap()]);
        assert!(human.contains("Result: ranking"), "{human}");
        // deterministic in the seed
        assert_eq!(text, ok(&["record", "--variant", variant, "--seed", "5"]));
        let _ = std::fs::remove_file(f);
    }
}

#[test]
fn record_out_writes_a_file() {
    let path = std::env::temp_dir().join(format!("pachisi-cli-{}-out.json", std::process::id()));
    let o = pachisi(&[
        "record",
        "--variant",
        "chopat",
        "--set",
        "players=2",
        "--seed",
        "9",
        "--out",
        path.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(o.stdout.is_empty());
    let rec = json(&std::fs::read_to_string(&path).unwrap());
    assert_eq!(rec["options"]["players"], 2);
    assert_eq!(rec["seed"], 9);
    let _ = std::fs::remove_file(path);
}

#[test]
fn replay_of_a_tampered_record_reports_the_event() {
    let mut rec = json(&ok(&["record", "--variant", "pachisi", "--seed", "2"]));
    let events = rec["events"].as_array_mut().unwrap();
    let index = events.iter().position(|e| e.get("move").is_some()).unwrap();
    events[index]["move"]["action"] = Value::from("63 p4");
    let f = temp_file("tampered.json", &rec.to_string());
    let o = pachisi(&["replay", f.to_str().unwrap(), "--json"]);
    assert_eq!(o.status.code(), Some(1));
    let v = json(&stdout(&o));
    assert_eq!(v["ok"], false);
    assert_eq!(v["index"], index);
    assert!(v["reason"].as_str().unwrap().contains("63 p4"), "{v}");
    let o = pachisi(&["replay", f.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains(&format!("event {index}")),
        "{}",
        stderr(&o)
    );

    // a throw worth the wrong value
    let mut rec = json(&ok(&["record", "--variant", "pachisi", "--seed", "2"]));
    let events = rec["events"].as_array_mut().unwrap();
    events[0]["throw"]["value"] = Value::from(99);
    let g = temp_file("tampered2.json", &rec.to_string());
    let v = json(&stdout(&pachisi(&[
        "replay",
        g.to_str().unwrap(),
        "--json",
    ])));
    assert_eq!(v["index"], 0);
    let _ = std::fs::remove_file(f);
    let _ = std::fs::remove_file(g);
}

#[test]
fn simulate_json_is_independent_of_thread_count() {
    let run = |threads: &str| {
        let o = Command::new(env!("CARGO_BIN_EXE_pachisi"))
            .args([
                "simulate",
                "--variant",
                "pachisi-seven",
                "--games",
                "200",
                "--seed",
                "42",
                "--json",
            ])
            .env("RAYON_NUM_THREADS", threads)
            .output()
            .unwrap();
        assert!(o.status.success(), "{}", stderr(&o));
        stdout(&o)
    };
    let one = run("1");
    let two = run("2");
    assert_eq!(one, two);
    let v = json(&one);
    let s = &v["summary"];
    assert_eq!(s["games"], 200);
    let wins: u64 = s["seat_wins"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w["wins"].as_u64().unwrap())
        .sum();
    assert_eq!(wins, 200);
    let teams = &s["team_wins"];
    let team_games: u64 = teams["teams"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w["wins"].as_u64().unwrap())
        .sum::<u64>()
        + teams["ties"].as_u64().unwrap();
    assert_eq!(team_games, 200);
    for key in ["turns", "moves", "captures", "forfeited", "cancelled"] {
        assert!(s[key]["mean"].is_number(), "{key}");
    }
    assert!(!one.contains("elapsed") && !one.contains("games/s"));
    // --threads gives the same numbers; the human form has timings
    let three = ok(&[
        "simulate",
        "--variant",
        "pachisi-seven",
        "--games",
        "200",
        "--seed",
        "42",
        "--json",
        "--threads",
        "3",
    ]);
    assert_eq!(one, three);
    let human = ok(&["simulate", "--games", "20", "--seed", "1"]);
    assert!(
        human.contains("games/s") && human.contains("95% CI"),
        "{human}"
    );
}

#[test]
fn board_json_geometry_for_each_preset() {
    for variant in ["pachisi", "pachisi-seven", "chopat", "chaupar"] {
        let v = json(&ok(&["board", "--variant", variant, "--json"]));
        assert_eq!(v["size"], 19);
        let squares = v["squares"].as_array().unwrap();
        assert_eq!(squares.len(), 97, "{variant}");
        let count = |kind: &str| {
            squares
                .iter()
                .filter(|s| s["kinds"].as_array().unwrap().iter().any(|k| k == kind))
                .count()
        };
        match variant {
            "pachisi" | "pachisi-seven" => {
                assert_eq!(count("castle"), 12);
                assert_eq!(count("flower"), 0);
            }
            "chopat" => {
                assert_eq!(count("castle"), 0);
                assert_eq!(count("flower"), 12);
            }
            _ => assert_eq!(count("castle") + count("flower"), 0),
        }
        assert_eq!(count("centre"), 1);
        assert_eq!(count("end"), 4);
        assert_eq!(count("home-column"), 4 * 7);
        let seats = v["seats"].as_array().unwrap();
        assert_eq!(count("start"), seats.len());
        for s in seats {
            let track = s["track"].as_array().unwrap();
            let last = track.last().unwrap();
            assert_eq!((last["x"].as_u64(), last["y"].as_u64()), (Some(9), Some(9)));
            let steps = if variant == "chopat" { 73 } else { 84 };
            assert_eq!(track.len(), steps, "{variant}");
        }
        let text = ok(&["board", "--variant", variant]);
        assert!(text.lines().count() >= 19);
    }
}

/// Mensch ärgere Dich nicht (RULES §14) through every command: the 11 × 11 board,
/// a simulation, a tournament, legal actions of a position, record and replay.
#[test]
fn mensch_board_simulate_tournament_legal_replay() {
    let v = json(&ok(&["board", "--variant", "mensch", "--json"]));
    assert_eq!(
        (v["size"].as_u64(), v["arm_len"].as_u64()),
        (Some(11), Some(4))
    );
    let squares = v["squares"].as_array().unwrap();
    assert_eq!(squares.len(), 57);
    let count = |kind: &str| {
        squares
            .iter()
            .filter(|s| s["kinds"].as_array().unwrap().iter().any(|k| k == kind))
            .count()
    };
    assert_eq!(
        (count("corner"), count("home-column"), count("start")),
        (4, 16, 4)
    );
    for s in v["seats"].as_array().unwrap() {
        assert_eq!(s["track"].as_array().unwrap().len(), 44);
    }
    let text = ok(&["board", "--variant", "mensch"]);
    assert!(text.contains("mensch board (11 x 11)"), "{text}");
    assert!(text.lines().count() >= 11);

    let sim = json(&ok(&[
        "simulate",
        "--variant",
        "mensch",
        "--games",
        "200",
        "--seed",
        "1",
        "--json",
    ]));
    assert_eq!(sim["summary"]["games"], 200, "{sim}");
    assert_eq!(sim["variant"], "mensch");

    let t = ok(&[
        "tournament",
        "--variant",
        "mensch",
        "--bots",
        "heuristic,random",
        "--games",
        "8",
        "--seed",
        "1",
    ]);
    assert!(t.contains("heuristic"), "{t}");

    let pos = temp_file(
        "mensch.json",
        r#"{"format":"pachisi-position","version":1,"variant":"mensch","phase":"move","turn":0,
           "kept":[6],"turn_number":5,"seats":[
           {"pieces":[10,"waiting","waiting","waiting"],"captures":0},
           {"pieces":["waiting","waiting","waiting","waiting"],"captures":0},
           {"pieces":["waiting","waiting","waiting","waiting"],"captures":0},
           {"pieces":["waiting","waiting","waiting","waiting"],"captures":0}]}"#,
    );
    let legal = json(&ok(&[
        "legal",
        "--position",
        pos.to_str().unwrap(),
        "--json",
    ]));
    let actions: Vec<&str> = legal["actions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["action"].as_str().unwrap())
        .collect();
    assert_eq!(actions, ["6 p2"], "M-MUST-ENTER: {legal}");
    let _ = std::fs::remove_file(pos);

    let rec = ok(&["record", "--variant", "mensch", "--seed", "5"]);
    let f = temp_file("mensch-rec.json", &rec);
    let r = json(&ok(&["replay", f.to_str().unwrap(), "--json"]));
    assert_eq!(r["ok"], true);
    assert_eq!(r["result"], json(&rec)["result"]);
    assert_eq!(r["position"]["variant"], "mensch");
    let _ = std::fs::remove_file(f);
}

/// Parcheesi (RULES §16) through every command: the 19 × 19 board with its 12 safety
/// spaces and entry spaces on the loop, a simulation, a tournament, legal actions of a
/// position (two kept dice, the total 5 entering), record and replay.
#[test]
fn parcheesi_board_simulate_tournament_legal_replay() {
    let v = json(&ok(&["board", "--variant", "parcheesi", "--json"]));
    assert_eq!(
        (v["size"].as_u64(), v["arm_len"].as_u64()),
        (Some(19), Some(8))
    );
    assert_eq!(v["direction"], "anticlockwise");
    let squares = v["squares"].as_array().unwrap();
    let count = |kind: &str| {
        squares
            .iter()
            .filter(|s| s["kinds"].as_array().unwrap().iter().any(|k| k == kind))
            .count()
    };
    assert_eq!(
        (count("castle"), count("home-column"), count("start")),
        (12, 28, 4)
    );
    for s in v["seats"].as_array().unwrap() {
        let track = s["track"].as_array().unwrap();
        assert_eq!(track.len(), 73, "entry space (step 1) to home (step 73)");
        assert_eq!(track[0]["step"], 1);
    }
    let text = ok(&["board", "--variant", "parcheesi"]);
    assert!(text.contains("parcheesi board (19 x 19)"), "{text}");

    let sim = json(&ok(&[
        "simulate",
        "--variant",
        "parcheesi",
        "--games",
        "200",
        "--seed",
        "1",
        "--json",
    ]));
    assert_eq!(sim["summary"]["games"], 200, "{sim}");
    assert_eq!(sim["variant"], "parcheesi");

    let t = ok(&[
        "tournament",
        "--variant",
        "parcheesi",
        "--set",
        "players=2",
        "--bots",
        "heuristic,random",
        "--games",
        "8",
        "--seed",
        "1",
    ]);
    assert!(t.contains("heuristic"), "{t}");

    let pos = temp_file(
        "parcheesi.json",
        r#"{"format":"pachisi-position","version":1,"variant":"parcheesi","phase":"move","turn":0,
           "kept":[2,3],"turn_number":5,"seats":[
           {"pieces":[10,"waiting","waiting","waiting"],"captures":0},
           {"pieces":["waiting","waiting","waiting","waiting"],"captures":0},
           {"pieces":["waiting","waiting","waiting","waiting"],"captures":0},
           {"pieces":["waiting","waiting","waiting","waiting"],"captures":0}]}"#,
    );
    let legal = json(&ok(&[
        "legal",
        "--position",
        pos.to_str().unwrap(),
        "--json",
    ]));
    let actions: Vec<&str> = legal["actions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["action"].as_str().unwrap())
        .collect();
    assert_eq!(actions, ["5 p2"], "PR-ENTER, the total 5: {legal}");
    let _ = std::fs::remove_file(pos);

    let rec = ok(&["record", "--variant", "parcheesi", "--seed", "5"]);
    let f = temp_file("parcheesi-rec.json", &rec);
    let r = json(&ok(&["replay", f.to_str().unwrap(), "--json"]));
    assert_eq!(r["ok"], true);
    assert_eq!(r["result"], json(&rec)["result"]);
    assert_eq!(r["position"]["variant"], "parcheesi");
    let _ = std::fs::remove_file(f);
}

/// Parchís (RULES §17) through every command: the 19 × 19 board with its 12 seguros
/// (drawn as castles) and salidas on the loop, a simulation, a tournament, legal actions
/// of a position (a 6 opening a barrier), record and replay.
#[test]
fn parchis_board_simulate_tournament_legal_replay() {
    let v = json(&ok(&["board", "--variant", "parchis", "--json"]));
    assert_eq!(
        (v["size"].as_u64(), v["arm_len"].as_u64()),
        (Some(19), Some(8))
    );
    assert_eq!(v["direction"], "anticlockwise");
    let squares = v["squares"].as_array().unwrap();
    let count = |kind: &str| {
        squares
            .iter()
            .filter(|s| s["kinds"].as_array().unwrap().iter().any(|k| k == kind))
            .count()
    };
    assert_eq!(
        (count("castle"), count("home-column"), count("start")),
        (12, 28, 4)
    );
    for s in v["seats"].as_array().unwrap() {
        let track = s["track"].as_array().unwrap();
        assert_eq!(track.len(), 72, "salida (step 1) to the centre (step 72)");
        assert_eq!(track[0]["step"], 1);
    }
    let text = ok(&["board", "--variant", "parchis"]);
    assert!(text.contains("parchis board (19 x 19)"), "{text}");

    let sim = json(&ok(&[
        "simulate",
        "--variant",
        "parchis",
        "--games",
        "200",
        "--seed",
        "1",
        "--json",
    ]));
    assert_eq!(sim["summary"]["games"], 200, "{sim}");
    assert_eq!(sim["variant"], "parchis");

    let t = ok(&[
        "tournament",
        "--variant",
        "parchis",
        "--set",
        "players=2",
        "--bots",
        "heuristic,random",
        "--games",
        "8",
        "--seed",
        "1",
    ]);
    assert!(t.contains("heuristic"), "{t}");

    let pos = temp_file(
        "parchis.json",
        r#"{"format":"pachisi-position","version":1,"variant":"parchis","phase":"move","turn":0,
           "kept":[6],"turn_number":5,"seats":[
           {"pieces":[10,10,30,"waiting"],"captures":0},
           {"pieces":["waiting","waiting","waiting","waiting"],"captures":0},
           {"pieces":["waiting","waiting","waiting","waiting"],"captures":0},
           {"pieces":["waiting","waiting","waiting","waiting"],"captures":0}]}"#,
    );
    let legal = json(&ok(&[
        "legal",
        "--position",
        pos.to_str().unwrap(),
        "--json",
    ]));
    let actions: Vec<&str> = legal["actions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["action"].as_str().unwrap())
        .collect();
    assert_eq!(actions, ["6 p1"], "ES-OPEN-BARRIER: {legal}");
    let _ = std::fs::remove_file(pos);

    let rec = ok(&["record", "--variant", "parchis", "--seed", "5"]);
    let f = temp_file("parchis-rec.json", &rec);
    let r = json(&ok(&["replay", f.to_str().unwrap(), "--json"]));
    assert_eq!(r["ok"], true);
    assert_eq!(r["result"], json(&rec)["result"]);
    assert_eq!(r["position"]["variant"], "parchis");
    let _ = std::fs::remove_file(f);
}

/// Le jeu des petits chevaux (RULES §15) through every command: the board with its
/// numbered ladders, a simulation, a tournament, legal actions of a position on the
/// ladder, record and replay.
#[test]
fn petits_chevaux_board_simulate_tournament_legal_replay() {
    let v = json(&ok(&["board", "--variant", "petits-chevaux", "--json"]));
    assert_eq!(
        (v["size"].as_u64(), v["arm_len"].as_u64()),
        (Some(15), Some(6))
    );
    let squares = v["squares"].as_array().unwrap();
    assert_eq!(squares.len(), 81);
    let count = |kind: &str| {
        squares
            .iter()
            .filter(|s| s["kinds"].as_array().unwrap().iter().any(|k| k == kind))
            .count()
    };
    assert_eq!(
        (count("corner"), count("ladder"), count("start")),
        (4, 24, 4)
    );
    let numbers: Vec<u64> = squares
        .iter()
        .filter_map(|s| s["number"].as_u64())
        .collect();
    assert_eq!(numbers.len(), 24);
    assert!(numbers.iter().all(|n| (1..=6).contains(n)));
    for s in v["seats"].as_array().unwrap() {
        assert_eq!(s["track"].as_array().unwrap().len(), 63);
    }
    let text = ok(&["board", "--variant", "petits-chevaux"]);
    assert!(text.contains("petits-chevaux board (15 x 15)"), "{text}");
    assert!(text.contains("CH-LADDER"), "{text}");

    let sim = json(&ok(&[
        "simulate",
        "--variant",
        "petits-chevaux",
        "--games",
        "200",
        "--seed",
        "1",
        "--json",
    ]));
    assert_eq!(sim["summary"]["games"], 200, "{sim}");
    assert_eq!(sim["variant"], "petits-chevaux");

    let t = ok(&[
        "tournament",
        "--variant",
        "petits-chevaux",
        "--set",
        "players=2",
        "--bots",
        "heuristic,random",
        "--games",
        "8",
        "--seed",
        "1",
    ]);
    assert!(t.contains("heuristic"), "{t}");

    // A horse on ladder square 2 with a 3 kept climbs to 3; the one on the loop may
    // move too.
    let pos = temp_file(
        "chevaux.json",
        r#"{"format":"pachisi-position","version":1,"variant":"petits-chevaux","phase":"move","turn":0,
           "kept":[3],"turn_number":5,"seats":[
           {"pieces":[58,10,"waiting","waiting"],"captures":0},
           {"pieces":["waiting","waiting","waiting","waiting"],"captures":0},
           {"pieces":["waiting","waiting","waiting","waiting"],"captures":0},
           {"pieces":["waiting","waiting","waiting","waiting"],"captures":0}]}"#,
    );
    let legal = json(&ok(&[
        "legal",
        "--position",
        pos.to_str().unwrap(),
        "--json",
    ]));
    let actions: Vec<&str> = legal["actions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["action"].as_str().unwrap())
        .collect();
    assert_eq!(actions, ["3 p1", "3 p2"], "CH-LADDER: {legal}");
    let _ = std::fs::remove_file(pos);

    let rec = ok(&["record", "--variant", "petits-chevaux", "--seed", "5"]);
    let f = temp_file("chevaux-rec.json", &rec);
    let r = json(&ok(&["replay", f.to_str().unwrap(), "--json"]));
    assert_eq!(r["ok"], true);
    assert_eq!(r["result"], json(&rec)["result"]);
    assert_eq!(r["position"]["variant"], "petits-chevaux");
    let _ = std::fs::remove_file(f);
}

/// `pachisi bench --json` reports, per preset, playout rates, legal+apply time, MCTS
/// rates, and the decision time of every level and bot (issue: decisions per second
/// for each bot). Tiny measurements: only the shape and positivity are checked.
#[test]
fn bench_json_reports_every_preset_and_bot() {
    let out = ok(&[
        "bench",
        "--json",
        "--seconds",
        "0.01",
        "--bot-positions",
        "1",
    ]);
    let v: Value = serde_json::from_str(&out).expect("bench JSON");
    assert_eq!(
        v["profile"],
        if cfg!(debug_assertions) {
            "debug"
        } else {
            "release"
        }
    );
    assert!(v["cores"].as_u64().unwrap() >= 1);
    let presets = v["presets"].as_array().unwrap();
    let names: Vec<&str> = presets
        .iter()
        .map(|p| p["preset"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "pachisi",
            "pachisi-seven",
            "chopat",
            "chaupar",
            "ludo",
            "ludo-ludopy",
            "mensch",
            "petits-chevaux",
            "parcheesi",
            "parchis",
            "barjis",
            "barjis-levant",
            "parques",
            "sorry",
            "yut",
            "yut-culin"
        ]
    );
    for p in presets {
        assert!(
            p["one_thread"]["games_per_s"].as_f64().unwrap() > 0.0,
            "{p}"
        );
        assert!(
            p["all_threads"]["games_per_s"].as_f64().unwrap() > 0.0,
            "{p}"
        );
        assert!(p["ns_per_legal_apply"].as_f64().unwrap() > 0.0, "{p}");
        assert!(p["mcts"]["iterations_per_s"].as_f64().unwrap() > 0.0, "{p}");
        let bots: Vec<&str> = p["bots"]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| {
                assert!(b["positions"].as_u64().unwrap() >= 1, "{b}");
                assert!(b["decisions_per_s"].as_f64().unwrap() > 0.0, "{b}");
                b["bot"].as_str().unwrap()
            })
            .collect();
        assert_eq!(
            bots,
            [
                "easy",
                "medium",
                "hard",
                "expert",
                "random",
                "heuristic",
                "expectimax",
                "mcts"
            ]
        );
    }
}

#[test]
fn bench_rejects_bad_seconds() {
    let o = pachisi(&["bench", "--seconds", "0"]);
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("--seconds must be a positive number"),
        "{}",
        stderr(&o)
    );
    for bad in ["0", "1001"] {
        let o = pachisi(&["bench", "--seconds", "0.1", "--bot-positions", bad]);
        assert_eq!(o.status.code(), Some(2), "{bad}");
        assert!(stderr(&o).contains("1 to 1000 positions"), "{}", stderr(&o));
    }
}

#[test]
fn endless_input_files_are_refused_at_the_size_cap() {
    // /dev/zero reports size 0 and never ends: the cap is found by reading.
    for args in [
        &["legal", "--position", "/dev/zero"][..],
        &["replay", "/dev/zero"],
        &["verify", "/dev/zero"],
        &["simulate", "--games", "1", "--options", "/dev/zero"],
    ] {
        let o = pachisi(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        let e = stderr(&o);
        assert!(
            e.contains("cannot read /dev/zero: the file is larger than 64 MiB"),
            "{args:?}: {e}"
        );
        assert!(!e.contains("panicked"), "{args:?}: {e}");
    }
}

#[test]
fn impossible_game_counts_are_refused() {
    for games in ["18446744073709551615", "1000000000001", "0"] {
        let o = pachisi(&["simulate", "--games", games]);
        assert_eq!(o.status.code(), Some(2), "--games {games}: {}", stderr(&o));
        let e = stderr(&o);
        assert!(!e.contains("panicked"), "{e}");
        if games == "0" {
            assert!(e.contains("--games must be at least 1"), "{e}");
        } else {
            assert!(e.contains("at most 1000000000000 games"), "{e}");
        }
    }
    let o = pachisi(&["simulate", "--games", "10", "--threads", "1000000"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("at most 1024 threads"),
        "{}",
        stderr(&o)
    );
    // Tournaments keep every game: a smaller cap, counted after rounding up to whole
    // cycles of line-ups.
    for (games, bots) in [
        ("4294967295", "random,random"),
        // 60 bots, 4 sides (Chopat, no teams): C(60, 4) × 4 = 1950540 games.
        ("1", &*["random"; 60].join(",")),
    ] {
        let o = pachisi(&[
            "tournament",
            "--variant",
            "chopat",
            "--bots",
            bots,
            "--games",
            games,
        ]);
        assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
        assert!(
            stderr(&o).contains("at most 1000000 games"),
            "{}",
            stderr(&o)
        );
    }
    let o = pachisi(&["bench", "--seconds", "1e300"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("at most 3600 seconds"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn near_certain_throws_still_end_the_simulation() {
    // Every start-order throw ties; the order phase is capped (rules.md T-ORDER).
    for p in ["1e-10", "0.99999999999"] {
        let v = json(&ok(&[
            "simulate",
            "--games",
            "1",
            "--set",
            &format!("mouth_up_p={p}"),
            "--json",
        ]));
        assert_eq!(v["summary"]["games"], 1, "{p}");
        assert_eq!(v["summary"]["adjudicated"], 1, "{p}: {v}");
    }
}

/// `simulate --position FILE`: every game continues from the position.
#[test]
fn simulate_continues_from_a_position() {
    let w = "waiting";
    let position = serde_json::json!({
        "format": "pachisi-position", "version": 1, "variant": "chopat",
        "options": {"players": 2}, "phase": "throw", "turn": 1, "turn_number": 40,
        "seats": [{"pieces": [60, 61, "home", "home"]}, {"pieces": [5, w, w, w]}],
    });
    let f = temp_file("sim-from.json", &position.to_string());
    let path = f.to_str().unwrap();
    let out = ok(&[
        "simulate",
        "--position",
        path,
        "--games",
        "200",
        "--seed",
        "3",
        "--json",
        "--threads",
        "1",
    ]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["summary"]["games"], 200);
    assert_eq!(v["variant"], "chopat");
    // Every game goes on from turn 40, so none is shorter.
    assert!(
        v["summary"]["turns"]["min"].as_f64().unwrap() >= 40.0,
        "{v}"
    );
    // Seat 1 is far ahead: it wins far more often than seat 2.
    let wins = &v["summary"]["seat_wins"];
    assert!(
        wins[0]["share"].as_f64().unwrap() > wins[1]["share"].as_f64().unwrap(),
        "{wins}"
    );
    // The same run again gives the same figures; a variant beside it is refused.
    assert_eq!(
        out,
        ok(&[
            "simulate",
            "--position",
            path,
            "--games",
            "200",
            "--seed",
            "3",
            "--json",
            "--threads",
            "1"
        ])
    );
    let o = pachisi(&["simulate", "--position", path, "--variant", "pachisi"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("--position gives the variant"),
        "{}",
        stderr(&o)
    );
}

/// Sorry!'s board in the terminal (RULES-more §3.1): the slides drawn along the
/// direction of play, the start squares, the safety zones and Home.
#[test]
fn board_draws_sorry_slides_safety_zones_and_home() {
    let out = ok(&["board", "--variant", "sorry"]);
    let lines: Vec<&str> = out.lines().collect();
    // South's side, L15 … L0 from left to right: the long slide's triangle at L9 and
    // its rest L10 … L13 to its left, the start square L4 (seat 0), the short slide's
    // triangle at L1.
    assert_eq!(lines[16].trim(), ". . = = = = > . . . . 0 = = > .", "{out}");
    // South's safety zone rises from its entrance (13,0): (13,1) … (13,5), then Home
    // at (13,6). Line 1 + 15 − y is row y; column x is at 2 + 2x.
    let at = |x: usize, y: usize| lines[1 + 15 - y].chars().nth(2 + 2 * x);
    for y in 1..=5 {
        assert_eq!(at(13, y), Some(':'), "(13,{y}): {out}");
    }
    assert_eq!(at(13, 6), Some('H'), "{out}");
    assert!(out.contains("> a slide's triangle"), "{out}");
    assert!(!out.contains('@'), "Sorry! has no centre square: {out}");
}
