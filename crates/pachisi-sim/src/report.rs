//! The JSON report of a simulation (`pachisi simulate --json`), and shards: a run split
//! into parts that any scheduler (Ray, Slurm, a shell loop) runs separately and
//! [`merge_simulate`] puts back together.
//!
//! Game `i` of a run depends only on (seed, i), and a run's statistics are a pure
//! function of its [`Tally`], which merges by exact integer addition. Shard `k` of `n`
//! plays the games `k·G/n .. (k+1)·G/n` (0-based `k`, written `k+1/n` on the command
//! line) and writes its tally; merging all `n` shards gives the tally, and so the
//! report, of the whole run, byte for byte.

use crate::{Histogram, Summary, Tally, play_one, play_one_from};
use pachisi_core::position::{option_overrides, variant_from_json};
use pachisi_core::{Game, PositionJson, State};
use rayon::prelude::*;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};
use std::ops::Range;

/// The format name of a shard file.
pub const SHARD_FORMAT: &str = "pachisi-shard";

/// Pretty JSON with a final newline, as every `--json` output of the CLI.
pub fn to_json_text<T: Serialize>(v: &T) -> String {
    serde_json::to_string_pretty(v).unwrap_or_default() + "\n"
}

/// The report of `pachisi simulate --json`: variant, option overrides, seed, seats,
/// teams, the summary and (when the games went on from a position) that position.
pub fn simulate_json(game: &Game, seed: u64, from: Option<&State>, summary: &Summary) -> String {
    let mut v = json!({
        "variant": game.variant().preset.name(),
        "options": option_overrides(game.variant()),
        "seed": seed,
        "seats": game.seats(),
        "teams": game.options().teams,
        "summary": summary,
    });
    if let Some(s) = from {
        v["position"] = serde_json::to_value(game.to_position(s)).unwrap_or_default();
    }
    to_json_text(&v)
}

/// One part of a run split in `count` parts: `index` is 0-based.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShardSpec {
    pub index: u64,
    pub count: u64,
}

/// The most parts a run may be split into.
pub const MAX_SHARDS: u64 = 1_000_000;

impl ShardSpec {
    /// The whole run as one part.
    pub const WHOLE: ShardSpec = ShardSpec { index: 0, count: 1 };

    /// Read `K/N` (1-based `K`, `1 ≤ K ≤ N ≤ 1 000 000`), as given to `--shard`.
    pub fn parse(text: &str) -> Result<ShardSpec, String> {
        let err =
            || format!("--shard '{text}': expected K/N with 1 ≤ K ≤ N ≤ {MAX_SHARDS}, e.g. 2/8");
        let (k, n) = text.trim().split_once('/').ok_or_else(err)?;
        let k: u64 = k.trim().parse().map_err(|_| err())?;
        let n: u64 = n.trim().parse().map_err(|_| err())?;
        ShardSpec::new(k.wrapping_sub(1), n).map_err(|_| err())
    }

    /// Part `index` (0-based) of `count`.
    pub fn new(index: u64, count: u64) -> Result<ShardSpec, String> {
        if count == 0 || count > MAX_SHARDS || index >= count {
            return Err(format!(
                "shard {} of {count}: need 1 ≤ K ≤ N ≤ {MAX_SHARDS}",
                index.wrapping_add(1)
            ));
        }
        Ok(ShardSpec { index, count })
    }

    /// The items of this part of `0..total`: `index·total/count .. (index+1)·total/count`.
    pub fn range(self, total: u64) -> Range<u64> {
        let at = |k: u64| (k as u128 * total as u128 / self.count as u128) as u64;
        at(self.index)..at(self.index + 1)
    }
}

/// Play the games `range` of a run seeded with `seed` (from `start`, or from the
/// beginning) and tally them; `threads` as in [`crate::run_with_threads`].
pub fn run_range(
    game: &Game,
    start: Option<&State>,
    range: Range<u64>,
    seed: u64,
    threads: Option<usize>,
    tick: &(dyn Fn() + Sync),
) -> Result<Tally, String> {
    let run = || {
        range
            .clone()
            .into_par_iter()
            .fold(Tally::default, |mut t, i| {
                t.add(&match start {
                    Some(s) => play_one_from(game, s, seed, i),
                    None => play_one(game, seed, i),
                });
                tick();
                t
            })
            .reduce(Tally::default, Tally::merge)
    };
    match threads {
        None => Ok(run()),
        Some(t) => rayon::ThreadPoolBuilder::new()
            .num_threads(t)
            .build()
            .map_err(|e| format!("cannot start {t} threads: {e}"))
            .map(|pool| pool.install(run)),
    }
}

