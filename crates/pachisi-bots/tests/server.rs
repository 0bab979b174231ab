//! Deadlines (`Budget::Within`, `explain_within`) and server-safe bot specifications
//! (`BotSpec`, `check_server_spec`). No assertion here depends on how fast the
//! machine is: deadline searches are only checked to return legal actions, and
//! searches that finish long before their deadline to equal the `Auto` ones.

use pachisi_bots::{
    Bot, BotSpec, Budget, ExpectimaxBot, Level, MctsBot, Rollout, SERVER_CAPS, check_server_spec,
    explain, explain_within, make_bot, random_position, server_specs_help,
};
use pachisi_core::{Game, Preset, State, Variant};
use std::time::Duration;

/// A deadline no test run reaches: a search with it must equal the `Auto` search.
const NEVER: Duration = Duration::from_secs(3600);

fn positions(game: &Game, n: usize) -> Vec<State> {
    (0..200u64)
        .filter_map(|i| random_position(game, 17, i))
        .filter(|s| game.legal_actions(s).len() >= 2)
        .take(n)
        .collect()
}

fn games() -> Vec<Game> {
    Preset::ALL
        .into_iter()
        .map(|p| Game::new(Variant::preset(p)).unwrap())
        .collect()
}

// ---------------------------------------------------------------- deadlines

/// Without the deadline these searches would not end in any reasonable time (or
/// memory): 4 billion iterations, full-game rollouts.
#[test]
fn mcts_with_unbounded_iterations_stops_at_the_deadline() {
    for game in games() {
        for s in positions(&game, 2) {
            for (rollout, moves) in [
                (Rollout::Random, 0),
                (Rollout::Full, 0),
                (Rollout::Guided, u32::MAX),
            ] {
                let mut b = MctsBot::new(5);
                b.iterations = u32::MAX;
                b.rollout = rollout;
                b.rollout_moves = moves;
                b.prior = 5.0;
                let a = b.choose(&game, &s, Budget::Within(Duration::from_millis(10)));
                assert!(game.legal_actions(&s).contains(&a), "{rollout:?}");
                assert!(b.tree_nodes() > 1);
            }
        }
    }
}

#[test]
fn expectimax_with_unbounded_depth_and_nodes_stops_at_the_deadline() {
    for game in games() {
        for s in positions(&game, 2) {
            let mut b = ExpectimaxBot::new(5);
            b.depth = 60;
            b.nodes = u64::MAX;
            b.width = 8;
            b.chain = 4;
            let a = b.choose(&game, &s, Budget::Within(Duration::from_millis(10)));
            assert!(game.legal_actions(&s).contains(&a));
            // every root action gets a value, even after the deadline
            let v = b.root_values(&game, &s, Budget::Within(Duration::from_millis(1)));
            assert_eq!(v.len(), game.legal_actions(&s).len());
            assert!(v.iter().all(|(_, x)| (0.0..=1.0).contains(x)));
            // a deadline that has passed at once: the one-ply choice, still legal
            let a = b.choose(&game, &s, Budget::Within(Duration::ZERO));
            assert!(game.legal_actions(&s).contains(&a));
        }
    }
}

/// `Within` is the bot's own budget plus a deadline: a search that finishes in time
/// is the `Auto` search, whatever the bot.
#[test]
fn within_a_distant_deadline_is_auto() {
    for game in games() {
        for s in positions(&game, 3) {
            for spec in [
                "mcts:150",
                "mcts:100,c=1,prior=5",
                "mcts:40,rollout=full",
                "mcts:40,rollout=guided,moves=5,complete=1,kept=1",
                "expectimax",
                "expectimax:2,nodes=500",
                "heuristic",
                "mixed:0.5",
                "random",
                "hard",
            ] {
                let mut a = make_bot(spec, 8).unwrap();
                let mut b = make_bot(spec, 8).unwrap();
                assert_eq!(
                    a.choose(&game, &s, Budget::Auto),
                    b.choose(&game, &s, Budget::Within(NEVER)),
                    "{spec}"
                );
            }
            let mut a = MctsBot::new(3);
            let mut b = MctsBot::new(3);
            a.iterations = 120;
            b.iterations = 120;
            a.rollout = Rollout::Full;
            b.rollout = Rollout::Full;
            assert_eq!(
                a.search(&game, &s, Budget::Auto),
                b.search(&game, &s, Budget::Within(NEVER))
            );
            assert_eq!(
                ExpectimaxBot::new(1).root_values(&game, &s, Budget::Auto),
                ExpectimaxBot::new(1).root_values(&game, &s, Budget::Within(NEVER))
            );
            assert_eq!(explain(&game, &s, 4), explain_within(&game, &s, 4, NEVER));
        }
    }
}

