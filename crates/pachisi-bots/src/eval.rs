//! The hand-written position evaluation shared by every bot.
//!
//! A position is scored per seat in units of "steps" (one step of progress along the
//! track is worth [`Weights::progress`]); a team's score is the sum of its seats'
//! scores (so a partner's progress counts), and the value of a position for a seat is
//! its team's score minus the best opposing team's score. [`Evaluator::win_chances`]
//! maps that difference through a logistic curve into a rough winning chance in
//! `[0, 1]`, which is what MCTS backs up and what hints show.

use pachisi_core::board::{OFF_BOARD, ludopy_stars};
use pachisi_core::options::{ThrowTable, TrackKind};
use pachisi_core::{FOOL, Game, PIECES, State, Variant, seeded_rng};

/// Longest distance tracked in the reach table (sums of one turn's kept throws).
const REACH: usize = 128;
/// Turns sampled to estimate the reach table.
const REACH_SAMPLES: u32 = 20_000;

/// The weights of the evaluation, all in steps of progress.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Weights {
    /// Per step a piece has travelled from its entry square (waiting = 0).
    pub progress: f64,
    /// Per piece that has entered the board (entering needs a special throw).
    pub entered: f64,
    /// Extra per piece that is home.
    pub home: f64,
    /// Per piece in its own home column (nothing can capture it there).
    pub home_column: f64,
    /// Per piece on a safe square (castle or flower, `Game::is_safe`).
    pub safe: f64,
    /// Multiplies, for a piece on an unsafe shared square, the chance that an opponent
    /// piece behind it lands on it in one turn times what the piece would lose
    /// (its progress plus `entered`).
    pub danger: f64,
    /// Factor on `danger` for the pieces of the team that moves next (they can still
    /// run away before anyone else throws).
    pub danger_next: f64,
    /// Per capture made (`State::captures`).
    pub capture: f64,
    /// Must-capture / tohd (P-MUST-CAPTURE, C-TOHD): penalty for a seat that has not
    /// captured yet, per piece on the loop, scaled by how close it is to its turn-in
    /// square (where it would have to circle again).
    pub tohd: f64,
    /// Per own piece that blocks a square for opponents: alone on an exclusive castle
    /// (`castle_exclusive`), or in a pair on a flower (`block_two`) or on an unsafe
    /// square when stacks cannot be captured (`capture_stacks = false`).
    pub block: f64,
    /// Penalty per piece stuck one step before the finish when no 1 can ever be
    /// thrown (dead end, `Game::seat_stuck`).
    pub stuck: f64,
    /// Score difference (steps) that maps to a winning chance of about 73 % in
    /// [`Evaluator::win_chances`] (logistic scale).
    pub scale: f64,
    /// Value of a won game (and minus that of a lost one) in [`Evaluator::values`].
    pub terminal: f64,
    /// Whom a team's score is measured against when three or more teams play
    /// (see [`Rivals`]; with two teams both are the same).
    #[serde(default)]
    pub rivals: Rivals,
}

/// Whom a team's score is measured against in [`Evaluator::values`] when three or
/// more teams play (every seat its own team: Ludo, Mensch, … with three or four
/// players). With two teams both give exactly the same values.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Rivals {
    /// The best opposing team's score (the default): a seat plays to beat the leader,
    /// and gains nothing from setting back an opponent who is not leading.
    #[default]
    Best,
    /// The mean of the opposing teams' scores: every opponent counts, so capturing
    /// any of them pays. Stronger with four players in the Ludo family (measured in
    /// docs/strength.md, *Four players in the one-die games*).
    Mean,
}

impl Rivals {
    /// The text form (`best`, `mean`) used in bot specifications.
    pub fn name(self) -> &'static str {
        match self {
            Rivals::Best => "best",
            Rivals::Mean => "mean",
        }
    }

    /// Parse the text form.
    pub fn parse(s: &str) -> Option<Rivals> {
        match s {
            "best" => Some(Rivals::Best),
            "mean" => Some(Rivals::Mean),
            _ => None,
        }
    }
}

impl Default for Weights {
    fn default() -> Self {
        Weights {
            progress: 1.0,
            entered: 12.0,
            home: 10.0,
            home_column: 8.0,
            safe: 2.0,
            danger: 1.0,
            danger_next: 0.35,
            capture: 3.0,
            tohd: 20.0,
            block: 1.5,
            stuck: 40.0,
            scale: 40.0,
            terminal: 1000.0,
            rivals: Rivals::Best,
        }
    }
}

/// The weights of the one-die evaluation (games thrown with one die, `table = die`:
/// the Ludo family, RULES §12–13), in steps of progress like [`Weights`]. They replace
/// the [`Weights`] fields of the same names there; `progress`, `capture`, `scale` and
/// `terminal` are taken from [`Weights`]. The Indian games never use them.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct DieWeights {
    /// Per token out of the yard (entering needs a 6).
    pub entered: f64,
    /// Extra per token home.
    pub home: f64,
    /// Per token in its home column.
    pub home_column: f64,
    /// Per token on a square where no opponent can capture it (a safe square for
    /// this token, or a block).
    pub safe: f64,
    /// Per token in a block (two or more of one seat on a square where that stops
    /// opponents: `block_pass`, or ludopy's two-send-home rule).
    pub block: f64,
    /// Multiplies, for a token that can be captured, the chance that an opponent
    /// token lands on it in that opponent's next turn times what the token would lose.
    pub danger: f64,
    /// Factor on `danger` for the tokens of the seat that moves next.
    pub danger_next: f64,
}

impl Default for DieWeights {
    fn default() -> Self {
        DieWeights {
            entered: 30.0,
            home: 10.0,
            home_column: 8.0,
            safe: 2.0,
            block: 1.5,
            danger: 1.0,
            danger_next: 0.35,
        }
    }
}

/// Most positions of one seat's path on one square that [`SquarePositions`] holds.
const MAX_AT: usize = 4;

