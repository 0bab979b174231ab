//! Leaving a game: abort before the first move, resign (two players, four players,
//! teams), leave (a bot plays the seat, recorded with `by`), claiming the win after
//! the opponent's clock ran out, a record that replays to its resigned result, and a
//! game whose every player is away waiting instead of being played out by bots.

mod common;

use common::*;
use pachisi_core::{Event, Record};
use serde_json::{Value, json};
use std::net::SocketAddr;
use std::time::Duration;

async fn game(addr: SocketAddr, req: Value) -> (String, Value) {
    let g = create(addr, req).await;
    (g["game"].as_str().unwrap().to_string(), g)
}

/// A connection holding the seats of `tokens`.
async fn hello(addr: SocketAddr, id: &str, tokens: &[String]) -> Ws {
    let mut ws = connect(addr).await;
    send(
        &mut ws,
        json!({"type": "hello", "game": id, "tokens": tokens}),
    )
    .await;
    ws
}

/// The game's record, as downloaded.
async fn record(addr: SocketAddr, id: &str) -> (Value, Record) {
    let (status, v) = http(addr, "GET", &format!("/api/games/{id}/record"), None).await;
    assert_eq!(status, 200, "{v}");
    let r = Record::parse(&v["record"].to_string()).unwrap();
    (v, r)
}

/// The next error message's code.
async fn error_code(ws: &mut Ws) -> String {
    until(ws, is("error")).await["code"]
        .as_str()
        .unwrap()
        .to_string()
}

fn decided(s: &Value) -> bool {
    s["log"]
        .as_array()
        .unwrap()
        .iter()
        .any(|e| e["kind"] == "move" || e["kind"] == "pass")
}

#[tokio::test]
async fn abort_before_the_first_move_and_refused_after() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server(&dir).await;
    let addr = srv.addr;
    let req = json!({"preset": "ludo", "players": 2, "seats": ["human", "human"]});
    // Aborted at once: over with no result, the lobby and My games say so.
    let (id, g) = game(addr, req.clone()).await;
    let (t0, t1) = (token(&g, 0), token(&g, 1));
    let mut spectator = hello(addr, &id, &[]).await;
    until(&mut spectator, is("state")).await;
    send(&mut spectator, json!({"type": "abort"})).await;
    assert_eq!(error_code(&mut spectator).await, "spectator");
    let mut a = hello(addr, &id, std::slice::from_ref(&t0)).await;
    let mut b = hello(addr, &id, std::slice::from_ref(&t1)).await;
    let s = until(&mut a, |v| v["type"] == "state" && v["status"] == "playing").await;
    assert_eq!(s["endings"]["can_abort"], true);
    send(&mut b, json!({"type": "abort"})).await;
    let s = until(&mut a, |v| v["type"] == "state" && v["status"] == "aborted").await;
    assert_eq!(s["result"], Value::Null);
    assert_eq!(s["endings"]["aborted"], true);
    assert!(
        s["log"]
            .as_array()
            .unwrap()
            .iter()
            .any(|e| e["kind"] == "abort" && e["seat"] == 1)
    );
    let (_, summary) = http(addr, "GET", &format!("/api/games/{id}"), None).await;
    assert_eq!(summary["status"], "aborted");
    send(&mut a, json!({"type": "throw", "version": s["version"]})).await;
    assert_eq!(error_code(&mut a).await, "game_over");
    let (_, r) = record(addr, &id).await;
    assert!(matches!(r.events.last(), Some(Event::Abort(_))));
    assert_eq!(r.result, None);
    assert_eq!(r.replayed_outcome().unwrap(), None);

    // After the first decision: refused, `not_allowed`.
    let (id, g) = game(addr, req).await;
    let mut both = hello(addr, &id, &[token(&g, 0), token(&g, 1)]).await;
    play_until(&mut both, decided).await;
    send(&mut both, json!({"type": "abort"})).await;
    assert_eq!(error_code(&mut both).await, "not_allowed");

    // A game against bots: its one player may abort at any time.
    let (id, g) = game(
        addr,
        json!({"preset": "ludo", "players": 2, "seats": ["human", "bot:random"]}),
    )
    .await;
    let mut solo = hello(addr, &id, &[token(&g, 0)]).await;
    play_until(&mut solo, decided).await;
    send(&mut solo, json!({"type": "abort"})).await;
    until(&mut solo, |v| {
        v["type"] == "state" && v["status"] == "aborted"
    })
    .await;
}

