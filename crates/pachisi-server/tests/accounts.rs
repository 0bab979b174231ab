//! Accounts, sessions and ratings (docs/api.md, "Accounts and ratings"): sign up, in
//! and out, password change, export and deletion, the refusals (bad names, weak and
//! wrong passwords, the attempt limits, a deleted account, another site's page), seats
//! recorded for signed-in players, claiming a guest's games, and rated games: who may
//! sit, the rating update, the leaver's loss, the profile and the leaderboard.

mod common;

use common::*;
use pachisi_server::ratings::NO_DECISION;
use serde_json::{Value, json};
use std::net::SocketAddr;
use std::time::Duration;

/// A JSON POST with an optional session cookie.
async fn post(
    addr: SocketAddr,
    path: &str,
    cookie: Option<&str>,
    body: Value,
) -> (u16, String, Value) {
    call(addr, "POST", path, cookie, Some(body)).await
}

/// Sign up and return the session token.
async fn signup(addr: SocketAddr, name: &str) -> String {
    let (status, head, v) = post(
        addr,
        "/api/account/signup",
        None,
        json!({"name": name, "password": "correct horse"}),
    )
    .await;
    assert_eq!(status, 200, "{v}");
    session_of(&head).expect("a session cookie")
}

async fn me(addr: SocketAddr, cookie: &str) -> Value {
    call(addr, "GET", "/api/account", Some(cookie), None)
        .await
        .2["account"]
        .clone()
}

fn code(v: &Value) -> &str {
    v["error"]["code"].as_str().unwrap_or("")
}

/// A WebSocket connection with a session cookie.

#[tokio::test]
async fn sign_up_in_and_out_with_the_refusals() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server(&dir).await;
    let addr = srv.addr;
    let (status, head, v) = post(
        addr,
        "/api/account/signup",
        None,
        json!({"name": "Asha_1", "password": "correct horse"}),
    )
    .await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["account"]["name"], "Asha_1");
    let cookie_line = head.lines().find(|l| l.starts_with("set-cookie:")).unwrap();
    for part in ["httponly", "samesite=lax", "path=/", "max-age=2592000"] {
        assert!(cookie_line.contains(part), "{cookie_line}");
    }
    assert!(!cookie_line.contains("secure"), "plain http: {cookie_line}");
    let a = session_of(&head).unwrap();
    assert_eq!(a.len(), 64);
    assert_eq!(me(addr, &a).await["name"], "Asha_1");
    // Only the token's hash is stored.
    let db = common::db_for(&dir).await;
    let stored = common::query_sql(&db, "SELECT token_hash FROM sessions").await[0][0]
        .clone()
        .unwrap();
    assert_ne!(stored, a);
    assert_eq!(stored, pachisi_server::fairness::sha256_hex(a.as_bytes()));
    let hash = common::query_sql(&db, "SELECT password FROM accounts").await[0][0]
        .clone()
        .unwrap();
    assert!(
        hash.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"),
        "{hash}"
    );
    // Refusals of sign-up.
    for (name, password, status, want) in [
        ("asha_1", "another pass", 409, "name_taken"),
        ("ab", "correct horse", 400, "bad_name"),
        ("has space", "correct horse", 400, "bad_name"),
        ("_under", "correct horse", 400, "bad_name"),
        ("émile", "correct horse", 400, "bad_name"),
        ("toolongnametoolongname", "correct horse", 400, "bad_name"),
        ("Bela", "short", 400, "weak_password"),
        ("Bela", "bela", 400, "weak_password"),
        ("Bela1234", "BELA1234", 400, "weak_password"),
    ] {
        let (s, _, v) = post(
            addr,
            "/api/account/signup",
            None,
            json!({"name": name, "password": password}),
        )
        .await;
        assert_eq!((s, code(&v)), (status, want), "{name}: {v}");
    }
    // Sign in: wrong password and unknown names get the same answer.
    for (name, password) in [("Asha_1", "wrong horse"), ("nobody", "correct horse")] {
        let (s, head, v) = post(
            addr,
            "/api/account/signin",
            None,
            json!({"name": name, "password": password}),
        )
        .await;
        assert_eq!((s, code(&v)), (401, "wrong_password"), "{v}");
        assert!(session_of(&head).is_none());
    }
    let (s, head, v) = post(
        addr,
        "/api/account/signin",
        None,
        json!({"name": "ASHA_1", "password": "correct horse"}),
    )
    .await;
    assert_eq!(s, 200, "{v}");
    let b = session_of(&head).unwrap();
    assert_ne!(a, b);
    assert_eq!(me(addr, &b).await["name"], "Asha_1");
    // Sign out ends that session only.
    let (s, head, _) = post(addr, "/api/account/signout", Some(&b), json!({})).await;
    assert_eq!(s, 200);
    assert!(head.contains("max-age=0"));
    assert_eq!(me(addr, &b).await, Value::Null);
    assert_eq!(me(addr, &a).await["name"], "Asha_1");
    // A made-up token is nobody.
    assert_eq!(me(addr, &"0".repeat(64)).await, Value::Null);
    // State-changing endpoints keep the Origin check and JSON-only bodies.
    let (s, _, v) = raw(
        addr,
        request(
            addr,
            "POST",
            "/api/account/signin",
            "Content-Type: application/json\r\nOrigin: http://evil.example\r\n",
            r#"{"name":"Asha_1","password":"correct horse"}"#,
        ),
    )
    .await;
    assert_eq!((s, code(&v)), (403, "bad_origin"));
    let (s, _, v) = raw(
        addr,
        request(
            addr,
            "POST",
            "/api/account/signout",
            &format!("Content-Type: text/plain\r\nCookie: pachisi_session={a}\r\n"),
            "{}",
        ),
    )
    .await;
    assert_eq!((s, code(&v)), (415, "unsupported_media_type"));
    assert_eq!(me(addr, &a).await["name"], "Asha_1");
    // Endpoints that need a session say so.
    for (method, path) in [
        ("GET", "/api/account/export"),
        ("GET", "/api/account/games"),
        ("POST", "/api/account/claim"),
    ] {
        let body = (method == "POST").then(|| json!({"games": []}));
        let (s, _, v) = call(addr, method, path, None, body).await;
        assert_eq!((s, code(&v)), (401, "sign_in_required"), "{path}");
    }
}