/// Where each square lies on each seat's path, for the Indian games' danger term:
/// `pos[a][k][..n[a][k]]` are the internal positions `1..finish` of seat `a` whose
/// square `sq` is on the board, not safe and has `sq & 127 == k` (the walk's index),
/// in increasing order.
#[derive(Clone, Debug)]
struct SquarePositions {
    pos: [[[u8; MAX_AT]; 128]; 4],
    n: [[u8; 128]; 4],
}

impl SquarePositions {
    /// The table of `game`, or `None` when some square lies more than [`MAX_AT`]
    /// times on one path.
    fn new(game: &Game) -> Option<SquarePositions> {
        let mut at = SquarePositions {
            pos: [[[0; MAX_AT]; 128]; 4],
            n: [[0; 128]; 4],
        };
        let finish = game.track().finish;
        for a in 0..(game.seats() as usize).min(4) {
            for p in 1..finish.min(128) {
                let sq = game.square_of(a as u8, p);
                if sq == OFF_BOARD || game.is_safe(sq) {
                    continue;
                }
                let k = sq as usize & 127;
                let n = at.n[a][k] as usize;
                if n == MAX_AT {
                    return None;
                }
                at.pos[a][k][n] = p;
                at.n[a][k] += 1;
            }
        }
        Some(at)
    }
}

/// How [`Evaluator::indian_seat_scores`] finds the chance that a piece is hit.
enum Threats<'a> {
    /// Every opposing piece's reach walked square by square
    /// ([`Evaluator::walk_misses`]).
    Walked(&'a [[f32; 128]; 4]),
    /// Look the square up in the table ([`Evaluator::miss_at`]).
    Indexed(&'a SquarePositions),
}

/// An evaluation compiled for one variant: the weights plus tables (the chance that
/// one turn's throws can move a piece exactly `d` steps).
#[derive(Clone, Debug)]
pub struct Evaluator {
    /// The weights in use.
    pub weights: Weights,
    variant: Variant,
    /// The bundled exact endgame table of the variant, if any: race positions at the
    /// start of a turn are valued by it (`values`, `win_chances`).
    endgame: Option<&'static crate::endgame::Table>,
    reach: [f32; REACH],
    max_reach: usize,
    one_possible: bool,
    /// Where each square lies on each seat's path ([`SquarePositions`]): the danger
    /// term looks a threat up instead of walking every piece's reach; `None` where a
    /// square lies more than [`MAX_AT`] times on one path (the walk, which gives the
    /// very same numbers, is used then).
    at: Option<Box<SquarePositions>>,
    /// The one-die evaluation's tables (games with `table = die`), or `None`: the
    /// Indian games' evaluation.
    die: Option<Box<DieTables>>,
    /// Yut Nori's evaluation ([`Evaluator::yut_seat_scores`]): each kept value's
    /// chance to come up in a turn, or `None` for the other games.
    yut: Option<YutTables>,
}

/// The weights of Yut Nori's evaluation ([`Evaluator::yut_seat_scores`]), in stations
/// of progress: they replace the [`Weights`] fields of the same names there;
/// `progress`, `scale` and `terminal` are taken from [`Weights`]. Chosen by one-ply
/// duplicate games against the defaults of [`Weights`] (docs/strength.md, *Yut
/// Nori*): a track of 21 stations wants a smaller price for entering and for coming
/// home than the Indian games' tracks, and more for the danger of being caught.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct YutWeights {
    /// Per piece on the board (entering is free: any forward throw brings one on).
    pub entered: f64,
    /// Extra per piece that has left the board at the end.
    pub home: f64,
    /// Multiplies, for a piece on the board, the chance that an opposing piece lands
    /// on its station in that side's next turn times what the piece would lose.
    pub danger: f64,
    /// Factor on `danger` for the pieces of the team that moves next.
    pub danger_next: f64,
    /// Per capture made.
    pub capture: f64,
}

impl Default for YutWeights {
    fn default() -> Self {
        YutWeights {
            entered: 3.0,
            home: 5.0,
            danger: 1.5,
            danger_next: 0.2,
            capture: 6.0,
        }
    }
}

/// What Yut Nori's evaluation compiles from the game: for each value a turn may keep
/// (1 … 5, and back-do), the chance that a turn's throws include it.
#[derive(Clone, Copy, Debug)]
struct YutTables {
    weights: YutWeights,
    values: [(u8, f32); 6],
    n: usize,
}

impl YutTables {
    fn new(game: &Game, weights: YutWeights) -> YutTables {
        let th = game.throws();
        let fresh = game.initial_state();
        let mut p = [0f64; 64];
        for &(o, pr) in game.chance_outcomes(&fresh).as_slice() {
            p[th.value(o) as usize & 63] += pr;
        }
        // Yut and mo throw again (Y-ACCUMULATE): a turn has 1 / (1 − p(go on))
        // throws on average; a value's chance to be among them is taken as its
        // expected count, at most 0.95.
        let go: f64 = (0..64u8)
            .filter(|&v| th.is_go_on(v))
            .map(|v| p[v as usize])
            .sum();
        let throws = 1.0 / (1.0 - go.min(0.9));
        let mut values = [(0u8, 0f32); 6];
        let mut n = 0;
        for v in 0..64u8 {
            if p[v as usize] > 0.0 && n < values.len() {
                values[n] = (v, (p[v as usize] * throws).min(0.95) as f32);
                n += 1;
            }
        }
        YutTables { weights, values, n }
    }
}

/// What the one-die evaluation ([`Evaluator::new`] on a game thrown with one die)
/// compiles from the game.
#[derive(Clone, Debug)]
struct DieTables {
    weights: DieWeights,
    /// Chance that a seat with a token in its yard brings one out and can move on in
    /// the same turn (a go-on throw that enters: the 6).
    enter_again: f32,
    /// ludopy's jump stars (LP-STAR-JUMP): for an internal position (the same for every
    /// seat, the tracks being rotations), the position a token landing there jumps to,
    /// or 0.
    jump: [u8; 128],
    /// ludopy's rules (`ludopy`): a token on another seat's start square can be
    /// captured there (LP-START-GLOBE, LP-ENTER), two tokens of a seat on a square
    /// send home whoever lands on them (LP-TWO-SEND-HOME).
    ludopy: bool,
    /// Per square id, the seat whose start square it is (`u8::MAX`: none).
    start_of: [u8; 128],
}

