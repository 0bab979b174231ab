//! The hot path allocates nothing: generating legal actions, playing actions (checked
//! and unchecked), applying chance outcomes, copying states (undo) and whole random
//! playouts, for every preset and a few option combinations.
//!
//! A counting global allocator wraps the system allocator. Only allocations made by a
//! thread while its counting flag is on are counted, so the test harness's own threads
//! do not disturb the count.

use pachisi_core::{
    ActionList, Game, GameRng, Phase, Preset, State, Variant, random_playout, random_playout_from,
    seeded_rng,
};
use rand_core::Rng;
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

struct Counting;

thread_local! {
    static COUNTING: Cell<bool> = const { Cell::new(false) };
    // Per thread, so tests running in parallel do not see each other's allocations.
    static ALLOCS: Cell<usize> = const { Cell::new(0) };
}

fn note() {
    let _ = COUNTING.try_with(|c| {
        if c.get() {
            let _ = ALLOCS.try_with(|n| n.set(n.get() + 1));
        }
    });
}

// SAFETY: every call is forwarded unchanged to `System`.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        note();
        unsafe { System.alloc(layout) }
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        note();
        unsafe { System.alloc_zeroed(layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        note();
        unsafe { System.realloc(ptr, layout, new_size) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

/// Allocations made by this thread while running `f`.
fn allocations<T>(f: impl FnOnce() -> T) -> (usize, T) {
    COUNTING.with(|c| c.set(true));
    let before = ALLOCS.with(|n| n.get());
    let out = f();
    let after = ALLOCS.with(|n| n.get());
    COUNTING.with(|c| c.set(false));
    (after - before, out)
}

/// The presets plus a few option combinations, each with a name for messages.
fn games() -> Vec<(String, Game)> {
    let mut out = Vec::new();
    for p in Preset::ALL {
        out.push((p.name().to_string(), Variant::preset(p)));
        // Sorry! takes only its own switches (RULES-more §3.4).
        let sets: &[&[&str]] = if p == Preset::Sorry {
            &[
                &["players=2", "slide_colour=any"],
                &["players=3", "deck_model=infinite", "sorry_four=true"],
                &["deck=55", "two_draws_again=false", "order=throw"],
            ]
        } else if matches!(p, Preset::Yut | Preset::YutCulin) {
            // Yut Nori likewise (RULES-more §4.4).
            &[
                &["players=4", "teams=true", "capture_throw=end"],
                &["players=3", "finish=exact", "centre_exit=choice"],
                &["shortcut=optional", "max_go_on=3", "heaven_stations=[22]"],
            ]
        } else {
            &[
                &["accumulate=false"],
                &["stack_moves=true"],
                &["players=3", "teams=false", "partner_moves=false"],
                &["accumulate=false", "stack_moves=true"],
            ]
        };
        for settings in sets {
            let owned: Vec<String> = settings.iter().map(|s| s.to_string()).collect();
            match Variant::from_name(p.name(), &owned) {
                Ok(v) => out.push((format!("{} {}", p.name(), settings.join(" ")), v)),
                Err(e) => panic!("{} {settings:?}: {e}", p.name()),
            }
        }
    }
    out.into_iter()
        .map(|(name, v)| {
            let g = Game::new(v).unwrap_or_else(|e| panic!("{name}: {e}"));
            (name, g)
        })
        .collect()
}

/// Walk `games` random games with the decision and chance steps done by hand,
/// exercising every hot-path entry point; returns the number of decisions made.
fn walk(game: &Game, rng: &mut GameRng, games: usize) -> u64 {
    let mut legal = ActionList::new();
    let mut decisions = 0u64;
    for _ in 0..games {
        let mut s = game.initial_state();
        while !game.is_terminal(&s) {
            if game.is_chance(&s) {
                let outcomes = game.chance_outcomes(&s);
                assert!(!outcomes.as_slice().is_empty());
                let o = game.sample_chance(&s, rng);
                // Checked on a copy, unchecked on the state: the results agree.
                let mut copy = s;
                game.apply_chance(&mut copy, o)
                    .expect("sampled outcome is legal");
                game.apply_chance_unchecked(&mut s, o);
                assert!(copy == s);
            } else {
                assert_eq!(s.phase(), Phase::Move);
                game.legal_actions_into(&s, &mut legal);
                let by_value = game.legal_actions(&s);
                assert_eq!(by_value.len(), legal.len());
                let a = legal[(rng.next_u32() as usize) % legal.len()];
                assert!(game.is_legal(&s, a));
                let undo: State = s;
                game.play(&mut s, a).expect("listed action is legal");
                let mut again = undo;
                game.play_unchecked(&mut again, a);
                assert!(again == s);
                decisions += 1;
            }
        }
        // `Game::outcome` builds a `Vec` (it is not on the hot path): look at the
        // ranking instead.
        assert_eq!(s.ranking().len(), game.seats() as usize);
    }
    decisions
}

#[test]
fn hot_path_does_not_allocate() {
    for (name, game) in games() {
        let mut rng = seeded_rng(11, 0);
        let (n, decisions) = allocations(|| walk(&game, &mut rng, 20));
        assert!(decisions > 0, "{name}: no decisions were made");
        assert_eq!(n, 0, "{name}: {n} allocations in {decisions} decisions");
    }
}

#[test]
fn random_playouts_do_not_allocate() {
    for (name, game) in games() {
        let mut rng = seeded_rng(12, 0);
        let start = game.initial_state();
        let (n, moves) = allocations(|| {
            let mut moves = 0u64;
            for _ in 0..20 {
                let s = random_playout(&game, &mut rng);
                moves += s.counters().moves as u64;
                let t = random_playout_from(&game, start, &mut rng);
                moves += t.counters().moves as u64;
            }
            moves
        });
        assert!(moves > 0, "{name}: no moves");
        assert_eq!(n, 0, "{name}: {n} allocations in 40 random playouts");
    }
}

#[test]
fn counting_allocator_sees_allocations() {
    // The harness itself: a Vec inside the window is counted.
    let (n, v) = allocations(|| vec![1u8; 100]);
    assert_eq!(v.len(), 100);
    assert!(n >= 1);
}
