//! A fuzz harness over every message the server accepts (proptest, fixed seed): one
//! real server on 127.0.0.1:0 (rate limits lifted, so that the fuzzer is not just
//! refused), sent
//! - WebSocket messages of every type (`hello`, `throw`, `act`, `hint`, `state`,
//!   `chat`, `react`, `back`, unknown ones) whose fields mix valid values (a real game
//!   id, real tokens, the current version, a legal action) with arbitrary JSON, plus
//!   arbitrary JSON, text that is no JSON and binary frames;
//! - JSON bodies for every POST (`/api/games`, `/join`, `/claim`, `/rematch`,
//!   `/analysis`, `/api/replay`) and query strings for the GETs (`/api/layout`,
//!   `/api/rules`, `/api/lesson`, `/api/games`), built the same way.
//!
//! It asserts: no panic anywhere (the server runs in this process; a panic hook counts
//! them), every HTTP answer below 500 except 503 `busy`, every error body
//! `{"error":{"code","message"}}` with a documented code (docs/api.md), every
//! WebSocket error with a documented code, and a server that still creates and serves
//! a game at the end.
//!
//! `PACHISI_FUZZ_CASES=N` runs N cases of each kind (default 64, some 10 to 30 s).
//! The harness knows the message formats, not the limits behind them (chat, names,
//! claims, connection caps).

mod common;

use common::*;
use futures_util::{SinkExt, StreamExt};
use proptest::prelude::*;
use proptest::test_runner::{Config as PropConfig, RngSeed, TestCaseError, TestRunner};
use serde_json::{Map, Value, json};
use std::collections::BTreeSet;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;
use tokio_tungstenite::tungstenite::Message;

static PANICS: AtomicUsize = AtomicUsize::new(0);

fn cases() -> u32 {
    std::env::var("PACHISI_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(64)
}

/// The error codes of docs/api.md ("Error codes").
fn documented_codes() -> BTreeSet<String> {
    let doc = include_str!("../../../docs/api.md");
    let table = doc
        .split("## Error codes")
        .nth(1)
        .expect("docs/api.md has an error code table");
    let table = table.split("\n## ").next().unwrap();
    let mut codes = BTreeSet::new();
    for line in table.lines().filter(|l| l.starts_with("| `")) {
        let first = line.split('|').nth(1).unwrap();
        for part in first.split('`').skip(1).step_by(2) {
            codes.insert(part.to_string());
        }
    }
    assert!(
        codes.contains("bad_request") && codes.contains("busy"),
        "{codes:?}"
    );
    codes
}

// ------------------------------------------------------------------ strategies

/// Arbitrary JSON: wrong types, huge and negative numbers, unicode, nesting.
fn any_json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        prop_oneof![
            Just(-1.0f64),
            Just(1e308),
            Just(-0.0),
            Just(0.5),
            Just(1e-300),
            any::<f64>().prop_filter("finite", |f| f.is_finite())
        ]
        .prop_map(|f| json!(f)),
        ".{0,40}".prop_map(Value::from),
        "[a-z0-9 _-]{0,12}".prop_map(Value::from),
        Just(Value::from("x".repeat(5000))),
    ];
    leaf.prop_recursive(3, 24, 5, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..5).prop_map(Value::Array),
            prop::collection::btree_map(field_name(), inner, 0..5)
                .prop_map(|m| Value::Object(m.into_iter().collect::<Map<_, _>>())),
        ]
    })
}

/// Field names the server reads, and others.
fn field_name() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => prop::sample::select(vec![
            "type", "game", "token", "tokens", "name", "version", "action", "text", "emote",
            "preset", "players", "seats", "options", "public", "clock", "seat", "record",
            "fairness", "events", "variant", "format", "throw", "move", "seed", "lang",
        ])
        .prop_map(str::to_string),
        1 => ".{0,10}",
    ]
}

/// A valid value, named: the harness puts in the real one when it sends
/// (`$GAME`, `$TOKEN0`, `$TOKEN1`, `$VERSION`, `$ACTION`, `$RECORD`, ...).
fn marker() -> impl Strategy<Value = Value> {
    prop::sample::select(vec![
        "$GAME",
        "$TOKEN0",
        "$TOKEN1",
        "$TOKENS",
        "$VERSION",
        "$VERSION+1",
        "$ACTION",
        "$RECORD",
        "$PRESET",
        "$SEATS",
        "$OPTIONS",
    ])
    .prop_map(Value::from)
}

