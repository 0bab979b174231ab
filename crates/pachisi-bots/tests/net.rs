//! The self-play network (issue 33, docs/network.md): one output in a game of two
//! sides, one per seat with three or four players, each alone; the gradients are the
//! derivatives; a run is the same for a seed and batch whatever the threads, a
//! checkpoint resumes to the same network as a run without a stop, the file refuses
//! what it cannot be, and training makes the network play better than before.

use pachisi_bots::net::{
    Encoder, Evaluation, Init, Network, NetworkFile, TrainSettings, Trainer, is_two_sided,
    play_match,
};
use pachisi_core::{Game, Preset, Variant, seeded_rng};

fn game(p: Preset, sets: &[&str]) -> Game {
    let mut v = Variant::preset(p);
    for s in sets {
        v.options.set_pair(s).unwrap();
    }
    v.options.validate().unwrap();
    Game::new(v).unwrap()
}

fn settings(seed: u64) -> TrainSettings {
    TrainSettings {
        alpha: 0.1,
        lambda: 0.7,
        batch: 4,
        seed,
        init: Init::Random,
    }
}

fn pool(threads: usize) -> rayon::ThreadPool {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .unwrap()
}

#[test]
fn a_network_has_an_output_per_side_or_per_seat() {
    let outputs = |g: &Game| Encoder::new(g).unwrap().outputs();
    let two = game(Preset::Ludo, &["players=2"]);
    assert!(is_two_sided(&two));
    assert_eq!(outputs(&two), 1);
    // Pachisi: four seats in two teams; with two players each plays two colours.
    for sets in [&[][..], &["players=2"]] {
        let g = game(Preset::Pachisi, sets);
        assert!(is_two_sided(&g));
        assert_eq!(outputs(&g), 1);
    }
    // Three or four players, each alone: an output per seat.
    let four = game(Preset::Ludo, &[]);
    assert!(!is_two_sided(&four));
    assert_eq!(outputs(&four), 4);
    assert_eq!(outputs(&game(Preset::Ludo, &["players=3"])), 3);
    assert_eq!(outputs(&game(Preset::Chopat, &["players=4"])), 4);
    let t = Trainer::new(&four, 6, settings(2)).unwrap();
    assert_eq!(t.eval.net.outputs, 4);
    assert_eq!(t.eval.net.w2.len(), 24);
    assert_eq!(t.eval.net.b2.len(), 4);
}

#[test]
fn the_encoding_counts_pieces_and_says_who_moves() {
    let g = game(Preset::Ludo, &["players=2"]);
    let enc = Encoder::new(&g).unwrap();
    let mut x = vec![0.0f32; enc.inputs()];
    // Throw until a 6 brings a decision (the throws before it pass the turn).
    let mut s = g.initial_state();
    let mut rng = seeded_rng(3, 0);
    while g.is_chance(&s) {
        let o = g.sample_chance(&s, &mut rng);
        g.apply_chance_unchecked(&mut s, o);
    }
    assert!(!g.is_terminal(&s));
    enc.encode(&g, &s, &mut x);
    // All eight pieces waiting: each seat's waiting count is 1 (four quarters).
    let places = g.track().finish as usize + 1;
    assert_eq!(x[0], 1.0);
    assert_eq!(x[places + 1], 1.0);
    let nz: Vec<(usize, f32)> = x
        .iter()
        .copied()
        .enumerate()
        .filter(|&(_, v)| v != 0.0)
        .collect();
    // Per seat: its places and a fool flag; then the seat to move; then the kept 6;
    // then the hand-written evaluation's score per seat (the same for both here).
    let mover = 2 * (places + 1) + s.mover() as usize;
    let kept = 2 * (places + 1) + 2 + 5;
    assert_eq!(s.kept(), &[6]);
    assert_eq!(
        &nz[..4],
        &[(0, 1.0), (places + 1, 1.0), (mover, 1.0), (kept, 0.25)]
    );
    assert_eq!(enc.inputs(), 2 * (places + 1) + 2 + 6 + 2);
    assert_eq!(x[kept + 1], x[kept + 2], "{nz:?}");
}

