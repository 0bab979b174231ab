//! The PostgreSQL backend's connections: [`WORKERS`] threads, each with its own tokio
//! runtime and a `deadpool-postgres` pool of one `tokio-postgres` connection
//! (docs/deploy.md, "Stores").
//!
//! The server's store calls stay synchronous (they are short): each sends a job to a
//! channel that every worker reads and waits for its answer on a std channel, so up
//! to [`WORKERS`] calls run at once (with SQLite, one at a time under the store's
//! mutex: crate::store::SharedStore). A job runs on its worker's thread, outside the
//! server's runtime, so it may block on the pool's futures there; blocking on them
//! from inside the server's runtime would panic, which is why the sync `postgres`
//! crate is not used. A job is one statement or one transaction, on one connection.

use deadpool_postgres::{Manager, ManagerConfig, Pool, RecyclingMethod};
use std::sync::mpsc;
use std::time::Duration;
use tokio_postgres::types::ToSql;
use tokio_postgres::{NoTls, Row};

/// The schema migrations, in order: (version, name, SQL). Each is applied once, in
/// the transaction that opens the store, and recorded in `schema_version`.
pub const MIGRATIONS: [(i64, &str, &str); 5] = [
    (
        1,
        "0001_initial",
        include_str!("../../migrations/postgres/0001_initial.sql"),
    ),
    (
        2,
        "0002_room_leases",
        include_str!("../../migrations/postgres/0002_room_leases.sql"),
    ),
    (
        3,
        "0003_event_times",
        include_str!("../../migrations/postgres/0003_event_times.sql"),
    ),
    (
        4,
        "0004_presence",
        include_str!("../../migrations/postgres/0004_presence.sql"),
    ),
    (
        5,
        "0005_rate_limits",
        include_str!("../../migrations/postgres/0005_rate_limits.sql"),
    ),
];

/// What opening does to the schema.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Apply the migrations it lacks (serving).
    Migrate,
    /// Change nothing: refuse a database whose schema is not the current one (`db check`).
    Check,
}

/// Worker threads, each with one connection: how many store calls of one instance
/// run at once.
pub const WORKERS: usize = 4;

/// Whether `db` names a PostgreSQL database (a `postgres://` or `postgresql://` URL)
/// rather than a SQLite file.
pub fn is_url(db: &str) -> bool {
    db.starts_with("postgres://") || db.starts_with("postgresql://")
}

/// The URL without its password (for messages and logs).
pub fn redact(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_string();
    };
    let end = rest.find(['/', '?']).unwrap_or(rest.len());
    let (authority, tail) = rest.split_at(end);
    let authority = match authority.rsplit_once('@') {
        Some((user, host)) => {
            let user = user.split_once(':').map_or(user, |(u, _)| u);
            format!("{user}@{host}")
        }
        None => authority.to_string(),
    };
    // A password may also come as a query parameter.
    let tail = match tail.split_once('?') {
        Some((path, query)) => {
            let kept: Vec<&str> = query
                .split('&')
                .filter(|kv| !kv.to_ascii_lowercase().starts_with("password="))
                .collect();
            if kept.is_empty() {
                path.to_string()
            } else {
                format!("{path}?{}", kept.join("&"))
            }
        }
        None => tail.to_string(),
    };
    format!("{scheme}://{authority}{tail}")
}

/// An error with its causes (tokio-postgres puts the server's message in the source).
pub fn chain(e: &dyn std::error::Error) -> String {
    let mut s = e.to_string();
    let mut cur = e.source();
    while let Some(c) = cur {
        let m = c.to_string();
        if !s.contains(&m) {
            s.push_str(": ");
            s.push_str(&m);
        }
        cur = c.source();
    }
    s
}

/// The longest a statement may run on the server (`statement_timeout`, set on every
/// connection unless the URL sets its own) and the longest the server waits for a
/// connection to be made or lent by the pool.
pub const STATEMENT_TIMEOUT: Duration = Duration::from_secs(5);
/// The longest the store waits for any one answer of the database (a statement, a
/// connection from the pool), past which the call fails with an error: a database
/// that stops answering fails requests instead of holding the store for ever.
pub const DEADLINE: Duration = Duration::from_secs(10);
/// The longest a caller waits for the database thread to finish a job (a
/// transaction is several answers).
const JOB_DEADLINE: Duration = Duration::from_secs(30);

