//! Variant options: presets, validation, TOML and `key=value` parsing.
//!
//! Every rule that a source describes as "in some versions" is a switch here. A
//! [`Variant`] is a preset name plus the full set of [`Options`]; [`Game::new`]
//! (crate::Game::new) compiles it into lookup tables.

use serde::{Deserialize, Serialize};
use std::fmt;

/// The named games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Preset {
    /// Pachisi with six cowries (RULES §5).
    Pachisi,
    /// Pachisi with seven cowries (RULES §5).
    PachisiSeven,
    /// Chopat of Saurashtra (RULES §6).
    Chopat,
    /// Classical Chaupar with long dice (RULES §7).
    Chaupar,
    /// Ludo with the common modern rules (RULES §12).
    Ludo,
    /// Ludo exactly as the Python package ludopy 1.5.0 plays it (RULES §13).
    LudoLudopy,
    /// Mensch ärgere Dich nicht (RULES §14).
    Mensch,
    /// Le jeu des petits chevaux, the French rules with the numbered ladder (RULES §15).
    PetitsChevaux,
    /// Parcheesi, the American rules (RULES §16).
    Parcheesi,
    /// Parchís, the Spanish rules (RULES §17).
    Parchis,
    /// Barjis of Palestine after Murray (RULES-more §1): four players, 10 and 25 enter.
    Barjis,
    /// Barjis (Barsis) of Lebanon and Syria (RULES-more §1): two sides on opposite arms,
    /// only 10 enters.
    BarjisLevant,
    /// Parqués of Colombia (RULES-more §2): the Parchís board, two dice, the jail left
    /// with a pair, three pairs crown a piece, soplar.
    Parques,
    /// Sorry! (RULES-more §3): Hasbro's 2005 rules, a 45-card deck, the 60-square
    /// loop with slides, backward moves, the 11's switch and the Sorry! card.
    Sorry,
    /// Yut Nori of Korea (RULES-more §4): four sticks (one marked for back-do), the
    /// 29-station board with its corner and centre shortcuts, stacking, two sides.
    Yut,
    /// Yut Nori as Culin (1895) describes it (RULES-more §4): no back-do, uniform
    /// sticks, the shortcuts optional.
    YutCulin,
}

impl Preset {
    /// All presets, in the order they are listed.
    pub const ALL: [Preset; 16] = [
        Preset::Pachisi,
        Preset::PachisiSeven,
        Preset::Chopat,
        Preset::Chaupar,
        Preset::Ludo,
        Preset::LudoLudopy,
        Preset::Mensch,
        Preset::PetitsChevaux,
        Preset::Parcheesi,
        Preset::Parchis,
        Preset::Barjis,
        Preset::BarjisLevant,
        Preset::Parques,
        Preset::Sorry,
        Preset::Yut,
        Preset::YutCulin,
    ];

    /// The preset's name as used on the command line and in files.
    pub fn name(self) -> &'static str {
        match self {
            Preset::Pachisi => "pachisi",
            Preset::PachisiSeven => "pachisi-seven",
            Preset::Chopat => "chopat",
            Preset::Chaupar => "chaupar",
            Preset::Ludo => "ludo",
            Preset::LudoLudopy => "ludo-ludopy",
            Preset::Mensch => "mensch",
            Preset::PetitsChevaux => "petits-chevaux",
            Preset::Parcheesi => "parcheesi",
            Preset::Parchis => "parchis",
            Preset::Barjis => "barjis",
            Preset::BarjisLevant => "barjis-levant",
            Preset::Parques => "parques",
            Preset::Sorry => "sorry",
            Preset::Yut => "yut",
            Preset::YutCulin => "yut-culin",
        }
    }

    /// One line describing the preset.
    pub fn description(self) -> &'static str {
        match self {
            Preset::Pachisi => {
                "Pachisi with six cowries (6, 10, 25 are grace throws), teams of partners"
            }
            Preset::PachisiSeven => {
                "Pachisi with seven cowries (10, 25, 30 grace; 7, 14 go-on), streaks and pyada"
            }
            Preset::Chopat => {
                "Chopat of Saurashtra: seven cowries, clockwise, flowers, tohd, peghedu, gandu kadhy"
            }
            Preset::Chaupar => "Chaupar: three long dice, pieces start on the board, two teams",
            Preset::Ludo => {
                "Ludo: one die, a 6 brings a token out and rolls again, safe starts and stars"
            }
            Preset::LudoLudopy => {
                "Ludo as the Python package ludopy 1.5.0 plays it: star jumps, globes, bounce-back"
            }
            Preset::Mensch => {
                "Mensch ärgere Dich nicht: 11 × 11 board, 40-square loop, a 6 brings a piece out, no safe squares"
            }
            Preset::PetitsChevaux => {
                "Petits chevaux: one die, 56-square loop, a numbered ladder 1 to 6 climbed with each square's own number"
            }
            Preset::Parcheesi => {
                "Parcheesi: two dice, a 5 enters, doubles again, blockades, 12 safety spaces, 20 for a capture, 10 for home"
            }
            Preset::Parchis => {
                "Parchís: one die (or two), a 5 enters, barriers, 12 seguros shared by two colours, 20 for a capture, 10 for home"
            }
            Preset::Barjis => {
                "Barjis of Palestine: six cowries, 10 and 25 enter, 8 marked safe squares, doubled men safe, mars counts 7"
            }
            Preset::BarjisLevant => {
                "Barjis (Barsis) of the Levant: two sides on opposite arms, only 10 (dost) enters, 8 marked squares, mars counts 7"
            }
            Preset::Parques => {
                "Parqués of Colombia: two dice, a pair frees pieces from jail (three tries), pairs throw again, three pairs crown a piece, a missed capture is blown"
            }
            Preset::Sorry => {
                "Sorry!: a 45-card deck instead of dice, 1 or 2 starts a pawn, 4 goes back, 7 splits, 11 switches, Sorry! bumps, slides"
            }
            Preset::Yut => {
                "Yut Nori: four sticks (do 1 … yut 4, mo 5; yut and mo throw again; back-do 1 back), 29 stations, shortcuts from the corners and the centre, stacks, captures throw again"
            }
            Preset::YutCulin => {
                "Yut Nori as Culin (1895) describes it: uniform sticks, no back-do, shortcuts optional"
            }
        }
    }

    /// Parse a preset name.
    pub fn parse(name: &str) -> Result<Preset, OptionError> {
        Preset::ALL
            .into_iter()
            .find(|p| p.name() == name)
            .ok_or_else(|| OptionError::UnknownPreset {
                name: name.to_string(),
                allowed: Preset::ALL
                    .iter()
                    .map(|p| p.name())
                    .collect::<Vec<_>>()
                    .join(", "),
            })
    }
}

impl fmt::Display for Preset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What is thrown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ThrowTable {
    /// Six cowries, seed 000's table: 0 up = 25, 1 = 10, 2..6 = 2..6.
    Six,
    /// Six cowries, Herklots' table: 0 up = 6, 1 = 10, 5 = 25, 6 = 12.
    SixHerklots,
    /// Seven cowries: 0 up = 7, 1 = 10, 5 = 25, 6 = 30 (or 35), 7 = 14.
    Seven,
    /// Seven cowries, Chopat: 0 up = 8 (or 7), 1 = 11, 5 = 25, 6 = 30, 7 = 16 (or 14).
    Chopat,
    /// Three four-sided long dice (Chaupar).
    LongDice,
    /// One six-sided die, faces 1 to 6 (Ludo); a 6 throws again.
    Die,
    /// Two six-sided dice (Parcheesi, PR-DICE): 36 ordered outcomes, outcome
    /// `6 * (a - 1) + (b - 1)` for faces `a`, `b`; each die is a kept throw, doubles
    /// throw again.
    TwoDice,
    /// Sorry!'s deck of cards (S-DECK): outcome `i` draws a card of kind
    /// [`crate::throws::CARD_VALUES`]`[i]`; the deck is part of the state (S-DRAW).
    Cards,
    /// Yut Nori's four sticks (Y-STICKS): outcome `k` for `k` flat sides up (0 is mo,
    /// worth 5), outcome 5 for back-do (the marked stick alone flat side up).
    Sticks,
}

impl ThrowTable {
    const ALL: [ThrowTable; 9] = [
        ThrowTable::Six,
        ThrowTable::SixHerklots,
        ThrowTable::Seven,
        ThrowTable::Chopat,
        ThrowTable::LongDice,
        ThrowTable::Die,
        ThrowTable::TwoDice,
        ThrowTable::Cards,
        ThrowTable::Sticks,
    ];
    fn name(self) -> &'static str {
        match self {
            ThrowTable::Six => "six",
            ThrowTable::SixHerklots => "six-herklots",
            ThrowTable::Seven => "seven",
            ThrowTable::Chopat => "chopat",
            ThrowTable::LongDice => "long-dice",
            ThrowTable::Die => "die",
            ThrowTable::TwoDice => "two-dice",
            ThrowTable::Cards => "cards",
            ThrowTable::Sticks => "sticks",
        }
    }
}

/// The shape of the track (and so the direction of play).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TrackKind {
    /// RULES §2.1: down the own middle column, anticlockwise round, back up (84 steps).
    Pachisi,
    /// RULES §2.3: clockwise from the start flower, into the home column (72 steps).
    Chopat,
    /// RULES §12.1: the 15 × 15 Ludo board, clockwise from the start square round the
    /// 52-square loop, up a 5-square home column (57 steps).
    Ludo,
    /// RULES §14: the 11 × 11 Mensch ärgere Dich nicht board, clockwise from the start
    /// square round the 40-square loop (corners included) into a 4-square goal (44
    /// steps); a seat is done when its four pieces fill its goal.
    Mensch,
    /// RULES-more §3.1: Sorry!'s 16 × 16 board, clockwise round the 60-square loop
    /// from the start square, into a 5-square safety zone and Home (64 steps); 4s and
    /// 10s move backward.
    Sorry,
    /// RULES-more §4.1: Yut Nori's 29 stations, a square of 20 and two diagonals
    /// crossing at the centre; four routes from station 0 back to it (Y-ROUTES).
    Yut,
}

/// Y-BACK-DO: when a back-do is void.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BackDoVoid {
    /// Thrown while the side has no piece on the board: not kept.
    #[default]
    AtThrow,
    /// Kept; lost when no piece can use it.
    AtUse,
}

/// Y-BRANCH: whether a piece stopped on a corner must take the shortcut.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Shortcut {
    #[default]
    Forced,
    Optional,
}

/// Y-BRANCH: where a piece stopped on the centre goes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CentreExit {
    /// Toward station 0, the short way.
    #[default]
    Home,
    /// A piece that came along the first diagonal may go on to corner 15.
    Choice,
}

/// Y-CAPTURE: when the extra throw of a capture is thrown.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CaptureThrow {
    /// At once, after the capturing move; its values join the kept ones.
    #[default]
    Immediate,
    /// After the move phase (T-CAPTURE-AGAIN).
    End,
}

/// Y-STACK: whether a piece arriving on its own pieces joins them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StackRule {
    #[default]
    Auto,
    Optional,
}

/// Y-FINISH: how a piece leaves the board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum YutFinish {
    /// By a move past station 0.
    #[default]
    Pass,
    /// By a move that reaches station 0.
    Reach,
    /// A move past station 0 is illegal; a piece on 0 leaves with its next move.
    Exact,
}

fn stick_p_default() -> Vec<f64> {
    vec![0.6]
}

fn is_stick_p_default(x: &[f64]) -> bool {
    x == [0.6]
}

/// Whether a Yut Nori option is at its default, the `yut` preset's (left out of the
/// serialized form, as the other late families' options are).
fn is_default<T: Default + PartialEq>(x: &T) -> bool {
    *x == T::default()
}

/// Which squares are safe.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SafeSquares {
    /// The 12 Pachisi castles (RULES §2.2).
    Castles,
    /// The Chopat flowers (RULES §2.4), placed by `flower_in_middle`.
    Flowers,
    /// No safe squares (Chaupar, K-NO-SAFE).
    None,
    /// Ludo: the four start squares and the four stars, 8 steps after each start
    /// (L-SAFE; ludopy's globes, LP-GLOBE).
    LudoStars,
    /// Parchís: the 12 seguros, each arm's end square and the 5th square from the
    /// outer edge of both outer columns (ES-SAFE).
    Parchis,
    /// Barjis: the 8 marked squares, the 3rd square from the outer edge of both outer
    /// columns of every arm (B-SAFE-SQUARES).
    Barjis,
}

