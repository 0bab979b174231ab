//! The store's ratings (crate::ratings has the rules: who is rated and how).

use super::{Sqlite, e};
use crate::ratings::{Mu, PROVISIONAL_GAMES, shown};
use rusqlite::params;
use serde_json::{Value, json};

/// A rating key: preset, player count and teams.
pub type RatingKey<'a> = (&'a str, i64, bool);

/// The sides of a game with their ranks, and the rating update (crate::ratings::update).
pub type Update = fn(&[(Vec<Mu>, usize)]) -> Vec<Vec<Mu>>;

impl Sqlite {
    /// Settle a rated game once (marked `settled`), in one transaction: with
    /// `Err(why)`, store why it is not rated; with the sides (accounts and rank), read
    /// their ratings (a new player's when none), apply `update` and store the new
    /// ratings and their history rows at `at`. Nothing happens when the game was
    /// settled already.
    pub fn settle_ratings(
        &mut self,
        game: &str,
        key: RatingKey<'_>,
        sides: Result<&[(Vec<i64>, usize)], &str>,
        update: Update,
        at: i64,
    ) -> Result<(), String> {
        let tx = self.conn.transaction().map_err(e)?;
        let first = tx
            .execute(
                "UPDATE games SET settled = 1 WHERE id = ?1 AND settled = 0",
                params![game],
            )
            .map_err(e)?;
        if first == 0 {
            return Ok(());
        }
        let sides = match sides {
            Ok(s) => s,
            Err(why) => {
                tx.execute(
                    "UPDATE games SET unrated = ?1 WHERE id = ?2",
                    params![why, game],
                )
                .map_err(e)?;
                return tx.commit().map_err(e);
            }
        };
        let (preset, players, teams) = key;
        let mut before = vec![];
        for (accounts, rank) in sides {
            let mut side = vec![];
            for &a in accounts {
                let r: Option<Mu> = tx
                    .query_row(
                        "SELECT mu, sigma FROM ratings WHERE account = ?1 AND preset = ?2 AND players = ?3 AND teams = ?4",
                        params![a, preset, players, teams],
                        |r| Ok((r.get(0)?, r.get(1)?)),
                    )
                    .ok();
                let d = skillratings::weng_lin::WengLinRating::new();
                side.push(r.unwrap_or((d.rating, d.uncertainty)));
            }
            before.push((side, *rank));
        }
        let after = update(&before);
        for ((accounts, _), new) in sides.iter().zip(&after) {
            for (&a, &(mu, sigma)) in accounts.iter().zip(new) {
                tx.execute(
                    "INSERT INTO ratings (account, preset, players, teams, mu, sigma, games, updated)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, 1, ?7)
                     ON CONFLICT (account, preset, players, teams)
                     DO UPDATE SET mu = ?5, sigma = ?6, games = games + 1, updated = ?7",
                    params![a, preset, players, teams, mu, sigma, at],
                )
                .map_err(e)?;
                tx.execute(
                    "INSERT OR REPLACE INTO rating_history (account, game, preset, players, teams, at, mu, sigma)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
                    params![a, game, preset, players, teams, at, mu, sigma],
                )
                .map_err(e)?;
            }
        }
        tx.commit().map_err(e)
    }

    /// Store a rating as it is (for tests and copies): `games` rated games so far,
    /// last updated at `updated`.
    #[allow(clippy::too_many_arguments)]
    pub fn put_rating(
        &mut self,
        account: i64,
        preset: &str,
        players: i64,
        teams: bool,
        rating: Mu,
        games: i64,
        updated: i64,
    ) -> Result<(), String> {
        let (mu, sigma) = rating;
        self.conn
            .execute(
                "INSERT OR REPLACE INTO ratings (account, preset, players, teams, mu, sigma, games, updated)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
                params![account, preset, players, teams, mu, sigma, games, updated],
            )
            .map(|_| ())
            .map_err(e)
    }

