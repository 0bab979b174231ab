//! The server's shared state: the store, the games in memory, and game creation.

use crate::fairness;
use crate::room::{Rejection, Room, RoomData, SeatKind};
use crate::store::SharedStore;
use crate::store::{GameRow, Loaded, SeatRow, Store};
use pachisi_core::{Game, Preset, Variant};
use serde::Deserialize;
use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// Limits that keep one client from taking the server down (docs/security.md lists
/// them with their defaults and the tests that check them).
#[derive(Clone, Debug)]
pub struct Limits {
    /// A client must send a request's headers (and, on a kept-alive connection, the
    /// next request's) within this time, or the connection is closed.
    pub header_timeout: Duration,
    /// Longest time an HTTP handler may take (408 after it).
    pub request_timeout: Duration,
    /// The server pings every WebSocket this often.
    pub ws_ping: Duration,
    /// A WebSocket with no message from its client (pongs count) for this long is closed.
    pub ws_idle: Duration,
    /// Open connections (HTTP and WebSocket) at once; further ones are closed at once.
    /// Also kept below the process's descriptor limit.
    pub max_connections: usize,
    /// Open connections from one client address at once.
    pub max_connections_per_client: usize,
    /// Games (and rematches) one client may create per minute, sustained; 0 = no limit.
    pub creates_per_minute: u32,
    /// Games one client may create in a burst before the per-minute rate applies.
    pub create_burst: u32,
    /// Games with nobody connected and nothing happening for this long are dropped from
    /// memory (finished ones as soon as nobody is connected); they are loaded again
    /// from the database when asked for.
    pub idle_evict: Duration,
    /// How often the server looks for games to drop from memory.
    pub sweep_every: Duration,
    /// How often the quick-match queue is paired (`Duration::ZERO`: never, for tests
    /// that step it themselves with [`crate::quickmatch::tick`]).
    pub match_every: Duration,
    /// Record replays (`POST /api/replay`) computed at once; more get 503.
    pub replay_slots: usize,
    /// Largest request body, except replays.
    pub max_body: usize,
    /// Largest record accepted by `POST /api/replay`.
    pub max_replay_body: usize,
    /// Chat lines and reactions one WebSocket connection may send in a burst, then one
    /// per [`Limits::chat_every_per_connection`] (renames share this bucket); 0 = no
    /// limit.
    pub chat_burst_per_connection: u32,
    pub chat_every_per_connection: Duration,
    /// Chat lines and reactions from one client address, over all its connections
    /// and games: a burst, then one per [`Limits::chat_every_per_client`]; 0 = no limit.
    pub chat_burst_per_client: u32,
    pub chat_every_per_client: Duration,
    /// Chat lines and reactions in one game, from everybody: a burst, then one per
    /// [`Limits::chat_every_per_game`]; 0 = no limit.
    pub chat_burst_per_game: u32,
    pub chat_every_per_game: Duration,
    /// Spectators' chat (at tables that allow it), per client address, on top of the
    /// limits above: a burst, then one per [`Limits::spectator_chat_every`]; 0 = no
    /// limit.
    pub spectator_chat_burst: u32,
    pub spectator_chat_every: Duration,
    /// Renames (a new name in a WebSocket `hello` or a join) per client address: a
    /// burst, then one per [`Limits::rename_every_per_client`]; 0 = no limit.
    pub rename_burst_per_client: u32,
    pub rename_every_per_client: Duration,
    /// Renames in one game: a burst, then one per [`Limits::rename_every_per_game`];
    /// 0 = no limit.
    pub rename_burst_per_game: u32,
    pub rename_every_per_game: Duration,
    /// Chat lines stored per game (the oldest are deleted beyond it); at least 1.
    pub chat_stored: usize,
    /// Game reviews waiting for their turn (one runs at a time); more get 503 `busy`.
    pub review_queue: usize,
    /// Reviews one client address may have waiting or running at once; more get 429
    /// `rate_limited`.
    pub reviews_per_client: usize,
    /// Stored reviews kept in memory as ready answers (the oldest used is dropped).
    pub review_cache: usize,
    /// Open WebSockets at once, in all (further upgrades get 503 `busy`); shrunk with
    /// [`Limits::max_connections`] when the descriptor limit is lower.
    pub max_websockets: usize,
    /// Open WebSockets at once from one client address (an IPv6 /64); further
    /// upgrades get 429 `rate_limited`.
    pub max_websockets_per_client: usize,
    /// New WebSockets from one client address: a burst, then one per
    /// [`Limits::ws_open_every_per_client`]; further upgrades get 429 `rate_limited`
    /// (0 = no limit). The cap above bounds how many a client holds at once; this
    /// bounds how fast it opens them, so that a reconnect loop (each open is a hello, a
    /// catch-up and, with several instances, presence writes) cannot keep the server
    /// busy. A page that reconnects with its back-off never comes near it.
    pub ws_open_burst_per_client: u32,
    pub ws_open_every_per_client: Duration,
    /// Longest time one message to a WebSocket may take to be written; a client that
    /// does not read (its TCP window full) is closed after it.
    pub ws_send_timeout: Duration,
    /// Password attempts (sign-up, sign-in, password change, account deletion) from
    /// one client address: a burst, then one per [`Limits::password_every_per_client`];
    /// 0 = no limit.
    pub password_burst_per_client: u32,
    pub password_every_per_client: Duration,
    /// Sign-in attempts for one account name, from anywhere: a burst, then one per
    /// [`Limits::password_every_per_account`]; 0 = no limit.
    pub password_burst_per_account: u32,
    pub password_every_per_account: Duration,
    /// How long a session (sign-in) lasts.
    pub session_lifetime: Duration,
    /// With several instances on PostgreSQL (crate::multi): how long a room's lease
    /// lasts, and how often the owner renews it (and looks for expired ones).
    pub lease: Duration,
    pub lease_renew: Duration,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            header_timeout: Duration::from_secs(10),
            request_timeout: Duration::from_secs(30),
            ws_ping: Duration::from_secs(20),
            ws_idle: Duration::from_secs(60),
            max_connections: 4096,
            max_connections_per_client: 64,
            creates_per_minute: 20,
            create_burst: 10,
            idle_evict: Duration::from_secs(15 * 60),
            sweep_every: Duration::from_secs(30),
            match_every: Duration::from_millis(500),
            replay_slots: 2,
            max_body: 16 * 1024,
            max_replay_body: 4 * 1024 * 1024,
            chat_burst_per_connection: crate::ws::CHAT_BURST,
            chat_every_per_connection: crate::ws::CHAT_EVERY,
            chat_burst_per_client: 10,
            chat_every_per_client: Duration::from_secs(2),
            chat_burst_per_game: 20,
            chat_every_per_game: Duration::from_secs(1),
            spectator_chat_burst: 3,
            spectator_chat_every: Duration::from_secs(10),
            rename_burst_per_client: 3,
            rename_every_per_client: Duration::from_secs(10),
            rename_burst_per_game: 6,
            rename_every_per_game: Duration::from_secs(10),
            chat_stored: crate::store::MAX_CHAT_STORED,
            review_queue: 16,
            reviews_per_client: 1,
            review_cache: 64,
            max_websockets: 3072,
            max_websockets_per_client: 32,
            ws_open_burst_per_client: 120,
            ws_open_every_per_client: Duration::from_millis(100),
            ws_send_timeout: Duration::from_secs(10),
            password_burst_per_client: 10,
            password_every_per_client: Duration::from_secs(6),
            password_burst_per_account: 5,
            password_every_per_account: Duration::from_secs(60),
            session_lifetime: Duration::from_secs(30 * 24 * 3600),
            lease: Duration::from_secs(10),
            lease_renew: Duration::from_secs(3),
        }
    }
}