/// Where the middle-column flower of each arm is (RULES §2.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FlowerInMiddle {
    /// On the end square of each arm.
    End,
    /// On the 4th square from the outer edge of each middle column.
    Inner,
}

/// How a piece enters (P-ENTER-SQ1, C-ENTER).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EnterMode {
    /// The piece is placed on its entry square and the throw is used up.
    Place,
    /// The piece enters and moves the throw's full value from step 0.
    Full,
    /// The piece is put in the centre (the Barjis kitchen, step 0) on the board and the
    /// throw is used up; later throws move it out (B-ENTER, Ludii's Barjis). Pachisi
    /// track only.
    Centre,
}

/// What an unspendable kept throw costs (T-FORFEIT).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Forfeit {
    /// The throws that cannot be spent are lost; the turn goes on as usual.
    Throw,
    /// The turn ends: every kept throw and any further throw of the turn is lost.
    Turn,
}

/// Streak detection (T-STREAK).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Streak {
    /// No streak rule.
    Off,
    /// Three consecutive throws of one class: the entering go-on values form one class,
    /// every other go-on value is a class of its own (P-STREAK, C-BURN).
    Class,
    /// Three consecutive throws of the same value.
    SameValue,
}

/// What a streak costs (T-STREAK, C-BURN).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum StreakPenalty {
    /// The three throws of the streak are removed from the kept throws.
    Cancel,
    /// Every throw kept in the turn is lost (the throws "burn").
    Turn,
}

/// Who starts (T-ORDER).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum StartOrder {
    /// Every seat throws once; the highest starts; ties re-throw.
    Throw,
    /// Seat 0 starts.
    Fixed,
}

/// How many pieces a pair takes out of the jail (Q-PAIR-RELEASE); `Off`: the jail
/// rules of Parqués are off and pieces enter as the other options say.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PairRelease {
    #[serde(rename = "off")]
    Off,
    /// 1-1 and 6-6 release every piece in the jail, any other pair at most two.
    #[serde(rename = "super")]
    Super,
    /// Any pair releases every piece in the jail.
    #[serde(rename = "all")]
    All,
    /// A pair releases at most one piece.
    #[serde(rename = "1")]
    One,
    /// A pair releases at most two pieces.
    #[serde(rename = "2")]
    Two,
}

impl PairRelease {
    /// How many pieces the pair of dice `a`, `b` may release (with `Off`, none).
    pub fn allowed(self, a: u8, b: u8) -> u8 {
        match self {
            PairRelease::Off => 0,
            PairRelease::Super if a == b && (a == 1 || a == 6) => 4,
            PairRelease::Super | PairRelease::Two => 2,
            PairRelease::All => 4,
            PairRelease::One => 1,
        }
    }
}

/// Sorry!'s deck (S-DRAW): drawn without replacement, or with replacement at the
/// fresh deck's odds (a simplification for analysis).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DeckModel {
    Finite,
    Infinite,
}

/// Whose slides a Sorry! pawn slides on (S-SLIDE).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SlideColour {
    /// The other colours' slides only (Hasbro 2005).
    Others,
    /// Every slide, the own colour's too.
    Any,
    /// The own colour's slides only.
    Own,
}

fn is_finite(x: &DeckModel) -> bool {
    *x == DeckModel::Finite
}

fn finite() -> DeckModel {
    DeckModel::Finite
}

fn is_others(x: &SlideColour) -> bool {
    *x == SlideColour::Others
}

fn others() -> SlideColour {
    SlideColour::Others
}

fn deck45() -> u8 {
    45
}

fn is_deck45(x: &u8) -> bool {
    *x == 45
}

fn is_off(x: &PairRelease) -> bool {
    *x == PairRelease::Off
}

fn is_one(x: &u8) -> bool {
    *x == 1
}

fn one() -> u8 {
    1
}

/// Every option of a variant. See `docs/rules.md` for the meaning of each.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Options {
    pub players: u8,
    pub teams: bool,
    pub table: ThrowTable,
    pub mouth_up_p: Vec<f64>,
    pub seven_high: u8,
    pub chopat_ends: u8,
    pub dice_faces: [u8; 4],
    pub track: TrackKind,
    pub safe_squares: SafeSquares,
    pub flower_in_middle: FlowerInMiddle,
    pub order: StartOrder,
    pub accumulate: bool,
    pub stack_moves: bool,
    pub forfeit: Forfeit,
    pub pass: bool,
    pub streak: Streak,
    pub streak_penalty: StreakPenalty,
    pub bonus: bool,
    pub bonus_values: Vec<u8>,
    pub capture_again: bool,
    pub enter: EnterMode,
    pub enter_any: bool,
    pub first_free: bool,
    pub seven_fourteen: bool,
    pub castle_exclusive: bool,
    pub castle_single: bool,
    pub block_two: bool,
    pub capture_stacks: bool,
    pub must_capture: bool,
    pub revenge: bool,
    pub fool: bool,
    pub partner_moves: bool,
    pub triple: bool,
    pub start_steps: Vec<u8>,
    pub rank_all: bool,
    pub max_turns: u32,
    #[serde(default)]
    pub one_enters: bool,
    #[serde(default)]
    pub home_again: bool,
    #[serde(default)]
    pub block_pass: bool,
    #[serde(default)]
    pub ludopy: bool,
    #[serde(default)]
    pub no_share: bool,
    #[serde(default)]
    pub must_enter: bool,
    #[serde(default)]
    pub clear_start: bool,
    #[serde(default)]
    pub three_tries: bool,
    #[serde(default)]
    pub no_jump_goal: bool,
    #[serde(default)]
    pub forced_capture: bool,
    #[serde(default)]
    pub ladder: bool,
    #[serde(default)]
    pub ladder_centre: bool,
    #[serde(default)]
    pub bounce: bool,
    #[serde(default)]
    pub own_behind: bool,
    #[serde(default)]
    pub no_pass: bool,
    #[serde(default = "four")]
    pub horses: u8,
    #[serde(default)]
    pub loop_entry: u8,
    #[serde(default)]
    pub enter_five: bool,
    #[serde(default)]
    pub enter_total: bool,
    #[serde(default)]
    pub enter_capture: bool,
    #[serde(default)]
    pub blockade: bool,
    #[serde(default)]
    pub blockade_doubles: bool,
    #[serde(default)]
    pub doubles_bottom: bool,
    #[serde(default)]
    pub three_doubles: bool,
    #[serde(default)]
    pub capture_bonus: u8,
    #[serde(default)]
    pub home_bonus: u8,
    #[serde(default)]
    pub safe_share: bool,
    #[serde(default)]
    pub six_counts_seven: bool,
    #[serde(default)]
    pub three_sixes_last: bool,
    #[serde(default)]
    pub open_barrier: bool,
    // Barjis' options (RULES-more §1) are left out of the serialized form at their
    // defaults, so that every other variant serializes, and hashes (the endgame tables'
    // `options_hash`), as before they existed; [`Options::to_json`] has them all.
    /// With 2 players on the Pachisi track, each plays two opposite colours (P-PLAYERS);
    /// false: one colour each, on the opposite arms S and N (B-SEATS).
    #[serde(default = "yes", skip_serializing_if = "is_true")]
    pub two_colours: bool,
    /// The go-on values (B-GO-ON); `None`: the throw table's own.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub go_on: Option<Vec<u8>>,
    /// The values that enter a piece (B-GRACE); empty: the go-on values (P-GRACE).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub grace_values: Vec<u8>,
    /// T-EXACT: the finish needs the exact count; false: a throw that passes the finish
    /// bears the piece off (B-EXACT).
    #[serde(default = "yes", skip_serializing_if = "is_true")]
    pub exact: bool,
    /// B-MARS: a win while no opponent has a piece home counts 7 (the outcome's score).
    #[serde(default, skip_serializing_if = "is_false")]
    pub mars: bool,
    // Parqués' options (RULES-more §2), left out of the serialized form at their
    // defaults as Barjis' are.
    /// Q-PAIR-RELEASE: only a pair takes pieces out of the jail, this many.
    #[serde(default = "pair_release_off", skip_serializing_if = "is_off")]
    pub pair_release: PairRelease,
    /// Q-TRIES: throws a turn may have while none of the seat's pieces is on the
    /// board (with `pair_release`), stopping at the first pair.
    #[serde(default = "one", skip_serializing_if = "is_one")]
    pub jail_tries: u8,
    /// Q-DICE: 5-6 counts as a pair (releases, throws again, counts for three pairs).
    #[serde(default, skip_serializing_if = "is_false")]
    pub eleven_is_pair: bool,
    /// Q-THREE-PAIRS: with `three_doubles`, the third pair in a row crowns a piece (it
    /// goes straight to the centre) instead of the penalty, and the turn ends.
    #[serde(default, skip_serializing_if = "is_false")]
    pub crown: bool,
    /// Q-THREE-PAIRS: the crowned piece may be one still in the jail.
    #[serde(default = "yes", skip_serializing_if = "is_true")]
    pub crown_from_jail: bool,
    /// Q-SOPLAR: a capture left with a die may be blown by the next player, who sends
    /// one of the pieces that could have made it back to its jail.
    #[serde(default, skip_serializing_if = "is_false")]
    pub soplar: bool,
    // Sorry!'s options (RULES-more §3), left out of the serialized form at their
    // defaults as Barjis' and Parqués' are.
    /// S-DECK: cards in the deck, 45 (five 1s, four of each other kind), 44 (four of
    /// each) or 55 (five of each).
    #[serde(default = "deck45", skip_serializing_if = "is_deck45")]
    pub deck: u8,
    /// S-DRAW: the deck drawn without replacement (finite) or with (infinite).
    #[serde(default = "finite", skip_serializing_if = "is_finite")]
    pub deck_model: DeckModel,
    /// S-SETUP: one pawn of each seat begins on its start square.
    #[serde(default, skip_serializing_if = "is_false")]
    pub quick_start: bool,
    /// S-SLIDE: whose slides a pawn slides on.
    #[serde(default = "others", skip_serializing_if = "is_others")]
    pub slide_colour: SlideColour,
    /// S-TWO: a 2 draws again.
    #[serde(default = "yes", skip_serializing_if = "is_true")]
    pub two_draws_again: bool,
    /// S-SORRY: the Sorry! card may instead move a pawn 4 forward.
    #[serde(default, skip_serializing_if = "is_false")]
    pub sorry_four: bool,
    // Yut Nori's options (RULES-more §4), left out of the serialized form at the `yut`
    // preset's values as the other late families' are.
    /// Y-STICKS: each stick's chance to fall flat side up (one for all, or four, the
    /// marked stick first).
    #[serde(
        default = "stick_p_default",
        skip_serializing_if = "is_stick_p_default"
    )]
    pub stick_p: Vec<f64>,
    /// Y-STICKS, Y-BACK-DO: one stick is marked for back-do.
    #[serde(default = "yes", skip_serializing_if = "is_true")]
    pub back_do: bool,
    /// Y-STICKS: marked sticks (1 or 2).
    #[serde(default = "one", skip_serializing_if = "is_one")]
    pub back_do_sticks: u8,
    /// Y-BACK-DO: when a back-do with no piece on the board is void.
    #[serde(default, skip_serializing_if = "is_default")]
    pub back_do_void: BackDoVoid,
    /// Y-ACCUMULATE: most extra throws a throw phase (0: no limit).
    #[serde(default, skip_serializing_if = "is_default")]
    pub max_go_on: u8,
    /// Y-BRANCH: the corner and centre shortcuts forced or optional.
    #[serde(default, skip_serializing_if = "is_default")]
    pub shortcut: Shortcut,
    /// Y-BRANCH: where a piece stopped on the centre goes.
    #[serde(default, skip_serializing_if = "is_default")]
    pub centre_exit: CentreExit,
    /// Y-CAPTURE: when a capture's extra throw is thrown.
    #[serde(default, skip_serializing_if = "is_default")]
    pub capture_throw: CaptureThrow,
    /// Y-CAPTURE: a capture made with a yut or mo earns a throw.
    #[serde(default = "yes", skip_serializing_if = "is_true")]
    pub capture_bonus_yut_mo: bool,
    /// Y-CAPTURE: a capture made with a back-do earns a throw.
    #[serde(default = "yes", skip_serializing_if = "is_true")]
    pub capture_bonus_back_do: bool,
    /// Y-CAPTURE: a yut or mo of a capture's extra throw throws again.
    #[serde(default = "yes", skip_serializing_if = "is_true")]
    pub capture_bonus_chain: bool,
    /// Y-STACK: stacking automatic or optional.
    #[serde(default, skip_serializing_if = "is_default")]
    pub stack: StackRule,
    /// Y-FINISH: how a piece leaves the board.
    #[serde(default, skip_serializing_if = "is_default")]
    pub finish: YutFinish,
    /// Y-HOUSE: stations where a piece that stops finishes at once.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub heaven_stations: Vec<u8>,
    /// Y-HOUSE: stations where a piece that stops goes back to the start.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hell_stations: Vec<u8>,
}

