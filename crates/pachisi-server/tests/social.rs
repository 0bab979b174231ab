//! Friends (docs/api.md, "Friends"): follow and presence, invites with Accept and
//! Decline, blocks (chat hidden, invites refused), chat reports with their limit, and
//! suspension (no sign-in, sessions ended, no chat). A real server on 127.0.0.1:0.

mod common;

use common::*;
use pachisi_server::social::{INVITE_LIFETIME, ONLINE_WITHIN, REPORT_BURST};
use serde_json::{Value, json};
use std::net::SocketAddr;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;

/// A signed-in player: the server's address and the session token.
struct Player {
    addr: SocketAddr,
    session: String,
}

impl Player {
    async fn signup(addr: SocketAddr, name: &str) -> Player {
        let body = json!({"name": name, "password": "correct horse"}).to_string();
        let extra = "Content-Type: application/json\r\n";
        let (status, head, v) = raw(
            addr,
            request(addr, "POST", "/api/account/signup", extra, &body),
        )
        .await;
        assert_eq!(status, 200, "{v}");
        let session = head
            .lines()
            .find_map(|l| l.strip_prefix("set-cookie: pachisi_session="))
            .and_then(|v| v.split(';').next())
            .expect("a session cookie")
            .to_string();
        Player { addr, session }
    }

    /// A request with this player's cookie: (status, body).
    async fn call(&self, method: &str, path: &str, body: Option<Value>) -> (u16, Value) {
        let extra = format!(
            "Content-Type: application/json\r\nCookie: pachisi_session={}\r\n",
            self.session
        );
        let body = body.map(|b| b.to_string()).unwrap_or_default();
        let (status, _, v) = raw(self.addr, request(self.addr, method, path, &extra, &body)).await;
        (status, v)
    }

    async fn post(&self, path: &str, body: Value) -> (u16, Value) {
        self.call("POST", path, Some(body)).await
    }

    async fn get(&self, path: &str) -> Value {
        let (status, v) = self.call("GET", path, None).await;
        assert_eq!(status, 200, "{path}: {v}");
        v
    }

    /// A WebSocket carrying the session, said hello to `game` with `token`; the chat
    /// history it was sent.
    async fn at_table(&self, game: &str, token: &str) -> (Ws, Value) {
        let mut r = format!("ws://{}/ws", self.addr)
            .into_client_request()
            .unwrap();
        r.headers_mut().insert(
            "cookie",
            format!("pachisi_session={}", self.session).parse().unwrap(),
        );
        let mut ws = tokio_tungstenite::connect_async(r).await.unwrap().0;
        send(
            &mut ws,
            json!({"type": "hello", "game": game, "token": token}),
        )
        .await;
        let history = recv_type(&mut ws, "chat_history").await;
        (ws, history)
    }
}

/// Sign in as Asha with `password`: (status, body).
async fn signin(addr: SocketAddr, password: &str) -> (u16, Value) {
    let body = json!({"name": "Asha", "password": password}).to_string();
    let extra = "Content-Type: application/json\r\n";
    let (status, _, v) = raw(
        addr,
        request(addr, "POST", "/api/account/signin", extra, &body),
    )
    .await;
    (status, v)
}

/// The server's database, opened beside it (WAL: both may write).
/// Run SQL statements on the test's database (either backend).
async fn sql(dir: &tempfile::TempDir, statements: &str) {
    common::exec_sql(&common::db_for(dir).await, statements).await;
}

fn code(v: &Value) -> &str {
    v["error"]["code"].as_str().unwrap_or("")
}

/// A waiting two-player table: (game, token of seat 0, token of seat 1).
async fn table(addr: SocketAddr) -> (String, String, String) {
    let g = create(
        addr,
        json!({"preset": "chopat", "players": 2, "seats": ["human", "human"]}),
    )
    .await;
    (
        g["game"].as_str().unwrap().to_string(),
        token(&g, 0),
        token(&g, 1),
    )
}

