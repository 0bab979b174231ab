//! The interactive first game (`/learn`, `GET /api/lesson`): a short scripted lesson
//! on real engine positions of the `pachisi` preset — throwing, entering with a grace,
//! moving, capturing, castles, the exact finish and teams — and one of the `ludo`
//! preset (`/learn?preset=ludo`, `GET /api/lesson?preset=ludo`): the die, a 6 to come
//! out and roll again, moving, capturing, the safe stars and the exact finish — and
//! one of `mensch` (`?preset=mensch`): three tries for a 6, clearing the start field,
//! a capture on a start field, the goal — one of `petits-chevaux`
//! (`?preset=petits-chevaux`): a 6 to bring a horse out and throw again, moving, a
//! capture on a start square, climbing the numbered ladder and the 6 into the centre
//! — one of `parcheesi` (`?preset=parcheesi`): two dice, a 5 to come out, the other
//! die, a capture and its 20, a safety space, a blockade, home with the exact number
//! and its 10 — and one of `parchis` (`?preset=parchis`): one die, a 5 to come out, a
//! capture and its 20 to a seguro, a barrier, the 6 that counts 7, the goal and its 10
//! — and one of `barjis` (`?preset=barjis`): the cowries, a grace bringing a man out of
//! the kitchen, moving, a capture that earns no throw, a marked square, the exact count
//! — and the same on the Levant's terms (`?preset=barjis-levant`): two players on
//! opposite arms, the 10 the only grace — and one of `parques` (`?preset=parques`): three
//! tries for a pair, a pair freeing every piece with both dice, a capture of every piece
//! on a square, the blow of a capture left, the exact count into the cielo, the third
//! pair's crown — and one of `sorry` (`?preset=sorry`): drawing a card, out of Start, a
//! slide, the 11's switch, the Sorry! card, the 4 backward, Home by the exact count —
//! and one of `yut` (`?preset=yut`): the sticks, a mo that throws again, coming on onto a
//! corner, the shortcut from it, a capture that throws again, a stack, a back-do onto a
//! corner, going out past station 0.
//!
//! Every step is a position in the position format (docs/positions.md) read by
//! [`Game::parse_position`], or the position the previous step's answer left. For each
//! step the engine lists the legal actions (in the same shape as a game's `legal`),
//! plays every one of them, and reports what each did: the pieces after it, the log
//! line a game would write, whether the seat throws again, which of its pieces an
//! opponent could then capture and with which throw, and why the lesson's answer is
//! better. What a step claims its answer does (enters, captures, earns a bonus, lands
//! on a castle, makes a blockade, finishes exactly, wins for the team, climbs the petits
//! chevaux ladder, reaches its centre, frees pieces from Parqués' jail, blows a capture
//! left, crowns a piece, stops on a Yut Nori corner, takes its shortcut, stacks, goes
//! out past station 0) is checked when the lesson is built: a lesson whose claims the
//! engine does not confirm is never served.
//!
//! The page words everything from these facts through its string catalogue
//! (web/strings.js, `learn.*`); the server sends no sentences of its own beyond the
//! log lines a game sends too.

use crate::room::{self, LastThrow, legal_json, pieces_json};
use axum::extract::RawQuery;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use pachisi_core::{Action, Game, NoMove, Phase, PieceAt, Place, Preset, State};
use serde_json::{Value, json};

/// The seat the learner plays (South, the page's Red).
pub const SEAT: u8 = 0;

/// What a step teaches: the claim its answer must make true.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Teaches {
    /// Throwing the cowries (or the die, the two dice): fixed throws, a go-on throw,
    /// then one that ends the phase.
    Throw,
    /// The answer brings a piece onto the board with a grace throw (P-GRACE) or a 5
    /// (PR-ENTER, ES-ENTER): a value that brings a piece in, onto its start square.
    Grace,
    /// The answer brings a token out with a 6 and the seat rolls again (L-ENTER-6,
    /// L-SIX-AGAIN).
    EnterSix,
    /// The answer moves a piece along the track by its value, nothing more.
    Move,
    /// The answer captures, and the seat throws again where a capture earns a throw
    /// (P-CAPTURE, T-CAPTURE-AGAIN; in Ludo only with `capture_again`, L-CAPTURE).
    Capture,
    /// The answer lands on a safe square (a castle, a star, a safety space, a seguro)
    /// and leaves no piece open to a capture, while another move would (P-CASTLE,
    /// L-SAFE, PR-SAFE, ES-SAFE).
    Castle,
    /// The answer takes a piece home with the exact count (T-EXACT); where home earns a
    /// bonus (PR-BONUS, ES-BONUS) it is kept.
    Exact,
    /// Petits chevaux: the answer climbs the ladder one square, onto the square whose
    /// number is the throw, and no other move climbs (CH-LADDER).
    Ladder,
    /// Petits chevaux: the answer takes a horse from the ladder's square 6 into the
    /// centre with a 6 (CH-CENTRE), and another move was possible.
    Centre,
    /// The answer ends the game: the learner's team wins, the partner's pieces being
    /// home already (T-TEAM).
    Team,
    /// The answer captures and earns the capture bonus (PR-BONUS, ES-BONUS): one more
    /// kept throw of `capture_bonus` squares that a piece of the seat can move at once.
    Bonus,
    /// The answer puts two of the seat's pieces on one square, a blockade (PR-BLOCKADE,
    /// ES-BARRIER), and an opponent's piece that could move past that square with some
    /// throw before the answer no longer can with it.
    Blockade,
    /// Parqués: a pair frees two or more pieces from the jail onto the salida with both
    /// dice, and the seat throws again (Q-PAIR-RELEASE, Q-RELEASE-DICE, Q-PAIR-AGAIN).
    Release,
    /// Parqués: the answer blows the piece of the seat before that left a capture back
    /// to its jail, a piece that could capture one of the learner's if the blow were
    /// declined, and no longer can (Q-SOPLAR).
    Blow,
    /// Parqués: the third pair in a row crowns a piece still in the jail, the one with the
    /// most to go, while the other crowns are of pieces on the board; the turn ends
    /// (Q-THREE-PAIRS).
    Crown,
    /// Sorry!: a 1 or a 2 takes a pawn out of Start onto the start square, and a 2
    /// draws again (S-START-PAWN, S-TWO).
    StartPawn,
    /// Sorry!: the answer stops on another colour's triangle, slides to the slide's end
    /// and bumps a pawn on it back to its Start (S-SLIDE); another move does not.
    Slide,
    /// Sorry!: the 11's switch with the other player's pawn that brings the learner's
    /// pawn nearest Home, nearer than 11 forward or any other switch (S-ELEVEN).
    Switch,
    /// Sorry!: the Sorry! card takes a pawn from Start onto the other player's pawn
    /// that has come farthest (the least to go), sending it to its Start (S-SORRY).
    SorryCard,
    /// Sorry!: a 4 back from the start square, which leaves the pawn a few squares from
    /// its safety zone, nearer Home than any other move of the 4 (S-FOUR).
    Back,
    /// Yut Nori: the answer stops a piece on a branch station (corner 5 or 10, or the
    /// centre), from which its next forward move turns onto the shortcut, and no other
    /// move stops one there (Y-ENTER, Y-BRANCH).
    Corner,
    /// Yut Nori: the answer starts on a branch station and turns onto the shortcut
    /// (Y-BRANCH), leaving no piece open to a capture, while another move would.
    Shortcut,
    /// Yut Nori: the answer ends on a station where pieces of the seat's own stand, and
    /// they go on as one stack (Y-STACK), leaving no piece open to a capture, while
    /// another move would.
    Stack,
    /// Yut Nori: a back-do one station back onto a branch station, after which the
    /// piece has less to go than before, by the shortcut it takes next; every other
    /// move leaves its piece with more to go (Y-BACK-DO, Y-BRANCH).
    BackDo,
    /// Yut Nori: the answer takes a piece past station 0 and out (Y-FINISH), while
    /// another move stops a piece exactly on station 0, where it stays on the board.
    Out,
}

impl Teaches {
    /// The reason a wrong move is told first, when it applies (see [`why_worse`]).
    fn first_reason(self) -> Option<&'static str> {
        match self {
            Teaches::Grace | Teaches::EnterSix | Teaches::Release => Some("no_enter"),
            Teaches::Blow => Some("no_blow"),
            Teaches::Crown => Some("crown_short"),
            Teaches::Capture | Teaches::Bonus => Some("no_capture"),
            Teaches::Blockade => Some("no_blockade"),
            Teaches::Castle => Some("exposed"),
            Teaches::Exact | Teaches::Centre => Some("not_home"),
            Teaches::Ladder => Some("no_climb"),
            Teaches::Team => Some("loses_throw"),
            Teaches::Slide => Some("no_capture"),
            Teaches::Switch => Some("gains_less"),
            Teaches::SorryCard => Some("sorry_target"),
            Teaches::Back => Some("back_far"),
            Teaches::Corner | Teaches::BackDo => Some("no_corner"),
            Teaches::Shortcut | Teaches::Stack => Some("exposed"),
            Teaches::Out => Some("on_start"),
            Teaches::StartPawn | Teaches::Throw | Teaches::Move => None,
        }
    }
}

/// One step of the script.
struct Script {
    id: &'static str,
    rules: &'static [&'static str],
    teaches: Teaches,
    /// The position, or `None` to go on from where the previous step's answer left
    /// the game.
    position: Option<Value>,
    /// [`Teaches::Throw`]: the throws made, as shells mouth up.
    throws: &'static [u8],
    /// The lesson's move (any legal action leading to the same position, up to the
    /// order of a seat's pieces, is right too).
    answer: &'static str,
}

const W: &str = "waiting";
const H: &str = "home";

/// A `pachisi` position with seat 0 to move, spending `kept`.
fn move_position(turn_number: u32, seats: Value, kept: &[u8], ranking: &[u8]) -> Value {
    variant_move_position("pachisi", turn_number, seats, kept, ranking)
}

/// A position of `variant` with seat 0 to move, spending `kept`.
fn variant_move_position(
    variant: &str,
    turn_number: u32,
    seats: Value,
    kept: &[u8],
    ranking: &[u8],
) -> Value {
    json!({
        "format": "pachisi-position", "version": 1, "variant": variant,
        "phase": "move", "turn": SEAT, "turn_number": turn_number,
        "seats": seats, "kept": kept, "ranking": ranking,
    })
}

/// The script. Steps of other seats are given in their own step numbers
/// (docs/rules.md §2.1); the comments say where they stand on South's track.
fn script() -> Vec<Script> {
    vec![
        // The first turn of a game: everyone is still in the centre.
        Script {
            id: "throw",
            rules: &["T-ACCUMULATE"],
            teaches: Teaches::Throw,
            position: Some(json!({
                "format": "pachisi-position", "version": 1, "variant": "pachisi",
                "phase": "throw", "turn": SEAT, "turn_number": 1,
                "seats": [{"pieces": [W, W, W, W]}, {"pieces": [W, W, W, W]},
                          {"pieces": [W, W, W, W]}, {"pieces": [W, W, W, W]}],
            })),
            // One shell up: 10, throw again; three up: 3, the throw phase ends.
            throws: &[1, 3],
            answer: "",
        },
        // The same turn: 10 and 3 kept, nothing on the board.
        Script {
            id: "grace",
            rules: &["P-GRACE", "P-ENTER-SQ1"],
            teaches: Teaches::Grace,
            position: None,
            throws: &[],
            answer: "10 p1",
        },
        // The same turn: the 3 is left for the piece that came in.
        Script {
            id: "move",
            rules: &["T-ONE-PIECE"],
            teaches: Teaches::Move,
            position: None,
            throws: &[],
            answer: "3 p1",
        },
        // Green's piece 1 (its step 66) stands on South's step 15, three squares
        // ahead of Red's piece 1 on its castle at step 12.
        Script {
            id: "capture",
            rules: &["P-CAPTURE", "T-CAPTURE-AGAIN"],
            teaches: Teaches::Capture,
            position: Some(move_position(
                9,
                json!([{"pieces": [12, 5, W, W]}, {"pieces": [66, 20, W, W]},
                       {"pieces": [30, W, W, W]}, {"pieces": [10, 3, W, W]}]),
                &[3],
                &[],
            )),
            throws: &[],
            answer: "3 p1",
        },
        // Red's piece 1 on step 17 can reach the castle on step 21, past Blue's piece 1
        // (its step 36, South's 19); piece 2 on step 50 can reach step 54, three squares
        // past Green's piece 1 (its step 34, South's 51).
        Script {
            id: "castle",
            rules: &["P-CASTLE"],
            teaches: Teaches::Castle,
            position: Some(move_position(
                21,
                json!([{"pieces": [17, 50, W, W]}, {"pieces": [34, 6, W, W]},
                       {"pieces": [40, 12, W, W]}, {"pieces": [36, 2, W, W]}]),
                &[4],
                &[],
            )),
            throws: &[],
            answer: "4 p1",
        },
        // Red's piece 1 needs exactly 3, piece 2 exactly 4 (a 3 would leave it one
        // step short, where no throw can finish it).
        Script {
            id: "exact",
            rules: &["T-EXACT"],
            teaches: Teaches::Exact,
            position: Some(move_position(
                55,
                json!([{"pieces": [81, 80, 40, H]}, {"pieces": [50, 10, 30, W]},
                       {"pieces": [H, 70, 35, W]}, {"pieces": [62, 25, 5, W]}]),
                &[3],
                &[],
            )),
            throws: &[],
            answer: "3 p1",
        },
        // Yellow, Red's partner, is home; Red's last piece needs exactly 10.
        Script {
            id: "team",
            rules: &["T-TEAM", "P-PLAYERS"],
            teaches: Teaches::Team,
            position: Some(move_position(
                70,
                json!([{"pieces": [H, H, H, 74]}, {"pieces": [60, 45, 22, W]},
                       {"pieces": [H, H, H, H]}, {"pieces": [78, 50, 31, 9]}]),
                &[10, 4],
                &[2],
            )),
            throws: &[],
            answer: "10 p4",
        },
    ]
}

/// The Ludo lesson (docs/rules.md §12), four players each alone, the learner South
/// (Red). Seat `k`'s step `x` stands on South's step `x + 13k` (modulo 52); South's
/// starts are its steps 1, 14, 27 and 40, the stars 9, 22, 35 and 48.
fn ludo_script() -> Vec<Script> {
    let waiting = || json!({"pieces": [W, W, W, W]});
    vec![
        // The first turn: every token in its yard.
        Script {
            id: "ludo_throw",
            rules: &["L-DIE"],
            teaches: Teaches::Throw,
            position: Some(json!({
                "format": "pachisi-position", "version": 1, "variant": "ludo",
                "phase": "throw", "turn": SEAT, "turn_number": 1,
                "seats": [waiting(), waiting(), waiting(), waiting()],
            })),
            // The die's sixth face: a 6.
            throws: &[5],
            answer: "",
        },
        Script {
            id: "ludo_enter",
            rules: &["L-ENTER-6", "L-SIX-AGAIN"],
            teaches: Teaches::EnterSix,
            position: None,
            throws: &[],
            answer: "6 p1",
        },
        // The roll the 6 earned: a 4.
        Script {
            id: "ludo_again",
            rules: &["L-SIX-AGAIN"],
            teaches: Teaches::Throw,
            position: None,
            throws: &[3],
            answer: "",
        },
        Script {
            id: "ludo_move",
            rules: &["L-DIE"],
            teaches: Teaches::Move,
            position: None,
            throws: &[],
            answer: "4 p1",
        },
        // Green's token (its step 3) stands on South's step 16, four squares ahead of
        // Red's token 1; Red's token 2 could reach the star on step 9 instead.
        Script {
            id: "ludo_capture",
            rules: &["L-CAPTURE"],
            teaches: Teaches::Capture,
            position: Some(variant_move_position(
                "ludo",
                13,
                json!([{"pieces": [12, 5, W, W]}, {"pieces": [3, W, W, W]},
                       waiting(), waiting()]),
                &[4],
                &[],
            )),
            throws: &[],
            answer: "4 p1",
        },
        // Yellow's token (its step 48) stands on the star on South's step 22: Red's
        // token 2 on step 20 would stand two squares ahead of it on step 24, while
        // token 1 can reach the star on step 9.
        Script {
            id: "ludo_safe",
            rules: &["L-SAFE"],
            teaches: Teaches::Castle,
            position: Some(variant_move_position(
                "ludo",
                21,
                json!([{"pieces": [5, 20, W, W]}, waiting(),
                       {"pieces": [48, W, W, W]}, waiting()]),
                &[4],
                &[],
            )),
            throws: &[],
            answer: "4 p1",
        },
        // Token 1 in the home column needs exactly 3 (step 57 is home), token 2 needs 4.
        Script {
            id: "ludo_exact",
            rules: &["L-EXACT", "L-END"],
            teaches: Teaches::Exact,
            position: Some(variant_move_position(
                "ludo",
                61,
                json!([{"pieces": [54, 53, H, 30]}, {"pieces": [30, 12, W, W]},
                       {"pieces": [25, W, W, W]}, {"pieces": [33, 7, W, W]}]),
                &[3],
                &[],
            )),
            throws: &[],
            answer: "3 p1",
        },
    ]
}

/// The Mensch ärgere Dich nicht lesson (docs/rules.md §14), four players each alone,
/// the learner South (Red). Seat `k`'s step `x` stands on South's step `x + 10k`
/// (modulo 40); South's start fields are its steps 1, 11, 21 and 31; steps 41 to 44
/// are a seat's goal.
fn mensch_script() -> Vec<Script> {
    let waiting = || json!({"pieces": [W, W, W, W]});
    vec![
        // The first turn, every piece waiting: up to three throws for a 6 — a 2, then
        // the 6.
        Script {
            id: "mensch_throw",
            rules: &["M-DIE", "M-THREE-TRIES"],
            teaches: Teaches::Throw,
            position: Some(json!({
                "format": "pachisi-position", "version": 1, "variant": "mensch",
                "phase": "throw", "turn": SEAT, "turn_number": 1,
                "seats": [waiting(), waiting(), waiting(), waiting()],
            })),
            throws: &[1, 5],
            answer: "",
        },
        Script {
            id: "mensch_enter",
            rules: &["M-ENTER-6", "M-MUST-ENTER", "M-SIX-AGAIN"],
            teaches: Teaches::EnterSix,
            position: None,
            throws: &[],
            answer: "6 p1",
        },
        // The roll the 6 earned: a 4.
        Script {
            id: "mensch_again",
            rules: &["M-SIX-AGAIN"],
            teaches: Teaches::Throw,
            position: None,
            throws: &[3],
            answer: "",
        },
        // The piece on the start field moves off it first.
        Script {
            id: "mensch_clear",
            rules: &["M-CLEAR-START"],
            teaches: Teaches::Move,
            position: None,
            throws: &[],
            answer: "4 p1",
        },
        // Green's piece stands on its own start field (its step 1, South's 11), three
        // fields ahead of Red's piece 1; Red's piece 2 could move on instead.
        Script {
            id: "mensch_capture",
            rules: &["M-CAPTURE"],
            teaches: Teaches::Capture,
            position: Some(variant_move_position(
                "mensch",
                17,
                json!([{"pieces": [8, 3, W, W]}, {"pieces": [1, W, W, W]},
                       waiting(), waiting()]),
                &[3],
                &[],
            )),
            throws: &[],
            answer: "3 p1",
        },
        // Red's piece 1 on its last field of the ring (step 40) can go to the far end of
        // the goal (step 44) with the 4; piece 2 would only move on.
        Script {
            id: "mensch_goal",
            rules: &["M-EXACT", "M-NO-JUMP-GOAL", "M-END"],
            teaches: Teaches::Exact,
            position: Some(variant_move_position(
                "mensch",
                41,
                json!([{"pieces": [40, 25, W, W]}, {"pieces": [12, W, W, W]},
                       {"pieces": [33, W, W, W]}, waiting()]),
                &[4],
                &[],
            )),
            throws: &[],
            answer: "4 p1",
        },
    ]
}