#[tokio::test]
async fn a_session_expires_after_its_lifetime() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server_with(&dir, |c| c.limits.session_lifetime = Duration::from_secs(1)).await;
    let a = signup(srv.addr, "shortlived").await;
    assert_eq!(me(srv.addr, &a).await["name"], "shortlived");
    // Expiry is stored in whole seconds: wait past the next second boundary.
    tokio::time::sleep(Duration::from_millis(2100)).await;
    assert_eq!(me(srv.addr, &a).await, Value::Null);
}

#[tokio::test]
async fn password_attempts_are_limited_per_account_and_per_address() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server_with(&dir, |c| {
        c.limits.password_burst_per_account = 2;
        c.limits.password_every_per_account = Duration::from_secs(3600);
        c.limits.password_burst_per_client = 5;
        c.limits.password_every_per_client = Duration::from_secs(3600);
    })
    .await;
    let addr = srv.addr;
    signup(addr, "target").await; // attempt 1 from this address
    let try_in = |password: &'static str| async move {
        post(
            addr,
            "/api/account/signin",
            None,
            json!({"name": "TARGET", "password": password}),
        )
        .await
    };
    // Two attempts for the account, then 429 even with the right password.
    assert_eq!(try_in("wrong one!").await.0, 401);
    assert_eq!(try_in("wrong two!").await.0, 401);
    let (s, _, v) = try_in("correct horse").await;
    assert_eq!((s, code(&v)), (429, "rate_limited"), "{v}");
    // The address's budget: 5 in all (1 sign-up + 3 sign-ins so far), then 429 for
    // any name.
    let (s, _, _) = post(
        addr,
        "/api/account/signin",
        None,
        json!({"name": "other", "password": "whatever1"}),
    )
    .await;
    assert_eq!(s, 401);
    let (s, _, v) = post(
        addr,
        "/api/account/signup",
        None,
        json!({"name": "newcomer", "password": "whatever1"}),
    )
    .await;
    assert_eq!((s, code(&v)), (429, "rate_limited"), "{v}");
}