#[test]
fn explain_within_lists_legal_actions_even_when_cut() {
    for game in games() {
        for s in positions(&game, 3) {
            let legal = game.legal_actions(&s);
            for limit in [Duration::ZERO, Duration::from_millis(1)] {
                let e = explain_within(&game, &s, 3, limit);
                assert_eq!(e.len(), legal.len().min(3));
                for (a, v) in &e {
                    assert!(legal.contains(a));
                    assert!((0.0..=1.0).contains(v));
                }
            }
        }
    }
}

#[test]
fn levels_and_simple_bots_accept_a_deadline() {
    for game in games() {
        let s = positions(&game, 1)[0];
        for spec in ["easy", "medium", "hard", "expert", "random", "heuristic"] {
            let mut b = make_bot(spec, 2).unwrap();
            let a = b.choose(&game, &s, Budget::Within(Duration::from_millis(5)));
            assert!(game.legal_actions(&s).contains(&a), "{spec}");
        }
    }
}

/// The tree of an MCTS bot at the server's iteration cap: measured with these
/// seeds at up to 0.85 million nodes (31 MB) in `chaupar` (64 throw outcomes per
/// chance node), 0.32 million (12 MB) in the other presets. Deterministic; the bound
/// asserted leaves room for other positions.
#[test]
fn mcts_tree_at_the_server_cap_is_bounded() {
    assert_eq!(MctsBot::NODE_BYTES, 36);
    for game in games() {
        let s = positions(&game, 1)[0];
        let mut b = MctsBot::new(1);
        b.iterations = SERVER_CAPS.mcts_iterations;
        b.search(&game, &s, Budget::Auto);
        let nodes = b.tree_nodes();
        assert!(
            nodes <= 60 * SERVER_CAPS.mcts_iterations as usize,
            "{nodes} nodes"
        );
        assert!(b.tree_bytes() <= 64 << 20, "{} bytes", b.tree_bytes());
    }
}

// ---------------------------------------------------------------- specifications

#[test]
fn server_accepts_every_level_of_every_preset() {
    for preset in Preset::ALL {
        for level in Level::ALL {
            let spec = level.spec_for(preset);
            assert_eq!(check_server_spec(spec).as_deref(), Ok(spec), "{spec}");
        }
    }
    for level in Level::ALL {
        assert_eq!(check_server_spec(level.name()).as_deref(), Ok(level.name()));
    }
}

#[test]
fn server_accepts_the_documented_maximums_and_minimums() {
    for (spec, normal) in [
        ("random", "random"),
        ("heuristic", "heuristic"),
        (" Hard ", "hard"),
        ("mixed", "mixed:0.5"),
        ("mixed:0", "mixed:0"),
        ("mixed:1", "mixed:1"),
        (
            "mcts:20000,c=10,prior=100,rollout=guided,moves=200,epsilon=1,kept=10,complete=1",
            "mcts:20000,c=10,prior=100,rollout=guided,moves=200,epsilon=1,kept=10,complete=1",
        ),
        (
            "mcts:1,c=0.001,prior=0,rollout=full,moves=0,epsilon=0,kept=0,complete=0",
            "mcts:1,c=0.001,rollout=full,epsilon=0",
        ),
        ("mcts", "mcts:1000"),
        ("mcts:0", "mcts:1"),
        ("MCTS:2000, prior=5 ,c=1", "mcts:2000,c=1,prior=5"),
        ("mcts:50,iters=20000", "mcts:20000"),
        (
            "expectimax:3,nodes=50000,width=8,chain=4",
            "expectimax:3,nodes=50000,width=8,chain=4",
        ),
        ("expectimax:depth=3", "expectimax:3"),
        ("expectimax", "expectimax:1"),
        ("expectimax:2, RIVALS=Mean", "expectimax:2,rivals=mean"),
        ("heuristic:rivals=mean", "heuristic:rivals=mean"),
        ("heuristic:rivals=best", "heuristic"),
        ("expectimax:2,rivals=best", "expectimax:2"),
        ("mcts:300,rivals=mean", "mcts:300,rivals=mean"),
        ("mcts:300,scale=100", "mcts:300,scale=100"),
        ("mcts:300,scale=40", "mcts:300"),
        (
            "mcts:1,scale=1000,rivals=mean",
            "mcts:1,rivals=mean,scale=1000",
        ),
        (
            "expectimax:0,nodes=0,width=0,chain=0",
            "expectimax:0,nodes=1,width=1,chain=0",
        ),
    ] {
        assert_eq!(check_server_spec(spec).as_deref(), Ok(normal), "{spec}");
        // the normalised form is accepted as is
        assert_eq!(check_server_spec(normal).as_deref(), Ok(normal), "{normal}");
    }
}