/// `fut` on the thread's runtime, failing after [`DEADLINE`].
fn within<T, E: std::error::Error>(
    rt: &tokio::runtime::Runtime,
    fut: impl std::future::Future<Output = Result<T, E>>,
) -> Result<T, String> {
    // The timer is made inside the runtime (it needs its clock).
    match rt.block_on(async { tokio::time::timeout(DEADLINE, fut).await }) {
        Ok(r) => r.map_err(|e| format!("database: {}", chain(&e))),
        Err(_) => Err(format!(
            "database: no answer within {} s",
            DEADLINE.as_secs()
        )),
    }
}

type Job = Box<dyn FnOnce(&mut Conn) + Send>;

/// The handle the store keeps: sends jobs to the workers. Cloning it gives another
/// handle to the same workers.
#[derive(Clone)]
pub struct Pg {
    jobs: mpsc::Sender<Job>,
    /// The URL without its password.
    pub shown: String,
}

/// What a job gets on the thread: the runtime and the pool.
pub struct Conn {
    rt: tokio::runtime::Runtime,
    pool: Pool,
}

/// A parameter list.
pub type Params<'a> = &'a [&'a (dyn ToSql + Sync)];

impl Conn {
    fn client(&mut self) -> Result<deadpool_postgres::Object, String> {
        within(&self.rt, self.pool.get())
    }

    /// Rows of a query.
    pub fn query(&mut self, sql: &str, params: Params<'_>) -> Result<Vec<Row>, String> {
        let c = self.client()?;
        within(&self.rt, c.query(sql, params))
    }

    /// At most one row of a query.
    pub fn query_opt(&mut self, sql: &str, params: Params<'_>) -> Result<Option<Row>, String> {
        let c = self.client()?;
        within(&self.rt, c.query_opt(sql, params))
    }

    /// Rows changed by a statement.
    pub fn execute(&mut self, sql: &str, params: Params<'_>) -> Result<u64, String> {
        let c = self.client()?;
        within(&self.rt, c.execute(sql, params))
    }

    /// Run `f` in one transaction: committed when it returns `Ok(Commit(..))`,
    /// rolled back otherwise.
    pub fn transaction<R>(
        &mut self,
        f: impl FnOnce(&mut Tx<'_>) -> Result<Outcome<R>, String>,
    ) -> Result<R, String> {
        let mut c = self.client()?;
        let tx = within(&self.rt, c.transaction())?;
        let mut t = Tx { rt: &self.rt, tx };
        match f(&mut t)? {
            Outcome::Commit(r) => {
                within(&self.rt, t.tx.commit())?;
                Ok(r)
            }
            Outcome::Rollback(r) => {
                within(&self.rt, t.tx.rollback())?;
                Ok(r)
            }
        }
    }
}

/// How a transaction ends.
pub enum Outcome<R> {
    Commit(R),
    Rollback(R),
}

/// A transaction on the thread.
pub struct Tx<'a> {
    rt: &'a tokio::runtime::Runtime,
    tx: deadpool_postgres::Transaction<'a>,
}

impl Tx<'_> {
    pub fn query(&mut self, sql: &str, params: Params<'_>) -> Result<Vec<Row>, String> {
        within(self.rt, self.tx.query(sql, params))
    }

    pub fn query_opt(&mut self, sql: &str, params: Params<'_>) -> Result<Option<Row>, String> {
        within(self.rt, self.tx.query_opt(sql, params))
    }

    pub fn query_one(&mut self, sql: &str, params: Params<'_>) -> Result<Row, String> {
        within(self.rt, self.tx.query_one(sql, params))
    }

    pub fn execute(&mut self, sql: &str, params: Params<'_>) -> Result<u64, String> {
        within(self.rt, self.tx.execute(sql, params))
    }

    pub fn batch(&mut self, sql: &str) -> Result<(), String> {
        within(self.rt, self.tx.batch_execute(sql))
    }
}