/// The petits chevaux lesson (docs/rules.md §15), four players each alone, the learner
/// South (Red). Seat `k`'s step `x` stands on South's step `x + 14k` (modulo 56);
/// South's start squares are its steps 1, 15, 29 and 43; step 56 is the square before
/// a seat's ladder, 57 to 62 its ladder squares 1 to 6, and the centre is home.
fn chevaux_script() -> Vec<Script> {
    let waiting = || json!({"pieces": [W, W, W, W]});
    vec![
        // The first turn: every horse in its stable; the die shows a 6.
        Script {
            id: "chevaux_throw",
            rules: &["CH-DIE", "CH-OUT"],
            teaches: Teaches::Throw,
            position: Some(json!({
                "format": "pachisi-position", "version": 1, "variant": "petits-chevaux",
                "phase": "throw", "turn": SEAT, "turn_number": 1,
                "seats": [waiting(), waiting(), waiting(), waiting()],
            })),
            throws: &[5],
            answer: "",
        },
        Script {
            id: "chevaux_out",
            rules: &["CH-OUT", "CH-SIX-AGAIN"],
            teaches: Teaches::EnterSix,
            position: None,
            throws: &[],
            answer: "6 p1",
        },
        // The throw the 6 earned: a 4.
        Script {
            id: "chevaux_again",
            rules: &["CH-SIX-AGAIN"],
            teaches: Teaches::Throw,
            position: None,
            throws: &[3],
            answer: "",
        },
        Script {
            id: "chevaux_move",
            rules: &["CH-MOVE"],
            teaches: Teaches::Move,
            position: None,
            throws: &[],
            answer: "4 p1",
        },
        // Green's horse stands on its own start square (its step 1, South's 15), four
        // squares ahead of Red's horse 1; Red's horse 2 could move on instead.
        Script {
            id: "chevaux_capture",
            rules: &["CH-CAPTURE"],
            teaches: Teaches::Capture,
            position: Some(variant_move_position(
                "petits-chevaux",
                17,
                json!([{"pieces": [11, 3, W, W]}, {"pieces": [1, W, W, W]},
                       waiting(), waiting()]),
                &[4],
                &[],
            )),
            throws: &[],
            answer: "4 p1",
        },
        // Red's horse 1 stands on ladder square 2 (step 58) and climbs only with a 3;
        // horse 2 waits on the square before the ladder (step 56) for a 1; horse 3 on
        // the ring (step 30) could move the 3 instead. Yellow's horse (its step 3)
        // stands on South's 31, Blue's (its step 10) on South's 52.
        Script {
            id: "chevaux_ladder",
            rules: &["CH-LADDER", "CH-EXACT"],
            teaches: Teaches::Ladder,
            position: Some(variant_move_position(
                "petits-chevaux",
                121,
                json!([{"pieces": [58, 56, 30, W]}, {"pieces": [20, W, W, W]},
                       {"pieces": [3, W, W, W]}, {"pieces": [10, W, W, W]}]),
                &[3],
                &[],
            )),
            throws: &[],
            answer: "3 p1",
        },
        // Two horses home; horse 3 on the ladder's square 6 (step 62) goes into the
        // centre with the 6 just thrown (so another throw follows), horse 4 (step 40)
        // could only move on.
        Script {
            id: "chevaux_centre",
            rules: &["CH-CENTRE", "CH-SIX-AGAIN", "CH-END"],
            teaches: Teaches::Centre,
            position: Some(json!({
                "format": "pachisi-position", "version": 1, "variant": "petits-chevaux",
                "phase": "move", "turn": SEAT, "turn_number": 301,
                "seats": [{"pieces": [H, H, 62, 40]}, {"pieces": [33, 12, W, W]},
                          {"pieces": [50, 21, W, W]}, {"pieces": [44, 6, H, W]}],
                "kept": [6], "throw_again": true,
            })),
            throws: &[],
            answer: "6 p3",
        },
    ]
}

/// The Parcheesi lesson (docs/rules.md §16), four players each alone, the learner South
/// (Red). Seat `k`'s step `x` stands on South's step `x + 17k` (modulo 68, steps 1 to
/// 64 of its loop); South's entry spaces are its steps 1, 18, 35 and 52, the safety
/// spaces 1, 10, 14, 18, 27, 31, 35, 44, 48, 52, 61 and 65; step 73 is home.
fn parcheesi_script() -> Vec<Script> {
    let nest = || json!({"pieces": [W, W, W, W]});
    let at = |turn: u32, seats: Value, kept: &[u8]| {
        variant_move_position("parcheesi", turn, seats, kept, &[])
    };
    vec![
        // The first turn, every pawn in its nest: the two dice show 5 and 3.
        Script {
            id: "parcheesi_throw",
            rules: &["PR-DICE"],
            teaches: Teaches::Throw,
            position: Some(json!({
                "format": "pachisi-position", "version": 1, "variant": "parcheesi",
                "phase": "throw", "turn": SEAT, "turn_number": 1,
                "seats": [nest(), nest(), nest(), nest()],
            })),
            // Outcome 6 (a - 1) + (b - 1): 5 and 3.
            throws: &[26],
            answer: "",
        },
        // The 5 brings a pawn out; the 3 waits for a pawn on the board.
        Script {
            id: "parcheesi_enter",
            rules: &["PR-ENTER"],
            teaches: Teaches::Grace,
            position: None,
            throws: &[],
            answer: "5 p1",
        },
        // The other die moves a pawn of its own: the one that came out.
        Script {
            id: "parcheesi_move",
            rules: &["PR-DICE"],
            teaches: Teaches::Move,
            position: None,
            throws: &[],
            answer: "3 p1",
        },
        // One die is spent, a 4 is left. Green's pawn 1 (its step 57) stands on South's
        // step 6, four squares ahead of Red's pawn 1; Green's pawn 2 (its step 3) on
        // South's step 20.
        Script {
            id: "parcheesi_capture",
            rules: &["PR-CAPTURE", "PR-BONUS"],
            teaches: Teaches::Bonus,
            position: Some(at(
                12,
                json!([{"pieces": [2, 24, W, W]}, {"pieces": [57, 3, W, W]},
                       {"pieces": [64, W, W, W]}, {"pieces": [9, W, W, W]}]),
                &[4],
            )),
            throws: &[],
            answer: "4 p1",
        },
        // The 20 the capture earned: pawn 2 reaches the safety space on step 44; pawn 1
        // would stop on step 26, six squares ahead of Green's pawn 2.
        Script {
            id: "parcheesi_bonus",
            rules: &["PR-BONUS", "PR-SAFE"],
            teaches: Teaches::Castle,
            position: None,
            throws: &[],
            answer: "20 p2",
        },
        // Red's pawn 1 on step 20 can join pawn 2 on step 23, four squares ahead of
        // Green's pawn (its step 2, South's 19).
        Script {
            id: "parcheesi_blockade",
            rules: &["PR-BLOCKADE"],
            teaches: Teaches::Blockade,
            position: Some(at(
                20,
                json!([{"pieces": [20, 23, W, W]}, {"pieces": [2, W, W, W]},
                       {"pieces": [40, W, W, W]}, {"pieces": [30, W, W, W]}]),
                &[3],
            )),
            throws: &[],
            answer: "3 p1",
        },
        // Red's pawn 1 on its home path needs exactly 3, pawn 2 needs 5; home earns 10,
        // which pawn 3 can move.
        Script {
            id: "parcheesi_home",
            rules: &["PR-EXACT", "PR-BONUS"],
            teaches: Teaches::Exact,
            position: Some(at(
                60,
                json!([{"pieces": [70, 68, 40, H]}, {"pieces": [50, 12, W, W]},
                       {"pieces": [H, 30, 20, W]}, {"pieces": [45, 6, W, W]}]),
                &[3],
            )),
            throws: &[],
            answer: "3 p1",
        },
    ]
}

/// The Barjis lesson (docs/rules.md §18), the `barjis` preset: four players each alone,
/// the learner South (Red), on the Pachisi track. Seat `k`'s step `x` on the outer
/// columns (steps 8 to 75) stands on South's step `x + 17k`, less 68 past 75; steps 1 to
/// 7 and 76 to 83 are a seat's own middle column, 84 the kitchen. The marked squares
/// are every seat's steps 11, 22, 28, 39, 45, 56, 62 and 73 (B-SAFE-SQUARES).
fn barjis_script() -> Vec<Script> {
    barjis_steps("barjis")
}

/// The lesson of Barjis of the Levant (docs/rules.md §18), the `barjis-levant` preset:
/// the same steps on the same cloth, with its two players on opposite arms and its one
/// grace, the 10 (B-GRACE: a 25 brings no man out here). The opponent, seat 1, sits
/// on the arm opposite South: its step `x` on the outer columns stands on South's step
/// `x + 34`, less 68 past 75.
fn levant_script() -> Vec<Script> {
    barjis_steps("barjis-levant")
}

/// The Barjis steps for `variant`, `barjis` (four seats) or `barjis-levant` (two, on
/// opposite arms): the opponents' men stand on the same squares of South's track in
/// both, in their own step numbers.
fn barjis_steps(variant: &'static str) -> Vec<Script> {
    let levant = variant == "barjis-levant";
    let seats = if levant { 2 } else { 4 };
    let kitchen = || json!({"pieces": [W, W, W, W]});
    let at = move |turn: u32, all: Value, kept: &[u8]| {
        let all = all.as_array().expect("a list of seats")[..seats].to_vec();
        variant_move_position(variant, turn, Value::Array(all), kept, &[])
    };
    // The opponent a step shows (Green, seat 1): in the Levant on the opposite arm, so
    // the same square of South's track is 17 steps further along its road.
    let opp = |green: Value, levant_seat: Value| if levant { levant_seat } else { green };
    vec![
        // The first turn, every man in the kitchen: one shell up (10, throw again),
        // then three up (3, the throw phase ends).
        Script {
            id: "barjis_throw",
            rules: &["B-COWRIES", "B-GO-ON", "B-ACCUMULATE"],
            teaches: Teaches::Throw,
            position: Some(json!({
                "format": "pachisi-position", "version": 1, "variant": variant,
                "phase": "throw", "turn": SEAT, "turn_number": 1,
                "seats": vec![kitchen(); seats],
            })),
            throws: &[1, 3],
            answer: "",
        },
        // The same turn: the 10 (dost) is a grace and brings a man out.
        Script {
            id: "barjis_grace",
            rules: &["B-HAND", "B-GRACE", "B-ENTER"],
            teaches: Teaches::Grace,
            position: None,
            throws: &[],
            answer: "10 p1",
        },
        // The same turn: the 3 moves the man that came out.
        Script {
            id: "barjis_move",
            rules: &["B-ONE-PIECE", "B-MOVE"],
            teaches: Teaches::Move,
            position: None,
            throws: &[],
            answer: "3 p1",
        },
        // Green's man 1 (its step 66; in the Levant its step 49) stands alone on
        // South's step 15, off the marked squares, three squares ahead of Red's man 1 on
        // step 12.
        Script {
            id: "barjis_capture",
            rules: &["B-CAPTURE"],
            teaches: Teaches::Capture,
            position: Some(at(
                9,
                json!([{"pieces": [12, 5, W, W]},
                       opp(json!({"pieces": [66, 20, W, W]}), json!({"pieces": [49, 20, W, W]})),
                       {"pieces": [30, W, W, W]}, {"pieces": [10, 3, W, W]}]),
                &[3],
            )),
            throws: &[],
            answer: "3 p1",
        },
        // Red's man 1 on step 18 can reach the marked square on step 22; man 2 on step
        // 50 would stop on step 54, three squares past Green's man 1 (its step 34,
        // South's 51; in the Levant its step 17, its other men in the kitchen: on its
        // step 6 a man would be a 10 behind Red's man on 50).
        Script {
            id: "barjis_marked",
            rules: &["B-SAFE-SQUARES", "B-SAFE"],
            teaches: Teaches::Castle,
            position: Some(at(
                21,
                json!([{"pieces": [18, 50, W, W]},
                       opp(json!({"pieces": [34, 6, W, W]}), json!({"pieces": [17, W, W, W]})),
                       {"pieces": [60, W, W, W]}, {"pieces": [2, W, W, W]}]),
                &[4],
            )),
            throws: &[],
            answer: "4 p1",
        },
        // Red's man 1 needs exactly 3 to reach the kitchen; man 2 needs 4 (a 3 would
        // leave it one step short, where no throw of the cowries can finish it).
        Script {
            id: "barjis_exact",
            rules: &["B-EXACT"],
            teaches: Teaches::Exact,
            position: Some(at(
                55,
                json!([{"pieces": [81, 80, 40, H]}, {"pieces": [50, 10, 30, W]},
                       {"pieces": [H, 70, 35, W]}, {"pieces": [62, 25, 5, W]}]),
                &[3],
            )),
            throws: &[],
            answer: "3 p1",
        },
    ]
}

/// The Parchís lesson (docs/rules.md §17), one die, four players each alone, the
/// learner South (Red). Seat `k`'s step `x` stands on South's step `x + 17k` (modulo 68,
/// steps 1 to 63 of its loop); South's salidas are its steps 1, 18, 35 and 52, the
/// seguros 1, 8, 13, 18, 25, 30, 35, 42, 47, 52, 59 and 64; step 72 is the goal.
fn parchis_script() -> Vec<Script> {
    let casa = || json!({"pieces": [W, W, W, W]});
    let at = |turn: u32, seats: Value, kept: &[u8]| {
        variant_move_position("parchis", turn, seats, kept, &[])
    };
    vec![
        // The first turn, every piece at home: a 5.
        Script {
            id: "parchis_throw",
            rules: &["ES-DIE"],
            teaches: Teaches::Throw,
            position: Some(json!({
                "format": "pachisi-position", "version": 1, "variant": "parchis",
                "phase": "throw", "turn": SEAT, "turn_number": 1,
                "seats": [casa(), casa(), casa(), casa()],
            })),
            throws: &[4],
            answer: "",
        },
        Script {
            id: "parchis_enter",
            rules: &["ES-ENTER"],
            teaches: Teaches::Grace,
            position: None,
            throws: &[],
            answer: "5 p1",
        },
        // Green's piece 1 (its step 57) stands on South's step 6, four squares ahead of
        // Red's piece 1; Green's piece 2 (its step 5) on South's step 22.
        Script {
            id: "parchis_capture",
            rules: &["ES-CAPTURE", "ES-BONUS"],
            teaches: Teaches::Bonus,
            position: Some(at(
                14,
                json!([{"pieces": [2, 27, W, W]}, {"pieces": [57, 5, W, W]},
                       {"pieces": [62, W, W, W]}, {"pieces": [9, W, W, W]}]),
                &[4],
            )),
            throws: &[],
            answer: "4 p1",
        },
        // The 20: piece 2 reaches the seguro on step 47; piece 1 would stop on step 26,
        // four squares ahead of Green's piece 2.
        Script {
            id: "parchis_bonus",
            rules: &["ES-BONUS", "ES-SAFE"],
            teaches: Teaches::Castle,
            position: None,
            throws: &[],
            answer: "20 p2",
        },
        // Red's piece 1 on step 20 can join piece 2 on step 23, four squares ahead of
        // Green's piece (its step 2, South's 19).
        Script {
            id: "parchis_barrier",
            rules: &["ES-BARRIER"],
            teaches: Teaches::Blockade,
            position: Some(at(
                22,
                json!([{"pieces": [20, 23, W, W]}, {"pieces": [2, W, W, W]},
                       {"pieces": [40, W, W, W]}, {"pieces": [30, W, W, W]}]),
                &[3],
            )),
            throws: &[],
            answer: "3 p1",
        },
        // Every piece of Red's is out (one home): the 6 thrown counts 7.
        Script {
            id: "parchis_seven",
            rules: &["ES-SIX-SEVEN"],
            teaches: Teaches::Throw,
            position: Some(json!({
                "format": "pachisi-position", "version": 1, "variant": "parchis",
                "phase": "throw", "turn": SEAT, "turn_number": 58,
                "seats": [{"pieces": [65, 40, 10, H]}, {"pieces": [50, 12, W, W]},
                          {"pieces": [H, 30, 21, W]}, {"pieces": [44, 6, W, W]}],
            })),
            throws: &[5],
            answer: "",
        },
        // Piece 1 in the corridor needs exactly 7; the goal earns 10.
        Script {
            id: "parchis_home",
            rules: &["ES-EXACT", "ES-BONUS"],
            teaches: Teaches::Exact,
            position: None,
            throws: &[],
            answer: "7 p1",
        },
    ]
}

/// The Parqués lesson (docs/rules.md §19), the `parques` preset: four players each
/// alone, the learner South (Red), on Parchís' board with two dice. Seat `k`'s step `x`
/// stands on South's step `x + 17k` (modulo 68, steps 1 to 64 of its loop); South's
/// salida is its step 1, the seguros its steps 1, 8, 13, 18, 25, 30, 35, 42, 47, 52, 59
/// and 64; steps 65 to 71 are its llegada and 72 the cielo. Two dice are thrown as
/// outcome `6 (a - 1) + (b - 1)`.
fn parques_script() -> Vec<Script> {
    let jail = || json!({"pieces": [W, W, W, W]});
    let at = |turn: u32, seats: Value, kept: &[u8]| {
        variant_move_position("parques", turn, seats, kept, &[])
    };
    vec![
        // Every piece of Red's in the jail: up to three throws for a pair (Q-TRIES) —
        // 2 and 5, then 6 and 6. Green's two pieces (its step 57) stand on South's step
        // 6, Yellow's (its step 5) on South's 39, Blue's (its step 2) on South's 53.
        Script {
            id: "parques_throw",
            rules: &["Q-DICE", "Q-TRIES"],
            teaches: Teaches::Throw,
            position: Some(json!({
                "format": "pachisi-position", "version": 1, "variant": "parques",
                "phase": "throw", "turn": SEAT, "turn_number": 13,
                "seats": [jail(), {"pieces": [57, 57, W, W]},
                          {"pieces": [5, W, W, W]}, {"pieces": [2, W, W, W]}],
            })),
            throws: &[10, 35],
            answer: "",
        },
        // The 6-6 frees every piece onto the salida, with both dice, and throws again.
        Script {
            id: "parques_release",
            rules: &["Q-PAIR-RELEASE", "Q-RELEASE-DICE", "Q-PAIR-AGAIN"],
            teaches: Teaches::Release,
            position: None,
            throws: &[],
            answer: "6 p1 stack",
        },
        // One die is spent, a 4 is left. Green's two pieces (its step 57) stand on
        // South's step 6, off the seguros, four squares ahead of Red's piece 1; piece 2
        // on step 27 would stop on 31 and leave the capture (Q-SOPLAR).
        Script {
            id: "parques_capture",
            rules: &["Q-CAPTURE"],
            teaches: Teaches::Capture,
            position: Some(at(
                20,
                json!([{"pieces": [2, 27, W, W]}, {"pieces": [57, 57, W, W]},
                       {"pieces": [12, W, W, W]}, {"pieces": [40, W, W, W]}]),
                &[4],
            )),
            throws: &[],
            answer: "4 p1",
        },
        // Blue, the player before Red, had a 3: its piece 2 (its step 34, South's 17)
        // could have captured Red's piece 1 on step 20, but Blue moved its piece 1 (its
        // step 10) onto the seguro on its step 13 (South's 64). Red's turn begins with
        // the blow. Green's piece (its step 30) stands on the seguro on South's 47,
        // Yellow's (its step 20) on South's 54.
        Script {
            id: "parques_blow",
            rules: &["Q-SOPLAR"],
            teaches: Teaches::Blow,
            position: Some(after_moves(
                json!({
                    "format": "pachisi-position", "version": 1, "variant": "parques",
                    "phase": "move", "turn": 3, "turn_number": 39, "kept": [3],
                    "seats": [{"pieces": [20, 42, W, W]}, {"pieces": [30, W, W, W]},
                              {"pieces": [20, W, W, W]}, {"pieces": [10, 34, W, W]}],
                }),
                &["3 p1"],
            )),
            throws: &[],
            answer: "blow p2",
        },
        // One die is spent, a 3 is left: Red's piece 1 in the llegada (step 69) needs
        // exactly 3 for the cielo; piece 2 on step 40 could move instead.
        Script {
            id: "parques_llegada",
            rules: &["Q-LLEGADA"],
            teaches: Teaches::Exact,
            position: Some(at(
                52,
                json!([{"pieces": [69, 40, H, W]}, {"pieces": [50, 12, W, W]},
                       {"pieces": [H, 30, 21, W]}, {"pieces": [44, 6, W, W]}]),
                &[3],
            )),
            throws: &[],
            answer: "3 p1",
        },
        // Two pairs thrown (and played) this turn already: the third, 4 and 4, is not
        // played (Q-THREE-PAIRS).
        Script {
            id: "parques_third",
            rules: &["Q-THREE-PAIRS", "Q-PAIR-AGAIN"],
            teaches: Teaches::Throw,
            position: Some(json!({
                "format": "pachisi-position", "version": 1, "variant": "parques",
                "phase": "throw", "turn": SEAT, "turn_number": 61,
                "streak": {"class": 0, "count": 2, "start": 0},
                "seats": [{"pieces": [H, 60, 20, W]}, {"pieces": [45, 15, W, W]},
                          {"pieces": [H, 36, 8, W]}, {"pieces": [52, 26, W, W]}],
            })),
            throws: &[21],
            answer: "",
        },
        // The crown: piece 4, still in the jail, has the whole way to go; piece 2 (step
        // 60) only 12 squares, piece 3 (step 20) 52.
        Script {
            id: "parques_crown",
            rules: &["Q-THREE-PAIRS"],
            teaches: Teaches::Crown,
            position: None,
            throws: &[],
            answer: "crown p4",
        },
    ]
}

