//! Game review on the server: `POST /api/games/{id}/analysis` asks for the review of
//! a finished game (pachisi-analysis: rollouts of every decision, the win chance lost,
//! marks), `GET` answers how far it is and, once done, the review, which is stored with
//! the game so that it is computed once.
//!
//! Bounds (docs/security.md): reviews wait in one first-come, first-served queue of at
//! most [`Limits::review_queue`] jobs (more get 503 `busy`), each client address with
//! at most [`Limits::reviews_per_client`] job waiting or running (more get 429
//! `rate_limited`); one review runs at a time on the whole server, holding one of the
//! bot threads' permits (so that bot moves keep the others), on a one-thread pool,
//! stopped at `Config::review_deadline` (the review then says it is incomplete, coarse
//! rather than missing).
//!
//! A stored review is answered from bytes: the whole answer
//! (`{"status":"done","review":…}`) is built once from the stored text and kept in a
//! small cache ([`Limits::review_cache`] games), with a strong `ETag` (SHA-256 of the
//! answer) so that `If-None-Match` gets 304. The store's lock is held only to read the
//! row; nothing is parsed or re-serialised on the way out.
//!
//! [`Limits::review_queue`]: crate::app::Limits::review_queue
//! [`Limits::reviews_per_client`]: crate::app::Limits::reviews_per_client
//! [`Limits::review_cache`]: crate::app::Limits::review_cache

use crate::app::App;
use crate::http::{find, ok_json};
use crate::room::{Rejection, Status};
use axum::body::Bytes;
use axum::extract::{ConnectInfo, Path, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use pachisi_analysis::{Settings, review};
use pachisi_bots::Budget;
use pachisi_core::Record;
use serde_json::{Value, json};
use std::collections::{HashMap, VecDeque};
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex, MutexGuard};

/// The reviews: the queue, their progress or failure, and the stored ones in memory.
pub struct Reviews {
    /// Progress of the running review and failures since the start, by game.
    jobs: Mutex<HashMap<String, Job>>,
    queue: Mutex<Queue>,
    cache: Mutex<Cache>,
}

#[derive(Clone)]
enum Job {
    Running { done: u64, of: u64 },
    Failed(String),
}

/// A review waiting for its turn.
struct Entry {
    game: String,
    client: IpAddr,
    record: Record,
}

/// The review running (game, client) and those waiting, first come first served.
#[derive(Default)]
struct Queue {
    running: Option<(String, IpAddr)>,
    waiting: VecDeque<Entry>,
}

/// A stored review as its whole `GET` answer.
struct Ready {
    body: Bytes,
    /// Strong entity tag, quoted: the SHA-256 of `body`.
    etag: String,
}

/// The ready answers by game; `order` from least to most recently used.
#[derive(Default)]
struct Cache {
    map: HashMap<String, Arc<Ready>>,
    order: VecDeque<String>,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl Default for Reviews {
    fn default() -> Self {
        Reviews::new()
    }
}

impl Reviews {
    pub fn new() -> Reviews {
        Reviews {
            jobs: Mutex::new(HashMap::new()),
            queue: Mutex::new(Queue::default()),
            cache: Mutex::new(Cache::default()),
        }
    }

    fn set(&self, id: &str, job: Option<Job>) {
        let mut jobs = lock(&self.jobs);
        match job {
            Some(j) => {
                jobs.insert(id.to_string(), j);
            }
            None => {
                jobs.remove(id);
            }
        }
    }

    /// How far a game's review is, given the queue (locked by the caller): `None` when
    /// it is neither waiting, running nor failed.
    fn progress(&self, q: &Queue, id: &str) -> Option<Value> {
        if q.running.as_ref().is_some_and(|(g, _)| g == id) {
            let (done, of) = match lock(&self.jobs).get(id) {
                Some(Job::Running { done, of }) => (*done, *of),
                _ => (0, 0),
            };
            return Some(json!({"status": "running", "done": done, "of": of}));
        }
        if let Some(i) = q.waiting.iter().position(|e| e.game == id) {
            // The reviews ahead of this one, the running one included.
            return Some(json!({"status": "queued", "position": i + 1}));
        }
        match lock(&self.jobs).get(id) {
            Some(Job::Failed(why)) => Some(json!({"status": "failed", "message": why})),
            _ => None,
        }
    }

    fn cached(&self, id: &str) -> Option<Arc<Ready>> {
        let mut c = lock(&self.cache);
        let ready = c.map.get(id)?.clone();
        if let Some(k) = c.order.iter().position(|g| g == id) {
            let g = c.order.remove(k).unwrap_or_default();
            c.order.push_back(g);
        }
        Some(ready)
    }