impl Pg {
    /// Connect to `url` on a new thread, apply the migrations not applied yet (in one
    /// transaction) and return the handle. Every failure names the URL without its
    /// password.
    pub fn open(url: &str, mode: Mode) -> Result<Pg, String> {
        let shown = redact(url);
        let config: tokio_postgres::Config = url.parse().map_err(|e: tokio_postgres::Error| {
            format!("{shown}: not a PostgreSQL URL: {}", chain(&e))
        })?;
        let (jobs, rx) = mpsc::channel::<Job>();
        let rx = std::sync::Arc::new(std::sync::Mutex::new(rx));
        // The first worker applies the migrations (or checks them) before the others
        // start; each worker then takes the next job whenever it is free.
        for worker in 0..WORKERS {
            let (ready_tx, ready_rx) = mpsc::channel::<Result<(), String>>();
            let shown_thread = shown.clone();
            let (config, rx) = (config.clone(), rx.clone());
            // The runtime is made and dropped on the thread: dropping one inside the
            // server's runtime would panic.
            std::thread::Builder::new()
                .name(format!("pachisi-postgres-{worker}"))
                .spawn(move || {
                    let mut conn = match connect(config) {
                        Ok(c) => c,
                        Err(e) => {
                            let _ = ready_tx.send(Err(format!("{shown_thread}: {e}")));
                            return;
                        }
                    };
                    let ready = match mode {
                        _ if worker > 0 => Ok(()),
                        Mode::Migrate => migrate(&mut conn),
                        Mode::Check => current(&mut conn),
                    };
                    let ok = ready.is_ok();
                    let _ = ready_tx.send(ready.map_err(|e| format!("{shown_thread}: {e}")));
                    if !ok {
                        return;
                    }
                    loop {
                        // The lock is held only while waiting for a job, not while it runs.
                        let job = rx.lock().unwrap_or_else(|e| e.into_inner()).recv();
                        match job {
                            Ok(job) => job(&mut conn),
                            Err(_) => return, // every handle is gone
                        }
                    }
                })
                .map_err(|e| format!("{shown}: {e}"))?;
            ready_rx
                .recv()
                .map_err(|_| format!("{shown}: the database thread stopped"))??;
        }
        Ok(Pg { jobs, shown })
    }

    /// Run `f` on the thread and wait for its answer.
    pub fn run<R: Send + 'static>(
        &self,
        f: impl FnOnce(&mut Conn) -> Result<R, String> + Send + 'static,
    ) -> Result<R, String> {
        let (tx, rx) = mpsc::sync_channel(1);
        let job: Job = Box::new(move |c| {
            let _ = tx.send(f(c));
        });
        self.jobs
            .send(job)
            .map_err(|_| format!("{}: the database thread stopped", self.shown))?;
        match rx.recv_timeout(JOB_DEADLINE) {
            Ok(r) => r,
            Err(mpsc::RecvTimeoutError::Timeout) => Err(format!(
                "{}: no answer within {} s",
                self.shown,
                JOB_DEADLINE.as_secs()
            )),
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                Err(format!("{}: the database thread stopped", self.shown))
            }
        }
    }
}

/// The runtime and the pool (connections are made when first needed), with the
/// deadlines above.
fn connect(mut config: tokio_postgres::Config) -> Result<Conn, String> {
    if config.get_connect_timeout().is_none() {
        config.connect_timeout(STATEMENT_TIMEOUT);
    }
    let options = config.get_options().unwrap_or("").to_string();
    if !options.contains("statement_timeout") {
        let ms = STATEMENT_TIMEOUT.as_millis();
        config.options(format!("{options} -c statement_timeout={ms}").trim_start());
    }
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    let manager = Manager::from_config(
        config,
        NoTls,
        ManagerConfig {
            recycling_method: RecyclingMethod::Fast,
        },
    );
    let pool = {
        let _guard = rt.enter();
        Pool::builder(manager)
            .max_size(1)
            .runtime(deadpool_postgres::Runtime::Tokio1)
            .wait_timeout(Some(STATEMENT_TIMEOUT))
            .create_timeout(Some(STATEMENT_TIMEOUT))
            .recycle_timeout(Some(STATEMENT_TIMEOUT))
            .build()
            .map_err(|e| e.to_string())?
    };
    Ok(Conn { rt, pool })
}

