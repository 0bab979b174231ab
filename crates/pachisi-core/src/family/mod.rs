//! The seam between the shared machinery of [`crate::game`] (state, phases, action
//! lists, records, positions) and the rules of each family of games (docs/engine.md).
//!
//! A [`Family`] says, at compile time, which groups of rules its games may switch on.
//! The hot path (`legal_actions_into`, `play_unchecked`, `apply_chance_unchecked` and
//! what they call) is generic over the family and is dispatched once per call
//! ([`by_family!`]): in the code compiled for the Pachisi family every test of a Ludo
//! or Parcheesi rule is `false && …` and disappears, so a game pays only for its own
//! rules. What a family decides lives in its module:
//!
//! - [`pachisi`]: cowrie throws and long dice (the shared one-throw chance node),
//!   C-TOHD's second loop, K-TRIPLE and stack moves, C-FOOL's backward pieces;
//! - [`ludo`]: the petits chevaux ladder and its targets, M-NO-JUMP-GOAL, M-END's
//!   filled goal, M-THREE-TRIES, and ludopy's own move rules (LP-*);
//! - [`parcheesi`]: the two-dice chance node (PR-DICE, PR-DOUBLES, PR-THREE-DOUBLES,
//!   ES-SIX-SEVEN, ES-THREE-SIXES), blockades split by doubles (PR-BLOCKADE-DOUBLES),
//!   entering with a total of 5 (PR-ENTER); Parqués' jail left with a pair
//!   (Q-PAIR-RELEASE, Q-TRIES), the crown of three pairs and soplar's blow
//!   (Q-THREE-PAIRS, Q-SOPLAR);
//! - [`sorry`]: Sorry!'s deck of cards and its moves (S-…): backward moves, the
//!   split 7, the 11's switch, the Sorry! card, slides; no generic move code runs;
//! - [`yut`]: Yut Nori's sticks, branching routes, stacks and back-do (Y-…);
//!   no generic move code runs;
//! - here: compulsory moves (M-MUST-ENTER, M-CLEAR-START, M-MUST-CAPTURE,
//!   ES-OPEN-BARRIER), used by Mensch and by Parcheesi/Parchís.
//!
//! A game's family is chosen in [`crate::Game::new`] from the rules it has on
//! ([`FamilyKind::of`]), not from its preset name: a Ludo preset with a Pachisi rule
//! switched on runs as [`AnyRules`], which has every group on.

pub(crate) mod compulsory;
pub(crate) mod ludo;
pub(crate) mod pachisi;
pub(crate) mod parcheesi;
pub(crate) mod parques;
pub(crate) mod sorry;
pub mod yut;

use crate::game::Game;
use crate::options::Preset;

/// The groups of rules a family's games may switch on. Each is a compile-time
/// constant: code behind a group that is `false` is not compiled for the family.
pub(crate) trait Family {
    /// Rules of the Pachisi family: C-TOHD's second loop (`must_capture`), K-TRIPLE,
    /// moving stacks (`stack_moves`), C-FOOL, T-BONUS-STEP, P-SEVEN-FOURTEEN,
    /// P-REVENGE, K-PARTNER, P-FIRST-FREE.
    const PACHISI: bool;
    /// Rules of the Ludo family: the petits chevaux track, ludopy's rules, M-OWN,
    /// M-NO-JUMP-GOAL, M-END (a filled goal), M-THREE-TRIES, L-BLOCK, L-HOME-AGAIN.
    const LUDO: bool;
    /// Compulsory moves: M-MUST-ENTER, M-CLEAR-START, M-MUST-CAPTURE, ES-OPEN-BARRIER.
    const COMPULSORY: bool;
    /// Rules of the Parcheesi family: PR-BLOCKADE and PR-BLOCKADE-DOUBLES,
    /// PR-ENTER's total of 5, PR-ENTER-CAPTURE, PR-BONUS, PR-THREE-DOUBLES, ES-SAFE,
    /// ES-SIX-SEVEN, ES-THREE-SIXES.
    const PARCHEESI: bool;
    /// The chance node is a throw of two dice (PR-DICE).
    const TWO_DICE: bool;
    /// Parqués' rules (with the Parcheesi family's): Q-PAIR-RELEASE, Q-RELEASE-DICE,
    /// Q-TRIES, Q-DICE's 5-6, Q-THREE-PAIRS' crown, Q-SOPLAR.
    const PARQUES: bool = false;
    /// Sorry! (RULES-more §3): its own moves and turn ([`sorry`]); a Sorry! game has
    /// no rule of another family (`Options::validate`).
    const SORRY: bool = false;
    /// Yut Nori (RULES-more §4): its own throws, moves and turn ([`yut`]); a Yut game
    /// has no rule of another family (`Options::validate`).
    const YUT: bool = false;
    /// Options of the Pachisi family that a specialised family fixes at compile time
    /// (`None`: read from the options at run time). A game runs as such a family only
    /// when its options have these values ([`HotKind::of`]).
    const MUST_CAPTURE: Option<bool> = None;
    const FOOL: Option<bool> = None;
    const TRIPLE: Option<bool> = None;
    const STACK_MOVES: Option<bool> = None;
    const TRACK_STACKS: Option<bool> = None;
}