impl Evaluator {
    /// Compile the evaluation for `game` (samples the reach table with a fixed seed, so
    /// it is deterministic).
    pub fn new(game: &Game, weights: Weights) -> Evaluator {
        Evaluator::with_die_weights(game, weights, DieWeights::default())
    }

    /// [`Evaluator::new`] with other weights for the one-die evaluation (ignored by
    /// games not thrown with one die).
    pub fn with_die_weights(game: &Game, weights: Weights, die_weights: DieWeights) -> Evaluator {
        let th = game.throws();
        let (reach, max_reach) = reach_table(game);
        let o = game.options();
        let one_possible = (th.is_dice() && th.faces.contains(&1))
            || (!th.is_dice() && th.values[..=th.shells as usize].contains(&1))
            || (o.bonus && !o.bonus_values.is_empty());
        let die =
            (th.table == ThrowTable::Die).then(|| Box::new(DieTables::new(game, die_weights)));
        let yut = (o.track == TrackKind::Yut).then(|| YutTables::new(game, YutWeights::default()));
        let at = (die.is_none() && yut.is_none())
            .then(|| SquarePositions::new(game))
            .flatten()
            .map(Box::new);
        Evaluator {
            weights,
            variant: game.variant().clone(),
            endgame: crate::endgame::table_for(game),
            reach,
            max_reach,
            one_possible,
            at,
            die,
            yut,
        }
    }

    /// The exact win chance of each seat's team when `s` is a race position at the
    /// start of a turn in the bundled endgame table of the game (docs/endgames.md).
    fn exact(&self, game: &Game, s: &State) -> Option<[f64; 4]> {
        let p = self.endgame?.lookup(s)?;
        let team = game.team_of(s.turn());
        let mut out = [0.0; 4];
        for (x, o) in out.iter_mut().enumerate().take(game.seats() as usize) {
            *o = if game.team_of(x as u8) == team {
                p
            } else {
                1.0 - p
            };
        }
        Some(out)
    }

    /// [`Evaluator::new`] with other weights for Yut Nori's evaluation (ignored by the
    /// other games).
    pub fn with_yut_weights(game: &Game, weights: Weights, yut_weights: YutWeights) -> Evaluator {
        let mut ev = Evaluator::new(game, weights);
        if ev.yut.is_some() {
            ev.yut = Some(YutTables::new(game, yut_weights));
        }
        ev
    }

    /// The Indian games' evaluation on any game, the one-die evaluation switched off
    /// (for comparisons: it is what games thrown with one die used before they had
    /// their own).
    pub fn generic(game: &Game, weights: Weights) -> Evaluator {
        let mut ev = Evaluator::new(game, weights);
        ev.die = None;
        ev.yut = None;
        ev
    }

    /// Whether this evaluator uses the one-die evaluation (games thrown with one die,
    /// `table = die`); the others, the Indian games, use the evaluation they were
    /// tuned with, whose code path and weights the one-die evaluation leaves alone.
    pub fn is_one_die(&self) -> bool {
        self.die.is_some()
    }

    /// Whether this evaluator uses Yut Nori's evaluation ([`YutWeights`]).
    pub fn is_yut(&self) -> bool {
        self.yut.is_some()
    }

    /// Whether this evaluator was compiled for `game`'s variant.
    pub fn matches(&self, game: &Game) -> bool {
        self.variant == *game.variant()
    }

    /// The estimated chance that one turn of throws can move a piece exactly `d` steps.
    pub fn reach(&self, d: usize) -> f64 {
        self.reach.get(d).copied().unwrap_or(0.0) as f64
    }

    /// Each seat's own score (not relative), in steps.
    pub fn seat_scores(&self, game: &Game, s: &State) -> [f64; 4] {
        if let Some(die) = &self.die {
            return self.die_seat_scores(die, game, s);
        }
        if let Some(yt) = &self.yut {
            return self.yut_seat_scores(yt, game, s);
        }
        match &self.at {
            Some(at) => self.indian_seat_scores(game, s, &Threats::Indexed(at)),
            None => {
                let miss = self.walk_misses(game, s);
                self.indian_seat_scores(game, s, &Threats::Walked(&miss))
            }
        }
    }

