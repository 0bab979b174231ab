//! The first-game lesson (`GET /api/lesson`, the page `/learn`) from a real server:
//! every step's answer is one of its legal actions, the legal actions have the shape
//! of a game's `legal`, and each answer does what its step teaches.

mod common;

use common::{http, server};
use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use std::collections::BTreeSet;
use std::net::SocketAddr;
use std::time::Duration;
use tokio_tungstenite::tungstenite::Message;

fn steps(lesson: &Value) -> &Vec<Value> {
    lesson["steps"].as_array().unwrap()
}

fn step<'a>(lesson: &'a Value, id: &str) -> &'a Value {
    steps(lesson)
        .iter()
        .find(|s| s["id"] == id)
        .unwrap_or_else(|| panic!("no step '{id}'"))
}

/// The legal action of the step's answer (its info) and the answer's result.
fn answer(s: &Value) -> (&Value, &Value) {
    let a = &s["answer"];
    let info = s["legal"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["action"] == *a)
        .unwrap_or_else(|| panic!("step {}: the answer {a} is not legal", s["id"]));
    let result = s["results"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["action"] == *a)
        .unwrap();
    (info, result)
}

/// Every step of `lesson` is named `id_prefix…` and cites only rules `rule_prefix…`;
/// in every move step the answer is legal and the only right move, and every other
/// move (a pass too) is wrong and says why.
fn every_step_teaches(lesson: &Value, id_prefix: &str, rule_prefix: &str) {
    for s in steps(lesson) {
        let id = &s["id"];
        assert!(id.as_str().unwrap().starts_with(id_prefix), "{id}");
        let rules = s["rules"].as_array().unwrap();
        assert!(
            !rules.is_empty()
                && rules
                    .iter()
                    .all(|r| r.as_str().unwrap().starts_with(rule_prefix)),
            "{id}"
        );
        if s["phase"] != "move" {
            continue;
        }
        let (_, r) = answer(s);
        assert_eq!(r["correct"], true, "{id}");
        for other in s["results"].as_array().unwrap() {
            if other["action"] != s["answer"] {
                assert_eq!(other["correct"], false, "{id}");
                assert!(other["why"]["code"].is_string(), "{id}: {other}");
                assert_ne!(other["why"]["code"], "other", "{id}: {other}");
            }
        }
    }
}

fn keys(v: &Value) -> BTreeSet<String> {
    v.as_object().unwrap().keys().cloned().collect()
}

/// Where the learner's pieces are: "waiting", "home" or the step.
fn places(pieces: &Value, seat: usize) -> Vec<String> {
    pieces[seat]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| match p["at"].as_str().unwrap() {
            "board" => p["step"].to_string(),
            other => other.to_string(),
        })
        .collect()
}