/// Pachisi, Pachisi with seven cowries, Chopat, Chaupar.
pub(crate) struct PachisiRules;
/// The Pachisi family with Chopat's options fixed (C-TOHD's second loop and C-FOOL
/// on; no triples, stack moves or blocking stacks): the same code with fewer tests
/// and fewer live values in the move generator's loop.
pub(crate) struct ChopatRules;
/// The Pachisi family with Chaupar's options fixed (K-TRIPLE and blocking stacks on;
/// no second loop, fools or stack moves).
pub(crate) struct ChauparRules;
/// Ludo, ludopy's Ludo, Mensch ärgere Dich nicht, petits chevaux.
pub(crate) struct LudoRules;
/// Parcheesi and Parchís.
pub(crate) struct ParcheesiRules;
/// Parqués: the Parcheesi family with Parqués' own rules (a family of its own so that
/// Parcheesi and Parchís do not pay for them).
pub(crate) struct ParquesRules;
/// Sorry!: the deck, the Sorry! board and its moves.
pub(crate) struct SorryRules;
/// Yut Nori: the sticks, the branching board and its moves.
pub(crate) struct YutRules;
/// Any mix of rules the options allow (every group on but Sorry!, which mixes with
/// none).
pub(crate) struct AnyRules;

impl Family for PachisiRules {
    const PACHISI: bool = true;
    const LUDO: bool = false;
    const COMPULSORY: bool = false;
    const PARCHEESI: bool = false;
    const TWO_DICE: bool = false;
}

impl Family for ChopatRules {
    const PACHISI: bool = true;
    const LUDO: bool = false;
    const COMPULSORY: bool = false;
    const PARCHEESI: bool = false;
    const TWO_DICE: bool = false;
    const MUST_CAPTURE: Option<bool> = Some(true);
    const FOOL: Option<bool> = Some(true);
    const TRIPLE: Option<bool> = Some(false);
    const STACK_MOVES: Option<bool> = Some(false);
    const TRACK_STACKS: Option<bool> = Some(false);
}

impl Family for ChauparRules {
    const PACHISI: bool = true;
    const LUDO: bool = false;
    const COMPULSORY: bool = false;
    const PARCHEESI: bool = false;
    const TWO_DICE: bool = false;
    const MUST_CAPTURE: Option<bool> = Some(false);
    const FOOL: Option<bool> = Some(false);
    const TRIPLE: Option<bool> = Some(true);
    const STACK_MOVES: Option<bool> = Some(false);
    const TRACK_STACKS: Option<bool> = Some(true);
}

impl Family for LudoRules {
    const PACHISI: bool = false;
    const LUDO: bool = true;
    const COMPULSORY: bool = true;
    const PARCHEESI: bool = false;
    const TWO_DICE: bool = false;
}

impl Family for ParcheesiRules {
    const PACHISI: bool = false;
    const LUDO: bool = false;
    const COMPULSORY: bool = true;
    const PARCHEESI: bool = true;
    const TWO_DICE: bool = true;
}

