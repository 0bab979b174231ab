//! What every request passes before a handler sees it: the `Host` check (against DNS
//! rebinding), the `Origin` check on POSTs and WebSocket upgrades (so that another web
//! site cannot drive the server from a visitor's browser), JSON-only POSTs, and the
//! client address used by rate limits and connection caps.

use crate::app::{App, Config};
use crate::room::Rejection;
use axum::extract::{Request, State};
use axum::http::{HeaderMap, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;

/// Split `scheme://host[:port][/...]` into (scheme, host, port).
fn parse_url(url: &str) -> Result<(String, String, u16), String> {
    let bad =
        || format!("--public-url '{url}': expected http://host[:port] or https://host[:port]");
    let (scheme, rest) = url.split_once("://").ok_or_else(bad)?;
    let scheme = scheme.to_ascii_lowercase();
    let default_port = match scheme.as_str() {
        "http" => 80,
        "https" => 443,
        _ => return Err(bad()),
    };
    let authority = rest.split('/').next().unwrap_or("");
    if authority.is_empty() || authority.contains('@') {
        return Err(bad());
    }
    let (host, port) = split_host(authority, default_port).ok_or_else(bad)?;
    Ok((scheme, host, port))
}

/// `host[:port]` (IPv6 in brackets) → (lower-case host, port).
fn split_host(authority: &str, default_port: u16) -> Option<(String, u16)> {
    let a = authority.trim().to_ascii_lowercase();
    if let Some(rest) = a.strip_prefix('[') {
        let (h, after) = rest.split_once(']')?;
        let port = match after.strip_prefix(':') {
            Some(p) => p.parse().ok()?,
            None if after.is_empty() => default_port,
            None => return None,
        };
        return Some((format!("[{h}]"), port));
    }
    match a.rsplit_once(':') {
        Some((h, p)) if !h.contains(':') => Some((h.to_string(), p.parse().ok()?)),
        Some(_) => None,
        None if !a.is_empty() => Some((a, default_port)),
        None => None,
    }
}

fn host_of(ip: IpAddr) -> String {
    match ip {
        IpAddr::V4(v) => v.to_string(),
        IpAddr::V6(v) => format!("[{v}]"),
    }
}

/// The addresses of this machine's network interfaces (for a server listening on all
/// of them): what a friend on the same network can use.
pub fn interface_addresses() -> Vec<IpAddr> {
    let mut v: Vec<IpAddr> = if_addrs::get_if_addrs()
        .map(|l| l.into_iter().map(|i| i.ip()).collect())
        .unwrap_or_default();
    v.sort_by_key(|ip| (ip.is_loopback(), ip.is_ipv6(), *ip));
    v.dedup();
    v
}

/// The public origin (for links), the accepted `Host` values and the accepted
/// `Origin` values, from the configuration and the bound address.
pub fn addresses(
    config: &Config,
    bound: SocketAddr,
) -> Result<(String, Vec<String>, Vec<String>), String> {
    let port = bound.port();
    let mut hosts: Vec<(String, u16)> = vec![];
    let mut origins: Vec<String> = vec![];
    let ips: Vec<IpAddr> = if bound.ip().is_unspecified() {
        interface_addresses()
    } else {
        vec![bound.ip()]
    };
    for ip in &ips {
        hosts.push((host_of(*ip), port));
        if ip.is_loopback() {
            hosts.push(("localhost".into(), port));
        }
    }
    let public = match &config.public_url {
        Some(u) => {
            let (scheme, host, p) = parse_url(u)?;
            hosts.push((host.clone(), p));
            let default = if scheme == "https" { 443 } else { 80 };
            let origin = if p == default {
                format!("{scheme}://{host}")
            } else {
                format!("{scheme}://{host}:{p}")
            };
            origins.push(origin.clone());
            origin
        }
        None => {
            let ip = ips
                .iter()
                .find(|ip| !ip.is_loopback() && ip.is_ipv4())
                .filter(|_| bound.ip().is_unspecified())
                .copied()
                .unwrap_or(if bound.ip().is_unspecified() {
                    IpAddr::from([127, 0, 0, 1])
                } else {
                    bound.ip()
                });
            format!("http://{}:{port}", host_of(ip))
        }
    };
    for h in &config.allowed_hosts {
        let (host, p) = split_host(h, port)
            .ok_or_else(|| format!("--allow-host '{h}': expected host or host:port"))?;
        hosts.push((host, p));
    }
    let mut host_values = vec![];
    for (h, p) in &hosts {
        host_values.push(format!("{h}:{p}"));
        if *p == 80 || *p == 443 {
            host_values.push(h.clone());
        }
        for scheme in ["http", "https"] {
            let default = if scheme == "https" { 443 } else { 80 };
            origins.push(if *p == default {
                format!("{scheme}://{h}")
            } else {
                format!("{scheme}://{h}:{p}")
            });
        }
    }
    host_values.sort();
    host_values.dedup();
    origins.sort();
    origins.dedup();
    Ok((public, host_values, origins))
}

/// The key that caps and rate limits count a client under: an IPv4 address, or an
/// IPv6 address's /64 (one subscriber usually holds a whole /64). IPv4-mapped IPv6
/// addresses count as IPv4.
pub fn key_of(ip: IpAddr) -> IpAddr {
    match ip.to_canonical() {
        IpAddr::V6(v) => {
            let s = v.segments();
            IpAddr::from([s[0], s[1], s[2], s[3], 0, 0, 0, 0])
        }
        v4 => v4,
    }
}

/// One `X-Forwarded-For` entry as proxies write it: `1.2.3.4`, `1.2.3.4:5678`,
/// `2001:db8::1`, `[2001:db8::1]` or `[2001:db8::1]:5678`.
pub fn parse_forwarded(entry: &str) -> Option<IpAddr> {
    let e = entry.trim();
    if let Ok(ip) = e.parse::<IpAddr>() {
        return Some(ip);
    }
    if let Ok(sa) = e.parse::<SocketAddr>() {
        return Some(sa.ip());
    }
    e.strip_prefix('[')
        .and_then(|r| r.strip_suffix(']'))
        .and_then(|r| r.parse::<std::net::Ipv6Addr>().ok())
        .map(IpAddr::V6)
}

/// The client key ([`key_of`]) of a request: that of the TCP peer or, behind a trusted
/// proxy (`--trust-proxy`), that of the last `X-Forwarded-For` entry, the one the proxy
/// appended. Behind a proxy, a request whose last entry is missing or does not parse
/// is refused: the message says why.
pub fn client_key(
    app: &App,
    headers: &HeaderMap,
    peer: Option<SocketAddr>,
) -> Result<IpAddr, String> {
    if !app.config.trust_proxy {
        return Ok(key_of(peer.map_or(IpAddr::from([0, 0, 0, 0]), |p| p.ip())));
    }
    let mut last = None;
    for v in headers.get_all("x-forwarded-for") {
        let Ok(v) = v.to_str() else {
            return Err("X-Forwarded-For is not readable text".into());
        };
        if let Some(e) = v.rsplit(',').next() {
            last = Some(e.to_string());
        }
    }
    let Some(entry) = last else {
        return Err(
            "this server runs behind a proxy (--trust-proxy): the proxy must send X-Forwarded-For with the client's address".into(),
        );
    };
    parse_forwarded(&entry).map(key_of).ok_or_else(|| {
        format!(
            "the last X-Forwarded-For entry '{}' is not an address; the proxy must send X-Forwarded-For with the client's address (ip or ip:port)",
            entry.trim().chars().take(60).collect::<String>()
        )
    })
}

/// The client key of a request (see [`client_key`]) for rate limits and caps. Requests
/// whose `X-Forwarded-For` does not parse are refused before any handler runs; for
/// them this falls back to the TCP peer's key.
pub fn client_ip(app: &App, headers: &HeaderMap, peer: Option<SocketAddr>) -> IpAddr {
    client_key(app, headers, peer)
        .unwrap_or_else(|_| key_of(peer.map_or(IpAddr::from([0, 0, 0, 0]), |p| p.ip())))
}

/// The health check's path (`GET /api/health`), answered behind a trusted proxy even
/// without `X-Forwarded-For`.
pub const HEALTH: &str = "/api/health";

/// Every request: its client key (see [`client_key`]; a request behind the trusted
/// proxy without a usable `X-Forwarded-For` is refused 400 `bad_request`, but for the
/// health check, [`HEALTH`]) is put in
/// its extensions. Behind a proxy the connection caps per client are counted here,
/// per request: one slot per forwarded client key, held until the answer is made
/// (and by a WebSocket for its whole life); over the cap, 429 `rate_limited`.
pub async fn clients(State(app): State<Arc<App>>, mut req: Request, next: Next) -> Response {
    let peer = req
        .extensions()
        .get::<axum::extract::ConnectInfo<SocketAddr>>()
        .map(|c| c.0);
    let key = match client_key(&app, req.headers(), peer) {
        Ok(k) => k,
        // The health check is asked by the proxy or a monitor itself, straight to this
        // instance, with no X-Forwarded-For: it is counted as the TCP peer's.
        Err(_) if req.method() == axum::http::Method::GET && req.uri().path() == HEALTH => {
            key_of(peer.map_or(IpAddr::from([0, 0, 0, 0]), |p| p.ip()))
        }
        Err(m) => return refuse(StatusCode::BAD_REQUEST, "bad_request", m),
    };
    req.extensions_mut().insert(crate::conns::ClientKey(key));
    let mut slot = None;
    if app.config.trust_proxy {
        match app.caps.forwarded.admit(Some(key)) {
            Ok(s) => {
                let s = Arc::new(s);
                slot = Some(s.clone());
                let held = req.extensions_mut();
                match held.get_mut::<crate::conns::Held>() {
                    Some(h) => h.0.push(s),
                    None => {
                        held.insert(crate::conns::Held(vec![s]));
                    }
                }
            }
            Err(_) => {
                return too_many(format!(
                    "too many connections from your address at once (at most {}); close some and try again",
                    app.caps.forwarded.max_per_client
                ));
            }
        }
    }
    let r = next.run(req).await;
    drop(slot);
    r
}

/// 429 `rate_limited` with `Retry-After`.
pub fn too_many(message: String) -> Response {
    let mut r = refuse(StatusCode::TOO_MANY_REQUESTS, "rate_limited", message);
    r.headers_mut()
        .insert(header::RETRY_AFTER, header::HeaderValue::from_static("5"));
    r
}

/// 503 `busy` with `Retry-After`.
pub fn busy(message: String) -> Response {
    let mut r = refuse(StatusCode::SERVICE_UNAVAILABLE, "busy", message);
    r.headers_mut()
        .insert(header::RETRY_AFTER, header::HeaderValue::from_static("30"));
    r
}

fn refuse(status: StatusCode, code: &'static str, message: String) -> Response {
    let mut r = Rejection::new(code, message).into_response();
    *r.status_mut() = status;
    r
}

/// The checks every request passes (see the module docs).
pub async fn check(State(app): State<Arc<App>>, req: Request, next: Next) -> Response {
    let headers = req.headers();
    // Host: only the names this server is reached by (DNS rebinding).
    let host = headers
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .map(|h| h.trim().to_ascii_lowercase());
    let host = host.or_else(|| {
        req.uri()
            .authority()
            .map(|a| a.as_str().to_ascii_lowercase())
    });
    match &host {
        Some(h) if app.hosts.iter().any(|a| a == h) => {}
        Some(h) => {
            return refuse(
                StatusCode::MISDIRECTED_REQUEST,
                "unknown_host",
                format!(
                    "this server does not answer to the host '{}'; start it with --public-url or --allow-host to add it",
                    h.chars().take(100).collect::<String>()
                ),
            );
        }
        None => {
            return refuse(
                StatusCode::BAD_REQUEST,
                "bad_request",
                "the request has no Host header".into(),
            );
        }
    }
    let upgrade = headers
        .get(header::UPGRADE)
        .and_then(|h| h.to_str().ok())
        .is_some_and(|u| u.eq_ignore_ascii_case("websocket"));
    let post = req.method() == Method::POST;
    if post || upgrade || req.method() != Method::GET && req.method() != Method::HEAD {
        // Origin: browsers send it on every cross-site POST and WebSocket; a request
        // without one comes from a program, not from a page of another site.
        if let Some(o) = headers.get(header::ORIGIN) {
            let o = o.to_str().unwrap_or("").trim().to_ascii_lowercase();
            if !app.origins.contains(&o) {
                return refuse(
                    StatusCode::FORBIDDEN,
                    "bad_origin",
                    format!(
                        "requests from the page '{}' are not accepted here",
                        o.chars().take(100).collect::<String>()
                    ),
                );
            }
        }
    }
    if post {
        let json = headers
            .get(header::CONTENT_TYPE)
            .and_then(|h| h.to_str().ok())
            .and_then(|t| t.split(';').next())
            .is_some_and(|t| t.trim().eq_ignore_ascii_case("application/json"));
        if !json {
            return refuse(
                StatusCode::UNSUPPORTED_MEDIA_TYPE,
                "unsupported_media_type",
                "send JSON with Content-Type: application/json".into(),
            );
        }
    }
    next.run(req).await
}

/// Rate limit of game creation: `Some` is the refusal, a 429 with `Retry-After`.
pub fn creation_refused(app: &App, headers: &HeaderMap, peer: SocketAddr) -> Option<Response> {
    let limiter = app.create_limiter.as_ref()?;
    let ip = client_ip(app, headers, Some(peer));
    // This instance's bucket, then (several instances on PostgreSQL) the one they share.
    let wait = match limiter.check_key(&ip) {
        Ok(()) => {
            let l = &app.config.limits;
            let every = std::time::Duration::from_secs(60) / l.creates_per_minute.max(1);
            crate::talk::shared_wait(
                &app.store,
                &format!("create:{ip}"),
                l.create_burst.max(1),
                every,
            )
        }
        Err(not_until) => {
            use governor::clock::Clock;
            Some(not_until.wait_time_from(governor::clock::DefaultClock::default().now()))
        }
    };
    match wait {
        None => None,
        Some(wait) => {
            let wait = wait.as_secs() + 1;
            let mut r = refuse(
                StatusCode::TOO_MANY_REQUESTS,
                "rate_limited",
                format!(
                    "too many new games from your address: at most {} a minute; try again in {wait} s",
                    app.config.limits.creates_per_minute
                ),
            );
            if let Ok(v) = wait.to_string().parse() {
                r.headers_mut().insert(header::RETRY_AFTER, v);
            }
            Some(r)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_and_hosts_parse() {
        assert_eq!(
            parse_url("https://Pachisi.example.org/").unwrap(),
            ("https".into(), "pachisi.example.org".into(), 443)
        );
        assert_eq!(
            parse_url("http://192.168.1.5:8080").unwrap(),
            ("http".into(), "192.168.1.5".into(), 8080)
        );
        assert!(parse_url("ftp://x").is_err());
        assert!(parse_url("https://user@evil").is_err());
        assert!(parse_url("pachisi.example.org").is_err());
        assert_eq!(split_host("[::1]:80", 1), Some(("[::1]".into(), 80)));
        assert_eq!(split_host("[::1]", 1), Some(("[::1]".into(), 1)));
        assert_eq!(split_host("a:b:c", 1), None);
        assert_eq!(split_host("x:notaport", 1), None);
    }

    fn app(trust_proxy: bool) -> (tempfile::TempDir, Arc<App>) {
        let dir = tempfile::tempdir().unwrap();
        let c = Config {
            db: dir.path().join("g.db"),
            trust_proxy,
            ..Config::default()
        };
        let app = App::open(c, "127.0.0.1:8080".parse().unwrap()).unwrap();
        (dir, app)
    }

    fn xff(values: &[&str]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for v in values {
            h.append("x-forwarded-for", v.parse().unwrap());
        }
        h
    }

    #[test]
    fn forwarded_entries_parse_in_the_forms_proxies_write() {
        let ip = |s: &str| s.parse::<IpAddr>().unwrap();
        assert_eq!(parse_forwarded(" 1.2.3.4 "), Some(ip("1.2.3.4")));
        assert_eq!(parse_forwarded("1.2.3.4:5678"), Some(ip("1.2.3.4")));
        assert_eq!(parse_forwarded("2001:db8::1"), Some(ip("2001:db8::1")));
        assert_eq!(parse_forwarded("[2001:db8::1]"), Some(ip("2001:db8::1")));
        assert_eq!(
            parse_forwarded("[2001:db8::1]:5678"),
            Some(ip("2001:db8::1"))
        );
        for bad in [
            "",
            "unknown",
            "1.2.3",
            "1.2.3.4:port",
            "[1.2.3.4]",
            "fe80::1%eth0",
        ] {
            assert_eq!(parse_forwarded(bad), None, "{bad}");
        }
    }

    #[test]
    fn ipv6_clients_are_keyed_on_their_64() {
        let ip = |s: &str| s.parse::<IpAddr>().unwrap();
        assert_eq!(key_of(ip("2001:db8:1:2:aaaa::1")), ip("2001:db8:1:2::"));
        assert_eq!(
            key_of(ip("2001:db8:1:2:aaaa::1")),
            key_of(ip("2001:db8:1:2:ffff:1:2:3"))
        );
        assert_ne!(key_of(ip("2001:db8:1:2::1")), key_of(ip("2001:db8:1:3::1")));
        assert_eq!(key_of(ip("::ffff:1.2.3.4")), ip("1.2.3.4"));
        assert_eq!(key_of(ip("1.2.3.4")), ip("1.2.3.4"));
        // The TCP peer too, without a proxy.
        let (_d, app) = app(false);
        let peer = |s: &str| Some(s.parse::<SocketAddr>().unwrap());
        assert_eq!(
            client_ip(&app, &HeaderMap::new(), peer("[2001:db8::1]:1")),
            client_ip(&app, &HeaderMap::new(), peer("[2001:db8::2:3]:2"))
        );
        // Without --trust-proxy, X-Forwarded-For is ignored.
        assert_eq!(
            client_key(&app, &xff(&["9.9.9.9"]), peer("1.2.3.4:1")),
            Ok(ip("1.2.3.4"))
        );
    }

    #[test]
    fn behind_a_proxy_the_last_forwarded_entry_is_the_key() {
        let ip = |s: &str| s.parse::<IpAddr>().unwrap();
        let (_d, app) = app(true);
        let peer = Some("127.0.0.1:9".parse().unwrap());
        let key = |v: &[&str]| client_key(&app, &xff(v), peer);
        assert_eq!(key(&["1.2.3.4"]), Ok(ip("1.2.3.4")));
        // ip:port is keyed by the ip; a client cannot pick its key by a port.
        assert_eq!(key(&["1.2.3.4:5678"]), Ok(ip("1.2.3.4")));
        assert_eq!(key(&["9.9.9.9, 1.2.3.4:5678"]), Ok(ip("1.2.3.4")));
        // Exactly the last entry: one that the client wrote before it does not count,
        // and a last entry that does not parse is refused (not skipped).
        assert_eq!(key(&["5.5.5.5", "1.2.3.4"]), Ok(ip("1.2.3.4")));
        assert!(key(&["1.2.3.4, garbage"]).is_err());
        assert!(key(&["1.2.3.4, "]).is_err());
        assert!(key(&["1.2.3.4", "1.2.3.4:x"]).is_err());
        assert!(key(&[]).unwrap_err().contains("X-Forwarded-For"));
        // IPv6 forms, keyed on the /64.
        assert_eq!(key(&["[2001:db8::1]:5678"]), Ok(ip("2001:db8::")));
        assert_eq!(key(&["2001:db8::1:2:3:4"]), key(&["2001:db8::9"]));
        // The infallible variant falls back to the peer.
        assert_eq!(client_ip(&app, &xff(&["nope"]), peer), ip("127.0.0.1"));
        assert_eq!(client_ip(&app, &xff(&["1.2.3.4:80"]), peer), ip("1.2.3.4"));
    }

    #[test]
    fn loopback_server_accepts_its_own_names_only() {
        let c = Config {
            public_url: Some("https://pachisi.example.org".into()),
            ..Config::default()
        };
        let (public, hosts, origins) = addresses(&c, "127.0.0.1:8080".parse().unwrap()).unwrap();
        assert_eq!(public, "https://pachisi.example.org");
        for h in [
            "127.0.0.1:8080",
            "localhost:8080",
            "pachisi.example.org",
            "pachisi.example.org:443",
        ] {
            assert!(hosts.contains(&h.to_string()), "{h} in {hosts:?}");
        }
        assert!(!hosts.iter().any(|h| h.contains("evil")));
        assert!(origins.contains(&"http://127.0.0.1:8080".to_string()));
        assert!(origins.contains(&"https://pachisi.example.org".to_string()));
        let (public, ..) =
            addresses(&Config::default(), "127.0.0.1:8080".parse().unwrap()).unwrap();
        assert_eq!(public, "http://127.0.0.1:8080");
    }
}
