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
];