    /// [`Evaluator::seat_scores`] of the Indian games, the chance that a piece is hit
    /// found by `threats`: both ways give the very same numbers (the same products in
    /// the same order; `indexed_threats_are_the_walk`).
    fn indian_seat_scores(&self, game: &Game, s: &State, threats: &Threats) -> [f64; 4] {
        let w = &self.weights;
        let o = game.options();
        let t = game.track();
        let seats = game.seats() as usize;
        let finish = t.finish as usize;
        let in_home = |p: u8| t.in_home_column(p);
        // The lookup: each seat's pieces that can move along the loop, and whether
        // they must circle again (no capture yet).
        let mut movers = [[0u8; PIECES]; 4];
        let mut n_movers = [0usize; 4];
        let mut circles = [false; 4];
        for a in 0..seats.min(4) {
            circles[a] = o.must_capture && s.captures(a as u8) == 0;
            for j in 0..PIECES as u8 {
                let q = s.raw_pos(a as u8, j);
                if q == 0 || q & FOOL != 0 || q as usize >= finish || in_home(q) {
                    continue;
                }
                movers[a][n_movers[a]] = q;
                n_movers[a] += 1;
            }
        }
        let next_team = game.current_seat(s).map(|x| game.team_of(x));
        let entry_len = (t.finish - t.place) as f64 + 1.0;
        let mut out = [0.0; 4];
        for (seat, score) in out.iter_mut().enumerate().take(seats) {
            let seat8 = seat as u8;
            let team = game.team_of(seat8);
            let danger_w = if Some(team) == next_team {
                w.danger * w.danger_next
            } else {
                w.danger
            };
            let no_capture = o.must_capture && s.captures(seat8) == 0;
            let mut v = w.capture * s.captures(seat8) as f64;
            let pos: [u8; PIECES] = std::array::from_fn(|j| s.raw_pos(seat8, j as u8));
            for (j, &p) in pos.iter().enumerate() {
                if p == 0 {
                    continue;
                }
                if p & FOOL != 0 || p == t.finish {
                    v += w.progress * entry_len + w.entered + w.home;
                    continue;
                }
                let prog = p as f64 - t.place as f64 + 1.0;
                v += w.progress * prog + w.entered;
                if in_home(p) {
                    v += w.home_column;
                    if !self.one_possible && t.finish - p == 1 {
                        v -= w.stuck;
                    }
                    continue;
                }
                let sq = game.square_of(seat8, p);
                if sq == OFF_BOARD {
                    continue;
                }
                let same = pos.iter().filter(|&&x| x == p).count();
                if game.is_safe(sq) {
                    v += w.safe;
                    if (o.castle_exclusive && j == pos.iter().position(|&x| x == p).unwrap_or(j))
                        || (o.block_two && same >= 2)
                    {
                        v += w.block;
                    }
                } else if !o.capture_stacks && same >= 2 {
                    v += w.block;
                } else {
                    let mut m = 1.0f32;
                    for a in 0..seats.min(4) {
                        if game.team_of(a as u8) != team {
                            m *= match threats {
                                Threats::Walked(miss) => miss[a][sq as usize & 127],
                                Threats::Indexed(at) => self.miss_at(
                                    at,
                                    t,
                                    a,
                                    &movers[a][..n_movers[a]],
                                    circles[a],
                                    sq,
                                ),
                            };
                        }
                    }
                    let hit = 1.0 - m as f64;
                    v -= danger_w * hit * (w.progress * prog + w.entered);
                }
                if no_capture && p <= t.turn_in && p >= t.place {
                    let frac = (p - t.place) as f64 / (t.turn_in - t.place).max(1) as f64;
                    v -= w.tohd * frac;
                }
            }
            *score = v;
        }
        out
    }

    /// The walk of the Indian games' danger term: `miss[a][sq & 127]`, the chance
    /// that no piece of seat `a` lands on square `sq` in its next turn (each piece
    /// moved by every distance `d` one turn's throws reach, with chance `reach[d]`;
    /// a piece that must circle again goes round the loop).
    fn walk_misses(&self, game: &Game, s: &State) -> [[f32; 128]; 4] {
        let o = game.options();
        let t = game.track();
        let finish = t.finish as usize;
        let mut miss = [[1.0f32; 128]; 4];
        for (a, miss_a) in miss.iter_mut().enumerate().take(game.seats() as usize) {
            let circ = o.must_capture && s.captures(a as u8) == 0;
            for j in 0..PIECES as u8 {
                let q = s.raw_pos(a as u8, j);
                if q == 0 || q & FOOL != 0 || q as usize >= finish || t.in_home_column(q) {
                    continue;
                }
                for d in 1..=self.max_reach {
                    let r = self.reach[d];
                    if r == 0.0 {
                        continue;
                    }
                    let mut qq = q as usize + d;
                    if circ && q <= t.turn_in && qq > t.turn_in as usize {
                        qq -= t.loop_len as usize;
                    }
                    if qq >= finish {
                        continue;
                    }
                    let sq = game.square_of(a as u8, qq as u8);
                    if sq == OFF_BOARD || game.is_safe(sq) {
                        continue;
                    }
                    miss_a[sq as usize & 127] *= 1.0 - r;
                }
            }
        }
        miss
    }

    /// The chance that none of `movers` (seat `a`'s pieces on its way, `circles`:
    /// they must circle again) lands on square `sq` next turn: the walk's
    /// `miss[a][sq & 127]` found from where the square lies on `a`'s path. For each
    /// piece in turn, every distance that brings it there (straight on, or round the
    /// loop again when it must circle), in increasing order, multiplies by the chance
    /// of missing it, as the walk does.
    #[inline]
    fn miss_at(
        &self,
        at: &SquarePositions,
        t: &pachisi_core::board::Track,
        a: usize,
        movers: &[u8],
        circles: bool,
        sq: u8,
    ) -> f32 {
        let key = sq as usize & 127;
        let places = &at.pos[a][key][..at.n[a][key] as usize];
        let mut miss = 1.0f32;
        if places.is_empty() {
            return miss;
        }
        let turn_in = t.turn_in as usize;
        let loop_len = t.loop_len as usize;
        for &q in movers {
            let q = q as usize;
            let wraps = circles && q <= turn_in;
            let mut ds = [0usize; 2 * MAX_AT];
            let mut nd = 0;
            for &p in places {
                let p = p as usize;
                if p > q && (!wraps || p <= turn_in) && p - q <= self.max_reach {
                    ds[nd] = p - q;
                    nd += 1;
                }
                if wraps && p + loop_len > turn_in && p + loop_len > q {
                    let d = p + loop_len - q;
                    if d <= self.max_reach {
                        ds[nd] = d;
                        nd += 1;
                    }
                }
            }
            let ds = &mut ds[..nd];
            ds.sort_unstable();
            for &d in ds.iter() {
                let r = self.reach[d];
                if r != 0.0 {
                    miss *= 1.0 - r;
                }
            }
        }
        miss
    }

