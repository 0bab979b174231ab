//! `pachisi serve` (the browser app) and `pachisi verify` (provably fair records).

use crate::{Failure, read_file};
use std::fmt::Write as _;
use std::path::PathBuf;
use std::time::Duration;

/// Options of `pachisi serve` (docs/security.md explains each limit).
#[derive(clap::Args, Debug)]
pub struct ServeArgs {
    /// Address to listen on (port 0 picks a free port; 0.0.0.0:8080 for every
    /// network interface, so that friends on the same network can join).
    #[arg(long, default_value = "127.0.0.1:8080")]
    pub addr: String,
    /// Where the games are kept: a SQLite file (created on first start), or a
    /// PostgreSQL database as a postgres:// or postgresql:// URL. Without it, the
    /// DATABASE_URL environment variable if set, else pachisi.db.
    #[arg(long)]
    pub db: Option<PathBuf>,
    /// A bot's thinking delay before each throw or move, in milliseconds.
    #[arg(long, default_value_t = 600)]
    pub bot_delay_ms: u64,
    /// Wall-clock limit of one bot decision or hint, in milliseconds (1 to 60000).
    #[arg(long, default_value_t = 2000, value_parser = clap::value_parser!(u64).range(1..=60_000))]
    pub bot_deadline_ms: u64,
    /// Wall-clock limit of one game review ("Analyse" on a finished game), in seconds
    /// (1 to 600); a review cut short is kept, coarser.
    #[arg(long, default_value_t = 30, value_parser = clap::value_parser!(u64).range(1..=600))]
    pub review_deadline_s: u64,
    /// Threads for bot decisions and hints (0: one per core).
    #[arg(long, default_value_t = 0)]
    pub bot_threads: usize,
    /// The address players use, e.g. https://pachisi.example.org behind a reverse
    /// proxy: invite links use it, and its host is accepted in Host and Origin.
    #[arg(long)]
    pub public_url: Option<String>,
    /// Another Host name to answer to (host or host:port); may be repeated.
    #[arg(long = "allow-host")]
    pub allow_host: Vec<String>,
    /// Behind a reverse proxy: take each client's address from the last
    /// X-Forwarded-For entry (the one the proxy appends; requests without one are
    /// refused), for the caps per client and the rate limits.
    #[arg(long)]
    pub trust_proxy: bool,
    /// Open connections at once, in all.
    #[arg(long, default_value_t = 4096, value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
    pub max_connections: u64,
    /// Open connections at once from one client address.
    #[arg(long, default_value_t = 64, value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
    pub max_connections_per_client: u64,
    /// Open WebSockets (players and spectators) at once, in all; kept below the
    /// connection cap.
    #[arg(long, default_value_t = 3072, value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
    pub max_websockets: u64,
    /// Open WebSockets at once from one client address (an IPv6 /64).
    #[arg(long, default_value_t = 32, value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
    pub max_websockets_per_client: u64,
    /// New games one client address may create per minute (0: no limit).
    #[arg(long, default_value_t = 20)]
    pub creates_per_minute: u32,
    /// For tests only: what one second of a turn clock lasts, in milliseconds (1 to
    /// 1000), so that browser tests see a clock run out without waiting for it.
    #[arg(long, hide = true, value_parser = clap::value_parser!(u64).range(1..=1000))]
    pub clock_unit_ms: Option<u64>,
}

/// `pachisi serve`: runs until killed.
pub fn serve(args: &ServeArgs) -> Result<(), Failure> {
    let defaults = pachisi_server::Limits::default();
    // A clock second lasts a second, unless a test asks for less (--clock-unit-ms).
    let second = pachisi_server::Config::default().clock_unit;
    let config = pachisi_server::Config {
        addr: args.addr.clone(),
        db: db_or_default(args.db.as_ref()),
        bot_delay: Duration::from_millis(args.bot_delay_ms),
        bot_deadline: Duration::from_millis(args.bot_deadline_ms),
        bot_threads: args.bot_threads,
        public_url: args.public_url.clone(),
        allowed_hosts: args.allow_host.clone(),
        trust_proxy: args.trust_proxy,
        limits: pachisi_server::Limits {
            max_connections: args.max_connections as usize,
            max_connections_per_client: args.max_connections_per_client as usize,
            max_websockets: args.max_websockets as usize,
            max_websockets_per_client: args.max_websockets_per_client as usize,
            creates_per_minute: args.creates_per_minute,
            ..defaults
        },
        clock_unit: args.clock_unit_ms.map_or(second, Duration::from_millis),
        review_deadline: Duration::from_secs(args.review_deadline_s),
    };
    pachisi_server::run(config).map_err(Failure::input)
}

/// `--db` if given, else the `DATABASE_URL` environment variable if set, else
/// `pachisi.db`.
pub fn db_or_default(db: Option<&PathBuf>) -> PathBuf {
    db.cloned()
        .or_else(|| std::env::var_os("DATABASE_URL").map(PathBuf::from))
        .unwrap_or_else(|| PathBuf::from("pachisi.db"))
}