#[tokio::test]
async fn change_password_export_claim_and_delete() {
    let dir = tempfile::tempdir().unwrap();
    // Many password checks of one account here: no per-account limit.
    let srv = server_with(&dir, |c| c.limits.password_burst_per_account = 0).await;
    let addr = srv.addr;
    // A guest game played in this browser, then claimed by the new account.
    let g = create(
        addr,
        json!({"preset": "ludo", "players": 2, "seats": ["human", "bot:random"], "names": ["Guest", null]}),
    )
    .await;
    let id = g["game"].as_str().unwrap().to_string();
    let t0 = token(&g, 0);
    let a = signup(addr, "Chandra").await;
    let (s, _, v) = post(addr, "/api/account/claim", Some(&a), json!({"games": [{"game": id, "token": "0".repeat(32)}, {"game": "ffffffffffffffff", "token": t0}]}))
    .await;
    assert_eq!(
        (s, v["claimed"].clone()),
        (200, json!([])),
        "wrong tokens claim nothing"
    );
    let (_, _, v) = post(
        addr,
        "/api/account/claim",
        Some(&a),
        json!({"games": [{"game": id, "token": t0}]}),
    )
    .await;
    assert_eq!(v["claimed"], json!([{"game": id, "seats": [0]}]));
    let (_, _, v) = http_get(addr, &format!("/api/games/{id}")).await;
    assert_eq!(v["seats"][0]["account"], "Chandra");
    // Another account cannot take the seat over.
    let b = signup(addr, "Dev").await;
    let (_, _, v) = post(
        addr,
        "/api/account/claim",
        Some(&b),
        json!({"games": [{"game": id, "token": t0}]}),
    )
    .await;
    assert_eq!(v["claimed"], json!([]));
    // Listed server-side.
    let (_, _, v) = call(addr, "GET", "/api/account/games", Some(&a), None).await;
    assert_eq!(v["games"][0]["game"], id.as_str());
    assert_eq!(v["games"][0]["you"], json!([0]));
    // Password change: the wrong old password is refused; then every other session
    // ends and the new password works.
    let (s, head, _) = post(
        addr,
        "/api/account/signin",
        None,
        json!({"name": "chandra", "password": "correct horse"}),
    )
    .await;
    assert_eq!(s, 200);
    let a2 = session_of(&head).unwrap();
    let (s, _, v) = post(
        addr,
        "/api/account/password",
        Some(&a),
        json!({"password": "wrong horse", "new_password": "battery staple"}),
    )
    .await;
    assert_eq!((s, code(&v)), (401, "wrong_password"));
    let (s, _, v) = post(
        addr,
        "/api/account/password",
        Some(&a),
        json!({"password": "correct horse", "new_password": "short"}),
    )
    .await;
    assert_eq!((s, code(&v)), (400, "weak_password"));
    let (s, head, _) = post(
        addr,
        "/api/account/password",
        Some(&a),
        json!({"password": "correct horse", "new_password": "battery staple"}),
    )
    .await;
    assert_eq!(s, 200);
    let a3 = session_of(&head).unwrap();
    assert_eq!(me(addr, &a).await, Value::Null);
    assert_eq!(me(addr, &a2).await, Value::Null);
    assert_eq!(me(addr, &a3).await["name"], "Chandra");
    let signin = |password: &'static str| async move {
        post(
            addr,
            "/api/account/signin",
            None,
            json!({"name": "Chandra", "password": password}),
        )
        .await
        .0
    };
    assert_eq!(signin("correct horse").await, 401);
    assert_eq!(signin("battery staple").await, 200);
    // Export: the account, its games and sessions, as a download.
    let (s, head, v) = call(addr, "GET", "/api/account/export", Some(&a3), None).await;
    assert_eq!(s, 200);
    assert!(head.contains("content-disposition: attachment"));
    assert_eq!(v["account"]["name"], "Chandra");
    assert_eq!(v["games"][0]["game"], id.as_str());
    assert!(
        !v.to_string().contains("argon2"),
        "no password hash in the export"
    );
    // Delete: the password is asked again; then the account is gone, its game stays
    // without its name.
    let (s, _, v) = post(
        addr,
        "/api/account/delete",
        Some(&a3),
        json!({"password": "correct horse"}),
    )
    .await;
    assert_eq!((s, code(&v)), (401, "wrong_password"));
    let (s, _, _) = post(
        addr,
        "/api/account/delete",
        Some(&a3),
        json!({"password": "battery staple"}),
    )
    .await;
    assert_eq!(s, 200);
    assert_eq!(me(addr, &a3).await, Value::Null);
    assert_eq!(signin("battery staple").await, 401);
    let (s, _, v) = call(addr, "GET", "/api/users/chandra", None, None).await;
    assert_eq!((s, code(&v)), (404, "not_found"));
    let (s, _, v) = http_get(addr, &format!("/api/games/{id}")).await;
    assert_eq!(s, 200);
    assert_eq!(v["seats"][0]["account"], Value::Null);
    assert_eq!(v["seats"][0]["name"], Value::Null);
    // Also after a restart (from the database).
    drop(srv);
    let srv = server(&dir).await;
    let (_, _, v) = http_get(srv.addr, &format!("/api/games/{id}")).await;
    assert_eq!(v["seats"][0]["account"], Value::Null);
    assert_eq!(v["seats"][0]["name"], Value::Null);
    // The name is free again.
    signup(srv.addr, "chandra").await;
}