/// The `legal` list of a real game's state message (a pass-and-play game, thrown until
/// a move is due).
async fn a_games_legal(addr: SocketAddr) -> Vec<Value> {
    let (status, created) = http(
        addr,
        "POST",
        "/api/games",
        Some(&json!({"preset": "pachisi", "seats": ["human", "human", "human", "human"]})),
    )
    .await;
    assert_eq!(status, 200, "{created}");
    let tokens: Vec<Value> = (0..4)
        .map(|i| created["seats"][i]["token"].clone())
        .collect();
    let (mut ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/ws"))
        .await
        .unwrap();
    let hello = json!({"type": "hello", "game": created["game"], "tokens": tokens});
    ws.send(Message::text(hello.to_string())).await.unwrap();
    for _ in 0..500 {
        let m = tokio::time::timeout(Duration::from_secs(20), ws.next())
            .await
            .expect("a message within 20 s")
            .unwrap()
            .unwrap();
        let Message::Text(t) = m else { continue };
        let v: Value = serde_json::from_str(t.as_str()).unwrap();
        if v["type"] != "state" {
            continue;
        }
        let legal = v["legal"].as_array().cloned().unwrap_or_default();
        if legal.iter().any(|a| a["action"] != "pass") {
            return legal;
        }
        let next = if v["can_throw"] == true {
            json!({"type": "throw", "version": v["version"]})
        } else if let Some(a) = legal.first() {
            json!({"type": "act", "version": v["version"], "action": a["action"]})
        } else {
            continue;
        };
        ws.send(Message::text(next.to_string())).await.unwrap();
    }
    panic!("no move was due in 500 messages");
}

#[tokio::test]
async fn the_lesson_is_served_and_every_answer_does_what_its_step_teaches() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server(&dir).await;
    let addr = srv.addr;

    let (status, lesson) = http(addr, "GET", "/api/lesson", None).await;
    assert_eq!(status, 200, "{lesson}");
    assert_eq!(lesson["preset"], "pachisi");
    assert_eq!(lesson["players"], 4);
    assert_eq!(lesson["teams"], true);
    assert_eq!(lesson["seat"], 0);
    assert_eq!(lesson["partner"], 2);
    assert_eq!(lesson["grace"], json!([6, 10, 25]));
    assert_eq!(lesson["layout"]["variant"], "pachisi");
    let ids: Vec<&str> = steps(&lesson)
        .iter()
        .map(|s| s["id"].as_str().unwrap())
        .collect();
    assert_eq!(
        ids,
        [
            "throw", "grace", "move", "capture", "castle", "exact", "team"
        ]
    );

    // The page is there too.
    let (status, page) = http(addr, "GET", "/learn", None).await;
    assert_eq!(status, 200);
    assert!(page.as_str().unwrap().contains("/web/main.js"));

    // Legal actions have exactly the fields of a game's.
    let game_keys = keys(&a_games_legal(addr).await[0]);
    for s in steps(&lesson) {
        let id = &s["id"];
        for l in s["legal"].as_array().unwrap() {
            assert_eq!(keys(l), game_keys, "step {id}: {l}");
        }
        // Every step names the rules it teaches, and its pieces are a game's.
        assert!(!s["rules"].as_array().unwrap().is_empty(), "step {id}");
        assert_eq!(s["pieces"].as_array().unwrap().len(), 4, "step {id}");
        assert_eq!(
            s["pieces"][0][0].as_object().unwrap().keys().count(),
            7,
            "step {id}: piece, at, step, to_go, x, y, square"
        );
        if s["id"] == "throw" {
            continue;
        }
        // Every legal action has a result, exactly one kind of move is right, and
        // every wrong one says why.
        let legal: Vec<&Value> = s["legal"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| &l["action"])
            .collect();
        let results: Vec<&Value> = s["results"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| &r["action"])
            .collect();
        assert_eq!(legal, results, "step {id}");
        for r in s["results"].as_array().unwrap() {
            let right = r["action"] == s["answer"];
            if right {
                assert_eq!(r["correct"], true, "step {id}");
            }
            if r["correct"] == true {
                assert!(r["why"].is_null(), "step {id}: {r}");
            } else {
                assert!(r["why"]["code"].is_string(), "step {id}: {r}");
            }
            if r["action"] != "pass" {
                assert_ne!(
                    r["pieces"], s["pieces"],
                    "step {id}: {} moves a piece",
                    r["action"]
                );
            }
            // Each kept throw is drawn as shells.
            for k in s["kept_throws"].as_array().unwrap() {
                assert_eq!(k["shells"].as_array().unwrap().len(), 6);
            }
        }
    }

    // 1. Throws: a 10 (throw again), then a 3 that ends the throwing; both kept.
    let s = step(&lesson, "throw");
    let throws = s["throws"].as_array().unwrap();
    assert_eq!(throws.len(), 2);
    assert_eq!(
        (&throws[0]["throw"]["value"], &throws[0]["again"]),
        (&json!(10), &json!(true))
    );
    assert_eq!(
        throws[0]["throw"]["shells"],
        json!([true, false, false, false, false, false])
    );
    assert_eq!(
        (&throws[1]["throw"]["value"], &throws[1]["again"]),
        (&json!(3), &json!(false))
    );
    assert_eq!(throws[1]["kept"], json!([10, 3]));

    // 2. A grace brings a piece in, onto the start square; the 3 cannot.
    let s = step(&lesson, "grace");
    assert_eq!(s["kept"], json!([10, 3]));
    assert_eq!(s["unusable"][0]["value"], 3);
    assert_eq!(s["unusable"][0]["why"]["reason"], "must_enter");
    let (info, r) = answer(s);
    assert_eq!(
        (&info["enters"], &info["to_place"], &info["value"]),
        (&json!(true), &json!("start"), &json!(10))
    );
    assert_eq!(
        places(&r["pieces"], 0),
        ["1", "waiting", "waiting", "waiting"]
    );

    // 3. The 3 moves the piece three squares along its road.
    let s = step(&lesson, "move");
    let (info, r) = answer(s);
    assert_eq!(
        (&info["from_step"], &info["to_step"]),
        (&json!(1), &json!(4))
    );
    assert_eq!(places(&r["pieces"], 0)[0], "4");

    // 4. The capture sends Green's piece back to the centre and earns another throw.
    let s = step(&lesson, "capture");
    let (info, r) = answer(s);
    assert_eq!(info["captures"], json!([[1, 0]]));
    assert_eq!(r["pieces"][1][0]["at"], "waiting");
    assert_eq!(s["pieces"][1][0]["at"], "board");
    assert_eq!(r["throws_again"], true);
    assert_eq!(r["log"]["turn_passed"], false);
    // (the moves are shown in an order of their own: find the other one by its action)
    let other = s["results"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["action"] != s["answer"] && r["action"] != "pass")
        .unwrap();
    assert_eq!(
        (&other["why"]["code"], &other["throws_again"]),
        (&json!("no_capture"), &json!(false))
    );

    // 5. The castle: nothing can capture the piece there; the other move is open to a 3.
    let s = step(&lesson, "castle");
    let (info, r) = answer(s);
    assert_eq!(info["to_place"], "safe");
    let castle = &lesson["layout"]["squares"][info["to_square"].as_u64().unwrap() as usize];
    assert!(
        castle["kinds"]
            .as_array()
            .unwrap()
            .contains(&json!("castle")),
        "{castle}"
    );
    assert_eq!(r["dangers"], json!([]));
    let exposed = s["results"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["why"]["code"] == "exposed")
        .expect("a move that leaves a piece open to capture");
    assert_eq!(exposed["dangers"][0]["value"], 3);

    // 6. Exact: 3 takes the piece with 3 to go home; on the piece with 4 to go it strands.
    let s = step(&lesson, "exact");
    let (info, r) = answer(s);
    assert_eq!(
        (&info["finishes"], &info["from_step"], &info["value"]),
        (&json!(true), &json!(81), &json!(3))
    );
    assert_eq!(places(&r["pieces"], 0)[0], "home");
    let strands = s["results"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["action"] == "3 p2")
        .unwrap();
    assert_eq!(strands["why"]["code"], "strands");
    assert!(
        s["legal"]
            .as_array()
            .unwrap()
            .iter()
            .any(|l| l["action"] == "3 p2" && l["strands"] == true)
    );

    // 7. Teams: the partner (opposite) is home; the answer brings the last piece home
    //    and the team wins.
    let s = step(&lesson, "team");
    let (_, r) = answer(s);
    assert_eq!(places(&s["pieces"], 2), ["home"; 4]);
    assert_eq!(lesson["seats"][2]["team"], lesson["seats"][0]["team"]);
    assert_eq!(r["result"]["winning_team"], lesson["seats"][0]["team"]);
    assert_eq!(places(&r["pieces"], 0), ["home"; 4]);
    let loses = s["results"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["action"] == "4 p4")
        .unwrap();
    assert_eq!(loses["why"]["code"], "loses_throw");
    assert_eq!(loses["log"]["forfeits"][0]["value"], 10);

    // The lesson takes no parameter but the game; a game without a lesson says which
    // games have one.
    let (status, v) = http(addr, "GET", "/api/lesson?step=2", None).await;
    assert_eq!(status, 400);
    assert_eq!(v["error"]["code"], "bad_request");
    let (status, v) = http(addr, "GET", "/api/lesson?preset=chaupar", None).await;
    assert_eq!(status, 400);
    assert!(
        v["error"]["message"]
            .as_str()
            .unwrap()
            .contains(
                "lessons: pachisi, ludo, mensch, petits-chevaux, parcheesi, parchis, barjis, barjis-levant, parques, sorry, yut"
            ),
        "{v}"
    );
}