/// Say a chat line and wait until it comes back: its number.
async fn say(ws: &mut Ws, text: &str) -> u64 {
    send(ws, json!({"type": "chat", "text": text})).await;
    let v = until(ws, |v| {
        v["type"] == "error" || (v["type"] == "chat" && v["text"] == text)
    })
    .await;
    assert_eq!(v["type"], "chat", "{v}");
    v["n"].as_u64().unwrap()
}

#[tokio::test]
async fn follow_shows_presence_and_refuses_self_and_strangers() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server(&dir).await;
    let a = Player::signup(srv.addr, "Asha").await;
    let b = Player::signup(srv.addr, "Bilal").await;
    let (status, v) = a.post("/api/friends/follow", json!({"name": "asha"})).await;
    assert_eq!((status, code(&v)), (400, "bad_request"), "{v}");
    let (status, v) = a
        .post("/api/friends/follow", json!({"name": "nobody"}))
        .await;
    assert_eq!((status, code(&v)), (404, "not_found"), "{v}");
    let (status, v) = a
        .post("/api/friends/follow", json!({"name": "BILAL"}))
        .await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["following"], "Bilal");
    // Bilal has not been seen yet: offline.
    let f = a.get("/api/friends").await;
    assert_eq!(f["following"], json!([{"name": "Bilal", "online": false}]));
    assert_eq!(f["online_within"], ONLINE_WITHIN);
    // Bilal's page polls the notices: online.
    b.get("/api/notices").await;
    let f = a.get("/api/friends").await;
    assert_eq!(f["following"], json!([{"name": "Bilal", "online": true}]));
    // Seen long ago: offline again.
    sql(
        &dir,
        &format!("UPDATE presence SET seen = seen - {}", ONLINE_WITHIN + 1),
    )
    .await;
    let f = a.get("/api/friends").await;
    assert_eq!(f["following"][0]["online"], false);
    let r = a.get("/api/users/bilal/relation").await;
    assert_eq!(
        (r["following"].clone(), r["blocking"].clone()),
        (json!(true), json!(false))
    );
    let (status, _) = a
        .post("/api/friends/unfollow", json!({"name": "Bilal"}))
        .await;
    assert_eq!(status, 200);
    assert_eq!(a.get("/api/friends").await["following"], json!([]));
    // Signed out: every endpoint refuses.
    let named = json!({"name": "Bilal"});
    let invite = json!({"name": "Bilal", "game": "g", "seat": 1, "token": "t"});
    let report = json!({"game": "g", "line": 0});
    for (method, path, body) in [
        ("GET", "/api/friends", None),
        ("GET", "/api/notices", None),
        ("GET", "/api/users/Bilal/relation", None),
        ("POST", "/api/friends/follow", Some(&named)),
        ("POST", "/api/friends/unfollow", Some(&named)),
        ("POST", "/api/friends/block", Some(&named)),
        ("POST", "/api/friends/unblock", Some(&named)),
        ("POST", "/api/invites", Some(&invite)),
        ("POST", "/api/invites/1/accept", Some(&json!({}))),
        ("POST", "/api/invites/1/decline", Some(&json!({}))),
        ("POST", "/api/reports", Some(&report)),
    ] {
        let (status, v) = http(srv.addr, method, path, body).await;
        assert_eq!((status, code(&v)), (401, "sign_in_required"), "{path}: {v}");
    }
}