fn pair_release_off() -> PairRelease {
    PairRelease::Off
}

fn is_true(x: &bool) -> bool {
    *x
}

fn is_false(x: &bool) -> bool {
    !*x
}

fn four() -> u8 {
    4
}

fn yes() -> bool {
    true
}

/// A preset plus its options: everything needed to build a [`crate::Game`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Variant {
    pub preset: Preset,
    pub options: Options,
}

/// An error in a variant's options.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum OptionError {
    #[error("unknown variant '{name}'; the presets are: {allowed}")]
    UnknownPreset { name: String, allowed: String },
    #[error("unknown option '{key}'; the options are: {allowed}")]
    UnknownKey { key: String, allowed: String },
    #[error("bad value '{value}' for option '{key}': {reason}; allowed: {allowed}")]
    BadValue {
        key: String,
        value: String,
        reason: String,
        allowed: String,
    },
    #[error("option setting '{0}' is not of the form key=value")]
    NotKeyValue(String),
    #[error("options conflict: {0}")]
    Conflict(String),
    #[error("cannot read options file: {0}")]
    Toml(String),
}

/// How an option is described in listings.
#[derive(Clone, Debug, Serialize)]
pub struct OptionInfo {
    pub key: &'static str,
    pub rule: &'static str,
    pub allowed: &'static str,
    pub default: String,
    pub meaning: &'static str,
}

/// Yut Nori's own options (RULES-more §4.4), refused by [`Options::set`] in every other
/// game.
const YUT_KEYS: [&str; 16] = [
    "pieces",
    "stick_p",
    "back_do",
    "back_do_sticks",
    "back_do_void",
    "max_go_on",
    "shortcut",
    "centre_exit",
    "capture_throw",
    "capture_bonus_yut_mo",
    "capture_bonus_back_do",
    "capture_bonus_chain",
    "stack",
    "finish",
    "heaven_stations",
    "hell_stations",
];

/// Every option key with its rule ID, allowed values and meaning, in listing order.
pub const OPTION_DOCS: &[(&str, &str, &str, &str)] = &[
    (
        "players",
        "P-PLAYERS, C-PLAYERS",
        "2, 3 or 4",
        "number of players; in Pachisi and Chaupar 2 players each play two opposite colours as a team",
    ),
    (
        "teams",
        "T-TEAM",
        "true, false",
        "partners (opposite seats) play as a team; needs 4 seats",
    ),
    (
        "table",
        "§3",
        "six, six-herklots, seven, chopat, long-dice, die, two-dice",
        "what is thrown and its value table",
    ),
    (
        "mouth_up_p",
        "§3.1",
        "a probability in (0,1), or a list of one per shell",
        "chance that a cowrie lands mouth up",
    ),
    (
        "seven_high",
        "§3.1",
        "30, 35",
        "value of 6 mouths up in the seven table",
    ),
    (
        "chopat_ends",
        "§3.1",
        "8, 7",
        "value of 0 mouths up in the chopat table (8 with 16 for 7 up, or 7 with 14)",
    ),
    (
        "dice_faces",
        "§3.2",
        "1-2-5-6, 1-3-4-6",
        "faces of each long die",
    ),
    (
        "track",
        "§2",
        "pachisi, chopat, ludo, mensch",
        "track shape and direction: pachisi (anticlockwise, 84 steps), chopat (clockwise, 72 steps), ludo (15 × 15 board, clockwise, 57 steps; with ladder = true the petits chevaux board: 56 loop squares, a numbered 6-square ladder and the centre, 63 steps) or mensch (11 × 11 board, clockwise, 40 loop squares and a 4-square goal)",
    ),
    (
        "safe_squares",
        "P-CASTLE, C-SAFE, K-NO-SAFE, L-SAFE, ES-SAFE, B-SAFE-SQUARES",
        "castles, flowers, none, ludo-stars, parchis, barjis",
        "which squares are safe",
    ),
    (
        "flower_in_middle",
        "§2.4",
        "end, inner",
        "where the middle-column flower of each arm is",
    ),
    (
        "order",
        "T-ORDER",
        "throw, fixed",
        "throw for the first turn (ties re-throw), or seat 0 starts",
    ),
    (
        "accumulate",
        "T-ACCUMULATE",
        "true, false",
        "keep all throws of a turn and spend them after the throw phase",
    ),
    (
        "stack_moves",
        "T-ONE-PIECE",
        "true, false",
        "pieces of one seat on one square may move together with one throw",
    ),
    (
        "forfeit",
        "T-FORFEIT",
        "throw, turn",
        "an unspendable throw is lost (throw), or ends the turn (turn)",
    ),
    (
        "pass",
        "T-PASS",
        "true, false",
        "a player may decline to spend kept throws",
    ),
    (
        "streak",
        "T-STREAK",
        "off, class, same-value",
        "three consecutive throws of one class are cancelled",
    ),
    (
        "streak_penalty",
        "T-STREAK, C-BURN",
        "cancel, turn",
        "a streak cancels its three throws, or every throw of the turn",
    ),
    (
        "bonus",
        "T-BONUS-STEP, P-PYADA, C-PEGHEDU",
        "true, false",
        "extra step of 1 for bonus values once all pieces have entered",
    ),
    (
        "bonus_values",
        "P-PYADA, C-PEGHEDU",
        "a list of throw values",
        "throws that earn the extra step",
    ),
    (
        "capture_again",
        "T-CAPTURE-AGAIN",
        "true, false",
        "a capture earns another throw phase",
    ),
    (
        "enter",
        "P-ENTER-SQ1, C-ENTER, B-ENTER",
        "place, full, centre",
        "an entering piece is placed on its entry square (place), moves the full value (full), or is put in the centre on the board to move out with later throws (centre; pachisi track)",
    ),
    (
        "enter_any",
        "K-CAPTURE",
        "true, false",
        "any throw may enter a piece",
    ),
    (
        "first_free",
        "P-FIRST-FREE",
        "true, false",
        "a seat's first piece of the game may enter on any throw",
    ),
    (
        "seven_fourteen",
        "P-SEVEN-FOURTEEN",
        "true, false",
        "7 and 14 cannot enter a piece and are void without a piece on the board",
    ),
    (
        "castle_exclusive",
        "P-CASTLE",
        "true, false",
        "a piece may not end its move on a safe square held by an opponent",
    ),
    (
        "castle_single",
        "P-STACK",
        "true, false",
        "no two pieces share a safe square",
    ),
    (
        "block_two",
        "C-BLOCK",
        "true, false",
        "two pieces of one seat on a safe square stop other seats from ending there",
    ),
    (
        "capture_stacks",
        "P-CAPTURE, K-CAPTURE",
        "true, false",
        "two or more pieces of one seat together can be captured (false: they block instead)",
    ),
    (
        "must_capture",
        "P-MUST-CAPTURE, C-TOHD",
        "true, false",
        "a seat must capture before its pieces may go home; until then they circle",
    ),
    (
        "revenge",
        "P-REVENGE",
        "true, false",
        "an immediate recapture on the same square cancels the capture's credit (2 players)",
    ),
    (
        "fool",
        "C-FOOL",
        "true, false",
        "gandu kadhy: a finished seat may bring a piece back out to harass the others",
    ),
    (
        "partner_moves",
        "K-PARTNER",
        "true, false",
        "a finished seat throws on its turns and its partner moves",
    ),
    (
        "triple",
        "K-TRIPLE",
        "true, false",
        "three pieces on one square move together twice the face on a triple",
    ),
    (
        "start_steps",
        "K-START",
        "a list of 4 steps, or empty",
        "pieces start on the board on these steps",
    ),
    (
        "rank_all",
        "T-END",
        "true, false",
        "without teams, play on after the first finisher until one seat is left",
    ),
    (
        "max_turns",
        "§ game length",
        "1 to 100000",
        "turn cap; when reached the game is adjudicated by distance left",
    ),
    (
        "one_enters",
        "L-ENTER-1",
        "true, false",
        "a throw of 1 also brings a piece onto the board",
    ),
    (
        "home_again",
        "L-HOME-AGAIN",
        "true, false",
        "bringing a piece home earns another throw",
    ),
    (
        "block_pass",
        "L-BLOCK",
        "true, false",
        "two or more pieces of one seat on a square can be neither passed nor landed on by other seats",
    ),
    (
        "ludopy",
        "LP-*",
        "true, false",
        "move, capture and turn rules of the Python package ludopy 1.5.0 (needs the ludopy preset's other options)",
    ),
    (
        "no_share",
        "M-OWN",
        "true, false",
        "a piece may not end its move on a square (goal squares included) where a piece of its own seat stands",
    ),
    (
        "must_enter",
        "M-MUST-ENTER",
        "true, false",
        "a throw that can bring a piece out must do so while pieces wait and the own start square holds no own piece",
    ),
    (
        "clear_start",
        "M-CLEAR-START",
        "true, false",
        "while pieces wait, a piece on the own start square must move off it first, if it can",
    ),
    (
        "three_tries",
        "M-THREE-TRIES",
        "true, false",
        "a seat with no piece that can move (all waiting, or packed at the end of the goal) throws up to three times for a 6",
    ),
    (
        "no_jump_goal",
        "M-NO-JUMP-GOAL",
        "true, false",
        "a piece may not pass over its own pieces in the home column / goal",
    ),
    (
        "forced_capture",
        "M-MUST-CAPTURE",
        "true, false",
        "Schlagzwang: when a throw can capture, only capturing moves are allowed",
    ),
    (
        "ladder",
        "CH-LADDER",
        "true, false",
        "with track = ludo: the petits chevaux board (56 loop squares with the corners) and its numbered ladder 1 to 6, each square climbed with its own number",
    ),
    (
        "ladder_centre",
        "CH-CENTRE",
        "true, false",
        "ladder = true: a horse on ladder square 6 needs one more 6 to reach the centre (false: a horse that reaches square 6 is home)",
    ),
    (
        "bounce",
        "CH-BOUNCE",
        "true, false",
        "ladder = true: a throw bigger than the steps to the square before the ladder goes there and back the rest (false: that horse cannot move)",
    ),
    (
        "own_behind",
        "CH-OWN",
        "true, false",
        "ladder = true: a horse whose throw ends on its own horse stops on the free square just behind it (false: it may not make that move)",
    ),
    (
        "no_pass",
        "CH-NO-PASS",
        "true, false",
        "ladder = true: a horse may not pass another horse (of any colour) on the loop",
    ),
    (
        "horses",
        "CH-HORSES, Q-PIECES",
        "1, 2, 3, 4",
        "ladder = true (horses) or pair_release (Parqués' pieces): pieces per player; the others start home",
    ),
    (
        "loop_entry",
        "PR-TRACK",
        "0, or 9 to 75",
        "pachisi track: 0 enters down the own middle column (Pachisi); n enters on the loop square of Pachisi step n (12: Parcheesi's entry space), which becomes step 1",
    ),
    (
        "enter_five",
        "PR-ENTER",
        "true, false",
        "a 5 brings a piece onto the board (instead of the go-on values)",
    ),
    (
        "enter_total",
        "PR-ENTER",
        "true, false",
        "two kept throws that add up to 5 (1 + 4, 2 + 3) together bring a piece onto the board",
    ),
    (
        "enter_capture",
        "PR-ENTER-CAPTURE",
        "true, false",
        "a piece entering onto its own entry space captures a single opponent there, although the space is safe",
    ),
    (
        "blockade",
        "PR-BLOCKADE",
        "true, false",
        "two pieces of one seat on a square form a blockade that no piece, of any seat, may pass or land on; at most two pieces on a square",
    ),
    (
        "blockade_doubles",
        "PR-BLOCKADE-DOUBLES",
        "true, false",
        "with doubles, the two pieces of a blockade may not move on together: in that roll they may not stand on one square again (with blockade)",
    ),
    (
        "doubles_bottom",
        "PR-DOUBLES",
        "true, false",
        "with no piece waiting, doubles also give their bottom faces (7 − a each)",
    ),
    (
        "three_doubles",
        "PR-THREE-DOUBLES",
        "true, false",
        "a third go-on throw (doubles) in a row is not played: the seat's piece nearest home goes back and the turn ends",
    ),
    (
        "capture_bonus",
        "PR-BONUS",
        "0 to 63",
        "a capture earns a kept throw of this value for one piece (0: none)",
    ),
    (
        "home_bonus",
        "PR-BONUS",
        "0 to 63",
        "bringing a piece home earns a kept throw of this value for one piece (0: none)",
    ),
    (
        "safe_share",
        "ES-SAFE",
        "true, false",
        "a safe square holds at most two pieces, of one colour or of two (no capture there)",
    ),
    (
        "six_counts_seven",
        "ES-SIX-SEVEN",
        "true, false",
        "a 6 counts 7 once none of the seat's pieces waits (needs table = die or two-dice)",
    ),
    (
        "three_sixes_last",
        "ES-THREE-SIXES",
        "true, false",
        "(with three_doubles) the piece sent back is the one moved last in the turn, and none from the home column; with table = die the third 6 in a row counts",
    ),
    (
        "open_barrier",
        "ES-OPEN-BARRIER",
        "true, false",
        "a 6 (or the 7 it counts) must move a piece out of an own pair of pieces on one square when one can",
    ),
    (
        "two_colours",
        "B-SEATS, P-PLAYERS",
        "true, false",
        "with 2 players on the pachisi track: each plays two opposite colours (true), or one colour each on the opposite arms S and N (false)",
    ),
    (
        "go_on",
        "B-GO-ON",
        "table, or a list of throw values",
        "the values that earn another throw (table: the throw table's own)",
    ),
    (
        "grace_values",
        "B-GRACE, P-GRACE",
        "a list of throw values, or empty",
        "the values that bring a piece onto the board (empty: the go-on values; enter_any and enter_five come first)",
    ),
    (
        "exact",
        "B-EXACT, T-EXACT",
        "true, false",
        "the finish needs the exact count (false: a throw that passes the finish bears the piece off)",
    ),
    (
        "mars",
        "B-MARS",
        "true, false",
        "a win while no opponent has a piece home counts 7 games (the outcome's score), else 1",
    ),
    (
        "pair_release",
        "Q-PAIR-RELEASE, Q-RELEASE-DICE",
        "off, super, all, 1, 2",
        "table = two-dice: only a pair takes pieces out of the jail onto the salida, one piece with one die or several with both; super: 1-1 and 6-6 free every piece, other pairs two; all: any pair every piece; 1 or 2: at most that many (off: the other enter rules)",
    ),
    (
        "jail_tries",
        "Q-TRIES",
        "1, 2, 3",
        "with pair_release: throws a turn may have while none of the seat's pieces is on the board, stopping at the first pair",
    ),
    (
        "eleven_is_pair",
        "Q-DICE",
        "true, false",
        "table = two-dice: 5-6 also counts as a pair (releases, throws again, counts towards three pairs)",
    ),
    (
        "crown",
        "Q-THREE-PAIRS",
        "true, false",
        "with three_doubles: the third pair in a row crowns a piece of the player's choice (straight to the centre) instead of the penalty, and the turn ends",
    ),
    (
        "crown_from_jail",
        "Q-THREE-PAIRS",
        "true, false",
        "with crown: the crowned piece may be one still in the jail (false: only a piece on the board)",
    ),
    (
        "soplar",
        "Q-SOPLAR",
        "true, false",
        "a player who spent a die without capturing although that die could capture has left a capture: the next player may first blow one of the pieces that could have made it back to its jail",
    ),
    (
        "deck",
        "S-DECK",
        "45, 44, 55",
        "table = cards: the cards of the deck; 45: five 1s and four each of 2, 3, 4, 5, 7, 8, 10, 11, 12 and Sorry!; 44: four of each; 55: five of each",
    ),
    (
        "deck_model",
        "S-DRAW",
        "finite, infinite",
        "table = cards: cards are drawn without replacement and the discards reshuffled when the deck runs out (finite), or drawn at the fresh deck's odds every time (infinite)",
    ),
    (
        "quick_start",
        "S-SETUP",
        "true, false",
        "track = sorry: one pawn of each player begins on its start square",
    ),
    (
        "slide_colour",
        "S-SLIDE",
        "others, any, own",
        "track = sorry: a pawn that stops on a slide's triangle slides on the other colours' slides (others), on every slide (any) or on its own colour's only (own)",
    ),
    (
        "two_draws_again",
        "S-TWO",
        "true, false",
        "table = cards: a 2 lets the player draw again",
    ),
    (
        "sorry_four",
        "S-SORRY",
        "true, false",
        "table = cards: a Sorry! card may instead move one pawn 4 forward",
    ),
    (
        "pieces",
        "Y-SIDES",
        "1 to 4",
        "track = yut: pieces per side (the same setting as horses)",
    ),
    (
        "stick_p",
        "Y-STICKS",
        "a probability in (0, 1), or 4 of them (the marked stick first)",
        "table = sticks: the chance of each stick to fall flat side up (0.6 for real sticks, 0.5 for the uniform model)",
    ),
    (
        "back_do",
        "Y-STICKS, Y-BACK-DO",
        "true, false",
        "table = sticks: one stick is marked; alone flat side up it is a back-do, one station back",
    ),
    (
        "back_do_sticks",
        "Y-STICKS",
        "1, 2",
        "table = sticks: how many sticks are marked for back-do",
    ),
    (
        "back_do_void",
        "Y-BACK-DO",
        "at_throw, at_use",
        "table = sticks: a back-do thrown with no own piece on the board is void (at_throw), or kept and lost only if no piece can use it (at_use)",
    ),
    (
        "max_go_on",
        "Y-ACCUMULATE",
        "0 (no limit) to 20",
        "table = sticks: the most extra throws that yut and mo earn in one throw phase",
    ),
    (
        "shortcut",
        "Y-BRANCH",
        "forced, optional",
        "track = yut: a piece that stopped on a corner or the centre must take the shortcut (forced) or may go straight on (optional)",
    ),
    (
        "centre_exit",
        "Y-BRANCH",
        "home, choice",
        "track = yut: a piece stopped on the centre heads home (home), or, having come along the first diagonal, may go on toward corner 15 (choice)",
    ),
    (
        "capture_throw",
        "Y-CAPTURE",
        "immediate, end",
        "track = yut: a capture's extra throw is thrown at once and joins the kept throws (immediate), or after the move phase (end)",
    ),
    (
        "capture_bonus_yut_mo",
        "Y-CAPTURE",
        "true, false",
        "track = yut: a capture made with a yut or a mo earns the extra throw",
    ),
    (
        "capture_bonus_back_do",
        "Y-CAPTURE",
        "true, false",
        "track = yut: a capture made with a back-do earns the extra throw",
    ),
    (
        "capture_bonus_chain",
        "Y-CAPTURE",
        "true, false",
        "track = yut: a yut or mo of a capture's extra throw throws again",
    ),
    (
        "stack",
        "Y-STACK",
        "auto, optional",
        "track = yut: a piece ending on its own pieces joins them and they move as one to the end (auto), or the player chooses to join them or stand beside them (optional)",
    ),
    (
        "finish",
        "Y-FINISH",
        "pass, reach, exact",
        "track = yut: a piece leaves by a move past station 0 (pass), by reaching it (reach), or must stop on it and leave with its next move (exact)",
    ),
    (
        "heaven_stations",
        "Y-HOUSE",
        "station numbers 1 to 28",
        "track = yut, a house rule: a piece that stops on one of these stations finishes at once",
    ),
    (
        "hell_stations",
        "Y-HOUSE",
        "station numbers 1 to 28",
        "track = yut, a house rule: a piece that stops on one of these stations goes back to the start",
    ),
];