    /// [`Evaluator::seat_scores`] for Yut Nori (RULES-more §4), whose board branches:
    ///
    /// - A piece's progress is the stations it has covered, `21 − to_go` (the way it
    ///   will go: along its route, or the shortcut where it stands on a corner or the
    ///   centre, [`pachisi_core::yut::to_go`]); a piece off the board at the end
    ///   counts 21 plus `entered` and `home` ([`YutWeights`]).
    /// - A piece on the board loses, weighted by `danger` (times `danger_next` for the
    ///   team that moves next), the chance that an opposing piece lands on its station
    ///   in that side's next turn times what it would lose (its progress plus
    ///   `entered`): every opposing piece (or waiting piece, entering) is moved by
    ///   each value the sticks give, with its route's branches and back-do
    ///   ([`pachisi_core::yut::steps`]), each value counted with its chance to come
    ///   up in a turn. The pieces of a stack each lose theirs: a stack risks more.
    fn yut_seat_scores(&self, yt: &YutTables, game: &Game, s: &State) -> [f64; 4] {
        use pachisi_core::yut::{FINISH, station, steps, to_go};
        let w = &self.weights;
        let yw = &yt.weights;
        let seats = game.seats() as usize;
        // miss[a][st]: chance that seat a's pieces do NOT land on station st next turn.
        let mut miss = [[1.0f32; 29]; 4];
        for (a, miss_a) in miss.iter_mut().enumerate().take(seats) {
            let pos: [u8; PIECES] = std::array::from_fn(|j| s.raw_pos(a as u8, j as u8));
            for (j, &q) in pos.iter().enumerate() {
                if q == FINISH || pos[..j].contains(&q) {
                    continue;
                }
                for &(v, chance) in &yt.values[..yt.n] {
                    for d in steps(game, q, v).into_iter().flatten() {
                        if d != FINISH {
                            miss_a[station(d) as usize % 29] *= 1.0 - chance;
                        }
                    }
                }
            }
        }
        let next_team = game.current_seat(s).map(|x| game.team_of(x));
        let full = to_go(0) as f64;
        let mut out = [0.0; 4];
        for (seat, score) in out.iter_mut().enumerate().take(seats) {
            let seat8 = seat as u8;
            let team = game.team_of(seat8);
            let danger_w = if Some(team) == next_team {
                yw.danger * yw.danger_next
            } else {
                yw.danger
            };
            let mut v = yw.capture * s.captures(seat8) as f64;
            for j in 0..PIECES as u8 {
                let p = s.raw_pos(seat8, j);
                if p == 0 {
                    continue;
                }
                if p == FINISH {
                    v += w.progress * full + yw.entered + yw.home;
                    continue;
                }
                let worth = w.progress * (full - to_go(p) as f64) + yw.entered;
                v += worth;
                let st = station(p) as usize % 29;
                let mut m = 1.0f32;
                for (a, miss_a) in miss.iter().enumerate().take(seats) {
                    if game.team_of(a as u8) != team {
                        m *= miss_a[st];
                    }
                }
                v -= danger_w * (1.0 - m as f64) * worth;
            }
            *score = v;
        }
        out
    }

    /// [`Evaluator::seat_scores`] for games thrown with one die (the Ludo family): the
    /// same terms as the Indian games' evaluation, with the threats a die brings.
    ///
    /// - A token that can be captured loses, weighted by `danger`, the chance that
    ///   some opponent token lands on it in that opponent's next turn times what the
    ///   token would lose (its progress plus `entered`). A token `d` squares ahead of
    ///   an opponent token is hit with the chance that one turn's throws can move a
    ///   token exactly `d` (the reach table: 1–6 with one throw, a 6 goes on); a token
    ///   `d` squares past an opponent's start is hit by that opponent's yard tokens
    ///   with the chance of a 6 that enters and then `d`.
    /// - Safe: `Game::is_safe` (starts and stars), the home column, and a block (two
    ///   or more tokens of one seat) where blocks stop opponents (`block_pass`, or
    ///   ludopy's two-send-home rule).
    /// - ludopy (`ludopy`): an opponent landing on a jump star also hits the star it
    ///   jumps to; a start square is safe only for its own seat's tokens, and a seat
    ///   entering from its yard captures the others' tokens on its start.
    fn die_seat_scores(&self, d: &DieTables, game: &Game, s: &State) -> [f64; 4] {
        let w = &self.weights;
        let dw = &d.weights;
        let o = game.options();
        let t = game.track();
        let seats = game.seats() as usize;
        let turn_in = t.turn_in as usize;
        let blocks = o.block_pass || d.ludopy;
        // miss[a][sq]: chance that seat a's tokens do NOT land on square sq next turn.
        let mut miss = [[1.0f32; 128]; 4];
        for (a, miss_a) in miss.iter_mut().enumerate().take(seats) {
            let a8 = a as u8;
            let mut mark = |qq: usize, r: f32| {
                if qq > turn_in || r == 0.0 {
                    return;
                }
                let sq = game.square_of(a8, qq as u8);
                if sq != OFF_BOARD {
                    miss_a[sq as usize & 127] *= 1.0 - r;
                }
                let j = d.jump[qq] as usize;
                if j != 0 && j <= turn_in {
                    let sq = game.square_of(a8, j as u8);
                    if sq != OFF_BOARD {
                        miss_a[sq as usize & 127] *= 1.0 - r;
                    }
                }
            };
            let mut waiting = false;
            for j in 0..PIECES as u8 {
                let q = s.raw_pos(a8, j) & !FOOL;
                if q == 0 {
                    waiting = true;
                    continue;
                }
                if q as usize > turn_in {
                    continue;
                }
                for dd in 1..=self.max_reach {
                    mark(q as usize + dd, self.reach[dd]);
                }
            }
            if waiting && d.enter_again > 0.0 {
                let place = t.place as usize;
                for dd in 1..=self.max_reach {
                    mark(place + dd, d.enter_again * self.reach[dd]);
                }
                if d.ludopy {
                    // LP-ENTER: entering sweeps the others' tokens off the start.
                    let sq = game.square_of(a8, t.place);
                    miss_a[sq as usize & 127] *= 1.0 - d.enter_again;
                }
            }
        }
        let safe_for = |seat: u8, sq: u8| {
            if d.ludopy && d.start_of[sq as usize & 127] != NO_START {
                d.start_of[sq as usize & 127] == seat
            } else {
                game.is_safe(sq)
            }
        };
        let next_team = game.current_seat(s).map(|x| game.team_of(x));
        let entry_len = (t.finish - t.place) as f64 + 1.0;
        let mut out = [0.0; 4];
        for (seat, score) in out.iter_mut().enumerate().take(seats) {
            let seat8 = seat as u8;
            let team = game.team_of(seat8);
            let danger_w = if Some(team) == next_team {
                dw.danger * dw.danger_next
            } else {
                dw.danger
            };
            let mut v = w.capture * s.captures(seat8) as f64;
            let pos: [u8; PIECES] = std::array::from_fn(|j| s.raw_pos(seat8, j as u8) & !FOOL);
            for &p in pos.iter() {
                if p == 0 {
                    continue;
                }
                if p == t.finish {
                    v += w.progress * entry_len + dw.entered + dw.home;
                    continue;
                }
                let prog = p as f64 - t.place as f64 + 1.0;
                v += w.progress * prog + dw.entered;
                if t.in_home_column(p) {
                    v += dw.home_column;
                    if !self.one_possible && t.finish - p == 1 {
                        v -= w.stuck;
                    }
                    continue;
                }
                let sq = game.square_of(seat8, p);
                if sq == OFF_BOARD {
                    continue;
                }
                let pair = pos.iter().filter(|&&x| x == p).count() >= 2;
                if blocks && pair {
                    v += dw.safe + dw.block;
                } else if safe_for(seat8, sq) {
                    v += dw.safe;
                } else {
                    let mut m = 1.0f32;
                    for (a, miss_a) in miss.iter().enumerate().take(seats) {
                        if game.team_of(a as u8) != team {
                            m *= miss_a[sq as usize & 127];
                        }
                    }
                    let hit = 1.0 - m as f64;
                    v -= danger_w * hit * (w.progress * prog + dw.entered);
                }
            }
            *score = v;
        }
        out
    }

