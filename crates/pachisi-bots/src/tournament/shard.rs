//! Shards of a tournament (`pachisi tournament --shard K/N`, `pachisi merge`): shard
//! `k` of `n` plays the games `k·T/n .. (k+1)·T/n` of the `T` games of the schedule
//! and writes their results; merging puts every game's result back in order and
//! builds the report exactly as [`run_tournament_from`](super::run_tournament_from)
//! does, so the merged report is byte for byte the one-machine report.

use super::{GameResult, Plan, TournamentError, TournamentReport};
use pachisi_core::{Game, State};
use pachisi_sim::report::{ShardHeader, ShardSpec, check_shards, read_shard, shard_text};
use rayon::prelude::*;

/// The JSON of `pachisi tournament --json`.
pub fn tournament_json(report: &TournamentReport) -> String {
    serde_json::to_string_pretty(report).unwrap_or_default() + "\n"
}

/// Play shard `shard` of a tournament and return its shard file (JSON text).
/// `threads = 0` runs in the current rayon pool.
pub fn tournament_shard(
    game: &Game,
    start: Option<&State>,
    bots: &[String],
    games: u32,
    seed: u64,
    shard: ShardSpec,
    threads: usize,
) -> Result<String, TournamentError> {
    let plan = Plan::new(game.variant(), start, bots, games)?;
    let range = shard.range(plan.total as u64);
    let run = || -> Vec<GameResult> {
        (range.start as u32..range.end as u32)
            .into_par_iter()
            .map(|i| plan.play(bots, seed, i))
            .collect()
    };
    let results = if threads == 0 {
        run()
    } else {
        rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .map_err(|e| TournamentError::Threads(e.to_string()))?
            .install(run)
    };
    let header = ShardHeader::new(
        "tournament",
        game,
        start,
        seed,
        games as u64,
        Some(bots.to_vec()),
        shard,
    );
    Ok(shard_text(&header, "results", &results))
}

/// Merge the shard files of one tournament into the report of `pachisi tournament
/// --json` for the whole tournament.
pub fn merge_tournament(texts: &[String]) -> Result<String, String> {
    let mut shards: Vec<(ShardHeader, Vec<GameResult>)> = Vec::with_capacity(texts.len());
    for (i, t) in texts.iter().enumerate() {
        shards.push(
            read_shard(t, "tournament", "results")
                .map_err(|e| format!("shard file {}: {e}", i + 1))?,
        );
    }
    let headers: Vec<ShardHeader> = shards.iter().map(|s| s.0.clone()).collect();
    let order = check_shards(&headers)?;
    let first = &headers[0];
    let (game, start) = first.game()?;
    let bots = first
        .bots
        .clone()
        .ok_or("a tournament shard without bots")?;
    let games = u32::try_from(first.games).map_err(|_| "too many games".to_string())?;
    let plan =
        Plan::new(game.variant(), start.as_ref(), &bots, games).map_err(|e| e.to_string())?;
    let mut results = Vec::with_capacity(plan.total as usize);
    for k in order {
        let (h, rs) = &shards[k];
        let want = h.spec()?.range(plan.total as u64);
        if rs.len() as u64 != want.end - want.start {
            return Err(format!(
                "shard {} of {}: has {} games, should have {}",
                h.shard[0],
                h.shard[1],
                rs.len(),
                want.end - want.start
            ));
        }
        for (i, r) in (want.start as u32..).zip(rs) {
            if !plan.fits(i, r) {
                return Err(format!(
                    "shard {} of {}: the result of game {i} does not fit the schedule",
                    h.shard[0], h.shard[1]
                ));
            }
        }
        results.extend(rs.iter().cloned());
    }
    Ok(tournament_json(&plan.report(
        game.variant(),
        &bots,
        first.seed,
        &results,
    )))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::run_tournament_from;
    use pachisi_core::Variant;

    #[test]
    fn merged_shards_give_the_whole_report() {
        let v = Variant::from_name("chopat", &["players=2".into(), "max_turns=60".into()]).unwrap();
        let game = Game::new(v.clone()).unwrap();
        let bots = vec!["random".to_string(), "heuristic".to_string()];
        let whole = run_tournament_from(&v, None, &bots, 7, 3, 1, None).unwrap();
        let want = tournament_json(&whole);
        let texts: Vec<String> = (0..3)
            .rev()
            .map(|k| {
                tournament_shard(&game, None, &bots, 7, 3, ShardSpec::new(k, 3).unwrap(), 2)
                    .unwrap()
            })
            .collect();
        assert_eq!(merge_tournament(&texts).unwrap(), want);
        assert!(
            merge_tournament(&texts[..2])
                .unwrap_err()
                .contains("missing shard 1")
        );
        // A result moved to another game does not fit the schedule.
        let swapped = texts[0].replacen(
            "\"lineup\": [\n        0,\n        1\n      ]",
            "\"lineup\": [\n        1,\n        0\n      ]",
            1,
        );
        assert_ne!(swapped, texts[0]);
        let err = merge_tournament(&[swapped, texts[1].clone(), texts[2].clone()]).unwrap_err();
        assert!(err.contains("does not fit"), "{err}");
        // A simulation shard is not a tournament shard.
        let sim =
            pachisi_sim::report::simulate_shard(&game, None, 4, 3, ShardSpec::WHOLE, None, &|| {})
                .unwrap();
        assert!(
            merge_tournament(&[sim])
                .unwrap_err()
                .contains("not a tournament shard")
        );
    }
}
