//! Tournaments with more sides than bots play no game twice, and their intervals are
//! over deals (issue 27).

use pachisi_bots::tournament::shard::{merge_tournament, tournament_json, tournament_shard};
use pachisi_bots::{run_tournament, tournament_schedule};
use pachisi_core::{Game, Variant};
use pachisi_sim::report::ShardSpec;
use std::collections::{BTreeMap, HashSet};
use std::sync::atomic::{AtomicU32, Ordering};

fn specs(s: &[&str]) -> Vec<String> {
    s.iter().map(|x| x.to_string()).collect()
}

fn ludo4() -> Variant {
    Variant::from_name("ludo", &["max_turns=200".into()]).unwrap()
}

/// `random` and `heuristic` over four seats: the line-up `R,H,R,H` has two distinct
/// rotations, so each deal is two games, not four, and no two games of a deal have
/// the same bots on the same seats with the same seeds (the dice of a deal are one
/// sequence, `seeded_rng(seed, deal)`).
#[test]
fn four_seats_two_bots_play_each_distinct_rotation_once() {
    let v = ludo4();
    let bots = specs(&["random", "heuristic"]);
    let schedule = tournament_schedule(&v, None, &bots, 12, 7).unwrap();
    assert_eq!(schedule.len(), 6);
    let mut per_deal: BTreeMap<u32, Vec<_>> = BTreeMap::new();
    for g in &schedule {
        assert_eq!(g.seats.len(), 4);
        assert_eq!(g.weight, 2);
        let by_seat: Vec<&str> = g.seats.iter().map(|&b| bots[b].as_str()).collect();
        per_deal
            .entry(g.deal)
            .or_default()
            .push((by_seat, g.seeds.clone()));
    }
    assert_eq!(per_deal.len(), 3);
    for (deal, games) in &per_deal {
        assert_eq!(
            games.len(),
            2,
            "deal {deal}: one game per distinct rotation"
        );
        let distinct: HashSet<_> = games.iter().collect();
        assert_eq!(distinct.len(), games.len(), "deal {deal}: {games:?}");
    }
    // Every rotation is accounted for once.
    let mut rotations: Vec<(u32, u8)> = schedule
        .iter()
        .flat_map(|g| g.rotations.iter().map(move |&r| (g.deal, r)))
        .collect();
    rotations.sort();
    assert_eq!(rotations.len(), 12);
    rotations.dedup();
    assert_eq!(rotations.len(), 12);

    // The tournament plays exactly these games.
    let total = AtomicU32::new(0);
    let calls = AtomicU32::new(0);
    let tick = |_done: u32, t: u32| {
        total.store(t, Ordering::Relaxed);
        calls.fetch_add(1, Ordering::Relaxed);
    };
    let r = run_tournament(&v, &bots, 12, 7, 1, Some(&tick)).unwrap();
    assert_eq!(r.deals, 3);
    assert_eq!(total.load(Ordering::Relaxed), 6, "games played");
    assert_eq!(calls.load(Ordering::Relaxed), 6, "games played");
    assert_eq!(r.games_played, 6);
    // Figures still count every rotation: 12 games, one winner each.
    assert_eq!(r.games, 12);
    let wins: f64 = r.stats.iter().map(|s| s.wins).sum();
    assert_eq!(wins, 12.0);
    assert_eq!(r.interval_unit, "deal");
    for s in &r.stats {
        assert_eq!(s.games, 24, "two seats in each of the 12 rotations");
        assert_eq!(s.deals, 3);
        assert!(s.ci_low <= s.win_rate && s.win_rate <= s.ci_high);
    }
    assert_eq!(r.head_to_head[0].deals, 3);
}

