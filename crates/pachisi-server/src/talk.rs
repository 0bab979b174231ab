//! Rate limits of what players say: chat lines, reactions and renames, per client
//! address and per game (the per-connection bucket lives in the connection, ws.rs).
//! A connection limit alone is escaped by reconnecting; an address limit alone by
//! many addresses; the game limit bounds what every watcher of one game receives.

use crate::app::Limits;
use crate::room::Rejection;
use crate::store::SharedStore;
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};
use std::net::IpAddr;
use std::num::NonZeroU32;
use std::time::Duration;

/// A token bucket of `burst` tokens refilled one per `every`; `None` for burst 0 (no
/// limit).
pub fn quota(burst: u32, every: Duration) -> Option<Quota> {
    let burst = NonZeroU32::new(burst)?;
    let q = Quota::with_period(every.max(Duration::from_nanos(1)))
        .unwrap_or_else(|| Quota::per_second(NonZeroU32::MIN));
    Some(q.allow_burst(burst))
}

pub(crate) fn keyed<K: std::hash::Hash + Eq + Clone>(
    burst: u32,
    every: Duration,
) -> Option<DefaultKeyedRateLimiter<K>> {
    quota(burst, every).map(RateLimiter::keyed)
}

/// Take a token of the bucket `key` shared by every instance (PostgreSQL; with
/// SQLite the instance's own buckets are the whole limit): true when taken, or when
/// there is no limit (`burst` 0), or when the database cannot answer (what is to be
/// stored then fails with its own error, rather than as a rate limit).
pub fn shared(store: &SharedStore, key: &str, burst: u32, every: Duration) -> bool {
    shared_wait(store, key, burst, every).is_none()
}

/// As [`shared`]: `None` when taken, else how long until a token is there.
pub fn shared_wait(
    store: &SharedStore,
    key: &str,
    burst: u32,
    every: Duration,
) -> Option<Duration> {
    if burst == 0 {
        return None;
    }
    let mut s = store.lock().unwrap_or_else(|e| e.into_inner());
    if !s.is_postgres() {
        return None;
    }
    match s.take_token(key, burst, every) {
        Ok(wait) => wait,
        Err(e) => {
            eprintln!("rate limit {key}: the shared bucket cannot be read: {e}");
            None
        }
    }
}

/// Take a token for `key` from this instance's bucket `local`, then from the bucket
/// `"{kind}:{key}"` shared by the instances (`burst` and `every` as `local`'s): true
/// when both gave one (or there is no limit). An empty local bucket costs no
/// database call.
fn take<K: std::hash::Hash + Eq + Clone + std::fmt::Display>(
    local: &Option<DefaultKeyedRateLimiter<K>>,
    key: &K,
    store: &SharedStore,
    kind: &str,
    burst: u32,
    every: Duration,
) -> bool {
    local.as_ref().is_none_or(|b| b.check_key(key).is_ok())
        && shared(store, &format!("{kind}:{key}"), burst, every)
}

/// The keyed limiters of chat, reactions and renames.
pub struct TalkLimiters {
    limits: Limits,
    chat_per_client: Option<DefaultKeyedRateLimiter<IpAddr>>,
    chat_per_game: Option<DefaultKeyedRateLimiter<String>>,
    spectator_per_client: Option<DefaultKeyedRateLimiter<IpAddr>>,
    rename_per_client: Option<DefaultKeyedRateLimiter<IpAddr>>,
    rename_per_game: Option<DefaultKeyedRateLimiter<String>>,
    ws_open_per_client: Option<DefaultKeyedRateLimiter<IpAddr>>,
}

fn limited(what: &str) -> Rejection {
    Rejection::new(
        "rate_limited",
        format!("too many {what}: wait a few seconds"),
    )
}

impl TalkLimiters {
    pub fn new(l: &Limits) -> TalkLimiters {
        TalkLimiters {
            limits: l.clone(),
            chat_per_client: keyed(l.chat_burst_per_client, l.chat_every_per_client),
            chat_per_game: keyed(l.chat_burst_per_game, l.chat_every_per_game),
            spectator_per_client: keyed(l.spectator_chat_burst, l.spectator_chat_every),
            rename_per_client: keyed(l.rename_burst_per_client, l.rename_every_per_client),
            rename_per_game: keyed(l.rename_burst_per_game, l.rename_every_per_game),
            ws_open_per_client: keyed(l.ws_open_burst_per_client, l.ws_open_every_per_client),
        }
    }