#[tokio::test]
async fn resign_in_a_two_player_game_the_opponent_wins_and_the_record_replays() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server(&dir).await;
    let addr = srv.addr;
    let (id, g) = game(
        addr,
        json!({"preset": "ludo", "players": 2, "seats": ["human", "human"]}),
    )
    .await;
    let (t0, t1) = (token(&g, 0), token(&g, 1));
    let mut both = hello(addr, &id, &[t0.clone(), t1.clone()]).await;
    play_until(&mut both, decided).await;
    // Abort is over; seat 1 resigns (its own token): seat 0 wins.
    send(&mut both, json!({"type": "resign", "token": t1})).await;
    let s = until(&mut both, |v| v["type"] == "state" && v["status"] == "over").await;
    assert_eq!(s["result"]["ranking"], json!([0, 1]));
    assert_eq!(s["endings"]["resigned"], json!([1]));
    send(&mut both, json!({"type": "resign", "token": t0})).await;
    assert_eq!(error_code(&mut both).await, "game_over");
    // The record keeps the resignation; replayed, it gives the same result, and
    // `pachisi verify` accepts it.
    let (v, r) = record(addr, &id).await;
    assert!(matches!(r.events.last(), Some(Event::Resign(e)) if e.seat == 1 && e.ends));
    let replayed = r.replayed_outcome().unwrap().unwrap();
    assert_eq!(replayed.ranking, vec![0, 1]);
    assert_eq!(r.result.as_ref(), Some(&replayed));
    pachisi_server::fairness::verify(&v.to_string()).unwrap();
    // A record whose result was changed does not replay.
    let mut bad = r.clone();
    bad.result.as_mut().unwrap().ranking = vec![1, 0];
    assert!(bad.replay().is_err());
}

#[tokio::test]
async fn resign_with_four_players_the_seat_is_last_and_the_others_play_on() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server(&dir).await;
    let addr = srv.addr;
    let (id, g) = game(
        addr,
        json!({"preset": "ludo", "players": 4, "seats": ["human", "human", "human", "bot:random"]}),
    )
    .await;
    let t: Vec<String> = (0..3).map(|i| token(&g, i)).collect();
    let mut all = hello(addr, &id, &t).await;
    play_until(&mut all, |s| s["status"] == "playing").await;
    // Seat 1 resigns: the game goes on, a bot plays seat 1 (with `by`).
    send(&mut all, json!({"type": "resign", "token": t[1]})).await;
    let s = play_until(&mut all, |s| s["endings"]["resigned"] == json!([1])).await;
    assert_eq!(s["status"], "playing");
    play_until(&mut all, |s| s["endings"]["by_bot"][1].as_u64() > Some(0)).await;
    // Seat 2 resigns: still a player (seat 0) in, so on. Then seat 0: only the bot is
    // still in; the game ends, the bot first, the resigned seats last to first.
    send(&mut all, json!({"type": "resign", "token": t[2]})).await;
    play_until(&mut all, |s| s["endings"]["resigned"] == json!([1, 2])).await;
    send(&mut all, json!({"type": "resign", "token": t[0]})).await;
    let s = until(&mut all, |v| v["type"] == "state" && v["status"] == "over").await;
    assert_eq!(s["result"]["ranking"], json!([3, 0, 2, 1]));
    let (_, r) = record(addr, &id).await;
    assert_eq!(r.replayed_outcome().unwrap(), r.result);
    assert!(
        r.events
            .iter()
            .any(|e| matches!(e, Event::Move(m) if m.seat == 1 && m.by.is_some()))
    );
}

#[tokio::test]
async fn resign_with_teams_the_seat_passes_to_a_bot_until_the_whole_team_resigns() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server(&dir).await;
    let addr = srv.addr;
    // Pachisi: seats 0 and 2 play against 1 and 3.
    let (id, g) = game(
        addr,
        json!({"preset": "pachisi", "players": 4, "seats": ["human", "human", "human", "human"]}),
    )
    .await;
    let t: Vec<String> = (0..4).map(|i| token(&g, i)).collect();
    let mut all = hello(addr, &id, &t).await;
    play_until(&mut all, |s| s["status"] == "playing").await;
    send(&mut all, json!({"type": "resign", "token": t[0]})).await;
    let s = play_until(&mut all, |s| s["endings"]["resigned"] == json!([0])).await;
    assert_eq!(s["status"], "playing", "the partner plays on");
    send(&mut all, json!({"type": "resign", "token": t[2]})).await;
    let s = until(&mut all, |v| v["type"] == "state" && v["status"] == "over").await;
    assert_eq!(s["result"]["winning_team"], 1);
    let ranking: Vec<u64> = s["result"]["ranking"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_u64().unwrap())
        .collect();
    assert_eq!(&ranking[2..], &[2, 0]);
    let (_, r) = record(addr, &id).await;
    assert_eq!(r.replayed_outcome().unwrap(), r.result);
}