/// The Sorry! lesson (docs/rules.md §20), four players, Red (South) learning. Other
/// seats' pawns are given in their own steps; the comments say where they stand on
/// Red's (a seat on side k stands on loop square L(15k + 3 + step)).
fn sorry_script() -> Vec<Script> {
    let start = || json!({"pieces": [W, W, W, W]});
    let one = |step: u8| json!({"pieces": [step, W, W, W]});
    let at = |turn: u32, seats: Value, kept: &[u8]| {
        variant_move_position("sorry", turn, seats, kept, &[])
    };
    vec![
        // Every pawn in Start: draw a card — a 2 (S-DECK, S-DRAW).
        Script {
            id: "sorry_draw",
            rules: &["S-DECK", "S-DRAW", "S-TURN"],
            teaches: Teaches::Throw,
            position: Some(json!({
                "format": "pachisi-position", "version": 1, "variant": "sorry",
                "phase": "throw", "turn": SEAT, "turn_number": 1,
                "seats": [start(), one(22), one(6), one(33)],
            })),
            throws: &[1],
            answer: "",
        },
        // The 2 takes a pawn out of Start onto the start square, and draws again.
        Script {
            id: "sorry_start",
            rules: &["S-START-PAWN", "S-TWO"],
            teaches: Teaches::StartPawn,
            position: None,
            throws: &[],
            answer: "2 p1",
        },
        // A 3: pawn 1 (step 10) stops on Green's first triangle (Red's step 13) and
        // slides to its end (step 16), bumping Blue's pawn (its step 30, Red's 15);
        // pawn 2 (step 30) would only move.
        Script {
            id: "sorry_slide",
            rules: &["S-SLIDE", "S-BUMP"],
            teaches: Teaches::Slide,
            position: Some(at(
                20,
                json!([{"pieces": [10, 30, W, W]}, one(40), one(5), one(30)]),
                &[3],
            )),
            throws: &[],
            answer: "3 p1",
        },
        // An 11: pawn 1 (step 8) may go 11 forward, or change places with a pawn of
        // another's on the loop: Green's (its step 40) stands on Red's step 55, Blue's
        // (its step 2) on Red's 47, Yellow's (its step 5) on Red's 35.
        Script {
            id: "sorry_switch",
            rules: &["S-ELEVEN"],
            teaches: Teaches::Switch,
            position: Some(at(
                30,
                json!([{"pieces": [8, W, W, W]}, one(40), one(5), one(2)]),
                &[11],
            )),
            throws: &[],
            answer: "switch p1 s1p1",
        },
        // The Sorry! card: from Start onto a pawn of another's, which goes to its
        // Start: Green's (its step 40, 25 to go) is on Red's step 55, Blue's (its step
        // 5) on Red's 50, Yellow's (its step 10) on Red's 40.
        Script {
            id: "sorry_card",
            rules: &["S-SORRY"],
            teaches: Teaches::SorryCard,
            position: Some(at(
                40,
                json!([{"pieces": [W, W, 25, H]}, one(40), one(10), one(5)]),
                &[13],
            )),
            throws: &[],
            answer: "sorry p1 s1p1",
        },
        // A 4 goes back: pawn 1 on its start square (64 to go) ends on step 57, eight
        // from Home; pawn 2 (step 30) would lose four.
        Script {
            id: "sorry_four",
            rules: &["S-FOUR"],
            teaches: Teaches::Back,
            position: Some(at(
                44,
                json!([{"pieces": [1, 30, W, H]}, one(22), one(12), one(41)]),
                &[4],
            )),
            throws: &[],
            answer: "4 p1",
        },
        // A 3: pawn 1 in the safety zone (step 62) needs exactly 3 for Home.
        Script {
            id: "sorry_home",
            rules: &["S-SAFETY", "S-HOME"],
            teaches: Teaches::Exact,
            position: Some(at(
                60,
                json!([{"pieces": [62, 20, H, H]}, {"pieces": [50, 12, W, W]},
                       {"pieces": [30, H, W, W]}, {"pieces": [44, 6, W, W]}]),
                &[3],
            )),
            throws: &[],
            answer: "3 p1",
        },
    ]
}

/// The Yut Nori lesson (docs/rules.md §21), the `yut` preset: two players, the learner
/// Red (seat 0) against Green. Every side goes the same way round the same 29 stations,
/// so the pieces of both are given in the same words (§21.5): `O1` … `O20` round the
/// edge (station n is `On`; `O20` is station 0 after going round), `A6` … `A10` down
/// the first diagonal from corner 5 (stations 20, 21, the centre 22, 23, 24), `C9` and
/// `C10` from the centre home (stations 27 and 28).
fn yut_script() -> Vec<Script> {
    let at =
        |turn: u32, seats: Value, kept: &[u8]| variant_move_position("yut", turn, seats, kept, &[]);
    let back_do = pachisi_core::throws::BACK_DO;
    vec![
        // Red's pieces all wait; Green has brought one on, onto station 3. The sticks: no
        // flat side up, mo (5, throw again), then two, gae (2), which ends the throwing
        // (outcomes 0 and 2).
        Script {
            id: "yut_throw",
            rules: &["Y-STICKS", "Y-ACCUMULATE"],
            teaches: Teaches::Throw,
            position: Some(json!({
                "format": "pachisi-position", "version": 1, "variant": "yut",
                "phase": "throw", "turn": SEAT, "turn_number": 2,
                "seats": [{"pieces": [W, W, W, W]}, {"pieces": ["O3", W, W, W]}],
            })),
            throws: &[0, 2],
            answer: "",
        },
        // The mo brings a piece on straight onto corner 5; brought on with the gae, it
        // would stand on station 2 and the mo would carry it over the corner to 7.
        Script {
            id: "yut_enter",
            rules: &["Y-ENTER", "Y-BRANCH"],
            teaches: Teaches::Corner,
            position: None,
            throws: &[],
            answer: "5 p1",
        },
        // The gae from corner 5 turns down the diagonal to station 21, out of reach; a
        // new piece on station 2 would leave piece 1 on the corner, a gae ahead of Green's.
        Script {
            id: "yut_shortcut",
            rules: &["Y-BRANCH", "Y-MOVE"],
            teaches: Teaches::Shortcut,
            position: None,
            throws: &[],
            answer: "2 p1",
        },
        // A geol: Red's piece 1 on station 11 reaches Green's piece 1 on 14; piece 2 on
        // station 21 would cross the centre to 24, and a new piece would stand on 3.
        Script {
            id: "yut_capture",
            rules: &["Y-CAPTURE"],
            teaches: Teaches::Capture,
            position: Some(at(
                12,
                json!([{"pieces": ["O11", "A7", W, W]}, {"pieces": ["O14", "O6", W, W]}]),
                &[3],
            )),
            throws: &[],
            answer: "3 p1",
        },
        // A yut: piece 1 on station 2 joins piece 2 on 6, beyond the reach of Green's
        // waiting pieces (a piece comes on onto stations 1 to 5); any other move leaves
        // it on 2, where a Green piece comes on with a gae.
        Script {
            id: "yut_stack",
            rules: &["Y-STACK"],
            teaches: Teaches::Stack,
            position: Some(at(
                20,
                json!([{"pieces": ["O2", "O6", W, W]}, {"pieces": ["O13", W, W, W]}]),
                &[4],
            )),
            throws: &[],
            answer: "4 p1",
        },
        // A back-do: piece 1 on station 6 goes back onto corner 5, from which its next
        // move takes the diagonal (15 stations to go before, 12 after); piece 2 on 12
        // would only lose a station.
        Script {
            id: "yut_back_do",
            rules: &["Y-BACK-DO", "Y-BRANCH"],
            teaches: Teaches::BackDo,
            position: Some(at(
                30,
                json!([{"pieces": ["O6", "O12", W, W]}, {"pieces": ["O17", W, W, W]}]),
                &[back_do],
            )),
            throws: &[],
            answer: "back-do p1",
        },
        // A gae: piece 1 on station 28, two from the end of the short way home, goes past
        // station 0 and out; piece 2 on 18 would stop on station 0 itself and stay.
        Script {
            id: "yut_out",
            rules: &["Y-FINISH"],
            teaches: Teaches::Out,
            position: Some(at(
                50,
                json!([{"pieces": ["C10", "O18", H, W]}, {"pieces": ["O9", "O4", H, H]}]),
                &[2],
            )),
            throws: &[],
            answer: "2 p1",
        },
    ]
}

/// The position `moves` (other seats' moves, in the action format) lead to from
/// `position`, played by the engine: a step that begins with what another player just
/// did (Parqués' capture left, Q-SOPLAR). A position that does not load or a move that
/// is not legal gives a value that is no position, so the lesson fails to build.
fn after_moves(position: Value, moves: &[&str]) -> Value {
    let played = || -> Result<Value, String> {
        let (game, mut s) =
            Game::parse_position(&position.to_string()).map_err(|e| e.to_string())?;
        for m in moves {
            let a = Action::parse(m)?;
            game.play(&mut s, a).map_err(|e| format!("'{m}': {e}"))?;
        }
        serde_json::to_value(game.to_position(&s)).map_err(|e| e.to_string())
    };
    played().unwrap_or_else(|e| json!({"not a position": e}))
}

/// The probability that one throw has value `v` — with two dice, that one die or the
/// two together make `v` (PR-DICE); with a 6 that counts 7 (ES-SIX-SEVEN), a 7 is a 6.
fn chance_of(game: &Game, v: u8) -> f64 {
    let th = game.throws();
    let v = if v == 7 && game.options().six_counts_seven && !th.is_two_dice() {
        6
    } else {
        v
    };
    game.chance_outcomes(&game.initial_state())
        .as_slice()
        .iter()
        .filter(|&&(up, _)| {
            if th.is_two_dice() {
                let [a, b] = th.pair(up);
                a == v || b == v || a + b == v
            } else {
                th.value(up) == v
            }
        })
        .map(|&(_, p)| p)
        .sum()
}

/// The values a single kept throw can have: a die's faces with two dice, else the
/// throw values.
fn single_values(game: &Game) -> Vec<u8> {
    if game.throws().is_two_dice() {
        (1..=6).collect()
    } else {
        throw_values(game)
    }
}

/// The outcomes of one throw (shells mouth up, or a die's face index), in order.
fn outcomes(game: &Game) -> Vec<u8> {
    game.chance_outcomes(&game.initial_state())
        .as_slice()
        .iter()
        .map(|&(up, _)| up)
        .collect()
}

/// The distinct values one throw can have, in ascending order.
fn throw_values(game: &Game) -> Vec<u8> {
    let th = game.throws();
    let mut v: Vec<u8> = outcomes(game).into_iter().map(|up| th.value(up)).collect();
    v.sort_unstable();
    v.dedup();
    v
}

/// A kept throw as a game's `last_throw` (for the throw's picture): the first outcome
/// that gives the value, with its shells drawn mouth up (none for a die); with two
/// dice, the one die showing it. None for a value no throw shows (a bonus of 10 or 20,
/// a 6 counted 7).
fn throw_picture(game: &Game, n: u64, seat: u8, value: u8) -> Option<LastThrow> {
    let th = game.throws();
    if th.is_two_dice() {
        return (1..=6).contains(&value).then(|| LastThrow {
            n,
            seat,
            up: None,
            value: value as u32,
            shells: None,
            dice: Some(vec![value]),
            order: false,
        });
    }
    let up = outcomes(game).into_iter().find(|&u| th.value(u) == value)?;
    // Yut Nori's sticks are drawn as a game draws them: a do is not the marked stick
    // alone (that is a back-do), mo is no flat side up (Y-STICKS).
    let shells = if th.is_sticks() {
        pachisi_core::words::sticks_flat(up)
    } else {
        (0..th.shells).map(|k| k < up).collect()
    };
    Some(LastThrow {
        n,
        seat,
        up: Some(up),
        value: value as u32,
        shells: Some(shells),
        dice: None,
        order: false,
    })
}

/// A piece of `seat` that an opponent could capture with one throw.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Danger {
    /// The piece in danger (0-based).
    pub piece: u8,
    /// The opponent's seat and piece that could capture it.
    pub by_seat: u8,
    pub by_piece: u8,
    /// The throw that would do it, and the chance of one throw having that value.
    pub value: u8,
    pub chance: f64,
}

/// Which pieces of `seat` an opponent could capture in `s` with a single throw, as if
/// it were that opponent's move with that one throw kept (the engine decides, through
/// a position with that opponent to move). Most likely first.
pub fn dangers(game: &Game, s: &State, seat: u8) -> Vec<Danger> {
    let mut out: Vec<Danger> = vec![];
    if game.is_terminal(s) {
        return out;
    }
    if game.throws().is_two_dice() || game.options().six_counts_seven {
        out = thrown_dangers(game, s, seat);
        sort_dangers(&mut out);
        return out;
    }
    let base = game.to_position(s);
    for opp in 0..game.seats() {
        if game.team_of(opp) == game.team_of(seat) || game.seat_finished(s, opp) {
            continue;
        }
        for v in throw_values(game) {
            let mut pj = base.clone();
            pj.phase = Phase::Move;
            pj.turn = opp;
            pj.mover = None;
            pj.kept = vec![v];
            pj.throw_again = false;
            pj.capture_again = false;
            pj.phase_throws = 0;
            pj.streak = Default::default();
            // A position in which the opponent could not use the throw at all does
            // not load (docs/positions.md, rule 27): no danger from it.
            let Ok(h) = game.from_position(&pj) else {
                continue;
            };
            for &a in game.legal_actions(&h).iter() {
                let Some(info) = game.move_info(&h, a) else {
                    continue;
                };
                for &(cs, cp) in &info.captures {
                    if cs == seat {
                        out.push(Danger {
                            piece: cp,
                            by_seat: opp,
                            by_piece: info.pieces.first().copied().unwrap_or(0),
                            value: v,
                            chance: chance_of(game, v),
                        });
                    }
                }
            }
        }
    }
    sort_dangers(&mut out);
    out
}

/// Most likely first, then by piece and seat.
fn sort_dangers(out: &mut [Danger]) {
    out.sort_by(|a, b| {
        b.chance
            .total_cmp(&a.chance)
            .then(a.piece.cmp(&b.piece))
            .then(a.by_seat.cmp(&b.by_seat))
    });
}

/// [`dangers`] where a throw is not one kept value: two dice (PR-DICE: a die, the other,
/// or both on one piece, one after the other) or a die whose 6 counts 7 once every
/// piece is out (ES-SIX-SEVEN). Each opponent throws every outcome through the engine
/// from a throw phase of its own; a piece of `seat` is in danger from an opponent's
/// piece when, after some outcome, that piece can capture it with its first move or,
/// with two kept values, its second. `value` is the smallest number of squares the
/// capturing piece moves to do it, `chance` the share of outcomes that allow it.
fn thrown_dangers(game: &Game, s: &State, seat: u8) -> Vec<Danger> {
    let base = game.to_position(s);
    let chances = game.chance_outcomes(&game.initial_state());
    let mut out: Vec<Danger> = vec![];
    for opp in 0..game.seats() {
        if game.team_of(opp) == game.team_of(seat) || game.seat_finished(s, opp) {
            continue;
        }
        let mut pj = base.clone();
        pj.phase = Phase::Throw;
        pj.turn = opp;
        pj.mover = None;
        pj.kept = vec![];
        pj.throw_again = false;
        pj.capture_again = false;
        pj.phase_throws = 0;
        pj.streak = Default::default();
        pj.last_moved = None;
        let Ok(h) = game.from_position(&pj) else {
            continue;
        };
        for &(up, p) in chances.as_slice() {
            let mut t = h;
            if game.apply_chance(&mut t, up).is_err() {
                continue;
            }
            // (victim piece, capturing piece) -> the fewest squares it moved.
            let mut hits: Vec<(u8, u8, u8)> = vec![];
            capture_moves(game, &t, opp, seat, &[], 2, &mut hits);
            for (piece, by_piece, value) in hits {
                match out
                    .iter_mut()
                    .find(|d| d.piece == piece && d.by_seat == opp && d.by_piece == by_piece)
                {
                    Some(d) => {
                        d.chance += p;
                        d.value = d.value.min(value);
                    }
                    None => out.push(Danger {
                        piece,
                        by_seat: opp,
                        by_piece,
                        value,
                        chance: p,
                    }),
                }
            }
        }
    }
    out
}

/// The captures of `victim`'s pieces that seat `opp` can make in `t` within `depth`
/// moves: (victim piece, capturing piece, squares the capturing piece moved), once per
/// pair with the fewest squares. `moved` holds the squares each piece moved so far.
fn capture_moves(
    game: &Game,
    t: &State,
    opp: u8,
    victim: u8,
    moved: &[(u8, u8)],
    depth: u8,
    hits: &mut Vec<(u8, u8, u8)>,
) {
    if depth == 0 || t.phase() != Phase::Move || t.mover() != opp || game.is_terminal(t) {
        return;
    }
    for &a in game.legal_actions(t).iter() {
        let Some(info) = game.move_info(t, a) else {
            continue;
        };
        let Some(&by) = info.pieces.first() else {
            continue;
        };
        // Coming out onto the entry square moves no square along the track.
        let step = if info.enters {
            0
        } else {
            info.value.unwrap_or(0)
        };
        let before: u8 = moved.iter().filter(|m| m.0 == by).map(|m| m.1).sum();
        let squares = before + step;
        let mut captured = false;
        for &(cs, cp) in &info.captures {
            if cs == victim {
                captured = true;
                match hits.iter_mut().find(|h| h.0 == cp && h.1 == by) {
                    Some(h) => h.2 = h.2.min(squares),
                    None => hits.push((cp, by, squares)),
                }
            }
        }
        if !captured && depth > 1 {
            let mut next = *t;
            game.play_unchecked(&mut next, a);
            let mut m = moved.to_vec();
            m.push((by, step));
            capture_moves(game, &next, opp, victim, &m, depth - 1, hits);
        }
    }
}

/// The square where `seat` has a blockade in `s`: two of its pieces on one board square
/// (not home).
fn blockade_square(game: &Game, s: &State, seat: u8) -> Option<u8> {
    let squares: Vec<u8> = (0..4u8)
        .filter(|&j| matches!(game.piece_at(s, seat, j), PieceAt::Step(_)))
        .map(|j| game.square_of(seat, s.raw_pos(seat, j)))
        .filter(|&sq| sq != pachisi_core::board::OFF_BOARD && sq != 0)
        .collect();
    squares
        .iter()
        .copied()
        .find(|sq| squares.iter().filter(|&x| x == sq).count() >= 2)
}

/// An opponent's move that `seat`'s blockade stops: some opponent could, with one kept
/// throw of some value, move a piece past or onto the blockade square in `before`, and
/// cannot make that move in `after` (the engine decides, through positions with that
/// opponent to move). (by seat, by piece, value, square).
fn blocked_move(game: &Game, before: &State, after: &State, seat: u8) -> Option<(u8, u8, u8, u8)> {
    let sq = blockade_square(game, after, seat)?;
    let legal_for = |s: &State, opp: u8, v: u8| -> Option<(State, Vec<Action>)> {
        let mut pj = game.to_position(s);
        pj.phase = Phase::Move;
        pj.turn = opp;
        pj.mover = None;
        pj.kept = vec![v];
        pj.throw_again = false;
        pj.capture_again = false;
        pj.phase_throws = 0;
        pj.streak = Default::default();
        pj.last_moved = None;
        let h = game.from_position(&pj).ok()?;
        let legal = game.legal_actions(&h).iter().copied().collect();
        Some((h, legal))
    };
    for opp in 0..game.seats() {
        if game.team_of(opp) == game.team_of(seat) || game.seat_finished(before, opp) {
            continue;
        }
        for v in single_values(game) {
            let Some((h, was)) = legal_for(before, opp, v) else {
                continue;
            };
            let now = legal_for(after, opp, v).map(|(_, l)| l).unwrap_or_default();
            for a in was.into_iter().filter(|a| !now.contains(a)) {
                let Action::Move { piece, .. } = a else {
                    continue;
                };
                let from = h.raw_pos(opp, piece);
                let mut t = h;
                game.play_unchecked(&mut t, a);
                let to = t.raw_pos(opp, piece);
                let first = if from == 0 { to } else { from + 1 };
                if (first..=to).any(|p| game.square_of(opp, p) == sq) {
                    return Some((opp, piece, v, sq));
                }
            }
        }
    }
    None
}

/// Whether two states are the same up to the order of each seat's pieces (entering
/// piece 1 or piece 3 from the centre is the same move).
fn same_position(game: &Game, a: &State, b: &State) -> bool {
    let norm = |s: &State| {
        let mut v = serde_json::to_value(game.to_position(s)).unwrap_or_default();
        if let Some(seats) = v.get_mut("seats").and_then(Value::as_array_mut) {
            for seat in seats {
                if let Some(pieces) = seat.get_mut("pieces").and_then(Value::as_array_mut) {
                    pieces.sort_by_key(|p| p.to_string());
                }
            }
        }
        v
    };
    norm(a) == norm(b)
}

