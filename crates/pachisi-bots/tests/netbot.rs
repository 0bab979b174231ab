//! Bots on a trained network (issue 33, docs/network.md): the shipped networks load
//! and are for the games they claim, `net` plays the network's one-ply choice (and
//! the heuristic's where a game has no network), `leaf=net` puts the network at
//! expectimax's and MCTS's leaves, a registered network replaces the shipped one,
//! and a server refuses the network bots.

use pachisi_bots::net::{Init, NetworkFile, TrainSettings, Trainer, side_of};
use pachisi_bots::netbot::{
    BUNDLED, Leaf, bundled_networks, load_network, network_for, network_missing, register_network,
};
use pachisi_bots::{BotSpec, Budget, ExpectimaxBot, check_server_spec, make_bot, random_position};
use pachisi_core::{Game, Preset, Variant, seeded_rng};

fn game(p: Preset, sets: &[&str]) -> Game {
    let mut v = Variant::preset(p);
    for s in sets {
        v.options.set_pair(s).unwrap();
    }
    Game::new(v).unwrap()
}

/// Decision positions of a game with more than one legal action.
fn decisions(g: &Game, seed: u64, n: usize) -> Vec<pachisi_core::State> {
    (0..4000u64)
        .filter_map(|i| random_position(g, seed, i))
        .filter(|s| !g.is_chance(s) && !g.is_terminal(s) && g.legal_actions(s).len() > 1)
        .take(n)
        .collect()
}

#[test]
fn every_shipped_network_loads_for_its_game() {
    let nets = bundled_networks();
    assert_eq!(nets.len(), BUNDLED.len(), "a bundled network did not load");
    for (n, (name, text)) in nets.iter().zip(BUNDLED) {
        assert_eq!(n.source, format!("bundled: {name}"));
        let g = Game::new(n.variant.clone()).unwrap();
        assert!(network_for(&g).is_some(), "{name}");
        // The file says how it was made.
        let f = NetworkFile::parse(text).unwrap();
        let command = f.provenance["command"].as_str().unwrap_or("");
        assert!(command.contains("train"), "{name}: {command}");
        assert!(f.games >= 10_000, "{name}: {} games", f.games);
    }
    let ludo2 = game(Preset::Ludo, &["players=2"]);
    assert!(network_for(&ludo2).is_some(), "two-player Ludo is shipped");
    assert!(
        network_for(&game(Preset::Ludo, &[])).is_none(),
        "four-player Ludo is not"
    );
}

#[test]
fn net_plays_the_networks_one_ply_choice() {
    let g = game(Preset::Ludo, &["players=2"]);
    let net = network_for(&g).unwrap();
    let mut buf = vec![0.0f32; net.eval.encoder.inputs()];
    let mut bot = make_bot("net", 5).unwrap();
    assert_eq!(bot.name(), "net");
    let mut differs = 0;
    let mut heuristic = make_bot("heuristic", 5).unwrap();
    let positions = decisions(&g, 31, 60);
    assert!(positions.len() >= 40, "{} positions", positions.len());
    for s in &positions {
        let a = bot.choose(&g, s, Budget::Auto);
        assert!(g.legal_actions(s).contains(&a));
        let mut value = |a| {
            let mut t = *s;
            g.play_unchecked(&mut t, a);
            net.eval.win_chance(&g, &t, s.mover(), &mut buf)
        };
        let best = g
            .legal_actions(s)
            .iter()
            .map(|&b| value(b))
            .fold(f64::NEG_INFINITY, f64::max);
        assert!(value(a) >= best - 1e-9, "not the network's best");
        differs += usize::from(heuristic.choose(&g, s, Budget::Auto) != a);
    }
    // The network is not the heuristic under another name.
    assert!(differs > 0);
}

#[test]
fn without_a_network_net_plays_as_the_heuristic() {
    let g = game(Preset::Chaupar, &[]);
    assert!(network_for(&g).is_none());
    let mut net = make_bot("net", 9).unwrap();
    let mut heuristic = make_bot("heuristic", 9).unwrap();
    for s in decisions(&g, 17, 30) {
        assert_eq!(
            net.choose(&g, &s, Budget::Auto),
            heuristic.choose(&g, &s, Budget::Auto)
        );
    }
    let e = network_missing("net", &g).unwrap();
    assert!(e.contains("needs a network for chaupar"), "{e}");
    assert!(e.contains("ludo (2 players)"), "{e}");
    assert!(network_missing("mcts:100,leaf=net", &g).is_some());
    assert!(network_missing("mcts:100", &g).is_none());
    assert!(network_missing("net", &game(Preset::Ludo, &["players=2"])).is_none());
}

