use pachisi_core::*;
fn main() {
    for p in Preset::ALL {
        let g = Game::new(Variant::preset(p)).unwrap();
        let n = 2000;
        let t0 = std::time::Instant::now();
        let (mut turns, mut moves, mut adj, mut caps) = (0u64, 0u64, 0, 0u64);
        let mut maxt = 0;
        for i in 0..n {
            let mut rng = seeded_rng(1, i);
            let s = random_playout(&g, &mut rng);
            turns += s.turn_number() as u64;
            moves += s.counters().moves as u64;
            caps += s.counters().captures as u64;
            maxt = maxt.max(s.turn_number());
            if g.outcome(&s).unwrap().adjudicated {
                adj += 1;
            }
        }
        let el = t0.elapsed().as_secs_f64();
        println!(
            "{p}: turns/game {:.1} max {} moves/game {:.1} caps {:.1} adjudicated {adj} games/s {:.0}",
            turns as f64 / n as f64,
            maxt,
            moves as f64 / n as f64,
            caps as f64 / n as f64,
            n as f64 / el
        );
    }
}