#[tokio::test]
async fn the_ludo_lesson_from_a_real_server() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server(&dir).await;
    let addr = srv.addr;
    let (status, lesson) = http(addr, "GET", "/api/lesson?preset=ludo", None).await;
    assert_eq!(status, 200, "{lesson}");
    assert_eq!(lesson["preset"], "ludo");
    assert_eq!(lesson["layout"]["safe_squares"], "ludo-stars");
    let steps = lesson["steps"].as_array().unwrap();
    assert_eq!(steps.len(), 7);
    // Every move step's answer is among its legal moves and marked correct.
    for s in steps.iter().filter(|s| s["phase"] == "move") {
        let legal: Vec<&Value> = s["legal"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| &a["action"])
            .collect();
        assert!(legal.contains(&&s["answer"]), "{}", s["id"]);
        let right: Vec<&Value> = s["results"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|r| r["correct"] == true)
            .map(|r| &r["action"])
            .collect();
        assert_eq!(right, [&s["answer"]], "{}", s["id"]);
    }
}

#[tokio::test]
async fn the_petits_chevaux_lesson_from_a_real_server() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server(&dir).await;
    let addr = srv.addr;
    let (status, lesson) = http(addr, "GET", "/api/lesson?preset=petits-chevaux", None).await;
    assert_eq!(status, 200, "{lesson}");
    assert_eq!(lesson["preset"], "petits-chevaux");
    assert_eq!(lesson["layout"]["variant"], "petits-chevaux");
    let steps = steps(&lesson);
    assert_eq!(steps.len(), 7);
    for s in steps.iter() {
        // Every step names CH- rules.
        let rules = s["rules"].as_array().unwrap();
        assert!(
            !rules.is_empty() && rules.iter().all(|r| r.as_str().unwrap().starts_with("CH-")),
            "{}",
            s["id"]
        );
        if s["phase"] != "move" {
            continue;
        }
        // Every move step has a wrong move besides the answer, except where the
        // engine allows one move only, and every wrong move says why.
        let (info, _) = answer(s);
        assert_eq!(info["action"], s["answer"]);
        let right: Vec<&Value> = s["results"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|r| r["correct"] == true)
            .map(|r| &r["action"])
            .collect();
        assert_eq!(right, [&s["answer"]], "{}", s["id"]);
    }
    // The ladder: the 3 climbs horse 1 from ladder square 2 onto square 3.
    let s = step(&lesson, "chevaux_ladder");
    let (info, r) = answer(s);
    assert_eq!(
        (&info["from_step"], &info["to_step"], &info["value"]),
        (&json!(58), &json!(59), &json!(3))
    );
    assert_eq!(places(&r["pieces"], 0)[0], "59");
    let wrong = s["results"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["correct"] == false)
        .unwrap();
    assert_eq!(wrong["why"]["code"], "no_climb");
    // The centre: the 6 from ladder square 6.
    let (info, r) = answer(step(&lesson, "chevaux_centre"));
    assert_eq!(
        (&info["from_step"], &info["finishes"], &info["value"]),
        (&json!(62), &json!(true), &json!(6))
    );
    assert_eq!(places(&r["pieces"], 0)[2], "home");
}