#[tokio::test]
async fn an_invite_is_accepted_or_declined_and_expires() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server(&dir).await;
    let a = Player::signup(srv.addr, "Asha").await;
    let b = Player::signup(srv.addr, "Bilal").await;
    let (game, _t0, t1) = table(srv.addr).await;
    let invite = json!({"name": "Bilal", "game": game, "seat": 1, "token": t1});
    // Only players one follows.
    let (status, v) = a.post("/api/invites", invite.clone()).await;
    assert_eq!((status, code(&v)), (403, "not_following"), "{v}");
    a.post("/api/friends/follow", json!({"name": "Bilal"}))
        .await;
    // A token that does not hold the seat.
    let mut wrong = invite.clone();
    wrong["seat"] = json!(0);
    let (status, v) = a.post("/api/invites", wrong).await;
    assert_eq!((status, code(&v)), (401, "unauthorized"), "{v}");
    let (status, v) = a.post("/api/invites", invite.clone()).await;
    assert_eq!(status, 200, "{v}");
    let id = v["invite"].as_i64().unwrap();
    let n = b.get("/api/notices").await;
    assert_eq!(n["invites"].as_array().unwrap().len(), 1, "{n}");
    assert_eq!(n["invites"][0]["from"], "Asha");
    assert_eq!(n["invites"][0]["game"], json!(game));
    // Only the recipient answers.
    let (status, v) = a
        .post(&format!("/api/invites/{id}/accept"), json!({}))
        .await;
    assert_eq!((status, code(&v)), (404, "not_found"), "{v}");
    let (status, v) = b
        .post(&format!("/api/invites/{id}/accept"), json!({}))
        .await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(
        (v["game"].clone(), v["seat"].clone(), v["token"].clone()),
        (json!(game), json!(1), json!(t1))
    );
    // The token left the database with the answer.
    let db = common::db_for(&dir).await;
    let kept = common::query_sql(&db, &format!("SELECT token FROM invites WHERE id = {id}")).await
        [0][0]
        .clone();
    assert_eq!(kept, None);
    let (status, v) = b
        .post(&format!("/api/invites/{id}/accept"), json!({}))
        .await;
    assert_eq!((status, code(&v)), (409, "expired"), "{v}");
    // Asha is told once.
    let n = a.get("/api/notices").await;
    assert_eq!(
        n["answers"],
        json!([{"id": id, "to": "Bilal", "game": game, "answer": "accepted"}])
    );
    assert_eq!(a.get("/api/notices").await["answers"], json!([]));
    // A second invite, declined.
    let (game2, _, t2) = table(srv.addr).await;
    let (_, v) = a
        .post(
            "/api/invites",
            json!({"name": "Bilal", "game": game2, "seat": 1, "token": t2}),
        )
        .await;
    let id2 = v["invite"].as_i64().unwrap();
    let (status, _) = b
        .post(&format!("/api/invites/{id2}/decline"), json!({}))
        .await;
    assert_eq!(status, 200);
    assert_eq!(
        a.get("/api/notices").await["answers"][0]["answer"],
        "declined"
    );
    // A third, left to expire.
    let (_, v) = a
        .post(
            "/api/invites",
            json!({"name": "Bilal", "game": game2, "seat": 1, "token": t2}),
        )
        .await;
    let id3 = v["invite"].as_i64().unwrap();
    sql(
        &dir,
        &format!(
            "UPDATE invites SET expires = expires - {} WHERE id = {id3}",
            INVITE_LIFETIME + 1
        ),
    )
    .await;
    assert_eq!(b.get("/api/notices").await["invites"], json!([]));
    assert_eq!(
        a.get("/api/notices").await["answers"][0]["answer"],
        "expired"
    );
    let (status, v) = b
        .post(&format!("/api/invites/{id3}/accept"), json!({}))
        .await;
    assert_eq!((status, code(&v)), (409, "expired"), "{v}");
    // A taken seat cannot be offered.
    let _seated = b.at_table(&game2, &t2).await;
    let (status, v) = a
        .post(
            "/api/invites",
            json!({"name": "Bilal", "game": game2, "seat": 1, "token": t2}),
        )
        .await;
    assert_eq!((status, code(&v)), (409, "full"), "{v}");
}