/// A field's value: mostly a valid one, else anything.
fn value() -> impl Strategy<Value = Value> {
    prop_oneof![3 => marker(), 2 => any_json()]
}

/// An object with some of `keys` (valid or arbitrary values) and maybe extra fields.
fn object(keys: &'static [&'static str]) -> impl Strategy<Value = Value> {
    (
        prop::collection::vec((prop::sample::select(keys), value()), 0..=keys.len()),
        prop::collection::vec((field_name(), any_json()), 0..2),
    )
        .prop_map(|(fields, extra)| {
            let mut m = Map::new();
            for (k, v) in extra {
                m.insert(k, v);
            }
            for (k, v) in fields {
                m.insert(k.to_string(), v);
            }
            Value::Object(m)
        })
}

/// What a WebSocket frame carries.
#[derive(Clone, Debug)]
enum Frame {
    Json(Value),
    Text(String),
    Binary(Vec<u8>),
}

fn ws_frame() -> impl Strategy<Value = Frame> {
    let typed = (
        prop_oneof![
            8 => prop::sample::select(vec![
                "hello", "throw", "act", "hint", "state", "chat", "react", "back",
            ])
            .prop_map(Value::from),
            1 => any_json(),
        ],
        object(&[
            "game", "token", "tokens", "name", "version", "action", "text", "emote",
        ]),
    )
        .prop_map(|(t, mut o)| {
            o["type"] = t;
            Frame::Json(o)
        });
    prop_oneof![
        8 => typed,
        1 => any_json().prop_map(Frame::Json),
        1 => ".{0,60}".prop_map(Frame::Text),
        1 => prop::collection::vec(any::<u8>(), 0..80).prop_map(Frame::Binary),
    ]
}

/// An HTTP request: method, path, body (raw text).
#[derive(Clone, Debug)]
struct Req {
    method: &'static str,
    path: String,
    body: Option<Value>,
    raw_body: Option<String>,
}

fn query() -> impl Strategy<Value = String> {
    prop::collection::vec(
        (
            prop_oneof![
                3 => prop::sample::select(vec![
                    "preset", "variant", "players", "options", "lang", "lesson", "step", "limit",
                    "open", "seats", "q",
                ])
                .prop_map(str::to_string),
                1 => "[a-z%&=]{0,6}",
            ],
            prop_oneof![
                prop::sample::select(vec![
                    "pachisi",
                    "chopat",
                    "ludo",
                    "parcheesi",
                    "2",
                    "4",
                    "0",
                    "-1",
                    "99999999999999999999",
                    "en",
                    "fr",
                    "mouth_up_p=1e-300",
                    "max_turns=1",
                    "%ZZ",
                    "%00",
                    "%C3%A9",
                    "",
                ])
                .prop_map(str::to_string),
                "[ -~]{0,20}".prop_map(|s| s
                    .bytes()
                    .map(|b| if b.is_ascii_alphanumeric() {
                        (b as char).to_string()
                    } else {
                        format!("%{b:02X}")
                    })
                    .collect()),
            ],
        ),
        0..4,
    )
    .prop_map(|kv| {
        kv.into_iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect::<Vec<_>>()
            .join("&")
    })
}

fn http_req() -> impl Strategy<Value = Req> {
    let posts = (
        prop::sample::select(vec![
            "/api/games",
            "/api/games/$GAME/join",
            "/api/games/$GAME/claim",
            "/api/games/$GAME/rematch",
            "/api/games/$GAME/analysis",
            "/api/replay",
            "/api/games/nope/join",
        ]),
        prop_oneof![
            6 => object(&[
                "preset", "players", "seats", "options", "public", "clock", "token", "name",
                "seat", "record", "fairness", "events", "variant", "format",
            ])
            .prop_map(Some),
            2 => any_json().prop_map(Some),
            1 => Just(Some(Value::from("$RECORD"))),
            1 => Just(None),
        ],
        prop_oneof![Just(None), ".{0,40}".prop_map(Some)],
    )
        .prop_map(|(path, body, raw_body)| Req {
            method: "POST",
            path: path.to_string(),
            raw_body: if body.is_none() { raw_body } else { None },
            body,
        });
    let gets = (
        prop::sample::select(vec![
            "/api/layout",
            "/api/rules",
            "/api/lesson",
            "/api/games",
            "/api/games/$GAME",
            "/api/games/$GAME/record",
            "/api/games/$GAME/analysis",
            "/api/games/$GAME/layout",
            "/api/variants",
        ]),
        query(),
    )
        .prop_map(|(path, q)| Req {
            method: "GET",
            path: if q.is_empty() {
                path.to_string()
            } else {
                format!("{path}?{q}")
            },
            body: None,
            raw_body: None,
        });
    prop_oneof![3 => posts, 2 => gets]
}

