//! `pachisi admin`: the operator's tools on the server's database (the same `--db` as
//! `pachisi serve`, which may be running): chat reports and account suspension
//! (docs/security.md, "Friends, blocks and reports").

use crate::Failure;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// `pachisi admin ...`.
#[derive(clap::Subcommand, Debug)]
pub enum AdminCommand {
    /// List the reported chat lines, oldest first: who reported whom, the line's text,
    /// game, line number and time, and the reason given.
    Reports {
        /// The SQLite file of `pachisi serve`.
        #[arg(long, default_value = "pachisi.db")]
        db: PathBuf,
        /// One JSON array instead of text lines.
        #[arg(long)]
        json: bool,
    },
    /// Suspend an account: it cannot sign in, chat or queue, and its sessions end.
    Suspend {
        /// The account's user name (any case).
        name: String,
        /// Why (kept with the suspension).
        #[arg(long, default_value = "")]
        reason: String,
        #[arg(long, default_value = "pachisi.db")]
        db: PathBuf,
    },
    /// Lift an account's suspension.
    Unsuspend {
        name: String,
        #[arg(long, default_value = "pachisi.db")]
        db: PathBuf,
    },
}

fn open(db: &Path) -> Result<pachisi_server::store::Store, Failure> {
    let url = db.to_str().is_some_and(pachisi_server::store::pg::is_url);
    if !url && !db.is_file() {
        return Err(Failure::input(format!("{}: no such file", db.display())));
    }
    pachisi_server::store::Store::open(db).map_err(Failure::input)
}

/// Run an admin command: exit 0, or 2 for a missing file or an unknown account.
pub fn admin(cmd: &AdminCommand, out: &mut String) -> Result<(), Failure> {
    match cmd {
        AdminCommand::Reports { db, json } => {
            let reports = open(db)?.reports().map_err(Failure::input)?;
            out.push_str(&pachisi_server::social::reports_text(&reports, *json));
        }
        AdminCommand::Suspend { name, reason, db } => {
            let name = open(db)?
                .set_suspended(name, Some(reason))
                .map_err(Failure::input)?;
            let _ = writeln!(out, "{name} is suspended; their sessions have ended");
        }
        AdminCommand::Unsuspend { name, db } => {
            let name = open(db)?
                .set_suspended(name, None)
                .map_err(Failure::input)?;
            let _ = writeln!(out, "{name} may sign in again");
        }
    }
    Ok(())
}