/// How the server runs.
#[derive(Clone, Debug)]
pub struct Config {
    /// Address to listen on (`127.0.0.1:0` picks a free port).
    pub addr: String,
    /// The SQLite file (created on first start).
    pub db: PathBuf,
    /// A bot's thinking delay before each throw or move.
    pub bot_delay: Duration,
    /// Wall-clock limit of one bot decision (and of one hint): searches stop there
    /// and play the best action found.
    pub bot_deadline: Duration,
    /// Threads that compute bot decisions and hints (0: one per core).
    pub bot_threads: usize,
    /// The address players use to reach the server (`https://pachisi.example.org`),
    /// for invite links and for the `Host`/`Origin` checks; default: the listen
    /// address.
    pub public_url: Option<String>,
    /// More `Host` values to accept (`name` or `name:port`).
    pub allowed_hosts: Vec<String>,
    /// Behind a reverse proxy: take the client's address for rate limits and
    /// connection caps from the last `X-Forwarded-For` entry (the one the proxy
    /// appends; a request without a usable one is refused 400). Connections are then
    /// counted in total at `accept` and per forwarded client per request (see
    /// [`crate::guard::clients`]).
    pub trust_proxy: bool,
    pub limits: Limits,
    /// What one second of a game's turn clock lasts: a second, except in tests that
    /// let a clock run out without waiting for it.
    pub clock_unit: Duration,
    /// Wall-clock limit of one game review (`POST /api/games/{id}/analysis`).
    pub review_deadline: Duration,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            addr: "127.0.0.1:8080".into(),
            db: PathBuf::from("pachisi.db"),
            bot_delay: Duration::from_millis(600),
            bot_deadline: Duration::from_secs(2),
            bot_threads: 0,
            public_url: None,
            allowed_hosts: vec![],
            trust_proxy: false,
            limits: Limits::default(),
            clock_unit: Duration::from_secs(1),
            review_deadline: Duration::from_secs(30),
        }
    }
}

/// The per-client limiter of game creation.
pub type CreateLimiter = governor::DefaultKeyedRateLimiter<std::net::IpAddr>;

