/// Option sets for behaviour checks (`tests/golden.rs`, `examples/prof.rs hash`): rule
/// switches of the Pachisi family, and the switches the Ludo and Parcheesi families
/// turn on, turned off. Append only: `sets_of` in `tests/golden.rs` names them by index.
const SETS: &[&[&str]] = &[
    &["stack_moves=true"],
    &["triple=true"],
    &["castle_exclusive=true"],
    &["players=2", "must_capture=true", "revenge=true"],
    &["capture_again=false"],
    &["bonus=true"],
    &["seven_fourteen=true"],
    &["accumulate=false", "forfeit=turn"],
    &["pass=true", "streak=class", "streak_penalty=turn"],
    &[
        "capture_stacks=false",
        "castle_single=true",
        "block_two=true",
    ],
    &["must_capture=true", "fool=true", "rank_all=true"],
    &["enter=full", "enter_any=true", "first_free=true"],
    &["players=3", "teams=false", "partner_moves=false"],
    &["players=2"],
    &["home_again=true", "block_pass=true"],
    &["one_enters=true", "must_enter=false"],
    &["no_share=false", "no_jump_goal=false", "clear_start=false"],
    &["bounce=false", "own_behind=false", "ladder_centre=false"],
    &["blockade_doubles=false", "enter_capture=false"],
    &[
        "safe_share=false",
        "open_barrier=false",
        "six_counts_seven=false",
    ],
    &["three_sixes_last=false", "three_doubles=false"],
    &["enter=centre", "exact=false", "rank_all=true"],
    &["players=2", "go_on=[]", "pass=true"],
    &["teams=true", "castle_exclusive=true", "capture_stacks=true"],
    &["pair_release=all", "eleven_is_pair=true", "jail_tries=1"],
    &["pair_release=1", "crown=false", "three_sixes_last=true"],
    &[
        "pair_release=2",
        "soplar=false",
        "forced_capture=true",
        "crown_from_jail=false",
    ],
    &["horses=2", "blockade=true", "capture_bonus=20", "home_bonus=10"],
    // Sorry!'s own switches (RULES-more §3.4); it mixes with no other family's.
    &["players=2", "slide_colour=any"],
    &["players=3", "deck=55", "deck_model=infinite", "sorry_four=true"],
    &[
        "deck=44",
        "two_draws_again=false",
        "quick_start=true",
        "order=throw",
        "rank_all=true",
        "slide_colour=own",
    ],
    // Yut Nori's own switches (RULES-more §4.4); it mixes with no other family's.
    &["players=3", "rank_all=true", "max_go_on=3", "finish=reach"],
    &[
        "players=4",
        "teams=true",
        "capture_throw=end",
        "capture_bonus_chain=false",
        "shortcut=optional",
    ],
    &[
        "back_do_sticks=2",
        "back_do_void=at_use",
        "centre_exit=choice",
        "finish=exact",
        "stick_p=0.5",
    ],
    &[
        "capture_bonus_yut_mo=false",
        "capture_bonus_back_do=false",
        "heaven_stations=[22]",
        "hell_stations=[7,13]",
        "pieces=2",
    ],
    // Sorry! with partners (S-TEAM).
    &["players=4", "teams=true", "sorry_four=true", "slide_colour=any"],
    // Yut Nori with stacking by choice (Y-STACK).
    &["players=3", "stack=optional", "shortcut=optional", "back_do_void=at_use"],
];