    /// The value of the position for each seat: its team's score minus the best
    /// opposing team's score (in steps; with `weights.rivals = Mean`, minus the mean of
    /// the opposing teams' scores); a finished game is worth `±terminal` (rank-based
    /// without teams).
    pub fn values(&self, game: &Game, s: &State) -> [f64; 4] {
        if game.is_terminal(s) {
            let r = terminal_values(game, s);
            return r.map(|x| (2.0 * x - 1.0) * self.weights.terminal);
        }
        if let Some(p) = self.exact(game, s) {
            // The exact chance on the evaluation's scale (the inverse of
            // `win_chances`' logistic), within ±terminal.
            let t = self.weights.terminal;
            return p.map(|x| {
                let x = x.clamp(1e-9, 1.0 - 1e-9);
                (self.weights.scale * (x / (1.0 - x)).ln()).clamp(-t, t)
            });
        }
        let seat_scores = self.seat_scores(game, s);
        let seats = game.seats() as usize;
        let mut team = [0.0f64; 4];
        let mut present = [false; 4];
        for (x, &sc) in seat_scores.iter().enumerate().take(seats) {
            let t = game.team_of(x as u8) as usize;
            team[t] += sc;
            present[t] = true;
        }
        let mut out = [0.0; 4];
        for (x, o) in out.iter_mut().enumerate().take(seats) {
            let t = game.team_of(x as u8) as usize;
            let others = (0..4).filter(|&u| u != t && present[u]).map(|u| team[u]);
            let rival = match self.weights.rivals {
                Rivals::Best => others.fold(f64::NEG_INFINITY, f64::max),
                Rivals::Mean => {
                    let (sum, n) = others.fold((0.0, 0u32), |(sum, n), x| (sum + x, n + 1));
                    if n == 0 {
                        f64::NEG_INFINITY
                    } else {
                        sum / f64::from(n)
                    }
                }
            };
            *o = if rival.is_finite() {
                team[t] - rival
            } else {
                0.0
            };
        }
        out
    }

    /// A rough winning chance per seat in `[0, 1]`: exact results when the game is
    /// over, otherwise the logistic of [`Evaluator::values`] over `weights.scale`.
    pub fn win_chances(&self, game: &Game, s: &State) -> [f64; 4] {
        if game.is_terminal(s) {
            return terminal_values(game, s);
        }
        if let Some(p) = self.exact(game, s) {
            return p;
        }
        self.values(game, s)
            .map(|v| 1.0 / (1.0 + (-v / self.weights.scale).exp()))
    }
}

/// No seat starts on the square (see `DieTables::start_of`).
const NO_START: u8 = u8::MAX;

impl DieTables {
    fn new(game: &Game, weights: DieWeights) -> DieTables {
        let th = game.throws();
        let o = game.options();
        let t = game.track();
        let enter_again = (0..th.num_outcomes() as u8)
            .filter(|&x| th.is_go_on(th.value(x)))
            .map(|x| th.probs[x as usize])
            .sum::<f64>() as f32;
        let mut jump = [0u8; 128];
        if o.ludopy {
            let stars = ludopy_stars(game.board());
            let star = |p: u8| {
                let sq = game.square_of(0, p);
                sq < 128 && stars & (1u128 << sq) != 0
            };
            for p in t.place..t.turn_in {
                if star(p) {
                    // LP-STAR-JUMP; the own end square (LP-STAR-GOAL) goes home.
                    jump[p as usize] = (p + 1..=t.turn_in).find(|&q| star(q)).unwrap_or(0);
                }
            }
        }
        let mut start_of = [NO_START; 128];
        let b = game.board();
        for arm in 0..4 {
            start_of[b.id(arm, 0, b.arm_len - 2) as usize & 127] = (0..game.seats())
                .find(|&x| game.arm_of(x) == arm)
                .unwrap_or(NO_START);
        }
        DieTables {
            weights,
            enter_again,
            jump,
            ludopy: o.ludopy,
            start_of,
        }
    }
}

/// Reach tables sampled before ([`reach_table`]), at most [`REACH_CACHE`] of them.
static REACH_TABLES: std::sync::Mutex<Vec<(Variant, [f32; REACH], usize)>> =
    std::sync::Mutex::new(Vec::new());

/// Most variants whose reach table is kept.
const REACH_CACHE: usize = 64;

