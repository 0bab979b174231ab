//! The PostgreSQL backend: the same methods as [`super::Sqlite`], each run as one job
//! on the database thread ([`super::pg`]). The statements are the SQLite backend's in
//! PostgreSQL's dialect (`$1` placeholders, `RETURNING id`, `ON CONFLICT`, booleans).

use super::pg::{Conn, Mode, Outcome, Pg};
use super::quickmatch::{
    ClaimedTicket, Enqueued, NewTicket, PENDING, Pairing, TicketRow, WaitingTicket,
};
use super::ratings::{RatingKey, Update};
use super::social::{InviteAnswer, LineRow, NewReport};
use super::{AccountGame, ChatLine, GameRow, Loaded, MAX_CHAT_STORED, SeatRow, StoredGame};
use crate::accounts::{Account, now};
use crate::fairness;
use crate::quickmatch::{EXPIRE_MS, GUEST_TICKETS_PER_CLIENT, MAX_QUEUE, PAIRED_KEPT_MS, Waiting};
use crate::ratings::{Mu, PROVISIONAL_GAMES, shown};
use crate::social::{Report, SEEN_WRITE_EVERY};
use pachisi_core::Event;
use serde_json::{Value, json};
use tokio_postgres::Row;

/// The PostgreSQL backend.
#[derive(Clone)]
pub struct Postgres {
    pg: Pg,
    chat_stored: usize,
}

fn seat_of(x: i64) -> Result<u8, String> {
    u8::try_from(x).map_err(|_| format!("seat {x} is out of range"))
}

fn account_of(r: &Row) -> Account {
    Account {
        id: r.get(0),
        name: r.get(1),
        created: r.get(2),
    }
}

fn ids(rows: Vec<Row>) -> Vec<String> {
    rows.iter().map(|r| r.get(0)).collect()
}

const GAME_COLUMNS: &str = "id, variant, options, seed, commitment, created, rematch_of, rematch, damaged, public, clock, clock_bot, spectator_chat, rated, creator";

fn game_row(r: &Row) -> GameRow {
    GameRow {
        id: r.get(0),
        variant: r.get(1),
        options: r.get(2),
        seed: r.get(3),
        commitment: r.get(4),
        created: r.get(5),
        rematch_of: r.get(6),
        rematch: r.get(7),
        damaged: r.get(8),
        public: r.get(9),
        clock: r.get(10),
        clock_bot: r.get(11),
        spectator_chat: r.get(12),
        rated: r.get(13),
        creator: r.get(14),
    }
}

impl Postgres {
    /// Connect (see [`Pg::open`]).
    pub fn open(url: &str, mode: Mode) -> Result<Postgres, String> {
        Ok(Postgres {
            pg: Pg::open(url, mode)?,
            chat_stored: MAX_CHAT_STORED,
        })
    }

    pub fn set_chat_stored(&mut self, n: usize) {
        self.chat_stored = n.max(1);
    }