/// The network's gradient (used by the traces) is the derivative of its output:
/// checked against finite differences on every kind of weight.
#[test]
fn the_gradient_is_the_derivative() {
    let g = game(Preset::Ludo, &["players=2"]);
    let t = Trainer::new(&g, 8, settings(5)).unwrap();
    let mut x = vec![0.0f32; t.eval.encoder.inputs()];
    t.eval.encoder.encode(&g, &g.initial_state(), &mut x);
    x[3] = 0.5; // an input that is not zero besides the waiting counts
    let net = &t.eval.net;
    let mut grad = vec![0.0f32; net.params()];
    let v = net.value_and_grad(&x, &mut grad, 1.0);
    assert_eq!(v, net.value(&x));
    let h = 1e-2f32;
    let w1 = net.w1.len();
    // (index into the parameters, and a way to nudge that weight)
    let checks: Vec<usize> = vec![
        0,
        3 * net.hidden + 2,
        w1 + 1,
        w1 + net.hidden + 4,
        net.params() - 1,
    ];
    for &k in &checks {
        let nudged = |d: f32| {
            let mut n = net.clone();
            let hid = n.hidden;
            if k < w1 {
                n.w1[k] += d;
            } else if k < w1 + hid {
                n.b1[k - w1] += d;
            } else if k < w1 + 2 * hid {
                n.w2[k - w1 - hid] += d;
            } else {
                n.b2[0] += d;
            }
            n.value(&x)
        };
        let fd = (nudged(h) - nudged(-h)) / (2.0 * h);
        assert!(
            (fd - grad[k]).abs() < 1e-3 + 0.02 * fd.abs(),
            "weight {k}: {fd} vs {}",
            grad[k]
        );
    }
    assert!(grad.iter().any(|&g| g != 0.0));
}

/// `--init residual`: the evaluation sits in fixed weights straight to the output,
/// the hidden layer starts at nothing. Untrained, the output is exactly the logistic
/// of the two sides' score difference over the evaluation's scale; the gradient
/// (over the trained weights only) is still the derivative; training moves the
/// hidden layer but never the fixed weights, which the file keeps.
#[test]
fn the_residual_start_keeps_the_evaluation_fixed() {
    use pachisi_bots::{Weights, random_position};
    let g = game(Preset::Pachisi, &["players=2"]);
    let mut t = Trainer::new(
        &g,
        8,
        TrainSettings {
            init: Init::Residual,
            ..settings(4)
        },
    )
    .unwrap();
    let n = t.eval.encoder.inputs();
    let skip = t.eval.net.skip.clone();
    assert_eq!(skip.len(), n);
    // Only the four seats' score inputs (the last four) carry fixed weights: + for
    // side 0 (seats 0 and 2), - for side 1.
    assert!(skip[..n - 4].iter().all(|&w| w == 0.0));
    assert!(skip[n - 4] > 0.0 && skip[n - 2] > 0.0);
    assert!(skip[n - 3] < 0.0 && skip[n - 1] < 0.0);
    assert!(t.eval.net.w2.iter().all(|&w| w == 0.0));
    let mut x = vec![0.0f32; n];
    let scale = Weights::default().scale as f32;
    for i in 0..40u64 {
        let Some(s) = random_position(&g, 9, i) else {
            continue;
        };
        if g.is_terminal(&s) {
            continue;
        }
        t.eval.encoder.encode(&g, &s, &mut x);
        // The sides' score difference in steps: each input is a score over the whole way.
        let whole = skip[n - 4] * scale;
        let diff = (x[n - 4] + x[n - 2] - x[n - 3] - x[n - 1]) * whole;
        let expected = 1.0 / (1.0 + (-diff / scale).exp());
        let v = t.eval.net.value(&x);
        assert!((v - expected).abs() < 1e-5, "{v} vs {expected}");

        // The gradient of a network with fixed weights: by finite differences on the
        // output weight of hidden unit 1 and the first-layer weight of a score input.
        let mut net = t.eval.net.clone();
        net.w2[1] = 0.7;
        let mut grad = vec![0.0f32; net.params()];
        assert_eq!(net.value_and_grad(&x, &mut grad, 1.0), net.value(&x));
        let w1 = net.w1.len();
        let hid = net.hidden;
        for k in [w1 + hid + 1, (n - 4) * hid + 1] {
            let nudged = |d: f32| {
                let mut m = net.clone();
                if k < w1 {
                    m.w1[k] += d;
                } else {
                    m.w2[k - w1 - hid] += d;
                }
                m.value(&x)
            };
            let h = 1e-2f32;
            let fd = (nudged(h) - nudged(-h)) / (2.0 * h);
            assert!(
                (fd - grad[k]).abs() < 1e-3 + 0.02 * fd.abs(),
                "weight {k}: {fd} vs {}",
                grad[k]
            );
        }
    }
    for _ in 0..2 {
        t.batch(&g);
    }
    assert_eq!(t.eval.net.skip, skip, "training leaves the fixed weights");
    assert!(
        t.eval.net.w2.iter().any(|&w| w != 0.0),
        "training moves the hidden layer"
    );
    // The file keeps them; a wrong length is refused.
    let mut f = NetworkFile::of(&g, &t, serde_json::json!({}));
    let text = serde_json::to_string(&f).unwrap();
    let back = NetworkFile::parse(&text).unwrap();
    assert_eq!(back.network.skip, skip);
    assert_eq!(back.settings.init, Init::Residual);
    f.network.skip.pop();
    let bad = serde_json::to_string(&f).unwrap();
    assert!(
        NetworkFile::parse(&bad)
            .unwrap_err()
            .contains("do not match")
    );
}