    fn remember(&self, id: &str, ready: Arc<Ready>, capacity: usize) {
        if capacity == 0 {
            return;
        }
        let mut c = lock(&self.cache);
        if c.map.insert(id.to_string(), ready).is_none() {
            c.order.push_back(id.to_string());
        }
        while c.order.len() > capacity {
            if let Some(old) = c.order.pop_front() {
                c.map.remove(&old);
            }
        }
    }
}

/// The whole `GET` answer of a stored review, from its text (no parsing).
fn ready(review: &str) -> Arc<Ready> {
    const HEAD: &[u8] = br#"{"status":"done","review":"#;
    let mut body = Vec::with_capacity(HEAD.len() + review.len() + 1);
    body.extend_from_slice(HEAD);
    body.extend_from_slice(review.as_bytes());
    body.push(b'}');
    let etag = format!("\"{}\"", crate::fairness::sha256_hex(&body));
    Arc::new(Ready {
        body: Bytes::from(body),
        etag,
    })
}

/// A game's stored review, from the cache or else from the database (the store's
/// lock held only to read the row).
fn stored(app: &App, id: &str) -> Result<Option<Arc<Ready>>, Rejection> {
    if let Some(r) = app.reviews.cached(id) {
        return Ok(Some(r));
    }
    let text = app
        .store
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .analysis(id)
        .map_err(|e| Rejection::new("internal", format!("cannot read the review: {e}")))?;
    let Some(text) = text else {
        return Ok(None);
    };
    // Checked once, when it enters the cache (a damaged row is no review); skimmed
    // without building anything.
    if serde_json::from_str::<serde::de::IgnoredAny>(&text).is_err() {
        return Ok(None);
    }
    let r = ready(&text);
    app.reviews
        .remember(id, r.clone(), app.config.limits.review_cache);
    Ok(Some(r))
}

/// Whether `If-None-Match` names `etag` (weak comparison, as RFC 9110 asks, or `*`).
fn not_modified(headers: &HeaderMap, etag: &str) -> bool {
    headers
        .get_all(header::IF_NONE_MATCH)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .map(|t| t.trim())
        .any(|t| t == "*" || t.strip_prefix("W/").unwrap_or(t) == etag)
}

/// The answer for a stored review: its bytes, or 304 when the client has them.
fn done_response(r: &Ready, headers: &HeaderMap) -> Response {
    let etag = HeaderValue::from_str(&r.etag).unwrap_or(HeaderValue::from_static("\"\""));
    // The answer never changes, but is checked each time (a restored database).
    let cache = HeaderValue::from_static("private, no-cache");
    if not_modified(headers, &r.etag) {
        return (
            StatusCode::NOT_MODIFIED,
            [(header::ETAG, etag), (header::CACHE_CONTROL, cache)],
        )
            .into_response();
    }
    (
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static("application/json"),
            ),
            (header::ETAG, etag),
            (header::CACHE_CONTROL, cache),
        ],
        r.body.clone(),
    )
        .into_response()
}