/// Petits chevaux (`ladder`): the step of the square before a seat's ladder and the
/// step of the centre (56 and 63; the ladder squares 1 … 6 lie between).
fn ladder_steps(game: &Game) -> Option<(i16, i16)> {
    let t = game.track();
    game.options().ladder.then(|| {
        (
            t.turn_in as i16 - t.offset as i16,
            t.finish as i16 - t.offset as i16,
        )
    })
}

/// The ladder square (1 … 6) a move climbs from (0: the square before the ladder), when
/// it climbs the ladder one square, onto the square numbered with its throw, or from
/// square 6 into the centre (CH-LADDER, CH-CENTRE).
fn climbs_from(game: &Game, i: &pachisi_core::MoveInfo) -> Option<i16> {
    let (base, centre) = ladder_steps(game)?;
    let (f, t, v) = (i.from_step?, i.to_step?, i16::from(i.value?));
    let k = f - base;
    let up = (0..centre - base - 1).contains(&k) && t == f + 1 && v == k + 1;
    let home = k == centre - base - 1 && t == centre && v == 6 && i.finishes;
    (up || home).then_some(k)
}

/// What one legal action does, played on a copy of the state.
struct Played {
    action: Action,
    info: pachisi_core::MoveInfo,
    applied: room::Applied,
    dangers: Vec<Danger>,
    throws_again: bool,
}

fn play(game: &Game, s: &State, a: Action) -> Result<Played, String> {
    let info = game
        .move_info(s, a)
        .ok_or_else(|| format!("'{a}' is not legal here"))?;
    let ev = game.action_event(s, a);
    let applied = room::step(game, None, s, 0, 0, &ev)?;
    let after = applied.state;
    let seat = s.mover();
    // A decision that spends no throw (Parqués' blow, Q-SOPLAR) is followed by the
    // turn's own throw, not another one.
    let throws_again = !game.is_terminal(&after)
        && after.phase() == Phase::Throw
        && after.turn() == s.turn()
        && s.phase() == Phase::Move
        && !s.kept().is_empty()
        && after.kept().is_empty();
    Ok(Played {
        action: a,
        info,
        dangers: dangers(game, &after, seat),
        applied,
        throws_again,
    })
}

/// Why a legal move is worse than the answer, as a code and its facts (the page words
/// it): the step's own subject first, then whatever else applies.
fn why_worse(game: &Game, before: &State, teaches: Teaches, p: &Played, answer: &Played) -> Value {
    let log = &p.applied.log;
    let o = game.options();
    // A bonus the answer earns (PR-BONUS, ES-BONUS): the squares, or null.
    let bonus = |v: u8| (v != 0 && earned(before, &answer.applied.state, v)).then_some(v);
    let lost: Vec<u8> = log.forfeits.iter().map(|f| f.value).collect();
    let reason = |code: &str| -> Option<Value> {
        match code {
            // Q-SOPLAR: declining the blow leaves the piece that threatens one of the
            // seat's (the danger it then is).
            "no_blow" => blown(answer).filter(|_| p.action == Action::Pass).and_then(|(cs, cp)| {
                let d = p.dangers.iter().find(|d| d.by_seat == cs && d.by_piece == cp)?;
                Some(json!({"code": "no_blow", "seat": cs, "piece": cp, "target": d.piece,
                            "value": d.value, "chance": d.chance}))
            }),
            "pass" => (p.action == Action::Pass).then(|| json!({"code": "pass"})),
            "strands" => p.info.strands.then(|| {
                json!({"code": "strands", "piece": p.info.pieces.first().copied().unwrap_or(0)})
            }),
            "loses_throw" => (!lost.is_empty()).then(|| {
                json!({"code": "loses_throw", "values": lost, "why": log.forfeits.first().map(|f| &f.why)})
            }),
            "no_capture" => (!answer.info.captures.is_empty() && p.info.captures.is_empty())
                .then(|| {
                    let (seat, piece) = answer.info.captures[0];
                    // Q-SOPLAR: the move left a capture, which the next seat may blow: that
                    // seat, and the pieces it may blow.
                    let after = &p.applied.state;
                    let left = after
                        .blow()
                        .filter(|&(left, _, now)| now && left == before.mover());
                    let blow_pieces: Vec<u8> = left
                        .map(|(_, mask, _)| (0..4u8).filter(|j| mask & (1 << j) != 0).collect())
                        .unwrap_or_default();
                    json!({"code": "no_capture", "seat": seat, "piece": piece,
                           "again": answer.throws_again, "bonus": bonus(o.capture_bonus),
                           "blow_by": left.map(|_| after.mover()), "blow_pieces": blow_pieces})
                }),
            "exposed" => (!p.dangers.is_empty() && answer.dangers.is_empty()).then(|| {
                let d = &p.dangers[0];
                json!({"code": "exposed", "piece": d.piece, "by_seat": d.by_seat,
                       "by_piece": d.by_piece, "value": d.value, "chance": d.chance})
            }),
            "not_home" => (answer.info.finishes && !p.info.finishes).then(|| {
                let v = answer.info.value.unwrap_or(0);
                json!({"code": "not_home", "piece": answer.info.pieces.first().copied().unwrap_or(0),
                       "needed": v, "chance": chance_of(game, v), "bonus": bonus(o.home_bonus)})
            }),
            "no_blockade" => blocked_move(game, before, &answer.applied.state, before.mover())
                .filter(|_| blocked_move(game, before, &p.applied.state, before.mover()).is_none())
                .map(|(by_seat, by_piece, value, square)| {
                    json!({"code": "no_blockade", "by_seat": by_seat, "by_piece": by_piece,
                           "value": value, "square": square})
                }),
            "no_enter" => (answer.info.enters && !p.info.enters).then(|| {
                json!({"code": "no_enter", "value": answer.info.value})
            }),
            // Q-THREE-PAIRS: a crown of a piece on the board, where the answer crowns one
            // still in the jail: the squares it had left (the jail's piece has them all).
            "crown_short" => crowned(game, before, answer)
                .filter(|_| is_crown(p.action))
                .and_then(|best| {
                    let piece = *p.info.pieces.first()?;
                    let PieceAt::Step(x) = game.piece_at(before, before.mover(), piece) else {
                        return None;
                    };
                    let t = game.track();
                    Some(json!({"code": "crown_short", "piece": piece,
                                "togo": t.step(t.finish) - x, "best": best}))
                }),
            // Sorry!: a move that takes the pawn less far towards Home than the answer
            // (S-ELEVEN's switch against 11 forward or another switch; S-FOUR).
            "gains_less" => (gain(&p.info) < gain(&answer.info)).then(|| {
                json!({"code": "gains_less", "piece": p.info.pieces.first().copied().unwrap_or(0),
                       "gained": gain(&p.info), "best": gain(&answer.info),
                       "best_piece": answer.info.pieces.first().copied().unwrap_or(0)})
            }),
            // Sorry! (S-SORRY): the other pawn bumped had more to go than the answer's.
            "sorry_target" => p.info.onto.zip(answer.info.onto).and_then(|((ps, pp), (bs, bp))| {
                let togo = |seat: u8, piece: u8| match game.piece_at(before, seat, piece) {
                    PieceAt::Step(x) => Some(game.track().step(game.track().finish) - x),
                    _ => None,
                };
                Some(json!({"code": "sorry_target", "seat": ps, "piece": pp, "togo": togo(ps, pp)?,
                            "best_seat": bs, "best_piece": bp, "best_togo": togo(bs, bp)?}))
            }),
            // Sorry! (S-FOUR): four back from the start square leaves the pawn near its
            // safety zone; another 4 takes a pawn four squares from Home.
            "back_far" => (answer.info.backward && gain(&p.info) < gain(&answer.info)).then(|| {
                json!({"code": "back_far", "piece": answer.info.pieces.first().copied().unwrap_or(0),
                       "togo": answer.info.to_go})
            }),
            // Yut Nori (Y-BRANCH): the answer stops a piece on a corner (coming on, or by
            // a back-do), from which its next move takes the shortcut; this move does not.
            "no_corner" => stops_on_branch(game, &answer.info)
                .filter(|_| stops_on_branch(game, &p.info).is_none())
                .map(|corner| {
                    json!({"code": "no_corner", "piece": p.info.pieces.first().copied().unwrap_or(0),
                           "square": square_of_xy(game, p.info.to), "corner": corner,
                           "best": answer.info.pieces.first().copied().unwrap_or(0),
                           "value": answer.info.value, "togo": answer.info.to_go,
                           "back": answer.info.value == Some(pachisi_core::throws::BACK_DO),
                           // The throw still kept after this move, which would carry the
                           // piece on over the corner.
                           "rest": p.applied.state.kept().first()})
                }),
            // Yut Nori (Y-FINISH): this move stops a piece on station 0 itself, where it
            // stays on the board; the answer takes one past it and out.
            "on_start" => (is_yut(game)
                && answer.info.finishes
                && !p.info.finishes
                && square_of_xy(game, p.info.to) == Some(0))
            .then(|| {
                json!({"code": "on_start", "piece": p.info.pieces.first().copied().unwrap_or(0),
                       "best": answer.info.pieces.first().copied().unwrap_or(0)})
            }),
            "no_climb" => climbs_from(game, &answer.info)
                .filter(|_| climbs_from(game, &p.info).is_none())
                .map(|k| {
                    let v = answer.info.value.unwrap_or(0);
                    json!({"code": "no_climb", "piece": answer.info.pieces.first().copied().unwrap_or(0),
                           "square": k, "needed": v, "chance": chance_of(game, v)})
                }),
            _ => None,
        }
    };
    let order = ["no_blow", "pass", "strands"]
        .into_iter()
        .chain(teaches.first_reason())
        .chain([
            "loses_throw",
            "no_capture",
            "exposed",
            "not_home",
            "no_enter",
            "no_climb",
            "no_blockade",
            "crown_short",
            "sorry_target",
            "gains_less",
            "no_corner",
            "on_start",
        ]);
    for code in order {
        if let Some(v) = reason(code) {
            return v;
        }
    }
    json!({"code": "other"})
}

/// Parqués' crown (`crown pN`, Q-THREE-PAIRS): a decision of value 0 on one piece.
fn is_crown(a: Action) -> bool {
    a.to_string().starts_with("crown ")
}

/// The piece a blow (`blow pN`, Q-SOPLAR) sends back to its jail, as (seat, piece).
fn blown(p: &Played) -> Option<(u8, u8)> {
    match p.info.captures.as_slice() {
        &[c] if p.action.to_string().starts_with("blow ") && p.info.pieces.is_empty() => Some(c),
        _ => None,
    }
}

/// The piece a crown puts in the cielo when it is still in the jail (Q-THREE-PAIRS,
/// `crown_from_jail`).
fn crowned(game: &Game, before: &State, p: &Played) -> Option<u8> {
    let &piece = p.info.pieces.first()?;
    (is_crown(p.action) && game.piece_at(before, before.mover(), piece) == PieceAt::Waiting)
        .then_some(piece)
}

/// Check that the answer does what the step claims; `others` are the other legal
/// moves' results.
fn check_claim(
    game: &Game,
    before: &State,
    teaches: Teaches,
    answer: &Played,
    others: &[&Played],
) -> Result<(), String> {
    let i = &answer.info;
    let after = &answer.applied.state;
    let ok = match teaches {
        Teaches::Throw => true,
        Teaches::Grace => {
            i.enters && i.value.is_some_and(|v| game.enters_with(v)) && i.to_place == Place::Start
        }
        Teaches::EnterSix => {
            i.enters && i.value == Some(6) && i.to_place == Place::Start && answer.throws_again
        }
        Teaches::Move => {
            !i.enters
                && !i.finishes
                && i.captures.is_empty()
                && matches!((i.from_step, i.to_step, i.value), (Some(f), Some(t), Some(v)) if t - f == v as i16)
        }
        Teaches::Capture => {
            !i.captures.is_empty()
                && (answer.throws_again || !game.options().capture_again)
                // Q-CAPTURE: where a capture takes every opponent piece there, none is left.
                && (!game.options().capture_stacks
                    || (0..game.seats())
                        .filter(|&o| game.team_of(o) != game.team_of(before.mover()))
                        .all(|o| (0..4u8).all(|j| game.piece_coords(after, o, j) != i.to)))
        }
        Teaches::Castle => {
            i.to_place == Place::Safe
                && answer.dangers.is_empty()
                && others.iter().any(|o| !o.dangers.is_empty())
        }
        Teaches::Exact => {
            i.finishes
                && matches!((i.from_step, i.to_step, i.value), (Some(f), Some(t), Some(v)) if f + v as i16 == t)
        }
        Teaches::Ladder => {
            // Onto ladder square k + 1 with a k + 1, and no other move climbs.
            climbs_from(game, i).is_some()
                && !i.finishes
                && !others.is_empty()
                && others.iter().all(|o| climbs_from(game, &o.info).is_none())
        }
        Teaches::Centre => {
            game.options().ladder_centre
                && i.finishes
                && climbs_from(game, i).is_some_and(|k| k == 6)
                && (answer.throws_again || game.is_terminal(after))
                && !others.is_empty()
        }
        Teaches::Team => {
            let partner = partner_of(game, SEAT);
            partner.is_some_and(|p| game.seat_finished(before, p))
                && game
                    .outcome(after)
                    .is_some_and(|o| o.winning_team == Some(game.team_of(SEAT)))
        }
        Teaches::Bonus => {
            let v = game.options().capture_bonus;
            !i.captures.is_empty()
                && v != 0
                && earned(before, after, v)
                && after.phase() == Phase::Move
                && after.mover() == before.mover()
                && game
                    .legal_actions(after)
                    .iter()
                    .any(|a| matches!(a, Action::Move { value, .. } if *value == v))
        }
        Teaches::Blockade => {
            blocked_move(game, before, after, before.mover()).is_some()
                && others
                    .iter()
                    .any(|o| blocked_move(game, before, &o.applied.state, before.mover()).is_none())
        }
        Teaches::Release => {
            let seat = before.mover();
            i.enters
                && i.pieces.len() >= 2
                && i.to_place == Place::Start
                && i.pieces
                    .iter()
                    .all(|&j| game.piece_at(before, seat, j) == PieceAt::Waiting)
                && before.kept().len() == 2
                && after.kept().is_empty()
                && answer.throws_again
        }
        Teaches::Blow => match (before.blow(), blown(answer)) {
            (Some((left, pieces, true)), Some((cs, cp))) => {
                let by = |d: &Danger| d.by_seat == cs && d.by_piece == cp;
                cs == left
                    && pieces & (1 << cp) != 0
                    && game.piece_at(after, cs, cp) == PieceAt::Waiting
                    && others
                        .iter()
                        .any(|o| o.action == Action::Pass && o.dangers.iter().any(by))
                    && !answer.dangers.iter().any(by)
            }
            _ => false,
        },
        Teaches::StartPawn => {
            i.enters
                && i.to_place == Place::Start
                && matches!(i.value, Some(1 | 2))
                && (i.value != Some(2) || answer.throws_again)
        }
        Teaches::Slide => {
            !i.captures.is_empty()
                && matches!((i.from_step, i.to_step, i.value), (Some(f), Some(t), Some(v)) if t - f > v as i16)
                && others.iter().any(|o| o.info.captures.is_empty())
        }
        Teaches::Switch => {
            i.onto.is_some()
                && !i.enters
                && !others.is_empty()
                && others.iter().all(|o| gain(&o.info) < gain(i))
                && others.iter().any(|o| o.info.onto.is_none())
        }
        Teaches::SorryCard => {
            let victim_togo = |info: &pachisi_core::MoveInfo| {
                info.onto
                    .and_then(|(seat, piece)| match game.piece_at(before, seat, piece) {
                        PieceAt::Step(x) => Some(game.track().step(game.track().finish) - x),
                        _ => None,
                    })
            };
            i.enters
                && i.onto.is_some_and(|v| i.captures.contains(&v))
                && !others.is_empty()
                && others.iter().all(|o| {
                    victim_togo(&o.info)
                        .zip(victim_togo(i))
                        .is_some_and(|(a, b)| a > b)
                })
        }
        Teaches::Back => {
            i.backward
                && gain(i) > 0
                && !others.is_empty()
                && others.iter().all(|o| gain(&o.info) < gain(i))
        }
        Teaches::Corner => {
            i.value.is_some_and(|v| (1..=5).contains(&v))
                && stops_on_branch(game, i).is_some()
                && !others.is_empty()
                && others
                    .iter()
                    .all(|o| stops_on_branch(game, &o.info).is_none())
        }
        Teaches::Shortcut => {
            turns_at_branch(game, i)
                && answer.dangers.is_empty()
                && others.iter().any(|o| !o.dangers.is_empty())
        }
        Teaches::Stack => {
            !stacked_with(game, before, answer).is_empty()
                && i.captures.is_empty()
                && answer.dangers.is_empty()
                && others.iter().any(|o| !o.dangers.is_empty())
        }
        Teaches::BackDo => {
            let gain = yut_gain(game, before, i);
            i.value == Some(pachisi_core::throws::BACK_DO)
                && stops_on_branch(game, i).is_some()
                && gain.is_some_and(|g| g > 0)
                && !others.is_empty()
                && others
                    .iter()
                    .all(|o| yut_gain(game, before, &o.info) < gain)
        }
        Teaches::Out => {
            is_yut(game)
                && i.finishes
                && others
                    .iter()
                    .any(|o| !o.info.finishes && square_of_xy(game, o.info.to) == Some(0))
        }
        Teaches::Crown => {
            before.crown_pending()
                && crowned(game, before, answer).is_some()
                && i.finishes
                && (game.is_terminal(after) || after.turn() != before.turn())
                && !others.is_empty()
                && others.iter().all(|o| {
                    is_crown(o.action)
                        && o.info.pieces.first().is_some_and(|&j| {
                            matches!(game.piece_at(before, before.mover(), j), PieceAt::Step(_))
                        })
                })
        }
    };
    // Home earns its bonus where there is one (PR-BONUS, ES-BONUS), for a piece still
    // out: the claim is that the bonus is kept.
    let ok = ok
        && (teaches != Teaches::Exact
            || game.options().home_bonus == 0
            || game.is_terminal(after)
            || earned(before, after, game.options().home_bonus));
    if ok {
        Ok(())
    } else {
        Err(format!(
            "the answer '{}' does not do what the step teaches ({teaches:?})",
            i.action
        ))
    }
}

/// Whether the game is played on Yut Nori's stations (`track = yut`).
fn is_yut(game: &Game) -> bool {
    game.options().track == pachisi_core::options::TrackKind::Yut
}

/// The board square at a move's coordinates (on Yut Nori's board, the station).
fn square_of_xy(game: &Game, xy: Option<(u8, u8)>) -> Option<u8> {
    xy.and_then(|(x, y)| game.board().at(x, y))
}

