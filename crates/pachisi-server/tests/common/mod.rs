//! Helpers shared by the server's integration tests: a real server on a free port
//! with its SQLite file in a temporary directory, raw HTTP/1.1 exchanges and JSON
//! messages over the WebSocket.
//!
//! Every test binary compiles this module and uses a part of it.
#![allow(dead_code)]

use futures_util::{SinkExt, StreamExt};
use pachisi_server::{Config, Running, start};
use serde_json::Value;
use std::net::SocketAddr;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_tungstenite::tungstenite::Message;

pub type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// The database of the servers a test starts with `dir`: the SQLite file
/// `dir/games.db`, or, when `PACHISI_TEST_POSTGRES` names a PostgreSQL server (a URL
/// of a database there, on which a test may create databases), a database of its own
/// there, `pachisi_t_` and a hash of `dir`, created if missing (a server restarted on
/// the same `dir` finds its games again). Those databases are left for the throwaway
/// cluster to take away (.ci/postgres.sh).
pub async fn db_for(dir: &tempfile::TempDir) -> std::path::PathBuf {
    let Ok(base) = std::env::var("PACHISI_TEST_POSTGRES") else {
        return dir.path().join("games.db");
    };
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    dir.path().hash(&mut h);
    std::process::id().hash(&mut h);
    let name = format!("pachisi_t_{:016x}", h.finish());
    let (client, conn) = tokio_postgres::connect(&base, tokio_postgres::NoTls)
        .await
        .expect("PACHISI_TEST_POSTGRES: cannot connect");
    let task = tokio::spawn(conn);
    if let Err(e) = client
        .batch_execute(&format!("CREATE DATABASE {name}"))
        .await
    {
        // 42P04: the database exists (a restart on the same dir).
        assert_eq!(
            e.code().map(|c| c.code()),
            Some("42P04"),
            "CREATE DATABASE {name}: {e}"
        );
    }
    drop(client);
    let _ = task.await;
    let (head, query) = base
        .split_once('?')
        .map_or((base.as_str(), None), |(h, q)| (h, Some(q)));
    let server = head.rsplit_once('/').map_or(head, |(s, _)| s);
    let url = match query {
        Some(q) => format!("{server}/{name}?{q}"),
        None => format!("{server}/{name}"),
    };
    std::path::PathBuf::from(url)
}

/// Whether the tests run on PostgreSQL (see [`db_for`]): tests that open the SQLite
/// file themselves are skipped then.
pub fn on_postgres() -> bool {
    std::env::var_os("PACHISI_TEST_POSTGRES").is_some()
}

/// A server on 127.0.0.1:0 with its database in `dir` and no bot delay.
pub async fn server(dir: &tempfile::TempDir) -> Running {
    server_with(dir, |_| {}).await
}

/// As [`server`], with the configuration changed by `f` before the start.
pub async fn server_with(dir: &tempfile::TempDir, f: impl FnOnce(&mut Config)) -> Running {
    let mut c = Config {
        addr: "127.0.0.1:0".into(),
        db: db_for(dir).await,
        bot_delay: Duration::ZERO,
        ..Config::default()
    };
    f(&mut c);
    start(c).await.expect("server starts")
}

/// A raw HTTP/1.1 exchange: (status, headers in lower case, body as JSON or text).
pub async fn raw(addr: SocketAddr, request: String) -> (u16, String, Value) {
    let mut s = tokio::net::TcpStream::connect(addr).await.unwrap();
    s.write_all(request.as_bytes()).await.unwrap();
    let mut out = Vec::new();
    tokio::time::timeout(Duration::from_secs(30), s.read_to_end(&mut out))
        .await
        .expect("an answer within 30 s")
        .unwrap();
    let text = String::from_utf8_lossy(&out).into_owned();
    let (head, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let body = if head
        .to_ascii_lowercase()
        .contains("transfer-encoding: chunked")
    {
        dechunk(body)
    } else {
        body.to_string()
    };
    (
        status,
        head.to_ascii_lowercase(),
        serde_json::from_str(&body).unwrap_or(Value::String(body)),
    )
}

/// The body of a chunked answer (what there is of it, if it is cut short).
pub fn dechunk(mut s: &str) -> String {
    let mut out = String::new();
    while let Some((len, rest)) = s.split_once("\r\n") {
        let n = usize::from_str_radix(len.trim(), 16).unwrap_or(0);
        if n == 0 || rest.len() < n {
            break;
        }
        out.push_str(&rest[..n]);
        s = &rest[(n + 2).min(rest.len())..];
    }
    out
}

/// An HTTP/1.1 request closing the connection; `extra` is header lines, each ending
/// in CRLF.
pub fn request(addr: SocketAddr, method: &str, path: &str, extra: &str, body: &str) -> String {
    format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n{extra}Content-Length: {}\r\n\r\n{body}",
        body.len()
    )
}