#[test]
fn server_rejects_what_is_out_of_bounds_and_says_why() {
    for (spec, why) in [
        (
            "mcts:4000000000",
            "4000000000 iterations is more than 20000",
        ),
        ("mcts:20001", "20001 iterations is more than 20000"),
        ("mcts:100,iterations=20001", "20001 iterations"),
        (
            "expectimax:depth=60,nodes=18446744073709551615",
            "depth 60 is more than 3, nodes 18446744073709551615 is more than 50000",
        ),
        ("expectimax:4", "depth 4 is more than 3"),
        ("expectimax:1,nodes=50001", "nodes 50001 is more than 50000"),
        ("expectimax:1,width=9", "width 9 is more than 8"),
        ("expectimax:1,chain=5", "chain 5 is more than 4"),
        ("mcts:100,c=nan", "c NaN is not a finite number"),
        ("mcts:100,c=inf", "c inf is not a finite number"),
        ("mcts:100,c=0", "c 0 is out of range"),
        ("mcts:100,c=10.5", "c 10.5 is out of range"),
        ("mcts:100,prior=-1", "prior -1 is out of range"),
        ("mcts:100,prior=-inf", "prior -inf is not a finite number"),
        ("mcts:100,kept=nan", "kept NaN is not a finite number"),
        ("mcts:100,kept=11", "kept 11 is out of range"),
        ("mcts:100,epsilon=1.5", "epsilon 1.5 is out of range"),
        ("mcts:100,moves=201", "moves 201 is more than 200"),
        ("mcts:100,complete=2", "bad complete '2'"),
        ("mcts:100,rollout=smart", "bad rollout 'smart'"),
        ("mcts:100,rivals=worst", "bad rivals 'worst'"),
        ("mcts:100,scale=0", "scale 0 is out of range"),
        ("mcts:100,scale=1001", "scale 1001 is out of range"),
        ("mcts:100,scale=nan", "scale NaN is not a finite number"),
        ("mcts:100,scale=big", "bad scale 'big'"),
        ("heuristic:depth=2", "unknown parameter 'depth'"),
        ("expectimax:1,rivals=", "bad rivals ''"),
        ("mcts:100,foo=1", "unknown parameter 'foo'"),
        ("mcts:99999999999", "bad iterations '99999999999'"),
        ("mcts:x", "bad iterations 'x'"),
        ("mixed:2", "bad probability '2'"),
        ("mixed:nan", "bad probability 'nan'"),
        ("random:3", "unknown bot 'random:3'"),
        ("alphazero", "unknown bot 'alphazero'"),
        ("", "unknown bot ''"),
        ("mcts:1,2", "more than one bare parameter"),
    ] {
        let e = check_server_spec(spec).expect_err(spec);
        assert!(e.contains(why), "{spec}: {e}");
        // ... and lists what is allowed, with the limits
        for allowed in [
            "easy, medium, hard, expert",
            "mixed[:P] with P from 0 to 1",
            "mcts[:N]",
            "N at most 20000",
            "expectimax[:DEPTH]",
            "DEPTH at most 3",
        ] {
            assert!(e.contains(allowed), "{spec}: {e} lacks {allowed}");
        }
    }
}