/// Everything the handlers share.
pub struct App {
    pub config: Config,
    pub store: SharedStore,
    /// The games in memory (playing ones, and others while somebody looks at them).
    pub rooms: Mutex<HashMap<String, Arc<Room>>>,
    /// Games that cannot be played: id → why (damaged rows, failed bots).
    pub damaged: Mutex<HashMap<String, String>>,
    /// Serialises rematch creation, so that one game gets one rematch.
    rematch_lock: Mutex<()>,
    /// Bot decisions and hints run on blocking threads, at most this many at once.
    pub bot_pool: Arc<tokio::sync::Semaphore>,
    /// Game reviews in progress (one at a time).
    pub reviews: crate::analysis::Reviews,
    /// Replays computed at once.
    pub replay_slots: Arc<tokio::sync::Semaphore>,
    /// Game creation per client.
    pub create_limiter: Option<CreateLimiter>,
    /// Chat, reactions and renames per client address and per game.
    pub talk: crate::talk::TalkLimiters,
    /// Where players reach the server: scheme, host and port, no trailing slash.
    pub public_origin: String,
    /// `Host` header values accepted (lower case, with port).
    pub hosts: Vec<String>,
    /// Origins accepted on POSTs and WebSocket upgrades.
    pub origins: Vec<String>,
    /// Connections, forwarded clients and WebSockets counted against their caps.
    pub caps: crate::conns::Caps,
    /// Password attempts per client address and per account name.
    pub passwords: crate::accounts::PasswordLimiters,
    /// Invites and chat reports per account.
    pub social: crate::social::SocialLimiters,
    /// This instance's random id: the owner named in the room leases it holds.
    pub instance: String,
    /// Several instances may share the store (PostgreSQL): rooms are leased, and
    /// kept up to date with what other instances store (crate::multi).
    pub multi: bool,
    /// A clean stop is under way (crate::multi::hand_over): no more presence rows are
    /// written.
    pub stopping: std::sync::atomic::AtomicBool,
}

/// A variant as the lobby sends it.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct VariantSpec {
    /// pachisi, pachisi-seven, chopat, chaupar (default pachisi).
    #[serde(default)]
    pub preset: Option<String>,
    #[serde(default)]
    pub players: Option<u8>,
    #[serde(default)]
    pub teams: Option<bool>,
    /// `key=value` settings, as `--set`.
    #[serde(default)]
    pub options: Vec<String>,
}

/// The presets the browser app offers: those whose board, rules page and words it
/// has. Every preset the engine plays is here now (the Ludo family, docs/rules.md
/// §12–14, each on its own boxed board; Barjis on its cloth with the eight marked
/// squares and the kitchen, §18; Parqués on Parchís' board with its cárceles, §19;
/// Sorry! on its square loop with slides, its cards drawn and shown, §20); a
/// preset added to the engine stays out of the app, refused with a clear 400, until
/// the page can draw it and speaks of it.
pub const APP_PRESETS: [Preset; 16] = [
    Preset::Pachisi,
    Preset::PachisiSeven,
    Preset::Chopat,
    Preset::Chaupar,
    Preset::Ludo,
    Preset::LudoLudopy,
    Preset::Mensch,
    Preset::PetitsChevaux,
    Preset::Parcheesi,
    Preset::Parchis,
    Preset::Barjis,
    Preset::BarjisLevant,
    Preset::Parques,
    Preset::Sorry,
    Preset::Yut,
    Preset::YutCulin,
];

/// Whether the browser app offers `preset` ([`APP_PRESETS`]).
pub fn in_app(preset: Preset) -> bool {
    APP_PRESETS.contains(&preset)
}

/// Whether an option (by its rule ID) belongs to the Ludo family's rules only
/// (docs/rules.md §12–17: Ludo's L-, ludopy's LP-, Mensch's M-, petits chevaux' CH-,
/// Parcheesi's PR-, Parchís' ES-): the app offers it
/// only when a preset of that family is in the app.
pub fn ludo_only(rule: &str) -> bool {
    ["L-", "LP-", "M-", "CH-", "PR-", "ES-"]
        .iter()
        .any(|p| rule.starts_with(p))
}

/// Whether the app offers an option with this rule ID: the Ludo family's options only
/// while a Ludo preset is in the app ([`APP_PRESETS`]), Barjis' (B-…: `two_colours`,
/// `go_on`, `grace_values`, `exact`, `mars`) only while a Barjis preset is, Parqués'
/// (Q-…) only while Parqués is, Sorry!'s (S-…) only while Sorry! is, Yut Nori's (Y-…)
/// only while Yut is.
pub fn option_in_app(rule: &str) -> bool {
    if barjis_only(rule) {
        return APP_PRESETS.iter().any(|p| p.name().starts_with("barjis"));
    }
    if parques_only(rule) {
        return in_app(Preset::Parques);
    }
    if sorry_only(rule) {
        return in_app(Preset::Sorry);
    }
    if yut_only(rule) {
        return in_app(Preset::Yut);
    }
    !ludo_only(rule) || APP_PRESETS.iter().any(|p| p.name().starts_with("ludo"))
}

/// Whether an option (by its first rule ID) is one of Parqués' own (docs/rules.md §19).
pub fn parques_only(rule: &str) -> bool {
    rule.trim_start().starts_with("Q-")
}

/// Whether an option (by its first rule ID) is one of Sorry!'s own (RULES-more §3).
pub fn sorry_only(rule: &str) -> bool {
    rule.trim_start().starts_with("S-")
}

