//! Rate limits of what players say: chat lines, reactions and renames, per client
//! address and per game (the per-connection bucket lives in the connection, ws.rs).
//! A connection limit alone is escaped by reconnecting; an address limit alone by
//! many addresses; the game limit bounds what every watcher of one game receives.

use crate::app::Limits;
use crate::room::Rejection;
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

/// The keyed limiters of chat, reactions and renames.
pub struct TalkLimiters {
    chat_per_client: Option<DefaultKeyedRateLimiter<IpAddr>>,
    chat_per_game: Option<DefaultKeyedRateLimiter<String>>,
    spectator_per_client: Option<DefaultKeyedRateLimiter<IpAddr>>,
    rename_per_client: Option<DefaultKeyedRateLimiter<IpAddr>>,
    rename_per_game: Option<DefaultKeyedRateLimiter<String>>,
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
            chat_per_client: keyed(l.chat_burst_per_client, l.chat_every_per_client),
            chat_per_game: keyed(l.chat_burst_per_game, l.chat_every_per_game),
            spectator_per_client: keyed(l.spectator_chat_burst, l.spectator_chat_every),
            rename_per_client: keyed(l.rename_burst_per_client, l.rename_every_per_client),
            rename_per_game: keyed(l.rename_burst_per_game, l.rename_every_per_game),
        }
    }

    /// A chat line or reaction from `ip` in `game` (a spectator's when `spectator`):
    /// `Err(rate_limited)` when a bucket is empty. The narrower buckets are asked
    /// first, so that a client over its own budget does not use up the game's.
    pub fn chat(&self, ip: IpAddr, game: &str, spectator: bool) -> Result<(), Rejection> {
        if spectator
            && let Some(l) = &self.spectator_per_client
            && l.check_key(&ip).is_err()
        {
            return Err(limited("spectator messages from your address"));
        }
        if let Some(l) = &self.chat_per_client
            && l.check_key(&ip).is_err()
        {
            return Err(limited("chat messages from your address"));
        }
        if let Some(l) = &self.chat_per_game
            && l.check_key(&game.to_string()).is_err()
        {
            return Err(limited("chat messages in this game"));
        }
        Ok(())
    }

    /// A rename from `ip` in `game`.
    pub fn rename(&self, ip: IpAddr, game: &str) -> Result<(), Rejection> {
        if let Some(l) = &self.rename_per_client
            && l.check_key(&ip).is_err()
        {
            return Err(limited("renames from your address"));
        }
        if let Some(l) = &self.rename_per_game
            && l.check_key(&game.to_string()).is_err()
        {
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
    }

    /// Keys held now, over all the maps (for tests of the sweep).
    pub fn keys(&self) -> usize {
        self.chat_per_client.as_ref().map_or(0, |l| l.len())
            + self.chat_per_game.as_ref().map_or(0, |l| l.len())
            + self.spectator_per_client.as_ref().map_or(0, |l| l.len())
            + self.rename_per_client.as_ref().map_or(0, |l| l.len())
            + self.rename_per_game.as_ref().map_or(0, |l| l.len())
    }
}