async fn http_get(addr: SocketAddr, path: &str) -> (u16, String, Value) {
    call(addr, "GET", path, None, None).await
}

/// A connection of `cookie`'s player holding `token` (after its first state).
async fn seated(addr: SocketAddr, cookie: Option<&str>, id: &str, token: &str) -> (Ws, Value) {
    let mut ws = match cookie {
        Some(c) => connect_as(addr, c).await,
        None => connect(addr).await,
    };
    send(
        &mut ws,
        json!({"type": "hello", "game": id, "tokens": [token]}),
    )
    .await;
    let first = recv(&mut ws).await;
    (ws, first)
}

fn decided(s: &Value) -> bool {
    s["log"]
        .as_array()
        .is_some_and(|l| l.iter().any(|e| e["kind"] == "move"))
}

fn rating(profile: &Value) -> (f64, f64, i64) {
    let r = &profile["ratings"][0];
    (
        r["mu"].as_f64().unwrap(),
        r["sigma"].as_f64().unwrap(),
        r["games"].as_i64().unwrap(),
    )
}

#[tokio::test]
async fn a_rated_game_updates_both_ratings_as_the_crate_says() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server(&dir).await;
    let addr = srv.addr;
    let a = signup(addr, "Amar").await;
    let b = signup(addr, "Bina").await;
    let req = json!({"preset": "ludo", "players": 2, "seats": ["human", "human"], "rated": true});
    // A rated game needs a signed-in creator, and people in every seat.
    let (s, _, v) = call(addr, "POST", "/api/games", None, Some(req.clone())).await;
    assert_eq!((s, code(&v)), (401, "sign_in_required"));
    let (s, _, v) = call(
        addr,
        "POST",
        "/api/games",
        Some(&a),
        Some(
            json!({"preset": "ludo", "players": 2, "seats": ["human", "bot:easy"], "rated": true}),
        ),
    )
    .await;
    assert_eq!((s, code(&v)), (400, "bad_request"), "{v}");
    let (s, _, g) = call(addr, "POST", "/api/games", Some(&a), Some(req)).await;
    assert_eq!(s, 200, "{g}");
    assert_eq!(g["rated"], true);
    let id = g["game"].as_str().unwrap().to_string();
    let (t0, t1) = (token(&g, 0), token(&g, 1));
    // A guest cannot take a seat of a rated game, over the WebSocket or by HTTP.
    let (_, first) = seated(addr, None, &id, &t1).await;
    assert_eq!(first["code"], "sign_in_required", "{first}");
    let (s, _, v) = post(
        addr,
        &format!("/api/games/{id}/join"),
        None,
        json!({"token": t1}),
    )
    .await;
    assert_eq!((s, code(&v)), (401, "sign_in_required"));
    let (mut wa, _) = seated(addr, Some(&a), &id, &t0).await;
    // Amar cannot also sit in Bina's seat.
    let (_, first) = seated(addr, Some(&a), &id, &t1).await;
    assert_eq!(first["code"], "wrong_account", "{first}");
    let (mut wb, _) = seated(addr, Some(&b), &id, &t1).await;
    let s = play_until(&mut wa, |s| s["status"] == "playing").await;
    assert_eq!(s["rated"], true);
    assert_eq!(s["seats"][0]["account"], "Amar");
    assert_eq!(s["seats"][1]["account"], "Bina");
    // Both play a little, then Bina resigns: Amar wins.
    let both = async {
        tokio::join!(
            play_until(&mut wa, |s| decided(s) || s["status"] != "playing"),
            play_until(&mut wb, |s| decided(s) || s["status"] != "playing")
        )
    };
    let (sa, _) = both.await;
    // One person's decision is enough for the game to be rated (the other may not
    // have had one yet): the decisions so far are one seat's.
    let movers: std::collections::BTreeSet<i64> = sa["log"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["kind"] == "move")
        .filter_map(|e| e["seat"].as_i64())
        .collect();
    assert_eq!(movers.len(), 1, "{}", sa["log"]);
    send(&mut wb, json!({"type": "resign"})).await;
    let s = until(&mut wa, |v| v["type"] == "state" && v["status"] == "over").await;
    assert_eq!(s["result"]["ranking"], json!([0, 1]));
    // The new ratings are the crate's for a win between two new players.
    let want = pachisi_server::ratings::update(&[
        (vec![(25.0, 25.0 / 3.0)], 1),
        (vec![(25.0, 25.0 / 3.0)], 2),
    ]);
    let (_, _, pa) = http_get(addr, "/api/users/amar").await;
    let (_, _, pb) = http_get(addr, "/api/users/Bina").await;
    let (ma, sa, na) = rating(&pa);
    let (mb, sb, nb) = rating(&pb);
    assert_eq!((na, nb), (1, 1));
    assert!((ma - want[0][0].0).abs() < 1e-9 && (sa - want[0][0].1).abs() < 1e-9);
    assert!((mb - want[1][0].0).abs() < 1e-9 && (sb - want[1][0].1).abs() < 1e-9);
    assert!(ma > 25.0 && mb < 25.0);
    assert_eq!(pa["ratings"][0]["provisional"], true);
    assert_eq!(pa["ratings"][0]["history"].as_array().unwrap().len(), 1);
    assert_eq!(pa["ratings"][0]["preset"], "ludo");
    assert_eq!(pa["games"]["ludo"], 1);
    assert_eq!(pa["recent"][0]["game"], id.as_str());
    assert_eq!(pa["recent"][0]["rated"], true);
    // The leaderboard: Amar above Bina, by μ − 3σ.
    let (_, _, lb) = http_get(addr, "/api/leaderboard?preset=ludo&players=2").await;
    let names: Vec<&str> = lb["players_listed"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Amar", "Bina"]);
    let (s, _, _) = http_get(addr, "/api/leaderboard?preset=nosuch").await;
    assert_eq!(s, 400);
    // Rated once: a restart does not rate it again.
    drop((wa, wb, srv));
    let srv = server(&dir).await;
    let (_, _, pa) = http_get(srv.addr, "/api/users/amar").await;
    assert_eq!(rating(&pa).2, 1);
}