/// Yut Nori's branch stations (Y-BRANCH): wherever two routes part, the last station
/// they share — corner 5, corner 10 and the centre.
fn yut_branches() -> Vec<u8> {
    let r = &pachisi_core::yut::ROUTES;
    let mut out = vec![];
    for a in 0..r.len() {
        for b in a + 1..r.len() {
            let len = r[a].len().min(r[b].len());
            if let Some(i) = (1..len).find(|&i| r[a][i] != r[b][i]) {
                out.push(r[a][i - 1]);
            }
        }
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// Yut Nori: the branch station a move stops its piece on (it stays on the board), if
/// it does: the piece's next forward move turns there (Y-BRANCH).
fn stops_on_branch(game: &Game, i: &pachisi_core::MoveInfo) -> Option<u8> {
    if !is_yut(game) || i.finishes {
        return None;
    }
    square_of_xy(game, i.to).filter(|q| yut_branches().contains(q))
}

/// Yut Nori: whether a forward move starts on a branch station and turns onto the
/// shortcut there: its route changes (the first letter of its position word, §21.5).
fn turns_at_branch(game: &Game, i: &pachisi_core::MoveInfo) -> bool {
    let route = |pos: i16| u8::try_from(pos).ok().map(pachisi_core::yut::word);
    let letter = |w: Option<String>| w.and_then(|w| w.chars().next());
    is_yut(game)
        && !i.finishes
        && !i.enters
        && i.value.is_some_and(|v| v != pachisi_core::throws::BACK_DO)
        && square_of_xy(game, i.from).is_some_and(|q| yut_branches().contains(&q))
        && matches!((i.from_step, i.to_step), (Some(f), Some(t))
            if letter(route(f)) != letter(route(t)))
}

/// Yut Nori: how much nearer the end a move takes its piece — its stations to go
/// before, less those after (a back-do onto a corner gains by the shortcut the piece
/// takes next); a piece that comes on had the whole outer route and one more to go.
/// None in another game.
fn yut_gain(game: &Game, before: &State, i: &pachisi_core::MoveInfo) -> Option<i16> {
    if !is_yut(game) {
        return None;
    }
    let &piece = i.pieces.first()?;
    let from = pachisi_core::yut::to_go(before.raw_pos(before.mover(), piece));
    Some(i16::from(from) - i.to_go?)
}

/// Yut Nori (Y-STACK): the seat's own pieces that stood on the station a move ends on
/// and stand with the moved pieces as one stack after it.
fn stacked_with(game: &Game, before: &State, p: &Played) -> Vec<u8> {
    let seat = before.mover();
    let Some(to) = square_of_xy(game, p.info.to).filter(|_| is_yut(game) && !p.info.finishes)
    else {
        return vec![];
    };
    let after = &p.applied.state;
    (0..pachisi_core::PIECES as u8)
        .filter(|j| !p.info.pieces.contains(j))
        .filter(|&j| matches!(game.piece_at(before, seat, j), PieceAt::Step(_)))
        .filter(|&j| square_of_xy(game, game.piece_coords(before, seat, j)) == Some(to))
        .filter(|&j| {
            p.info
                .pieces
                .iter()
                .all(|&m| after.raw_pos(seat, m) == after.raw_pos(seat, j))
        })
        .collect()
}

/// Sorry!: how many squares nearer Home a move takes the learner's pawn, by its steps
/// (back past the start square is a step near Home: S-FOUR); 0 from Start.
fn gain(i: &pachisi_core::MoveInfo) -> i16 {
    match (i.from_step, i.to_step) {
        (Some(f), Some(t)) => t - f,
        _ => 0,
    }
}

/// Whether `after` keeps one more throw of value `v` than `before` (a bonus earned).
fn earned(before: &State, after: &State, v: u8) -> bool {
    let count = |s: &State| s.kept().iter().filter(|&&k| k == v).count();
    count(after) > count(before)
}

/// The seat's partner, with teams.
fn partner_of(game: &Game, seat: u8) -> Option<u8> {
    (0..game.seats()).find(|&o| o != seat && game.team_of(o) == game.team_of(seat))
}

/// The kept values that no piece can use now, and why (e.g. a 3 while every piece is
/// still in the centre).
fn unusable(game: &Game, s: &State) -> Vec<Value> {
    let legal = game.legal_actions(s);
    let mut seen = vec![];
    let mut out = vec![];
    for &v in s.kept() {
        if seen.contains(&v) {
            continue;
        }
        seen.push(v);
        let usable = legal
            .iter()
            .any(|a| matches!(a, Action::Move { value, .. } if *value == v));
        if !usable {
            let why: NoMove = game.why_no_move(s, s.mover(), v);
            out.push(json!({"value": v, "why": why}));
        }
    }
    out
}

/// The games that have a lesson, with their scripts.
pub const LESSONS: [Preset; 11] = [
    Preset::Pachisi,
    Preset::Ludo,
    Preset::Mensch,
    Preset::PetitsChevaux,
    Preset::Parcheesi,
    Preset::Parchis,
    Preset::Barjis,
    Preset::BarjisLevant,
    Preset::Parques,
    Preset::Sorry,
    Preset::Yut,
];

/// Build the `pachisi` lesson (see [`build_for`]).
#[cfg(test)]
fn build() -> Result<Value, String> {
    build_for(Preset::Pachisi)
}

/// A step's legal actions in the order the page shows them. In the script the answer
/// is mostly the engine's first move; shown so, the right button would nearly always be
/// the first. Here the right moves (the answer first, then any move leading to the same
/// position) go to the place after the one they had at the lesson's previous step with
/// two or more moves (`after`, 0 before the first such step), counted round the `n`
/// moves: 1, 0, 1… for two-move steps, never the same place twice in a row. The wrong
/// moves fill the other places in a fixed order of their own (a hash of the step's id
/// and the action); a pass comes last. Returns the list and the right moves' place.
fn choice_order(
    step_id: &str,
    after: usize,
    legal: Vec<Value>,
    right: &[String],
) -> (Vec<Value>, usize) {
    /// FNV-1a, 64 bits: the same order on every build and platform.
    fn fnv(bytes: impl IntoIterator<Item = u8>) -> u64 {
        bytes.into_iter().fold(0xcbf2_9ce4_8422_2325, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
        })
    }
    let action = |a: &Value| a["action"].as_str().unwrap_or_default().to_string();
    let (pass, moves): (Vec<Value>, Vec<Value>) =
        legal.into_iter().partition(|a| action(a) == "pass");
    let n = moves.len();
    let (mut good, mut wrong): (Vec<Value>, Vec<Value>) =
        moves.into_iter().partition(|a| right.contains(&action(a)));
    good.sort_by_key(|a| right.iter().position(|r| *r == action(a)));
    wrong.sort_by_key(|a| fnv(step_id.bytes().chain([b'/']).chain(action(a).bytes())));
    let at = if n > 0 {
        ((after + 1) % n).min(wrong.len())
    } else {
        0
    };
    let mut out = wrong;
    out.splice(at..at, good);
    out.extend(pass);
    (out, at)
}

/// Build the lesson of `preset` (one of [`LESSONS`]). An error means a step's position
/// does not load or its answer does not do what the step claims (a bug in the script).
pub fn build_for(preset: Preset) -> Result<Value, String> {
    let script = match preset {
        Preset::Pachisi => script(),
        Preset::Ludo => ludo_script(),
        Preset::Mensch => mensch_script(),
        Preset::PetitsChevaux => chevaux_script(),
        Preset::Parcheesi => parcheesi_script(),
        Preset::Parchis => parchis_script(),
        Preset::Barjis => barjis_script(),
        Preset::BarjisLevant => levant_script(),
        Preset::Parques => parques_script(),
        Preset::Sorry => sorry_script(),
        Preset::Yut => yut_script(),
        other => return Err(format!("there is no lesson for {other}")),
    };
    let mut game: Option<Game> = None;
    let mut state: Option<State> = None;
    let mut steps = vec![];
    let mut throws_made = 0u64;
    // Where the right moves were shown at the last step with a choice (see choice_order).
    let mut right_place = 0usize;
    for sc in script {
        let what = |e: String| format!("lesson step '{}': {e}", sc.id);
        let s = match &sc.position {
            Some(p) => {
                let (g, s) =
                    Game::parse_position(&p.to_string()).map_err(|e| what(e.to_string()))?;
                if let Some(prev) = &game
                    && prev.variant() != g.variant()
                {
                    return Err(what("every step must use the same game".into()));
                }
                game.get_or_insert(g);
                s
            }
            None => state.ok_or_else(|| what("no previous step to go on from".into()))?,
        };
        let game = game.as_ref().ok_or_else(|| what("no game".into()))?;
        let mut step = json!({
            "id": sc.id,
            "rules": sc.rules,
            "seat": s.mover(),
            "phase": s.phase(),
            "position": game.to_position(&s),
            "pieces": pieces_json(game, &s),
            "kept": s.kept(),
            // One picture per kept throw, null for a bonus (no throw shows it).
            "kept_throws": s.kept().iter().enumerate()
                .map(|(k, &v)| throw_picture(game, k as u64, s.mover(), v))
                .collect::<Vec<_>>(),
            "unusable": unusable(game, &s),
        });
        if sc.teaches == Teaches::Throw {
            let mut cur = s;
            let mut throws = vec![];
            for &up in sc.throws {
                if !game.is_chance(&cur) {
                    return Err(what("a throw where a move is due".into()));
                }
                if cur.turn() != SEAT {
                    return Err(what("a throw of another seat's".into()));
                }
                let ev = game.throw_event(&cur, up);
                let n = throws_made as usize;
                let a = room::step(game, None, &cur, throws_made, n, &ev).map_err(what)?;
                throws_made += 1;
                let again = a.state.phase() == Phase::Throw && a.state.turn() == cur.turn();
                throws.push(json!({
                    "throw": a.last_throw,
                    "again": again,
                    "kept": a.state.kept(),
                    "log": a.log,
                }));
                cur = a.state;
            }
            // The claim: throws that go on, then one that ends the throw phase, all kept
            // (in a game that spends each throw before the next, the last one: the
            // throws before it were tries, M-THREE-TRIES).
            // With two dice each die is a kept throw (PR-DICE); a 6 counts 7 once none of
            // the seat's pieces waits (ES-SIX-SEVEN).
            let th = game.throws();
            let all_out = (0..4u8).all(|j| game.piece_at(&s, s.mover(), j) != PieceAt::Waiting);
            let seven = |v: u8| {
                if v == 6 && game.options().six_counts_seven && all_out {
                    7
                } else {
                    v
                }
            };
            let mut kept: Vec<Vec<u8>> = sc
                .throws
                .iter()
                .map(|&u| {
                    if th.is_two_dice() {
                        th.pair(u).map(seven).to_vec()
                    } else {
                        vec![seven(th.value(u))]
                    }
                })
                .collect();
            if !game.options().accumulate {
                kept.drain(..kept.len().saturating_sub(1));
            }
            // Q-THREE-PAIRS: the third pair in a row is not kept; it waits for a crown.
            if game.options().crown && cur.crown_pending() {
                kept.clear();
            }
            let kept: Vec<u8> = kept.concat();
            let goes_on = throws
                .iter()
                .enumerate()
                .all(|(k, t)| t["again"] == json!(k + 1 < sc.throws.len()));
            if cur.phase() != Phase::Move || cur.kept() != kept.as_slice() || !goes_on {
                return Err(what(
                    "the throws do not go on and then end the throw phase".into(),
                ));
            }
            step["throws"] = json!(throws);
            step["legal"] = json!([]);
            step["results"] = json!([]);
            step["answer"] = Value::Null;
            step["after"] = json!({"pieces": pieces_json(game, &cur), "kept": cur.kept()});
            state = Some(cur);
        } else {
            if game.is_chance(&s) || game.is_terminal(&s) {
                return Err(what("the position does not wait for a move".into()));
            }
            let answer = Action::parse(sc.answer).map_err(what)?;
            if !game.is_legal(&s, answer) {
                return Err(what(format!("the answer '{answer}' is not legal")));
            }
            let played: Vec<Played> = game
                .legal_actions(&s)
                .iter()
                .map(|&a| play(game, &s, a))
                .collect::<Result<_, _>>()
                .map_err(what)?;
            let ans = played
                .iter()
                .find(|p| p.action == answer)
                .ok_or_else(|| what("the answer is not among the legal actions".into()))?;
            let others: Vec<&Played> = played.iter().filter(|p| p.action != answer).collect();
            check_claim(game, &s, sc.teaches, ans, &others).map_err(what)?;
            let results: Vec<Value> = played
                .iter()
                .map(|p| {
                    let after = &p.applied.state;
                    let correct = same_position(game, after, &ans.applied.state);
                    json!({
                        "action": p.action.to_string(),
                        "correct": correct,
                        "pieces": pieces_json(game, after),
                        "kept": after.kept(),
                        "log": p.applied.log,
                        "throws_again": p.throws_again,
                        "dangers": p.dangers,
                        "result": game.outcome(after),
                        "why": if correct { Value::Null } else { why_worse(game, &s, sc.teaches, p, ans) },
                    })
                })
                .collect();
            // The answer first among the right moves (see choice_order).
            let first = answer.to_string();
            let mut right: Vec<String> = results
                .iter()
                .filter(|r| r["correct"] == true && r["action"] != first.as_str())
                .filter_map(|r| r["action"].as_str().map(String::from))
                .collect();
            right.insert(0, first);
            let legal = legal_json(game, &s);
            let moves = legal.iter().filter(|a| a["action"] != "pass").count();
            let (legal, at) = choice_order(sc.id, right_place, legal, &right);
            // The results in the same order as the moves.
            let mut results = results;
            results.sort_by_key(|r| legal.iter().position(|a| a["action"] == r["action"]));
            step["legal"] = json!(legal);
            if moves >= 2 {
                right_place = at;
            }
            step["answer"] = json!(answer.to_string());
            step["results"] = json!(results);
            state = Some(ans.applied.state);
        }
        steps.push(step);
    }
    let game = game.ok_or("the lesson has no steps")?;
    let th = game.throws();
    let mut grace: Vec<u8> = throw_values(&game)
        .into_iter()
        .filter(|&v| game.enters_with(v))
        .collect();
    grace.sort_unstable();
    let go_on: Vec<u8> = throw_values(&game)
        .into_iter()
        .filter(|&v| th.is_go_on(v))
        .collect();
    let seat_of = |seat: u8| json!({"seat": seat, "team": game.team_of(seat)});
    Ok(json!({
        "preset": game.variant().preset.name(),
        "players": game.options().players,
        "teams": game.options().teams,
        "seat": SEAT,
        "partner": partner_of(&game, SEAT),
        "seats": (0..game.seats()).map(seat_of).collect::<Vec<_>>(),
        "layout": crate::http::layout_json(&game),
        "throws": crate::http::rules_json(&game)["throws"],
        "grace": grace,
        "go_on": go_on,
        "steps": steps,
    }))
}

/// The lessons as served: each built once, on its first request. A preset without a
/// lesson of its own (not in [`LESSONS`]; `lesson_preset` admits none) gets Pachisi's.
fn cached(preset: Preset) -> &'static Result<String, String> {
    static BUILT: [std::sync::OnceLock<Result<String, String>>; LESSONS.len()] =
        [const { std::sync::OnceLock::new() }; LESSONS.len()];
    let (i, preset) = LESSONS
        .iter()
        .enumerate()
        .find(|(_, p)| **p == preset)
        .map_or((0, Preset::Pachisi), |(i, p)| (i, *p));
    BUILT[i].get_or_init(|| build_for(preset).map(|v| v.to_string()))
}

