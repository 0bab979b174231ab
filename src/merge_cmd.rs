//! `pachisi merge`: put the shards of a run (`simulate --shard K/N`, `tournament
//! --shard K/N`) back together into the report of the whole run.

use crate::{Failure, read_file};
use pachisi_bots::tournament::shard::merge_tournament;
use pachisi_sim::report::{merge_simulate, shard_kind};
use std::path::PathBuf;

/// `pachisi merge FILE...`: prints the JSON report `simulate --json` or `tournament
/// --json` prints for the whole run, byte for byte.
pub fn merge(files: &[PathBuf], out: &mut String) -> Result<(), Failure> {
    if files.is_empty() {
        return Err(Failure::input("merge needs the shard files of one run"));
    }
    let mut texts = Vec::with_capacity(files.len());
    let mut kind = None;
    for path in files {
        let text = read_file(path)?;
        let k =
            shard_kind(&text).map_err(|e| Failure::input(format!("{}: {e}", path.display())))?;
        match &kind {
            None => kind = Some(k),
            Some(first) if *first != k => {
                return Err(Failure::input(format!(
                    "{}: a {k} shard among {first} shards",
                    path.display()
                )));
            }
            _ => {}
        }
        texts.push(text);
    }
    let report = match kind.as_deref() {
        Some("simulate") => merge_simulate(&texts),
        Some("tournament") => merge_tournament(&texts),
        Some(k) => Err(format!("unknown shard kind '{k}'")),
        None => Err("no shard".into()),
    }
    .map_err(Failure::input)?;
    out.push_str(&report);
    Ok(())
}