#[tokio::test]
async fn a_player_who_abandons_a_rated_game_loses_it() {
    let dir = tempfile::tempdir().unwrap();
    // One clock second lasts 5 ms: a 30 s clock runs out after 150 ms.
    let srv = server_with(&dir, |c| c.clock_unit = Duration::from_millis(5)).await;
    let addr = srv.addr;
    let a = signup(addr, "Stays").await;
    let b = signup(addr, "Goes").await;
    let (_, _, g) = post(addr, "/api/games", Some(&a), json!({"preset": "ludo", "players": 2, "seats": ["human", "human"], "rated": true, "clock": 30, "clock_bot": "easy"}))
    .await;
    let id = g["game"].as_str().unwrap().to_string();
    // Seat 1 joins (signed in) and goes; seat 0 plays until it may claim the win.
    let (s, _, v) = post(
        addr,
        &format!("/api/games/{id}/join"),
        Some(&b),
        json!({"token": token(&g, 1)}),
    )
    .await;
    assert_eq!(s, 200, "{v}");
    let (mut wa, _) = seated(addr, Some(&a), &id, &token(&g, 0)).await;
    // Seat 0 decides at least once itself (else the game would be aborted for the
    // ratings: the stand-in's moves for seat 1 do not count).
    let own = |s: &Value| {
        s["log"].as_array().is_some_and(|l| {
            l.iter()
                .any(|e| e["seat"] == 0 && (e["kind"] == "move" || e["kind"] == "pass"))
        })
    };
    play_until(&mut wa, |s| s["endings"]["can_claim"] == true && own(s)).await;
    send(&mut wa, json!({"type": "claim_win"})).await;
    until(&mut wa, |v| v["type"] == "state" && v["status"] == "over").await;
    let (_, _, pa) = http_get(addr, "/api/users/stays").await;
    let (_, _, pb) = http_get(addr, "/api/users/goes").await;
    assert!(rating(&pa).0 > 25.0, "{pa}");
    assert!(rating(&pb).0 < 25.0, "{pb}");
}