#[tokio::test]
async fn the_parcheesi_and_parchis_lessons_from_a_real_server() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server(&dir).await;
    let addr = srv.addr;
    for (preset, kind, prefix) in [("parcheesi", "two-dice", "PR-"), ("parchis", "die", "ES-")] {
        let (status, lesson) =
            http(addr, "GET", &format!("/api/lesson?preset={preset}"), None).await;
        assert_eq!(status, 200, "{lesson}");
        assert_eq!(lesson["preset"], preset);
        assert_eq!(lesson["layout"]["variant"], preset);
        assert_eq!(lesson["layout"]["throw_kind"], kind);
        assert_eq!(steps(&lesson).len(), 7, "{preset}");
        every_step_teaches(&lesson, preset, prefix);
    }
    // A capture earns a kept 20 in both; home a kept 10.
    for (preset, capture, home) in [
        ("parcheesi", "parcheesi_capture", "parcheesi_home"),
        ("parchis", "parchis_capture", "parchis_home"),
    ] {
        let (_, lesson) = http(addr, "GET", &format!("/api/lesson?preset={preset}"), None).await;
        let (info, r) = answer(step(&lesson, capture));
        assert_eq!(info["captures"], json!([[1, 0]]), "{preset}");
        assert_eq!(r["kept"], json!([20]), "{preset}");
        let (info, r) = answer(step(&lesson, home));
        assert_eq!(info["finishes"], true, "{preset}");
        assert_eq!(r["kept"], json!([10]), "{preset}");
    }
}

