//! Ratings: Weng-Lin (OpenSkill) from the `skillratings` crate, per preset, player
//! count and teams (docs/api.md, "Accounts and ratings").
//!
//! A finished game is rated when the creator chose *rated*, every seat is a person
//! signed in (no bot seats, one account on one side only), it has a result (an
//! aborted game has none) and some side stayed. A player who left or resigned loses: their side is ranked last,
//! whatever the board says; so does one whose seat a stand-in bot played (their clock
//! ran out) for more than [`MAX_STAND_IN_SHARE`] of its decisions (the record's moves
//! with `by`): that game counts as abandoned for them. A game that ended before any
//! person made a decision of their own (only throws, or only a stand-in's decisions)
//! is aborted for the ratings: not rated, its `unrated` is [`NO_DECISION`]. Rated games always have a turn
//! clock ([`crate::app::RATED_CLOCK`] unless the creator chose one), so an idle
//! player's seat gets the stand-in and the game ends. Sides are teams (a team of two, or the two colours of one player
//! in two-player Pachisi) or single seats.
//!
//! Ratings start at μ = 25, σ = 25/3 (the crate's defaults, β = 25/6); a rating is
//! provisional until [`PROVISIONAL_GAMES`] rated games; leaderboards sort by the
//! conservative μ − 3σ. Players see it as [`shown`]: 1500 + 48 (μ − 3σ), so a new
//! player starts at 1500 and β is 200 points; μ and σ are stored unchanged.

use crate::room::{Rejection, RoomData, SeatKind, Status};
use crate::store::SharedStore;
use crate::store::Store;
use pachisi_core::Event;
use serde_json::{Value, json};
use skillratings::MultiTeamOutcome;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};

/// Most of a seat's decisions a stand-in bot may make in a rated game before the
/// game counts as abandoned by that seat's player.
pub const MAX_STAND_IN_SHARE: f64 = 0.25;
/// A rating is provisional until this many rated games.
pub const PROVISIONAL_GAMES: i64 = 10;
/// Players listed on a leaderboard.
pub const LEADERBOARD: i64 = 50;

/// Why a rated game that ended before any person's own decision was not rated (the
/// game's `unrated`; the page shows such a game as aborted, not rated).
pub const NO_DECISION: &str =
    "aborted: the game ended before any player made a decision of their own";

/// A rating: (μ, σ).
pub type Mu = (f64, f64);

/// The new ratings of sides (each a list of players' ratings) given their ranks (1 =
/// first; equal ranks tie): the crate's Weng-Lin update with its default constants.
pub fn update(sides: &[(Vec<Mu>, usize)]) -> Vec<Vec<Mu>> {
    let teams: Vec<Vec<WengLinRating>> = sides
        .iter()
        .map(|(t, _)| {
            t.iter()
                .map(|&(m, s)| WengLinRating::from((m, s)))
                .collect()
        })
        .collect();
    let input: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
        .iter()
        .zip(sides)
        .map(|(t, (_, rank))| (t.as_slice(), MultiTeamOutcome::new(*rank)))
        .collect();
    weng_lin_multi_team(&input, &WengLinConfig::new())
        .into_iter()
        .map(|t| t.into_iter().map(|r| (r.rating, r.uncertainty)).collect())
        .collect()
}

/// The conservative rating (the ordinal μ − 3σ), on Weng-Lin's own scale.
pub fn conservative((mu, sigma): Mu) -> f64 {
    mu - 3.0 * sigma
}

/// Where a new player's shown rating starts (ordinal 0).
pub const SHOWN_START: f64 = 1500.0;
/// Shown points per unit of the ordinal: 48, so that β = 25/6 (the skill gap at
/// which the better player wins about 76% of two-player games) is 200 points, as
/// in Elo.
pub const SHOWN_PER_UNIT: f64 = 48.0;

/// The rating shown to players: a linear map of the ordinal,
/// 1500 + 48 · (μ − 3σ), so a new player (μ = 25, σ = 25/3) starts at 1500.
pub fn shown(r: Mu) -> f64 {
    SHOWN_START + SHOWN_PER_UNIT * conservative(r)
}