impl Options {
    /// The preset's default options.
    pub fn preset(preset: Preset) -> Options {
        let pachisi = Options {
            players: 4,
            teams: true,
            table: ThrowTable::Six,
            mouth_up_p: vec![0.5],
            seven_high: 30,
            chopat_ends: 8,
            dice_faces: [1, 2, 5, 6],
            track: TrackKind::Pachisi,
            safe_squares: SafeSquares::Castles,
            flower_in_middle: FlowerInMiddle::End,
            order: StartOrder::Throw,
            accumulate: true,
            stack_moves: false,
            forfeit: Forfeit::Throw,
            pass: true,
            streak: Streak::Off,
            streak_penalty: StreakPenalty::Cancel,
            bonus: false,
            bonus_values: vec![10, 25],
            capture_again: true,
            enter: EnterMode::Place,
            enter_any: false,
            first_free: false,
            seven_fourteen: false,
            castle_exclusive: true,
            castle_single: false,
            block_two: false,
            capture_stacks: true,
            must_capture: false,
            revenge: false,
            fool: false,
            partner_moves: false,
            triple: false,
            start_steps: vec![],
            rank_all: true,
            max_turns: 5000,
            one_enters: false,
            home_again: false,
            block_pass: false,
            ludopy: false,
            no_share: false,
            must_enter: false,
            clear_start: false,
            three_tries: false,
            no_jump_goal: false,
            forced_capture: false,
            ladder: false,
            ladder_centre: false,
            bounce: false,
            own_behind: false,
            no_pass: false,
            horses: 4,
            loop_entry: 0,
            enter_five: false,
            enter_total: false,
            enter_capture: false,
            blockade: false,
            blockade_doubles: false,
            doubles_bottom: false,
            three_doubles: false,
            capture_bonus: 0,
            home_bonus: 0,
            safe_share: false,
            six_counts_seven: false,
            three_sixes_last: false,
            open_barrier: false,
            two_colours: true,
            go_on: None,
            grace_values: vec![],
            exact: true,
            mars: false,
            pair_release: PairRelease::Off,
            jail_tries: 1,
            eleven_is_pair: false,
            crown: false,
            crown_from_jail: true,
            soplar: false,
            deck: 45,
            deck_model: DeckModel::Finite,
            quick_start: false,
            slide_colour: SlideColour::Others,
            two_draws_again: true,
            sorry_four: false,
            stick_p: vec![0.6],
            back_do: true,
            back_do_sticks: 1,
            back_do_void: BackDoVoid::AtThrow,
            max_go_on: 0,
            shortcut: Shortcut::Forced,
            centre_exit: CentreExit::Home,
            capture_throw: CaptureThrow::Immediate,
            capture_bonus_yut_mo: true,
            capture_bonus_back_do: true,
            capture_bonus_chain: true,
            stack: StackRule::Auto,
            finish: YutFinish::Pass,
            heaven_stations: vec![],
            hell_stations: vec![],
        };
        let ludo = Options {
            teams: false,
            table: ThrowTable::Die,
            track: TrackKind::Ludo,
            safe_squares: SafeSquares::LudoStars,
            accumulate: false,
            pass: false,
            streak: Streak::SameValue,
            streak_penalty: StreakPenalty::Turn,
            bonus_values: vec![],
            capture_again: false,
            castle_exclusive: false,
            rank_all: false,
            ..pachisi.clone()
        };
        // RULES-more §1.4: the Pachisi board and track, Herklots' six-cowrie table.
        let barjis = Options {
            teams: false,
            table: ThrowTable::SixHerklots,
            safe_squares: SafeSquares::Barjis,
            // B-PASS: a player may pass (decided against RULES-more's `false`; with no
            // pass, forced moves strand men for good in a third of games between good
            // players: docs/rules.md §18).
            pass: true,
            capture_again: false,
            castle_exclusive: false,
            capture_stacks: false,
            bonus_values: vec![],
            rank_all: false,
            two_colours: false,
            grace_values: vec![10, 25],
            mars: true,
            ..pachisi.clone()
        };
        match preset {
            Preset::Pachisi => pachisi,
            Preset::PachisiSeven => Options {
                table: ThrowTable::Seven,
                streak: Streak::Class,
                bonus: true,
                bonus_values: vec![10, 25, 30],
                seven_fourteen: true,
                ..pachisi
            },
            Preset::Chopat => Options {
                teams: false,
                table: ThrowTable::Chopat,
                track: TrackKind::Chopat,
                safe_squares: SafeSquares::Flowers,
                pass: false,
                streak: Streak::Class,
                streak_penalty: StreakPenalty::Turn,
                bonus: true,
                bonus_values: vec![11, 25, 30],
                capture_again: false,
                castle_exclusive: false,
                block_two: true,
                must_capture: true,
                fool: true,
                ..pachisi
            },
            Preset::Chaupar => Options {
                table: ThrowTable::LongDice,
                safe_squares: SafeSquares::None,
                pass: false,
                capture_again: false,
                enter_any: true,
                castle_exclusive: false,
                capture_stacks: false,
                partner_moves: true,
                triple: true,
                start_steps: vec![6, 7, 9, 10],
                bonus_values: vec![],
                ..pachisi
            },
            Preset::Ludo => ludo,
            Preset::LudoLudopy => Options {
                order: StartOrder::Fixed,
                streak: Streak::Off,
                streak_penalty: StreakPenalty::Cancel,
                ludopy: true,
                ..ludo
            },
            Preset::Mensch => Options {
                track: TrackKind::Mensch,
                safe_squares: SafeSquares::None,
                streak: Streak::Off,
                streak_penalty: StreakPenalty::Turn,
                no_share: true,
                must_enter: true,
                clear_start: true,
                three_tries: true,
                no_jump_goal: true,
                ..ludo
            },
            Preset::PetitsChevaux => Options {
                ladder: true,
                safe_squares: SafeSquares::None,
                streak: Streak::Off,
                streak_penalty: StreakPenalty::Turn,
                no_share: true,
                ladder_centre: true,
                bounce: true,
                own_behind: true,
                ..ludo
            },
            Preset::Parcheesi => Options {
                table: ThrowTable::TwoDice,
                track: TrackKind::Pachisi,
                loop_entry: 12,
                safe_squares: SafeSquares::Castles,
                streak: Streak::Off,
                streak_penalty: StreakPenalty::Cancel,
                castle_exclusive: true,
                capture_stacks: false,
                must_enter: true,
                enter_five: true,
                enter_total: true,
                enter_capture: true,
                blockade: true,
                blockade_doubles: true,
                doubles_bottom: true,
                three_doubles: true,
                capture_bonus: 20,
                home_bonus: 10,
                ..ludo
            },
            Preset::Parchis => Options {
                table: ThrowTable::Die,
                track: TrackKind::Pachisi,
                loop_entry: 13,
                safe_squares: SafeSquares::Parchis,
                streak: Streak::Off,
                streak_penalty: StreakPenalty::Cancel,
                castle_exclusive: false,
                capture_stacks: false,
                must_enter: true,
                enter_five: true,
                enter_total: true,
                enter_capture: true,
                blockade: true,
                three_doubles: true,
                capture_bonus: 20,
                home_bonus: 10,
                safe_share: true,
                six_counts_seven: true,
                three_sixes_last: true,
                open_barrier: true,
                ..ludo
            },
            Preset::Barjis => barjis,
            Preset::BarjisLevant => Options {
                players: 2,
                grace_values: vec![10],
                ..barjis
            },
            // RULES-more §2.5: the Parchís board and track (Q-BOARD, Q-TRACK,
            // Q-SAFE-SQUARES), two dice, no barriers, no bonuses.
            Preset::Parques => Options {
                table: ThrowTable::TwoDice,
                track: TrackKind::Pachisi,
                loop_entry: 13,
                safe_squares: SafeSquares::Parchis,
                streak: Streak::Off,
                streak_penalty: StreakPenalty::Cancel,
                castle_exclusive: false,
                capture_stacks: true,
                enter_capture: true,
                three_doubles: true,
                pair_release: PairRelease::Super,
                jail_tries: 3,
                crown: true,
                soplar: true,
                ..ludo
            },
            // RULES-more §3.4: the deck, the Sorry! board and track, seat 0 starts
            // (S-ORDER), no safe squares on the loop (S-SAFE-ZONE), one card a turn.
            Preset::Sorry => Options {
                table: ThrowTable::Cards,
                track: TrackKind::Sorry,
                safe_squares: SafeSquares::None,
                order: StartOrder::Fixed,
                streak: Streak::Off,
                streak_penalty: StreakPenalty::Cancel,
                capture_stacks: true,
                ..ludo.clone()
            },
            // RULES-more §4.4: the sticks and the yut board, two sides of four pieces,
            // the higher throw starts (Y-ORDER), throws kept (Y-ACCUMULATE), a usable
            // throw must be used, no safe station (Y-NO-SAFE).
            Preset::Yut => Options {
                players: 2,
                table: ThrowTable::Sticks,
                track: TrackKind::Yut,
                safe_squares: SafeSquares::None,
                order: StartOrder::Throw,
                accumulate: true,
                pass: false,
                streak: Streak::Off,
                streak_penalty: StreakPenalty::Cancel,
                capture_again: true,
                capture_stacks: true,
                ..ludo.clone()
            },
            Preset::YutCulin => Options {
                players: 2,
                table: ThrowTable::Sticks,
                track: TrackKind::Yut,
                safe_squares: SafeSquares::None,
                order: StartOrder::Throw,
                accumulate: true,
                pass: false,
                streak: Streak::Off,
                streak_penalty: StreakPenalty::Cancel,
                capture_again: true,
                capture_stacks: true,
                stick_p: vec![0.5],
                back_do: false,
                shortcut: Shortcut::Optional,
                centre_exit: CentreExit::Choice,
                capture_throw: CaptureThrow::End,
                ..ludo
            },
        }
    }