    fn run<R: Send + 'static>(
        &self,
        f: impl FnOnce(&mut Conn) -> Result<R, String> + Send + 'static,
    ) -> Result<R, String> {
        self.pg.run(f)
    }

    /// One statement's rows changed.
    fn exec(&self, sql: &'static str, args: Vec<Arg>) -> Result<u64, String> {
        self.run(move |c| c.execute(sql, &refs(&args)))
    }

    // ---- games, seats, events, chat ----

    pub fn mark_damaged(&mut self, game: &str, why: &str) -> Result<(), String> {
        self.exec(
            "UPDATE games SET damaged = $1 WHERE id = $2",
            vec![s(why), s(game)],
        )
        .map(|_| ())
    }

    pub fn unfinished_ids(&self) -> Result<Vec<String>, String> {
        self.run(|c| {
            c.query(
                "SELECT id FROM games WHERE NOT finished AND damaged IS NULL ORDER BY created, id",
                &[],
            )
            .map(ids)
        })
    }

    /// The unfinished, undamaged games whose lease no instance holds now (none, or
    /// expired), oldest first: what an instance loads when it starts. A game another
    /// instance drives is loaded here only when asked for (crate::multi).
    pub fn unheld_unfinished_ids(&self) -> Result<Vec<String>, String> {
        self.run(|c| {
            c.query(
                "SELECT g.id FROM games g LEFT JOIN room_leases l ON l.game = g.id
                 WHERE NOT g.finished AND g.damaged IS NULL
                   AND (l.game IS NULL OR l.expires_at < now())
                 ORDER BY g.created, g.id",
                &[],
            )
            .map(ids)
        })
    }

    pub fn all_ids(&self) -> Result<Vec<String>, String> {
        self.run(|c| {
            c.query("SELECT id FROM games ORDER BY created, id", &[])
                .map(ids)
        })
    }

    /// A cheap round trip to the database (`GET /api/health`).
    pub fn ping(&self) -> Result<(), String> {
        self.run(|c| c.query_opt("SELECT 1", &[]).map(|_| ()))
    }

    pub fn count(&self) -> Result<u64, String> {
        self.run(|c| {
            let r = c.query("SELECT COUNT(*) FROM games", &[])?;
            Ok(r[0].get::<_, i64>(0) as u64)
        })
    }

    pub fn load_game(&self, id: &str) -> Result<Option<Loaded>, String> {
        self.load_from(id, 0)
    }

    /// As [`Postgres::load_game`], with only the events from number `from` on: what
    /// another instance changed in a game held in memory (crate::multi).
    pub fn load_from(&self, id: &str, from: usize) -> Result<Option<Loaded>, String> {
        let id = id.to_string();
        let from = from as i64;
        self.run(move |c| {
            let Some(row) = c.query_opt(
                &format!("SELECT {GAME_COLUMNS} FROM games WHERE id = $1"),
                &[&id],
            )?
            else {
                return Ok(None);
            };
            let row = game_row(&row);
            if let Some(why) = &row.damaged {
                return Ok(Some(Loaded::Damaged(why.clone())));
            }
            let mut seats = vec![];
            for r in c.query(
                "SELECT s.seat, s.kind, s.bot, s.token_hash, s.joined, s.name, s.away, s.account, a.name
                 FROM seats s LEFT JOIN accounts a ON a.id = s.account
                 WHERE s.game = $1 ORDER BY s.seat",
                &[&id],
            )? {
                let seat = match seat_of(r.get(0)) {
                    Ok(s) => s,
                    Err(e) => return Ok(Some(Loaded::Damaged(format!("seat rows: {e}")))),
                };
                seats.push(SeatRow {
                    seat,
                    kind: r.get(1),
                    bot: r.get(2),
                    token_hash: r.get(3),
                    joined: r.get(4),
                    name: r.get(5),
                    away: r.get(6),
                    account: r.get(7),
                    account_name: r.get(8),
                });
            }
            let rows = c.query(
                "SELECT n, event FROM events WHERE game = $1 AND n >= $2 ORDER BY n",
                &[&id, &from],
            )?;
            let mut events = Vec::with_capacity(rows.len());
            for (i, r) in rows.iter().enumerate() {
                let n: i64 = r.get(0);
                let i = from + i as i64;
                if n != i {
                    return Ok(Some(Loaded::Damaged(format!("event {i} is missing"))));
                }
                match serde_json::from_str::<Event>(r.get(1)) {
                    Ok(ev) => events.push(ev),
                    Err(e) => {
                        return Ok(Some(Loaded::Damaged(format!(
                            "event {n} is not an event: {e}"
                        ))));
                    }
                }
            }
            // How long ago the last event was stored, by the database's clock (the
            // instances' clocks may differ); NULL for events older than migration 0003.
            let since_last_event = c
                .query_opt(
                    "SELECT (EXTRACT(EPOCH FROM clock_timestamp()) * 1000)::BIGINT - at
                     FROM events WHERE game = $1 ORDER BY n DESC LIMIT 1",
                    &[&id],
                )?
                .and_then(|r| r.get::<_, Option<i64>>(0))
                .map(|ms| std::time::Duration::from_millis(ms.max(0) as u64));
            Ok(Some(Loaded::Game(Box::new(StoredGame {
                game: row,
                seats,
                events,
                since_last_event,
            }))))
        })
    }

    // ---- several instances (crate::multi) ----

    /// Take the lease of `game`'s room for `owner` for `ms` milliseconds, or renew it
    /// if `owner` holds it: one statement, so two instances never both get it. True
    /// when `owner` holds it now.
    pub fn take_lease(&mut self, game: &str, owner: &str, ms: i64) -> Result<bool, String> {
        let (game, owner) = (game.to_string(), owner.to_string());
        self.run(move |c| {
            c.query_opt(
                "INSERT INTO room_leases (game, owner, expires_at)
                 VALUES ($1, $2, now() + $3::bigint * interval '1 millisecond')
                 ON CONFLICT (game) DO UPDATE
                     SET owner = EXCLUDED.owner, expires_at = EXCLUDED.expires_at
                     WHERE room_leases.expires_at < now() OR room_leases.owner = EXCLUDED.owner
                 RETURNING owner",
                &[&game, &owner, &ms],
            )
            .map(|r| r.is_some())
        })
    }

    /// Take a token from the shared bucket `key` of `burst` tokens refilled one per
    /// `every_ms` (migration 0005): `None` when taken, else how long until one is there.
    pub fn take_token(
        &mut self,
        key: &str,
        burst: u32,
        every_ms: i64,
    ) -> Result<Option<std::time::Duration>, String> {
        let key = key.to_string();
        let every = every_ms.max(1);
        let ahead = every.saturating_mul(burst.max(1) as i64);
        self.run(move |c| {
            // One statement: the row is locked while it is read and written, so two
            // instances taking the last token at once cannot both have it.
            let taken = c.query_opt(
                "WITH now AS (SELECT (EXTRACT(EPOCH FROM clock_timestamp()) * 1000)::BIGINT AS ms)
                 INSERT INTO rate_buckets AS b (key, tat)
                 SELECT $1, ms + $2 FROM now
                 ON CONFLICT (key) DO UPDATE
                     SET tat = GREATEST(b.tat, (SELECT ms FROM now)) + $2
                     WHERE GREATEST(b.tat, (SELECT ms FROM now)) + $2 - (SELECT ms FROM now) <= $3
                 RETURNING tat",
                &[&key, &every, &ahead],
            )?;
            if taken.is_some() {
                return Ok(None);
            }
            let wait = c
                .query_opt(
                    "SELECT GREATEST(tat + $2 - $3 - (EXTRACT(EPOCH FROM clock_timestamp()) * 1000)::BIGINT, 0)
                     FROM rate_buckets WHERE key = $1",
                    &[&key, &every, &ahead],
                )?
                .map_or(0, |r| r.get::<_, i64>(0));
            Ok(Some(std::time::Duration::from_millis(wait.max(0) as u64)))
        })
    }

    /// Delete the shared buckets that are full again; how many.
    pub fn sweep_tokens(&mut self) -> Result<u64, String> {
        self.exec(
            "DELETE FROM rate_buckets WHERE tat < (EXTRACT(EPOCH FROM clock_timestamp()) * 1000)::BIGINT",
            vec![],
        )
    }

    /// Give up the lease of `game` if `owner` holds it (the game ended, or left memory).
    pub fn drop_lease(&mut self, game: &str, owner: &str) -> Result<(), String> {
        self.exec(
            "DELETE FROM room_leases WHERE game = $1 AND owner = $2",
            vec![s(game), s(owner)],
        )
        .map(|_| ())
    }

    /// Let every lease `owner` holds expire now (a clean stop): the other instances
    /// take them over at their next round. The number of leases.
    pub fn expire_leases(&mut self, owner: &str) -> Result<u64, String> {
        self.exec(
            "UPDATE room_leases SET expires_at = now() - interval '1 millisecond' WHERE owner = $1",
            vec![s(owner)],
        )
    }

    /// Unfinished, undamaged games whose lease has expired (their owner is gone), at
    /// most `limit`, the longest expired first.
    pub fn expired_leases(&self, limit: i64) -> Result<Vec<String>, String> {
        self.run(move |c| {
            c.query(
                "SELECT l.game FROM room_leases l JOIN games g ON g.id = l.game
                 WHERE l.expires_at < now() AND NOT g.finished AND g.damaged IS NULL
                 ORDER BY l.expires_at LIMIT $1",
                &[&limit],
            )
            .map(ids)
        })
    }

    /// Write `instance`'s presence rows of `game`: one per seat of `here` (seat,
    /// connections), none for the other seats, each expiring in `ms` milliseconds.
    /// One statement; the trigger of migration 0004 announces a row that appears or
    /// goes.
    pub fn put_presence(
        &mut self,
        instance: &str,
        game: &str,
        here: &[(u8, u32)],
        ms: i64,
    ) -> Result<(), String> {
        let (instance, game) = (instance.to_string(), game.to_string());
        let seats: Vec<i16> = here.iter().map(|&(s, _)| i16::from(s)).collect();
        let counts: Vec<i32> = here
            .iter()
            .map(|&(_, c)| i32::try_from(c).unwrap_or(i32::MAX))
            .collect();
        self.run(move |c| {
            c.execute(
                "WITH gone AS (
                     DELETE FROM seat_presence
                     WHERE instance = $1 AND game = $2 AND seat <> ALL($3::smallint[])
                 )
                 INSERT INTO seat_presence (instance, game, seat, connections, expires_at)
                 SELECT $1, $2, t.seat, t.connections, now() + $5::bigint * interval '1 millisecond'
                 FROM unnest($3::smallint[], $4::int[]) AS t(seat, connections)
                 ON CONFLICT (instance, game, seat) DO UPDATE
                     SET connections = EXCLUDED.connections, expires_at = EXCLUDED.expires_at",
                &[&instance, &game, &seats, &counts, &ms],
            )
            .map(|_| ())
        })
    }

    /// Connections per seat of `game` held by instances other than `instance` whose
    /// rows have not expired: (seat, connections), by seat.
    pub fn presence_elsewhere(&self, game: &str, instance: &str) -> Result<Vec<(u8, u32)>, String> {
        let (game, instance) = (game.to_string(), instance.to_string());
        self.run(move |c| {
            let rows = c.query(
                "SELECT seat, SUM(connections)::bigint FROM seat_presence
                 WHERE game = $1 AND instance <> $2 AND expires_at > now()
                 GROUP BY seat ORDER BY seat",
                &[&game, &instance],
            )?;
            let mut out = Vec::with_capacity(rows.len());
            for r in rows {
                let seat = seat_of(i64::from(r.get::<_, i16>(0)))?;
                let n: i64 = r.get(1);
                out.push((seat, u32::try_from(n.max(0)).unwrap_or(u32::MAX)));
            }
            Ok(out)
        })
    }

    /// Renew every presence row of `instance` for `ms` milliseconds (one UPDATE); the
    /// (game, seat) of the rows renewed.
    pub fn renew_presence(&mut self, instance: &str, ms: i64) -> Result<Vec<(String, u8)>, String> {
        let instance = instance.to_string();
        self.run(move |c| {
            let rows = c.query(
                "UPDATE seat_presence SET expires_at = now() + $2::bigint * interval '1 millisecond'
                 WHERE instance = $1 RETURNING game, seat",
                &[&instance, &ms],
            )?;
            rows.iter()
                .map(|r| Ok((r.get(0), seat_of(i64::from(r.get::<_, i16>(1)))?)))
                .collect()
        })
    }

    /// Delete the presence rows that have expired (their instance stopped renewing
    /// them: it was killed or cut off); the number deleted. Their games are announced
    /// by the trigger, so the instances holding them update their view.
    pub fn clear_expired_presence(&mut self) -> Result<u64, String> {
        self.exec("DELETE FROM seat_presence WHERE expires_at < now()", vec![])
    }

    /// Delete every presence row of `instance` (a clean stop); the number deleted.
    pub fn drop_presence(&mut self, instance: &str) -> Result<u64, String> {
        self.exec(
            "DELETE FROM seat_presence WHERE instance = $1",
            vec![s(instance)],
        )
    }

    pub fn create_game(&mut self, g: &GameRow, seats: &[SeatRow]) -> Result<(), String> {
        let g = g.clone();
        let seats = seats.to_vec();
        self.run(move |c| {
            c.transaction(|t| {
                t.execute(
                    "INSERT INTO games (id, variant, options, seed, commitment, created, rematch_of, public, clock, clock_bot, spectator_chat, rated, creator)
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)",
                    &[
                        &g.id,
                        &g.variant,
                        &g.options,
                        &g.seed,
                        &g.commitment,
                        &g.created,
                        &g.rematch_of,
                        &g.public,
                        &g.clock,
                        &g.clock_bot,
                        &g.spectator_chat,
                        &g.rated,
                        &g.creator,
                    ],
                )?;
                for s in &seats {
                    t.execute(
                        "INSERT INTO seats (game, seat, kind, bot, token_hash, joined, name, away, account)
                         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
                        &[
                            &g.id,
                            &(s.seat as i64),
                            &s.kind,
                            &s.bot,
                            &s.token_hash,
                            &s.joined,
                            &s.name,
                            &s.away,
                            &s.account,
                        ],
                    )?;
                }
                if let Some(old) = &g.rematch_of {
                    let set = t.execute(
                        "UPDATE games SET rematch = $1 WHERE id = $2 AND rematch IS NULL",
                        &[&g.id, old],
                    )?;
                    // Another instance made the rematch first (crate::multi): this one
                    // is not made.
                    if set == 0 {
                        return Ok(Outcome::Rollback(Err(super::REMATCH_TAKEN.to_string())));
                    }
                }
                Ok(Outcome::Commit(Ok(())))
            })
        })?
    }

    pub fn join(&mut self, game: &str, seat: u8) -> Result<(), String> {
        self.exec(
            "UPDATE seats SET joined = TRUE WHERE game = $1 AND seat = $2",
            vec![s(game), i(seat as i64)],
        )
        .map(|_| ())
    }

    pub fn append_event(
        &mut self,
        game: &str,
        n: usize,
        event: &Event,
        result: Option<&str>,
    ) -> Result<(), String> {
        let text = serde_json::to_string(event).map_err(|e| e.to_string())?;
        let abort = matches!(event, Event::Abort(_));
        let game = game.to_string();
        let result = result.map(str::to_string);
        self.run(move |c| {
            c.transaction(|t| {
                t.execute(
                    "INSERT INTO events (game, n, event) VALUES ($1, $2, $3)",
                    &[&game, &(n as i64), &text],
                )?;
                if let Some(r) = &result {
                    t.execute(
                        "UPDATE games SET finished = TRUE, result = $1 WHERE id = $2",
                        &[r, &game],
                    )?;
                } else if abort {
                    // An aborted game is finished with no result.
                    t.execute("UPDATE games SET finished = TRUE WHERE id = $1", &[&game])?;
                }
                Ok(Outcome::Commit(()))
            })
        })
    }

    pub fn set_name(&mut self, game: &str, seat: u8, name: &str) -> Result<(), String> {
        self.exec(
            "UPDATE seats SET name = $1 WHERE game = $2 AND seat = $3",
            vec![s(name), s(game), i(seat as i64)],
        )
        .map(|_| ())
    }

    pub fn set_analysis(&mut self, game: &str, review: &str) -> Result<(), String> {
        self.exec(
            "UPDATE games SET analysis = $1 WHERE id = $2",
            vec![s(review), s(game)],
        )
        .map(|_| ())
    }

    pub fn analysis(&self, game: &str) -> Result<Option<String>, String> {
        let game = game.to_string();
        self.run(move |c| {
            Ok(
                c.query_opt("SELECT analysis FROM games WHERE id = $1", &[&game])?
                    .and_then(|r| r.get(0)),
            )
        })
    }

    pub fn set_away(&mut self, game: &str, seat: u8, away: bool) -> Result<(), String> {
        self.exec(
            "UPDATE seats SET away = $1 WHERE game = $2 AND seat = $3",
            vec![b(away), s(game), i(seat as i64)],
        )
        .map(|_| ())
    }

    pub fn claim_seat(&mut self, game: &str, seat: u8, token_hash: &str) -> Result<(), String> {
        self.exec(
            "UPDATE seats SET token_hash = $1, joined = TRUE WHERE game = $2 AND seat = $3",
            vec![s(token_hash), s(game), i(seat as i64)],
        )
        .map(|_| ())
    }

    pub fn claim_seat_named(
        &mut self,
        game: &str,
        seats: &[u8],
        token_hash: &str,
        name: Option<&str>,
    ) -> Result<bool, String> {
        let (game, seats, token_hash) = (game.to_string(), seats.to_vec(), token_hash.to_string());
        let name = name.map(str::to_string);
        self.run(move |c| {
            c.transaction(|t| {
                for &seat in &seats {
                    let n = t.execute(
                        "UPDATE seats SET token_hash = $1, joined = TRUE, name = COALESCE($2, name)
                         WHERE game = $3 AND seat = $4 AND kind = 'human' AND NOT joined",
                        &[&token_hash, &name, &game, &(seat as i64)],
                    )?;
                    if n != 1 {
                        return Ok(Outcome::Rollback(false));
                    }
                }
                Ok(Outcome::Commit(true))
            })
        })
    }

    pub fn join_named(
        &mut self,
        game: &str,
        seats: &[u8],
        name: Option<&str>,
    ) -> Result<(), String> {
        let (game, seats) = (game.to_string(), seats.to_vec());
        let name = name.map(str::to_string);
        self.run(move |c| {
            c.transaction(|t| {
                for &seat in &seats {
                    t.execute(
                        "UPDATE seats SET joined = TRUE, name = COALESCE($1, name) WHERE game = $2 AND seat = $3",
                        &[&name, &game, &(seat as i64)],
                    )?;
                }
                Ok(Outcome::Commit(()))
            })
        })
    }

    pub fn append_chat(&mut self, game: &str, line: &ChatLine) -> Result<(), String> {
        let (game, line) = (game.to_string(), line.clone());
        let oldest_kept = line.n as i64 - self.chat_stored as i64 + 1;
        self.run(move |c| {
            c.transaction(|t| {
                t.execute(
                    "INSERT INTO chat (game, n, at, seat, spectator, kind, text) VALUES ($1, $2, $3, $4, $5, $6, $7)",
                    &[
                        &game,
                        &(line.n as i64),
                        &line.at,
                        &line.seat.map(i64::from),
                        &line.spectator,
                        &line.kind,
                        &line.text,
                    ],
                )?;
                if oldest_kept > 0 {
                    t.execute(
                        "DELETE FROM chat WHERE game = $1 AND n < $2",
                        &[&game, &oldest_kept],
                    )?;
                }
                Ok(Outcome::Commit(()))
            })
        })
    }

    pub fn load_chat(&self, game: &str, limit: usize) -> Result<(Vec<ChatLine>, u64), String> {
        let game = game.to_string();
        self.run(move |c| {
            let total: i64 = c.query(
                "SELECT COALESCE(MAX(n) + 1, 0) FROM chat WHERE game = $1",
                &[&game],
            )?[0]
                .get(0);
            let mut lines = vec![];
            for r in c.query(
                "SELECT n, at, seat, spectator, kind, text FROM chat WHERE game = $1 ORDER BY n DESC LIMIT $2",
                &[&game, &(limit as i64)],
            )? {
                lines.push(ChatLine {
                    n: r.get::<_, i64>(0) as u64,
                    at: r.get(1),
                    seat: r.get::<_, Option<i64>>(2).map(seat_of).transpose()?,
                    spectator: r.get(3),
                    kind: r.get(4),
                    text: r.get(5),
                });
            }
            lines.reverse();
            Ok((lines, total as u64))
        })
    }

    pub fn open_games(&self, limit: usize) -> Result<Vec<String>, String> {
        self.run(move |c| {
            c.query(
                "SELECT g.id FROM games g
                 WHERE g.public AND NOT g.finished AND g.damaged IS NULL
                   AND NOT EXISTS (SELECT 1 FROM events e WHERE e.game = g.id)
                   AND EXISTS (SELECT 1 FROM seats s WHERE s.game = g.id AND s.kind = 'human' AND NOT s.joined)
                 ORDER BY g.created DESC, g.id LIMIT $1",
                &[&(limit as i64)],
            )
            .map(ids)
        })
    }

    pub fn orphan_rows(&self) -> Result<i64, String> {
        self.run(|c| {
            Ok(c.query(
                "SELECT (SELECT COUNT(*) FROM seats WHERE game NOT IN (SELECT id FROM games))
                      + (SELECT COUNT(*) FROM events WHERE game NOT IN (SELECT id FROM games))",
                &[],
            )?[0]
                .get(0))
        })
    }

    pub fn rematch_of(&self, game: &str) -> Result<Option<String>, String> {
        let game = game.to_string();
        self.run(move |c| {
            Ok(
                c.query_opt("SELECT rematch FROM games WHERE id = $1", &[&game])?
                    .and_then(|r| r.get(0)),
            )
        })
    }

    // ---- accounts ----

    pub fn session_account(&self, token: &str) -> Result<Option<Account>, String> {
        let h = fairness::sha256_hex(token.as_bytes());
        self.run(move |c| {
            Ok(c.query_opt(
                "SELECT a.id, a.name, a.created FROM sessions s JOIN accounts a ON a.id = s.account
                 WHERE s.token_hash = $1 AND s.expires > $2 AND NOT a.suspended",
                &[&h, &now()],
            )?
            .map(|r| account_of(&r)))
        })
    }

    pub fn account_by_name(&self, key: &str) -> Result<Option<(Account, String)>, String> {
        let key = key.to_string();
        self.run(move |c| {
            Ok(c.query_opt(
                "SELECT id, name, created, password FROM accounts WHERE name_key = $1",
                &[&key],
            )?
            .map(|r| (account_of(&r), r.get(3))))
        })
    }

    pub fn account(&self, id: i64) -> Result<Account, String> {
        self.run(move |c| {
            c.query_opt(
                "SELECT id, name, created FROM accounts WHERE id = $1",
                &[&id],
            )?
            .map(|r| account_of(&r))
            .ok_or_else(|| format!("no account {id}"))
        })
    }

    pub fn password_of(&self, account: i64) -> Result<String, String> {
        self.run(move |c| {
            c.query_opt("SELECT password FROM accounts WHERE id = $1", &[&account])?
                .map(|r| r.get(0))
                .ok_or_else(|| format!("no account {account}"))
        })
    }

    pub fn create_account(
        &mut self,
        name: &str,
        key: &str,
        password_hash: &str,
        created: i64,
    ) -> Result<Option<i64>, String> {
        let (name, key, hash) = (name.to_string(), key.to_string(), password_hash.to_string());
        self.run(move |c| {
            Ok(c.query_opt(
                "INSERT INTO accounts (name, name_key, password, created) VALUES ($1, $2, $3, $4)
                 ON CONFLICT (name_key) DO NOTHING RETURNING id",
                &[&name, &key, &hash, &created],
            )?
            .map(|r| r.get(0)))
        })
    }

    pub fn new_session(&mut self, account: i64, lifetime: i64) -> Result<String, String> {
        let token = fairness::hex(&fairness::os_random::<32>());
        let h = fairness::sha256_hex(token.as_bytes());
        let t = now();
        self.run(move |c| {
            // Expired sessions go whenever a new one is made.
            c.execute("DELETE FROM sessions WHERE expires <= $1", &[&t])?;
            c.execute(
                "INSERT INTO sessions (token_hash, account, created, expires) VALUES ($1, $2, $3, $4)",
                &[&h, &account, &t, &(t + lifetime)],
            )?;
            Ok(())
        })?;
        Ok(token)
    }

    pub fn end_session(&mut self, token: &str) -> Result<(), String> {
        let h = fairness::sha256_hex(token.as_bytes());
        self.exec(
            "DELETE FROM sessions WHERE token_hash = $1",
            vec![Arg::S(h)],
        )
        .map(|_| ())
    }

    pub fn set_password(&mut self, account: i64, password_hash: &str) -> Result<(), String> {
        let hash = password_hash.to_string();
        self.run(move |c| {
            c.execute(
                "UPDATE accounts SET password = $1 WHERE id = $2",
                &[&hash, &account],
            )?;
            c.execute("DELETE FROM sessions WHERE account = $1", &[&account])?;
            Ok(())
        })
    }

    pub fn delete_account(&mut self, account: i64) -> Result<Vec<String>, String> {
        self.run(move |c| {
            c.transaction(|t| {
                let games = ids(t.query(
                    "SELECT DISTINCT game FROM seats WHERE account = $1",
                    &[&account],
                )?);
                t.execute(
                    "UPDATE seats SET account = NULL, name = NULL WHERE account = $1",
                    &[&account],
                )?;
                t.execute(
                    "UPDATE games SET creator = NULL WHERE creator = $1",
                    &[&account],
                )?;
                t.execute("DELETE FROM accounts WHERE id = $1", &[&account])?;
                Ok(Outcome::Commit(games))
            })
        })
    }

    pub fn sessions_of(&self, account: i64) -> Result<Vec<Value>, String> {
        self.run(move |c| {
            Ok(c.query(
                "SELECT created, expires FROM sessions WHERE account = $1 ORDER BY created",
                &[&account],
            )?
            .iter()
            .map(|r| json!({"created": r.get::<_, i64>(0), "expires": r.get::<_, i64>(1)}))
            .collect())
        })
    }

    pub fn finished_per_variant(&self, account: i64) -> Result<Vec<(String, i64)>, String> {
        self.run(move |c| {
            Ok(c.query(
                "SELECT g.variant, COUNT(DISTINCT g.id) FROM seats s JOIN games g ON g.id = s.game
                     WHERE s.account = $1 AND g.finished GROUP BY g.variant ORDER BY g.variant",
                &[&account],
            )?
            .iter()
            .map(|r| (r.get(0), r.get(1)))
            .collect())
        })
    }

    pub fn games_of(&self, account: i64, limit: i64) -> Result<Vec<AccountGame>, String> {
        self.run(move |c| {
            let rows = c.query(
                "SELECT g.id, g.variant, g.options, g.created, g.finished, g.result, g.rated, g.unrated,
                        string_agg(s.seat::text, ',' ORDER BY s.seat)
                 FROM seats s JOIN games g ON g.id = s.game
                 WHERE s.account = $1 GROUP BY g.id ORDER BY g.created DESC, g.id LIMIT $2",
                &[&account, &limit],
            )?;
            let mut out = vec![];
            for r in rows {
                let id: String = r.get(0);
                let seats = c
                    .query(
                        "SELECT s.seat, s.kind, s.bot, s.name, a.name FROM seats s LEFT JOIN accounts a ON a.id = s.account
                         WHERE s.game = $1 ORDER BY s.seat",
                        &[&id],
                    )?
                    .iter()
                    .map(|s| {
                        json!({
                            "seat": s.get::<_, i64>(0),
                            "kind": s.get::<_, String>(1),
                            "bot": s.get::<_, Option<String>>(2),
                            "name": s.get::<_, Option<String>>(3),
                            "account": s.get::<_, Option<String>>(4),
                        })
                    })
                    .collect();
                let rating_after = c
                    .query_opt(
                        "SELECT mu, sigma FROM rating_history WHERE account = $1 AND game = $2",
                        &[&account, &id],
                    )?
                    .map(|h| (h.get(0), h.get(1)));
                let mine: String = r.get(8);
                out.push(AccountGame {
                    id,
                    variant: r.get(1),
                    options: r.get(2),
                    created: r.get(3),
                    finished: r.get(4),
                    result: r.get(5),
                    rated: r.get(6),
                    unrated: r.get(7),
                    mine: mine.split(',').filter_map(|x| x.parse().ok()).collect(),
                    seats,
                    rating_after,
                });
            }
            Ok(out)
        })
    }

    pub fn bind_seats(
        &mut self,
        game: &str,
        seats: &[u8],
        account: i64,
    ) -> Result<Vec<u8>, String> {
        let (game, seats) = (game.to_string(), seats.to_vec());
        self.run(move |c| {
            c.transaction(|t| {
                let mut changed = vec![];
                for &s in &seats {
                    let n = t.execute(
                        "UPDATE seats SET account = $1 WHERE game = $2 AND seat = $3 AND kind = 'human' AND account IS NULL",
                        &[&account, &game, &(s as i64)],
                    )?;
                    if n == 1 {
                        changed.push(s);
                    }
                }
                Ok(Outcome::Commit(changed))
            })
        })
    }

    // ---- quick match ----

    pub fn rating(
        &self,
        account: i64,
        preset: &str,
        players: u8,
        teams: bool,
    ) -> Result<Option<(f64, f64)>, String> {
        let preset = preset.to_string();
        self.run(move |c| {
            Ok(c.query_opt(
                "SELECT mu, sigma FROM ratings WHERE account = $1 AND preset = $2 AND players = $3 AND teams = $4",
                &[&account, &preset, &(players as i64), &teams],
            )?
            .map(|r| (r.get(0), r.get(1))))
        })
    }

    pub fn enqueue_ticket(&mut self, t: &NewTicket<'_>) -> Result<Enqueued, String> {
        let id_hash = t.id_hash.to_string();
        let account = t.account;
        let browser = t.browser.map(str::to_string);
        let client = t.client.to_string();
        let preset = t.preset.to_string();
        let (players, rated, rating, now) = (t.players as i64, t.rated, t.rating, t.now);
        self.run(move |c| {
            c.transaction(|tx| {
                if let Some(a) = account {
                    tx.execute("DELETE FROM match_tickets WHERE account = $1", &[&a])?;
                }
                if let Some(b) = &browser {
                    tx.execute("DELETE FROM match_tickets WHERE browser = $1", &[b])?;
                }
                let waiting: i64 = tx
                    .query_one("SELECT COUNT(*) FROM match_tickets WHERE game IS NULL", &[])?
                    .get(0);
                if waiting >= MAX_QUEUE {
                    return Ok(Outcome::Rollback(Enqueued::QueueFull));
                }
                if account.is_none() {
                    let mine: i64 = tx
                        .query_one(
                            "SELECT COUNT(*) FROM match_tickets WHERE account IS NULL AND client = $1",
                            &[&client],
                        )?
                        .get(0);
                    if mine >= GUEST_TICKETS_PER_CLIENT {
                        return Ok(Outcome::Rollback(Enqueued::TooManyGuests));
                    }
                }
                tx.execute(
                    "INSERT INTO match_tickets (id_hash, account, browser, client, preset, players, rated, rating, since, polled)
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)",
                    &[&id_hash, &account, &browser, &client, &preset, &players, &rated, &rating, &now],
                )?;
                Ok(Outcome::Commit(Enqueued::Queued))
            })
        })
    }

    pub fn poll_ticket(&mut self, id_hash: &str, now: i64) -> Result<Option<TicketRow>, String> {
        let h = id_hash.to_string();
        self.run(move |c| {
            let Some(r) = c.query_opt(
                "SELECT preset, players, rated, rating, since, game, seats, token FROM match_tickets WHERE id_hash = $1",
                &[&h],
            )?
            else {
                return Ok(None);
            };
            c.execute(
                "UPDATE match_tickets SET polled = $1 WHERE id_hash = $2",
                &[&now, &h],
            )?;
            Ok(Some(TicketRow {
                preset: r.get(0),
                players: seat_of(r.get(1))?,
                rated: r.get(2),
                rating: r.get(3),
                since: r.get(4),
                game: r.get(5),
                seats: r.get(6),
                token: r.get(7),
            }))
        })
    }

    pub fn cancel_ticket(&mut self, id_hash: &str) -> Result<bool, String> {
        self.exec(
            "DELETE FROM match_tickets WHERE id_hash = $1 AND game IS NULL",
            vec![s(id_hash)],
        )
        .map(|n| n > 0)
    }

    pub fn waiting_ticket(&self, id_hash: &str) -> Result<Option<WaitingTicket>, String> {
        let h = id_hash.to_string();
        self.run(move |c| {
            c.query_opt(
                "SELECT account, preset, players, since FROM match_tickets WHERE id_hash = $1 AND game IS NULL",
                &[&h],
            )?
            .map(|r| Ok((r.get(0), r.get(1), seat_of(r.get(2))?, r.get(3))))
            .transpose()
        })
    }

    pub fn claim_ticket(&mut self, id_hash: &str) -> Result<bool, String> {
        self.exec(
            "UPDATE match_tickets SET game = $1 WHERE id_hash = $2 AND game IS NULL",
            vec![s(PENDING), s(id_hash)],
        )
        .map(|n| n > 0)
    }

    pub fn set_ticket_table(
        &mut self,
        id_hash: &str,
        game: &str,
        seats: &str,
        token: &str,
    ) -> Result<(), String> {
        self.exec(
            "UPDATE match_tickets SET game = $1, seats = $2, token = $3 WHERE id_hash = $4",
            vec![s(game), s(seats), s(token), s(id_hash)],
        )
        .map(|_| ())
    }

    pub fn free_ticket(&mut self, id_hash: &str) -> Result<(), String> {
        self.exec(
            "UPDATE match_tickets SET game = NULL WHERE id_hash = $1",
            vec![s(id_hash)],
        )
        .map(|_| ())
    }

    pub fn claim_tables(
        &mut self,
        now: i64,
        pair: Pairing,
    ) -> Result<Vec<Vec<ClaimedTicket>>, String> {
        self.run(move |c| {
            c.transaction(|t| {
                // Another instance's round waits for this one, so a ticket is claimed once.
                t.batch("LOCK TABLE match_tickets IN SHARE ROW EXCLUSIVE MODE")?;
                t.execute(
                    "DELETE FROM match_tickets WHERE (game IS NULL AND polled < $1) OR (game IS NOT NULL AND game != $3 AND polled < $2)",
                    &[&(now - EXPIRE_MS), &(now - PAIRED_KEPT_MS), &PENDING],
                )?;
                t.execute(
                    "DELETE FROM match_tickets WHERE game IS NULL
                     AND account IN (SELECT id FROM accounts WHERE suspended)",
                    &[],
                )?;
                let mut rows: Vec<(String, Waiting)> = vec![];
                for r in t.query(
                    "SELECT id_hash, account, browser, preset, players, rated, rating, since
                     FROM match_tickets WHERE game IS NULL ORDER BY since, id_hash",
                    &[],
                )? {
                    rows.push((
                        r.get(0),
                        Waiting {
                            account: r.get(1),
                            browser: r.get(2),
                            preset: r.get(3),
                            players: seat_of(r.get(4))?,
                            rated: r.get(5),
                            rating: r.get(6),
                            since: r.get(7),
                            apart: vec![],
                        },
                    ));
                }
                let blocks: Vec<(i64, i64)> = t
                    .query(
                        "SELECT b.blocker, b.blocked FROM blocks b
                         JOIN match_tickets x ON x.account = b.blocker AND x.game IS NULL
                         JOIN match_tickets y ON y.account = b.blocked AND y.game IS NULL",
                        &[],
                    )?
                    .iter()
                    .map(|r| (r.get(0), r.get(1)))
                    .collect();
                for (_, w) in &mut rows {
                    let Some(me) = w.account else { continue };
                    for &(x, y) in &blocks {
                        if x == me {
                            w.apart.push(y);
                        } else if y == me {
                            w.apart.push(x);
                        }
                    }
                }
                let waiting: Vec<Waiting> = rows.iter().map(|(_, w)| w.clone()).collect();
                let mut groups = vec![];
                for g in pair(&waiting, now) {
                    for &k in &g {
                        t.execute(
                            "UPDATE match_tickets SET game = $1 WHERE id_hash = $2",
                            &[&PENDING, &rows[k].0],
                        )?;
                    }
                    groups.push(g.iter().map(|&k| rows[k].clone()).collect());
                }
                Ok(Outcome::Commit(groups))
            })
        })
    }

    pub fn recover_tickets(&self) -> Result<(), String> {
        self.exec(
            "UPDATE match_tickets SET game = NULL WHERE game = $1",
            vec![s(PENDING)],
        )
        .map(|_| ())
    }

    // ---- ratings ----

    pub fn settle_ratings(
        &mut self,
        game: &str,
        key: RatingKey<'_>,
        sides: Result<&[(Vec<i64>, usize)], &str>,
        update: Update,
        at: i64,
    ) -> Result<(), String> {
        let game = game.to_string();
        let (preset, players, teams) = (key.0.to_string(), key.1, key.2);
        let sides = sides.map(<[_]>::to_vec).map_err(str::to_string);
        self.run(move |c| {
            c.transaction(|t| {
                let first = t.execute(
                    "UPDATE games SET settled = TRUE WHERE id = $1 AND NOT settled",
                    &[&game],
                )?;
                if first == 0 {
                    return Ok(Outcome::Rollback(()));
                }
                let sides = match &sides {
                    Ok(s) => s,
                    Err(why) => {
                        t.execute(
                            "UPDATE games SET unrated = $1 WHERE id = $2",
                            &[why, &game],
                        )?;
                        return Ok(Outcome::Commit(()));
                    }
                };
                let mut before = vec![];
                for (accounts, rank) in sides {
                    let mut side = vec![];
                    for &a in accounts {
                        let r: Option<Mu> = t
                            .query_opt(
                                "SELECT mu, sigma FROM ratings WHERE account = $1 AND preset = $2 AND players = $3 AND teams = $4",
                                &[&a, &preset, &players, &teams],
                            )?
                            .map(|r| (r.get(0), r.get(1)));
                        let d = skillratings::weng_lin::WengLinRating::new();
                        side.push(r.unwrap_or((d.rating, d.uncertainty)));
                    }
                    before.push((side, *rank));
                }
                let after = update(&before);
                for ((accounts, _), new) in sides.iter().zip(&after) {
                    for (&a, &(mu, sigma)) in accounts.iter().zip(new) {
                        t.execute(
                            "INSERT INTO ratings (account, preset, players, teams, mu, sigma, games, updated)
                             VALUES ($1, $2, $3, $4, $5, $6, 1, $7)
                             ON CONFLICT (account, preset, players, teams)
                             DO UPDATE SET mu = $5, sigma = $6, games = ratings.games + 1, updated = $7",
                            &[&a, &preset, &players, &teams, &mu, &sigma, &at],
                        )?;
                        t.execute(
                            "INSERT INTO rating_history (account, game, preset, players, teams, at, mu, sigma)
                             VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
                             ON CONFLICT (account, game) DO UPDATE SET preset = $3, players = $4,
                                 teams = $5, at = $6, mu = $7, sigma = $8, seq = DEFAULT",
                            &[&a, &game, &preset, &players, &teams, &at, &mu, &sigma],
                        )?;
                    }
                }
                Ok(Outcome::Commit(()))
            })
        })
    }

    #[allow(clippy::too_many_arguments)]
    pub fn put_rating(
        &mut self,
        account: i64,
        preset: &str,
        players: i64,
        teams: bool,
        rating: Mu,
        games: i64,
        updated: i64,
    ) -> Result<(), String> {
        let preset = preset.to_string();
        self.run(move |c| {
            c.execute(
                "INSERT INTO ratings (account, preset, players, teams, mu, sigma, games, updated)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
                 ON CONFLICT (account, preset, players, teams)
                 DO UPDATE SET mu = $5, sigma = $6, games = $7, updated = $8",
                &[
                    &account, &preset, &players, &teams, &rating.0, &rating.1, &games, &updated,
                ],
            )
            .map(|_| ())
        })
    }

    pub fn unsettled_ids(&self) -> Result<Vec<String>, String> {
        self.run(|c| {
            c.query(
                "SELECT id FROM games WHERE rated AND finished AND NOT settled AND damaged IS NULL",
                &[],
            )
            .map(ids)
        })
    }

    pub fn ratings_of(&self, account: i64) -> Result<Vec<Value>, String> {
        self.run(move |c| {
            let rows = c.query(
                "SELECT preset, players, teams, mu, sigma, games, updated FROM ratings
                 WHERE account = $1 ORDER BY games DESC, preset",
                &[&account],
            )?;
            let mut out = vec![];
            for r in rows {
                let (preset, players, teams): (String, i64, bool) = (r.get(0), r.get(1), r.get(2));
                let (mu, sigma, games, updated): (f64, f64, i64, i64) =
                    (r.get(3), r.get(4), r.get(5), r.get(6));
                let history: Vec<Value> = c
                    .query(
                        "SELECT game, at, mu, sigma FROM rating_history
                         WHERE account = $1 AND preset = $2 AND players = $3 AND teams = $4 ORDER BY at, seq",
                        &[&account, &preset, &players, &teams],
                    )?
                    .iter()
                    .map(|h| {
                        let (mu, sigma): Mu = (h.get(2), h.get(3));
                        json!({
                            "game": h.get::<_, String>(0),
                            "at": h.get::<_, i64>(1),
                            "mu": mu,
                            "sigma": sigma,
                            "rating": shown((mu, sigma)).round(),
                        })
                    })
                    .collect();
                out.push(json!({
                    "preset": preset,
                    "players": players,
                    "teams": teams,
                    "mu": mu,
                    "sigma": sigma,
                    "rating": shown((mu, sigma)).round(),
                    "games": games,
                    "provisional": games < PROVISIONAL_GAMES,
                    "updated": updated,
                    "history": history,
                }));
            }
            Ok(out)
        })
    }

    pub fn leaderboard(&self, key: RatingKey<'_>, limit: i64) -> Result<Vec<Value>, String> {
        let (preset, players, teams) = (key.0.to_string(), key.1, key.2);
        self.run(move |c| {
            Ok(c.query(
                "SELECT a.name, r.mu, r.sigma, r.games FROM ratings r JOIN accounts a ON a.id = r.account
                 WHERE r.preset = $1 AND r.players = $2 AND r.teams = $3
                 ORDER BY r.mu - 3 * r.sigma DESC, a.name_key LIMIT $4",
                &[&preset, &players, &teams, &limit],
            )?
            .iter()
            .map(|r| {
                let (mu, sigma): Mu = (r.get(1), r.get(2));
                let games: i64 = r.get(3);
                json!({
                    "name": r.get::<_, String>(0),
                    "mu": mu,
                    "sigma": sigma,
                    "rating": shown((mu, sigma)).round(),
                    "games": games,
                    "provisional": games < PROVISIONAL_GAMES,
                })
            })
            .collect())
        })
    }

    // ---- friends, blocks, presence, invites, reports, suspensions ----

    fn exists(&self, sql: &'static str, a: i64, b: i64) -> Result<bool, String> {
        self.run(move |c| Ok(c.query(sql, &[&a, &b])?[0].get(0)))
    }

    pub fn blocked_between(&self, a: i64, b: i64) -> Result<bool, String> {
        self.exists(
            "SELECT EXISTS (SELECT 1 FROM blocks WHERE (blocker = $1 AND blocked = $2)
                                                  OR (blocker = $2 AND blocked = $1))",
            a,
            b,
        )
    }

    pub fn follows(&self, follower: i64, followee: i64) -> Result<bool, String> {
        self.exists(
            "SELECT EXISTS (SELECT 1 FROM follows WHERE follower = $1 AND followee = $2)",
            follower,
            followee,
        )
    }

    pub fn blocks(&self, blocker: i64, blocked: i64) -> Result<bool, String> {
        self.exists(
            "SELECT EXISTS (SELECT 1 FROM blocks WHERE blocker = $1 AND blocked = $2)",
            blocker,
            blocked,
        )
    }

    pub fn is_suspended(&self, account: i64) -> Result<bool, String> {
        self.run(move |c| {
            Ok(
                c.query_opt("SELECT suspended FROM accounts WHERE id = $1", &[&account])?
                    .is_some_and(|r| r.get(0)),
            )
        })
    }

    pub fn seen(&self, account: i64, at: i64) -> Result<(), String> {
        self.run(move |c| {
            c.execute(
                "INSERT INTO presence (account, seen) VALUES ($1, $2)
                 ON CONFLICT (account) DO UPDATE SET seen = excluded.seen
                 WHERE presence.seen <= excluded.seen - $3",
                &[&account, &at, &SEEN_WRITE_EVERY],
            )
            .map(|_| ())
        })
    }

    pub fn account_id(&self, name: &str) -> Result<Option<(i64, String)>, String> {
        let key = name.trim().to_ascii_lowercase();
        self.run(move |c| {
            Ok(
                c.query_opt("SELECT id, name FROM accounts WHERE name_key = $1", &[&key])?
                    .map(|r| (r.get(0), r.get(1))),
            )
        })
    }

    pub fn set_suspended(&mut self, name: &str, reason: Option<&str>) -> Result<String, String> {
        let Some((id, shown)) = self.account_id(name)? else {
            return Err(format!("no account '{name}'"));
        };
        let reason = reason.map(|r| r.trim().to_string());
        self.run(move |c| {
            c.transaction(|t| {
                t.execute(
                    "UPDATE accounts SET suspended = $1 WHERE id = $2",
                    &[&reason.is_some(), &id],
                )?;
                match &reason {
                    Some(r) => {
                        t.execute("DELETE FROM sessions WHERE account = $1", &[&id])?;
                        t.execute(
                            "INSERT INTO suspensions (account, at, reason) VALUES ($1, $2, $3)
                             ON CONFLICT (account) DO UPDATE SET at = $2, reason = $3",
                            &[&id, &now(), &(!r.is_empty()).then_some(r.as_str())],
                        )?;
                    }
                    None => {
                        t.execute("DELETE FROM suspensions WHERE account = $1", &[&id])?;
                    }
                }
                Ok(Outcome::Commit(()))
            })
        })?;
        Ok(shown)
    }

    pub fn reports(&self) -> Result<Vec<Report>, String> {
        self.run(|c| {
            Ok(c.query(
                "SELECT id, created, reporter_name, reported_name, game, line, said, seat, text, reason
                 FROM reports ORDER BY id",
                &[],
            )?
            .iter()
            .map(|r| Report {
                id: r.get(0),
                created: r.get(1),
                reporter: r.get(2),
                reported: r.get(3),
                game: r.get(4),
                line: r.get(5),
                said: r.get(6),
                seat: r.get(7),
                text: r.get(8),
                reason: r.get(9),
            })
            .collect())
        })
    }

    pub fn unfollow(&mut self, follower: i64, followee: i64) -> Result<(), String> {
        self.exec(
            "DELETE FROM follows WHERE follower = $1 AND followee = $2",
            vec![i(follower), i(followee)],
        )
        .map(|_| ())
    }

    pub fn unblock(&mut self, blocker: i64, blocked: i64) -> Result<(), String> {
        self.exec(
            "DELETE FROM blocks WHERE blocker = $1 AND blocked = $2",
            vec![i(blocker), i(blocked)],
        )
        .map(|_| ())
    }

    pub fn following(&self, account: i64, since: i64) -> Result<Vec<Value>, String> {
        self.run(move |c| {
            Ok(c.query(
                "SELECT a.name, COALESCE(p.seen, 0) >= $2 FROM follows f JOIN accounts a ON a.id = f.followee
                 LEFT JOIN presence p ON p.account = a.id
                 WHERE f.follower = $1 ORDER BY a.name_key",
                &[&account, &since],
            )?
            .iter()
            .map(|r| json!({"name": r.get::<_, String>(0), "online": r.get::<_, bool>(1)}))
            .collect())
        })
    }

    pub fn blocked_names(&self, account: i64) -> Result<Vec<String>, String> {
        self.run(move |c| {
            c.query(
                "SELECT a.name FROM blocks b JOIN accounts a ON a.id = b.blocked
                 WHERE b.blocker = $1 ORDER BY a.name_key",
                &[&account],
            )
            .map(ids)
        })
    }

    pub fn follow_count(&self, account: i64) -> Result<i64, String> {
        self.run(move |c| {
            Ok(c.query(
                "SELECT COUNT(*) FROM follows WHERE follower = $1",
                &[&account],
            )?[0]
                .get(0))
        })
    }

    pub fn block_count(&self, account: i64) -> Result<i64, String> {
        self.run(move |c| {
            Ok(c.query(
                "SELECT COUNT(*) FROM blocks WHERE blocker = $1",
                &[&account],
            )?[0]
                .get(0))
        })
    }

    pub fn follow(&mut self, follower: i64, followee: i64, at: i64) -> Result<(), String> {
        self.exec(
            "INSERT INTO follows (follower, followee, created) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
            vec![i(follower), i(followee), i(at)],
        )
        .map(|_| ())
    }

    pub fn block(&mut self, blocker: i64, blocked: i64, at: i64) -> Result<(), String> {
        self.run(move |c| {
            c.transaction(|t| {
                t.execute(
                    "INSERT INTO blocks (blocker, blocked, created) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
                    &[&blocker, &blocked, &at],
                )?;
                t.execute(
                    "DELETE FROM follows WHERE follower = $1 AND followee = $2",
                    &[&blocked, &blocker],
                )?;
                t.execute(
                    "DELETE FROM invites WHERE answer IS NULL AND ((sender = $1 AND recipient = $2) OR (sender = $2 AND recipient = $1))",
                    &[&blocker, &blocked],
                )?;
                Ok(Outcome::Commit(()))
            })
        })
    }

    pub fn notices(&mut self, account: i64, t: i64) -> Result<(Vec<Value>, Vec<Value>), String> {
        self.run(move |c| {
            c.transaction(|tx| {
                tx.execute(
                    "UPDATE invites SET answer = 'expired', answered = expires, token = NULL
                     WHERE answer IS NULL AND expires <= $1",
                    &[&t],
                )?;
                let invites = tx
                    .query(
                        "SELECT i.id, a.name, i.game, i.seat, i.expires FROM invites i JOIN accounts a ON a.id = i.sender
                         WHERE i.recipient = $1 AND i.answer IS NULL ORDER BY i.id",
                        &[&account],
                    )?
                    .iter()
                    .map(|r| {
                        json!({
                            "id": r.get::<_, i64>(0),
                            "from": r.get::<_, String>(1),
                            "game": r.get::<_, String>(2),
                            "seat": r.get::<_, i64>(3),
                            "expires": r.get::<_, i64>(4),
                        })
                    })
                    .collect();
                let answers = tx
                    .query(
                        "SELECT i.id, a.name, i.game, i.answer FROM invites i JOIN accounts a ON a.id = i.recipient
                         WHERE i.sender = $1 AND i.answer IS NOT NULL AND NOT i.told ORDER BY i.id",
                        &[&account],
                    )?
                    .iter()
                    .map(|r| {
                        json!({
                            "id": r.get::<_, i64>(0),
                            "to": r.get::<_, String>(1),
                            "game": r.get::<_, String>(2),
                            "answer": r.get::<_, String>(3),
                        })
                    })
                    .collect();
                tx.execute(
                    "UPDATE invites SET told = TRUE WHERE sender = $1 AND answer IS NOT NULL AND NOT told",
                    &[&account],
                )?;
                Ok(Outcome::Commit((invites, answers)))
            })
        })
    }

    #[allow(clippy::too_many_arguments)]
    pub fn new_invite(
        &mut self,
        sender: i64,
        recipient: i64,
        game: &str,
        seat: u8,
        token: &str,
        t: i64,
        expires: i64,
    ) -> Result<i64, String> {
        let (game, token) = (game.to_string(), token.to_string());
        self.run(move |c| {
            c.transaction(|tx| {
                tx.execute(
                    "DELETE FROM invites WHERE sender = $1 AND recipient = $2 AND answer IS NULL",
                    &[&sender, &recipient],
                )?;
                let id: i64 = tx
                    .query_one(
                        "INSERT INTO invites (sender, recipient, game, seat, token, created, expires)
                         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id",
                        &[&sender, &recipient, &game, &(seat as i64), &token, &t, &expires],
                    )?
                    .get(0);
                Ok(Outcome::Commit(id))
            })
        })
    }

    pub fn answer_invite(
        &mut self,
        id: i64,
        recipient: i64,
        how: &str,
        t: i64,
    ) -> Result<InviteAnswer, String> {
        let how = how.to_string();
        self.run(move |c| {
            c.transaction(|tx| {
                let Some(r) = tx.query_opt(
                    "SELECT game, seat, token, expires, answer FROM invites WHERE id = $1 AND recipient = $2",
                    &[&id, &recipient],
                )?
                else {
                    return Ok(Outcome::Rollback(InviteAnswer::NotFound));
                };
                let (expires, answered): (i64, Option<String>) = (r.get(3), r.get(4));
                if answered.is_some() || expires <= t {
                    return Ok(Outcome::Rollback(InviteAnswer::Closed));
                }
                tx.execute(
                    "UPDATE invites SET answer = $1, answered = $2, token = NULL WHERE id = $3",
                    &[&how, &t, &id],
                )?;
                Ok(Outcome::Commit(InviteAnswer::Answered(
                    r.get(0),
                    r.get(1),
                    r.get(2),
                )))
            })
        })
    }

    pub fn chat_line_of(&self, game: &str, line: i64) -> Result<Option<LineRow>, String> {
        let game = game.to_string();
        self.run(move |c| {
            Ok(c.query_opt(
                "SELECT c.at, c.seat, c.text, s.account, a.name FROM chat c
                 LEFT JOIN seats s ON s.game = c.game AND s.seat = c.seat
                 LEFT JOIN accounts a ON a.id = s.account
                 WHERE c.game = $1 AND c.n = $2",
                &[&game, &line],
            )?
            .map(|r| (r.get(0), r.get(1), r.get(2), r.get(3), r.get(4))))
        })
    }

    pub fn reported(&self, reporter: i64, game: &str, line: i64) -> Result<bool, String> {
        let game = game.to_string();
        self.run(move |c| {
            Ok(c.query(
                "SELECT EXISTS (SELECT 1 FROM reports WHERE reporter = $1 AND game = $2 AND line = $3)",
                &[&reporter, &game, &line],
            )?[0]
                .get(0))
        })
    }

    pub fn add_report(&mut self, r: &NewReport<'_>) -> Result<bool, String> {
        let args = vec![
            i(r.created),
            i(r.reporter),
            s(r.reporter_name),
            Arg::OI(r.reported),
            Arg::OS(r.reported_name.map(str::to_string)),
            s(r.game),
            i(r.line),
            i(r.said),
            Arg::OI(r.seat),
            s(r.text),
            Arg::OS(r.reason.map(str::to_string)),
        ];
        self.exec(
            "INSERT INTO reports (created, reporter, reporter_name, reported, reported_name, game, line, said, seat, text, reason)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
             ON CONFLICT (reporter, game, line) DO NOTHING",
            args,
        )
        .map(|n| n > 0)
    }

    pub fn social_export(&self, account: i64) -> Result<Value, String> {
        self.run(move |c| {
            let named = |rows: Vec<Row>| -> Vec<Value> {
                rows.iter()
                    .map(|r| json!({"name": r.get::<_, String>(0), "since": r.get::<_, i64>(1)}))
                    .collect()
            };
            let following = named(c.query(
                "SELECT a.name, f.created FROM follows f JOIN accounts a ON a.id = f.followee WHERE f.follower = $1",
                &[&account],
            )?);
            let blocking = named(c.query(
                "SELECT a.name, b.created FROM blocks b JOIN accounts a ON a.id = b.blocked WHERE b.blocker = $1",
                &[&account],
            )?);
            let seen: Vec<Value> = c
                .query("SELECT seen FROM presence WHERE account = $1", &[&account])?
                .iter()
                .map(|r| json!({"seen": r.get::<_, i64>(0)}))
                .collect();
            let invites: Vec<Value> = c
                .query(
                    "SELECT i.id, s.name, r.name, i.game, i.seat, i.created, i.answer FROM invites i
                     JOIN accounts s ON s.id = i.sender JOIN accounts r ON r.id = i.recipient
                     WHERE i.sender = $1 OR i.recipient = $1 ORDER BY i.id",
                    &[&account],
                )?
                .iter()
                .map(|r| {
                    json!({
                        "id": r.get::<_, i64>(0),
                        "from": r.get::<_, String>(1),
                        "to": r.get::<_, String>(2),
                        "game": r.get::<_, String>(3),
                        "seat": r.get::<_, i64>(4),
                        "created": r.get::<_, i64>(5),
                        "answer": r.get::<_, Option<String>>(6),
                    })
                })
                .collect();
            let reports_made: Vec<Value> = c
                .query(
                    "SELECT created, game, line, text, reason FROM reports WHERE reporter = $1 ORDER BY id",
                    &[&account],
                )?
                .iter()
                .map(|r| {
                    json!({
                        "created": r.get::<_, i64>(0),
                        "game": r.get::<_, String>(1),
                        "line": r.get::<_, i64>(2),
                        "text": r.get::<_, String>(3),
                        "reason": r.get::<_, Option<String>>(4),
                    })
                })
                .collect();
            Ok(json!({
                "following": following,
                "blocking": blocking,
                "seen": seen,
                "invites": invites,
                "reports_made": reports_made,
            }))
        })
    }
}