/// Whether a seat still in at the end of a rated game was abandoned by its player:
/// a stand-in bot made more than [`MAX_STAND_IN_SHARE`] of its `decisions`; with no
/// decision at all (0 of 0), whether its player is `away` (their clock ran out).
pub fn abandoned(decisions: u32, by_bot: u32, away: bool) -> bool {
    if decisions == 0 {
        away
    } else {
        by_bot as f64 > MAX_STAND_IN_SHARE * decisions as f64
    }
}

/// The sides of a finished rated game: each side's accounts and its rank; `Err`
/// says why the game is not rated.
pub fn rated_sides(d: &RoomData) -> Result<Vec<(Vec<i64>, usize)>, String> {
    if !d.rated {
        return Err("the creator did not ask for a rated game".into());
    }
    let Some(result) = &d.record.result else {
        return Err("the game has no result (aborted)".into());
    };
    let n = d.seats.len();
    let mut accounts = Vec::with_capacity(n);
    for i in 0..n {
        match (&d.seats[i], d.accounts.get(i).copied().flatten()) {
            (SeatKind::Human { .. }, Some(a)) => accounts.push(a),
            _ => return Err(format!("seat {} was not a signed-in player", i + 1)),
        }
    }
    // A game that ended (by resignation, leaving, abandonment or a clock) before any
    // person made a decision of their own is aborted for the ratings, as lichess
    // aborts a game before both sides moved: nobody's rating moves. A stand-in bot's
    // decisions carry `by` and do not count; throws are not decisions (and a throw
    // that leaves no choice makes none). Every seat is a person's here.
    let someone_decided = d
        .record
        .events
        .iter()
        .any(|ev| matches!(ev, Event::Move(m) if m.by.is_none() && (m.seat as usize) < n));
    if !someone_decided {
        return Err(NO_DECISION.into());
    }
    // Stand-in share of each seat still in.
    let (mut decisions, mut by_bot) = (vec![0u32; n], vec![0u32; n]);
    for ev in &d.record.events {
        if let Event::Move(m) = ev
            && (m.seat as usize) < n
        {
            decisions[m.seat as usize] += 1;
            if m.by.is_some() {
                by_bot[m.seat as usize] += 1;
            }
        }
    }
    // A seat still in that a stand-in bot played for more than the share was
    // abandoned: it loses as a leaver does. A seat with no decision at all (0 of 0:
    // the game ended before its turn came, say when the other player left) has no
    // share to judge: it was abandoned only if its player is away at the end (their
    // clock ran out), else it counts as present.
    let abandoned = |s: usize| {
        abandoned(
            decisions[s],
            by_bot[s],
            d.away.get(s).copied().unwrap_or(false),
        )
    };
    let out = |s: usize| d.is_out(s as u8) || abandoned(s);
    // Sides: teams, else seats; a two-player Pachisi player's two colours are a team.
    let teams = d.game.options().teams;
    let side_of = |s: usize| {
        if teams {
            d.game.team_of(s as u8) as usize
        } else {
            s
        }
    };
    let mut side_ids: Vec<usize> = (0..n).map(side_of).collect();
    side_ids.sort_unstable();
    side_ids.dedup();
    // A side's place: its best seat's place in the ranking, or the winning team first.
    let place = |s: usize| {
        result
            .ranking
            .iter()
            .position(|&x| x as usize == s)
            .unwrap_or(n)
    };
    let mut sides: Vec<(usize, bool, usize, Vec<i64>)> = side_ids
        .iter()
        .map(|&id| {
            let seats: Vec<usize> = (0..n).filter(|&s| side_of(s) == id).collect();
            let left = seats.iter().any(|&s| out(s));
            let won = teams && result.winning_team.is_some_and(|w| w as usize == id);
            let best = seats.iter().map(|&s| place(s)).min().unwrap_or(n);
            let mut acc: Vec<i64> = seats.iter().map(|&s| accounts[s]).collect();
            acc.sort_unstable();
            acc.dedup();
            (id, left, if won { 0 } else { best + 1 }, acc)
        })
        .collect();
    // One account on one side only.
    let mut all: Vec<i64> = sides.iter().flat_map(|s| s.3.iter().copied()).collect();
    let total = all.len();
    all.sort_unstable();
    all.dedup();
    if all.len() != total {
        return Err("one account played on two sides".into());
    }
    // Leavers last (tied), the others by place.
    sides.sort_by_key(|&(_, left, place, _)| (left, place));
    let stayed = sides.iter().filter(|s| !s.1).count();
    if stayed == 0 {
        return Err("every side left the game or let a stand-in play it".into());
    }
    Ok(sides
        .into_iter()
        .enumerate()
        .map(|(i, (_, left, _, acc))| (acc, if left { stayed + 1 } else { i + 1 }))
        .collect())
}

