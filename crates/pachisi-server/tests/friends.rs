//! Playing with friends (docs/api.md): names, presence, chat and reactions, open
//! tables, the turn clock and rematches that turn the seats. A real server on
//! 127.0.0.1:0; waits are bounded loops, never timed assertions.

mod common;

use common::{connect, create, http, is, recv, send, server, server_with, token, until};
use serde_json::json;
use std::time::Duration;

#[tokio::test]
async fn names_presence_and_chat() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server(&dir).await;
    let addr = srv.addr;
    // A name with markup is kept as text; a long one is refused.
    let (status, v) = http(
        addr,
        "POST",
        "/api/games",
        Some(
            &json!({"preset": "chopat", "players": 2, "seats": ["human", "human"],
                     "names": ["x".repeat(25), null]}),
        ),
    )
    .await;
    assert_eq!(status, 400, "{v}");
    let g = create(
        addr,
        json!({"preset": "chopat", "players": 2, "seats": ["human", "human"],
               "names": ["<b>Asha</b>\n", null], "spectator_chat": true}),
    )
    .await;
    let id = g["game"].as_str().unwrap().to_string();
    let (t0, t1) = (token(&g, 0), token(&g, 1));
    let mut a = connect(addr).await;
    send(&mut a, json!({"type": "hello", "game": id, "token": t0})).await;
    let s = until(&mut a, is("state")).await;
    assert_eq!(s["seats"][0]["name"], "<b>Asha</b>");
    assert_eq!(s["seats"][0]["connected"], true);
    assert_eq!(s["seats"][1]["connected"], false);
    // The friend joins with a name: A sees it and sees B present.
    let mut b = connect(addr).await;
    send(
        &mut b,
        json!({"type": "hello", "game": id, "token": t1, "name": "Bela"}),
    )
    .await;
    let h = until(&mut b, is("chat_history")).await;
    assert_eq!(h["lines"], json!([]));
    let s = until(&mut a, |v| {
        v["type"] == "state"
            && v["seats"][1]["connected"] == true
            && v["seats"][1]["name"] == "Bela"
    })
    .await;
    assert_eq!(s["status"], "playing");
    // Chat both ways, and a reaction.
    send(&mut a, json!({"type": "chat", "text": "  namaste  "})).await;
    let line = until(&mut b, is("chat")).await;
    assert_eq!(line["text"], "namaste");
    assert_eq!(line["seat"], 0);
    assert_eq!(line["spectator"], false);
    send(&mut b, json!({"type": "react", "emote": "👍"})).await;
    let line = until(&mut a, |v| v["type"] == "chat" && v["seat"] == 1).await;
    assert_eq!(
        (line["kind"].as_str(), line["text"].as_str()),
        (Some("emote"), Some("👍"))
    );
    // Errors: too long, an unknown emote, a flood.
    send(&mut a, json!({"type": "chat", "text": "y".repeat(201)})).await;
    assert_eq!(until(&mut a, is("error")).await["code"], "too_large");
    send(&mut a, json!({"type": "react", "emote": "💩"})).await;
    assert_eq!(until(&mut a, is("error")).await["code"], "bad_request");
    let mut limited = false;
    for k in 0..10 {
        send(
            &mut a,
            json!({"type": "chat", "text": format!("flood {k}")}),
        )
        .await;
    }
    for _ in 0..40 {
        let v = recv(&mut a).await;
        if v["type"] == "error" {
            assert_eq!(v["code"], "rate_limited", "{v}");
            limited = true;
            break;
        }
    }
    assert!(limited, "a flood of chat is limited");
    // A spectator chats as a spectator (this table allows it); a newcomer gets the
    // history.
    let mut watcher = connect(addr).await;
    send(&mut watcher, json!({"type": "hello", "game": id})).await;
    let h = until(&mut watcher, is("chat_history")).await;
    let lines = h["lines"].as_array().unwrap();
    assert!(lines.len() >= 2, "{h}");
    assert_eq!(lines[0]["text"], "namaste");
    send(&mut watcher, json!({"type": "chat", "text": "go Asha"})).await;
    let line = until(&mut a, |v| v["type"] == "chat" && v["text"] == "go Asha").await;
    assert_eq!(line["spectator"], true);
    assert!(line["seat"].is_null());
    // B leaves: A sees it.
    drop(b);
    until(&mut a, |v| {
        v["type"] == "state" && v["seats"][1]["connected"] == false
    })
    .await;
    // Chat is stored with the game.
    drop(srv);
    let srv = server(&dir).await;
    let mut c = connect(srv.addr).await;
    send(&mut c, json!({"type": "hello", "game": id})).await;
    let h = until(&mut c, is("chat_history")).await;
    assert!(
        h["lines"]
            .as_array()
            .unwrap()
            .iter()
            .any(|l| l["text"] == "go Asha")
    );
}

