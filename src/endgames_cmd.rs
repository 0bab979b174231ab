//! `pachisi endgames`: solve the exact race endgames of a 2-player variant and write
//! the table file (docs/endgames.md).

use crate::{Failure, VariantArgs, resolve_game};
use pachisi_bots::endgame::Table;
use std::fmt::Write as _;
use std::path::PathBuf;
use std::time::Instant;

/// Arguments of `pachisi endgames`.
#[derive(clap::Args, Clone, Debug)]
pub struct EndgamesArgs {
    #[command(flatten)]
    pub variant: VariantArgs,
    /// Most pieces per seat left in the home column (1 to 4).
    #[arg(long, default_value_t = 2)]
    pub pieces: u8,
    /// Write the table here.
    #[arg(long, value_name = "FILE")]
    pub out: PathBuf,
}

/// Solve and write the table; prints its size and time.
pub fn endgames(args: &EndgamesArgs, out: &mut String) -> Result<(), Failure> {
    let game = resolve_game(&args.variant)?;
    let start = Instant::now();
    let (table, stats) = Table::solve(&game, args.pieces, |done, all| {
        eprint!("\r{done} of {all} keys solved");
    })
    .map_err(|e| Failure::input(e.to_string()))?;
    eprintln!();
    let bytes = table.to_bytes();
    std::fs::write(&args.out, &bytes)
        .map_err(|e| Failure::input(format!("cannot write {}: {e}", args.out.display())))?;
    let _ = writeln!(
        out,
        "{}: {} keys (positions with the seat to move), {} bytes, {:.1} s; {} keys in cycles, {} turn searches, residual {:.1e}; wrote {}",
        game.variant().preset.name(),
        stats.keys,
        bytes.len(),
        start.elapsed().as_secs_f64(),
        stats.cyclic,
        stats.evaluations,
        stats.residual,
        args.out.display()
    );
    Ok(())
}