/// The reach table of `game` and its longest distance: sampled once per variant (its
/// 20,000 turns cost more than a game of the heuristic, and a tournament builds the
/// evaluators of its bots for every game), then copied from [`REACH_TABLES`]. The
/// sample has a fixed seed, so the copy is what sampling again would give.
fn reach_table(game: &Game) -> ([f32; REACH], usize) {
    let lock = || REACH_TABLES.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, reach, max)) = lock().iter().find(|(v, ..)| v == game.variant()) {
        return (*reach, *max);
    }
    let (reach, max) = sample_reach(game);
    let mut tables = lock();
    if !tables.iter().any(|(v, ..)| v == game.variant()) {
        if tables.len() >= REACH_CACHE {
            tables.remove(0);
        }
        tables.push((game.variant().clone(), reach, max));
    }
    (reach, max)
}

/// Sample the reach table of `game`: the chance that one turn's throws can move a
/// piece exactly `d` steps, for `d` up to [`REACH`] (kept where at least 0.2%), and
/// the longest such `d`.
fn sample_reach(game: &Game) -> ([f32; REACH], usize) {
    let th = game.throws();
    let mut rng = seeded_rng(0x7EAC_4ED5, 0);
    // The throws of a fresh game (for Sorry!, a full deck).
    let fresh = game.initial_state();
    let mut counts = [0u32; REACH];
    for _ in 0..REACH_SAMPLES {
        let mut sums: u128 = 1;
        if th.is_dice() {
            let o = game.sample_chance(&fresh, &mut rng);
            for v in th.dice(o) {
                sums |= sums << v;
            }
        } else if th.is_two_dice() {
            // Two dice (Parcheesi): each die, both, and again after doubles.
            for _ in 0..4 {
                let o = game.sample_chance(&fresh, &mut rng);
                for v in th.pair(o) {
                    sums |= sums << v;
                }
                if !th.is_doubles(o) {
                    break;
                }
            }
        } else if th.is_cards() {
            // Sorry!'s cards (RULES-more §3.2): one card a turn, a 2 draws again
            // (S-TWO); a 7 may be split, so it reaches every distance to 7 (S-SEVEN);
            // a 4 moves back and the Sorry! card takes a pawn from Start: neither
            // covers a distance forward.
            for _ in 0..8 {
                let v = th.value(game.sample_chance(&fresh, &mut rng));
                match v {
                    4 | pachisi_core::throws::SORRY_CARD => {}
                    7 => {
                        let mut add = 0u128;
                        for k in 1..=7 {
                            add |= sums << k;
                        }
                        sums |= add;
                    }
                    _ => sums |= sums << v,
                }
                if v != 2 || !game.options().two_draws_again {
                    break;
                }
            }
        } else {
            for _ in 0..8 {
                let v = th.value(game.sample_chance(&fresh, &mut rng));
                sums |= sums << v;
                if !th.is_go_on(v) {
                    break;
                }
            }
        }
        for (d, c) in counts.iter_mut().enumerate().skip(1) {
            if sums >> d & 1 == 1 {
                *c += 1;
            }
        }
    }
    let mut reach = [0f32; REACH];
    let mut max_reach = 0;
    for d in 1..REACH {
        let p = counts[d] as f32 / REACH_SAMPLES as f32;
        if p >= 0.002 {
            reach[d] = p;
            max_reach = d;
        }
    }
    (reach, max_reach)
}

/// The result of a finished game per seat in `[0, 1]`: with teams 1 for the winning
/// team's seats and 0 for the others (0.5 each on an adjudicated tie); without teams
/// rank-based, `(n − 1 − rank) / (n − 1)` (1 for the winner, 0 for the last).
pub fn terminal_values(game: &Game, s: &State) -> [f64; 4] {
    let seats = game.seats() as usize;
    let mut out = [0.0; 4];
    if game.options().teams {
        if !game.is_terminal(s) {
            return out;
        }
        // Same rule as the engine, without allocating: a team with both seats home
        // wins; otherwise (adjudication) the team with less distance left.
        let done = |t: u8| game.seat_finished(s, t) && game.seat_finished(s, t + 2);
        let winner = if done(0) {
            Some(0)
        } else if done(1) {
            Some(1)
        } else {
            let d0 = game.distance_left(s, 0) + game.distance_left(s, 2);
            let d1 = game.distance_left(s, 1) + game.distance_left(s, 3);
            match d0.cmp(&d1) {
                std::cmp::Ordering::Less => Some(0),
                std::cmp::Ordering::Greater => Some(1),
                std::cmp::Ordering::Equal => None,
            }
        };
        for (x, v) in out.iter_mut().enumerate().take(seats) {
            *v = match winner {
                Some(t) if t == game.team_of(x as u8) => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            };
        }
    } else {
        let ranking = s.ranking();
        let n = seats.max(2) as f64;
        for (r, &x) in ranking.iter().enumerate() {
            out[x as usize] = (n - 1.0 - r as f64) / (n - 1.0);
        }
    }
    out
}

/// An evaluator built on first use and rebuilt when the variant changes.
#[derive(Clone, Debug, Default)]
pub(crate) struct EvalCache {
    ev: Option<Evaluator>,
    /// The [`Game::uid`] of the last game the evaluator was checked against: the
    /// same game needs no comparison of its variant.
    game: u64,
}