// ------------------------------------------------------------------ the harness

/// A game of the harness and what it knows of it.
struct Known {
    game: String,
    tokens: Vec<String>,
    version: u64,
    action: Value,
    record: Value,
}

impl Known {
    /// Put the real values in for the markers, everywhere in `v`.
    fn fill(&self, v: &Value) -> Value {
        match v {
            Value::String(s) => match s.as_str() {
                "$GAME" => json!(self.game),
                "$TOKEN0" => json!(self.tokens[0]),
                "$TOKEN1" => json!(self.tokens[1]),
                "$TOKENS" => json!(self.tokens),
                "$VERSION" => json!(self.version),
                "$VERSION+1" => json!(self.version + 1),
                "$ACTION" => self.action.clone(),
                "$RECORD" => self.record.clone(),
                "$PRESET" => json!("chopat"),
                "$SEATS" => json!(["human", "bot:random"]),
                "$OPTIONS" => json!(["max_turns=3"]),
                _ => v.clone(),
            },
            Value::Array(a) => Value::Array(a.iter().map(|x| self.fill(x)).collect()),
            Value::Object(o) => {
                Value::Object(o.iter().map(|(k, x)| (k.clone(), self.fill(x))).collect())
            }
            _ => v.clone(),
        }
    }
}

/// A fresh two-seat game (both seats human, so only the fuzzer plays) and its state.
async fn new_game(addr: SocketAddr, public: bool) -> Known {
    let g = create(
        addr,
        json!({"preset": "chopat", "players": 2, "seats": ["human", "human"], "public": public}),
    )
    .await;
    let game = g["game"].as_str().unwrap().to_string();
    let tokens = vec![token(&g, 0), token(&g, 1)];
    let (_, record) = http(addr, "GET", &format!("/api/games/{game}/record"), None).await;
    let mut k = Known {
        game,
        tokens,
        version: 0,
        action: json!("pass"),
        record,
    };
    k.refresh(addr).await;
    k
}

impl Known {
    /// The current version and a legal action (if any) from a `state` message.
    async fn refresh(&mut self, addr: SocketAddr) {
        let mut ws = connect(addr).await;
        send(
            &mut ws,
            json!({"type": "hello", "game": self.game, "tokens": self.tokens}),
        )
        .await;
        let s = recv_type(&mut ws, "state").await;
        self.version = s["version"].as_u64().unwrap_or(0);
        if let Some(a) = s["legal"][0]["action"].as_str() {
            self.action = json!(a);
        }
    }
}

fn check_error(v: &Value, codes: &BTreeSet<String>, what: &str) -> Result<(), TestCaseError> {
    let code = v["error"]["code"].as_str();
    prop_assert!(
        code.is_some() && v["error"]["message"].is_string(),
        "{}: error body {}",
        what,
        v
    );
    let code = code.unwrap();
    prop_assert!(
        codes.contains(code) && code != "internal",
        "{}: code {} is not a documented one",
        what,
        code
    );
    Ok(())
}