/// `pachisi db ...`.
#[derive(clap::Subcommand, Debug)]
pub enum DbCommand {
    /// Check every stored game (rows, events replayed by the rules, bot seats) and list
    /// each problem; exit 1 when there is any.
    Check {
        /// The database of `pachisi serve`: its SQLite file or PostgreSQL URL (without
        /// it, DATABASE_URL if set, else pachisi.db).
        #[arg(long)]
        db: Option<PathBuf>,
    },
    /// A consistent copy of a SQLite store in a new file, safe while `serve` runs on
    /// it (SQLite's VACUUM INTO), then `db check` of the copy.
    Backup {
        /// The SQLite file of `pachisi serve` (without it, DATABASE_URL if set, else
        /// pachisi.db).
        #[arg(long)]
        db: Option<PathBuf>,
        /// The new file (refused if it exists).
        #[arg(long)]
        to: PathBuf,
    },
    /// Copy every table of a SQLite file into an empty PostgreSQL database (its
    /// schema made first), then check the copy as `db check` does.
    Migrate {
        /// The SQLite file (read only).
        #[arg(long)]
        from: PathBuf,
        /// The PostgreSQL database: a postgres:// or postgresql:// URL.
        #[arg(long)]
        to: String,
    },
}

/// `pachisi db check`: exit 0 with a count when every game is sound, 1 with one line
/// per problem otherwise, 2 when the file cannot be read as a game database.
pub fn db(cmd: &DbCommand, out: &mut String) -> Result<(), Failure> {
    match cmd {
        DbCommand::Migrate { from, to } => {
            let rows = pachisi_server::store::copy_to_postgres(from, to).map_err(Failure::input)?;
            let shown = pachisi_server::store::pg::redact(to);
            let _ = writeln!(out, "{}: {rows} rows copied to {shown}", from.display());
            db(
                &DbCommand::Check {
                    db: Some(PathBuf::from(to)),
                },
                out,
            )
        }
        DbCommand::Backup { db: from, to } => {
            let from = db_or_default(from.as_ref());
            let bytes = pachisi_server::store::backup_sqlite(&from, to).map_err(Failure::input)?;
            let _ = writeln!(
                out,
                "{}: backed up to {} ({bytes} bytes)",
                from.display(),
                to.display()
            );
            db(
                &DbCommand::Check {
                    db: Some(to.clone()),
                },
                out,
            )
        }
        DbCommand::Check { db } => {
            let db = &db_or_default(db.as_ref());
            let shown = pachisi_server::store::shown(db);
            let report = pachisi_server::store::check(db).map_err(Failure::input)?;
            for p in &report.problems {
                let _ = writeln!(out, "{p}");
            }
            if report.problems.is_empty() {
                let _ = writeln!(out, "{shown}: {} games, no problem found", report.games);
                Ok(())
            } else {
                Err(Failure {
                    code: 1,
                    message: format!(
                        "{shown}: {} problem(s) in {} games",
                        report.problems.len(),
                        report.games
                    ),
                })
            }
        }
    }
}

/// `pachisi verify RECORD`: exit 0 "verified", 1 at the first mismatch, 2 unreadable.
pub fn verify(path: &PathBuf, out: &mut String) -> Result<(), Failure> {
    let text = read_file(path)?;
    match pachisi_server::verify(&text) {
        Ok(v) => {
            let _ = writeln!(
                out,
                "verified: {} throws of {} events match the revealed seed and its commitment; the record replays{}",
                v.throws,
                v.events,
                if v.finished { " to its result" } else { "" }
            );
            Ok(())
        }
        Err(pachisi_server::VerifyError::Format(m)) => Err(Failure::input(m)),
        Err(pachisi_server::VerifyError::Mismatch(m)) => Err(Failure {
            code: 1,
            message: format!("not verified: {m}"),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::ServeArgs;
    use clap::{CommandFactory, Parser};

    #[derive(clap::Parser, Debug)]
    struct Serve {
        #[command(flatten)]
        args: ServeArgs,
    }

    #[test]
    fn clock_unit_is_a_hidden_test_flag_within_its_range() {
        let help = Serve::command().render_long_help().to_string();
        assert!(help.contains("--bot-delay-ms"), "{help}");
        assert!(
            !help.contains("clock-unit"),
            "the test-only flag is hidden: {help}"
        );
        let parse =
            |v: &str| Serve::try_parse_from(["serve".to_string(), format!("--clock-unit-ms={v}")]);
        assert_eq!(parse("20").unwrap().args.clock_unit_ms, Some(20));
        assert_eq!(
            Serve::try_parse_from(["serve"]).unwrap().args.clock_unit_ms,
            None
        );
        for bad in ["0", "1001", "-5", "fast", ""] {
            let e = parse(bad).expect_err(bad);
            assert!(e.to_string().contains("clock-unit-ms"), "{bad}: {e}");
        }
    }
}