/// Whether an option (by its first rule ID) is one of Yut Nori's own (RULES-more §4).
pub fn yut_only(rule: &str) -> bool {
    rule.trim_start().starts_with("Y-")
}

/// Whether an option (by its first rule ID) is one of Barjis' own (docs/rules.md §18).
pub fn barjis_only(rule: &str) -> bool {
    rule.trim_start().starts_with("B-")
}

impl VariantSpec {
    /// The game of this spec.
    pub fn game(&self) -> Result<Game, Rejection> {
        let bad = |e: String| Rejection::new("bad_request", e);
        let preset = Preset::parse(self.preset.as_deref().unwrap_or("pachisi"))
            .map_err(|e| bad(e.to_string()))?;
        if !in_app(preset) {
            return Err(bad(format!(
                "{preset} is not in the browser app yet (its board is not drawn here): play it with `pachisi play`, `simulate`, `tournament` or the Python package"
            )));
        }
        let mut v = Variant::preset(preset);
        if let Some(p) = self.players {
            v.options
                .set("players", &p.to_string())
                .map_err(|e| bad(e.to_string()))?;
        }
        if let Some(t) = self.teams {
            v.options
                .set("teams", &t.to_string())
                .map_err(|e| bad(e.to_string()))?;
        }
        // B-SEATS: whether two players play two colours each decides the seats, so an
        // explicit `two_colours` is taken before them (the other options come after).
        for s in self.options.iter().filter(|s| {
            s.split_once('=')
                .is_some_and(|(k, _)| k.trim() == "two_colours")
        }) {
            v.options.set_pair(s).map_err(|e| bad(e.to_string()))?;
        }
        // P-PLAYERS: teams need four seats, and two players on the Pachisi track play
        // two opposite colours each, as a team. The lobby's teams switch is for four
        // players; explicit `options` below may still override.
        if v.options.seats() != 4 {
            v.options.teams = false;
            v.options.partner_moves = false;
        } else if v.options.players == 2 {
            v.options.teams = true;
        }
        if !v.options.teams {
            v.options.partner_moves = false; // K-PARTNER needs partners
        }
        for s in &self.options {
            v.options.set_pair(s).map_err(|e| bad(e.to_string()))?;
        }
        v.options.validate().map_err(|e| bad(e.to_string()))?;
        Game::new(v).map_err(|e| bad(e.to_string()))
    }
}

/// The lobby's create request.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CreateRequest {
    #[serde(flatten)]
    pub variant: VariantSpec,
    /// One per seat, in playing order: `human` or `bot:<level or spec>`.
    pub seats: Vec<String>,
    /// One per entry of `seats`: the player's name, `null` for bots or unnamed.
    #[serde(default)]
    pub names: Vec<Option<String>>,
    /// List the game among the open tables while it waits for players.
    #[serde(default)]
    pub public: bool,
    /// Seconds per decision for human seats (absent: no clock).
    #[serde(default)]
    pub clock: Option<i64>,
    /// The level that plays for a seat whose clock ran out (default `medium`).
    #[serde(default)]
    pub clock_bot: Option<String>,
    /// Spectators (connections holding no seat) may chat; by default they only read.
    #[serde(default)]
    pub spectator_chat: bool,
    /// A rated game: every seat a signed-in player (the creator must be signed in).
    #[serde(default)]
    pub rated: bool,
}

/// A rated game's turn clock when the creator chose none (seconds per decision): a
/// rated game must finish, and an idle player's seat gets the stand-in bot.
pub const RATED_CLOCK: i64 = 60;

/// Allowed turn clocks, in seconds per decision.
pub const CLOCK_RANGE: std::ops::RangeInclusive<i64> = 10..=86_400;

/// What a new game's table is like besides its variant and seats.
#[derive(Clone, Debug, Default)]
pub struct Table {
    pub names: Vec<Option<String>>,
    pub public: bool,
    pub clock: Option<i64>,
    pub clock_bot: Option<String>,
    pub spectator_chat: bool,
    pub rated: bool,
    pub creator: Option<i64>,
}

/// A created game: its id and the token of each human seat (index = seat).
pub struct Created {
    pub id: String,
    pub tokens: Vec<Option<String>>,
}

fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0)
}