// B-COWRIES, B-GRACE, B-CAPTURE, B-SAFE-SQUARES, B-EXACT: the Barjis lesson is served on
// its cloth (marked squares, the kitchen); every answer is the only right move and every
// wrong move says why; the capture earns no throw. The Levant's preset has the same steps
// on its own terms: two players, only the 10 a grace.
#[tokio::test]
async fn b_cowries_b_grace_b_capture_b_safe_squares_b_exact_the_barjis_lesson_from_a_real_server() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server(&dir).await;
    let addr = srv.addr;
    let (status, lesson) = http(addr, "GET", "/api/lesson?preset=barjis", None).await;
    assert_eq!(status, 200, "{lesson}");
    assert_eq!(lesson["preset"], "barjis");
    assert_eq!(lesson["layout"]["safe_squares"], "barjis");
    assert_eq!(lesson["grace"], json!([10, 25]));
    assert_eq!(steps(&lesson).len(), 6);
    every_step_teaches(&lesson, "barjis_", "B-");
    let (info, r) = answer(step(&lesson, "barjis_capture"));
    assert_eq!(info["captures"], json!([[1, 0]]));
    assert_eq!(r["throws_again"], false);
    let (info, _) = answer(step(&lesson, "barjis_marked"));
    assert_eq!(info["to_place"], "safe");
    let (info, _) = answer(step(&lesson, "barjis_exact"));
    assert_eq!(info["finishes"], true);
    let (status, levant) = http(addr, "GET", "/api/lesson?preset=barjis-levant", None).await;
    assert_eq!(status, 200, "{levant}");
    assert_eq!(levant["preset"], "barjis-levant");
    assert_eq!(levant["players"], 2);
    assert_eq!(levant["grace"], json!([10]));
    assert_eq!(steps(&levant).len(), 6);
    every_step_teaches(&levant, "barjis_", "B-");
    let (info, _) = answer(step(&levant, "barjis_capture"));
    assert_eq!(info["captures"], json!([[1, 0]]));
}