/// Two bots over four seats, 40 deals: Wilson intervals that count every side (win
/// rates) or every comparison (head to head) as independent counted each game twice
/// and the four comparisons of a game as four results; the intervals over deals are
/// wider (for the win rate of the bot that wins less; for the stronger one the two
/// sides it holds in a game, which cannot both win, pull the other way).
#[test]
fn four_seat_intervals_are_over_deals() {
    let v = ludo4();
    let bots = specs(&["random", "heuristic"]);
    let r = run_tournament(&v, &bots, 160, 3, 0, None).unwrap();
    assert_eq!((r.deals, r.games, r.games_played), (40, 160, 80));
    let z = pachisi_sim::Z95;
    let ratio: Vec<f64> = r
        .stats
        .iter()
        .map(|s| {
            assert_eq!(s.deals, 40);
            let (lo, hi) = pachisi_sim::wilson(s.wins, s.games as u64, z);
            (s.ci_high - s.ci_low) / (hi - lo)
        })
        .collect();
    // random wins 11.9 % of its sides, heuristic 38.1 %
    assert!(ratio[0] > 1.3, "{ratio:?}");
    assert!((ratio[1] - 1.0).abs() > 0.02, "{ratio:?}");
    let h = &r.head_to_head[0];
    let (lo, hi) = pachisi_sim::wilson(h.a_score, h.games as u64, z);
    assert!(
        h.ci_high - h.ci_low > 1.4 * (hi - lo),
        "{h:?}: Wilson over comparisons [{lo}, {hi}]"
    );
}

/// Shards of a four-seat tournament, cut inside deals, play the games of the whole
/// run (two a deal) and merge into its report, byte for byte.
#[test]
fn four_seat_shards_merge_to_the_whole_run() {
    let v = ludo4();
    let game = Game::new(v.clone()).unwrap();
    let bots = specs(&["heuristic", "random"]);
    let whole = run_tournament(&v, &bots, 20, 11, 2, None).unwrap();
    assert_eq!(whole.games_played, 10);
    let texts: Vec<String> = (0..3)
        .map(|k| {
            tournament_shard(&game, None, &bots, 20, 11, ShardSpec::new(k, 3).unwrap(), 1).unwrap()
        })
        .collect();
    let results: usize = texts
        .iter()
        .map(|t| {
            let v: serde_json::Value = serde_json::from_str(t).unwrap();
            v["results"].as_array().unwrap().len()
        })
        .sum();
    assert_eq!(results, 10, "the shards play the games of the whole run");
    assert_eq!(merge_tournament(&texts).unwrap(), tournament_json(&whole));
}

/// A bot given twice (`--bots A,B,A,B` with four seats) is one bot in the head-to-head:
/// its seats' comparisons with the other are pooled, so the report has one row, the
/// same as `--bots A,B` gives for the same games (both line-ups seat A,B,A,B over the
/// same dice and bot seeds). Before, each pair of seats was its own row, and the first
/// row only counted the A seat just before a B seat (scripts/yut-ladder.sh took it).
#[test]
fn a_bot_given_twice_is_one_bot_in_the_head_to_head() {
    let v = Variant::from_name("yut", &["players=4".into()]).unwrap();
    let pooled = run_tournament(&v, &specs(&["heuristic", "random"]), 40, 5, 1, None).unwrap();
    let given = specs(&["heuristic", "random", "heuristic", "random"]);
    let seats = run_tournament(&v, &given, 40, 5, 1, None).unwrap();
    assert_eq!(pooled.head_to_head.len(), 1);
    assert_eq!(seats.head_to_head, pooled.head_to_head);
    let h = &seats.head_to_head[0];
    assert_eq!((h.a.as_str(), h.b.as_str()), ("heuristic", "random"));
    // four comparisons of A and B a game (each A seat against each B seat)
    assert_eq!(h.games, 4 * 40);
    // the per-bot figures keep one entry per bot given
    assert_eq!(seats.stats.len(), 4);
    // the same specification written differently is the same bot
    let spelled = specs(&["heuristic", "random", " HEURISTIC:rivals=best", "Random"]);
    let spelled = run_tournament(&v, &spelled, 40, 5, 1, None).unwrap();
    assert_eq!(spelled.head_to_head.len(), 1);
    assert_eq!(spelled.head_to_head[0].games, 4 * 40);
    assert_eq!(spelled.head_to_head[0].a_score, h.a_score);
}
