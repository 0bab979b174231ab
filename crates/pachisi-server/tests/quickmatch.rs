//! Quick match over HTTP (docs/api.md, "Quick match"): two signed-in players are
//! paired at one rated table, guests at unrated ones; cancel, the refusals, the bots
//! offer. Waits are bounded polling loops, never timed assertions. The pairing itself
//! (windows, fairness, many clients, a restart) is tested in src/quickmatch.rs.

mod common;

use common::*;
use serde_json::{Value, json};
use std::net::SocketAddr;
use std::time::Duration;

async fn signup(addr: SocketAddr, name: &str) -> String {
    let body = json!({"name": name, "password": "correct horse"});
    let (status, head, v) = call(addr, "POST", "/api/account/signup", None, Some(body)).await;
    assert_eq!(status, 200, "{v}");
    session_of(&head).expect("a session cookie")
}

/// Poll a ticket until it is paired (at most 200 polls, 50 ms apart).
async fn paired(addr: SocketAddr, ticket: &str) -> Value {
    for _ in 0..200 {
        let (status, _, v) = call(addr, "GET", &format!("/api/match/{ticket}"), None, None).await;
        assert_eq!(status, 200, "{v}");
        if v["status"] == "paired" {
            return v;
        }
        assert_eq!(v["status"], "waiting", "{v}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("ticket {ticket} was not paired");
}

#[tokio::test]
async fn two_signed_in_players_meet_at_a_rated_table() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server_with(&dir, |c| c.limits.match_every = Duration::from_millis(50)).await;
    let addr = srv.addr;
    let (a, b) = (signup(addr, "Asha").await, signup(addr, "Bela").await);
    let ask = json!({"preset": "ludo", "players": 2});
    let (status, _, ta) = call(addr, "POST", "/api/match", Some(&a), Some(ask.clone())).await;
    assert_eq!(status, 200, "{ta}");
    assert_eq!(ta["status"], "waiting");
    assert_eq!(ta["rated"], true);
    assert_eq!(ta["rating"], 1500.0);
    assert_eq!(ta["window"], 100.0);
    assert_eq!(ta["bots"], false);
    // The bots that may fill the table: medium, 1500 with two players as with four.
    assert_eq!(
        (ta["bot"].as_str(), ta["bot_rating"].as_i64()),
        (Some("medium"), Some(1500))
    );
    let (status, _, tb) = call(addr, "POST", "/api/match", Some(&b), Some(ask)).await;
    assert_eq!(status, 200, "{tb}");
    let pa = paired(addr, ta["ticket"].as_str().unwrap()).await;
    let pb = paired(addr, tb["ticket"].as_str().unwrap()).await;
    assert_eq!(pa["game"], pb["game"]);
    assert_ne!(pa["seats"], pb["seats"]);
    let game = pa["game"].as_str().unwrap();
    let (_, v) = http(addr, "GET", &format!("/api/games/{game}"), None).await;
    assert_eq!(v["status"], "playing", "{v}");
    assert_eq!(v["clock"], 30);
    let accounts: Vec<&str> = v["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["account"].as_str().unwrap_or(""))
        .collect();
    assert_eq!(accounts.len(), 2);
    assert!(
        accounts.contains(&"Asha") && accounts.contains(&"Bela"),
        "{v}"
    );
    // The seat token works: the player's socket (signed in: a rated table) holds the seat.
    let mut ws = connect_as(addr, &a).await;
    send(
        &mut ws,
        json!({"type": "hello", "game": game, "token": pa["token"]}),
    )
    .await;
    let s = until(&mut ws, is("state")).await;
    assert_eq!(s["you"], pa["seats"], "{s}");
    // The paired ticket cannot be cancelled (it is a table now), and an unknown one is 404.
    let (_, _, c) = call(
        addr,
        "DELETE",
        &format!("/api/match/{}", ta["ticket"].as_str().unwrap()),
        None,
        None,
    )
    .await;
    assert_eq!(c["cancelled"], false);
    let (status, _, v) = call(addr, "GET", "/api/match/00ff", None, None).await;
    assert_eq!(status, 404, "{v}");
    assert_eq!(v["error"]["code"], "not_found");
}

#[tokio::test]
async fn guests_queue_unrated_and_the_refusals() {
    let dir = tempfile::tempdir().unwrap();
    // No pairing task: the queue only fills.
    let srv = server_with(&dir, |c| {
        c.limits.match_every = Duration::ZERO;
        c.limits.creates_per_minute = 0;
    })
    .await;
    let addr = srv.addr;
    // A guest may not ask for a rated game.
    let (status, _, v) = call(
        addr,
        "POST",
        "/api/match",
        None,
        Some(json!({"preset": "ludo", "players": 2, "rated": true})),
    )
    .await;
    assert_eq!(status, 401, "{v}");
    assert_eq!(v["error"]["code"], "sign_in_required");
    // Bad bodies: an unknown field, a preset not in the app, a wrong player count.
    for body in [
        json!({"preset": "ludo", "players": 2, "colour": "red"}),
        json!({"preset": "nope", "players": 2}),
        json!({"preset": "ludo", "players": 9}),
        json!({"preset": "ludo", "players": 2, "browser": ""}),
    ] {
        let (status, _, v) = call(addr, "POST", "/api/match", None, Some(body.clone())).await;
        assert_eq!(status, 400, "{body}: {v}");
        assert_eq!(v["error"]["code"], "bad_request");
    }
    // Another site's page may not queue; a form post is refused.
    let extra = "Content-Type: application/json\r\nOrigin: https://evil.example\r\n";
    let body = json!({"preset": "ludo", "players": 2}).to_string();
    let (status, _, v) = raw(addr, request(addr, "POST", "/api/match", extra, &body)).await;
    assert_eq!(status, 403, "{v}");
    assert_eq!(v["error"]["code"], "bad_origin");
    let extra = "Content-Type: application/x-www-form-urlencoded\r\n";
    let (status, _, _) = raw(addr, request(addr, "POST", "/api/match", extra, &body)).await;
    assert_eq!(status, 415);
    let (status, _, v) = raw(
        addr,
        request(
            addr,
            "DELETE",
            "/api/match/00",
            "Origin: https://evil.example\r\n",
            "",
        ),
    )
    .await;
    assert_eq!(status, 403, "{v}");
    // A guest's ticket is unrated; the same browser asking again replaces it.
    let ask = json!({"preset": "ludo", "players": 2, "browser": "b1"});
    let (status, _, t1) = call(addr, "POST", "/api/match", None, Some(ask.clone())).await;
    assert_eq!(status, 200, "{t1}");
    assert_eq!(t1["rated"], false);
    assert_eq!(t1["window"], 0.0);
    // Asking for four players instead replaces it too; its medium bots are rated for
    // four (docs/strength.md, "Bot ratings").
    let (_, _, t4) = call(
        addr,
        "POST",
        "/api/match",
        None,
        Some(json!({"preset": "parchis", "players": 4, "browser": "b1"})),
    )
    .await;
    assert_eq!(
        (t4["players"].as_i64(), t4["bot_rating"].as_i64()),
        (Some(4), Some(1500)),
        "{t4}"
    );
    let (_, _, t2) = call(addr, "POST", "/api/match", None, Some(ask)).await;
    let old = format!("/api/match/{}", t1["ticket"].as_str().unwrap());
    let (status, _, _) = call(addr, "GET", &old, None, None).await;
    assert_eq!(status, 404);
    // Bots are offered only after the wait.
    let new = format!("/api/match/{}", t2["ticket"].as_str().unwrap());
    let (status, _, v) = call(addr, "POST", &format!("{new}/bots"), None, Some(json!({}))).await;
    assert_eq!(status, 409, "{v}");
    assert_eq!(v["error"]["code"], "too_early");
    // Cancel: the ticket is gone.
    let (status, _, v) = call(addr, "DELETE", &new, None, None).await;
    assert_eq!((status, v["cancelled"].clone()), (200, json!(true)));
    let (status, _, _) = call(addr, "GET", &new, None, None).await;
    assert_eq!(status, 404);
    // At most a few guest tickets from one address.
    let mut refused = None;
    for i in 0..20 {
        let body = json!({"preset": "chopat", "players": 2, "browser": format!("k{i}")});
        let (status, _, v) = call(addr, "POST", "/api/match", None, Some(body)).await;
        if status != 200 {
            refused = Some((i, status, v));
            break;
        }
    }
    let (i, status, v) = refused.expect("a cap on guest tickets");
    assert_eq!(
        (i, status),
        (pachisi_server::quickmatch::GUEST_TICKETS_PER_CLIENT, 429),
        "{v}"
    );
}