/// The rating key of a game: (preset, players, teams).
fn key_of(d: &RoomData) -> (String, i64, bool) {
    let o = d.game.options();
    (
        d.game.variant().preset.name().to_string(),
        o.players as i64,
        o.teams,
    )
}

/// Once a rated game is over, update its players' ratings (or store why it is not
/// rated): once, in one transaction, marked `settled`. A failure is logged and left
/// for the next start (`App::open` settles what is left).
pub fn settle_if_over(store: &SharedStore, id: &str, d: &mut RoomData) {
    if !d.rated || d.settled || d.status() != Status::Over {
        return;
    }
    let mut s = store.lock().unwrap_or_else(|e| e.into_inner());
    match settle(&mut s, id, d) {
        Ok(()) => d.settled = true,
        Err(e) => eprintln!("game {id}: ratings not updated: {e}"),
    }
}

fn settle(s: &mut Store, id: &str, d: &RoomData) -> Result<(), String> {
    let sides = rated_sides(d);
    let (preset, players, teams) = key_of(d);
    s.settle_ratings(
        id,
        (&preset, players, teams),
        sides.as_deref().map_err(String::as_str),
        update,
        crate::accounts::now(),
    )
}

fn db(e: String) -> Rejection {
    Rejection::new("internal", format!("database: {e}"))
}

/// An account's ratings with their histories (oldest first).
pub fn ratings_of(s: &Store, account: i64) -> Result<Vec<Value>, Rejection> {
    s.ratings_of(account).map_err(db)
}