/// `GET /api/games/{id}/analysis`: `{"status": "none" | "queued" | "running" | "done"
/// | "failed", …}`: `position` (the reviews ahead) while queued, `done`/`of` rollouts
/// while running, `review` once done (with an `ETag`; `If-None-Match` gets 304).
pub async fn get(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<Response, Rejection> {
    if let Some(r) = stored(&app, &id)? {
        return Ok(done_response(&r, &headers));
    }
    find(&app, &id)?;
    let now = {
        let q = lock(&app.reviews.queue);
        app.reviews.progress(&q, &id)
    };
    if let Some(v) = now {
        return Ok(ok_json(v));
    }
    // Stored meanwhile?
    if let Some(r) = stored(&app, &id)? {
        return Ok(done_response(&r, &headers));
    }
    Ok(ok_json(json!({"status": "none"})))
}

fn refused(code: &'static str, status: StatusCode, message: &str, retry: u64) -> Response {
    let mut r = Rejection::new(code, message).into_response();
    *r.status_mut() = status;
    r.headers_mut()
        .insert(header::RETRY_AFTER, HeaderValue::from(retry.max(1)));
    r
}

/// `POST /api/games/{id}/analysis`: ask for the review of a finished game: 202 with
/// `running` (it starts now) or `queued` with its `position`; 200 with the stored
/// review, or with the progress when it was asked for already. `not_over` before the
/// end; 429 `rate_limited` while a review asked from the same address waits or runs;
/// 503 `busy` when the queue is full.
pub async fn start(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
) -> Result<Response, Response> {
    let stored_now = stored(&app, &id).map_err(IntoResponse::into_response)?;
    if let Some(r) = stored_now {
        return Ok(done_response(&r, &headers));
    }
    let room = find(&app, &id).map_err(IntoResponse::into_response)?;
    let record = {
        let d = room.lock();
        match d.status() {
            Status::Over => d.record.clone(),
            Status::Damaged => {
                return Err(
                    Rejection::new("damaged", "a damaged game cannot be reviewed").into_response(),
                );
            }
            _ => {
                return Err(
                    Rejection::new("not_over", "only a finished game can be reviewed")
                        .into_response(),
                );
            }
        }
    };
    let client = crate::guard::client_ip(&app, &headers, Some(peer));
    let limits = &app.config.limits;
    let retry = app.config.review_deadline.as_secs();
    let answer = {
        let mut q = lock(&app.reviews.queue);
        if let Some(v) = app.reviews.progress(&q, &id)
            && v["status"] != "failed"
        {
            return Ok(ok_json(v));
        }
        // Finished while this request looked (a finished review enters the cache
        // before it leaves the queue).
        if let Some(r) = app.reviews.cached(&id) {
            return Ok(done_response(&r, &headers));
        }
        let mine = q.running.iter().filter(|(_, c)| *c == client).count()
            + q.waiting.iter().filter(|e| e.client == client).count();
        if mine >= limits.reviews_per_client {
            return Err(refused(
                "rate_limited",
                StatusCode::TOO_MANY_REQUESTS,
                "a review you asked for is still waiting or running: ask for another once it is done",
                retry,
            ));
        }
        if q.running.is_some() && q.waiting.len() >= limits.review_queue {
            return Err(refused(
                "busy",
                StatusCode::SERVICE_UNAVAILABLE,
                "too many games are waiting for a review; try again in a few minutes",
                retry * (q.waiting.len() as u64 + 1),
            ));
        }
        let entry = Entry {
            game: id.clone(),
            client,
            record,
        };
        if q.running.is_none() {
            q.running = Some((id.clone(), client));
            app.reviews.set(&id, Some(Job::Running { done: 0, of: 0 }));
            tokio::spawn(run(app.clone(), entry));
            json!({"status": "running", "done": 0, "of": 0})
        } else {
            app.reviews.set(&id, None);
            q.waiting.push_back(entry);
            json!({"status": "queued", "position": q.waiting.len()})
        }
    };
    Ok((
        StatusCode::ACCEPTED,
        [
            (header::CONTENT_TYPE, "application/json"),
            (header::CACHE_CONTROL, "no-store"),
        ],
        answer.to_string(),
    )
        .into_response())
}

/// Run reviews one after another, from `first` until the queue is empty.
async fn run(app: Arc<App>, first: Entry) {
    let mut entry = first;
    loop {
        let id = entry.game.clone();
        let outcome = match app.bot_pool.clone().acquire_owned().await {
            Ok(thread) => {
                let (app2, id2, record) = (app.clone(), id.clone(), entry.record);
                let deadline = app.config.review_deadline;
                tokio::task::spawn_blocking(move || {
                    let _held = thread;
                    let progress = |done: u64, of: u64| {
                        app2.reviews.set(&id2, Some(Job::Running { done, of }))
                    };
                    rayon::ThreadPoolBuilder::new()
                        .num_threads(1)
                        .build()
                        .map_err(|e| e.to_string())
                        .and_then(|pool| {
                            // Luck-adjusted rollouts where they pay for the game.
                            let settings = match record.game() {
                                Ok(g) => Settings::review_for(g.variant()),
                                Err(_) => Settings::review(),
                            };
                            pool.install(|| {
                                review(&record, &settings, Budget::Within(deadline), &progress)
                            })
                            .map_err(|e| e.to_string())
                        })
                        .and_then(|r| serde_json::to_string(&r).map_err(|e| e.to_string()))
                })
                .await
                .unwrap_or_else(|e| Err(format!("the review stopped: {e}")))
            }
            Err(e) => Err(format!("no bot thread: {e}")),
        };
        match outcome {
            Ok(text) => {
                let saved = app
                    .store
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .set_analysis(&id, &text);
                match saved {
                    Ok(()) => {
                        app.reviews
                            .remember(&id, ready(&text), app.config.limits.review_cache);
                        app.reviews.set(&id, None);
                    }
                    Err(e) => app.reviews.set(
                        &id,
                        Some(Job::Failed(format!("cannot store the review: {e}"))),
                    ),
                }
            }
            Err(e) => {
                eprintln!("game {id}: review failed: {e}");
                app.reviews.set(&id, Some(Job::Failed(e)));
            }
        }
        // The next one, if any, starts now.
        let mut q = lock(&app.reviews.queue);
        match q.waiting.pop_front() {
            Some(next) => {
                q.running = Some((next.game.clone(), next.client));
                app.reviews
                    .set(&next.game, Some(Job::Running { done: 0, of: 0 }));
                entry = next;
            }
            None => {
                q.running = None;
                return;
            }
        }
    }
}
