//! Counted slots: open connections, requests behind a proxy and WebSockets, each
//! bounded per client key (an IPv4 address or an IPv6 /64, see
//! [`crate::guard::client_key`]) and in total. A slot counts until it is dropped;
//! a WebSocket session keeps its slots for its whole life.

use crate::app::Limits;
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};

/// Why a slot was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Over {
    /// The client key is at its cap.
    Client,
    /// The server is at its total cap.
    Total,
}

#[derive(Default)]
struct Counts {
    per_key: HashMap<IpAddr, usize>,
    total: usize,
}

/// Open things per client key, and in all.
pub struct Counter {
    counts: Mutex<Counts>,
    /// Cap per client key.
    pub max_per_client: usize,
    /// Cap in all.
    pub max_total: usize,
}

/// One counted thing; released when dropped.
pub struct Slot {
    counter: Arc<Counter>,
    key: Option<IpAddr>,
}

impl std::fmt::Debug for Slot {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Slot").field("key", &self.key).finish()
    }
}

impl Counter {
    pub fn new(max_per_client: usize, max_total: usize) -> Arc<Counter> {
        Arc::new(Counter {
            counts: Mutex::default(),
            max_per_client: max_per_client.max(1),
            max_total: max_total.max(1),
        })
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Counts> {
        self.counts.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A slot for `key` (`None`: counted in the total only), or the cap that is full.
    pub fn admit(self: &Arc<Self>, key: Option<IpAddr>) -> Result<Slot, Over> {
        let mut c = self.lock();
        if c.total >= self.max_total {
            return Err(Over::Total);
        }
        if let Some(k) = key {
            let n = c.per_key.entry(k).or_insert(0);
            if *n >= self.max_per_client {
                return Err(Over::Client);
            }
            *n += 1;
        }
        c.total += 1;
        Ok(Slot {
            counter: self.clone(),
            key,
        })
    }

    /// Slots held in all.
    pub fn total(&self) -> usize {
        self.lock().total
    }

    /// Slots held by one client key.
    pub fn of(&self, key: IpAddr) -> usize {
        self.lock().per_key.get(&key).copied().unwrap_or(0)
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut c = self.counter.lock();
        if let Some(k) = self.key
            && let Some(n) = c.per_key.get_mut(&k)
        {
            *n -= 1;
            if *n == 0 {
                c.per_key.remove(&k);
            }
        }
        c.total -= 1;
    }
}

/// The server's counters.
pub struct Caps {
    /// Open TCP connections (HTTP and WebSocket), taken at `accept`: per peer key and
    /// in total, or behind a trusted proxy in total only.
    pub connections: Arc<Counter>,
    /// Behind a trusted proxy: requests (and WebSockets) in progress per forwarded
    /// client key, capped by [`Limits::max_connections_per_client`].
    pub forwarded: Arc<Counter>,
    /// Open WebSockets per client key and in total.
    pub websockets: Arc<Counter>,
}

impl Caps {
    /// The caps of `limits`, the totals kept below `descriptors` (the process's limit
    /// of open files): 64 are kept for the database, logs and the listener, and the
    /// WebSocket total shrinks in proportion with the connection total.
    pub fn new(limits: &Limits, descriptors: u64) -> Caps {
        let max_connections = limits.max_connections.max(1);
        let room = usize::try_from(descriptors.saturating_sub(64).max(16)).unwrap_or(usize::MAX);
        let connections = max_connections.min(room);
        let websockets = limits.max_websockets.max(1);
        let websockets = if connections < max_connections {
            let scaled = websockets as u128 * connections as u128 / max_connections as u128;
            websockets.min(scaled as usize)
        } else {
            websockets
        }
        .min(connections);
        Caps {
            connections: Counter::new(limits.max_connections_per_client, connections),
            forwarded: Counter::new(limits.max_connections_per_client, usize::MAX),
            websockets: Counter::new(limits.max_websockets_per_client, websockets),
        }
    }
}

/// What a request holds, put in its extensions: the connection's slot (so that a
/// WebSocket keeps it after the upgrade) and, behind a proxy, the forwarded client's.
#[derive(Clone, Debug, Default)]
pub struct Held(pub Vec<Arc<Slot>>);

/// The client key of a request, put in its extensions by [`crate::guard::clients`].
#[derive(Clone, Copy, Debug)]
pub struct ClientKey(pub IpAddr);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slots_count_until_dropped() {
        let c = Counter::new(2, 3);
        let a: IpAddr = [1, 2, 3, 4].into();
        let b: IpAddr = [5, 6, 7, 8].into();
        let s1 = c.admit(Some(a)).unwrap();
        let s2 = c.admit(Some(a)).unwrap();
        assert_eq!(c.admit(Some(a)).unwrap_err(), Over::Client);
        let s3 = c.admit(Some(b)).unwrap();
        assert_eq!(c.admit(Some(b)).unwrap_err(), Over::Total);
        assert_eq!(c.admit(None).unwrap_err(), Over::Total);
        drop(s1);
        assert_eq!(c.of(a), 1);
        let s4 = c.admit(None).unwrap();
        assert_eq!(c.total(), 3);
        drop((s2, s3, s4));
        assert_eq!(c.total(), 0);
        assert_eq!(c.of(a), 0);
    }

    #[test]
    fn totals_stay_below_the_descriptor_limit() {
        let l = Limits::default();
        let caps = Caps::new(&l, 1 << 20);
        assert_eq!(caps.connections.max_total, l.max_connections);
        assert_eq!(caps.websockets.max_total, l.max_websockets);
        let caps = Caps::new(&l, 512);
        assert_eq!(caps.connections.max_total, 448);
        assert_eq!(
            caps.websockets.max_total,
            448 * l.max_websockets / l.max_connections
        );
        assert!(caps.websockets.max_total < caps.connections.max_total);
    }
}