impl Family for ParquesRules {
    const PACHISI: bool = false;
    const LUDO: bool = false;
    const COMPULSORY: bool = true;
    const PARCHEESI: bool = true;
    const TWO_DICE: bool = true;
    const PARQUES: bool = true;
}

impl Family for SorryRules {
    const PACHISI: bool = false;
    const LUDO: bool = false;
    const COMPULSORY: bool = false;
    const PARCHEESI: bool = false;
    const TWO_DICE: bool = false;
    const SORRY: bool = true;
}

impl Family for YutRules {
    const PACHISI: bool = false;
    const LUDO: bool = false;
    const COMPULSORY: bool = false;
    const PARCHEESI: bool = false;
    const TWO_DICE: bool = false;
    const YUT: bool = true;
}

impl Family for AnyRules {
    const PACHISI: bool = true;
    const LUDO: bool = true;
    const COMPULSORY: bool = true;
    const PARCHEESI: bool = true;
    const TWO_DICE: bool = true;
    const PARQUES: bool = true;
}

/// Which [`Family`] a game runs as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FamilyKind {
    Pachisi,
    Ludo,
    Parcheesi,
    Parques,
    Sorry,
    Yut,
    Any,
}

impl Game {
    /// C-TOHD-LOOP's `must_capture`, fixed in a specialised family.
    #[inline(always)]
    pub(crate) fn must_capture<F: Family>(&self) -> bool {
        F::PACHISI
            && match F::MUST_CAPTURE {
                Some(b) => b,
                None => self.options().must_capture,
            }
    }

    /// C-FOOL's `fool`, fixed in a specialised family.
    #[inline(always)]
    pub(crate) fn fool<F: Family>(&self) -> bool {
        F::PACHISI
            && match F::FOOL {
                Some(b) => b,
                None => self.options().fool,
            }
    }

    /// K-TRIPLE's `triple`, fixed in a specialised family.
    #[inline(always)]
    pub(crate) fn triple<F: Family>(&self) -> bool {
        F::PACHISI
            && match F::TRIPLE {
                Some(b) => b,
                None => self.options().triple,
            }
    }

    /// `stack_moves`, fixed in a specialised family.
    #[inline(always)]
    pub(crate) fn stack_moves<F: Family>(&self) -> bool {
        F::PACHISI
            && match F::STACK_MOVES {
                Some(b) => b,
                None => self.options().stack_moves,
            }
    }

    /// [`Game::track_stacks`], fixed in a specialised family.
    #[inline(always)]
    pub(crate) fn tracks_stacks<F: Family>(&self) -> bool {
        match F::TRACK_STACKS {
            Some(b) => b,
            None => self.track_stacks,
        }
    }
}

/// Which code runs a game's hot path: its [`FamilyKind`], or a specialisation of the
/// Pachisi family whose fixed options ([`Family::MUST_CAPTURE`] …) the game has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum HotKind {
    Pachisi,
    Chopat,
    Chaupar,
    Ludo,
    Parcheesi,
    Parques,
    Sorry,
    Yut,
    Any,
}

impl HotKind {
    /// The specialisation of `g`'s family whose fixed options `g` has, else the family.
    pub(crate) fn of(g: &Game) -> HotKind {
        let o = g.options();
        let fixed = |must_capture: bool, fool: bool, triple: bool, track_stacks: bool| {
            o.must_capture == must_capture
                && o.fool == fool
                && o.triple == triple
                && !o.stack_moves
                && g.track_stacks == track_stacks
        };
        match g.family {
            FamilyKind::Pachisi if fixed(true, true, false, false) => HotKind::Chopat,
            FamilyKind::Pachisi if fixed(false, false, true, true) => HotKind::Chaupar,
            FamilyKind::Pachisi => HotKind::Pachisi,
            FamilyKind::Ludo => HotKind::Ludo,
            FamilyKind::Parcheesi => HotKind::Parcheesi,
            FamilyKind::Parques => HotKind::Parques,
            FamilyKind::Sorry => HotKind::Sorry,
            FamilyKind::Yut => HotKind::Yut,
            FamilyKind::Any => HotKind::Any,
        }
    }
}