#[tokio::test]
async fn a_block_hides_chat_and_refuses_invites_and_follows() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server(&dir).await;
    let a = Player::signup(srv.addr, "Asha").await;
    let b = Player::signup(srv.addr, "Bilal").await;
    a.post("/api/friends/follow", json!({"name": "Bilal"}))
        .await;
    let (game, t0, t1) = table(srv.addr).await;
    let (mut wa, _) = a.at_table(&game, &t0).await;
    let (mut wb, _) = b.at_table(&game, &t1).await;
    say(&mut wa, "before the block").await;
    // Bilal hears it.
    until(&mut wb, |v| {
        v["type"] == "chat" && v["text"] == "before the block"
    })
    .await;
    let (status, v) = b.post("/api/friends/block", json!({"name": "Asha"})).await;
    assert_eq!(status, 200, "{v}");
    assert!(srv.app.store.lock().unwrap().blocked_between(1, 2).unwrap());
    assert!(srv.app.store.lock().unwrap().blocked_between(2, 1).unwrap());
    // The block ended Asha's follow, and she cannot follow again or invite.
    assert_eq!(a.get("/api/friends").await["following"], json!([]));
    let (status, v) = a
        .post("/api/friends/follow", json!({"name": "Bilal"}))
        .await;
    assert_eq!((status, code(&v)), (403, "blocked"), "{v}");
    let (g2, _, t2) = table(srv.addr).await;
    let (status, v) = a
        .post(
            "/api/invites",
            json!({"name": "Bilal", "game": g2, "seat": 1, "token": t2}),
        )
        .await;
    assert_eq!((status, code(&v)), (403, "blocked"), "{v}");
    // Asha's next line does not reach Bilal; Bilal's own line does (it comes after).
    say(&mut wa, "after the block").await;
    send(&mut wb, json!({"type": "chat", "text": "marker"})).await;
    let v = until(&mut wb, |v| v["type"] == "chat").await;
    assert_eq!(v["text"], "marker", "{v}");
    // Nor does it come back in the history on a new connection.
    let (_, history) = b.at_table(&game, &t1).await;
    let texts: Vec<&str> = history["lines"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|l| l["text"].as_str())
        .collect();
    assert_eq!(texts, ["marker"]);
    let (_, history) = a.at_table(&game, &t0).await;
    assert_eq!(history["lines"].as_array().unwrap().len(), 3);
    assert_eq!(b.get("/api/friends").await["blocked"], json!(["Asha"]));
    let (status, _) = b
        .post("/api/friends/unblock", json!({"name": "Asha"}))
        .await;
    assert_eq!(status, 200);
    assert!(!srv.app.store.lock().unwrap().blocked_between(1, 2).unwrap());
}

/// A signed-in player's seat takes the account's name when the page sends none (the
/// page then asks for no name); a name the page sends wins.
#[tokio::test]
async fn a_signed_in_players_seat_takes_the_account_name() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server(&dir).await;
    let a = Player::signup(srv.addr, "Asha").await;
    let b = Player::signup(srv.addr, "Bilal").await;
    let (game, t0, t1) = table(srv.addr).await;
    let (mut wa, _) = a.at_table(&game, &t0).await;
    let st = until(&mut wa, |v| v["type"] == "state").await;
    assert_eq!(st["seats"][0]["name"], "Asha", "{st}");
    let mut wb = connect_as(srv.addr, &b.session).await;
    send(
        &mut wb,
        json!({"type": "hello", "game": game, "token": t1, "name": "B."}),
    )
    .await;
    let st = until(&mut wb, |v| v["type"] == "state").await;
    assert_eq!(st["seats"][1]["name"], "B.", "{st}");
}