#[tokio::test]
async fn open_tables_are_listed_and_joined() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server(&dir).await;
    let addr = srv.addr;
    let private = create(
        addr,
        json!({"preset": "chopat", "players": 2, "seats": ["human", "human"]}),
    )
    .await;
    let open = create(
        addr,
        json!({"preset": "chaupar", "players": 2, "seats": ["human", "human"], "public": true,
               "names": ["Asha", null]}),
    )
    .await;
    let id = open["game"].as_str().unwrap();
    let (status, list) = http(addr, "GET", "/api/games?status=open", None).await;
    assert_eq!(status, 200, "{list}");
    let games = list["games"].as_array().unwrap();
    assert_eq!(games.len(), 1, "only the public game: {list}");
    assert_eq!(games[0]["game"], id);
    assert_eq!(
        games[0]["free"],
        json!([1, 3]),
        "two colours per player; the creator's (0 and 2) are kept for the creator"
    );
    assert_eq!(games[0]["seats"][0]["name"], "Asha");
    // A private game cannot be claimed; the open one can, once per seat.
    let (status, _) = http(
        addr,
        "POST",
        &format!("/api/games/{}/claim", private["game"].as_str().unwrap()),
        Some(&json!({})),
    )
    .await;
    assert_eq!(status, 401);
    let (status, c) = http(
        addr,
        "POST",
        &format!("/api/games/{id}/claim"),
        Some(&json!({"seat": 1, "name": "Chen"})),
    )
    .await;
    assert_eq!(status, 200, "{c}");
    assert_eq!(
        c["seats"],
        json!([1, 3]),
        "two-player chaupar: two colours each"
    );
    let (status, _) = http(
        addr,
        "POST",
        &format!("/api/games/{id}/claim"),
        Some(&json!({"seat": 1})),
    )
    .await;
    assert_eq!(status, 409);
    // The claimer's token plays seat 1; the creator joins and the table leaves the list.
    let mut ws = connect(addr).await;
    send(
        &mut ws,
        json!({"type": "hello", "game": id, "token": c["token"], "name": "Chen"}),
    )
    .await;
    let s = until(&mut ws, is("state")).await;
    assert_eq!(s["you"], json!([1, 3]));
    assert_eq!(s["seats"][1]["name"], "Chen");
    let (status, _) = http(
        addr,
        "POST",
        &format!("/api/games/{id}/join"),
        Some(&json!({"token": token(&open, 0)})),
    )
    .await;
    assert_eq!(status, 200);
    let (_, list) = http(addr, "GET", "/api/games?status=open", None).await;
    assert_eq!(list["games"], json!([]));
    let (status, _) = http(addr, "GET", "/api/games?status=all", None).await;
    assert_eq!(status, 400);
}