    /// Options as one TOML table (all keys).
    pub fn to_toml(&self) -> String {
        toml::to_string(self).unwrap_or_default()
    }

    /// The catalogue of presets and options as JSON (`pachisi variants --json` and
    /// the app's `GET /api/variants`): each preset with its description, seat count
    /// and option defaults, and each option with its rule, allowed values, meaning
    /// and default per preset.
    pub fn catalogue() -> serde_json::Value {
        use serde_json::{Map, Value, json};
        let described: Vec<_> = Preset::ALL
            .iter()
            .map(|&p| (p, Options::describe(p)))
            .collect();
        let presets: Vec<Value> = described
            .iter()
            .map(|(p, d)| {
                let defaults: Map<String, Value> = d
                    .iter()
                    .map(|o| (o.key.to_string(), Value::String(o.default.clone())))
                    .collect();
                json!({
                    "name": p.name(),
                    "description": p.description(),
                    "seats": Options::preset(*p).seats(),
                    "options": defaults,
                })
            })
            .collect();
        let options: Vec<Value> = OPTION_DOCS
            .iter()
            .enumerate()
            .map(|(i, &(key, rule, allowed, meaning))| {
                let defaults: Map<String, Value> = described
                    .iter()
                    .map(|(p, d)| (p.name().to_string(), Value::String(d[i].default.clone())))
                    .collect();
                json!({
                    "key": key,
                    "rule": rule,
                    "allowed": allowed,
                    "meaning": meaning,
                    "defaults": defaults,
                })
            })
            .collect();
        json!({"presets": presets, "options": options})
    }

    /// Every option with its default in `preset`, allowed values and meaning.
    pub fn describe(preset: Preset) -> Vec<OptionInfo> {
        Options::preset(preset).described()
    }

    /// Every option as a JSON object, with the ones the serialized form leaves out at
    /// their defaults (Barjis' `two_colours`, `go_on`, `grace_values`, `exact`, `mars`).
    pub fn to_json(&self) -> serde_json::Value {
        let mut json = serde_json::to_value(self).unwrap_or_default();
        if let Some(m) = json.as_object_mut() {
            m.insert("two_colours".into(), self.two_colours.into());
            m.insert("go_on".into(), serde_json::json!(self.go_on));
            m.insert("grace_values".into(), serde_json::json!(self.grace_values));
            m.insert("exact".into(), self.exact.into());
            m.insert("mars".into(), self.mars.into());
            m.insert("pair_release".into(), serde_json::json!(self.pair_release));
            m.insert("jail_tries".into(), self.jail_tries.into());
            m.insert("eleven_is_pair".into(), self.eleven_is_pair.into());
            m.insert("crown".into(), self.crown.into());
            m.insert("crown_from_jail".into(), self.crown_from_jail.into());
            m.insert("soplar".into(), self.soplar.into());
            m.insert("deck".into(), self.deck.into());
            m.insert("deck_model".into(), serde_json::json!(self.deck_model));
            m.insert("quick_start".into(), self.quick_start.into());
            m.insert("slide_colour".into(), serde_json::json!(self.slide_colour));
            m.insert("two_draws_again".into(), self.two_draws_again.into());
            m.insert("sorry_four".into(), self.sorry_four.into());
            m.insert("pieces".into(), self.horses.into());
            m.insert("stick_p".into(), serde_json::json!(self.stick_p));
            m.insert("back_do".into(), self.back_do.into());
            m.insert("back_do_sticks".into(), self.back_do_sticks.into());
            m.insert("back_do_void".into(), serde_json::json!(self.back_do_void));
            m.insert("max_go_on".into(), self.max_go_on.into());
            m.insert("shortcut".into(), serde_json::json!(self.shortcut));
            m.insert("centre_exit".into(), serde_json::json!(self.centre_exit));
            m.insert(
                "capture_throw".into(),
                serde_json::json!(self.capture_throw),
            );
            for (k, v) in [
                ("capture_bonus_yut_mo", self.capture_bonus_yut_mo),
                ("capture_bonus_back_do", self.capture_bonus_back_do),
                ("capture_bonus_chain", self.capture_bonus_chain),
            ] {
                m.insert(k.into(), v.into());
            }
            m.insert("stack".into(), serde_json::json!(self.stack));
            m.insert("finish".into(), serde_json::json!(self.finish));
            m.insert(
                "heaven_stations".into(),
                serde_json::json!(self.heaven_stations),
            );
            m.insert(
                "hell_stations".into(),
                serde_json::json!(self.hell_stations),
            );
        }
        json
    }

    /// Every option with its value in these options (in the `default` field),
    /// allowed values and meaning.
    pub fn described(&self) -> Vec<OptionInfo> {
        let json = self.to_json();
        OPTION_DOCS
            .iter()
            .map(|&(key, rule, allowed, meaning)| OptionInfo {
                key,
                rule,
                allowed,
                default: match json.get(key) {
                    Some(serde_json::Value::Array(a)) if key == "dice_faces" => a
                        .iter()
                        .map(|x| x.to_string())
                        .collect::<Vec<_>>()
                        .join("-"),
                    Some(serde_json::Value::Null) if key == "go_on" => "table".into(),
                    Some(v) => value_text(v),
                    None => String::new(),
                },
                meaning,
            })
            .collect()
    }