// Q-TRIES, Q-PAIR-RELEASE, Q-CAPTURE, Q-SOPLAR, Q-LLEGADA, Q-THREE-PAIRS: the Parqués
// lesson is served on Parchís' board with two dice; every answer is the only right move
// and every other move (declining the blow too) says why; the pair frees all four pieces
// with both dice and throws again, the capture takes both of Green's pieces, the blow
// sends back Blue's piece, the third pair crowns the piece in the jail and ends the turn.
#[tokio::test]
async fn q_tries_q_pair_release_q_capture_q_soplar_q_three_pairs_the_parques_lesson_from_a_real_server()
 {
    let dir = tempfile::tempdir().unwrap();
    let srv = server(&dir).await;
    let addr = srv.addr;
    let (status, lesson) = http(addr, "GET", "/api/lesson?preset=parques", None).await;
    assert_eq!(status, 200, "{lesson}");
    assert_eq!(lesson["preset"], "parques");
    assert_eq!(lesson["layout"]["safe_squares"], "parchis");
    assert_eq!(lesson["throws"]["kind"], "two-dice");
    assert_eq!(steps(&lesson).len(), 7);
    every_step_teaches(&lesson, "parques_", "Q-");
    let throw = step(&lesson, "parques_throw");
    assert_eq!(throw["throws"][0]["again"], true, "no pair: another try");
    assert_eq!(throw["throws"][1]["throw"]["dice"], json!([6, 6]));
    let (info, r) = answer(step(&lesson, "parques_release"));
    assert_eq!(
        (&info["enters"], &info["pieces"]),
        (&json!(true), &json!([0, 1, 2, 3]))
    );
    assert_eq!(places(&r["pieces"], 0), ["1"; 4]);
    assert_eq!((&r["kept"], &r["throws_again"]), (&json!([]), &json!(true)));
    let (info, r) = answer(step(&lesson, "parques_capture"));
    assert_eq!(info["captures"], json!([[1, 0], [1, 1]]));
    assert_eq!(places(&r["pieces"], 1), ["waiting"; 4]);
    let blow = step(&lesson, "parques_blow");
    let (info, r) = answer(blow);
    assert_eq!(
        (&info["action"], &info["captures"], &info["pieces"]),
        (&json!("blow p2"), &json!([[3, 1]]), &json!([]))
    );
    assert_eq!(places(&r["pieces"], 3)[1], "waiting");
    let pass = blow["results"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["action"] == "pass")
        .unwrap();
    assert_eq!(pass["why"]["code"], "no_blow");
    let (info, _) = answer(step(&lesson, "parques_llegada"));
    assert_eq!(
        (&info["finishes"], &info["from_step"]),
        (&json!(true), &json!(69))
    );
    assert_eq!(
        step(&lesson, "parques_third")["throws"][0]["kept"],
        json!([])
    );
    let (info, r) = answer(step(&lesson, "parques_crown"));
    assert_eq!(
        (&info["action"], &info["from_place"], &info["finishes"]),
        (&json!("crown p4"), &json!("waiting"), &json!(true))
    );
    assert_eq!(places(&r["pieces"], 0), ["home", "60", "20", "home"]);
    assert_eq!(r["log"]["turn_passed"], true);
}