/// An owned statement parameter (sent to the database thread).
#[derive(Debug)]
enum Arg {
    S(String),
    I(i64),
    B(bool),
    OS(Option<String>),
    OI(Option<i64>),
}

fn s(x: &str) -> Arg {
    Arg::S(x.to_string())
}

fn i(x: i64) -> Arg {
    Arg::I(x)
}

fn b(x: bool) -> Arg {
    Arg::B(x)
}

fn refs(args: &[Arg]) -> Vec<&(dyn tokio_postgres::types::ToSql + Sync)> {
    args.iter()
        .map(|a| -> &(dyn tokio_postgres::types::ToSql + Sync) {
            match a {
                Arg::S(x) => x,
                Arg::I(x) => x,
                Arg::B(x) => x,
                Arg::OS(x) => x,
                Arg::OI(x) => x,
            }
        })
        .collect()
}

/// A value copied from SQLite, typed for its PostgreSQL column.
#[derive(Clone, Debug)]
pub enum CopyValue {
    Int(Option<i64>),
    Bool(Option<bool>),
    Real(Option<f64>),
    Text(Option<String>),
}

/// A table to copy: its name, columns and rows (in the order to insert them).
pub type CopyTable = (String, Vec<String>, Vec<Vec<CopyValue>>);

impl Postgres {
    /// Each table's columns and their PostgreSQL types (`bigint`, `boolean`,
    /// `double precision`, `text`), in the order of `tables`; the serial `seq` of
    /// `rating_history` is left out (it numbers the rows as they are inserted).
    pub fn columns(&self, tables: &[&str]) -> Result<Vec<Vec<(String, String)>>, String> {
        let tables: Vec<String> = tables.iter().map(|t| t.to_string()).collect();
        self.run(move |c| {
            let mut out = vec![];
            for t in &tables {
                let cols = c.query(
                    "SELECT column_name::text, data_type::text FROM information_schema.columns
                     WHERE table_schema = current_schema() AND table_name = $1 AND column_name != 'seq'
                     ORDER BY ordinal_position",
                    &[t],
                )?;
                out.push(cols.iter().map(|r| (r.get(0), r.get(1))).collect());
            }
            Ok(out)
        })
    }