/// The groups of rules a game has on (as [`Family`]'s constants).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Needs {
    pub pachisi: bool,
    pub ludo: bool,
    pub compulsory: bool,
    pub parcheesi: bool,
    pub two_dice: bool,
    pub parques: bool,
}

impl FamilyKind {
    /// The family of `g`'s preset when its groups cover the rules `g` has on, else the
    /// first of Pachisi, Ludo, Parcheesi that covers them, else [`FamilyKind::Any`].
    pub(crate) fn of(g: &Game) -> FamilyKind {
        if g.sorry {
            // `Options::validate` leaves a Sorry! game no rule of another family.
            return FamilyKind::Sorry;
        }
        if g.yut {
            // `Options::validate` leaves a Yut game no rule of another family.
            return FamilyKind::Yut;
        }
        let own = match g.variant.preset {
            Preset::Pachisi
            | Preset::PachisiSeven
            | Preset::Chopat
            | Preset::Chaupar
            | Preset::Barjis
            | Preset::BarjisLevant => FamilyKind::Pachisi,
            Preset::Ludo | Preset::LudoLudopy | Preset::Mensch | Preset::PetitsChevaux => {
                FamilyKind::Ludo
            }
            Preset::Parcheesi | Preset::Parchis => FamilyKind::Parcheesi,
            Preset::Parques => FamilyKind::Parques,
            Preset::Sorry => FamilyKind::Sorry,
            Preset::Yut | Preset::YutCulin => FamilyKind::Yut,
        };
        Self::covering(own, g.needs())
    }

    fn covering(own: FamilyKind, n: Needs) -> FamilyKind {
        let covers = |k: FamilyKind| {
            let f = k.groups();
            (f.pachisi || !n.pachisi)
                && (f.ludo || !n.ludo)
                && (f.compulsory || !n.compulsory)
                && (f.parcheesi || !n.parcheesi)
                && (f.two_dice || !n.two_dice)
                && (f.parques || !n.parques)
        };
        [
            own,
            FamilyKind::Pachisi,
            FamilyKind::Ludo,
            FamilyKind::Parcheesi,
            FamilyKind::Parques,
        ]
        .into_iter()
        .find(|&k| covers(k))
        .unwrap_or(FamilyKind::Any)
    }

    /// The groups of rules the family's code has.
    fn groups(self) -> Needs {
        match self {
            FamilyKind::Pachisi => needs_of::<PachisiRules>(),
            FamilyKind::Ludo => needs_of::<LudoRules>(),
            FamilyKind::Parcheesi => needs_of::<ParcheesiRules>(),
            FamilyKind::Parques => needs_of::<ParquesRules>(),
            FamilyKind::Sorry => needs_of::<SorryRules>(),
            FamilyKind::Yut => needs_of::<YutRules>(),
            FamilyKind::Any => needs_of::<AnyRules>(),
        }
    }
}

/// A family's groups as a [`Needs`].
fn needs_of<F: Family>() -> Needs {
    Needs {
        pachisi: F::PACHISI,
        ludo: F::LUDO,
        compulsory: F::COMPULSORY,
        parcheesi: F::PARCHEESI,
        two_dice: F::TWO_DICE,
        parques: F::PARQUES,
    }
}

/// Run `$e` with the type `$F` naming the family of game `$g`: the one match on the
/// family per call of the hot path.
macro_rules! by_family {
    ($g:expr, $F:ident => $e:expr) => {
        match $g.hot {
            $crate::family::HotKind::Pachisi => {
                type $F = $crate::family::PachisiRules;
                $e
            }
            $crate::family::HotKind::Chopat => {
                type $F = $crate::family::ChopatRules;
                $e
            }
            $crate::family::HotKind::Chaupar => {
                type $F = $crate::family::ChauparRules;
                $e
            }
            $crate::family::HotKind::Ludo => {
                type $F = $crate::family::LudoRules;
                $e
            }
            $crate::family::HotKind::Parcheesi => {
                type $F = $crate::family::ParcheesiRules;
                $e
            }
            $crate::family::HotKind::Parques => {
                type $F = $crate::family::ParquesRules;
                $e
            }
            $crate::family::HotKind::Sorry => {
                type $F = $crate::family::SorryRules;
                $e
            }
            $crate::family::HotKind::Yut => {
                type $F = $crate::family::YutRules;
                $e
            }
            $crate::family::HotKind::Any => {
                type $F = $crate::family::AnyRules;
                $e
            }
        }
    };
}
pub(crate) use by_family;

