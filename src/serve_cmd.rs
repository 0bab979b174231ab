//! `pachisi serve` (the browser app) and `pachisi verify` (provably fair records).

use crate::{Failure, read_file};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// `pachisi serve`: runs until killed.
pub fn serve(addr: &str, db: &Path, bot_delay_ms: u64) -> Result<(), Failure> {
    let config = pachisi_server::Config {
        addr: addr.to_string(),
        db: db.to_path_buf(),
        bot_delay: Duration::from_millis(bot_delay_ms),
    };
    pachisi_server::run(config).map_err(Failure::input)
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