/// With an output per seat (4-player Ludo): each output's gradient is its
/// derivative, and reaches only its own output weights; the residual start gives
/// each seat the logistic of its score against the mean of the other three.
#[test]
fn every_output_has_its_own_gradient_and_start() {
    use pachisi_bots::net::MAX_OUTPUTS;
    use pachisi_bots::{Weights, random_position};
    let g = game(Preset::Ludo, &[]);
    let t = Trainer::new(
        &g,
        8,
        TrainSettings {
            init: Init::Residual,
            ..settings(8)
        },
    )
    .unwrap();
    let n = t.eval.encoder.inputs();
    let scale = Weights::default().scale as f32;
    let skip = &t.eval.net.skip;
    assert_eq!(skip.len(), 4 * n);
    let mut x = vec![0.0f32; n];
    let mut checked = 0;
    for i in 0..60u64 {
        let Some(s) = random_position(&g, 31, i) else {
            continue;
        };
        if g.is_terminal(&s) {
            continue;
        }
        t.eval.encoder.encode(&g, &s, &mut x);
        let mut out = [0.0f32; MAX_OUTPUTS];
        t.eval.net.values(&x, &mut out);
        // The score inputs are the last four; the whole way is the own seat's weight.
        let whole = skip[n - 4] * scale;
        for k in 0..4 {
            let others: f32 = (0..4).filter(|&j| j != k).map(|j| x[n - 4 + j]).sum();
            let d = (x[n - 4 + k] - others / 3.0) * whole;
            let want = 1.0 / (1.0 + (-d / scale).exp());
            assert!(
                (out[k] - want).abs() < 1e-5,
                "seat {k}: {} vs {want}",
                out[k]
            );
        }
        checked += 1;
    }
    assert!(checked >= 30, "{checked}");

    // Gradients, on a network whose hidden layer counts.
    let mut net = t.eval.net.clone();
    for (j, w) in net.w2.iter_mut().enumerate() {
        *w = 0.3 - 0.05 * (j % 7) as f32;
    }
    net.b2 = vec![0.1, -0.2, 0.05, 0.0];
    let p = net.params();
    let mut grads = vec![0.0f32; 4 * p];
    let mut out = [0.0f32; MAX_OUTPUTS];
    net.values_and_grads(&x, &mut out, &mut grads, 1.0);
    let mut again = [0.0f32; MAX_OUTPUTS];
    net.values(&x, &mut again);
    assert_eq!(out, again);
    let w1 = net.w1.len();
    let hid = net.hidden;
    let nz = (0..n).find(|&i| x[i] != 0.0).unwrap();
    for k in 0..4 {
        let grad = &grads[k * p..(k + 1) * p];
        let own_w2 = w1 + hid + k * hid + 2;
        let other_w2 = w1 + hid + ((k + 1) % 4) * hid + 2;
        let own_b2 = w1 + hid + 4 * hid + k;
        for idx in [nz * hid + 1, w1 + 3, own_w2, own_b2, other_w2] {
            let nudged = |d: f32| {
                let mut m = net.clone();
                if idx < w1 {
                    m.w1[idx] += d;
                } else if idx < w1 + hid {
                    m.b1[idx - w1] += d;
                } else if idx < w1 + hid + 4 * hid {
                    m.w2[idx - w1 - hid] += d;
                } else {
                    m.b2[idx - w1 - hid - 4 * hid] += d;
                }
                let mut o = [0.0f32; MAX_OUTPUTS];
                m.values(&x, &mut o);
                o[k]
            };
            let h = 1e-2f32;
            let fd = (nudged(h) - nudged(-h)) / (2.0 * h);
            assert!(
                (fd - grad[idx]).abs() < 1e-3 + 0.02 * fd.abs(),
                "output {k}, weight {idx}: {fd} vs {}",
                grad[idx]
            );
        }
        assert_eq!(grad[other_w2], 0.0, "output {k} reaches another's weights");
        assert!(grad[own_w2] != 0.0 && grad[own_b2] != 0.0);
    }
}