impl EvalCache {
    pub(crate) fn get(&mut self, game: &Game, weights: Weights) -> &Evaluator {
        let stale = match &self.ev {
            Some(e) if e.weights != weights => true,
            Some(_) if self.game == game.uid() => false,
            Some(e) => !e.matches(game),
            None => true,
        };
        if stale {
            self.ev = Some(Evaluator::new(game, weights));
        }
        self.game = game.uid();
        self.ev.as_ref().expect("evaluator was just built")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pachisi_core::Preset;
    use rand_core::Rng;

    fn two_player(p: Preset) -> Game {
        let mut v = Variant::preset(p);
        v.options.set("players", "2").expect("players");
        Game::new(v).expect("a valid variant")
    }

    /// A reach table comes from the cache of its own variant: alternating variants
    /// whose throws differ, each evaluator has what sampling its game gives.
    #[test]
    fn reach_tables_are_kept_per_variant() {
        let games = [Preset::Pachisi, Preset::PachisiSeven, Preset::Chaupar].map(two_player);
        let sampled = games.each_ref().map(sample_reach);
        assert_ne!(
            sampled[0].0, sampled[1].0,
            "cowries six and seven reach differently"
        );
        for g in games.iter().chain(games.iter().rev()) {
            let ev = Evaluator::new(g, Weights::default());
            let i = games
                .iter()
                .position(|x| x.uid() == g.uid())
                .expect("one of them");
            assert_eq!(
                (ev.reach, ev.max_reach),
                sampled[i],
                "{:?}",
                g.variant().preset
            );
        }
    }

    /// The evaluation cache notices another game, and a clone is the same game.
    #[test]
    fn eval_cache_follows_the_game() {
        let (a, b) = (two_player(Preset::Pachisi), two_player(Preset::Chopat));
        assert_ne!(a.uid(), b.uid());
        assert_eq!(a.clone().uid(), a.uid());
        let mut cache = EvalCache::default();
        assert!(cache.get(&a, Weights::default()).matches(&a));
        assert!(cache.get(&b, Weights::default()).matches(&b));
        assert!(cache.get(&a.clone(), Weights::default()).matches(&a));
        let heavier = Weights {
            danger: 2.0,
            ..Weights::default()
        };
        assert_eq!(cache.get(&a, heavier).weights, heavier);
    }

    /// The scores with the danger term looked up in `at` are those of the walk, bit
    /// for bit.
    fn assert_both_ways(ev: &Evaluator, at: &SquarePositions, game: &Game, s: &State, what: &str) {
        let miss = ev.walk_misses(game, s);
        let walked = ev.indian_seat_scores(game, s, &Threats::Walked(&miss));
        let looked_up = ev.indian_seat_scores(game, s, &Threats::Indexed(at));
        assert_eq!(
            looked_up.map(f64::to_bits),
            walked.map(f64::to_bits),
            "{what}: {looked_up:?} against {walked:?}"
        );
    }

    /// The danger term looked up in [`SquarePositions`] gives the very same bits as
    /// the walk over every piece's reach, on every position of random games of the
    /// Indian games (with pieces that must circle again in Chopat, P-MUST-CAPTURE and
    /// C-TOHD, and with four players in Chopat and Barjis).
    #[test]
    fn indexed_threats_are_the_walk() {
        let cases: &[(Preset, &str)] = &[
            (Preset::Pachisi, "2"),
            (Preset::PachisiSeven, "2"),
            (Preset::Chaupar, "2"),
            (Preset::Chopat, "2"),
            (Preset::Chopat, "4"),
            (Preset::Barjis, "2"),
            (Preset::Barjis, "4"),
            (Preset::BarjisLevant, "3"),
        ];
        for &(preset, players) in cases {
            let mut variant = Variant::preset(preset);
            variant.options.set("players", players).expect("players");
            let game = Game::new(variant).expect("a valid variant");
            let ev = Evaluator::new(&game, Weights::default());
            let at = ev.at.as_deref().expect("the Indian games have the table");
            let mut rng = seeded_rng(0x5EA7, preset as u64);
            let (mut positions, mut circling) = (0, 0);
            for _ in 0..6 {
                let mut s = game.initial_state();
                while !game.is_terminal(&s) {
                    if game.is_chance(&s) {
                        let o = game.sample_chance(&s, &mut rng);
                        game.apply_chance_unchecked(&mut s, o);
                        continue;
                    }
                    let legal = game.legal_actions(&s);
                    let a = legal[(rng.next_u32() as usize) % legal.len()];
                    game.play_unchecked(&mut s, a);
                    assert_both_ways(&ev, at, &game, &s, &format!("{preset:?} {players}"));
                    positions += 1;
                    if game.options().must_capture && (0..game.seats()).any(|x| s.captures(x) == 0)
                    {
                        circling += 1;
                    }
                }
            }
            assert!(positions > 500, "{preset:?}: {positions} positions");
            if game.options().must_capture {
                assert!(
                    circling > 100,
                    "{preset:?}: {circling} with a seat circling"
                );
            }
        }
    }

    /// The same on every pair of squares: one piece of each side, each on every step
    /// of its way, in Chopat (where a piece that has not captured circles again, so
    /// every boundary of the loop is crossed) and Pachisi (two sides on four seats),
    /// with either side to throw.
    #[test]
    fn indexed_threats_are_the_walk_on_every_pair_of_steps() {
        for (variant, seats) in [("chopat", 2), ("pachisi", 4)] {
            let mut ev: Option<Evaluator> = None;
            let mut checked = 0;
            for turn in [0, 1] {
                for a in 1..=100u32 {
                    for b in 1..=100u32 {
                        let w = serde_json::json!(["waiting", "waiting", "waiting", "waiting"]);
                        let mut pieces = vec![w; seats];
                        pieces[0][0] = a.into();
                        pieces[1][0] = b.into();
                        let seats: Vec<_> = pieces
                            .into_iter()
                            .map(|p| serde_json::json!({ "pieces": p }))
                            .collect();
                        let v = serde_json::json!({
                            "format": "pachisi-position",
                            "version": 1,
                            "variant": variant,
                            "options": { "players": 2 },
                            "phase": "throw",
                            "turn": turn,
                            "turn_number": 40,
                            "seats": seats
                        });
                        let Ok((game, s)) = Game::parse_position(&v.to_string()) else {
                            continue;
                        };
                        let ev =
                            ev.get_or_insert_with(|| Evaluator::new(&game, Weights::default()));
                        let at = ev.at.as_deref().expect("the table");
                        assert_both_ways(ev, at, &game, &s, &format!("{variant} steps {a}, {b}"));
                        checked += 1;
                    }
                }
            }
            assert!(checked > 5000, "{variant}: {checked} positions");
        }
    }
}