impl App {
    /// Open the store and rebuild the unfinished games (finished ones are loaded when
    /// asked for). A game that cannot be rebuilt is quarantined with one line on
    /// stderr; the others are served. `addr` is the bound address (for the default
    /// public URL and the accepted `Host` values).
    pub fn open(config: Config, addr: std::net::SocketAddr) -> Result<Arc<App>, String> {
        if crate::store::is_empty_file(&config.db) {
            eprintln!(
                "WARNING: {} exists but is empty (0 bytes): starting a NEW, EMPTY game database in it. \
                 If this file should hold games, stop the server and restore it from a backup.",
                config.db.display()
            );
        }
        let mut store = Store::open(&config.db)?;
        let (public_origin, hosts, origins) = crate::guard::addresses(&config, addr)?;
        let threads = if config.bot_threads == 0 {
            std::thread::available_parallelism().map_or(2, |n| n.get())
        } else {
            config.bot_threads
        };
        let create_limiter = (config.limits.creates_per_minute > 0).then(|| {
            let per_min = std::num::NonZeroU32::new(config.limits.creates_per_minute)
                .unwrap_or(std::num::NonZeroU32::MIN);
            let burst = std::num::NonZeroU32::new(config.limits.create_burst.max(1))
                .unwrap_or(std::num::NonZeroU32::MIN);
            governor::RateLimiter::keyed(governor::Quota::per_minute(per_min).allow_burst(burst))
        });
        let ids = store.ids_to_load()?;
        store.set_chat_stored(config.limits.chat_stored);
        let talk = crate::talk::TalkLimiters::new(&config.limits);
        let caps = crate::conns::Caps::new(&config.limits, crate::descriptor_limit());
        let passwords = crate::accounts::PasswordLimiters::new(&config.limits);
        let multi = store.is_postgres();
        let app = Arc::new(App {
            instance: fairness::hex(&fairness::os_random::<8>()),
            multi,
            stopping: false.into(),
            passwords,
            social: Default::default(),
            talk,
            caps,
            replay_slots: Arc::new(tokio::sync::Semaphore::new(config.limits.replay_slots)),
            bot_pool: Arc::new(tokio::sync::Semaphore::new(threads.max(1))),
            reviews: crate::analysis::Reviews::new(),
            create_limiter,
            public_origin,
            hosts,
            origins,
            config,
            store: SharedStore::new(store),
            rooms: Mutex::new(HashMap::new()),
            damaged: Mutex::new(HashMap::new()),
            rematch_lock: Mutex::new(()),
        });
        for id in ids {
            // A damaged game is quarantined (one line on stderr) and the rest served.
            let _ = app.load(&id);
        }
        // Rated games that ended while their ratings could not be stored.
        let unsettled = app
            .store
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .unsettled_ids()?;
        for id in unsettled {
            if let Ok(Some((room, _))) = app.find(&id) {
                crate::ratings::settle_if_over(&app.store, &id, &mut room.lock());
            }
        }
        Ok(app)
    }