#[tokio::test]
async fn reports_are_stored_once_and_limited() {
    let dir = tempfile::tempdir().unwrap();
    // Chat unlimited here: the report limit is under test.
    let srv = server_with(&dir, |c| {
        c.limits.chat_burst_per_connection = 0;
        c.limits.chat_burst_per_client = 0;
        c.limits.chat_burst_per_game = 0;
    })
    .await;
    let a = Player::signup(srv.addr, "Asha").await;
    let b = Player::signup(srv.addr, "Bilal").await;
    let (game, t0, t1) = table(srv.addr).await;
    let (mut wa, _) = a.at_table(&game, &t0).await;
    let (mut wb, _) = b.at_table(&game, &t1).await;
    let mut lines = vec![];
    for k in 0..=REPORT_BURST {
        lines.push(say(&mut wa, &format!("rude {k}")).await);
    }
    let mine = say(&mut wb, "my own").await;
    let (status, v) = b
        .post("/api/reports", json!({"game": game, "line": mine}))
        .await;
    assert_eq!((status, code(&v)), (400, "bad_request"), "{v}");
    let (status, v) = b
        .post("/api/reports", json!({"game": game, "line": 999}))
        .await;
    assert_eq!((status, code(&v)), (404, "not_found"), "{v}");
    let (status, v) = b
        .post(
            "/api/reports",
            json!({"game": game, "line": lines[0], "reason": "insults"}),
        )
        .await;
    assert_eq!(status, 200, "{v}");
    let (status, v) = b
        .post("/api/reports", json!({"game": game, "line": lines[0]}))
        .await;
    assert_eq!((status, code(&v)), (409, "already_reported"), "{v}");
    for &n in &lines[1..REPORT_BURST as usize] {
        let (status, v) = b
            .post("/api/reports", json!({"game": game, "line": n}))
            .await;
        assert_eq!(status, 200, "{v}");
    }
    let (status, v) = b
        .post(
            "/api/reports",
            json!({"game": game, "line": lines[REPORT_BURST as usize]}),
        )
        .await;
    assert_eq!((status, code(&v)), (429, "rate_limited"), "{v}");
    let reports = srv.app.store.lock().unwrap().reports().unwrap();
    assert_eq!(reports.len(), REPORT_BURST as usize);
    let r = &reports[0];
    assert_eq!(
        (r.reporter.as_str(), r.reported.as_deref(), r.text.as_str()),
        ("Bilal", Some("Asha"), "rude 0")
    );
    assert_eq!(
        (r.game.as_str(), r.seat, r.reason.as_deref()),
        (game.as_str(), Some(0), Some("insults"))
    );
    let text = pachisi_server::social::reports_text(&reports, false);
    assert!(
        text.starts_with("#1 at ") && text.contains("by Bilal about Asha"),
        "{text}"
    );
}

#[tokio::test]
async fn a_suspended_account_cannot_sign_in_or_chat_and_its_sessions_end() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server(&dir).await;
    let a = Player::signup(srv.addr, "Asha").await;
    let (game, t0, _) = table(srv.addr).await;
    let (mut ws, _) = a.at_table(&game, &t0).await;
    say(&mut ws, "hello").await;
    let name = srv
        .app
        .store
        .lock()
        .unwrap()
        .set_suspended("asha", Some("spam"))
        .unwrap();
    assert_eq!(name, "Asha");
    // The session is gone.
    assert_eq!(a.get("/api/account").await["account"], Value::Null);
    // The open connection cannot chat.
    send(&mut ws, json!({"type": "chat", "text": "more"})).await;
    let v = until(&mut ws, is("error")).await;
    assert_eq!(v["code"], "suspended", "{v}");
    // Sign-in: refused with the right password only.
    let (status, v) = signin(srv.addr, "wrong one").await;
    assert_eq!((status, code(&v)), (401, "wrong_password"), "{v}");
    let (status, v) = signin(srv.addr, "correct horse").await;
    assert_eq!((status, code(&v)), (403, "suspended"), "{v}");
    srv.app
        .store
        .lock()
        .unwrap()
        .set_suspended("Asha", None)
        .unwrap();
    let (status, v) = signin(srv.addr, "correct horse").await;
    assert_eq!(status, 200, "{v}");
    assert!(
        srv.app
            .store
            .lock()
            .unwrap()
            .set_suspended("nobody", Some(""))
            .is_err()
    );
}