#[cfg(test)]
mod tests {
    use super::FamilyKind;
    use crate::{Game, Preset, Variant};

    fn family(preset: Preset, settings: &[&str]) -> FamilyKind {
        let settings: Vec<String> = settings.iter().map(|s| s.to_string()).collect();
        Game::new(Variant::from_name(preset.name(), &settings).unwrap())
            .unwrap()
            .family()
    }

    #[test]
    fn every_preset_runs_as_its_family() {
        for p in Preset::ALL {
            let pachisi = [
                Preset::Pachisi,
                Preset::PachisiSeven,
                Preset::Chopat,
                Preset::Chaupar,
                Preset::Barjis,
                Preset::BarjisLevant,
            ];
            let want = if pachisi.contains(&p) {
                FamilyKind::Pachisi
            } else if matches!(p, Preset::Parcheesi | Preset::Parchis) {
                FamilyKind::Parcheesi
            } else if p == Preset::Parques {
                FamilyKind::Parques
            } else if p == Preset::Sorry {
                FamilyKind::Sorry
            } else if matches!(p, Preset::Yut | Preset::YutCulin) {
                FamilyKind::Yut
            } else {
                FamilyKind::Ludo
            };
            assert_eq!(family(p, &[]), want, "{p}");
        }
    }

    fn hot(preset: Preset, settings: &[&str]) -> super::HotKind {
        let settings: Vec<String> = settings.iter().map(|s| s.to_string()).collect();
        Game::new(Variant::from_name(preset.name(), &settings).unwrap())
            .unwrap()
            .hot
    }

    #[test]
    fn chopat_and_chaupar_run_as_their_specialisations_only_with_their_options() {
        use super::HotKind;
        for p in Preset::ALL {
            let want = match p {
                Preset::Chopat => HotKind::Chopat,
                Preset::Chaupar => HotKind::Chaupar,
                Preset::Pachisi | Preset::PachisiSeven | Preset::Barjis | Preset::BarjisLevant => {
                    HotKind::Pachisi
                }
                Preset::Parcheesi | Preset::Parchis => HotKind::Parcheesi,
                Preset::Parques => HotKind::Parques,
                Preset::Sorry => HotKind::Sorry,
                Preset::Yut | Preset::YutCulin => HotKind::Yut,
                _ => HotKind::Ludo,
            };
            assert_eq!(hot(p, &[]), want, "{p}");
        }
        // Any fixed option changed: the Pachisi family's own code.
        for set in [
            &["must_capture=false"][..],
            &["fool=false"],
            &["table=long-dice", "triple=true"],
            &["stack_moves=true"],
            &["capture_stacks=false"],
        ] {
            assert_eq!(hot(Preset::Chopat, set), HotKind::Pachisi, "{set:?}");
        }
        for set in [
            &["must_capture=true"][..],
            &["fool=true"],
            &["triple=false"],
            &["stack_moves=true"],
            &["capture_stacks=true"],
        ] {
            assert_eq!(hot(Preset::Chaupar, set), HotKind::Pachisi, "{set:?}");
        }
        // Another preset with exactly Chopat's fixed options runs as Chopat.
        assert_eq!(
            hot(Preset::Pachisi, &["must_capture=true", "fool=true"]),
            HotKind::Chopat
        );
    }

    #[test]
    fn a_rule_of_another_family_needs_every_group() {
        assert_eq!(
            family(Preset::Ludo, &["stack_moves=true"]),
            FamilyKind::Pachisi
        );
        assert_eq!(
            family(Preset::Pachisi, &["block_pass=true"]),
            FamilyKind::Ludo
        );
        assert_eq!(
            family(Preset::Mensch, &["stack_moves=true"]),
            FamilyKind::Any
        );
        assert_eq!(
            family(Preset::Parcheesi, &["stack_moves=true"]),
            FamilyKind::Any
        );
    }
}