#[test]
fn a_run_does_not_depend_on_the_threads_and_resumes_exactly() {
    let g = game(Preset::Ludo, &["players=2"]);
    let run = |threads: usize, batches: usize| {
        let mut t = Trainer::new(&g, 16, settings(11)).unwrap();
        let p = pool(threads);
        for _ in 0..batches {
            p.install(|| t.batch(&g));
        }
        t
    };
    let one = run(1, 6);
    let two = run(2, 6);
    assert_eq!(one.games, 24);
    assert_eq!(
        one.eval.net, two.eval.net,
        "the same network on 1 and 2 threads"
    );

    // Three batches, written and read back, three more: the same as six at once.
    let half = run(2, 3);
    let text = serde_json::to_string(&NetworkFile::of(&g, &half, serde_json::json!({}))).unwrap();
    let mut resumed = NetworkFile::parse(&text).unwrap().resume(&g).unwrap();
    assert_eq!(resumed.games, 12);
    let p = pool(2);
    for _ in 0..3 {
        p.install(|| resumed.batch(&g));
    }
    assert_eq!(resumed.eval.net, one.eval.net, "resumed = uninterrupted");
    assert_eq!(resumed.games, 24);

    // Another seed, another network.
    let mut other = Trainer::new(&g, 16, settings(12)).unwrap();
    p.install(|| other.batch(&g));
    assert_ne!(other.eval.net, run(1, 1).eval.net);

    // Four players, an output per seat: the same on 1 and 2 threads, and through the
    // file (which writes the four biases as a list and says how many outputs).
    let four = game(Preset::Ludo, &[]);
    let run4 = |threads: usize| {
        let mut t = Trainer::new(&four, 6, settings(13)).unwrap();
        let p = pool(threads);
        for _ in 0..2 {
            p.install(|| t.batch(&four));
        }
        t
    };
    let a = run4(1);
    let b = run4(2);
    assert_eq!(a.eval.net, b.eval.net);
    assert_ne!(
        a.eval.net,
        Trainer::new(&four, 6, settings(13)).unwrap().eval.net
    );
    let v = serde_json::to_value(NetworkFile::of(&four, &a, serde_json::json!({}))).unwrap();
    assert_eq!(v["network"]["outputs"], 4);
    assert_eq!(v["network"]["b2"].as_array().map(Vec::len), Some(4));
    let back = NetworkFile::parse(&v.to_string()).unwrap();
    assert_eq!(back.network, a.eval.net);
    // A two-sided network's file is as before: one bias, no count of outputs.
    let v = serde_json::to_value(NetworkFile::of(&g, &one, serde_json::json!({}))).unwrap();
    assert!(v["network"]["b2"].is_f64(), "{}", v["network"]["b2"]);
    assert!(v["network"].get("outputs").is_none());
    // The running figure with four players: a deal is a game per seat.
    let m = play_match(&four, &a.eval, "random", 3, 9).unwrap();
    assert_eq!((m.deals, m.games), (3, 12), "{m:?}");
    assert!(m.low <= m.share && m.share <= m.high, "{m:?}");
    let m2 = play_match(&g, &one.eval, "random", 3, 9).unwrap();
    assert_eq!((m2.deals, m2.games), (3, 6), "{m2:?}");
    // A network of the wrong number of outputs is refused on resume.
    let e = back
        .resume(&game(Preset::Ludo, &["players=3"]))
        .err()
        .unwrap();
    assert!(e.contains("other options"), "{e}");
}