    /// A game: from memory, else loaded from the database (its bots are restarted by
    /// the caller through [`crate::bots::spawn_driver`] when it is a new load).
    /// `Err` for a damaged game (with the reason), `Ok(None)` for no such game.
    pub fn find(&self, id: &str) -> Result<Option<(Arc<Room>, bool)>, String> {
        if let Some(r) = self.rooms.lock().unwrap_or_else(|e| e.into_inner()).get(id) {
            return Ok(Some((r.clone(), false)));
        }
        if let Some(why) = self
            .damaged
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(id)
        {
            return Err(why.clone());
        }
        // Game ids are 16 hex digits: anything else is not looked up.
        if id.len() != 16 || !id.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Ok(None);
        }
        let found = self.load(id);
        // Who is connected to the game on other instances: read once it is in memory,
        // so that a change announced from now on is caught up (crate::multi).
        if let Ok(Some((room, true))) = &found {
            crate::multi::read_presence(self, room);
        }
        found
    }

    /// Load a game from the database into memory (quarantining it if it is damaged).
    fn load(&self, id: &str) -> Result<Option<(Arc<Room>, bool)>, String> {
        let loaded = self
            .store
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .load_game(id);
        let loaded = match loaded {
            Ok(Some(l)) => l,
            Ok(None) => return Ok(None),
            Err(e) => {
                eprintln!("game {id}: cannot read it: {e}");
                return Err(format!("the game cannot be read now: {e}"));
            }
        };
        let data = match loaded {
            Loaded::Game(g) => RoomData::from_rows(&g.game, &g.seats, &g.events).map(|mut d| {
                // The turn clock runs from the last event, not from this load (a
                // restart, another instance taking the game over).
                if let Some(since) = g.since_last_event {
                    d.touched_ago(since);
                }
                d
            }),
            Loaded::Damaged(why) => Err(why),
        };
        let data = data.map(|mut d| {
            self.adopt(&mut d);
            if let Ok((lines, total)) = self
                .store
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .load_chat(id, crate::room::CHAT_TAIL)
            {
                d.chat = lines;
                d.chat_count = total;
            }
            d
        });
        match data {
            Ok(data) => {
                let mut rooms = self.rooms.lock().unwrap_or_else(|e| e.into_inner());
                if let Some(r) = rooms.get(id) {
                    return Ok(Some((r.clone(), false)));
                }
                let room = Arc::new(Room::new(id.to_string(), data));
                rooms.insert(id.to_string(), room.clone());
                Ok(Some((room, true)))
            }
            Err(why) => {
                self.quarantine(id, &why);
                Err(why)
            }
        }
    }

    /// What the server's configuration changes in a game's data: the length of a clock
    /// second.
    fn adopt(&self, d: &mut RoomData) {
        d.clock = d
            .clock_secs
            .map(|s| self.config.clock_unit * s.max(0) as u32);
    }

    /// Mark a game damaged: in memory, in the database (so that it is not tried again
    /// at the next start) and with one line on stderr.
    pub fn quarantine(&self, id: &str, why: &str) {
        eprintln!("game {id}: damaged, not played: {why}");
        let first = self
            .damaged
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(id.to_string(), why.to_string())
            .is_none();
        if first
            && let Err(e) = self
                .store
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .mark_damaged(id, why)
        {
            eprintln!("game {id}: could not store that it is damaged: {e}");
        }
        if let Some(room) = self.rooms.lock().unwrap_or_else(|e| e.into_inner()).get(id) {
            room.lock().damaged = Some(why.to_string());
            room.notify();
        }
    }

    /// Every game in memory.
    pub fn all_rooms(&self) -> Vec<Arc<Room>> {
        self.rooms
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .values()
            .cloned()
            .collect()
    }

    /// Number of games in memory.
    pub fn rooms_in_memory(&self) -> usize {
        self.rooms.lock().unwrap_or_else(|e| e.into_inner()).len()
    }

    /// Drop from memory the games that nobody holds (no connection, no bot at work)
    /// and that are finished, quarantined, or idle for [`Limits::idle_evict`]. They
    /// stay in the database. Returns how many were dropped.
    pub fn evict(&self) -> usize {
        let idle = self.config.limits.idle_evict;
        let mut leased = vec![];
        let dropped = {
            let mut rooms = self.rooms.lock().unwrap_or_else(|e| e.into_inner());
            let before = rooms.len();
            rooms.retain(|id, room| {
                if Arc::strong_count(room) > 1 {
                    return true;
                }
                let d = room.lock();
                let done = matches!(
                    d.status(),
                    crate::room::Status::Over
                        | crate::room::Status::Damaged
                        | crate::room::Status::Aborted
                );
                let keep = !(done || d.touched.elapsed() >= idle);
                if !keep && room.owned.load(std::sync::atomic::Ordering::SeqCst) {
                    leased.push(id.clone());
                }
                keep
            });
            before - rooms.len()
        };
        // A game out of memory is nobody's: the instance that loads it next takes it.
        for id in leased {
            if let Err(e) = self
                .store
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .drop_lease(&id, &self.instance)
            {
                eprintln!("game {id}: lease not given up: {e}");
            }
        }
        dropped
    }

    /// A game in memory, if it is.
    pub fn in_memory(&self, id: &str) -> Option<Arc<Room>> {
        self.rooms
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(id)
            .cloned()
    }

    fn insert(
        &self,
        game: Game,
        seats: Vec<SeatKind>,
        table: Table,
        rematch_of: Option<String>,
    ) -> Result<Arc<Room>, Rejection> {
        let id = fairness::hex(&fairness::os_random::<8>());
        let seed = fairness::new_seed();
        let commitment = fairness::commitment(&seed);
        let options = pachisi_core::position::option_overrides(game.variant());
        let row = GameRow {
            id: id.clone(),
            variant: game.variant().preset.name().into(),
            options: serde_json::to_string(&options).unwrap_or_else(|_| "{}".into()),
            seed: fairness::hex(&seed),
            commitment,
            created: now(),
            rematch_of,
            rematch: None,
            damaged: None,
            public: table.public,
            clock: table.clock,
            clock_bot: table.clock_bot.clone(),
            spectator_chat: table.spectator_chat,
            rated: table.rated,
            creator: table.creator,
        };
        let name = |i: usize| table.names.get(i).cloned().flatten();
        let seat_rows: Vec<SeatRow> = seats
            .iter()
            .enumerate()
            .map(|(i, s)| match s {
                SeatKind::Human { token_hash, joined } => SeatRow {
                    seat: i as u8,
                    kind: "human".into(),
                    bot: None,
                    token_hash: Some(token_hash.clone()),
                    joined: *joined,
                    name: name(i),
                    away: false,
                    account: None,
                    account_name: None,
                },
                SeatKind::Bot { spec } => SeatRow {
                    seat: i as u8,
                    kind: "bot".into(),
                    bot: Some(spec.clone()),
                    token_hash: None,
                    joined: true,
                    name: None,
                    away: false,
                    account: None,
                    account_name: None,
                },
            })
            .collect();
        let mut data = RoomData::from_rows(&row, &seat_rows, &[])
            .map_err(|e| Rejection::new("internal", e))?;
        self.adopt(&mut data);
        self.store
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .create_game(&row, &seat_rows)
            .map_err(|e| Rejection::new("internal", e))?;
        let room = Arc::new(Room::new(id.clone(), data));
        self.rooms
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(id, room.clone());
        Ok(room)
    }

    /// Create a game from a lobby request.
    pub fn create(&self, req: &CreateRequest) -> Result<(Arc<Room>, Created), Rejection> {
        self.create_as(req, None)
    }

    /// Create a game from a lobby request of the signed-in account `creator`, if any
    /// (a rated game needs one, and people in every seat).
    pub fn create_as(
        &self,
        req: &CreateRequest,
        creator: Option<i64>,
    ) -> Result<(Arc<Room>, Created), Rejection> {
        if req.rated {
            if creator.is_none() {
                return Err(Rejection::new(
                    "sign_in_required",
                    "sign in to create a rated game",
                ));
            }
            if !req
                .seats
                .iter()
                .all(|s| s.trim().eq_ignore_ascii_case("human"))
            {
                return Err(Rejection::new(
                    "bad_request",
                    "a rated game has a person in every seat: no bots",
                ));
            }
        }
        let game = req.variant.game()?;
        let n = game.seats() as usize;
        let players = game.options().players as usize;
        // Two-player Pachisi has four seats: a player's entry covers seats i and i + 2.
        let per_player = req.seats.len() == players && players < n;
        if req.seats.len() != n && !per_player {
            return Err(Rejection::new(
                "bad_request",
                format!(
                    "this variant has {n} seats ({players} players), but {} were given",
                    req.seats.len()
                ),
            ));
        }
        if !req.names.is_empty() && req.names.len() != req.seats.len() {
            return Err(Rejection::new(
                "bad_request",
                format!(
                    "names: one per seat entry ({}), or none; got {}",
                    req.seats.len(),
                    req.names.len()
                ),
            ));
        }
        if let Some(c) = req.clock
            && !CLOCK_RANGE.contains(&c)
        {
            return Err(Rejection::new(
                "bad_request",
                format!(
                    "clock: seconds per decision from {} to {} (or none)",
                    CLOCK_RANGE.start(),
                    CLOCK_RANGE.end()
                ),
            ));
        }
        let clock_bot = match req.clock_bot.as_deref().map(str::trim) {
            None | Some("") => None,
            Some(l) => Some(
                pachisi_bots::Level::parse(&l.to_ascii_lowercase())
                    .ok_or_else(|| {
                        Rejection::new(
                            "bad_request",
                            "clock_bot: one of easy, medium, hard, expert",
                        )
                    })?
                    .name()
                    .to_string(),
            ),
        };
        let mut names = vec![];
        for (i, s) in req.seats.iter().enumerate() {
            let given = req.names.get(i).cloned().flatten();
            let human = s.trim().eq_ignore_ascii_case("human");
            names.push(match given {
                Some(n) if human => crate::room::clean_name(&n)?,
                _ => None,
            });
        }
        // Names are unique at a table (compared without case).
        for (i, n) in names.iter().enumerate() {
            if let Some(n) = n
                && names[..i]
                    .iter()
                    .flatten()
                    .any(|m| crate::room::same_name(m, n))
            {
                return Err(Rejection::new(
                    "name_taken",
                    format!("two seats are named '{n}': names are unique at a table"),
                ));
            }
        }
        let mut entries = vec![];
        for s in &req.seats {
            let s = s.trim().to_ascii_lowercase();
            if s == "human" {
                let token = fairness::hex(&fairness::os_random::<16>());
                entries.push((
                    SeatKind::Human {
                        token_hash: fairness::sha256_hex(token.as_bytes()),
                        joined: false,
                    },
                    Some(token),
                ));
            } else if let Some(spec) = s.strip_prefix("bot:").or((s == "bot").then_some("medium")) {
                let spec = pachisi_bots::check_server_spec(spec)
                    .map_err(|e| Rejection::new("bad_request", e))?;
                entries.push((SeatKind::Bot { spec }, None));
            } else {
                return Err(Rejection::new(
                    "bad_request",
                    format!("seat '{s}': expected 'human' or 'bot:<level>'"),
                ));
            }
        }
        let (seats, tokens): (Vec<SeatKind>, Vec<Option<String>>) =
            (0..n).map(|i| entries[i % entries.len()].clone()).unzip();
        let table = Table {
            names: (0..n).map(|i| names[i % names.len()].clone()).collect(),
            public: req.public,
            clock: if req.rated {
                req.clock.or(Some(RATED_CLOCK))
            } else {
                req.clock
            },
            clock_bot,
            spectator_chat: req.spectator_chat,
            rated: req.rated,
            creator,
        };
        let room = self.insert(game, seats, table, None)?;
        let id = room.id.clone();
        Ok((room, Created { id, tokens }))
    }

    /// The rematch of a finished game: same variant, players, names and clock, a new id
    /// and seed; the seats turn by one (whoever sat at seat `i` sits at `i + 1`), so
    /// that the first seat changes. Asking again returns the same rematch.
    pub fn rematch(&self, old: &Room, token: Option<&str>) -> Result<Arc<Room>, Rejection> {
        let _one_at_a_time = self.rematch_lock.lock().unwrap_or_else(|e| e.into_inner());
        let (game, seats, table) = {
            let d = old.lock();
            let has_humans = d.seats.iter().any(|s| matches!(s, SeatKind::Human { .. }));
            if has_humans && token.is_none_or(|t| d.seats_of_token(t).is_empty()) {
                return Err(Rejection::new(
                    "unauthorized",
                    "a rematch needs the token of a seat of this game",
                ));
            }
            if let Some(r) = d.rematch.as_ref().and_then(|r| self.find(r).ok().flatten()) {
                return Ok(r.0);
            }
            if d.status() != crate::room::Status::Over {
                return Err(Rejection::new("not_over", "the game is not over yet"));
            }
            let n = d.seats.len();
            let turned = |i: usize| (i + n - 1) % n;
            let seats = (0..n)
                .map(|i| match &d.seats[turned(i)] {
                    SeatKind::Human { token_hash, .. } => SeatKind::Human {
                        token_hash: token_hash.clone(),
                        joined: false,
                    },
                    b => b.clone(),
                })
                .collect();
            let table = Table {
                names: (0..n).map(|i| d.names[turned(i)].clone()).collect(),
                public: false,
                clock: d.clock_secs,
                clock_bot: Some(d.clock_bot.clone()),
                spectator_chat: d.spectator_chat,
                rated: d.rated,
                creator: None,
            };
            ((*d.game).clone(), seats, table)
        };
        let room = match self.insert(game, seats, table, Some(old.id.clone())) {
            Ok(r) => r,
            // Another instance made it first: that one is the rematch.
            Err(e) if e.message == crate::store::REMATCH_TAKEN => {
                old.refresh(&self.store)
                    .map_err(|e| Rejection::new("internal", e))?;
                let id = old.lock().rematch.clone();
                return match id.map(|id| self.find(&id)) {
                    Some(Ok(Some((r, _)))) => Ok(r),
                    _ => Err(e),
                };
            }
            Err(e) => return Err(e),
        };
        old.lock().rematch = Some(room.id.clone());
        old.notify();
        Ok(room)
    }
}