#[tokio::test]
async fn a_clock_hands_the_seat_to_a_bot_and_back() {
    let dir = tempfile::tempdir().unwrap();
    // One clock second lasts 5 ms here: a 30 s clock runs out after 150 ms.
    let srv = server_with(&dir, |c| c.clock_unit = Duration::from_millis(5)).await;
    let addr = srv.addr;
    let (status, v) = http(
        addr,
        "POST",
        "/api/games",
        Some(&json!({"preset": "chaupar", "players": 2, "seats": ["human", "human"], "clock": 5})),
    )
    .await;
    assert_eq!(status, 400, "clocks are 10 s or more: {v}");
    let g = create(
        addr,
        json!({"preset": "chaupar", "players": 2, "seats": ["human", "human"],
               "options": ["order=fixed"], "clock": 30, "clock_bot": "easy"}),
    )
    .await;
    let id = g["game"].as_str().unwrap().to_string();
    let (t0, t1) = (token(&g, 0), token(&g, 1));
    // Both join; then nobody plays: seat 1 (Red, to throw first) runs out of time,
    // a bot plays for it, and so on for seat 2.
    let (status, _) = http(
        addr,
        "POST",
        &format!("/api/games/{id}/join"),
        Some(&json!({"token": t1})),
    )
    .await;
    assert_eq!(status, 200);
    let mut a = connect(addr).await;
    send(&mut a, json!({"type": "hello", "game": id, "token": t0})).await;
    let s = until(&mut a, |v| {
        v["type"] == "state" && v["seats"][0]["away"] == true
    })
    .await;
    assert_eq!(s["clock"]["seconds"], 30);
    assert!(
        s["log"]
            .as_array()
            .unwrap()
            .iter()
            .any(|e| e["kind"] == "away" && e["seat"] == 0),
        "the log says so: {}",
        s["log"]
    );
    // The bot plays on for seat 0 (events are added without anyone acting).
    let v0 = s["version"].as_u64().unwrap();
    until(&mut a, |v| {
        v["type"] == "state" && v["version"].as_u64() > Some(v0 + 2)
    })
    .await;
    // The player is back: the bot stops playing for the seat.
    send(&mut a, json!({"type": "back"})).await;
    let s = until(&mut a, |v| {
        v["type"] == "state" && v["seats"][0]["away"] == false
    })
    .await;
    assert!(
        s["log"]
            .as_array()
            .unwrap()
            .iter()
            .any(|e| e["kind"] == "back")
    );
}

#[tokio::test]
async fn a_rematch_turns_the_seats_and_keeps_the_names() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server(&dir).await;
    let addr = srv.addr;
    let g = create(
        addr,
        json!({"preset": "chaupar", "players": 2, "seats": ["human", "bot:random"],
               "options": ["max_turns=6"], "names": ["Asha", null]}),
    )
    .await;
    let id = g["game"].as_str().unwrap().to_string();
    let t0 = token(&g, 0);
    let mut ws = connect(addr).await;
    send(&mut ws, json!({"type": "hello", "game": id, "token": t0})).await;
    loop {
        let s = until(&mut ws, is("state")).await;
        if s["status"] == "over" {
            break;
        }
        let v = s["version"].clone();
        if s["can_throw"] == true {
            send(&mut ws, json!({"type": "throw", "version": v})).await;
        } else if let Some(l) = s["legal"].as_array() {
            send(
                &mut ws,
                json!({"type": "act", "version": v, "action": l[0]["action"]}),
            )
            .await;
        }
    }
    let (status, r) = http(
        addr,
        "POST",
        &format!("/api/games/{id}/rematch"),
        Some(&json!({"token": t0})),
    )
    .await;
    assert_eq!(status, 200, "{r}");
    let new = r["game"].as_str().unwrap();
    let (_, s) = http(addr, "GET", &format!("/api/games/{new}"), None).await;
    // Two-player chaupar: Asha held seats 0 and 2, now 1 and 3.
    let kinds: Vec<&str> = s["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, ["bot", "human", "bot", "human"]);
    assert_eq!(s["seats"][1]["name"], "Asha");
    let mut ws = connect(addr).await;
    send(&mut ws, json!({"type": "hello", "game": new, "token": t0})).await;
    let s = until(&mut ws, is("state")).await;
    assert_eq!(s["you"], json!([1, 3]));
    // The downloaded record names the players (and still verifies).
    let (_, rec) = http(addr, "GET", &format!("/api/games/{id}/record"), None).await;
    assert_eq!(rec["players"], json!(["Asha", null, "Asha", null]));
    assert!(pachisi_server::verify(&rec.to_string()).is_ok());
}