/// The game a lesson request asks for: none (`pachisi`) or `preset=NAME` alone.
fn lesson_preset(q: Option<&str>) -> Result<Preset, String> {
    let names = || {
        LESSONS
            .iter()
            .map(|p| p.name())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let Some(q) = q.filter(|q| !q.is_empty()) else {
        return Ok(Preset::Pachisi);
    };
    let shown: String = q.chars().take(60).collect();
    let Some(name) = q.strip_prefix("preset=").filter(|n| !n.contains('&')) else {
        return Err(format!(
            "GET /api/lesson takes only preset=NAME (got '{shown}'); lessons: {}",
            names()
        ));
    };
    match Preset::parse(name) {
        Ok(p) if LESSONS.contains(&p) => Ok(p),
        _ => Err(format!(
            "there is no lesson for '{shown}'; lessons: {}",
            names()
        )),
    }
}

/// `GET /api/lesson[?preset=ludo|mensch|petits-chevaux|parcheesi|parchis|barjis|barjis-levant|parques|sorry|yut]`:
/// the lesson (docs/api.md).
pub async fn lesson(RawQuery(q): RawQuery) -> Response {
    let preset = match lesson_preset(q.as_deref()) {
        Ok(p) => p,
        Err(e) => return room::Rejection::new("bad_request", e).into_response(),
    };
    match cached(preset) {
        Ok(text) => (
            [
                (header::CONTENT_TYPE, "application/json"),
                (header::CACHE_CONTROL, "no-cache"),
            ],
            text.clone(),
        )
            .into_response(),
        Err(e) => room::Rejection::new("internal", format!("the lesson could not be built: {e}"))
            .into_response(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn step<'a>(lesson: &'a Value, id: &str) -> &'a Value {
        lesson["steps"]
            .as_array()
            .unwrap()
            .iter()
            .find(|s| s["id"] == id)
            .unwrap_or_else(|| panic!("no step {id}"))
    }

    /// The lesson's choices (its legal moves, not a pass) at the steps with more than one
    /// move: for each, the number of moves and where the first right one is shown.
    fn answer_places(lesson: &Value) -> Vec<(String, usize, usize)> {
        let mut out = vec![];
        for s in lesson["steps"].as_array().unwrap() {
            let moves: Vec<&Value> = s["legal"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|a| a["action"] != "pass")
                .collect();
            if moves.len() < 2 {
                continue;
            }
            let right = |a: &Value| {
                s["results"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .any(|r| r["action"] == a["action"] && r["correct"] == true)
            };
            let at = moves.iter().position(|a| right(a)).unwrap();
            out.push((s["id"].as_str().unwrap().to_string(), moves.len(), at));
        }
        out
    }

    #[test]
    fn the_right_move_is_shown_at_varying_places() {
        let mut all = vec![];
        for preset in LESSONS {
            let lesson = build_for(preset).unwrap();
            let places = answer_places(&lesson);
            // Each lesson with two or more choices has one whose right move is not first.
            if places.len() >= 2 {
                assert!(
                    places.iter().any(|&(_, _, at)| at > 0),
                    "{preset}: the right move is always first: {places:?}"
                );
            }
            all.extend(places);
        }
        // Over all the lessons, at most half of the choices have it first, and a pass
        // is always last.
        let first = all.iter().filter(|&&(_, _, at)| at == 0).count();
        assert!(all.len() >= 15, "{all:?}");
        assert!(
            2 * first <= all.len(),
            "the right move is first in {first} of {}: {all:?}",
            all.len()
        );
        for preset in LESSONS {
            for s in build_for(preset).unwrap()["steps"].as_array().unwrap() {
                let legal = s["legal"].as_array().unwrap();
                if let Some(i) = legal.iter().position(|a| a["action"] == "pass") {
                    assert_eq!(i, legal.len() - 1, "{}: a pass is shown last", s["id"]);
                }
            }
        }
        // And the order is the same on every build.
        assert_eq!(
            build_for(Preset::Pachisi).unwrap()["steps"],
            build_for(Preset::Pachisi).unwrap()["steps"]
        );
    }

    fn answer(s: &Value) -> &Value {
        s["results"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["action"] == s["answer"])
            .unwrap()
    }

    #[test]
    fn the_lesson_builds_and_every_claim_holds() {
        let lesson = build().unwrap();
        let ids: Vec<&str> = lesson["steps"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["id"].as_str().unwrap())
            .collect();
        assert_eq!(
            ids,
            [
                "throw", "grace", "move", "capture", "castle", "exact", "team"
            ]
        );
    }

    #[test]
    fn p_grace_values_and_the_unusable_three() {
        let lesson = build().unwrap();
        assert_eq!(lesson["grace"], json!([6, 10, 25]));
        let s = step(&lesson, "grace");
        assert_eq!(s["kept"], json!([10, 3]));
        assert_eq!(
            s["unusable"],
            json!([{"value": 3, "why": {"reason": "must_enter", "enter_values": [6, 10, 25]}}])
        );
        // The engine lists one entering move for the four waiting pieces.
        let actions: Vec<(&Value, &Value)> = s["results"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| (&r["action"], &r["correct"]))
            .collect();
        assert_eq!(
            actions,
            [
                (&json!("10 p1"), &json!(true)),
                (&json!("pass"), &json!(false))
            ]
        );
        let pass = s["results"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["action"] == "pass")
            .unwrap();
        assert_eq!(pass["why"]["code"], "pass");
    }

    #[test]
    fn p_castle_the_castle_move_is_safe_and_the_other_is_exposed() {
        let lesson = build().unwrap();
        let s = step(&lesson, "castle");
        let a = answer(s);
        assert_eq!(a["dangers"], json!([]));
        let other = s["results"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["action"] == "4 p2")
            .unwrap();
        // Green's piece 1 stands three squares behind step 54: a 3 captures.
        assert_eq!(other["why"]["code"], "exposed");
        assert_eq!(other["why"]["by_seat"], 1);
        assert_eq!(other["why"]["value"], 3);
        assert!((other["why"]["chance"].as_f64().unwrap() - 20.0 / 64.0).abs() < 1e-12);
    }

    #[test]
    fn t_exact_a_wrong_move_strands_or_leaves_the_piece_out() {
        let lesson = build().unwrap();
        let s = step(&lesson, "exact");
        let why = |action: &str| {
            s["results"]
                .as_array()
                .unwrap()
                .iter()
                .find(|r| r["action"] == action)
                .unwrap()["why"]
                .clone()
        };
        assert_eq!(why("3 p2")["code"], "strands");
        assert_eq!(why("3 p3")["code"], "not_home");
        assert_eq!(why("3 p3")["needed"], 3);
        assert_eq!(why("3 p1"), Value::Null);
    }

    #[test]
    fn a_claim_the_engine_does_not_confirm_is_refused() {
        // The castle step with the exposed move as its answer.
        let sc = script().into_iter().find(|s| s.id == "castle").unwrap();
        let (game, s) = Game::parse_position(&sc.position.unwrap().to_string()).unwrap();
        let wrong = play(&game, &s, Action::parse("4 p2").unwrap()).unwrap();
        let right = play(&game, &s, Action::parse("4 p1").unwrap()).unwrap();
        assert!(check_claim(&game, &s, Teaches::Castle, &wrong, &[&right]).is_err());
        assert!(check_claim(&game, &s, Teaches::Castle, &right, &[&wrong]).is_ok());
        assert!(check_claim(&game, &s, Teaches::Capture, &right, &[&wrong]).is_err());
        assert!(check_claim(&game, &s, Teaches::Exact, &right, &[&wrong]).is_err());
    }

    // ------------------------------------------------------------ the Ludo lesson

    fn ludo() -> Value {
        build_for(Preset::Ludo).unwrap()
    }

    fn result<'a>(s: &'a Value, action: &str) -> &'a Value {
        s["results"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["action"] == action)
            .unwrap_or_else(|| panic!("no result for {action}"))
    }

    #[test]
    fn the_ludo_lesson_builds_on_the_ludo_board_with_a_die() {
        let lesson = ludo();
        assert_eq!(lesson["preset"], "ludo");
        assert_eq!(lesson["players"], 4);
        assert_eq!(lesson["partner"], Value::Null);
        assert_eq!(lesson["layout"]["throw_kind"], "die");
        assert_eq!(lesson["throws"]["kind"], "die");
        assert_eq!(lesson["grace"], json!([6]), "only a 6 brings a token out");
        assert_eq!(lesson["go_on"], json!([6]));
        let ids: Vec<&str> = lesson["steps"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["id"].as_str().unwrap())
            .collect();
        assert_eq!(
            ids,
            [
                "ludo_throw",
                "ludo_enter",
                "ludo_again",
                "ludo_move",
                "ludo_capture",
                "ludo_safe",
                "ludo_exact"
            ]
        );
    }

    #[test]
    fn l_die_and_l_enter_6_a_thrown_6_brings_a_token_out_and_rolls_again() {
        let lesson = ludo();
        let throw = step(&lesson, "ludo_throw");
        assert_eq!(throw["throws"][0]["throw"]["value"], 6);
        assert_eq!(throw["throws"][0]["kept"], json!([6]));
        let enter = step(&lesson, "ludo_enter");
        assert_eq!(enter["kept"], json!([6]));
        let a = answer(enter);
        assert_eq!(a["throws_again"], true, "L-SIX-AGAIN");
        assert_eq!(a["pieces"][0][0]["to_go"], 56);
        // The kept 6 is drawn as a die (no shells up).
        assert_eq!(enter["kept_throws"][0]["value"], 6);
        // The roll after the 6: a 4, moved by the token that came out.
        let again = step(&lesson, "ludo_again");
        assert_eq!(again["throws"][0]["throw"]["value"], 4);
        let mv = answer(step(&lesson, "ludo_move"));
        assert_eq!(mv["pieces"][0][0]["to_go"], 52);
        assert_eq!(mv["throws_again"], false, "a 4 ends the turn");
    }

    #[test]
    fn l_capture_sends_the_token_home_and_earns_no_roll_by_default() {
        let lesson = ludo();
        let s = step(&lesson, "ludo_capture");
        let a = answer(s);
        assert_eq!(a["log"]["captures"], json!([[1, 0]]), "{a}");
        assert_eq!(a["throws_again"], false, "L-CAPTURE-AGAIN is off in ludo");
        assert_eq!(a["pieces"][1][0]["at"], "waiting");
        let other = result(s, "4 p2");
        assert_eq!(other["why"]["code"], "no_capture");
        assert_eq!(other["why"]["seat"], 1);
    }

    #[test]
    fn l_safe_the_star_move_is_safe_and_the_other_is_exposed_to_a_2() {
        let lesson = ludo();
        let s = step(&lesson, "ludo_safe");
        let a = answer(s);
        assert_eq!(a["dangers"], json!([]));
        let other = result(s, "4 p2");
        assert_eq!(other["why"]["code"], "exposed");
        assert_eq!(other["why"]["by_seat"], 2, "Yellow, on the star behind");
        assert_eq!(other["why"]["value"], 2);
        assert!((other["why"]["chance"].as_f64().unwrap() - 1.0 / 6.0).abs() < 1e-12);
    }

    #[test]
    fn l_exact_only_the_token_three_from_home_goes_home() {
        let lesson = ludo();
        let s = step(&lesson, "ludo_exact");
        assert_eq!(answer(s)["pieces"][0][0]["at"], "home");
        assert_eq!(result(s, "3 p2")["why"]["code"], "not_home");
        assert_eq!(result(s, "3 p2")["why"]["needed"], 3);
    }

    #[test]
    fn a_lesson_is_asked_for_by_preset_and_bad_queries_say_what_exists() {
        assert_eq!(lesson_preset(None), Ok(Preset::Pachisi));
        assert_eq!(lesson_preset(Some("")), Ok(Preset::Pachisi));
        assert_eq!(lesson_preset(Some("preset=ludo")), Ok(Preset::Ludo));
        assert_eq!(lesson_preset(Some("preset=pachisi")), Ok(Preset::Pachisi));
        let e = lesson_preset(Some("preset=chopat")).unwrap_err();
        assert!(
            e.contains("no lesson for 'preset=chopat'")
                && e.contains("pachisi, ludo, mensch, petits-chevaux, parcheesi, parchis"),
            "{e}"
        );
        let e = lesson_preset(Some("preset=ludo&x=1")).unwrap_err();
        assert!(e.contains("only preset=NAME"), "{e}");
        assert!(lesson_preset(Some("level=9")).is_err());
        assert!(build_for(Preset::Chopat).is_err());
    }

    #[test]
    fn the_mensch_lesson_m_three_tries_m_clear_start_m_capture_m_exact() {
        let lesson = build_for(Preset::Mensch).unwrap();
        assert_eq!(lesson["layout"]["board_style"], "round");
        let ids: Vec<&str> = lesson["steps"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["id"].as_str().unwrap())
            .collect();
        assert_eq!(
            ids,
            [
                "mensch_throw",
                "mensch_enter",
                "mensch_again",
                "mensch_clear",
                "mensch_capture",
                "mensch_goal"
            ]
        );
        // M-THREE-TRIES: the 2 cannot be used, so the seat throws again; the 6 is kept.
        let throw = step(&lesson, "mensch_throw");
        assert_eq!(throw["throws"][0]["throw"]["value"], 2);
        assert_eq!(throw["throws"][0]["again"], true);
        assert_eq!(throw["throws"][1]["kept"], json!([6]));
        assert_eq!(answer(step(&lesson, "mensch_enter"))["throws_again"], true);
        // M-CLEAR-START: with pieces waiting, the piece on the start field moves first.
        let clear = step(&lesson, "mensch_clear");
        assert_eq!(clear["legal"].as_array().unwrap().len(), 1, "{clear}");
        // M-CAPTURE on Green's own start field.
        let cap = step(&lesson, "mensch_capture");
        assert_eq!(answer(cap)["log"]["captures"], json!([[1, 0]]));
        assert_eq!(answer(cap)["throws_again"], false);
        assert_eq!(result(cap, "3 p2")["why"]["code"], "no_capture");
        assert_eq!(result(cap, "3 p2")["why"]["again"], false);
        // M-EXACT: the 4 takes piece 1 to the far end of the goal.
        let goal = step(&lesson, "mensch_goal");
        assert_eq!(answer(goal)["pieces"][0][0]["at"], "home");
        assert_eq!(result(goal, "4 p2")["why"]["code"], "not_home");
    }

    // ------------------------------------------------------- the petits chevaux lesson

    fn chevaux() -> Value {
        build_for(Preset::PetitsChevaux).unwrap()
    }

    /// The seat's horse as a place: its step on the board, or "waiting", "home".
    fn at(pieces: &Value, seat: usize, piece: usize) -> String {
        let p = &pieces[seat][piece];
        match p["at"].as_str().unwrap() {
            "board" => p["step"].to_string(),
            other => other.to_string(),
        }
    }

    #[test]
    fn the_chevaux_lesson_builds_on_the_petits_chevaux_board_with_its_numbered_ladder() {
        let lesson = chevaux();
        assert_eq!(lesson["preset"], "petits-chevaux");
        assert_eq!(lesson["players"], 4);
        assert_eq!(lesson["partner"], Value::Null);
        assert_eq!(lesson["layout"]["throw_kind"], "die");
        assert_eq!(lesson["layout"]["safe_squares"], "none");
        assert_eq!(lesson["grace"], json!([6]), "only a 6 brings a horse out");
        assert_eq!(lesson["go_on"], json!([6]));
        let numbers: Vec<u64> = lesson["layout"]["squares"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|s| s["number"].as_u64())
            .collect();
        assert_eq!(numbers.len(), 24, "six numbered ladder squares a colour");
        let ids: Vec<&str> = lesson["steps"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["id"].as_str().unwrap())
            .collect();
        assert_eq!(
            ids,
            [
                "chevaux_throw",
                "chevaux_out",
                "chevaux_again",
                "chevaux_move",
                "chevaux_capture",
                "chevaux_ladder",
                "chevaux_centre"
            ]
        );
    }

    #[test]
    fn ch_die_ch_out_ch_six_again_a_6_brings_a_horse_out_and_throws_again() {
        let lesson = chevaux();
        let throw = step(&lesson, "chevaux_throw");
        assert_eq!(throw["throws"][0]["throw"]["value"], 6);
        assert_eq!(throw["throws"][0]["kept"], json!([6]));
        let out = step(&lesson, "chevaux_out");
        assert_eq!(out["legal"].as_array().unwrap().len(), 1, "{out}");
        let a = answer(out);
        assert_eq!(a["log"]["enters"], true);
        assert_eq!(at(&a["pieces"], 0, 0), "1", "onto the start square");
        assert_eq!(
            a["pieces"][0][0]["to_go"], 62,
            "56 round the ring, 6 up, the centre"
        );
        assert_eq!(a["throws_again"], true, "CH-SIX-AGAIN");
    }

    #[test]
    fn ch_six_again_ch_move_the_throw_after_the_6_moves_the_horse_by_4_and_ends_the_turn() {
        let lesson = chevaux();
        let again = step(&lesson, "chevaux_again");
        assert_eq!(again["throws"][0]["throw"]["value"], 4);
        assert_eq!(again["throws"][0]["again"], false);
        let mv = step(&lesson, "chevaux_move");
        // The horses in the stable cannot use a 4: one move only.
        assert_eq!(mv["legal"].as_array().unwrap().len(), 1, "{mv}");
        let a = answer(mv);
        assert_eq!(at(&a["pieces"], 0, 0), "5");
        assert_eq!(a["throws_again"], false, "a 4 ends the turn");
        assert_eq!(a["log"]["turn_passed"], true);
    }

    #[test]
    fn ch_capture_no_square_is_safe_the_horse_on_its_own_start_square_goes_to_its_stable() {
        let lesson = chevaux();
        let s = step(&lesson, "chevaux_capture");
        // Green's horse stands on its own start square, South's step 15.
        let green = &s["pieces"][1][0];
        assert_eq!((&green["at"], &green["step"]), (&json!("board"), &json!(1)));
        let a = answer(s);
        assert_eq!(a["log"]["captures"], json!([[1, 0]]), "{a}");
        assert_eq!(at(&a["pieces"], 0, 0), "15");
        assert_eq!(a["pieces"][1][0]["at"], "waiting", "back in its stable");
        assert_eq!(a["throws_again"], false, "a capture earns nothing more");
        // A horse coming out with a 6 captures on its start square too: Green's next 6.
        assert_eq!(a["dangers"][0]["by_seat"], 1);
        assert_eq!(a["dangers"][0]["value"], 6);
        let other = result(s, "4 p2");
        assert_eq!(other["why"]["code"], "no_capture");
        assert_eq!(other["why"]["again"], false);
    }

    #[test]
    fn ch_ladder_the_3_climbs_from_ladder_square_2_to_square_3_and_nothing_else_climbs() {
        let lesson = chevaux();
        let s = step(&lesson, "chevaux_ladder");
        // Horse 1 on ladder square 2 (step 58), horse 2 on the square before the ladder.
        assert_eq!(at(&s["pieces"], 0, 0), "58");
        assert_eq!(at(&s["pieces"], 0, 1), "56");
        let legal: Vec<&str> = s["legal"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l["action"].as_str().unwrap())
            .collect();
        // The horse before the ladder needs a 1 (CH-EXACT, CH-LADDER): no 3 for it.
        assert_eq!(legal, ["3 p1", "3 p3"]);
        let a = answer(s);
        assert_eq!(at(&a["pieces"], 0, 0), "59", "exactly ladder square 3");
        assert_eq!(a["log"]["to_place"], "home_column");
        // The square it reaches carries the number 3 on the board.
        let info = s["legal"]
            .as_array()
            .unwrap()
            .iter()
            .find(|l| l["action"] == "3 p1")
            .unwrap();
        let to = &lesson["layout"]["squares"][info["to_square"].as_u64().unwrap() as usize];
        assert_eq!(to["number"], 3, "{to}");
        let wrong = result(s, "3 p3");
        assert_eq!(wrong["why"]["code"], "no_climb");
        assert_eq!(wrong["why"]["piece"], 0);
        assert_eq!(wrong["why"]["square"], 2);
        assert_eq!(wrong["why"]["needed"], 3);
        assert!((wrong["why"]["chance"].as_f64().unwrap() - 1.0 / 6.0).abs() < 1e-12);
        // On the ladder any other throw cannot be used on that horse: with a 4 the
        // engine offers only the horse on the ring.
        let sc = chevaux_script()
            .into_iter()
            .find(|s| s.id == "chevaux_ladder")
            .unwrap();
        let mut p = sc.position.unwrap();
        for v in [1u8, 2, 4, 5, 6] {
            p["kept"] = json!([v]);
            let (game, st) = Game::parse_position(&p.to_string()).unwrap();
            let horse1 = game.legal_actions(&st).iter().any(|a| {
                matches!(a, Action::Move { value, .. } if *value == v)
                    && game.move_info(&st, *a).is_some_and(|i| i.pieces == [0])
            });
            assert!(!horse1, "a {v} does not move the horse on ladder square 2");
        }
    }

    #[test]
    fn ch_centre_ch_six_again_a_6_from_ladder_square_6_takes_the_horse_home_and_throws_again() {
        let lesson = chevaux();
        let s = step(&lesson, "chevaux_centre");
        assert_eq!(at(&s["pieces"], 0, 2), "62", "ladder square 6");
        let a = answer(s);
        assert_eq!(a["pieces"][0][2]["at"], "home", "in the centre");
        assert_eq!(a["log"]["finishes"], true);
        assert_eq!(a["throws_again"], true, "CH-SIX-AGAIN, on the ladder too");
        assert_eq!(a["result"], Value::Null, "two horses still to bring home");
        let wrong = result(s, "6 p4");
        assert_eq!(wrong["why"]["code"], "not_home");
        assert_eq!(wrong["why"]["needed"], 6);
    }

    #[test]
    fn a_ladder_claim_the_engine_does_not_confirm_is_refused() {
        let sc = chevaux_script()
            .into_iter()
            .find(|s| s.id == "chevaux_ladder")
            .unwrap();
        let (game, s) = Game::parse_position(&sc.position.unwrap().to_string()).unwrap();
        let climb = play(&game, &s, Action::parse("3 p1").unwrap()).unwrap();
        let ring = play(&game, &s, Action::parse("3 p3").unwrap()).unwrap();
        assert!(check_claim(&game, &s, Teaches::Ladder, &climb, &[&ring]).is_ok());
        assert!(check_claim(&game, &s, Teaches::Ladder, &ring, &[&climb]).is_err());
        assert!(check_claim(&game, &s, Teaches::Ladder, &climb, &[]).is_err());
        assert!(check_claim(&game, &s, Teaches::Centre, &climb, &[&ring]).is_err());
        assert!(check_claim(&game, &s, Teaches::Exact, &climb, &[&ring]).is_err());
        // Off the ladder board nothing climbs.
        assert_eq!(
            climbs_from(
                &Game::new(pachisi_core::Variant::preset(Preset::Ludo)).unwrap(),
                &climb.info
            ),
            None
        );
    }

    // ------------------------------------------------------ the Parcheesi lesson

    fn ids(lesson: &Value) -> Vec<&str> {
        lesson["steps"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["id"].as_str().unwrap())
            .collect()
    }

    fn parcheesi() -> Value {
        build_for(Preset::Parcheesi).unwrap()
    }

    #[test]
    fn the_parcheesi_lesson_builds_on_its_printed_board_with_two_dice() {
        let lesson = parcheesi();
        assert_eq!(lesson["preset"], "parcheesi");
        assert_eq!(lesson["players"], 4);
        assert_eq!(lesson["partner"], Value::Null);
        assert_eq!(lesson["layout"]["throw_kind"], "two-dice");
        assert_eq!(lesson["layout"]["board_style"], "boxed");
        assert_eq!(lesson["throws"]["kind"], "two-dice");
        assert_eq!(lesson["grace"], json!([5]), "only a 5 brings a pawn out");
        assert_eq!(
            ids(&lesson),
            [
                "parcheesi_throw",
                "parcheesi_enter",
                "parcheesi_move",
                "parcheesi_capture",
                "parcheesi_bonus",
                "parcheesi_blockade",
                "parcheesi_home"
            ]
        );
        for s in lesson["steps"].as_array().unwrap() {
            assert!(
                s["rules"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .all(|r| r.as_str().unwrap().starts_with("PR-")),
                "{}",
                s["id"]
            );
        }
    }

    #[test]
    fn pr_dice_pr_enter_two_dice_are_two_kept_throws_and_the_5_brings_a_pawn_out() {
        let lesson = parcheesi();
        let throw = step(&lesson, "parcheesi_throw");
        assert_eq!(throw["throws"][0]["throw"]["dice"], json!([5, 3]));
        assert_eq!(throw["throws"][0]["again"], false, "not doubles");
        assert_eq!(throw["throws"][0]["kept"], json!([5, 3]));
        let enter = step(&lesson, "parcheesi_enter");
        assert_eq!(enter["kept"], json!([5, 3]));
        // Each kept die is drawn as one die.
        assert_eq!(enter["kept_throws"][0]["dice"], json!([5]));
        assert_eq!(enter["kept_throws"][1]["dice"], json!([3]));
        // The 3 waits: no pawn is out yet, and only a 5 brings one out.
        assert_eq!(
            enter["unusable"],
            json!([{"value": 3, "why": {"reason": "must_enter", "enter_values": [5]}}])
        );
        let a = answer(enter);
        assert_eq!(a["pieces"][0][0]["step"], 1, "onto the entry space");
        assert_eq!(a["pieces"][0][0]["to_go"], 72);
        assert_eq!(a["kept"], json!([3]));
        // The other die moves the pawn that came out.
        let mv = answer(step(&lesson, "parcheesi_move"));
        assert_eq!(mv["pieces"][0][0]["step"], 4);
        assert_eq!(mv["kept"], json!([]));
    }

    #[test]
    fn pr_capture_pr_bonus_a_capture_earns_a_move_of_20() {
        let lesson = parcheesi();
        let s = step(&lesson, "parcheesi_capture");
        let a = answer(s);
        assert_eq!(a["log"]["captures"], json!([[1, 0]]), "{a}");
        assert_eq!(a["pieces"][1][0]["at"], "waiting", "back to Green's nest");
        assert_eq!(a["kept"], json!([20]), "the bonus is a kept move of 20");
        let other = result(s, "4 p2");
        assert_eq!(other["why"]["code"], "no_capture");
        assert_eq!(other["why"]["bonus"], 20);
        assert_eq!(other["kept"], json!([]));
        // The 20 is moved by one pawn, whole: onto the safety space on step 44.
        let b = step(&lesson, "parcheesi_bonus");
        assert_eq!(b["kept"], json!([20]));
        assert_eq!(b["kept_throws"], json!([null]), "a bonus is no die");
        let ans = answer(b);
        assert_eq!(ans["pieces"][0][1]["step"], 44);
        assert_eq!(ans["dangers"], json!([]));
    }

    #[test]
    fn pr_safe_the_bonus_to_a_safety_space_and_not_six_ahead_of_green() {
        let lesson = parcheesi();
        let s = step(&lesson, "parcheesi_bonus");
        let info = s["legal"]
            .as_array()
            .unwrap()
            .iter()
            .find(|l| l["action"] == "20 p2")
            .unwrap();
        assert_eq!(info["to_place"], "safe");
        let other = result(s, "20 p1");
        assert_eq!(other["why"]["code"], "exposed");
        assert_eq!(other["why"]["by_seat"], 1);
        assert_eq!(other["why"]["value"], 6);
        // A 6 on either die or a total of 6: 11 + 5 of the 36 throws, less the 2 where
        // Green must first bring a pawn out with its 5 (5 and 1, 1 and 5).
        assert!(
            (other["why"]["chance"].as_f64().unwrap() - 14.0 / 36.0).abs() < 1e-12,
            "{other}"
        );
    }

    #[test]
    fn pr_blockade_two_pawns_on_a_square_stop_greens_pawn() {
        let lesson = parcheesi();
        let s = step(&lesson, "parcheesi_blockade");
        let a = answer(s);
        assert_eq!(a["pieces"][0][0]["square"], a["pieces"][0][1]["square"]);
        let why = &result(s, "3 p2")["why"];
        assert_eq!(why["code"], "no_blockade");
        assert_eq!(why["by_seat"], 1);
        assert_eq!(why["value"], 4, "Green's 4 would have captured pawn 2");
        // The engine: with the blockade, Green's pawn cannot use a 4, 5 or 6.
        let sc = parcheesi_script()
            .into_iter()
            .find(|s| s.id == "parcheesi_blockade")
            .unwrap();
        let (game, before) = Game::parse_position(&sc.position.unwrap().to_string()).unwrap();
        let right = play(&game, &before, Action::parse("3 p1").unwrap()).unwrap();
        let wrong = play(&game, &before, Action::parse("3 p2").unwrap()).unwrap();
        assert!(blocked_move(&game, &before, &right.applied.state, 0).is_some());
        assert!(blocked_move(&game, &before, &wrong.applied.state, 0).is_none());
        assert!(check_claim(&game, &before, Teaches::Blockade, &wrong, &[&right]).is_err());
        assert!(check_claim(&game, &before, Teaches::Bonus, &right, &[&wrong]).is_err());
    }

    #[test]
    fn pr_exact_pr_bonus_home_with_the_exact_3_earns_10() {
        let lesson = parcheesi();
        let s = step(&lesson, "parcheesi_home");
        let a = answer(s);
        assert_eq!(a["pieces"][0][0]["at"], "home");
        assert_eq!(a["kept"], json!([10]), "reaching home earns 10");
        let why = &result(s, "3 p2")["why"];
        assert_eq!(why["code"], "not_home");
        assert_eq!(why["needed"], 3);
        assert_eq!(why["bonus"], 10);
        // A 3 on a die (11 throws) or a total of 3 (1 and 2, 2 and 1).
        assert!((why["chance"].as_f64().unwrap() - 13.0 / 36.0).abs() < 1e-12);
        assert_eq!(result(s, "3 p3")["why"]["code"], "not_home");
    }

    // -------------------------------------------------------- the Parchís lesson

    fn parchis() -> Value {
        build_for(Preset::Parchis).unwrap()
    }

    #[test]
    fn the_parchis_lesson_builds_with_one_die_and_the_seguros() {
        let lesson = parchis();
        assert_eq!(lesson["preset"], "parchis");
        assert_eq!(lesson["layout"]["throw_kind"], "die");
        assert_eq!(lesson["layout"]["safe_squares"], "parchis");
        assert_eq!(lesson["grace"], json!([5]));
        assert_eq!(lesson["go_on"], json!([6]));
        assert_eq!(
            ids(&lesson),
            [
                "parchis_throw",
                "parchis_enter",
                "parchis_capture",
                "parchis_bonus",
                "parchis_barrier",
                "parchis_seven",
                "parchis_home"
            ]
        );
        for s in lesson["steps"].as_array().unwrap() {
            assert!(
                s["rules"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .all(|r| r.as_str().unwrap().starts_with("ES-")),
                "{}",
                s["id"]
            );
        }
    }

    #[test]
    fn es_die_es_enter_a_5_brings_a_piece_out_onto_its_salida() {
        let lesson = parchis();
        let throw = step(&lesson, "parchis_throw");
        assert_eq!(throw["throws"][0]["throw"]["value"], 5);
        assert_eq!(throw["throws"][0]["kept"], json!([5]));
        let enter = step(&lesson, "parchis_enter");
        let a = answer(enter);
        assert_eq!(a["pieces"][0][0]["step"], 1);
        assert_eq!(a["throws_again"], false, "a 5 is no 6");
        let info = &enter["legal"][0];
        assert_eq!(
            (&info["enters"], &info["to_place"]),
            (&json!(true), &json!("start"))
        );
    }

    #[test]
    fn es_capture_es_bonus_es_safe_a_capture_earns_20_moved_to_a_seguro() {
        let lesson = parchis();
        let s = step(&lesson, "parchis_capture");
        let a = answer(s);
        assert_eq!(a["log"]["captures"], json!([[1, 0]]));
        assert_eq!(a["kept"], json!([20]));
        assert_eq!(result(s, "4 p2")["why"]["code"], "no_capture");
        assert_eq!(result(s, "4 p2")["why"]["bonus"], 20);
        let b = step(&lesson, "parchis_bonus");
        assert_eq!(answer(b)["dangers"], json!([]));
        assert_eq!(answer(b)["pieces"][0][1]["step"], 47, "a seguro");
        let other = result(b, "20 p1");
        assert_eq!(other["why"]["code"], "exposed");
        assert_eq!(other["why"]["value"], 4);
        assert!((other["why"]["chance"].as_f64().unwrap() - 1.0 / 6.0).abs() < 1e-12);
    }

    #[test]
    fn es_barrier_two_pieces_on_a_square_stop_greens_piece() {
        let lesson = parchis();
        let s = step(&lesson, "parchis_barrier");
        let a = answer(s);
        assert_eq!(a["pieces"][0][0]["square"], a["pieces"][0][1]["square"]);
        let why = &result(s, "3 p2")["why"];
        assert_eq!(
            (&why["code"], &why["by_seat"]),
            (&json!("no_blockade"), &json!(1))
        );
    }

    #[test]
    fn es_six_seven_es_exact_es_bonus_the_6_counts_7_and_the_goal_earns_10() {
        let lesson = parchis();
        let throw = step(&lesson, "parchis_seven");
        assert_eq!(throw["throws"][0]["throw"]["value"], 6);
        assert_eq!(throw["throws"][0]["kept"], json!([7]), "every piece is out");
        let s = step(&lesson, "parchis_home");
        assert_eq!(s["kept_throws"], json!([null]), "a 7 is no face of the die");
        let a = answer(s);
        assert_eq!(a["pieces"][0][0]["at"], "home");
        assert_eq!(a["kept"], json!([10]));
        let why = &result(s, "7 p2")["why"];
        assert_eq!(
            (&why["code"], &why["needed"], &why["bonus"]),
            (&json!("not_home"), &json!(7), &json!(10))
        );
        assert!((why["chance"].as_f64().unwrap() - 1.0 / 6.0).abs() < 1e-12);
        // The 6 still earns another throw once the 10 is moved.
        assert_eq!(result(s, "7 p2")["throws_again"], true);
    }

    fn barjis() -> Value {
        build_for(Preset::Barjis).unwrap()
    }

    // B-COWRIES, B-GO-ON, B-GRACE, B-SAFE-SQUARES: the Barjis lesson is built on its
    // cloth (the marked squares, the kitchen) with its own graces, every step's rules
    // Barjis' own.
    #[test]
    fn b_cowries_b_go_on_b_grace_b_safe_squares_the_barjis_lesson_builds_on_the_marked_cloth() {
        let lesson = barjis();
        assert_eq!(lesson["preset"], "barjis");
        assert_eq!(lesson["layout"]["safe_squares"], "barjis");
        assert_eq!(lesson["grace"], json!([10, 25]));
        assert_eq!(lesson["go_on"], json!([6, 10, 12, 25]));
        assert_eq!(
            ids(&lesson),
            [
                "barjis_throw",
                "barjis_grace",
                "barjis_move",
                "barjis_capture",
                "barjis_marked",
                "barjis_exact"
            ]
        );
        for s in lesson["steps"].as_array().unwrap() {
            assert!(
                s["rules"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .all(|r| r.as_str().unwrap().starts_with("B-")),
                "{}",
                s["id"]
            );
        }
    }

    #[test]
    fn b_cowries_b_go_on_b_grace_a_10_throws_again_and_brings_a_man_out() {
        let lesson = barjis();
        let throw = step(&lesson, "barjis_throw");
        assert_eq!(throw["throws"][0]["throw"]["value"], 10);
        assert_eq!(
            throw["throws"][0]["again"], true,
            "B-GO-ON: a 10 throws again"
        );
        assert_eq!(throw["throws"][1]["kept"], json!([10, 3]));
        let grace = step(&lesson, "barjis_grace");
        // B-HAND: the 3 brings no man out of the kitchen; only 10 and 25 do.
        assert_eq!(
            grace["unusable"],
            json!([{"value": 3, "why": {"reason": "must_enter", "enter_values": [10, 25]}}])
        );
        let a = answer(grace);
        // B-ENTER: onto the first square of the middle column, the whole 10 used up.
        assert_eq!(a["pieces"][0][0]["step"], 1);
        assert_eq!(a["kept"], json!([3]));
        assert_eq!(
            answer(step(&lesson, "barjis_move"))["pieces"][0][0]["step"],
            4
        );
    }

    #[test]
    fn b_capture_the_capture_sends_greens_man_to_the_kitchen_and_earns_no_throw() {
        let lesson = barjis();
        let s = step(&lesson, "barjis_capture");
        let a = answer(s);
        assert_eq!(a["log"]["captures"], json!([[1, 0]]));
        assert_eq!(a["pieces"][1][0]["at"], "waiting", "back in the kitchen");
        assert_eq!(a["throws_again"], false, "B-CAPTURE: no extra throw");
        let why = &result(s, "3 p2")["why"];
        assert_eq!(
            (&why["code"], &why["again"]),
            (&json!("no_capture"), &json!(false))
        );
    }

    #[test]
    fn b_safe_squares_the_marked_square_move_is_safe_and_the_other_is_exposed() {
        let lesson = barjis();
        let s = step(&lesson, "barjis_marked");
        let a = answer(s);
        assert_eq!(a["dangers"], json!([]));
        assert_eq!(a["pieces"][0][0]["step"], 22, "a marked square");
        let marked: Vec<u64> = lesson["layout"]["squares"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|q| q["kinds"].as_array().unwrap().contains(&json!("marked")))
            .map(|q| q["id"].as_u64().unwrap())
            .collect();
        assert!(marked.contains(&a["pieces"][0][0]["square"].as_u64().unwrap()));
        let why = &result(s, "4 p2")["why"];
        assert_eq!(
            (&why["code"], &why["by_seat"], &why["value"]),
            (&json!("exposed"), &json!(1), &json!(3))
        );
    }

    // B-GRACE (the Levant: only the 10), B-SAFE-SQUARES, B-CAPTURE: Barjis of the
    // Levant has a lesson of its own, on its two-player cloth, whose grace step says
    // that only the 10 brings a man out; every step checked by the engine as Barjis'.
    #[test]
    fn b_grace_the_levant_lesson_has_two_players_and_only_the_10_brings_a_man_out() {
        let lesson = build_for(Preset::BarjisLevant).unwrap();
        assert_eq!(lesson["preset"], "barjis-levant");
        assert_eq!(lesson["layout"]["safe_squares"], "barjis");
        assert_eq!(lesson["grace"], json!([10]));
        assert_eq!(ids(&lesson), ids(&barjis()));
        let throw = step(&lesson, "barjis_throw");
        assert_eq!(throw["throws"][1]["kept"], json!([10, 3]));
        let grace = step(&lesson, "barjis_grace");
        assert_eq!(
            grace["unusable"],
            json!([{"value": 3, "why": {"reason": "must_enter", "enter_values": [10]}}])
        );
        for s in lesson["steps"].as_array().unwrap() {
            let seats = s["pieces"].as_array().map(Vec::len);
            assert!(matches!(seats, None | Some(2)), "{}: {seats:?}", s["id"]);
        }
        // The capture: the opponent (seat 1, on the opposite arm) sent to the kitchen.
        let cap = step(&lesson, "barjis_capture");
        assert_eq!(answer(cap)["log"]["captures"], json!([[1, 0]]));
        assert_eq!(answer(cap)["throws_again"], false);
        // The marked square: safe; the other move three squares past the opponent.
        let marked = step(&lesson, "barjis_marked");
        assert_eq!(answer(marked)["dangers"], json!([]));
        let why = &result(marked, "4 p2")["why"];
        assert_eq!(
            (&why["code"], &why["by_seat"], &why["value"]),
            (&json!("exposed"), &json!(1), &json!(3))
        );
        assert_eq!(
            answer(step(&lesson, "barjis_exact"))["pieces"][0][0]["at"],
            "home"
        );
        // Asked for by name.
        assert_eq!(
            lesson_preset(Some("preset=barjis-levant")),
            Ok(Preset::BarjisLevant)
        );
    }

    #[test]
    fn b_exact_only_the_exact_3_brings_a_man_home_and_a_3_short_of_it_strands() {
        let lesson = barjis();
        let s = step(&lesson, "barjis_exact");
        assert_eq!(answer(s)["pieces"][0][0]["at"], "home");
        // Man 2 needs 4: the 3 would leave it one step short, where no throw finishes it.
        assert_eq!(result(s, "3 p2")["why"]["code"], "strands");
        assert_eq!(result(s, "3 p3")["why"]["code"], "not_home");
    }

    // ------------------------------------------------------------ the Parqués lesson

    fn parques() -> Value {
        build_for(Preset::Parques).unwrap()
    }

    fn actions(s: &Value) -> Vec<&str> {
        let mut v: Vec<&str> = s["legal"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| a["action"].as_str().unwrap())
            .collect();
        v.sort_unstable();
        v
    }

    /// Where a seat's pieces are in a result or step: "waiting", "home" or the step.
    fn places(pieces: &Value, seat: usize) -> Vec<String> {
        pieces[seat]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| match p["at"].as_str().unwrap() {
                "board" => p["step"].to_string(),
                other => other.to_string(),
            })
            .collect()
    }

    // Q-BOARD, Q-DICE: the Parqués lesson is played on Parchís' board (its seguros) with
    // two dice, four players each alone, every step's rules Parqués' own.
    #[test]
    fn q_board_q_dice_the_parques_lesson_builds_on_the_parchis_board_with_two_dice() {
        let lesson = parques();
        assert_eq!(lesson["preset"], "parques");
        assert_eq!(lesson["players"], 4);
        assert_eq!(lesson["partner"], Value::Null);
        assert_eq!(lesson["layout"]["safe_squares"], "parchis");
        assert_eq!(lesson["throws"]["kind"], "two-dice");
        assert_eq!(lesson["grace"], json!([]), "no single value frees a piece");
        assert_eq!(
            ids(&lesson),
            [
                "parques_throw",
                "parques_release",
                "parques_capture",
                "parques_blow",
                "parques_llegada",
                "parques_third",
                "parques_crown"
            ]
        );
        for s in lesson["steps"].as_array().unwrap() {
            let rules = s["rules"].as_array().unwrap();
            assert!(!rules.is_empty(), "{}", s["id"]);
            assert!(
                rules.iter().all(|r| r.as_str().unwrap().starts_with("Q-")),
                "{}",
                s["id"]
            );
            assert_eq!(s["seat"], 0, "{}: the learner's decision", s["id"]);
        }
        assert_eq!(lesson_preset(Some("preset=parques")), Ok(Preset::Parques));
    }

    #[test]
    fn q_tries_with_nothing_out_a_throw_without_a_pair_is_tried_again_and_the_pair_stops_the_tries()
    {
        let lesson = parques();
        let s = step(&lesson, "parques_throw");
        assert_eq!(places(&s["pieces"], 0), ["waiting"; 4]);
        let throws = s["throws"].as_array().unwrap();
        assert_eq!(throws.len(), 2);
        assert_eq!(throws[0]["throw"]["dice"], json!([2, 5]));
        assert_eq!(throws[0]["again"], true, "Q-TRIES: a second try");
        assert_eq!(throws[0]["kept"], json!([]), "no pair: nothing comes out");
        assert_eq!(throws[1]["throw"]["dice"], json!([6, 6]));
        assert_eq!(throws[1]["again"], false, "the pair stops the tries");
        assert_eq!(throws[1]["kept"], json!([6, 6]));
        assert_eq!(s["after"]["kept"], json!([6, 6]));
    }

    #[test]
    fn q_pair_release_q_release_dice_q_pair_again_6_6_frees_all_four_with_both_dice_and_throws_again()
     {
        let lesson = parques();
        let s = step(&lesson, "parques_release");
        // With nothing out the release is compulsory, and as many as the pair frees.
        assert_eq!(actions(s), ["6 p1 stack"]);
        let info = &s["legal"][0];
        assert_eq!(info["pieces"], json!([0, 1, 2, 3]));
        assert_eq!(info["to_place"], "start");
        let a = answer(s);
        assert_eq!(places(&a["pieces"], 0), ["1"; 4], "all four on the salida");
        assert_eq!(a["kept"], json!([]), "both dice used");
        assert_eq!(a["throws_again"], true, "Q-PAIR-AGAIN");
        // A 3-3 in the same place would free two (Q-PAIR-RELEASE: super pairs only free
        // all): the lesson's claim is the 6-6's.
        let sc = parques_script()
            .into_iter()
            .find(|s| s.id == "parques_throw")
            .unwrap();
        let (game, mut st) = Game::parse_position(&sc.position.unwrap().to_string()).unwrap();
        game.apply_chance(&mut st, 6 * 2 + 2).unwrap();
        assert_eq!(st.kept(), [3, 3]);
        let two = play(&game, &st, Action::parse("3 p1 stack").unwrap()).unwrap();
        assert_eq!(two.info.pieces, [0, 1]);
    }

    #[test]
    fn q_capture_both_green_pieces_on_the_square_go_back_and_a_capture_not_made_is_left() {
        let lesson = parques();
        let s = step(&lesson, "parques_capture");
        assert_eq!(s["kept"], json!([4]));
        let a = answer(s);
        assert_eq!(
            a["log"]["captures"],
            json!([[1, 0], [1, 1]]),
            "every opponent piece there"
        );
        assert_eq!(places(&a["pieces"], 1), ["waiting"; 4]);
        assert_eq!(a["throws_again"], false, "no bonus, no throw");
        assert_eq!(a["kept"], json!([]));
        // Q-SOPLAR: the other move leaves the capture, which Green may blow.
        let why = &result(s, "4 p2")["why"];
        assert_eq!(
            (
                &why["code"],
                &why["seat"],
                &why["blow_by"],
                &why["blow_pieces"]
            ),
            (&json!("no_capture"), &json!(1), &json!(1), &json!([0]))
        );
        assert_eq!(why["again"], false);
    }

    #[test]
    fn q_soplar_red_blows_the_blue_piece_that_left_a_capture_and_threatens_its_piece() {
        let lesson = parques();
        let s = step(&lesson, "parques_blow");
        // The engine played Blue's move: its 3 went to piece 1, although piece 2 could
        // capture Red's piece 1 with it. Red's turn begins with the blow.
        assert_eq!(
            s["position"]["blow"],
            json!({"seat": 3, "pieces": [1], "now": true})
        );
        assert_eq!(s["kept"], json!([]));
        assert_eq!(actions(s), ["blow p2", "pass"]);
        let a = answer(s);
        assert_eq!(a["log"]["captures"], json!([[3, 1]]));
        assert_eq!(places(&a["pieces"], 3)[1], "waiting", "back in Blue's jail");
        assert_eq!(a["dangers"], json!([]));
        assert_eq!(a["throws_again"], false, "the turn's own throw follows");
        let pass = result(s, "pass");
        assert_eq!(pass["log"]["kind"], "no-blow");
        assert_eq!(
            places(&pass["pieces"], 3)[1],
            "34",
            "its step 34, South's 17: three behind Red's piece 1"
        );
        let why = &pass["why"];
        assert_eq!(
            (
                &why["code"],
                &why["seat"],
                &why["piece"],
                &why["target"],
                &why["value"]
            ),
            (
                &json!("no_blow"),
                &json!(3),
                &json!(1),
                &json!(0),
                &json!(3)
            )
        );
        // A 3 on a die (11 of 36) or 1 and 2 (2 of 36).
        assert!((why["chance"].as_f64().unwrap() - 13.0 / 36.0).abs() < 1e-9);
    }

    #[test]
    fn q_llegada_only_the_exact_3_takes_piece_1_from_the_llegada_into_the_cielo() {
        let lesson = parques();
        let s = step(&lesson, "parques_llegada");
        let a = answer(s);
        assert_eq!(places(&a["pieces"], 0)[0], "home");
        assert_eq!(a["log"]["finishes"], true);
        let why = &result(s, "3 p2")["why"];
        assert_eq!(
            (&why["code"], &why["needed"]),
            (&json!("not_home"), &json!(3))
        );
        assert!((why["chance"].as_f64().unwrap() - 13.0 / 36.0).abs() < 1e-9);
    }

    #[test]
    fn q_three_pairs_the_third_pair_is_not_played_and_crowns_the_piece_still_in_the_jail() {
        let lesson = parques();
        let s = step(&lesson, "parques_third");
        assert_eq!(s["position"]["streak"]["count"], 2, "two pairs already");
        let throw = &s["throws"][0];
        assert_eq!(throw["throw"]["dice"], json!([4, 4]));
        assert_eq!(throw["kept"], json!([]), "the third pair is not played");
        assert_eq!(throw["log"]["cancelled"], "streak");
        let s = step(&lesson, "parques_crown");
        assert_eq!(s["position"]["crown"], true);
        assert_eq!(actions(s), ["crown p2", "crown p3", "crown p4"]);
        let a = answer(s);
        assert_eq!(places(&a["pieces"], 0), ["home", "60", "20", "home"]);
        assert_eq!(a["log"]["turn_passed"], true, "the turn ends");
        for (crown, piece, togo) in [("crown p2", 1, 12), ("crown p3", 2, 52)] {
            let why = &result(s, crown)["why"];
            assert_eq!(
                (&why["code"], &why["piece"], &why["togo"], &why["best"]),
                (
                    &json!("crown_short"),
                    &json!(piece),
                    &json!(togo),
                    &json!(3)
                ),
                "{crown}"
            );
        }
    }

    #[test]
    fn a_parques_claim_the_engine_does_not_confirm_is_refused() {
        let script = parques_script();
        let position = |id: &str| {
            let sc = script.iter().find(|s| s.id == id).unwrap();
            Game::parse_position(&sc.position.clone().unwrap().to_string()).unwrap()
        };
        // The blow step: declining is no blow, and the blow is no crown.
        let (game, s) = position("parques_blow");
        let blow = play(&game, &s, Action::parse("blow p2").unwrap()).unwrap();
        let pass = play(&game, &s, Action::Pass).unwrap();
        assert!(check_claim(&game, &s, Teaches::Blow, &blow, &[&pass]).is_ok());
        assert!(check_claim(&game, &s, Teaches::Blow, &pass, &[&blow]).is_err());
        assert!(check_claim(&game, &s, Teaches::Crown, &blow, &[&pass]).is_err());
        // The crown step: only the piece in the jail is the claim.
        let (game, mut s) = position("parques_third");
        game.apply_chance(&mut s, 6 * 3 + 3).unwrap();
        assert!(s.crown_pending());
        let crowns: Vec<Played> = ["crown p2", "crown p3", "crown p4"]
            .iter()
            .map(|a| play(&game, &s, Action::parse(a).unwrap()).unwrap())
            .collect();
        let [p2, p3, p4] = [&crowns[0], &crowns[1], &crowns[2]];
        assert!(check_claim(&game, &s, Teaches::Crown, p4, &[p2, p3]).is_ok());
        assert!(check_claim(&game, &s, Teaches::Crown, p2, &[p3, p4]).is_err());
        // The capture step: moving the other piece captures nothing.
        let (game, s) = position("parques_capture");
        let right = play(&game, &s, Action::parse("4 p1").unwrap()).unwrap();
        let wrong = play(&game, &s, Action::parse("4 p2").unwrap()).unwrap();
        assert!(check_claim(&game, &s, Teaches::Capture, &right, &[&wrong]).is_ok());
        assert!(check_claim(&game, &s, Teaches::Capture, &wrong, &[&right]).is_err());
        assert!(check_claim(&game, &s, Teaches::Release, &right, &[&wrong]).is_err());
    }

    // ------------------------------------------------------------ the Sorry! lesson

    fn sorry() -> Value {
        build_for(Preset::Sorry).unwrap()
    }

    // S-DECK, S-GRID: the Sorry! lesson is played with cards on its own board, four
    // players each alone, every step's rules Sorry!'s own.
    #[test]
    fn s_deck_s_grid_the_sorry_lesson_builds_with_cards_on_its_board() {
        let lesson = sorry();
        assert_eq!(lesson["preset"], "sorry");
        assert_eq!(lesson["players"], 4);
        assert_eq!(lesson["layout"]["board_style"], "sorry");
        assert_eq!(lesson["throws"]["kind"], "cards");
        assert_eq!(
            ids(&lesson),
            [
                "sorry_draw",
                "sorry_start",
                "sorry_slide",
                "sorry_switch",
                "sorry_card",
                "sorry_four",
                "sorry_home"
            ]
        );
        for s in lesson["steps"].as_array().unwrap() {
            let rules = s["rules"].as_array().unwrap();
            assert!(
                !rules.is_empty() && rules.iter().all(|r| r.as_str().unwrap().starts_with("S-")),
                "{}",
                s["id"]
            );
            assert_eq!(s["seat"], 0, "{}: the learner's decision", s["id"]);
        }
        assert_eq!(lesson_preset(Some("preset=sorry")), Ok(Preset::Sorry));
    }

    // S-DRAW, S-START-PAWN, S-TWO: a 2 is drawn; it takes a pawn out of Start onto the
    // start square, and the player draws again.
    #[test]
    fn s_draw_s_start_pawn_s_two_a_2_takes_a_pawn_out_and_draws_again() {
        let lesson = sorry();
        let s = step(&lesson, "sorry_draw");
        let throws = s["throws"].as_array().unwrap();
        assert_eq!(throws.len(), 1);
        assert_eq!(throws[0]["throw"]["value"], 2);
        assert_eq!(s["after"]["kept"], json!([2]));
        let s = step(&lesson, "sorry_start");
        assert_eq!(actions(s), ["2 p1"]);
        let a = answer(s);
        assert_eq!(a["pieces"][0][0]["step"], 1, "on the start square");
        assert_eq!(a["throws_again"], true, "S-TWO: a 2 draws again");
    }

    // S-SLIDE, S-BUMP: stopping on another colour's triangle slides to the slide's end,
    // bumping the pawn on it; the other move bumps nothing.
    #[test]
    fn s_slide_s_bump_the_triangle_slides_and_bumps_blue_back_to_start() {
        let lesson = sorry();
        let s = step(&lesson, "sorry_slide");
        let a = answer(s);
        assert_eq!(
            a["pieces"][0][0]["step"], 16,
            "10 + 3, then the slide to its end"
        );
        assert_eq!(
            a["pieces"][3][0]["at"], "waiting",
            "Blue's pawn back in Start"
        );
        assert_eq!(result(s, "3 p2")["why"]["code"], "no_capture");
    }

    // S-ELEVEN: the switch with the pawn that stands nearest Red's Home beats 11
    // forward and the other switches.
    #[test]
    fn s_eleven_the_best_switch_is_with_the_pawn_nearest_home() {
        let lesson = sorry();
        let s = step(&lesson, "sorry_switch");
        assert_eq!(
            actions(s),
            [
                "11 p1",
                "switch p1 s1p1",
                "switch p1 s2p1",
                "switch p1 s3p1"
            ]
        );
        let a = answer(s);
        assert_eq!(a["pieces"][0][0]["step"], 55);
        assert_eq!(
            a["pieces"][1][0]["step"], 53,
            "Green's pawn on Red's old square"
        );
        let why = &result(s, "11 p1")["why"];
        assert_eq!(
            (
                why["code"].as_str(),
                why["gained"].as_i64(),
                why["best"].as_i64()
            ),
            (Some("gains_less"), Some(11), Some(47))
        );
        assert_eq!(result(s, "switch p1 s3p1")["why"]["gained"], 39);
    }

    // S-SORRY: the Sorry! card bumps the pawn with the least to go.
    #[test]
    fn s_sorry_the_sorry_card_sends_back_the_pawn_that_came_farthest() {
        let lesson = sorry();
        let s = step(&lesson, "sorry_card");
        let a = answer(s);
        assert_eq!(a["pieces"][0][0]["step"], 55);
        assert_eq!(a["pieces"][1][0]["at"], "waiting");
        let why = &result(s, "sorry p1 s2p1")["why"];
        assert_eq!(why["code"], "sorry_target");
        assert_eq!(
            (why["togo"].as_i64(), why["best_togo"].as_i64()),
            (Some(55), Some(25))
        );
    }

    // S-FOUR: four back from the start square leaves the pawn eight from Home.
    #[test]
    fn s_four_four_back_from_the_start_square_is_a_shortcut_home() {
        let lesson = sorry();
        let s = step(&lesson, "sorry_four");
        let a = answer(s);
        assert_eq!(a["pieces"][0][0]["step"], 57);
        assert_eq!(a["pieces"][0][0]["to_go"], 8);
        let why = &result(s, "4 p2")["why"];
        assert_eq!(
            (why["code"].as_str(), why["togo"].as_i64()),
            (Some("back_far"), Some(8))
        );
    }

    // S-SAFETY, S-HOME: Home by the exact count from the safety zone.
    #[test]
    fn s_home_the_exact_card_takes_the_pawn_home() {
        let lesson = sorry();
        let s = step(&lesson, "sorry_home");
        assert_eq!(answer(s)["pieces"][0][0]["at"], "home");
        assert_eq!(result(s, "3 p2")["why"]["code"], "not_home");
    }

    // ------------------------------------------------------------ the Yut Nori lesson

    fn yut() -> Value {
        build_for(Preset::Yut).unwrap()
    }

    /// The station a move of a step's `legal` list ends on (null when it goes out).
    fn to_square<'a>(s: &'a Value, action: &str) -> &'a Value {
        &s["legal"]
            .as_array()
            .unwrap()
            .iter()
            .find(|a| a["action"] == action)
            .unwrap_or_else(|| panic!("no legal {action}"))["to_square"]
    }

    // Y-SIDES, Y-STICKS, Y-BOARD: the Yut Nori lesson is played with the sticks on its
    // own board, two players, every step's rules Yut Nori's own.
    #[test]
    fn y_sides_y_sticks_y_board_the_yut_lesson_builds_with_sticks_on_its_board() {
        let lesson = yut();
        assert_eq!(lesson["preset"], "yut");
        assert_eq!(lesson["players"], 2);
        assert_eq!(lesson["layout"]["board_style"], "yut");
        assert_eq!(lesson["throws"]["kind"], "sticks");
        assert_eq!(lesson["go_on"], json!([4, 5]), "yut and mo throw again");
        assert_eq!(
            ids(&lesson),
            [
                "yut_throw",
                "yut_enter",
                "yut_shortcut",
                "yut_capture",
                "yut_stack",
                "yut_back_do",
                "yut_out"
            ]
        );
        for s in lesson["steps"].as_array().unwrap() {
            let rules = s["rules"].as_array().unwrap();
            assert!(
                !rules.is_empty() && rules.iter().all(|r| r.as_str().unwrap().starts_with("Y-")),
                "{}",
                s["id"]
            );
            assert_eq!(s["seat"], 0, "{}: the learner's decision", s["id"]);
        }
        assert_eq!(lesson_preset(Some("preset=yut")), Ok(Preset::Yut));
        // Culin's game has no lesson of its own.
        assert!(lesson_preset(Some("preset=yut-culin")).is_err());
    }

    // Y-BRANCH: the routes part at corner 5, corner 10 and the centre.
    #[test]
    fn y_branch_the_branch_stations_are_the_two_corners_and_the_centre() {
        assert_eq!(yut_branches(), [5, 10, pachisi_core::yut::CENTRE_STATION]);
    }

    // Y-STICKS, Y-ACCUMULATE: no flat side up is mo, 5, and throws again; two flat sides
    // up is gae, 2, which ends the throwing; both are kept.
    #[test]
    fn y_sticks_y_accumulate_a_mo_throws_again_and_a_gae_ends_the_throwing() {
        let lesson = yut();
        let s = step(&lesson, "yut_throw");
        let throws = s["throws"].as_array().unwrap();
        assert_eq!(throws.len(), 2);
        assert_eq!(
            (&throws[0]["throw"]["value"], &throws[0]["again"]),
            (&json!(5), &json!(true))
        );
        assert_eq!(
            throws[0]["throw"]["shells"],
            json!([false, false, false, false])
        );
        assert_eq!(
            (&throws[1]["throw"]["value"], &throws[1]["again"]),
            (&json!(2), &json!(false))
        );
        assert_eq!(
            throws[1]["throw"]["shells"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|f| **f == json!(true))
                .count(),
            2
        );
        assert_eq!(s["after"]["kept"], json!([5, 2]));
    }

    // Y-STICKS: a kept throw is drawn as a game draws it: a do is one unmarked stick flat
    // side up, a back-do the marked stick alone, a yut all four, a mo none.
    #[test]
    fn y_sticks_kept_throws_are_drawn_with_the_sticks_a_game_shows() {
        let (game, _) =
            Game::parse_position(&yut_script()[0].position.clone().unwrap().to_string()).unwrap();
        let shells = |v: u8| throw_picture(&game, 0, 0, v).unwrap().shells.unwrap();
        assert_eq!(shells(1), [false, true, false, false]);
        assert_eq!(shells(4), [true; 4]);
        assert_eq!(shells(5), [false; 4]);
        assert_eq!(
            shells(pachisi_core::throws::BACK_DO),
            [true, false, false, false]
        );
        let back = throw_picture(&game, 0, 0, pachisi_core::throws::BACK_DO).unwrap();
        assert_eq!(back.up, Some(pachisi_core::throws::BACK_DO_OUTCOME));
    }

    // Y-ENTER, Y-BRANCH: the mo brings a piece on straight onto corner 5; the gae first
    // would leave it on station 2, short of the corner.
    #[test]
    fn y_enter_y_branch_the_mo_brings_a_piece_onto_corner_5() {
        let lesson = yut();
        let s = step(&lesson, "yut_enter");
        assert_eq!(actions(s), ["2 p1", "5 p1"]);
        assert_eq!(to_square(s, "5 p1"), 5);
        let a = answer(s);
        assert_eq!(a["pieces"][0][0]["square"], 5);
        assert_eq!(
            a["pieces"][0][0]["to_go"], 12,
            "the short way from the corner"
        );
        assert_eq!(a["kept"], json!([2]));
        let why = &result(s, "2 p1")["why"];
        assert_eq!(
            (&why["code"], &why["square"], &why["corner"], &why["value"]),
            (&json!("no_corner"), &json!(2), &json!(5), &json!(5))
        );
        assert_eq!(why["back"], false);
    }

    // Y-BRANCH, Y-MOVE: from corner 5, where it stopped, the gae takes piece 1 down the
    // diagonal (route A) out of Green's reach; a new piece instead leaves piece 1 on the
    // corner, a gae ahead of Green's piece on station 3.
    #[test]
    fn y_branch_the_piece_on_the_corner_takes_the_diagonal() {
        let lesson = yut();
        let s = step(&lesson, "yut_shortcut");
        assert_eq!(actions(s), ["2 p1", "2 p2"]);
        assert_eq!(
            to_square(s, "2 p1"),
            21,
            "the second station of the diagonal"
        );
        let a = answer(s);
        assert_eq!(a["pieces"][0][0]["to_go"], 10);
        assert_eq!(a["dangers"], json!([]));
        let why = &result(s, "2 p2")["why"];
        assert_eq!(
            (&why["code"], &why["piece"], &why["by_seat"], &why["value"]),
            (&json!("exposed"), &json!(0), &json!(1), &json!(2))
        );
        assert!((why["chance"].as_f64().unwrap() - 0.3456).abs() < 1e-9);
    }

    // Y-CAPTURE: the geol lands on Green's piece, which goes back to wait, and the
    // capture earns a throw at once (capture_throw = immediate).
    #[test]
    fn y_capture_the_geol_captures_and_throws_again() {
        let lesson = yut();
        let s = step(&lesson, "yut_capture");
        let a = answer(s);
        assert_eq!(a["log"]["captures"], json!([[1, 0]]));
        assert_eq!(a["pieces"][1][0]["at"], "waiting");
        assert_eq!(a["throws_again"], true);
        for other in ["3 p2", "3 p3"] {
            let why = &result(s, other)["why"];
            assert_eq!(
                (&why["code"], &why["seat"], &why["again"]),
                (&json!("no_capture"), &json!(1), &json!(true)),
                "{other}"
            );
        }
    }

    // Y-STACK: piece 1 joins piece 2 on station 6 and they stand as one stack, out of the
    // reach of Green's waiting pieces; any other move leaves piece 1 on station 2.
    #[test]
    fn y_stack_piece_1_joins_piece_2_and_they_go_on_together() {
        let lesson = yut();
        let s = step(&lesson, "yut_stack");
        let a = answer(s);
        assert_eq!(
            places(&a["pieces"], 0)[..2],
            [json!(6).to_string(), json!(6).to_string()]
        );
        assert_eq!(a["dangers"], json!([]));
        for other in ["4 p2", "4 p3"] {
            let why = &result(s, other)["why"];
            assert_eq!(
                (&why["code"], &why["piece"], &why["value"]),
                (&json!("exposed"), &json!(0), &json!(2)),
                "{other}: a Green piece coming on with a gae"
            );
        }
    }

    // Y-BACK-DO, Y-BRANCH: the back-do takes piece 1 one station back onto corner 5,
    // where it has stopped: its next move takes the diagonal (15 to go before, 12
    // after); piece 2 would only lose a station.
    #[test]
    fn y_back_do_one_station_back_onto_the_corner_gains_the_shortcut() {
        let lesson = yut();
        let s = step(&lesson, "yut_back_do");
        assert_eq!(s["kept"], json!([pachisi_core::throws::BACK_DO]));
        assert_eq!(actions(s), ["back-do p1", "back-do p2"]);
        let a = answer(s);
        assert_eq!(a["pieces"][0][0]["square"], 5);
        assert_eq!(a["pieces"][0][0]["to_go"], 12);
        assert_eq!(step(&lesson, "yut_back_do")["pieces"][0][0]["to_go"], 15);
        let why = &result(s, "back-do p2")["why"];
        assert_eq!(
            (
                &why["code"],
                &why["piece"],
                &why["square"],
                &why["togo"],
                &why["back"]
            ),
            (
                &json!("no_corner"),
                &json!(1),
                &json!(11),
                &json!(12),
                &json!(true)
            )
        );
    }

    // Y-FINISH: the gae takes piece 1 past station 0 and out; piece 2 would stop on
    // station 0 itself and stay on the board; a new piece takes nobody out.
    #[test]
    fn y_finish_past_station_0_is_out_and_onto_it_is_not() {
        let lesson = yut();
        let s = step(&lesson, "yut_out");
        assert_eq!(answer(s)["pieces"][0][0]["at"], "home");
        let on = result(s, "2 p2");
        assert_eq!(on["pieces"][0][1]["at"], "board");
        assert_eq!(on["pieces"][0][1]["square"], 0);
        assert_eq!(
            (&on["why"]["code"], &on["why"]["piece"]),
            (&json!("on_start"), &json!(1))
        );
        assert_eq!(result(s, "2 p4")["why"]["code"], "not_home");
    }

    #[test]
    fn a_yut_claim_the_engine_does_not_confirm_is_refused() {
        let scripts = yut_script();
        let at = |id: &str| {
            let sc = scripts.iter().find(|s| s.id == id).unwrap();
            Game::parse_position(&sc.position.clone().unwrap().to_string()).unwrap()
        };
        let both = |game: &Game, s: &State, right: &str, wrong: &str| {
            (
                play(game, s, Action::parse(right).unwrap()).unwrap(),
                play(game, s, Action::parse(wrong).unwrap()).unwrap(),
            )
        };
        let (game, s) = at("yut_stack");
        let (right, wrong) = both(&game, &s, "4 p1", "4 p2");
        assert!(check_claim(&game, &s, Teaches::Stack, &right, &[&wrong]).is_ok());
        assert!(check_claim(&game, &s, Teaches::Stack, &wrong, &[&right]).is_err());
        assert!(check_claim(&game, &s, Teaches::Shortcut, &right, &[&wrong]).is_err());
        let (game, s) = at("yut_back_do");
        let (right, wrong) = both(&game, &s, "back-do p1", "back-do p2");
        assert!(check_claim(&game, &s, Teaches::BackDo, &right, &[&wrong]).is_ok());
        assert!(check_claim(&game, &s, Teaches::BackDo, &wrong, &[&right]).is_err());
        assert!(check_claim(&game, &s, Teaches::Corner, &right, &[&wrong]).is_err());
        let (game, s) = at("yut_out");
        let (right, wrong) = both(&game, &s, "2 p1", "2 p2");
        assert!(check_claim(&game, &s, Teaches::Out, &right, &[&wrong]).is_ok());
        assert!(check_claim(&game, &s, Teaches::Out, &wrong, &[&right]).is_err());
        let enter = play(&game, &s, Action::parse("2 p4").unwrap()).unwrap();
        assert!(check_claim(&game, &s, Teaches::Out, &right, &[&enter]).is_err());
        // The first throws' position, with the mo and the gae kept.
        let lesson = yut();
        let pos = &step(&lesson, "yut_enter")["position"];
        let (game, s) = Game::parse_position(&pos.to_string()).unwrap();
        let (right, wrong) = both(&game, &s, "5 p1", "2 p1");
        assert!(check_claim(&game, &s, Teaches::Corner, &right, &[&wrong]).is_ok());
        assert!(check_claim(&game, &s, Teaches::Corner, &wrong, &[&right]).is_err());
        let pos = &step(&lesson, "yut_shortcut")["position"];
        let (game, s) = Game::parse_position(&pos.to_string()).unwrap();
        let (right, wrong) = both(&game, &s, "2 p1", "2 p2");
        assert!(check_claim(&game, &s, Teaches::Shortcut, &right, &[&wrong]).is_ok());
        assert!(check_claim(&game, &s, Teaches::Shortcut, &wrong, &[&right]).is_err());
        // Other games have no corners to stop on.
        let (game, s) =
            Game::parse_position(&ludo_script()[4].position.clone().unwrap().to_string()).unwrap();
        let (right, wrong) = both(&game, &s, "4 p1", "4 p2");
        assert!(check_claim(&game, &s, Teaches::Corner, &right, &[&wrong]).is_err());
        assert!(check_claim(&game, &s, Teaches::Out, &right, &[&wrong]).is_err());
        assert!(check_claim(&game, &s, Teaches::BackDo, &right, &[&wrong]).is_err());
        assert!(check_claim(&game, &s, Teaches::Stack, &right, &[&wrong]).is_err());
    }
}