/// A [`Tally`] as written in a shard file: each histogram as `[value, games]` pairs.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct TallyJson {
    games: u64,
    turns: Vec<(u32, u64)>,
    moves: Vec<(u32, u64)>,
    throws: Vec<(u32, u64)>,
    captures: Vec<(u32, u64)>,
    forfeited: Vec<(u32, u64)>,
    cancelled: Vec<(u32, u64)>,
    seat_wins: [u64; 4],
    team_wins: [u64; 2],
    no_team: u64,
    adjudicated: u64,
    adjudicated_cap: u64,
}

fn hist_pairs(h: &Histogram) -> Vec<(u32, u64)> {
    h.counts().collect()
}

fn hist_of(name: &str, pairs: &[(u32, u64)], games: u64) -> Result<Histogram, String> {
    let mut h = Histogram::default();
    let mut total = 0u64;
    for &(v, c) in pairs {
        if c == 0 || h.counts.insert(v, c).is_some() {
            return Err(format!(
                "tally.{name}: value {v} is listed twice or with 0 games"
            ));
        }
        total = total
            .checked_add(c)
            .ok_or_else(|| format!("tally.{name}: too many games"))?;
    }
    if total != games {
        return Err(format!(
            "tally.{name} counts {total} games, the tally {games}"
        ));
    }
    Ok(h)
}

impl TallyJson {
    fn of(t: &Tally) -> TallyJson {
        TallyJson {
            games: t.games,
            turns: hist_pairs(&t.turns),
            moves: hist_pairs(&t.moves),
            throws: hist_pairs(&t.throws),
            captures: hist_pairs(&t.captures),
            forfeited: hist_pairs(&t.forfeited),
            cancelled: hist_pairs(&t.cancelled),
            seat_wins: t.seat_wins,
            team_wins: t.team_wins,
            no_team: t.no_team,
            adjudicated: t.adjudicated,
            adjudicated_cap: t.adjudicated_cap,
        }
    }

    fn tally(&self) -> Result<Tally, String> {
        let n = self.games;
        let t = Tally {
            games: n,
            turns: hist_of("turns", &self.turns, n)?,
            moves: hist_of("moves", &self.moves, n)?,
            throws: hist_of("throws", &self.throws, n)?,
            captures: hist_of("captures", &self.captures, n)?,
            forfeited: hist_of("forfeited", &self.forfeited, n)?,
            cancelled: hist_of("cancelled", &self.cancelled, n)?,
            seat_wins: self.seat_wins,
            team_wins: self.team_wins,
            no_team: self.no_team,
            adjudicated: self.adjudicated,
            adjudicated_cap: self.adjudicated_cap,
        };
        let sums = [
            t.seat_wins.iter().try_fold(0u64, |a, &b| a.checked_add(b)),
            t.team_wins
                .iter()
                .chain([&t.no_team])
                .try_fold(0u64, |a, &b| a.checked_add(b)),
        ];
        if sums.iter().any(|s| *s != Some(n))
            || t.adjudicated_cap > t.adjudicated
            || t.adjudicated > n
        {
            return Err(format!(
                "tally: win counts or adjudicated games do not add up to its {n} games"
            ));
        }
        Ok(t)
    }
}

/// The header every shard of one run shares.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ShardHeader {
    pub format: String,
    pub version: u32,
    /// `"simulate"` or `"tournament"`.
    pub kind: String,
    /// Preset name and option overrides (as in position files).
    pub variant: String,
    pub options: Map<String, Value>,
    pub seed: u64,
    /// Games of the whole run, as asked.
    pub games: u64,
    /// The bots of a tournament (absent for a simulation).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bots: Option<Vec<String>>,
    /// The position every game went on from, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub position: Option<PositionJson>,
    /// `[k, n]`: this is part k (1-based) of n.
    pub shard: [u64; 2],
}

impl ShardHeader {
    /// A header for `kind` of `game`.
    pub fn new(
        kind: &str,
        game: &Game,
        start: Option<&State>,
        seed: u64,
        games: u64,
        bots: Option<Vec<String>>,
        shard: ShardSpec,
    ) -> ShardHeader {
        ShardHeader {
            format: SHARD_FORMAT.into(),
            version: 1,
            kind: kind.into(),
            variant: game.variant().preset.name().into(),
            options: option_overrides(game.variant()),
            seed,
            games,
            bots,
            position: start.map(|s| game.to_position(s)),
            shard: [shard.index + 1, shard.count],
        }
    }