#[tokio::test]
async fn leave_a_bot_plays_the_seat_with_by() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server(&dir).await;
    let addr = srv.addr;
    let (id, g) = game(
        addr,
        json!({"preset": "ludo", "players": 2, "seats": ["human", "human"]}),
    )
    .await;
    let (t0, t1) = (token(&g, 0), token(&g, 1));
    let mut b = hello(addr, &id, std::slice::from_ref(&t1)).await;
    let mut a = hello(addr, &id, std::slice::from_ref(&t0)).await;
    until(&mut b, |v| v["type"] == "state" && v["status"] == "playing").await;
    send(&mut b, json!({"type": "leave"})).await;
    // Seat 0 plays; the bot plays seat 1, its decisions marked `by`.
    let s = play_until(&mut a, |s| s["endings"]["by_bot"][1].as_u64() > Some(0)).await;
    assert_eq!(s["endings"]["left"], json!([1]));
    assert_eq!(
        s["endings"]["can_leave"], false,
        "the last player cannot leave"
    );
    send(&mut a, json!({"type": "leave"})).await;
    assert_eq!(error_code(&mut a).await, "not_allowed");
    // Seat 1 does not come back by saying hello again.
    drop(b);
    let _b = hello(addr, &id, &[t1]).await;
    let (_, r) = record(addr, &id).await;
    assert!(
        r.events
            .iter()
            .any(|e| matches!(e, Event::Leave(l) if l.seat == 1))
    );
    assert!(
        r.events.iter().any(
            |e| matches!(e, Event::Move(m) if m.seat == 1 && m.by.as_deref() == Some("medium"))
        )
    );
    // Every decision of seat 1 after it left was the bot's.
    let left_at = r
        .events
        .iter()
        .position(|e| matches!(e, Event::Leave(_)))
        .unwrap();
    assert!(
        r.events[left_at..]
            .iter()
            .all(|e| !matches!(e, Event::Move(m) if m.seat == 1 && m.by.is_none()))
    );
}

#[tokio::test]
async fn claim_the_win_after_the_opponents_clock_ran_out() {
    let dir = tempfile::tempdir().unwrap();
    // One clock second lasts 5 ms here: a 30 s clock runs out after 150 ms.
    let srv = server_with(&dir, |c| c.clock_unit = Duration::from_millis(5)).await;
    let addr = srv.addr;
    let (id, g) = game(
        addr,
        json!({"preset": "ludo", "players": 2, "seats": ["human", "human"], "clock": 30, "clock_bot": "easy"}),
    )
    .await;
    let (t0, t1) = (token(&g, 0), token(&g, 1));
    // Seat 1 joins and never plays.
    let (status, _) = http(
        addr,
        "POST",
        &format!("/api/games/{id}/join"),
        Some(&json!({"token": t1})),
    )
    .await;
    assert_eq!(status, 200);
    let mut a = hello(addr, &id, &[t0]).await;
    let s = until(&mut a, is("state")).await;
    assert_eq!(s["endings"]["can_claim"], false);
    send(&mut a, json!({"type": "claim_win"})).await;
    assert_eq!(error_code(&mut a).await, "not_allowed");
    // Seat 0 plays on; once seat 1's clock has run out the claim is offered.
    play_until(&mut a, |s| s["endings"]["can_claim"] == true).await;
    send(&mut a, json!({"type": "claim_win"})).await;
    let s = until(&mut a, |v| v["type"] == "state" && v["status"] == "over").await;
    assert_eq!(s["result"]["ranking"], json!([0, 1]));
    assert_eq!(s["endings"]["resigned"], json!([1]));
}

#[tokio::test]
async fn when_every_player_is_away_the_bots_wait() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server_with(&dir, |c| c.clock_unit = Duration::from_millis(5)).await;
    let addr = srv.addr;
    let (id, g) = game(
        addr,
        json!({"preset": "ludo", "players": 2, "seats": ["human", "human"], "clock": 30, "clock_bot": "easy"}),
    )
    .await;
    let (t0, t1) = (token(&g, 0), token(&g, 1));
    let (status, _) = http(
        addr,
        "POST",
        &format!("/api/games/{id}/join"),
        Some(&json!({"token": t1})),
    )
    .await;
    assert_eq!(status, 200);
    // Seat 0 watches but never plays: both clocks run out, and the game pauses.
    let mut a = hello(addr, &id, &[t0]).await;
    let s = until(&mut a, |v| {
        v["type"] == "state" && v["endings"]["paused"] == true
    })
    .await;
    assert_eq!(s["status"], "playing");
    assert_eq!(s["seats"][0]["away"], true);
    assert_eq!(s["seats"][1]["away"], true);
    let (room, _) = srv.app.find(&id).unwrap().unwrap();
    {
        let d = room.lock();
        assert!(
            d.bot_job().is_none(),
            "no bot plays while every player is away"
        );
        assert!(d.clock_deadline().is_none());
    }
    // Seat 0's player is here (its page is open): it may claim the win.
    assert_eq!(s["endings"]["can_claim"], true);
    // Back: the bot plays seat 1 again.
    let v0 = s["version"].as_u64().unwrap();
    send(&mut a, json!({"type": "back"})).await;
    play_until(&mut a, |s| {
        s["version"].as_u64() > Some(v0) && s["endings"]["paused"] == false
    })
    .await;
}
