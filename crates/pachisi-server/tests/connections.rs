//! Connection slots, WebSocket caps, send timeouts and client keys behind a trusted
//! proxy (docs/security.md). Every test runs a real server on 127.0.0.1:0; other
//! clients connect from 127.0.0.2 (loopback). No timed assertions: waits are bounded
//! loops that fail only when something never happens.

mod common;

use common::{create, raw, request, server_with};
use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use std::net::SocketAddr;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::{Error as WsError, Message};

type Ws = tokio_tungstenite::WebSocketStream<tokio::net::TcpStream>;

/// A TCP connection to `addr` from the loopback address `from`, with an optional
/// small receive buffer.
async fn tcp_from(
    from: [u8; 4],
    addr: SocketAddr,
    recv_buffer: Option<u32>,
) -> tokio::net::TcpStream {
    let s = tokio::net::TcpSocket::new_v4().unwrap();
    if let Some(n) = recv_buffer {
        s.set_recv_buffer_size(n).unwrap();
    }
    s.bind(SocketAddr::from((from, 0))).unwrap();
    s.connect(addr).await.unwrap()
}

/// A WebSocket from `from` with extra headers: the socket, or the refusal's status and
/// JSON body (status 0 when the connection was closed without an answer).
async fn ws_from(
    from: [u8; 4],
    addr: SocketAddr,
    headers: &[(&'static str, String)],
) -> Result<Ws, (u16, Value)> {
    let mut req = format!("ws://{addr}/ws").into_client_request().unwrap();
    for (k, v) in headers {
        req.headers_mut().insert(*k, v.parse().unwrap());
    }
    let tcp = tcp_from(from, addr, None).await;
    match tokio_tungstenite::client_async(req, tcp).await {
        Ok((ws, _)) => Ok(ws),
        Err(WsError::Http(r)) => {
            let body = r
                .body()
                .as_ref()
                .and_then(|b| serde_json::from_slice(b).ok())
                .unwrap_or(Value::Null);
            Err((r.status().as_u16(), body))
        }
        Err(_) => Err((0, Value::Null)),
    }
}

/// The socket answers a message (it is open and served).
async fn answers(ws: &mut Ws) {
    ws.send(Message::text(r#"{"type":"state"}"#)).await.unwrap();
    loop {
        let m = tokio::time::timeout(Duration::from_secs(20), ws.next())
            .await
            .expect("an answer within 20 s")
            .expect("open")
            .expect("no error");
        if let Message::Text(t) = m {
            let v: Value = serde_json::from_str(t.as_str()).unwrap();
            assert_eq!(v["type"], "error", "{v}"); // no hello yet
            return;
        }
    }
}

/// `GET path` from 127.0.0.1 with extra header lines: (status, body).
async fn get_with(addr: SocketAddr, path: &str, headers: &str) -> (u16, Value) {
    let (s, _, v) = raw(addr, request(addr, "GET", path, headers, "")).await;
    (s, v)
}

/// The server still creates and serves a game (from 127.0.0.1).
async fn still_serves(addr: SocketAddr, headers: &str) {
    let body = json!({"preset": "chaupar", "players": 2, "seats": ["human", "bot:easy"]});
    let (status, _, g) = raw(
        addr,
        request(
            addr,
            "POST",
            "/api/games",
            &format!("Content-Type: application/json\r\n{headers}"),
            &body.to_string(),
        ),
    )
    .await;
    assert_eq!(status, 200, "{g}");
    let id = g["game"].as_str().unwrap();
    let (status, s) = get_with(addr, &format!("/api/games/{id}"), headers).await;
    assert_eq!(status, 200, "{s}");
}

/// A client that reconnects in a loop (closing each WebSocket and opening the next) is
/// never over the cap of open ones, but each open costs the server a hello and a
/// catch-up: new WebSockets per address are rate-limited too, with a clear 429, and
/// other addresses are served meanwhile.
#[tokio::test]
async fn websocket_opens_are_rate_limited_per_address() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server_with(&dir, |c| {
        c.limits.ws_open_burst_per_client = 5;
        c.limits.ws_open_every_per_client = Duration::from_secs(60);
    })
    .await;
    let addr = srv.addr;
    let mut served = 0;
    let mut refused = vec![];
    for _ in 0..20 {
        match ws_from([127, 0, 0, 1], addr, &[]).await {
            Ok(mut ws) => {
                answers(&mut ws).await;
                let _ = ws.close(None).await;
                served += 1;
            }
            Err(r) => refused.push(r),
        }
    }
    assert_eq!(served, 5, "the burst, one open at a time");
    assert_eq!(refused.len(), 15);
    for (status, body) in &refused {
        assert_eq!(*status, 429, "{body}");
        assert_eq!(body["error"]["code"], "rate_limited", "{body}");
        assert!(
            body["error"]["message"]
                .as_str()
                .unwrap()
                .contains("too many new connections"),
            "{body}"
        );
    }
    // Another address is served; the limited one still has plain HTTP.
    let mut other = ws_from([127, 0, 0, 2], addr, &[])
        .await
        .expect("another address");
    answers(&mut other).await;
    still_serves(addr, "").await;
}

#[tokio::test]
async fn websockets_are_capped_per_address_and_others_are_served() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server_with(&dir, |c| {
        c.limits.max_websockets_per_client = 32;
        // The cap at once, not the rate of opening (hardening::websocket_opens_...).
        c.limits.ws_open_burst_per_client = 0;
        c.limits.max_connections_per_client = 64;
    })
    .await;
    let addr = srv.addr;
    let mut open = vec![];
    let mut refused = 0;
    for _ in 0..300 {
        match ws_from([127, 0, 0, 1], addr, &[]).await {
            Ok(ws) => open.push(ws),
            Err((status, body)) => {
                assert_eq!(status, 429, "{body}");
                assert_eq!(body["error"]["code"], "rate_limited", "{body}");
                assert!(
                    body["error"]["message"].as_str().unwrap().contains("32"),
                    "{body}"
                );
                refused += 1;
            }
        }
    }
    assert_eq!(
        open.len(),
        32,
        "at most the per-address cap is open at once"
    );
    assert_eq!(refused, 268);
    // The ones open are served.
    for ws in &mut open {
        answers(ws).await;
    }
    // Another address is served: a WebSocket and a game.
    let mut other = ws_from([127, 0, 0, 2], addr, &[])
        .await
        .expect("another client");
    answers(&mut other).await;
    // The capped address still has plain HTTP (its connection slots are not all
    // taken by its WebSockets).
    still_serves(addr, "").await;
    // Once its WebSockets are closed, the address opens new ones.
    for mut ws in open {
        let _ = ws.close(None).await;
    }
    for attempt in 0.. {
        if let Ok(mut ws) = ws_from([127, 0, 0, 1], addr, &[]).await {
            answers(&mut ws).await;
            break;
        }
        assert!(attempt < 500, "WebSockets are served again after closing");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test]
async fn websockets_hold_their_connection_slots() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server_with(&dir, |c| {
        c.limits.max_connections_per_client = 4;
        c.limits.max_websockets_per_client = 100;
        c.limits.ws_open_burst_per_client = 0;
    })
    .await;
    let addr = srv.addr;
    let mut open = vec![];
    for _ in 0..4 {
        let mut ws = ws_from([127, 0, 0, 1], addr, &[])
            .await
            .expect("under the cap");
        answers(&mut ws).await;
        open.push(ws);
    }
    // Four WebSockets hold the address's four connection slots: a fifth connection is
    // closed without an answer, an upgrade as much as a plain request.
    assert_eq!(
        ws_from([127, 0, 0, 1], addr, &[]).await.err().map(|e| e.0),
        Some(0)
    );
    let mut s = tokio::net::TcpStream::connect(addr).await.unwrap();
    let _ = s
        .write_all(format!("GET /favicon.ico HTTP/1.1\r\nHost: {addr}\r\n\r\n").as_bytes())
        .await;
    let mut buf = Vec::new();
    let _ = tokio::time::timeout(Duration::from_secs(30), s.read_to_end(&mut buf))
        .await
        .expect("closed at once");
    assert!(buf.is_empty(), "no answer over the cap");
    // Another address is served.
    let mut other = ws_from([127, 0, 0, 2], addr, &[])
        .await
        .expect("another client");
    answers(&mut other).await;
    // Closing one WebSocket frees one slot.
    let _ = open.pop().unwrap().close(None).await;
    for attempt in 0.. {
        if let Ok(mut ws) = ws_from([127, 0, 0, 1], addr, &[]).await {
            answers(&mut ws).await;
            break;
        }
        assert!(attempt < 500, "a slot is free again after a close");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test]
async fn a_websocket_client_that_never_reads_is_closed() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server_with(&dir, |c| {
        c.limits.ws_send_timeout = Duration::from_millis(300);
        // Pings and the idle timer stay out of the way: only the send timeout closes.
        c.limits.ws_ping = Duration::from_secs(3600);
        c.limits.ws_idle = Duration::from_secs(3600);
    })
    .await;
    let addr = srv.addr;
    let g = create(
        addr,
        json!({"preset": "pachisi", "players": 4, "seats": ["human", "human", "human", "human"]}),
    )
    .await;
    let id = g["game"].as_str().unwrap();
    // A small receive buffer, and the client never reads: it asks for the state over
    // and over until the server gives up on it.
    let tcp = tcp_from([127, 0, 0, 1], addr, Some(4096)).await;
    let req = format!("ws://{addr}/ws").into_client_request().unwrap();
    let (mut ws, _) = tokio_tungstenite::client_async(req, tcp).await.unwrap();
    ws.send(Message::text(
        json!({"type": "hello", "game": id}).to_string(),
    ))
    .await
    .unwrap();
    let ask = Message::text(r#"{"type":"state"}"#);
    let mut closed = false;
    for _ in 0..200_000 {
        match tokio::time::timeout(Duration::from_secs(20), ws.send(ask.clone())).await {
            Ok(Ok(())) => continue,
            Ok(Err(_)) => {
                closed = true;
                break;
            }
            Err(_) => break, // blocked for 20 s: the server is not reading nor closing
        }
    }
    assert!(closed, "the server closes a WebSocket that does not read");
    // Its slots are released, and the server serves others.
    for attempt in 0.. {
        if srv.app.caps.websockets.total() == 0 && srv.app.caps.connections.total() == 0 {
            break;
        }
        assert!(attempt < 1000, "the closed WebSocket's slots are released");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let mut other = ws_from([127, 0, 0, 2], addr, &[]).await.expect("served");
    answers(&mut other).await;
    still_serves(addr, "").await;
}

/// A reading client still gets pings and its states with the send timeout on.
#[tokio::test]
async fn reading_clients_get_pings_and_states_with_a_send_timeout() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server_with(&dir, |c| {
        c.limits.ws_send_timeout = Duration::from_millis(300);
        c.limits.ws_ping = Duration::from_millis(50);
        c.limits.ws_idle = Duration::from_secs(3600);
    })
    .await;
    let addr = srv.addr;
    let g = create(
        addr,
        json!({"preset": "chaupar", "players": 2, "seats": ["bot:easy", "bot:easy"]}),
    )
    .await;
    let id = g["game"].as_str().unwrap();
    let mut ws = ws_from([127, 0, 0, 1], addr, &[]).await.unwrap();
    ws.send(Message::text(
        json!({"type": "hello", "game": id}).to_string(),
    ))
    .await
    .unwrap();
    let (mut pings, mut states) = (0, 0);
    while pings < 3 || states < 20 {
        let m = tokio::time::timeout(Duration::from_secs(20), ws.next())
            .await
            .expect("a message within 20 s")
            .expect("open")
            .expect("no error");
        match m {
            Message::Ping(_) => pings += 1,
            Message::Text(t) => {
                let v: Value = serde_json::from_str(t.as_str()).unwrap();
                if v["type"] == "state" {
                    states += 1;
                    if v["status"] == "over" {
                        break;
                    }
                }
            }
            _ => {}
        }
    }
    assert!(pings >= 1 && states >= 1);
}

/// Write the head of `GET /api/variants` without its end (a half-sent request).
async fn half_sent(addr: SocketAddr, forwarded: &str) -> tokio::net::TcpStream {
    let mut s = tokio::net::TcpStream::connect(addr).await.unwrap();
    s.write_all(
        format!("GET /api/variants HTTP/1.1\r\nHost: {addr}\r\nX-Forwarded-For: {forwarded}\r\n")
            .as_bytes(),
    )
    .await
    .unwrap();
    s
}

/// Finish a half-sent request; the answer's status line (empty when closed unanswered).
async fn finish(mut s: tokio::net::TcpStream) -> String {
    let _ = s.write_all(b"Connection: close\r\n\r\n").await;
    let mut buf = Vec::new();
    let _ = tokio::time::timeout(Duration::from_secs(30), s.read_to_end(&mut buf))
        .await
        .expect("an answer or a close within 30 s");
    String::from_utf8_lossy(&buf)
        .lines()
        .next()
        .unwrap_or("")
        .to_string()
}

#[tokio::test]
async fn behind_a_proxy_clients_are_capped_by_their_forwarded_address() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server_with(&dir, |c| {
        c.trust_proxy = true;
        c.limits.max_connections_per_client = 64;
        c.limits.max_websockets_per_client = 1000;
        c.limits.ws_open_burst_per_client = 0;
    })
    .await;
    let addr = srv.addr;
    // 65 half-sent requests through the proxy from 65 clients: none is refused.
    let mut held = vec![];
    for i in 0..65 {
        held.push(half_sent(addr, &format!("10.0.{}.{}", i / 200, 1 + i % 200)).await);
    }
    // The last one first, while the 64 others are still half-sent.
    let last = held.pop().unwrap();
    assert_eq!(finish(last).await, "HTTP/1.1 200 OK");
    for s in held {
        assert_eq!(finish(s).await, "HTTP/1.1 200 OK");
    }

    // 65 WebSockets of one forwarded client (ip:port is keyed by the ip, and an entry
    // the client wrote before the proxy's does not count): 64 open, then 429.
    let mut open = vec![];
    for i in 0..64 {
        let xff = if i % 2 == 0 {
            format!("7.7.{}.{}, 1.2.3.4:{}", i / 200, i % 200, 1000 + i)
        } else {
            "1.2.3.4".to_string()
        };
        let ws = ws_from([127, 0, 0, 1], addr, &[("x-forwarded-for", xff)])
            .await
            .expect("under the per-client cap");
        open.push(ws);
    }
    for xff in ["1.2.3.4", "1.2.3.4:9999", "8.8.8.8, 1.2.3.4"] {
        let Err((status, body)) =
            ws_from([127, 0, 0, 1], addr, &[("x-forwarded-for", xff.into())]).await
        else {
            panic!("{xff}: over the per-client cap");
        };
        assert_eq!(status, 429, "{xff}: {body}");
        assert_eq!(body["error"]["code"], "rate_limited", "{body}");
        // Plain requests of that client too.
        let (status, body) = get_with(
            addr,
            "/api/variants",
            &format!("X-Forwarded-For: {xff}\r\n"),
        )
        .await;
        assert_eq!(status, 429, "{body}");
    }
    for ws in &mut open {
        answers(ws).await;
    }
    // Everybody else is served.
    let mut other = ws_from(
        [127, 0, 0, 1],
        addr,
        &[("x-forwarded-for", "5.6.7.8".into())],
    )
    .await
    .expect("another forwarded client");
    answers(&mut other).await;
    still_serves(addr, "X-Forwarded-For: 5.6.7.9\r\n").await;
}

#[tokio::test]
async fn behind_a_proxy_a_missing_or_bad_forwarded_address_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server_with(&dir, |c| c.trust_proxy = true).await;
    let addr = srv.addr;
    for headers in [
        "",
        "X-Forwarded-For: garbage\r\n",
        "X-Forwarded-For: 1.2.3.4, unknown\r\n",
        "X-Forwarded-For: 1.2.3.4\r\nX-Forwarded-For: 1.2.3.4:port\r\n",
    ] {
        let (status, body) = get_with(addr, "/api/variants", headers).await;
        assert_eq!(status, 400, "{headers:?}: {body}");
        assert_eq!(body["error"]["code"], "bad_request", "{body}");
        assert!(
            body["error"]["message"]
                .as_str()
                .unwrap()
                .contains("X-Forwarded-For"),
            "{body}"
        );
    }
    for xff in [
        "1.2.3.4",
        "1.2.3.4:5678",
        "2001:db8::1",
        "[2001:db8::1]:5678",
    ] {
        let (status, body) = get_with(
            addr,
            "/api/variants",
            &format!("X-Forwarded-For: {xff}\r\n"),
        )
        .await;
        assert_eq!(status, 200, "{xff}: {body}");
    }
}

#[tokio::test]
async fn behind_a_proxy_game_creation_is_limited_per_forwarded_client() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server_with(&dir, |c| {
        c.trust_proxy = true;
        c.limits.creates_per_minute = 1;
        c.limits.create_burst = 2;
    })
    .await;
    let addr = srv.addr;
    let body =
        json!({"preset": "chaupar", "players": 2, "seats": ["human", "bot:easy"]}).to_string();
    let post = |xff: String| {
        let body = body.clone();
        async move {
            let headers = format!("Content-Type: application/json\r\nX-Forwarded-For: {xff}\r\n");
            raw(addr, request(addr, "POST", "/api/games", &headers, &body)).await
        }
    };
    // The client writes its own first entry each time; the proxy appends ip:port.
    for i in 0..2 {
        let (status, _, v) = post(format!("9.9.9.{i}, 1.2.3.4:{}", 4000 + i)).await;
        assert_eq!(status, 200, "{v}");
    }
    let (status, _, v) = post("9.9.9.9, 1.2.3.4:4999".into()).await;
    assert_eq!(status, 429, "{v}");
    assert_eq!(v["error"]["code"], "rate_limited");
    // Two IPv6 addresses in one /64 share the limit; another /64 does not.
    for xff in ["[2001:db8:0:1::1]:1", "2001:db8:0:1::2"] {
        let (status, _, v) = post(xff.into()).await;
        assert_eq!(status, 200, "{v}");
    }
    let (status, _, v) = post("[2001:db8:0:1:ffff::3]:3".into()).await;
    assert_eq!(status, 429, "{v}");
    let (status, _, v) = post("2001:db8:0:2::1".into()).await;
    assert_eq!(status, 200, "{v}");
}