    /// Set one option from its text form (as in `--set key=value`).
    pub fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        let Some(&(_, _, allowed, _)) = OPTION_DOCS.iter().find(|d| d.0 == key) else {
            return Err(unknown_key(key));
        };
        let bad = |reason: &str| OptionError::BadValue {
            key: key.to_string(),
            value: value.to_string(),
            reason: reason.to_string(),
            allowed: allowed.to_string(),
        };
        let v = value.trim();
        let parse_bool = || match v {
            "true" | "on" | "yes" | "1" => Ok(true),
            "false" | "off" | "no" | "0" => Ok(false),
            _ => Err(bad("not a boolean")),
        };
        let parse_list = || -> Result<Vec<u8>, OptionError> {
            let inner = v.trim_start_matches('[').trim_end_matches(']');
            inner
                .split([',', ' '])
                .filter(|s| !s.is_empty())
                .map(|s| {
                    s.trim()
                        .parse::<u8>()
                        .map_err(|_| bad("not a list of small numbers"))
                })
                .collect()
        };
        fn pick<T: Copy>(v: &str, names: &[(&str, T)]) -> Option<T> {
            names.iter().find(|(n, _)| *n == v).map(|(_, t)| *t)
        }
        if YUT_KEYS.contains(&key) && self.track != TrackKind::Yut {
            // Refused whatever the value: set to the default it would be silently
            // meaningless in another game.
            return Err(OptionError::Conflict(if key == "pieces" {
                "pieces is Yut Nori's name for the pieces per side (Y-SIDES); in other games the setting is horses".into()
            } else {
                format!(
                    "{key} is a rule of Yut Nori (Y-…): it needs table = sticks and track = yut (the yut and yut-culin presets)"
                )
            }));
        }
        match key {
            "players" => self.players = v.parse().map_err(|_| bad("not a number"))?,
            "teams" => self.teams = parse_bool()?,
            "table" => {
                self.table = ThrowTable::ALL
                    .into_iter()
                    .find(|t| t.name() == v)
                    .ok_or_else(|| bad("unknown table"))?
            }
            "mouth_up_p" => {
                let inner = v.trim_start_matches('[').trim_end_matches(']');
                self.mouth_up_p = inner
                    .split([',', ' '])
                    .filter(|s| !s.is_empty())
                    .map(|s| s.trim().parse::<f64>().map_err(|_| bad("not a number")))
                    .collect::<Result<_, _>>()?;
            }
            "seven_high" => self.seven_high = v.parse().map_err(|_| bad("not a number"))?,
            "chopat_ends" => self.chopat_ends = v.parse().map_err(|_| bad("not a number"))?,
            "dice_faces" => {
                self.dice_faces = pick(v, &[("1-2-5-6", [1, 2, 5, 6]), ("1-3-4-6", [1, 3, 4, 6])])
                    .ok_or_else(|| bad("unknown dice"))?
            }
            "track" => {
                self.track = pick(
                    v,
                    &[
                        ("pachisi", TrackKind::Pachisi),
                        ("chopat", TrackKind::Chopat),
                        ("ludo", TrackKind::Ludo),
                        ("mensch", TrackKind::Mensch),
                    ],
                )
                .ok_or_else(|| bad("unknown track"))?
            }
            "safe_squares" => {
                self.safe_squares = pick(
                    v,
                    &[
                        ("castles", SafeSquares::Castles),
                        ("flowers", SafeSquares::Flowers),
                        ("none", SafeSquares::None),
                        ("ludo-stars", SafeSquares::LudoStars),
                        ("parchis", SafeSquares::Parchis),
                        ("barjis", SafeSquares::Barjis),
                    ],
                )
                .ok_or_else(|| bad("unknown kind"))?
            }
            "flower_in_middle" => {
                self.flower_in_middle = pick(
                    v,
                    &[
                        ("end", FlowerInMiddle::End),
                        ("inner", FlowerInMiddle::Inner),
                    ],
                )
                .ok_or_else(|| bad("unknown place"))?
            }
            "order" => {
                self.order = pick(
                    v,
                    &[
                        ("throw", StartOrder::Throw),
                        // Sorry!'s name for it (S-ORDER): each seat draws a card.
                        ("draw", StartOrder::Throw),
                        ("fixed", StartOrder::Fixed),
                    ],
                )
                .ok_or_else(|| bad("unknown order"))?
            }
            "accumulate" => self.accumulate = parse_bool()?,
            "stack_moves" => self.stack_moves = parse_bool()?,
            "forfeit" => {
                self.forfeit = pick(v, &[("throw", Forfeit::Throw), ("turn", Forfeit::Turn)])
                    .ok_or_else(|| bad("unknown forfeit"))?
            }
            "pass" => self.pass = parse_bool()?,
            "streak" => {
                self.streak = pick(
                    v,
                    &[
                        ("off", Streak::Off),
                        ("class", Streak::Class),
                        ("same-value", Streak::SameValue),
                    ],
                )
                .ok_or_else(|| bad("unknown streak rule"))?
            }
            "streak_penalty" => {
                self.streak_penalty = pick(
                    v,
                    &[
                        ("cancel", StreakPenalty::Cancel),
                        ("turn", StreakPenalty::Turn),
                    ],
                )
                .ok_or_else(|| bad("unknown penalty"))?
            }
            "bonus" => self.bonus = parse_bool()?,
            "bonus_values" => self.bonus_values = parse_list()?,
            "capture_again" => self.capture_again = parse_bool()?,
            "enter" => {
                self.enter = pick(
                    v,
                    &[
                        ("place", EnterMode::Place),
                        ("full", EnterMode::Full),
                        ("centre", EnterMode::Centre),
                    ],
                )
                .ok_or_else(|| bad("unknown enter mode"))?
            }
            "enter_any" => self.enter_any = parse_bool()?,
            "first_free" => self.first_free = parse_bool()?,
            "seven_fourteen" => self.seven_fourteen = parse_bool()?,
            "castle_exclusive" => self.castle_exclusive = parse_bool()?,
            "castle_single" => self.castle_single = parse_bool()?,
            "block_two" => self.block_two = parse_bool()?,
            "capture_stacks" => self.capture_stacks = parse_bool()?,
            "must_capture" => self.must_capture = parse_bool()?,
            "revenge" => self.revenge = parse_bool()?,
            "fool" => self.fool = parse_bool()?,
            "partner_moves" => self.partner_moves = parse_bool()?,
            "triple" => self.triple = parse_bool()?,
            "start_steps" => self.start_steps = parse_list()?,
            "rank_all" => self.rank_all = parse_bool()?,
            "max_turns" => self.max_turns = v.parse().map_err(|_| bad("not a number"))?,
            "one_enters" => self.one_enters = parse_bool()?,
            "home_again" => self.home_again = parse_bool()?,
            "block_pass" => self.block_pass = parse_bool()?,
            "ludopy" => self.ludopy = parse_bool()?,
            "no_share" => self.no_share = parse_bool()?,
            "must_enter" => self.must_enter = parse_bool()?,
            "clear_start" => self.clear_start = parse_bool()?,
            "three_tries" => self.three_tries = parse_bool()?,
            "no_jump_goal" => self.no_jump_goal = parse_bool()?,
            "forced_capture" => self.forced_capture = parse_bool()?,
            "ladder" => self.ladder = parse_bool()?,
            "ladder_centre" => self.ladder_centre = parse_bool()?,
            "bounce" => self.bounce = parse_bool()?,
            "own_behind" => self.own_behind = parse_bool()?,
            "no_pass" => self.no_pass = parse_bool()?,
            "horses" => self.horses = v.parse().map_err(|_| bad("not a number"))?,
            "loop_entry" => self.loop_entry = v.parse().map_err(|_| bad("not a number"))?,
            "enter_five" => self.enter_five = parse_bool()?,
            "enter_total" => self.enter_total = parse_bool()?,
            "enter_capture" => self.enter_capture = parse_bool()?,
            "blockade" => self.blockade = parse_bool()?,
            "blockade_doubles" => self.blockade_doubles = parse_bool()?,
            "doubles_bottom" => self.doubles_bottom = parse_bool()?,
            "three_doubles" => self.three_doubles = parse_bool()?,
            "capture_bonus" => self.capture_bonus = v.parse().map_err(|_| bad("not a number"))?,
            "home_bonus" => self.home_bonus = v.parse().map_err(|_| bad("not a number"))?,
            "safe_share" => self.safe_share = parse_bool()?,
            "six_counts_seven" => self.six_counts_seven = parse_bool()?,
            "three_sixes_last" => self.three_sixes_last = parse_bool()?,
            "open_barrier" => self.open_barrier = parse_bool()?,
            "two_colours" => self.two_colours = parse_bool()?,
            "go_on" => {
                self.go_on = if v == "table" || v == "null" {
                    None
                } else {
                    Some(parse_list()?)
                }
            }
            "grace_values" => self.grace_values = parse_list()?,
            "exact" => self.exact = parse_bool()?,
            "mars" => self.mars = parse_bool()?,
            "pair_release" => {
                self.pair_release = pick(
                    v,
                    &[
                        ("off", PairRelease::Off),
                        ("super", PairRelease::Super),
                        ("all", PairRelease::All),
                        ("1", PairRelease::One),
                        ("2", PairRelease::Two),
                    ],
                )
                .ok_or_else(|| bad("unknown release rule"))?
            }
            "jail_tries" => self.jail_tries = v.parse().map_err(|_| bad("not a number"))?,
            "eleven_is_pair" => self.eleven_is_pair = parse_bool()?,
            "crown" => self.crown = parse_bool()?,
            "crown_from_jail" => self.crown_from_jail = parse_bool()?,
            "soplar" => self.soplar = parse_bool()?,
            "deck" => {
                self.deck = match v {
                    "45" => 45,
                    "44" => 44,
                    "55" => 55,
                    _ => return Err(bad("not a deck size")),
                }
            }
            "deck_model" => {
                self.deck_model = pick(
                    v,
                    &[
                        ("finite", DeckModel::Finite),
                        ("infinite", DeckModel::Infinite),
                    ],
                )
                .ok_or_else(|| bad("unknown deck model"))?
            }
            "quick_start" => self.quick_start = parse_bool()?,
            "slide_colour" => {
                self.slide_colour = pick(
                    v,
                    &[
                        ("others", SlideColour::Others),
                        ("any", SlideColour::Any),
                        ("own", SlideColour::Own),
                    ],
                )
                .ok_or_else(|| bad("unknown slide rule"))?
            }
            "two_draws_again" => self.two_draws_again = parse_bool()?,
            "sorry_four" => self.sorry_four = parse_bool()?,
            "pieces" => self.horses = v.parse().map_err(|_| bad("not a number"))?,
            "stick_p" => {
                let inner = v.trim_start_matches('[').trim_end_matches(']');
                self.stick_p = inner
                    .split([',', ' '])
                    .filter(|s| !s.is_empty())
                    .map(|s| s.trim().parse::<f64>().map_err(|_| bad("not a number")))
                    .collect::<Result<_, _>>()?;
            }
            "back_do" => self.back_do = parse_bool()?,
            "back_do_sticks" => self.back_do_sticks = v.parse().map_err(|_| bad("not a number"))?,
            "back_do_void" => {
                self.back_do_void = pick(
                    v,
                    &[
                        ("at_throw", BackDoVoid::AtThrow),
                        ("at_use", BackDoVoid::AtUse),
                    ],
                )
                .ok_or_else(|| bad("unknown back-do rule"))?
            }
            "max_go_on" => {
                self.max_go_on = match v {
                    "unlimited" | "none" => 0,
                    _ => v.parse().map_err(|_| bad("not a number"))?,
                }
            }
            "shortcut" => {
                self.shortcut = pick(
                    v,
                    &[
                        ("forced", Shortcut::Forced),
                        ("optional", Shortcut::Optional),
                    ],
                )
                .ok_or_else(|| bad("unknown shortcut rule"))?
            }
            "centre_exit" => {
                self.centre_exit = pick(
                    v,
                    &[("home", CentreExit::Home), ("choice", CentreExit::Choice)],
                )
                .ok_or_else(|| bad("unknown centre rule"))?
            }
            "capture_throw" => {
                self.capture_throw = pick(
                    v,
                    &[
                        ("immediate", CaptureThrow::Immediate),
                        ("end", CaptureThrow::End),
                    ],
                )
                .ok_or_else(|| bad("unknown capture throw rule"))?
            }
            "capture_bonus_yut_mo" => self.capture_bonus_yut_mo = parse_bool()?,
            "capture_bonus_back_do" => self.capture_bonus_back_do = parse_bool()?,
            "capture_bonus_chain" => self.capture_bonus_chain = parse_bool()?,
            "stack" => {
                self.stack = pick(
                    v,
                    &[("auto", StackRule::Auto), ("optional", StackRule::Optional)],
                )
                .ok_or_else(|| bad("unknown stack rule"))?
            }
            "finish" => {
                self.finish = pick(
                    v,
                    &[
                        ("pass", YutFinish::Pass),
                        ("reach", YutFinish::Reach),
                        ("exact", YutFinish::Exact),
                    ],
                )
                .ok_or_else(|| bad("unknown finish rule"))?
            }
            "heaven_stations" => self.heaven_stations = parse_list()?,
            "hell_stations" => self.hell_stations = parse_list()?,
            _ => return Err(unknown_key(key)),
        }
        Ok(())
    }

    /// Apply a `key=value` setting.
    pub fn set_pair(&mut self, pair: &str) -> Result<(), OptionError> {
        let (k, v) = pair
            .split_once('=')
            .ok_or_else(|| OptionError::NotKeyValue(pair.to_string()))?;
        self.set(k.trim(), v.trim())
    }

    /// Apply the keys of a TOML table (as text) on top of these options.
    pub fn merge_toml(&mut self, text: &str) -> Result<(), OptionError> {
        let table: toml::Table = text
            .parse()
            .map_err(|e: toml::de::Error| OptionError::Toml(e.to_string()))?;
        for (k, v) in &table {
            if k == "variant" || k == "preset" {
                continue;
            }
            let s = match v {
                toml::Value::String(s) => s.clone(),
                toml::Value::Array(a) => a
                    .iter()
                    .map(|x| match x {
                        toml::Value::String(s) => s.clone(),
                        other => other.to_string(),
                    })
                    .collect::<Vec<_>>()
                    .join(","),
                other => other.to_string(),
            };
            self.set(k, &s)?;
        }
        Ok(())
    }

    /// Check every option and every combination the engine cannot honour.
    pub fn validate(&self) -> Result<(), OptionError> {
        let bad = |key: &str, value: String, reason: &str| {
            let allowed = OPTION_DOCS
                .iter()
                .find(|d| d.0 == key)
                .map(|d| d.2)
                .unwrap_or("");
            Err(OptionError::BadValue {
                key: key.into(),
                value,
                reason: reason.into(),
                allowed: allowed.into(),
            })
        };
        if !(2..=4).contains(&self.players) {
            return bad("players", self.players.to_string(), "out of range");
        }
        let shells = self.shells();
        if !matches!(
            self.table,
            ThrowTable::LongDice
                | ThrowTable::Die
                | ThrowTable::TwoDice
                | ThrowTable::Cards
                | ThrowTable::Sticks
        ) {
            if self.mouth_up_p.is_empty() {
                return bad("mouth_up_p", "[]".into(), "empty list");
            }
            if self.mouth_up_p.len() != 1 && self.mouth_up_p.len() != shells as usize {
                return bad(
                    "mouth_up_p",
                    format!("{:?}", self.mouth_up_p),
                    &format!("give one probability or exactly {shells} (one per shell)"),
                );
            }
            if let Some(p) = self.mouth_up_p.iter().find(|p| !(**p > 0.0 && **p < 1.0)) {
                return bad(
                    "mouth_up_p",
                    p.to_string(),
                    "must be strictly between 0 and 1",
                );
            }
        }
        if self.seven_high != 30 && self.seven_high != 35 {
            return bad(
                "seven_high",
                self.seven_high.to_string(),
                "must be 30 or 35",
            );
        }
        if self.chopat_ends != 8 && self.chopat_ends != 7 {
            return bad(
                "chopat_ends",
                self.chopat_ends.to_string(),
                "must be 8 or 7",
            );
        }
        if self.dice_faces != [1, 2, 5, 6] && self.dice_faces != [1, 3, 4, 6] {
            return bad(
                "dice_faces",
                format!("{:?}", self.dice_faces),
                "unknown dice",
            );
        }
        if self.bonus_values.iter().any(|&v| v == 0 || v > 63) {
            return bad(
                "bonus_values",
                format!("{:?}", self.bonus_values),
                "values must be 1..=63",
            );
        }
        if !self.start_steps.is_empty() {
            if self.start_steps.len() != 4 {
                return bad(
                    "start_steps",
                    format!("{:?}", self.start_steps),
                    "give exactly 4 steps or none",
                );
            }
            let max = match self.track {
                // With loop_entry (PR-TRACK) the steps count from the entry on the loop.
                TrackKind::Pachisi => 83 - self.loop_entry.saturating_sub(1),
                TrackKind::Chopat => 64,
                TrackKind::Ludo => 51,
                TrackKind::Mensch => 40,
                // From the start square round to the safety entrance (S-POSITIONS).
                TrackKind::Sorry => 59,
                // Yut Nori has no steps: pieces start off the board.
                TrackKind::Yut => 0,
            };
            let max = if self.ladder { 56 } else { max };
            // On the Mensch track step 0 stands for a piece that waits (M-START-A).
            let zero_ok =
                self.ladder || matches!(self.track, TrackKind::Chopat | TrackKind::Mensch);
            if self
                .start_steps
                .iter()
                .any(|&s| s > max || (!zero_ok && s == 0))
            {
                return bad(
                    "start_steps",
                    format!("{:?}", self.start_steps),
                    "a step is not on the board before the home column",
                );
            }
            if self.no_share {
                let mut on: Vec<u8> = self
                    .start_steps
                    .iter()
                    .copied()
                    .filter(|&s| s != 0)
                    .collect();
                on.sort_unstable();
                if on.windows(2).any(|w| w[0] == w[1]) {
                    return bad(
                        "start_steps",
                        format!("{:?}", self.start_steps),
                        "with no_share no two pieces of a seat may start on one step",
                    );
                }
            }
        }
        for (key, list) in [
            ("go_on", self.go_on.as_deref().unwrap_or(&[])),
            ("grace_values", &self.grace_values[..]),
        ] {
            if list.iter().any(|&v| v == 0 || v > 63) {
                return bad(key, format!("{list:?}"), "values must be 1..=63");
            }
            // A value twice says nothing more, but would make two names (and two
            // option hashes) for one rule set.
            if list.iter().enumerate().any(|(i, v)| list[..i].contains(v)) {
                return bad(key, format!("{list:?}"), "each value at most once");
            }
        }
        if self.go_on.is_some() && matches!(self.table, ThrowTable::LongDice | ThrowTable::TwoDice)
        {
            return Err(OptionError::Conflict(
                "go_on lists go-on throw values; long dice have none and two dice go on with doubles: set go_on=table".into(),
            ));
        }
        if self.enter == EnterMode::Centre
            && (self.track != TrackKind::Pachisi || self.loop_entry != 0)
        {
            return Err(OptionError::Conflict(
                "enter = centre puts a piece in the centre, the start of the pachisi track: it needs track = pachisi and loop_entry = 0".into(),
            ));
        }
        if !self.exact && (self.track == TrackKind::Mensch || self.ladder) {
            return Err(OptionError::Conflict(
                "exact = false bears a piece off past the finish; the mensch goal and the petits chevaux ladder have rules of their own for the end: set exact=true".into(),
            ));
        }
        for (key, v) in [
            ("capture_bonus", self.capture_bonus),
            ("home_bonus", self.home_bonus),
        ] {
            if v > 63 {
                return bad(key, v.to_string(), "a kept throw is at most 63");
            }
        }
        if !(1..=100_000).contains(&self.max_turns) {
            return bad("max_turns", self.max_turns.to_string(), "out of range");
        }
        if self.teams && self.seats() != 4 {
            return Err(OptionError::Conflict(format!(
                "teams need 4 seats, but {} players give {} seats; set teams=false",
                self.players,
                self.seats()
            )));
        }
        if self.loop_entry != 0 {
            if self.track != TrackKind::Pachisi {
                return Err(OptionError::Conflict(
                    "loop_entry (PR-TRACK) moves the entry of the pachisi track: it needs track = pachisi".into(),
                ));
            }
            if !(9..=75).contains(&self.loop_entry) {
                return bad(
                    "loop_entry",
                    self.loop_entry.to_string(),
                    "the entry must be a loop square after the own end square (9 to 75)",
                );
            }
        }
        if self.track == TrackKind::Pachisi
            && self.loop_entry == 0
            && self.players == 2
            && self.two_colours
            && !self.teams
        {
            return Err(OptionError::Conflict(
                "with 2 players on the Pachisi track each player plays two opposite colours as a team (P-PLAYERS); set teams=true".into(),
            ));
        }
        if self.partner_moves && !self.teams {
            return Err(OptionError::Conflict(
                "partner_moves needs teams = true".into(),
            ));
        }
        if self.revenge && self.players != 2 {
            return Err(OptionError::Conflict(format!(
                "revenge is a two-player rule (P-REVENGE), but players = {}",
                self.players
            )));
        }
        if self.revenge && !self.must_capture {
            return Err(OptionError::Conflict(
                "revenge only matters with must_capture = true".into(),
            ));
        }
        if self.triple && self.table != ThrowTable::LongDice {
            return Err(OptionError::Conflict(
                "triple needs table = long-dice".into(),
            ));
        }
        if self.seven_fourteen && self.table != ThrowTable::Seven {
            return Err(OptionError::Conflict(
                "seven_fourteen needs table = seven".into(),
            ));
        }
        if self.three_doubles && !matches!(self.table, ThrowTable::TwoDice | ThrowTable::Die) {
            return Err(OptionError::Conflict(
                "three_doubles (PR-THREE-DOUBLES) counts doubles or 6s: it needs table = two-dice or die".into(),
            ));
        }
        if self.six_counts_seven && !matches!(self.table, ThrowTable::TwoDice | ThrowTable::Die) {
            return Err(OptionError::Conflict(
                "six_counts_seven (ES-SIX-SEVEN) changes a die's 6: it needs table = die or two-dice".into(),
            ));
        }
        if self.three_tries && self.table == ThrowTable::LongDice {
            return Err(OptionError::Conflict(
                "three_tries (M-THREE-TRIES) counts single throws; long dice are thrown three at a time: set three_tries=false or another table".into(),
            ));
        }
        if self.track == TrackKind::Mensch && self.fool {
            return Err(OptionError::Conflict(
                "fool (C-FOOL) brings a piece back out of the centre; the mensch track has no centre to finish in: set fool=false".into(),
            ));
        }
        if !(1..=4).contains(&self.horses) {
            return bad("horses", self.horses.to_string(), "1 to 4 horses");
        }
        if self.ladder && self.track != TrackKind::Ludo {
            return Err(OptionError::Conflict(
                "ladder (CH-LADDER) is the petits chevaux board, a form of the Ludo board: it needs track = ludo".into(),
            ));
        }
        let chevaux = self.ladder;
        for (on, key) in [
            (self.ladder_centre, "ladder_centre"),
            (self.bounce, "bounce"),
            (self.own_behind, "own_behind"),
            (self.no_pass, "no_pass"),
            (
                self.horses != 4
                    && self.pair_release == PairRelease::Off
                    && self.track != TrackKind::Yut,
                "horses",
            ),
        ] {
            if on && !chevaux {
                return Err(OptionError::Conflict(format!(
                    "{key} is a rule of the petits chevaux board (CH-…): set ladder=true or leave {key} at its default"
                )));
            }
        }
        if chevaux {
            // The ladder needs the numbers 1 … 6 of one die (CH-LADDER); horses move one
            // at a time; the centre holds no fool; no circling again.
            let bad_rule = if self.table != ThrowTable::Die {
                Some("table = die (the ladder needs the numbers 1 to 6, CH-LADDER)")
            } else if self.fool {
                Some("fool = false")
            } else if self.must_capture {
                Some("must_capture = false (no circling again)")
            } else if !self.no_share {
                Some("no_share = true (one horse to a square, CH-OWN)")
            } else if self.enter != EnterMode::Place {
                Some("enter = place (a 6 puts a horse on its start square, CH-OUT)")
            } else {
                None
            };
            if let Some(need) = bad_rule {
                return Err(OptionError::Conflict(format!(
                    "the petits chevaux board (ladder = true) needs {need}"
                )));
            }
        }
        if !(1..=3).contains(&self.jail_tries) {
            return bad("jail_tries", self.jail_tries.to_string(), "1 to 3 throws");
        }
        let two_dice = self.table == ThrowTable::TwoDice;
        for (on, key) in [
            (self.pair_release != PairRelease::Off, "pair_release"),
            (self.eleven_is_pair, "eleven_is_pair"),
            (self.crown, "crown"),
        ] {
            if on && !two_dice {
                return Err(OptionError::Conflict(format!(
                    "{key} is a rule of Parqués' two dice (Q-…): it needs table = two-dice"
                )));
            }
        }
        if self.jail_tries != 1 && self.pair_release == PairRelease::Off {
            return Err(OptionError::Conflict(
                "jail_tries (Q-TRIES) counts the tries for a pair out of the jail: it needs pair_release".into(),
            ));
        }
        if self.crown && !self.three_doubles {
            return Err(OptionError::Conflict(
                "crown (Q-THREE-PAIRS) rewards the third pair in a row: it needs three_doubles = true".into(),
            ));
        }
        if !self.crown_from_jail && !self.crown {
            return Err(OptionError::Conflict(
                "crown_from_jail says which piece a crown may take: it needs crown = true".into(),
            ));
        }
        if self.crown && self.three_sixes_last {
            return Err(OptionError::Conflict(
                "crown and three_sixes_last are two rewards of the third pair: set one of them"
                    .into(),
            ));
        }
        if self.pair_release != PairRelease::Off
            && (self.enter_five || self.enter_total || self.enter_any || self.must_enter)
        {
            return Err(OptionError::Conflict(
                "pair_release (Q-PAIR-RELEASE) is the only way out of the jail: set enter_five, enter_total, enter_any and must_enter to false".into(),
            ));
        }
        if self.pair_release != PairRelease::Off && self.accumulate {
            return Err(OptionError::Conflict(
                "pair_release (Q-PAIR-RELEASE) spends each throw's two dice before the next throw: it needs accumulate = false".into(),
            ));
        }
        if self.pair_release != PairRelease::Off && self.no_share {
            return Err(OptionError::Conflict(
                "pair_release (Q-PAIR-RELEASE) puts the pieces a pair frees together on the salida; no_share (M-OWN) forbids two own pieces on a square: set no_share = false".into(),
            ));
        }
        if self.pair_release != PairRelease::Off && self.enter != EnterMode::Place {
            return Err(OptionError::Conflict(
                "pair_release puts a released piece on its salida: it needs enter = place".into(),
            ));
        }
        if self.soplar && self.forced_capture {
            return Err(OptionError::Conflict(
                "soplar blows a capture that was left; with forced_capture no capture can be left: set one of them".into(),
            ));
        }
        if self.soplar && self.teams {
            return Err(OptionError::Conflict(
                "soplar (Q-SOPLAR) is played without partners: set teams = false".into(),
            ));
        }
        if self.ludopy
            && (self.track != TrackKind::Ludo
                || self.table != ThrowTable::Die
                || self.safe_squares != SafeSquares::LudoStars)
        {
            return Err(OptionError::Conflict(
                "ludopy = true plays ludopy's rules (LP-*) on the Ludo board: it needs track = ludo, table = die and safe_squares = ludo-stars".into(),
            ));
        }
        self.validate_sorry()?;
        self.validate_yut()
    }

    /// The options of Yut Nori (RULES-more §4): the sticks and the yut board go
    /// together, Yut's own options need them, and a Yut game keeps every other
    /// family's option at the preset's value.
    fn validate_yut(&self) -> Result<(), OptionError> {
        let bad = |key: &str, value: String, reason: &str| {
            let allowed = OPTION_DOCS
                .iter()
                .find(|d| d.0 == key)
                .map(|d| d.2)
                .unwrap_or("");
            Err(OptionError::BadValue {
                key: key.into(),
                value,
                reason: reason.into(),
                allowed: allowed.into(),
            })
        };
        let sticks = self.table == ThrowTable::Sticks;
        let yut = self.track == TrackKind::Yut;
        if sticks != yut {
            return Err(OptionError::Conflict(
                "table = sticks and track = yut go together: the sticks move pieces on the yut board (Y-STICKS, Y-BOARD)".into(),
            ));
        }
        let defaults = Options::preset(Preset::Yut);
        if !yut {
            for (on, key) in [
                (self.stick_p != defaults.stick_p, "stick_p"),
                (!self.back_do, "back_do"),
                (self.back_do_sticks != 1, "back_do_sticks"),
                (self.back_do_void != BackDoVoid::AtThrow, "back_do_void"),
                (self.max_go_on != 0, "max_go_on"),
                (self.shortcut != Shortcut::Forced, "shortcut"),
                (self.centre_exit != CentreExit::Home, "centre_exit"),
                (
                    self.capture_throw != CaptureThrow::Immediate,
                    "capture_throw",
                ),
                (!self.capture_bonus_yut_mo, "capture_bonus_yut_mo"),
                (!self.capture_bonus_back_do, "capture_bonus_back_do"),
                (!self.capture_bonus_chain, "capture_bonus_chain"),
                (self.stack != StackRule::Auto, "stack"),
                (self.finish != YutFinish::Pass, "finish"),
                (!self.heaven_stations.is_empty(), "heaven_stations"),
                (!self.hell_stations.is_empty(), "hell_stations"),
            ] {
                if on {
                    return Err(OptionError::Conflict(format!(
                        "{key} is a rule of Yut Nori (Y-…): it needs table = sticks and track = yut (the yut and yut-culin presets)"
                    )));
                }
            }
            return Ok(());
        }
        if self.stick_p.len() != 1 && self.stick_p.len() != 4 {
            return bad(
                "stick_p",
                format!("{:?}", self.stick_p),
                "give one probability or exactly 4 (one per stick, the marked stick first)",
            );
        }
        if let Some(p) = self.stick_p.iter().find(|p| !(**p > 0.0 && **p < 1.0)) {
            return bad("stick_p", p.to_string(), "must be strictly between 0 and 1");
        }
        if !(1..=2).contains(&self.back_do_sticks) {
            return bad(
                "back_do_sticks",
                self.back_do_sticks.to_string(),
                "1 or 2 marked sticks",
            );
        }
        if !self.back_do && (self.back_do_sticks != 1 || self.back_do_void != BackDoVoid::AtThrow) {
            return Err(OptionError::Conflict(
                "back_do_sticks and back_do_void are rules of the back-do: they need back_do = true".into(),
            ));
        }
        if !self.back_do && !self.capture_bonus_back_do {
            return Err(OptionError::Conflict(
                "capture_bonus_back_do is a rule of the back-do: it needs back_do = true".into(),
            ));
        }
        if self.max_go_on > 20 {
            return bad(
                "max_go_on",
                self.max_go_on.to_string(),
                "at most 20 extra throws (0: no limit)",
            );
        }
        for (key, list) in [
            ("heaven_stations", &self.heaven_stations),
            ("hell_stations", &self.hell_stations),
        ] {
            if let Some(x) = list.iter().find(|&&x| !(1..=28).contains(&x)) {
                return bad(
                    key,
                    x.to_string(),
                    "stations are numbered 1 to 28 (0 is the start and finish)",
                );
            }
            if list.iter().enumerate().any(|(i, v)| list[..i].contains(v)) {
                return bad(key, format!("{list:?}"), "each station at most once");
            }
        }
        if let Some(x) = self
            .heaven_stations
            .iter()
            .find(|x| self.hell_stations.contains(x))
        {
            return Err(OptionError::Conflict(format!(
                "station {x} cannot be both a heaven and a hell station (Y-HOUSE)"
            )));
        }
        const OWN: [&str; 22] = [
            "players",
            "teams",
            "order",
            "rank_all",
            "max_turns",
            "horses",
            "pieces",
            "capture_again",
            "stick_p",
            "back_do",
            "back_do_sticks",
            "back_do_void",
            "max_go_on",
            "shortcut",
            "centre_exit",
            "capture_throw",
            "capture_bonus_yut_mo",
            "capture_bonus_back_do",
            "capture_bonus_chain",
            "stack",
            "finish",
            "heaven_stations",
        ];
        let base = defaults.to_json();
        let mine = self.to_json();
        if let (Some(base), Some(mine)) = (base.as_object(), mine.as_object()) {
            for (key, v) in mine {
                if OWN.contains(&key.as_str()) || key == "hell_stations" {
                    continue;
                }
                if let Some(b) = base.get(key).filter(|b| *b != v) {
                    return Err(OptionError::Conflict(format!(
                        "{key} is not a rule of Yut Nori: with table = sticks and track = yut leave it at {}",
                        value_text(b)
                    )));
                }
            }
        }
        Ok(())
    }

    /// The options of Sorry! (RULES-more §3): the deck and the Sorry! track go
    /// together, Sorry!'s own options need them, and a Sorry! game keeps every other
    /// family's option at the preset's value (none of them has a meaning there).
    fn validate_sorry(&self) -> Result<(), OptionError> {
        let cards = self.table == ThrowTable::Cards;
        let sorry = self.track == TrackKind::Sorry;
        if cards != sorry {
            return Err(OptionError::Conflict(
                "table = cards and track = sorry go together: Sorry!'s deck moves pawns on its own board (S-DECK, S-GRID)".into(),
            ));
        }
        if !sorry {
            for (on, key) in [
                (self.deck != 45, "deck"),
                (self.deck_model != DeckModel::Finite, "deck_model"),
                (self.quick_start, "quick_start"),
                (self.slide_colour != SlideColour::Others, "slide_colour"),
                (!self.two_draws_again, "two_draws_again"),
                (self.sorry_four, "sorry_four"),
            ] {
                if on {
                    return Err(OptionError::Conflict(format!(
                        "{key} is a rule of Sorry! (S-…): it needs table = cards and track = sorry"
                    )));
                }
            }
            return Ok(());
        }
        const OWN: [&str; 11] = [
            "players",
            "teams",
            "order",
            "rank_all",
            "max_turns",
            "deck",
            "deck_model",
            "quick_start",
            "slide_colour",
            "two_draws_again",
            "sorry_four",
        ];
        let base = Options::preset(Preset::Sorry).to_json();
        let mine = self.to_json();
        if let (Some(base), Some(mine)) = (base.as_object(), mine.as_object()) {
            for (key, v) in mine {
                if OWN.contains(&key.as_str()) {
                    continue;
                }
                if let Some(b) = base.get(key).filter(|b| *b != v) {
                    return Err(OptionError::Conflict(format!(
                        "{key} is not a rule of Sorry!: with table = cards and track = sorry leave it at {}",
                        value_text(b)
                    )));
                }
            }
        }
        Ok(())
    }

    /// Under `ludopy = true` (LP-*), ludopy's rules replace every option that would
    /// change movement, capture or the throws of a turn: [`crate::Game::new`] plays
    /// with these options set to their `ludo-ludopy` values (what this function does).
    /// `players`, `order`, `rank_all` and `max_turns` keep their values.
    pub fn apply_ludopy(&mut self) {
        if !self.ludopy {
            return;
        }
        let lp = Options::preset(Preset::LudoLudopy);
        *self = Options {
            players: self.players,
            order: self.order,
            rank_all: self.rank_all,
            max_turns: self.max_turns,
            mouth_up_p: self.mouth_up_p.clone(),
            seven_high: self.seven_high,
            chopat_ends: self.chopat_ends,
            dice_faces: self.dice_faces,
            flower_in_middle: self.flower_in_middle,
            ..lp
        };
    }

    /// Number of shells of the table (3 for long dice: three dice).
    pub fn shells(&self) -> u8 {
        match self.table {
            ThrowTable::Six | ThrowTable::SixHerklots => 6,
            ThrowTable::Seven | ThrowTable::Chopat => 7,
            ThrowTable::LongDice => 3,
            // One die: outcomes 0..=5 stand for faces 1..=6, read like "shells up".
            ThrowTable::Die => 5,
            // Two dice: no shells; `values[..=2]` are the faces 1, 2, 3 (see Throws).
            ThrowTable::TwoDice => 2,
            // Cards: `values[..=10]` are the eleven kinds of card (see Throws).
            ThrowTable::Cards => 10,
            // Sticks: outcomes 0 … 4 flat sides up, and 5 back-do (see Throws).
            ThrowTable::Sticks if self.back_do => 5,
            ThrowTable::Sticks => 4,
        }
    }

    /// Number of seats at the board. Pachisi-track games with 2 players use 4 seats
    /// (each player two opposite colours); Chopat and Ludo use one seat per player.
    pub fn seats(&self) -> u8 {
        if self.players == 2
            && self.track == TrackKind::Pachisi
            && self.loop_entry == 0
            && self.two_colours
        {
            4
        } else {
            self.players
        }
    }
}

fn unknown_key(key: &str) -> OptionError {
    OptionError::UnknownKey {
        key: key.to_string(),
        allowed: OPTION_DOCS
            .iter()
            .map(|d| d.0)
            .collect::<Vec<_>>()
            .join(", "),
    }
}

fn value_text(v: &serde_json::Value) -> String {
    match v {
        serde_json::Value::String(s) => s.clone(),
        serde_json::Value::Array(a) => {
            format!(
                "[{}]",
                a.iter().map(value_text).collect::<Vec<_>>().join(", ")
            )
        }
        other => other.to_string(),
    }
}

impl Variant {
    /// A preset with its default options.
    pub fn preset(preset: Preset) -> Variant {
        Variant {
            preset,
            options: Options::preset(preset),
        }
    }

    /// A preset by name with `key=value` settings applied, validated.
    pub fn from_name(name: &str, settings: &[String]) -> Result<Variant, OptionError> {
        let preset = Preset::parse(name)?;
        let mut v = Variant::preset(preset);
        for s in settings {
            v.options.set_pair(s)?;
        }
        v.options.validate()?;
        Ok(v)
    }
}