#[test]
fn server_help_lists_every_kind_with_its_limits() {
    let help = server_specs_help();
    let forms: Vec<&str> = help.iter().map(|(f, _)| f.as_str()).collect();
    for kind in ["easy", "random", "heuristic", "mixed", "expectimax", "mcts"] {
        assert!(forms.iter().any(|f| f.starts_with(kind)), "{kind}");
    }
    // The searches and the heuristic also take `rivals`, which the levels use.
    for kind in ["heuristic", "expectimax", "mcts"] {
        let f = forms.iter().find(|f| f.starts_with(kind)).unwrap();
        assert!(f.contains("rivals=best|mean"), "{f}");
    }
    let all = format!("{help:?}");
    for limit in [
        "20000",
        "50000",
        "at most 3",
        "at most 8",
        "at most 4",
        "200",
    ] {
        assert!(all.contains(limit), "{limit}");
    }
}

// ---------------------------------------------------------------- the parser

/// `make_bot` is `BotSpec::parse` + `build`; the normalised text builds the same bot.
#[test]
fn normalised_specs_build_the_same_bots() {
    let game = Game::new(Variant::preset(Preset::PachisiSeven)).unwrap();
    let ps = positions(&game, 3);
    for spec in [
        "random",
        "mixed:0.25",
        "heuristic",
        "expectimax",
        "expectimax:2,nodes=100,width=3,chain=1",
        "mcts",
        "mcts:300,c=0.7,rollout=guided,moves=6,epsilon=0.2",
        "mcts:200,kept=0.7,complete=1,prior=10",
        "mcts:100,rollout=full",
        "expectimax:1,rivals=mean",
        "mcts:50,prior=5,rivals=mean",
        "heuristic:rivals=mean",
        "expert",
        " MCTS:10 ",
    ] {
        let parsed = BotSpec::parse(spec).unwrap();
        let normal = parsed.to_string();
        assert_eq!(BotSpec::parse(&normal), Ok(parsed), "{spec} -> {normal}");
        assert_eq!(normal.parse::<BotSpec>(), Ok(parsed));
        let mut a = make_bot(spec, 4).unwrap();
        let mut b = make_bot(&normal, 4).unwrap();
        assert_eq!(a.name(), b.name(), "{spec}");
        for s in &ps {
            assert_eq!(
                a.choose(&game, s, Budget::Iterations(60)),
                b.choose(&game, s, Budget::Iterations(60)),
                "{spec}"
            );
        }
    }
}

#[test]
fn make_bot_keeps_its_language_and_messages() {
    // clamped, not refused
    assert_eq!(
        make_bot("expectimax:1,nodes=0,width=0", 0).unwrap().name(),
        "expectimax:1,nodes=1,width=1,chain=2"
    );
    assert!(make_bot("mcts:0", 0).unwrap().name().starts_with("mcts:1,"));
    // no server limits in make_bot
    assert!(make_bot("mcts:4000000000", 0).is_ok());
    assert!(make_bot("expectimax:depth=60,nodes=18446744073709551615", 0).is_ok());
    let err = |s: &str| make_bot(s, 0).err().unwrap();
    assert_eq!(
        err("alphazero"),
        "unknown bot 'alphazero'; known: random, mixed[:P], heuristic, expectimax[:DEPTH], mcts[:N], net, easy, medium, hard, expert"
    );
    assert_eq!(
        err("mcts:10,foo=1"),
        "bot 'mcts:10,foo=1': unknown parameter 'foo' (see BOT_SPECS)"
    );
    assert_eq!(err("mcts:x"), "bot 'mcts:x': bad iterations 'x'");
    assert_eq!(err("mixed:2"), "bot 'mixed:2': bad probability '2'");
    // numbers that do not fit are refused instead of wrapping around
    assert_eq!(
        err("mcts:4294967296"),
        "bot 'mcts:4294967296': bad iterations '4294967296'"
    );
    assert_eq!(
        err("expectimax:4294967297"),
        "bot 'expectimax:4294967297': bad depth '4294967297'"
    );
}

#[test]
fn an_mcts_scale_reaches_the_bot_and_its_name() {
    // `scale=S`: the logistic scale of the leaves' win chances (docs/strength.md, Yut
    // Nori); the default (40) is not written.
    let b = make_bot("mcts:50,scale=100", 1).unwrap();
    assert!(b.name().ends_with(",scale=100"), "{}", b.name());
    let b = make_bot("mcts:50", 1).unwrap();
    assert!(!b.name().contains("scale"), "{}", b.name());
}
