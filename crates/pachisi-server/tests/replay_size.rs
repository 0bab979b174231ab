//! `POST /api/replay` answers compactly: under 5 × the record, for a long record of
//! every preset (docs/security.md, "replay").

mod common;

use common::*;
use pachisi_core::{Game, Preset, Record, Variant, seeded_rng};
use rand_core::Rng;
use serde_json::Value;

/// A random game of `preset` (fixed seed): the longest of a few, by moves.
fn long_record(preset: Preset) -> Value {
    let game = Game::new(Variant::preset(preset)).unwrap();
    let mut best: Option<(usize, Record)> = None;
    for seed in 0..6u64 {
        let mut rng = seeded_rng(seed, 7);
        let mut rec = Record::new(game.variant(), None);
        let mut s = game.initial_state();
        let mut moves = 0;
        while !game.is_terminal(&s) {
            let ev = if game.is_chance(&s) {
                let o = game.sample_chance(&s, &mut rng);
                game.throw_event(&s, o)
            } else {
                let l = game.legal_actions(&s);
                let a = l[((rng.next_u32() as u64 * l.len() as u64) >> 32) as usize];
                moves += 1;
                game.action_event(&s, a)
            };
            game.apply_event(&mut s, &ev).unwrap();
            rec.events.push(ev);
        }
        if best.as_ref().is_none_or(|(m, _)| moves > *m) {
            best = Some((moves, rec));
        }
    }
    serde_json::to_value(best.unwrap().1).unwrap()
}

#[tokio::test]
async fn replay_answers_are_under_five_times_the_record_for_every_preset() {
    let dir = tempfile::tempdir().unwrap();
    let srv = server(&dir).await;
    let mut worst = (0.0f64, "");
    for preset in Preset::ALL {
        let rec = long_record(preset);
        let sent = rec.to_string().len();
        let (status, v) = http(srv.addr, "POST", "/api/replay", Some(&rec)).await;
        assert_eq!(status, 200, "{preset}: {v}");
        let frames = v["frames"].as_array().unwrap();
        assert_eq!(frames.len(), rec["events"].as_array().unwrap().len() + 1);
        let answered = v.to_string().len();
        let ratio = answered as f64 / sent as f64;
        eprintln!(
            "{preset}: {} events, record {sent} B, answer {answered} B, {ratio:.2}×",
            frames.len() - 1
        );
        if ratio > worst.0 {
            worst = (ratio, preset.name());
        }
    }
    assert!(worst.0 < 5.0, "{worst:?}");
}