async fn ws_case(
    addr: SocketAddr,
    k: &Known,
    frames: &[Frame],
    codes: &BTreeSet<String>,
) -> Result<(), TestCaseError> {
    let mut ws = connect(addr).await;
    for f in frames {
        let m = match f {
            Frame::Json(v) => Message::text(k.fill(v).to_string()),
            Frame::Text(t) => Message::text(t.clone()),
            Frame::Binary(b) => Message::binary(b.clone()),
        };
        if ws.send(m).await.is_err() {
            break; // closed by the server (e.g. a frame over its limit)
        }
    }
    // What the server answers, until it is quiet for a while (not timed: only what
    // comes is checked).
    let _ = ws.send(Message::text(r#"{"type":"state"}"#)).await;
    while let Ok(Some(Ok(m))) = tokio::time::timeout(Duration::from_millis(300), ws.next()).await {
        let Message::Text(t) = m else { continue };
        let v: Value = serde_json::from_str(t.as_str())
            .map_err(|e| TestCaseError::fail(format!("a message that is no JSON: {e}: {t}")))?;
        if v["type"] == "error" {
            let code = v["code"].as_str().unwrap_or("");
            prop_assert!(v["message"].is_string(), "error without a message: {}", v);
            prop_assert!(
                codes.contains(code) && code != "internal",
                "WebSocket error code {:?} is not a documented one: {}",
                code,
                v
            );
        }
    }
    Ok(())
}

async fn http_case(
    addr: SocketAddr,
    k: &Known,
    r: &Req,
    codes: &BTreeSet<String>,
) -> Result<(), TestCaseError> {
    let path = r.path.replace("$GAME", &k.game);
    let body = match (&r.body, &r.raw_body) {
        (Some(b), _) => k.fill(b).to_string(),
        (None, Some(t)) => t.clone(),
        (None, None) => String::new(),
    };
    let json = "Content-Type: application/json\r\n";
    let (status, _, v) = raw(addr, request(addr, r.method, &path, json, &body)).await;
    let short: String = body.chars().take(300).collect();
    let what = format!("{} {} {short}", r.method, path);
    let answer: String = v.to_string().chars().take(300).collect();
    prop_assert!(
        (200..500).contains(&status) || (status == 503 && v["error"]["code"] == "busy"),
        "{}: status {} {}",
        what,
        status,
        answer
    );
    if status >= 400 {
        check_error(&v, codes, &what)?;
    }
    Ok(())
}

#[test]
fn fuzz_every_message_the_server_accepts() {
    let default_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        PANICS.fetch_add(1, Ordering::SeqCst);
        default_hook(info);
    }));
    let codes = documented_codes();
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let srv = rt.block_on(server_with(&dir, |c| {
        c.limits.creates_per_minute = 0; // no rate limit on new games
        c.limits.max_connections_per_client = 100_000;
        c.limits.max_connections = 100_000;
        c.bot_threads = 1;
        c.review_deadline = Duration::from_millis(200);
    }));
    let addr = srv.addr;
    let config = |seed| PropConfig {
        cases: cases(),
        rng_seed: RngSeed::Fixed(seed),
        failure_persistence: None,
        // Shrinking a failure of a whole server takes long; the message says enough.
        max_shrink_iters: 64,
        ..PropConfig::default()
    };

    // WebSocket: a few frames a connection, on a fresh game every few cases.
    // (The runner takes a `Fn`: the game and the count are in a mutex and a cell.)
    let k = tokio::sync::Mutex::new(rt.block_on(new_game(addr, false)));
    let n = std::cell::Cell::new(0u32);
    let renew = |n: u32| async move {
        if n.is_multiple_of(8) {
            Some(new_game(addr, n.is_multiple_of(16)).await)
        } else {
            None
        }
    };
    let mut runner = TestRunner::new(config(0x5eed_f022));
    runner
        .run(&prop::collection::vec(ws_frame(), 1..8), |frames| {
            n.set(n.get() + 1);
            rt.block_on(async {
                let mut known = k.lock().await;
                if let Some(g) = renew(n.get()).await {
                    *known = g;
                } else {
                    known.refresh(addr).await;
                }
                ws_case(addr, &known, &frames, &codes).await
            })
        })
        .unwrap();

    // HTTP: a request a case.
    n.set(0);
    let mut runner = TestRunner::new(config(0x5eed_f023));
    runner
        .run(&http_req(), |r| {
            n.set(n.get() + 1);
            rt.block_on(async {
                let mut known = k.lock().await;
                if let Some(g) = renew(n.get()).await {
                    *known = g;
                }
                http_case(addr, &known, &r, &codes).await
            })
        })
        .unwrap();

    // Still creates and serves a game.
    rt.block_on(async {
        let g = new_game(addr, false).await;
        let (status, s) = http(addr, "GET", &format!("/api/games/{}", g.game), None).await;
        assert_eq!(status, 200, "{s}");
        let mut ws = connect(addr).await;
        send(
            &mut ws,
            json!({"type": "hello", "game": g.game, "token": g.tokens[0]}),
        )
        .await;
        assert_eq!(
            recv_type(&mut ws, "state").await["version"],
            json!(g.version)
        );
    });
    drop(srv);
    let _ = std::panic::take_hook();
    assert_eq!(PANICS.load(Ordering::SeqCst), 0, "panics (see above)");
}