/// A minimal JSON request (from 127.0.0.1, also behind `--trust-proxy`); returns
/// (status, body as JSON or text).
pub async fn http(
    addr: SocketAddr,
    method: &str,
    path: &str,
    body: Option<&Value>,
) -> (u16, Value) {
    let body = body.map(|b| b.to_string()).unwrap_or_default();
    // The forwarded address a proxy on this machine would send: a server started
    // with --trust-proxy needs it, the others ignore it.
    let json = "Content-Type: application/json\r\nX-Forwarded-For: 127.0.0.1\r\n";
    let (status, _, v) = raw(addr, request(addr, method, path, json, &body)).await;
    (status, v)
}

/// Create a game and return its answer (asserting success).
pub async fn create(addr: SocketAddr, req: Value) -> Value {
    let (status, v) = http(addr, "POST", "/api/games", Some(&req)).await;
    assert_eq!(status, 200, "{v}");
    v
}

/// The token of a seat in the answer of [`create`].
pub fn token(created: &Value, seat: usize) -> String {
    created["seats"][seat]["token"]
        .as_str()
        .unwrap()
        .to_string()
}

pub async fn connect(addr: SocketAddr) -> Ws {
    tokio_tungstenite::connect_async(format!("ws://{addr}/ws"))
        .await
        .expect("websocket connects")
        .0
}

pub async fn send(ws: &mut Ws, v: Value) {
    ws.send(Message::text(v.to_string())).await.unwrap();
}

/// The next JSON message (panics after 20 s of silence).
pub async fn recv(ws: &mut Ws) -> Value {
    loop {
        let m = tokio::time::timeout(Duration::from_secs(20), ws.next())
            .await
            .expect("a message within 20 s")
            .expect("socket open")
            .expect("no socket error");
        if let Message::Text(t) = m {
            return serde_json::from_str(t.as_str()).unwrap();
        }
    }
}

/// Skip messages until one satisfies `f`.
pub async fn until(ws: &mut Ws, f: impl Fn(&Value) -> bool) -> Value {
    loop {
        let v = recv(ws).await;
        if f(&v) {
            return v;
        }
    }
}

/// Whether a message is of a type (`state`, `error`, `hint`, `chat`, ...).
pub fn is(kind: &'static str) -> impl Fn(&Value) -> bool {
    move |v: &Value| v["type"] == kind
}

/// The next message of a type, skipping others.
pub async fn recv_type(ws: &mut Ws, kind: &str) -> Value {
    until(ws, |v| v["type"] == kind).await
}

/// Skip states until one satisfies `f` (panics on an error message).
pub async fn state_where(ws: &mut Ws, f: impl Fn(&Value) -> bool) -> Value {
    loop {
        let v = recv(ws).await;
        assert_ne!(v["type"], "error", "unexpected error {v}");
        if v["type"] == "state" && f(&v) {
            return v;
        }
    }
}

/// Throw and decide (the first legal action) for the seats `ws` holds until a state
/// satisfies `f`; that state.
pub async fn play_until(ws: &mut Ws, f: impl Fn(&Value) -> bool) -> Value {
    // The current state first (an earlier call may have left it unanswered).
    send(ws, serde_json::json!({"type": "state"})).await;
    loop {
        let s = until(ws, is("state")).await;
        if f(&s) {
            return s;
        }
        let v = s["version"].clone();
        if s["can_throw"] == true {
            send(ws, serde_json::json!({"type": "throw", "version": v})).await;
        } else if let Some(l) = s["legal"].as_array().filter(|l| !l.is_empty()) {
            send(
                ws,
                serde_json::json!({"type": "act", "version": v, "action": l[0]["action"]}),
            )
            .await;
        }
    }
}