    /// Insert every row of `tables` in one transaction, refusing a database that
    /// holds games or accounts already; the serial ids go on after the largest
    /// copied. Returns the rows inserted.
    pub fn copy_in(&mut self, tables: Vec<CopyTable>) -> Result<u64, String> {
        self.run(move |c| {
            c.transaction(|t| {
                let used: i64 = t
                    .query_one(
                        "SELECT (SELECT COUNT(*) FROM games) + (SELECT COUNT(*) FROM accounts)",
                        &[],
                    )?
                    .get(0);
                if used > 0 {
                    return Err(
                        "the target database holds games or accounts already: copy into an empty one"
                            .into(),
                    );
                }
                let mut n = 0;
                for (table, cols, rows) in &tables {
                    let marks: Vec<String> = (1..=cols.len()).map(|i| format!("${i}")).collect();
                    let sql = format!(
                        "INSERT INTO {table} ({}) VALUES ({})",
                        cols.join(", "),
                        marks.join(", ")
                    );
                    for row in rows {
                        let args: Vec<&(dyn tokio_postgres::types::ToSql + Sync)> = row
                            .iter()
                            .map(|v| -> &(dyn tokio_postgres::types::ToSql + Sync) {
                                match v {
                                    CopyValue::Int(x) => x,
                                    CopyValue::Bool(x) => x,
                                    CopyValue::Real(x) => x,
                                    CopyValue::Text(x) => x,
                                }
                            })
                            .collect();
                        t.execute(&sql, &args)
                            .map_err(|e| format!("table {table}: {e}"))?;
                        n += 1;
                    }
                    if cols.iter().any(|c| c == "id") && table != "games" {
                        t.batch(&format!(
                            "SELECT setval(pg_get_serial_sequence('{table}', 'id'), COALESCE((SELECT MAX(id) FROM {table}), 0) + 1, false)"
                        ))?;
                    }
                }
                Ok(Outcome::Commit(n))
            })
        })
    }
}