#[tokio::test]
async fn a_rated_game_ended_before_anyones_decision_is_not_rated() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server(&dir).await;
    let addr = srv.addr;
    let [a, b] = [signup(addr, "Early").await, signup(addr, "Quitter").await];
    let body = json!({"preset": "ludo", "players": 2, "seats": ["human", "human"], "rated": true});
    let g = post(addr, "/api/games", Some(&a), body).await.2;
    let id = g["game"].as_str().unwrap().to_string();
    let (mut wa, _) = seated(addr, Some(&a), &id, &token(&g, 0)).await;
    let (mut wb, _) = seated(addr, Some(&b), &id, &token(&g, 1)).await;
    play_until(&mut wa, |s| s["status"] == "playing").await;
    // Seat 1 resigns before anyone decided: the game is over (seat 0 first), but
    // nobody's rating moves; the game says why it was not rated.
    send(&mut wb, json!({"type": "resign"})).await;
    let s = until(&mut wa, |v| v["type"] == "state" && v["status"] == "over").await;
    assert!(!decided(&s), "{}", s["log"]);
    assert_eq!(s["result"]["ranking"], json!([0, 1]));
    for name in ["early", "quitter"] {
        let (_, _, p) = http_get(addr, &format!("/api/users/{name}")).await;
        assert_eq!(p["ratings"], json!([]), "{p}");
        assert_eq!(p["recent"][0]["game"], id.as_str());
        assert_eq!(p["recent"][0]["unrated"], NO_DECISION, "{p}");
    }
    let (_, _, v) = call(addr, "GET", "/api/account/games", Some(&b), None).await;
    assert_eq!(v["games"][0]["rated"], true);
    assert_eq!(v["games"][0]["unrated"], NO_DECISION);
    let (_, _, lb) = http_get(addr, "/api/leaderboard?preset=ludo&players=2").await;
    assert_eq!(lb["players_listed"], json!([]), "{lb}");
}

#[tokio::test]
async fn a_player_a_stand_in_mostly_played_loses() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server_with(&dir, |c| c.clock_unit = Duration::from_millis(5)).await;
    let addr = srv.addr;
    let a = signup(addr, "Present").await;
    let b = signup(addr, "Absent").await;
    let (_, _, g) = post(addr, "/api/games", Some(&a), json!({"preset": "ludo", "players": 2, "seats": ["human", "human"], "rated": true, "clock": 30, "clock_bot": "easy", "options": ["max_turns=80"]}))
    .await;
    assert_eq!(g["rated"], true, "{g}");
    let id = g["game"].as_str().unwrap().to_string();
    post(
        addr,
        &format!("/api/games/{id}/join"),
        Some(&b),
        json!({"token": token(&g, 1)}),
    )
    .await;
    // Seat 1's player never plays: a stand-in bot makes all its decisions (more than
    // the 25 % share), so the game counts as abandoned by them: they lose, whatever
    // the board says. Seat 0 plays the game to its end (at most 80 turns: seat 1 gets
    // a six to enter, and so a decision, in 40 turns but with odds of (5/6)^40 < 0.1%).
    let (mut wa, _) = seated(addr, Some(&a), &id, &token(&g, 0)).await;
    play_until(&mut wa, |s| s["status"] == "over").await;
    let (_, _, v) = http_get(addr, "/api/account/games").await;
    assert_eq!(code(&v), "sign_in_required");
    let (_, _, v) = call(addr, "GET", "/api/account/games", Some(&a), None).await;
    let game = &v["games"][0];
    assert_eq!(game["rated"], true);
    assert_eq!(game["unrated"], Value::Null, "{game}");
    let (_, _, pa) = http_get(addr, "/api/users/present").await;
    let (_, _, pb) = http_get(addr, "/api/users/absent").await;
    assert!(rating(&pa).0 > 25.0, "{pa}");
    assert!(rating(&pb).0 < 25.0, "{pb}");
}

#[tokio::test]
async fn a_rated_game_always_has_a_clock() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server(&dir).await;
    let addr = srv.addr;
    let a = signup(addr, "First").await;
    // No clock asked for: a rated game gets one (60 s); an unrated one does not; a
    // clock asked for is kept.
    let (_, _, u) = post(
        addr,
        "/api/games",
        Some(&a),
        json!({"preset": "ludo", "players": 2, "seats": ["human", "human"]}),
    )
    .await;
    assert_eq!(u["clock"], Value::Null, "{u}");
    let (_, _, g) = post(
        addr,
        "/api/games",
        Some(&a),
        json!({"preset": "ludo", "players": 2, "seats": ["human", "human"], "rated": true}),
    )
    .await;
    assert_eq!(g["clock"], 60, "{g}");
    let (_, _, g) = post(addr, "/api/games", Some(&a), json!({"preset": "ludo", "players": 2, "seats": ["human", "human"], "rated": true, "clock": 20})).await;
    assert_eq!(g["clock"], 20, "{g}");
}
