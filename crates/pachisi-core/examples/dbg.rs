use pachisi_core::*;
fn main() {
    let g = Game::new(Variant::preset(Preset::Pachisi)).unwrap();
    let mut rng = seeded_rng(1, 0);
    let mut s = g.initial_state();
    let mut legal = ActionList::new();
    while !g.is_terminal(&s) && s.turn_number() < 1500 {
        if g.is_chance(&s) {
            let o = g.sample_chance(&s, &mut rng);
            g.apply_chance_unchecked(&mut s, o);
        } else {
            g.legal_actions_into(&s, &mut legal);
            let a = legal[(rand_core::Rng::next_u32(&mut rng) as usize) % legal.len()];
            g.play_unchecked(&mut s, a);
        }
    }
    println!("{}", g.position_json(&s));
    for _ in 0..40 {
        if g.is_chance(&s) {
            let o = g.sample_chance(&s, &mut rng);
            println!("throw {} -> {}", o, g.throws().value(o));
            g.apply_chance_unchecked(&mut s, o);
        } else {
            g.legal_actions_into(&s, &mut legal);
            println!(
                "turn {} mover {} kept {:?} legal {:?}",
                s.turn_number(),
                s.mover(),
                s.kept(),
                legal
            );
            let a = legal[0];
            g.play_unchecked(&mut s, a);
        }
    }
}