/// `GET /api/leaderboard?preset=P&players=N&teams=B`: the best [`LEADERBOARD`]
/// players of a preset by μ − 3σ (provisional ones marked).
pub async fn leaderboard(
    axum::extract::State(app): axum::extract::State<std::sync::Arc<crate::App>>,
    axum::extract::RawQuery(q): axum::extract::RawQuery,
) -> Result<axum::response::Response, Rejection> {
    let (mut preset, mut players, mut teams) = (None, None, None);
    for kv in q.as_deref().unwrap_or("").split('&') {
        match kv.split_once('=') {
            Some(("preset", v)) => preset = Some(v.to_string()),
            Some(("players", v)) => players = v.parse::<i64>().ok(),
            Some(("teams", v)) => teams = Some(v == "true" || v == "1"),
            _ => {}
        }
    }
    let Some(preset) = preset.filter(|p| pachisi_core::Preset::parse(p).is_ok()) else {
        return Err(Rejection::new(
            "bad_request",
            "leaderboard needs ?preset=NAME (and players=N, teams=true)",
        ));
    };
    let players = players.unwrap_or(2);
    // Without `teams`, the preset's own for this player count (two-player Pachisi is
    // played in teams of one player's two colours).
    let spec = crate::app::VariantSpec {
        preset: Some(preset.clone()),
        players: u8::try_from(players).ok(),
        teams,
        options: vec![],
    };
    let teams = spec.game()?.options().teams;
    let rows = app
        .store
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .leaderboard((&preset, players, teams), LEADERBOARD)
        .map_err(db)?;
    Ok(crate::http::ok_json(json!({
        "preset": preset,
        "players": players,
        "teams": teams,
        "players_listed": rows,
    })))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn abandoned_past_the_share_and_with_no_decision_when_away() {
        // 25 % is allowed, more is not.
        assert!(!abandoned(8, 2, false));
        assert!(abandoned(8, 3, false));
        assert!(abandoned(8, 3, true));
        // A player back from away with a small share is present.
        assert!(!abandoned(40, 1, true));
        // 0 of 0: no share to judge; present unless away at the end.
        assert!(!abandoned(0, 0, false));
        assert!(abandoned(0, 0, true));
    }

    #[test]
    fn the_shown_scale() {
        assert_eq!(shown((25.0, 25.0 / 3.0)), 1500.0);
        // One β (25/6) of ordinal is 200 points.
        assert!((shown((25.0 + 25.0 / 6.0, 25.0 / 3.0)) - 1700.0).abs() < 1e-9);
        assert_eq!(shown((30.0, 2.0)), 1500.0 + 48.0 * 24.0);
    }

    /// The crate's own figures (skillratings 0.29, weng_lin.rs, its test of two teams
    /// of three): our wrapper must give them exactly.
    #[test]
    fn one_update_matches_the_crates_figures() {
        let t1 = vec![(25.0, 25.0 / 3.0), (30.0, 1.2), (21.0, 6.5)];
        let t2 = vec![(25.0, 25.0 / 3.0), (41.0, 1.4), (19.2, 4.3)];
        let out = update(&[(t1, 1), (t2, 2)]);
        let want = [
            [
                (27.904_443_970_057_24, 8.138_803_466_450_47),
                (30.060_226_550_163_108, 1.199_425_779_255_630_7),
                (22.767_063_711_382_825, 6.408_113_466_768_933),
            ],
            [
                (22.095_556_029_942_76, 8.160_155_338_979_159),
                (40.918_024_973_389_1, 1.399_187_149_975_365_4),
                (18.426_674_366_308_44, 4.276_389_807_576_043),
            ],
        ];
        for (side, w) in out.iter().zip(want) {
            for (&(mu, sigma), (wm, ws)) in side.iter().zip(w) {
                assert!((mu - wm).abs() < 1e-12, "{mu} vs {wm}");
                assert!((sigma - ws).abs() < 1e-12, "{sigma} vs {ws}");
            }
        }
    }

    /// Four players alone: the winner gains, the last loses most, the order of the
    /// new ratings follows the ranks (equal starting ratings).
    #[test]
    fn four_players_alone_and_two_teams_of_two() {
        let d = (25.0, 25.0 / 3.0);
        let out = update(&[(vec![d], 2), (vec![d], 1), (vec![d], 4), (vec![d], 3)]);
        let mu: Vec<f64> = out.iter().map(|s| s[0].0).collect();
        assert!(mu[1] > mu[0] && mu[0] > 25.0 && 25.0 > mu[3] && mu[3] > mu[2]);
        let teams = update(&[(vec![d, d], 2), (vec![d, d], 1)]);
        assert!(teams[1][0].0 > 25.0 && teams[0][0].0 < 25.0);
        assert_eq!(teams[1][0], teams[1][1]);
        // The crate's three-team example (its doc test): second, first, third.
        let t = |v: [(f64, f64); 3]| v.to_vec();
        let out = update(&[
            (t([d, (30.0, 1.2), (21.0, 6.5)]), 2),
            (t([d, (41.0, 1.4), (19.2, 4.3)]), 1),
            (t([d, (29.4, 1.6), (17.2, 2.1)]), 3),
        ]);
        let r = |x: f64| (x * 100.0).round();
        assert_eq!(
            out.iter().flatten().map(|p| r(p.0)).collect::<Vec<_>>(),
            vec![
                2538.0, 3001.0, 2123.0, 2796.0, 4108.0, 1999.0, 2166.0, 2928.0, 1699.0
            ]
        );
    }
}