#[test]
fn expectimax_at_depth_zero_values_each_move_by_the_network() {
    // In Ludo a move ends the move phase (a six's extra throw is a new phase), so at
    // depth 0 every root action's value is the network's after it.
    let g = game(Preset::Ludo, &["players=2"]);
    let net = network_for(&g).unwrap();
    let mut buf = vec![0.0f32; net.eval.encoder.inputs()];
    let mut bot = ExpectimaxBot::new(1);
    bot.depth = 0;
    bot.leaf = Leaf::Net;
    for s in decisions(&g, 41, 30) {
        for (a, v) in bot.root_values(&g, &s, Budget::Auto) {
            let mut t = s;
            g.play_unchecked(&mut t, a);
            if !g.is_chance(&t) && !g.is_terminal(&t) {
                continue; // the move phase goes on
            }
            let want = net.eval.win_chance(&g, &t, s.mover(), &mut buf);
            assert!((v - want).abs() < 1e-9, "{v} against {want}");
        }
    }
    // With the hand-written leaves the values are other numbers.
    let mut plain = ExpectimaxBot::new(1);
    plain.depth = 0;
    let s = decisions(&g, 41, 1)[0];
    let a = bot.root_values(&g, &s, Budget::Auto);
    let b = plain.root_values(&g, &s, Budget::Auto);
    assert!(a.iter().zip(&b).any(|(x, y)| (x.1 - y.1).abs() > 1e-6));
}

#[test]
fn searches_on_the_network_play_legal_moves_and_name_their_leaves() {
    let g = game(Preset::Ludo, &["players=2"]);
    for spec in ["expectimax:1,leaf=net", "mcts:200,c=1,prior=5,leaf=net"] {
        let parsed = BotSpec::parse(spec).unwrap();
        assert_eq!(parsed.to_string(), spec, "round trip");
        let mut bot = make_bot(spec, 3).unwrap();
        assert!(bot.name().contains("leaf=net"), "{}", bot.name());
        for s in decisions(&g, 53, 10) {
            let a = bot.choose(&g, &s, Budget::Auto);
            assert!(g.legal_actions(&s).contains(&a));
            // Deterministic for a seed.
            assert_eq!(a, make_bot(spec, 3).unwrap().choose(&g, &s, Budget::Auto));
        }
    }
    assert!(
        BotSpec::parse("mcts:10,leaf=tree")
            .unwrap_err()
            .contains("bad leaf")
    );
    assert!(BotSpec::parse("net:3").is_err());
}

#[test]
fn a_server_refuses_the_network_bots() {
    for spec in ["net", "expectimax:1,leaf=net", "mcts:100,leaf=net"] {
        let e = check_server_spec(spec).unwrap_err();
        assert!(e.contains("for the command line only"), "{spec}: {e}");
    }
    assert!(check_server_spec("mcts:100,leaf=heuristic").is_ok());
}

#[test]
fn a_registered_network_replaces_none_or_the_shipped_one() {
    // Two-player Chopat has no shipped network (this test binary registers the only one).
    let g = game(Preset::Chopat, &["players=2"]);
    assert!(network_for(&g).is_none());
    let settings = TrainSettings {
        alpha: 0.01,
        lambda: 0.7,
        batch: 2,
        seed: 8,
        init: Init::Heuristic,
    };
    let mut t = Trainer::new(&g, 4, settings).unwrap();
    t.batch(&g);
    let file = NetworkFile::of(&g, &t, serde_json::json!({"command": "test"}));
    let text = serde_json::to_string(&file).unwrap();
    // A file of another game's encoding is refused with the reason.
    let mut wrong: serde_json::Value = serde_json::from_str(&text).unwrap();
    wrong["variant"] = serde_json::to_value(game(Preset::Ludo, &["players=2"]).variant()).unwrap();
    let e = load_network(&wrong.to_string(), "wrong.json").unwrap_err();
    assert!(e.contains("wrong.json") && e.contains("inputs"), "{e}");
    let net = load_network(&text, "chopat.json").unwrap();
    register_network(net);
    let got = network_for(&g).unwrap();
    assert_eq!(got.source, "chopat.json");
    assert_eq!(got.games, 2);
    // `net` now plays it: its choice is the network's best.
    let mut buf = vec![0.0f32; got.eval.encoder.inputs()];
    let mut bot = make_bot("net", 1).unwrap();
    let mut rng = seeded_rng(1, 1);
    for s in decisions(&g, 61, 10) {
        let a = bot.choose(&g, &s, Budget::Auto);
        let mut t = s;
        g.play_unchecked(&mut t, a);
        let v = got.eval.win_chance(&g, &t, s.mover(), &mut buf);
        let b = got.eval.greedy(&g, &s, &mut rng, &mut buf);
        let mut u = s;
        g.play_unchecked(&mut u, b);
        let w = got.eval.win_chance(&g, &u, s.mover(), &mut buf);
        assert!((v - w).abs() < 1e-9);
        assert!(side_of(&g, s.mover()) <= 1);
    }
}