#[cfg(test)]
mod tests {
    use super::VariantSpec;

    fn spec(preset: &str, players: u8, teams: bool) -> VariantSpec {
        VariantSpec {
            preset: Some(preset.into()),
            players: Some(players),
            teams: Some(teams),
            options: vec![],
        }
    }

    // P-PLAYERS / K-PARTNER: the lobby's teams switch only matters for four players.
    #[test]
    fn lobby_player_counts_give_valid_games_for_every_preset() {
        for preset in [
            "pachisi",
            "pachisi-seven",
            "chopat",
            "chaupar",
            "barjis",
            "barjis-levant",
        ] {
            for players in 2..=4 {
                for teams in [false, true] {
                    let g = spec(preset, players, teams).game();
                    assert!(g.is_ok(), "{preset} {players} {teams}: {:?}", g.err());
                }
            }
        }
        let two = spec("chaupar", 2, false).game().unwrap();
        assert_eq!(two.seats(), 4);
        assert!(two.options().teams && two.options().partner_moves);
        let three = spec("chaupar", 3, true).game().unwrap();
        assert_eq!(three.seats(), 3);
        assert!(!three.options().teams && !three.options().partner_moves);
        let four = spec("chaupar", 4, false).game().unwrap();
        assert!(!four.options().teams && !four.options().partner_moves);
    }