#[tokio::test]
async fn s_draw_s_start_pawn_s_slide_s_eleven_s_sorry_s_four_the_sorry_lesson_from_a_real_server() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server(&dir).await;
    let addr = srv.addr;
    let (status, lesson) = http(addr, "GET", "/api/lesson?preset=sorry", None).await;
    assert_eq!(status, 200, "{lesson}");
    assert_eq!(lesson["preset"], "sorry");
    assert_eq!(lesson["layout"]["board_style"], "sorry");
    assert_eq!(lesson["throws"]["kind"], "cards");
    assert_eq!(steps(&lesson).len(), 7);
    every_step_teaches(&lesson, "sorry_", "S-");
    assert_eq!(
        step(&lesson, "sorry_draw")["throws"][0]["throw"]["value"],
        2
    );
    let (info, r) = answer(step(&lesson, "sorry_start"));
    assert_eq!(
        (&info["enters"], &info["to_place"]),
        (&json!(true), &json!("start"))
    );
    assert_eq!(r["throws_again"], true, "S-TWO");
    let (info, r) = answer(step(&lesson, "sorry_slide"));
    assert_eq!(
        (&info["to_step"], &info["captures"]),
        (&json!(16), &json!([[3, 0]]))
    );
    assert_eq!(places(&r["pieces"], 3)[0], "waiting");
    let (info, _) = answer(step(&lesson, "sorry_switch"));
    assert_eq!(
        (&info["onto"], &info["captures"]),
        (&json!([1, 0]), &json!([]))
    );
    let (info, _) = answer(step(&lesson, "sorry_card"));
    assert_eq!(
        (&info["onto"], &info["value"]),
        (&json!([1, 0]), &json!(13))
    );
    let (info, _) = answer(step(&lesson, "sorry_four"));
    assert_eq!(
        (&info["backward"], &info["to_go"]),
        (&json!(true), &json!(8))
    );
    let (info, _) = answer(step(&lesson, "sorry_home"));
    assert_eq!(info["finishes"], true);
}

#[tokio::test]
async fn y_sticks_y_enter_y_branch_y_capture_y_stack_y_back_do_y_finish_the_yut_lesson_from_a_real_server()
 {
    let dir = tempfile::tempdir().unwrap();
    let srv = server(&dir).await;
    let addr = srv.addr;
    let (status, lesson) = http(addr, "GET", "/api/lesson?preset=yut", None).await;
    assert_eq!(status, 200, "{lesson}");
    assert_eq!(lesson["preset"], "yut");
    assert_eq!(lesson["layout"]["board_style"], "yut");
    assert_eq!(lesson["throws"]["kind"], "sticks");
    assert_eq!(steps(&lesson).len(), 7);
    every_step_teaches(&lesson, "yut_", "Y-");
    // Y-STICKS, Y-ACCUMULATE: a mo throws again, the gae after it ends the throwing.
    let throws = step(&lesson, "yut_throw")["throws"].as_array().unwrap();
    assert_eq!(
        throws
            .iter()
            .map(|t| (t["throw"]["value"].clone(), t["again"].clone()))
            .collect::<Vec<_>>(),
        [(json!(5), json!(true)), (json!(2), json!(false))]
    );
    // Y-ENTER: the mo brings a piece on onto corner 5.
    let (info, _) = answer(step(&lesson, "yut_enter"));
    assert_eq!(
        (&info["enters"], &info["to_square"]),
        (&json!(true), &json!(5))
    );
    // Y-BRANCH: from the corner the gae goes down the diagonal, to station 21.
    let (info, _) = answer(step(&lesson, "yut_shortcut"));
    assert_eq!(
        (&info["from_square"], &info["to_square"]),
        (&json!(5), &json!(21))
    );
    // Y-CAPTURE: Green's piece goes back, and the capture throws again.
    let (info, r) = answer(step(&lesson, "yut_capture"));
    assert_eq!(info["captures"], json!([[1, 0]]));
    assert_eq!(places(&r["pieces"], 1)[0], "waiting");
    assert_eq!(r["throws_again"], true);
    // Y-STACK: pieces 1 and 2 on one station.
    let (_, r) = answer(step(&lesson, "yut_stack"));
    let red = places(&r["pieces"], 0);
    assert_eq!(red[0], red[1]);
    // Y-BACK-DO: one station back, onto corner 5.
    let (info, _) = answer(step(&lesson, "yut_back_do"));
    assert_eq!(
        (&info["value"], &info["from_square"], &info["to_square"]),
        (&json!(63), &json!(6), &json!(5))
    );
    // Y-FINISH: past station 0 and out.
    let (info, _) = answer(step(&lesson, "yut_out"));
    assert_eq!(info["finishes"], true);
}