/// A JSON request with an optional session cookie: (status, headers, body).
pub async fn call(
    addr: SocketAddr,
    method: &str,
    path: &str,
    cookie: Option<&str>,
    body: Option<Value>,
) -> (u16, String, Value) {
    let mut extra = String::from("Content-Type: application/json\r\n");
    if let Some(c) = cookie {
        extra.push_str(&format!("Cookie: pachisi_session={c}\r\n"));
    }
    let body = body.map(|b| b.to_string()).unwrap_or_default();
    raw(addr, request(addr, method, path, &extra, &body)).await
}

/// The session token a `Set-Cookie` header gives.
pub fn session_of(head: &str) -> Option<String> {
    head.lines()
        .find_map(|l| l.strip_prefix("set-cookie: pachisi_session="))
        .map(|v| v.split(';').next().unwrap_or("").to_string())
        .filter(|v| !v.is_empty())
}

/// A WebSocket carrying a session cookie.
pub async fn connect_as(addr: SocketAddr, cookie: &str) -> Ws {
    use tokio_tungstenite::tungstenite::client::IntoClientRequest;
    let mut r = format!("ws://{addr}/ws").into_client_request().unwrap();
    r.headers_mut().insert(
        "cookie",
        format!("pachisi_session={cookie}").parse().unwrap(),
    );
    tokio_tungstenite::connect_async(r).await.unwrap().0
}

/// A client of a PostgreSQL test database and the task driving its connection.
async fn pg_client(url: &str) -> (tokio_postgres::Client, tokio::task::JoinHandle<()>) {
    let (client, conn) = tokio_postgres::connect(url, tokio_postgres::NoTls)
        .await
        .unwrap();
    let task = tokio::spawn(async move {
        let _ = conn.await;
    });
    (client, task)
}

/// Run SQL statements (values written into the text) on a test server's database,
/// SQLite file or PostgreSQL URL.
pub async fn exec_sql(db: &std::path::Path, statements: &str) {
    match db.to_str().filter(|d| d.starts_with("postgres")) {
        Some(url) => {
            let (client, task) = pg_client(url).await;
            client.batch_execute(statements).await.unwrap();
            drop(client);
            let _ = task.await;
        }
        None => rusqlite::Connection::open(db)
            .unwrap()
            .execute_batch(statements)
            .unwrap(),
    }
}

/// The rows of a query (values written into the text) on a test server's database,
/// each value as text (`None` for NULL; PostgreSQL's booleans are `t` and `f`).
pub async fn query_sql(db: &std::path::Path, query: &str) -> Vec<Vec<Option<String>>> {
    match db.to_str().filter(|d| d.starts_with("postgres")) {
        Some(url) => {
            let (client, task) = pg_client(url).await;
            let mut out = vec![];
            for m in client.simple_query(query).await.unwrap() {
                if let tokio_postgres::SimpleQueryMessage::Row(r) = m {
                    out.push((0..r.len()).map(|i| r.get(i).map(str::to_string)).collect());
                }
            }
            drop(client);
            let _ = task.await;
            out
        }
        None => {
            use rusqlite::types::ValueRef;
            let c = rusqlite::Connection::open(db).unwrap();
            let mut q = c.prepare(query).unwrap();
            let n = q.column_count();
            q.query_map([], |r| {
                Ok((0..n)
                    .map(|i| match r.get_ref(i).unwrap() {
                        ValueRef::Null => None,
                        ValueRef::Integer(x) => Some(x.to_string()),
                        ValueRef::Real(x) => Some(x.to_string()),
                        ValueRef::Text(t) => Some(String::from_utf8_lossy(t).into_owned()),
                        ValueRef::Blob(_) => Some("<blob>".into()),
                    })
                    .collect())
            })
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap()
        }
    }
}