#[test]
fn a_network_file_refuses_what_it_cannot_be() {
    let g = game(Preset::Ludo, &["players=2"]);
    let t = Trainer::new(&g, 4, settings(1)).unwrap();
    let mut f = NetworkFile::of(&g, &t, serde_json::json!({"command": "test"}));
    let good = serde_json::to_string(&f).unwrap();
    assert!(NetworkFile::parse(&good).is_ok());
    assert!(
        NetworkFile::parse("{}")
            .unwrap_err()
            .contains("not a network file")
    );
    f.network.w2.pop();
    let bad = serde_json::to_string(&f).unwrap();
    assert!(
        NetworkFile::parse(&bad)
            .unwrap_err()
            .contains("do not match")
    );
    // Another game's options: refused on resume, with what to do.
    let other = game(Preset::Ludo, &["players=2", "max_turns=400"]);
    let e = NetworkFile::parse(&good)
        .unwrap()
        .resume(&other)
        .err()
        .unwrap();
    assert!(e.contains("other options"), "{e}");
}

/// A few thousand games of self-play make the 1-ply network play much better against
/// random moves than its first, random weights did (fixed seeds: the figures are
/// those of this run, not a claim of strength; docs/network.md has those).
#[test]
fn self_play_makes_the_network_stronger() {
    let g = game(Preset::Ludo, &["players=2"]);
    let mut t = Trainer::new(&g, 20, settings(3)).unwrap();
    let untrained = Evaluation {
        encoder: t.eval.encoder.clone(),
        net: Network::clone(&t.eval.net),
    };
    let p = pool(2);
    let before = p
        .install(|| play_match(&g, &untrained, "random", 100, 77))
        .unwrap();
    while t.games < 2000 {
        p.install(|| t.batch(&g));
    }
    let after = p
        .install(|| play_match(&g, &t.eval, "random", 100, 77))
        .unwrap();
    assert!(after.share > before.share + 0.1, "{before:?} -> {after:?}");
    assert!(after.low > 0.5, "{after:?}");
}

/// `--init heuristic`: before any training the network's one-ply choice is the
/// hand-written evaluation's in most positions (its hidden unit 0 is the two sides'
/// score difference), where the random start's is not; in 2-player Ludo, in
/// Pachisi played by two (two seats a side), and with four players each alone (an
/// output per seat: its score against the mean of the others', where `heuristic`
/// takes the best of them, so the agreement is lower there).
#[test]
fn the_heuristic_start_chooses_as_the_heuristic() {
    use pachisi_bots::{Budget, make_bot, random_position};
    for (g, name) in [
        (game(Preset::Ludo, &["players=2"]), "ludo"),
        (game(Preset::Pachisi, &["players=2"]), "pachisi"),
        (game(Preset::Ludo, &[]), "ludo, four players"),
        (game(Preset::Chopat, &["players=4"]), "chopat, four players"),
    ] {
        let agree = |init: Init| {
            let t = Trainer::new(
                &g,
                16,
                TrainSettings {
                    init,
                    ..settings(6)
                },
            )
            .unwrap();
            let mut buf = vec![0.0f32; t.eval.encoder.inputs()];
            let mut heuristic = make_bot("heuristic", 1).unwrap();
            let mut rng = seeded_rng(2, 0);
            let positions: Vec<_> = (0..3000u64)
                .filter_map(|i| random_position(&g, 21, i))
                .filter(|s| !g.is_chance(s) && !g.is_terminal(s) && g.legal_actions(s).len() > 1)
                .take(120)
                .collect();
            assert!(positions.len() >= 100, "{name}: {}", positions.len());
            let same = positions
                .iter()
                .filter(|s| {
                    t.eval.greedy(&g, s, &mut rng, &mut buf)
                        == heuristic.choose(&g, s, Budget::Auto)
                })
                .count();
            same as f64 / positions.len() as f64
        };
        let warm = agree(Init::Heuristic);
        let residual = agree(Init::Residual);
        let cold = agree(Init::Random);
        eprintln!(
            "{name}: heuristic start {warm:.2}, residual start {residual:.2}, random start {cold:.2}"
        );
        assert!(
            warm >= 0.8,
            "{name}: the heuristic start agrees on {warm:.2}"
        );
        assert!(warm > cold + 0.2, "{name}: {warm:.2} against {cold:.2}");
        let least = if is_two_sided(&g) { 0.9 } else { 0.8 };
        assert!(
            residual >= least,
            "{name}: the residual start agrees on {residual:.2}"
        );
    }
}