    /// The game (and start state) the header names.
    pub fn game(&self) -> Result<(Game, Option<State>), String> {
        let v = variant_from_json(&self.variant, &self.options).map_err(|e| e.to_string())?;
        let game = Game::new(v).map_err(|e| e.to_string())?;
        let start = match &self.position {
            Some(p) => Some(game.from_position(p).map_err(|e| e.to_string())?),
            None => None,
        };
        Ok((game, start))
    }

    /// This shard's [`ShardSpec`].
    pub fn spec(&self) -> Result<ShardSpec, String> {
        ShardSpec::new(self.shard[0].wrapping_sub(1), self.shard[1])
    }
}

/// A shard file: its header's fields plus one more, `body_key` (e.g. `tally`), as JSON
/// text.
pub fn shard_text<T: Serialize>(header: &ShardHeader, body_key: &str, body: &T) -> String {
    let mut v = serde_json::to_value(header).unwrap_or_default();
    v[body_key] = serde_json::to_value(body).unwrap_or_default();
    to_json_text(&v)
}

/// Read a shard file of `kind`: its header, and the value of `body_key` read as `T`.
pub fn read_shard<T: for<'de> Deserialize<'de>>(
    text: &str,
    kind: &str,
    body_key: &str,
) -> Result<(ShardHeader, T), String> {
    let mut v: Value = serde_json::from_str(text).map_err(|e| format!("not JSON: {e}"))?;
    if v.get("format").and_then(Value::as_str) != Some(SHARD_FORMAT) {
        return Err(format!(
            "not a shard file (format must be \"{SHARD_FORMAT}\")"
        ));
    }
    if v.get("version").and_then(Value::as_u64) != Some(1) {
        return Err("unsupported shard version (this program reads version 1)".into());
    }
    let found = v.get("kind").and_then(Value::as_str).unwrap_or("unknown");
    if found != kind {
        return Err(format!("a {found} shard, not a {kind} shard"));
    }
    let body = v
        .as_object_mut()
        .and_then(|o| o.remove(body_key))
        .ok_or_else(|| format!("no `{body_key}` in the shard file"))?;
    let header: ShardHeader =
        serde_json::from_value(v).map_err(|e| format!("bad shard header: {e}"))?;
    let body = serde_json::from_value(body).map_err(|e| format!("bad `{body_key}`: {e}"))?;
    Ok((header, body))
}

/// Run shard `shard` of `pachisi simulate` and return its shard file (JSON text).
pub fn simulate_shard(
    game: &Game,
    start: Option<&State>,
    games: u64,
    seed: u64,
    shard: ShardSpec,
    threads: Option<usize>,
    tick: &(dyn Fn() + Sync),
) -> Result<String, String> {
    let tally = run_range(game, start, shard.range(games), seed, threads, tick)?;
    let header = ShardHeader::new("simulate", game, start, seed, games, None, shard);
    Ok(shard_text(&header, "tally", &TallyJson::of(&tally)))
}

/// The kind of a shard file (`"simulate"` or `"tournament"`), to pick its merge.
pub fn shard_kind(text: &str) -> Result<String, String> {
    let v: Value = serde_json::from_str(text).map_err(|e| format!("not JSON: {e}"))?;
    if v.get("format").and_then(Value::as_str) != Some(SHARD_FORMAT) {
        return Err(format!(
            "not a shard file (format must be \"{SHARD_FORMAT}\")"
        ));
    }
    v.get("kind")
        .and_then(Value::as_str)
        .map(str::to_string)
        .ok_or_else(|| "the shard file has no `kind`".into())
}

/// Check that `headers` are all the parts of one run, each once, and return them in
/// order of part (by index into `headers`).
pub fn check_shards(headers: &[ShardHeader]) -> Result<Vec<usize>, String> {
    let first = headers.first().ok_or("no shard to merge")?;
    let n = first.spec()?.count;
    let mut at = vec![None; n as usize];
    for (i, h) in headers.iter().enumerate() {
        let spec = h.spec()?;
        let mut same = h.clone();
        same.shard = first.shard;
        if same != *first {
            return Err(format!(
                "shard {} of {} is not from the same run as the first (kind, variant, options, seed, games, bots and position must match)",
                h.shard[0], h.shard[1]
            ));
        }
        if at[spec.index as usize].replace(i).is_some() {
            return Err(format!("shard {} of {n} is given twice", spec.index + 1));
        }
    }
    let missing: Vec<String> = at
        .iter()
        .enumerate()
        .filter(|(_, x)| x.is_none())
        .map(|(k, _)| (k + 1).to_string())
        .collect();
    if !missing.is_empty() {
        let shown = missing
            .iter()
            .take(20)
            .cloned()
            .collect::<Vec<_>>()
            .join(", ");
        return Err(format!(
            "missing shard{} {shown}{} of {n}",
            if missing.len() > 1 { "s" } else { "" },
            if missing.len() > 20 { ", …" } else { "" }
        ));
    }
    Ok(at.into_iter().flatten().collect())
}