    /// A new WebSocket from `ip` ([`Limits::ws_open_burst_per_client`]): `false` when
    /// its bucket is empty. This instance's own: a client reconnecting in a loop costs
    /// each instance it reaches its own work, which this bounds.
    pub fn ws_open(&self, ip: IpAddr) -> bool {
        self.ws_open_per_client
            .as_ref()
            .is_none_or(|l| l.check_key(&ip).is_ok())
    }

    /// A chat line or reaction from `ip` in `game` (a spectator's when `spectator`):
    /// `Err(rate_limited)` when a bucket is empty. The narrower buckets are asked
    /// first, so that a client over its own budget does not use up the game's. With
    /// several instances (PostgreSQL) each bucket is also taken from the one shared
    /// by every instance ([`shared`]), so N instances allow what one does.
    pub fn chat(
        &self,
        store: &SharedStore,
        ip: IpAddr,
        game: &str,
        spectator: bool,
    ) -> Result<(), Rejection> {
        let l = &self.limits;
        let (burst, every) = (l.spectator_chat_burst, l.spectator_chat_every);
        if spectator
            && !take(
                &self.spectator_per_client,
                &ip,
                store,
                "spectator",
                burst,
                every,
            )
        {
            return Err(limited("spectator messages from your address"));
        }
        let (burst, every) = (l.chat_burst_per_client, l.chat_every_per_client);
        if !take(&self.chat_per_client, &ip, store, "chat", burst, every) {
            return Err(limited("chat messages from your address"));
        }
        let (burst, every) = (l.chat_burst_per_game, l.chat_every_per_game);
        let game = game.to_string();
        if !take(&self.chat_per_game, &game, store, "chat-game", burst, every) {
            return Err(limited("chat messages in this game"));
        }
        Ok(())
    }

    /// A rename from `ip` in `game` (shared by the instances as [`TalkLimiters::chat`]).
    pub fn rename(&self, store: &SharedStore, ip: IpAddr, game: &str) -> Result<(), Rejection> {
        let l = &self.limits;
        let (burst, every) = (l.rename_burst_per_client, l.rename_every_per_client);
        if !take(&self.rename_per_client, &ip, store, "rename", burst, every) {
            return Err(limited("renames from your address"));
        }
        let (burst, every) = (l.rename_burst_per_game, l.rename_every_per_game);
        let game = game.to_string();
        if !take(
            &self.rename_per_game,
            &game,
            store,
            "rename-game",
            burst,
            every,
        ) {
            return Err(limited("renames in this game"));
        }
        Ok(())
    }

    /// Forget the keys whose buckets are full again (the server's sweep calls this, so
    /// that the maps stay as small as the recent talkers).
    pub fn retain_recent(&self) {
        if let Some(l) = &self.chat_per_client {
            l.retain_recent();
            l.shrink_to_fit();
        }
        if let Some(l) = &self.chat_per_game {
            l.retain_recent();
            l.shrink_to_fit();
        }
        if let Some(l) = &self.spectator_per_client {
            l.retain_recent();
            l.shrink_to_fit();
        }
        if let Some(l) = &self.rename_per_client {
            l.retain_recent();
            l.shrink_to_fit();
        }
        if let Some(l) = &self.rename_per_game {
            l.retain_recent();
            l.shrink_to_fit();
        }
        if let Some(l) = &self.ws_open_per_client {
            l.retain_recent();
            l.shrink_to_fit();
        }
    }

    /// Keys held now, over all the maps (for tests of the sweep).
    pub fn keys(&self) -> usize {
        self.chat_per_client.as_ref().map_or(0, |l| l.len())
            + self.chat_per_game.as_ref().map_or(0, |l| l.len())
            + self.spectator_per_client.as_ref().map_or(0, |l| l.len())
            + self.rename_per_client.as_ref().map_or(0, |l| l.len())
            + self.rename_per_game.as_ref().map_or(0, |l| l.len())
            + self.ws_open_per_client.as_ref().map_or(0, |l| l.len())
    }
}