    fn with(preset: &str, players: u8, options: &[&str]) -> VariantSpec {
        VariantSpec {
            options: options.iter().map(|s| s.to_string()).collect(),
            ..spec(preset, players, false)
        }
    }

    // B-PLAYERS, B-SEATS: the app's Barjis games sit two players at S and N, one colour
    // each (`two_colours = false`), or two colours each when asked; four may play in
    // teams.
    #[test]
    fn b_players_b_seats_barjis_games_of_every_lobby_size() {
        for preset in ["barjis", "barjis-levant"] {
            let two = spec(preset, 2, false).game().unwrap();
            assert_eq!((two.seats(), two.options().teams), (2, false), "{preset}");
            let coloured = with(preset, 2, &["two_colours=true"]).game().unwrap();
            assert_eq!(coloured.seats(), 4, "{preset}");
            assert!(
                coloured.options().teams,
                "{preset}: two colours each, as a team"
            );
            let teams = spec(preset, 4, true).game().unwrap();
            assert!(teams.options().teams, "{preset}");
            assert_eq!(spec(preset, 3, false).game().unwrap().seats(), 3);
        }
    }

    // B-GRACE, B-GO-ON, B-ENTER, B-EXACT, B-MARS: Barjis' options are taken from the
    // lobby; bad values and options its board cannot have are refused with a clear
    // 400 that names what is wrong.
    #[test]
    fn b_grace_b_go_on_b_enter_b_exact_b_mars_options_accepted_or_refused_clearly() {
        let g = with(
            "barjis",
            4,
            &[
                "go_on=[12]",
                "grace_values=[10]",
                "enter=centre",
                "exact=false",
                "mars=false",
            ],
        )
        .game()
        .unwrap();
        let o = g.options();
        assert_eq!(o.go_on, Some(vec![12]));
        assert_eq!(o.grace_values, vec![10]);
        assert_eq!(o.enter, pachisi_core::options::EnterMode::Centre);
        assert!(!o.exact && !o.mars);
        for (preset, bad, names) in [
            ("barjis", "grace_values=[99]", "grace_values"),
            ("barjis", "go_on=[0]", "go_on"),
            ("barjis", "enter=kitchen", "enter"),
            ("barjis-levant", "mars=sometimes", "mars"),
            ("barjis", "exact=maybe", "exact"),
            // The kitchen-on-the-board is only for the Pachisi track (B-ENTER).
            ("chopat", "enter=centre", "centre"),
        ] {
            let e = with(preset, 2, &[bad]).game().unwrap_err();
            assert_eq!(e.code, "bad_request", "{preset} {bad}");
            assert!(
                e.message.contains(names),
                "{preset} {bad}: the error does not name {names}: {}",
                e.message
            );
        }
    }
}