/// Apply the migrations not applied yet, in one transaction (an advisory lock keeps
/// two instances starting at once from applying them twice).
fn migrate(c: &mut Conn) -> Result<(), String> {
    c.transaction(|t| {
        t.batch(
            "SELECT pg_advisory_xact_lock(7361726);
             CREATE TABLE IF NOT EXISTS schema_version (
                 version  BIGINT PRIMARY KEY,
                 name     TEXT NOT NULL,
                 applied  BIGINT NOT NULL
             );",
        )?;
        let have: i64 = t
            .query_one("SELECT COALESCE(MAX(version), 0) FROM schema_version", &[])?
            .get(0);
        for (version, name, sql) in MIGRATIONS {
            if version <= have {
                continue;
            }
            t.batch(sql)
                .map_err(|e| format!("migration {name} failed: {e}"))?;
            t.execute(
                "INSERT INTO schema_version (version, name, applied) VALUES ($1, $2, $3)",
                &[&version, &name, &crate::accounts::now()],
            )?;
        }
        Ok(Outcome::Commit(()))
    })
}

/// Refuse a database whose migrations are not all applied.
fn current(c: &mut Conn) -> Result<(), String> {
    let known = c
        .query_opt("SELECT to_regclass('schema_version') IS NOT NULL", &[])?
        .is_some_and(|r| r.get::<_, bool>(0));
    if !known {
        return Err("not a pachisi database (no table schema_version)".into());
    }
    let have: i64 = c
        .query_opt("SELECT COALESCE(MAX(version), 0) FROM schema_version", &[])?
        .map_or(0, |r| r.get(0));
    // The last migration's number (numbers need not be consecutive).
    let want = MIGRATIONS.iter().map(|m| m.0).max().unwrap_or(0);
    if have < want {
        return Err(format!(
            "its schema is at version {have}, this pachisi's is {want}: start `pachisi serve` on it once to migrate it"
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_password_is_left_out() {
        assert_eq!(
            redact("postgres://ann:s3cret@db.example:5432/pachisi"),
            "postgres://ann@db.example:5432/pachisi"
        );
        assert_eq!(
            redact("postgresql://ann@localhost/p?password=x&sslmode=disable"),
            "postgresql://ann@localhost/p?sslmode=disable"
        );
        assert_eq!(redact("postgres://localhost/p"), "postgres://localhost/p");
        assert!(is_url("postgresql://x/y") && !is_url("pachisi.db"));
    }

    /// A "database" that accepts the connection and never answers: opening fails with
    /// an error (after the pool's create timeout) instead of waiting for ever.
    #[test]
    fn a_database_that_never_answers_is_an_error_not_a_hang() {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let held = std::thread::spawn(move || {
            // Keep the accepted connections open, silent, until the test ends.
            let mut kept = Vec::new();
            for c in listener.incoming().take(8) {
                match c {
                    Ok(c) => kept.push(c),
                    Err(_) => break,
                }
            }
            kept
        });
        let url = format!("postgres://ann:s3cret@127.0.0.1:{port}/pachisi");
        let e = Pg::open(&url, Mode::Migrate)
            .err()
            .expect("no database answered");
        assert!(
            e.starts_with(&format!("postgres://ann@127.0.0.1:{port}/pachisi: ")),
            "{e}"
        );
        assert!(!e.contains("s3cret"), "{e}");
        // The database's own failure, not the thread's: it timed out, it did not panic.
        assert!(e.contains(": database: "), "{e}");
        assert!(!e.contains("thread stopped"), "{e}");
        drop(held);
    }

    /// On a real server (CI's throwaway cluster: `PACHISI_TEST_POSTGRES`), every
    /// connection runs with the statement deadline.
    #[test]
    fn connections_carry_the_statement_timeout() {
        let Ok(url) = std::env::var("PACHISI_TEST_POSTGRES") else {
            return;
        };
        let pg = Pg::open(&url, Mode::Migrate).unwrap();
        let shown: String = pg
            .run(|c| {
                c.query_opt("SHOW statement_timeout", &[])
                    .map(|r| r.map(|r| r.get(0)).unwrap_or_default())
            })
            .unwrap();
        assert_eq!(shown, format!("{}s", STATEMENT_TIMEOUT.as_secs()));
    }
}