/// Merge the shard files of one simulation into the report of `pachisi simulate
/// --json` for the whole run.
pub fn merge_simulate(texts: &[String]) -> Result<String, String> {
    let mut shards: Vec<(ShardHeader, TallyJson)> = Vec::with_capacity(texts.len());
    for (i, t) in texts.iter().enumerate() {
        shards.push(
            read_shard(t, "simulate", "tally").map_err(|e| format!("shard file {}: {e}", i + 1))?,
        );
    }
    let headers: Vec<ShardHeader> = shards.iter().map(|s| s.0.clone()).collect();
    let order = check_shards(&headers)?;
    let first = &headers[0];
    let (game, start) = first.game()?;
    let mut tally = Tally::default();
    for i in order {
        let (h, body) = &shards[i];
        let t = body
            .tally()
            .map_err(|e| format!("shard {} of {}: {e}", h.shard[0], h.shard[1]))?;
        let want = h.spec()?.range(first.games);
        if t.games != want.end - want.start {
            return Err(format!(
                "shard {} of {}: has {} games, should have {}",
                h.shard[0],
                h.shard[1],
                t.games,
                want.end - want.start
            ));
        }
        tally = tally.merge(t);
    }
    let summary = tally.summary(game.seats(), game.options().teams);
    Ok(simulate_json(&game, first.seed, start.as_ref(), &summary))
}

#[cfg(test)]
mod tests {
    use super::*;
    use pachisi_core::{Preset, Variant};

    #[test]
    fn shard_ranges_cover_the_run() {
        for total in [0u64, 1, 7, 100, 1001] {
            for n in [1u64, 2, 3, 8, 13] {
                let mut next = 0;
                for k in 0..n {
                    let r = ShardSpec::new(k, n).unwrap().range(total);
                    assert_eq!(r.start, next);
                    next = r.end;
                }
                assert_eq!(next, total);
            }
        }
        assert_eq!(
            ShardSpec::parse("2/8").unwrap(),
            ShardSpec { index: 1, count: 8 }
        );
        for bad in ["0/3", "4/3", "1/0", "x/2", "3", "1/2000000", "-1/2"] {
            assert!(ShardSpec::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn merged_shards_give_the_whole_report() {
        let game = Game::new(Variant::from_name("chopat", &["players=3".into()]).unwrap()).unwrap();
        let whole = run_range(&game, None, 0..37, 5, Some(1), &|| {}).unwrap();
        let want = simulate_json(
            &game,
            5,
            None,
            &whole.summary(game.seats(), game.options().teams),
        );
        let mut texts: Vec<String> = (0..4)
            .map(|k| {
                simulate_shard(
                    &game,
                    None,
                    37,
                    5,
                    ShardSpec::new(k, 4).unwrap(),
                    Some(2),
                    &|| {},
                )
                .unwrap()
            })
            .collect();
        texts.reverse();
        assert_eq!(merge_simulate(&texts).unwrap(), want);
        // A missing, repeated or foreign shard is refused.
        assert!(
            merge_simulate(&texts[1..])
                .unwrap_err()
                .contains("missing shard 4")
        );
        let mut twice = texts.clone();
        twice[0] = twice[1].clone();
        assert!(merge_simulate(&twice).unwrap_err().contains("twice"));
        let other = Game::new(Variant::preset(Preset::Chopat)).unwrap();
        let mut foreign = texts.clone();
        foreign[0] = simulate_shard(
            &other,
            None,
            37,
            5,
            ShardSpec::new(3, 4).unwrap(),
            None,
            &|| {},
        )
        .unwrap();
        assert!(merge_simulate(&foreign).unwrap_err().contains("same run"));
        // A tampered tally is refused.
        let bad = texts[0].replacen("\"games\": 37", "\"games\": 38", 1);
        assert!(
            merge_simulate(&[bad, texts[1].clone(), texts[2].clone(), texts[3].clone()]).is_err()
        );
    }
}