    /// Rated games that ended and whose ratings were not updated yet.
    pub fn unsettled_ids(&self) -> Result<Vec<String>, String> {
        let mut q = self
            .conn
            .prepare(
                "SELECT id FROM games WHERE rated = 1 AND finished = 1 AND settled = 0 AND damaged IS NULL",
            )
            .map_err(e)?;
        q.query_map([], |r| r.get::<_, String>(0))
            .map_err(e)?
            .collect::<Result<Vec<_>, _>>()
            .map_err(e)
    }

    /// An account's ratings with their histories (oldest first), as the API shows them.
    pub fn ratings_of(&self, account: i64) -> Result<Vec<Value>, String> {
        let mut q = self
            .conn
            .prepare(
                "SELECT preset, players, teams, mu, sigma, games, updated FROM ratings
                 WHERE account = ?1 ORDER BY games DESC, preset",
            )
            .map_err(e)?;
        let rows = q
            .query_map(params![account], |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, i64>(1)?,
                    r.get::<_, bool>(2)?,
                    r.get::<_, f64>(3)?,
                    r.get::<_, f64>(4)?,
                    r.get::<_, i64>(5)?,
                    r.get::<_, i64>(6)?,
                ))
            })
            .map_err(e)?
            .collect::<Result<Vec<_>, _>>()
            .map_err(e)?;
        let mut h = self
            .conn
            .prepare_cached(
                "SELECT game, at, mu, sigma FROM rating_history
                 WHERE account = ?1 AND preset = ?2 AND players = ?3 AND teams = ?4 ORDER BY at, rowid",
            )
            .map_err(e)?;
        let mut out = vec![];
        for (preset, players, teams, mu, sigma, games, updated) in rows {
            let history: Vec<Value> = h
                .query_map(params![account, preset, players, teams], |r| {
                    let (mu, sigma): Mu = (r.get(2)?, r.get(3)?);
                    Ok(json!({
                        "game": r.get::<_, String>(0)?,
                        "at": r.get::<_, i64>(1)?,
                        "mu": mu,
                        "sigma": sigma,
                        "rating": shown((mu, sigma)).round(),
                    }))
                })
                .map_err(e)?
                .collect::<Result<Vec<_>, _>>()
                .map_err(e)?;
            out.push(json!({
                "preset": preset,
                "players": players,
                "teams": teams,
                "mu": mu,
                "sigma": sigma,
                "rating": shown((mu, sigma)).round(),
                "games": games,
                "provisional": games < PROVISIONAL_GAMES,
                "updated": updated,
                "history": history,
            }));
        }
        Ok(out)
    }

    /// The best `limit` players of a rating key by μ − 3σ, as the leaderboard shows them.
    pub fn leaderboard(&self, key: RatingKey<'_>, limit: i64) -> Result<Vec<Value>, String> {
        let (preset, players, teams) = key;
        let mut stmt = self
            .conn
            .prepare_cached(
                "SELECT a.name, r.mu, r.sigma, r.games FROM ratings r JOIN accounts a ON a.id = r.account
                 WHERE r.preset = ?1 AND r.players = ?2 AND r.teams = ?3
                 ORDER BY r.mu - 3 * r.sigma DESC, a.name_key LIMIT ?4",
            )
            .map_err(e)?;
        stmt.query_map(params![preset, players, teams, limit], |r| {
            let (mu, sigma): Mu = (r.get(1)?, r.get(2)?);
            let games: i64 = r.get(3)?;
            Ok(json!({
                "name": r.get::<_, String>(0)?,
                "mu": mu,
                "sigma": sigma,
                "rating": shown((mu, sigma)).round(),
                "games": games,
                "provisional": games < PROVISIONAL_GAMES,
            }))
        })
        .map_err(e)?
        .collect::<Result<Vec<_>, _>>()
        .map_err(e)
    }
}
