# Pachisi — English: the reference catalogue and every other language's fallback.
# Project Fluent syntax (https://projectfluent.org/fluent/guide/). Message ids are the
# page's keys with `.` read as `-` (web/strings.js); docs/i18n.md says how to add a
# language. Every other catalogue has exactly these messages, with the same variables
# (e2e/i18n-catalogue.test.mjs).

## The page around every screen (index.html marks its texts with data-t).
app-name = Pachisi
app-skip = Skip to the game
app-loading = Loading…
nav-main = main
nav-new_game = New game
nav-replay = Replay
error-api = { $code }: { $message }
error-http = HTTP { $status }

## Seats: colour names (the board's colours), compass arms.
seat-0 = Red
seat-1 = Green
seat-2 = Yellow
seat-3 = Blue
seat-other = Seat { $n }
seat-with_number = { $seat } (seat { $n })
arm-N = N
arm-E = E
arm-S = S
arm-W = W

## Settings.
speed-label = Animation
speed-normal = normal
speed-fast = fast
speed-off = off
copy-button = Copy
copy-done = Copied
copy-announce = Link copied
copy-prompt = Copy this link:

## Lobby.
lobby-title = Pachisi — new game
lobby-heading = New game
lobby-game = Game
lobby-players = Players
lobby-teams = Teams (4 players: opposite seats are partners)
lobby-seat_bot = Bot: { $level }
lobby-options = All options
lobby-options_changed =
    { $count ->
        [one] All options ({ $count } option changed)
       *[other] All options ({ $count } options changed)
    }
lobby-options_intro = Every rule of the chosen game can be switched here. Each control starts at the game's default; only what you change is sent.
lobby-options_reset = Back to the game's defaults
lobby-option_default = { $value } (default)
lobby-option_allowed = Allowed: { $allowed }
lobby-option_changed = changed
lobby-create = Create game
lobby-replay_link = Replay a record

## lobby, finished (issue 13): game cards, seats in words, clock bot (web/lobby.js)
lobby-variant-pachisi = The classic, with six cowrie shells: 6, 10 and 25 bring a piece in and throw again; castles are safe.
lobby-variant-pachisi-seven = Seven cowries: 10, 25 and 30 bring pieces in; three go-again throws of one kind in a row are void; big throws earn a bonus step.
lobby-variant-chopat = The game of Saurashtra: seven cowries, clockwise round the board, flowers are safe.
lobby-variant-chaupar = Three long dice instead of shells; the pieces start on the board and no square is safe.
lobby-variant_players_teams = { $min } to { $max } players; with 4, two teams of partners
lobby-variant_players_alone = { $min } to { $max } players, each alone
lobby-rules_of = How to play { $name }
lobby-teams_four_only = Teams need 4 players
lobby-seats_who = Who plays
lobby-seat_person = Person
lobby-seat_words_you = { $seat } — you
lobby-seat_words_you_named = { $seat } — you ({ $name })
lobby-seat_words_friend = { $seat } — a friend (invite link)
lobby-seat_words_bot = { $seat } — bot, { $level }: { $about }
lobby-bot-easy = half its moves sensible, half at random
lobby-bot-medium = plays the move that looks best now, without looking ahead
lobby-bot-hard = looks ahead over the throws to come
lobby-bot-expert = looks ahead longest; in most games stronger than hard
lobby-partners = Partners: { $a } play together against { $b }.
lobby-two_colours = With two players, each plays two opposite colours as a team.
lobby-seats_help = Every person's seat gets an invite link once the game is created; you may also play several seats from this browser.
lobby-clock_bot = When time runs out, a bot plays:
lobby-level_option = { $level } — { $about }

## Play now, Continue and My games at the top of the lobby (web/lobby.js, issue 26).
play-heading = Play now
play-mode = Opponents
play-vs_bots = Play vs bots
play-with_friends = Play with friends
play-players = Players
play-level = Bots
play-what_bots =
    { $count ->
        [one] Tap a game: you against one bot ({ $level }), with the game's usual rules.
       *[other] Tap a game: you against { $count } bots ({ $level }), with the game's usual rules.
    }
play-what_friends =
    { $count ->
        [one] Tap a game: you and one friend; you get a link to send them.
       *[other] Tap a game: you and { $count } friends; you get a link to send each of them.
    }
play-last = last played
play-starting = Starting…
play-more_options = More options: every rule, who sits where, clock, open table
continue-heading = Continue
continue-what = { $game } against { $rivals }
mygames-you = You
mygames-you_named = { $name } (you)
mygames-bot = Bot ({ $level })
mygames-you_won = You won
mygames-won = { $who } won
mygames-your_turn = Your turn
mygames-show_all =
    { $count ->
        [one] Show all ({ $count } game)
       *[other] Show all { $count } games
    }
mygames-show_fewer = Show fewer
created-fairness = Fairness
created-fairness_help = The server fixed every throw of this game before the first one. This is a fingerprint of its secret seed; the seed is shown when the game ends, so that anyone can check every throw.
created-local_title = These links only work on this computer: the server listens on this computer's own address only.
created-local_fix = For friends on your home network, start the server with { $command } and open the page at the network address it prints; the links then use that address.
created-local_internet = For friends on the internet, put the server behind a reverse proxy with TLS, as { $docs } shows.

## Option groups, by the first rule ID of each option (docs/rules.md).
group-board = Board and track (§2)
group-throws = Throws (§3)
group-turns = Turns, in every game (T-…)
group-pachisi = Pachisi rules (P-…)
group-chopat = Chopat rules (C-…)
group-chaupar = Chaupar rules (K-…)
group-length = Game length

## Option labels (the server adds each option's meaning below its control).
option-table = Throws and their values
option-mouth_up_p = Chance of a cowrie landing mouth up
option-seven_high = Six mouths up (seven table) is worth
option-chopat_ends = No mouth up (Chopat table) is worth
option-dice_faces = Faces of each long die
option-track = Track
option-safe_squares = Safe squares
option-flower_in_middle = Middle flower of each arm
option-order = Who starts
option-accumulate = Keep a turn's throws, then move
option-stack_moves = Stacked pieces may move together
option-forfeit = An unusable throw costs
option-pass = A player may pass
option-streak = Streaks of three throws
option-streak_penalty = A streak cancels
option-bonus = Bonus step (pyada, peghedu)
option-bonus_values = Throws that earn the bonus step
option-capture_again = Another throw after a capture
option-enter = An entering piece
option-enter_any = Any throw may enter a piece
option-first_free = A seat's first piece enters on any throw
option-seven_fourteen = 7 and 14 cannot enter a piece
option-castle_exclusive = No stopping on a safe square an opponent holds
option-castle_single = One piece per safe square
option-block_two = Two pieces on a safe square block it
option-capture_stacks = Stacks can be captured
option-must_capture = Capture before going home (tohd)
option-revenge = A revenge recapture cancels the credit
option-fool = Gandu kadhy: a finished seat comes back out
option-partner_moves = A partner moves a finished seat's throws
option-triple = Triples move twice
option-start_steps = Pieces start on these steps
option-rank_all = Play on after the first finisher
option-max_turns = Turn limit

## The "Game created" panel.
created-heading = Game created
created-intro = Send each player their link (it contains their secret seat key), or play several seats from this browser.
created-invite_label = invite link for { $seat }
created-play_seat = Play this seat here
created-spectators = Spectators
created-spectator_label = spectator link
created-play_all = Play all human seats here (pass-and-play)
created-watch = Watch the bots
created-commitment = Fairness commitment: { $commitment }

## The game page.
game-title = Pachisi
game-title_state = { $banner } — Pachisi
game-title_your_turn = ▶ { $banner } — Pachisi
game-cannot_open = Cannot open game { $id }: { $message }
game-reconnecting = Connection lost; reconnecting…
banner-over = Game over
banner-over_seat = Game over: { $seat } wins
banner-over_seat_adjudicated = Game over: { $seat } wins (adjudicated)
banner-over_team = Game over: team of { $seats } wins
banner-over_team_adjudicated = Game over: team of { $seats } wins (adjudicated)
banner-damaged = This game is stopped: { $reason }
banner-damaged_unknown = This game is stopped: it is damaged
banner-waiting = Waiting for { $seats } to join
banner-move = { $seat } to move
banner-move_bot = { $seat } (bot) to move
banner-move_you = { $seat } (you) to move
banner-throw = { $seat } to throw
banner-throw_bot = { $seat } (bot) to throw
banner-throw_you = { $seat } (you) to throw
banner-order = { $seat } to throw for the start order
banner-order_bot = { $seat } (bot) to throw for the start order
banner-order_you = { $seat } (you) to throw for the start order
throw-button = Throw
throw-none = No throw yet
throw-last = { $seat }: { $value }
throw-last_up = { $seat }: { $value } ({ $up } up)
throw-dice = dice { $faces }
throw-cowries =
    { $count ->
        [one] { $up } of { $count } cowrie mouth up
       *[other] { $up } of { $count } cowries mouth up
    }
tray-label = kept throws
tray-kept = Kept:
moves-label = moves
moves-choose = Choose a piece or a move:
moves-of_piece = Moves of { $seat } piece { $piece }:
moves-of_stack = Moves of { $seat } pieces { $pieces } (one stack):
moves-with_value = Moves with { $value }:
moves-show_all = Show all moves (Esc)
moves-hint = Hint
move-pass = Pass (give up the remaining throws)
move-captures = { $move }, captures { $captured }
move-captured_piece = { $seat } { $piece }
move-stack = { $move } (stack)
move-triple = { $move } (triple)
hint-heading = Hint (best first):
hint-item = { $move } — win chance { $percent }%
players-heading = Players
players-line = { $seat } (seat { $n }, { $arm }) — { $status }
players-line_team = { $seat } (seat { $n }, { $arm }) — { $status }, team { $team }
players-line_no_arm = { $seat } (seat { $n }) — { $status }
players-line_team_no_arm = { $seat } (seat { $n }) — { $status }, team { $team }
players-finished = { $line } ✓ finished
players-to_move = (to move)
players-bot = bot { $bot }
players-you = you
players-joined = joined
players-not_joined = not joined
log-heading = Log
log-label = move log
log-entry = { $seat } { $text }
say-captures = { $seat } captures { $captured }
say-captured_piece = { $seat } piece { $piece }
say-enters = { $seat } enters a piece
say-home = { $seat } brings a piece home
say-your_move = Your turn: { $seat } to move
say-your_throw = Your turn: { $seat } to throw
footer-record = Download record
footer-replay = Replay
footer-new_game = New game
footer-commitment = Commitment { $commitment }
footer-seed = Seed { $seed } — check with { $command }
footer-fairness = Fairness
footer-rematch = Rematch
footer-join_rematch = Join the rematch

## The board.
board-label = { $variant } board
board-home = Home
piece-waiting = { $seat } piece { $piece }, waiting
piece-home = { $seat } piece { $piece }, home
piece-on_step = { $seat } piece { $piece }, { $togo } to go
piece-on_step_fool = { $seat } piece { $piece }, walking back (fool)
piece-with_moves = { $label }, can move { $values }

## See every move (issue 12): the board's stacks, and the sound toggle (web/sound.js).
board-stack =
    { $count ->
        [one] { $count } piece here
       *[other] { $count } pieces here
    }
sound-label = Sound
sound-turn_on = Turn sounds on
sound-turn_off = Turn sounds off

## Notices (web/notify.js): the tab's title while the page is in the background, the system notification, the setting.
notice-turn_tab = ● Your turn — Pachisi
notice-turn_heading = Your turn in Pachisi
notice-invite_tab = ● You are invited — Pachisi
notices-label = Notices
notices-turn_on = Send me a notice when it is my turn and this page is in the background
notices-turn_off = Stop the notices
notices-blocked = This browser blocks notices from this site: allow them in its site settings

## The offline page (web/offline.html), shown when the server cannot be reached.
offline-title = Pachisi — offline
offline-heading = The Pachisi server cannot be reached
offline-needs = Everything here needs the server: playing, with people or with the bots, the lobby and its open tables, replays and reviews, the rules and the lesson.
offline-works = Nothing works without it, not even a game against the bots. Your games are kept on the server and go on where they were when it can be reached again.
offline-retry = Try again

## No needless clicks (issue 26): automatic play and the keyboard shortcuts (web/autoplay.js).
auto-group = Automatic play
auto-move = Auto-move
auto-move_title = Play a move by itself when it is the only one
auto-move_on = Auto-move is on: a lone move is played by itself
auto-move_off = Auto-move is off
auto-throw = Auto-throw
auto-throw_title = Throw by itself when it is your turn to throw
auto-throw_on = Auto-throw is on: your throws are made by themselves
auto-throw_off = Auto-throw is off
auto-only_move = Only one move: { $move }. It is played by itself
auto-only_pass = No piece can move with { $values }: you pass
tutor-group = Tutor
tutor-switch = Tutor
tutor-switch_title = Warn before a move that gives up much of your winning chance, by the bot's estimate
tutor-on = Tutor is on: it warns before a costly move
tutor-off = Tutor is off
tutor-threshold = Warn from a loss of
tutor-threshold_option = { $percent }%
tutor-title = The tutor would think twice
tutor-your_move = Your move: { $move }.
tutor-cost = This move gives up about { $percent }% of your winning chances by the bot's estimate ({ $mine }% instead of { $best }%).
tutor-best = The bot's best move, marked on the board: { $move }.
tutor-explain = A quick estimate that looks to the end of this move, not a full analysis: it can be wrong.
tutor-back = Choose again
tutor-play = Play it anyway
keys-line = Keys: { $throw } throw · { $kept } a kept throw · { $clear } clear · { $help }
keys-open = all keys
keys-title = Keyboard shortcuts
keys-throw = Throw
keys-kept = Choose a kept throw: 1 the first, 2 the second…
keys-clear = Clear the chosen throw or piece
keys-tab = Go through the movable pieces and the moves; Enter plays the one in focus
keys-help = Show this list
keys-close = Close

## The replay page.
replay-title = Pachisi — replay
replay-heading = Replay a record
replay-file = Record file (from “Download record” or pachisi record):
replay-not_json = Not JSON: { $message }
replay-stops = The record stops at { $error }
replay-slider = event
replay-caption = { $i } / { $last }: { $text }
replay-caption_start = { $i } / { $last }: start
replay-controls = replay controls
replay-first = First
replay-first_label = First event
replay-prev = ◀ Previous
replay-prev_label = Previous event
replay-next = Next ▶
replay-next_label = Next event
replay-last = Last
replay-last_label = Last event
replay-play = Play
replay-pause = Pause
replay-result = Result: { $ranking }
replay-result_adjudicated = Result: { $ranking } (adjudicated)
replay-unfinished = Game not finished

## game review (issue 14): the review on the replay page (web/replay.js) and its link on the result panel
over-analyse = Analyse
review-heading = Game review
review-explain = Plays out every decision many times to see which moves lost winning chances.
review-start = Analyse this game
review-retry = Try again
review-started = Analysing the game…
review-starting = Starting the review…
review-queued = Waiting for the review queue ({ $ahead } ahead)…
review-progress = Analysing… { $done } of { $of } rollouts
review-progress_label = Review progress
review-ready = The review is ready.
review-busy = The review cannot start now: { $message }
review-failed = The review failed: { $message }
review-not_over = A game can be analysed once it is over.
review-graph_label =
    { $count ->
        [one] Win chance through the game: { $count } reviewed decision, { $marked } marked. The slider and the list of marked moves reach the same events.
       *[other] Win chance through the game: { $count } reviewed decisions, { $marked } marked. The slider and the list of marked moves reach the same events.
    }
review-legend_below = { $side }: win chance, below the line
review-legend_above = { $side }: above the line
review-legend_seat = { $seat }: win chance after each of its moves
review-mark-inaccuracy = Inaccuracy
review-mark-mistake = Mistake
review-mark-blunder = Blunder
review-action_enter = enter piece { $piece } with { $value }
review-action_move = move piece { $piece } by { $value }
review-action_enter_partner = enter { $seat }'s piece { $piece } with { $value }
review-action_move_partner = move { $seat }'s piece { $piece } by { $value }
review-action_stack = move the pieces on piece { $piece }’s step by { $value }
review-action_triple = move three pieces with piece { $piece } on the triple of { $value }
review-action_pass = pass
review-no_decision = Not a reviewed decision: step to a move, or pick one on the graph or in the list.
review-note = { $move }. Best: { $best } (win chance { $before } → { $after }, −{ $loss }).
review-note_best = { $move }: the best move found (win chance { $before }).
review-note_forced = { $move }: the only move.
review-note_unreviewed = { $move }: not reviewed (the review ran out of time).
review-summary_caption = Per player
review-col_player = Player
review-col_decisions = Decisions reviewed
review-col_mean_loss = Mean loss
review-col-inaccuracy = Inaccuracies
review-col-mistake = Mistakes
review-col-blunder = Blunders
review-marked_heading = Marked moves
review-marked_item = Event { $n } · { $mark }: { $move } (−{ $loss })
replay-heading_game = Replay and review
replay-open_other = Open another record
replay-result_wins = { $who } wins
replay-result_wins_then = { $who } wins · then { $rest }
replay-result_win = { $who } win
replay-result_win_then = { $who } win · then { $rest }
replay-result_adjudicated_note = { $text } (the turn cap ended the game)
review-bot_name = { $seat } bot ({ $level })
review-marked_row = Turn { $turn } · { $player } · { $mark }: { $move } (−{ $loss })
review-note_who = Turn { $turn }, { $player }:
review-stand_in = played by a stand-in bot ({ $level }) for the away player; not counted
review-exact = exact: a race worked out to the end from the endgame table
review-method_exact = Decisions valued exactly from the endgame table (races; no rollouts): { $count }.
review-stand_in_count = Moves by a stand-in bot, not counted: { $count }
review-col_accuracy = Accuracy
review-luck_heading = Luck of the dice
review-luck_line = { $points } points of win chance from { $throws } throws
review-luck_explain = Luck is what each throw gave (+) or took (−) against the throws that could have come, as estimated win chance (GNU Backgammon’s luck rating): most of the graph’s swing is the dice, not the moves. It is a rough estimate, scaled to the game’s rules, and explains only part of the result.
review-no_marks = No move was marked.
review-incomplete = This review is incomplete: its time ran out before every decision got all its rollouts, so its numbers are rougher and some decisions are not reviewed.
review-thresholds = A move is marked when the rollouts show, even at the low end of their margin of error, that it lost at least { $inaccuracy } win chance against the best move: an inaccuracy; a mistake from { $mistake }, a blunder from { $blunder }.
review-method =
    { $count ->
        [one] Each choice was played out to the end up to { $count } time by the “{ $policy }” bot ({ $total } games in all).
       *[other] Each choice was played out to the end up to { $count } times by the “{ $policy }” bot ({ $total } games in all).
    }

## friends (names, invites, my games, open tables, clock, presence, chat: web/friends.js, web/lobby.js)
friends-named = { $name } ({ $seat })
friends-board_label = { $name } (seat { $n })
friends-your_name = Your name
friends-your_name_help = Shown to the other players; kept in this browser.
friends-name_prompt = Your name, for the other players:
friends-name_save = Save
friends-name_skip = Not now
friends-public = List as an open table (anyone may join a free seat)
friends-spectator_chat = Spectators may chat (they can always read it)
friends-clock_label = Time per decision
friends-clock_0 = No clock
friends-clock_30 = 30 seconds
friends-clock_120 = 2 minutes
friends-clock_86400 = 1 day
friends-clock_help = When a player's time runs out, a bot plays for them until they are back.
friends-clock = { $seat }: { $time } left
friends-clock_you = Your time: { $time } left
friends-away = { $seat } is away: a bot plays for them until they are back.
friends-away_you = Your time ran out: a bot plays for you.
friends-back = I'm back
friends-left = { $name } left
friends-is_back = { $name } is back
friends-presence_label = players at the table
friends-online = connected
friends-offline = not connected
friends-not_joined = not joined yet
friends-mute = Mute { $seat }
friends-unmute = Unmute { $seat }
friends-chat_heading = Chat
friends-chat_label = chat messages
friends-chat_open = Chat
friends-toasts_label = New chat lines
friends-chat_close = Hide chat
friends-chat_unread =
    { $count ->
        [one] Chat ({ $count } new)
       *[other] Chat ({ $count } new)
    }
friends-chat_input = chat message
friends-chat_placeholder = Say something…
friends-chat_send = Send
friends-chat_left =
    { $count ->
        [one] { $count } character left
       *[other] { $count } characters left
    }
friends-reactions = quick reactions
friends-spectator = Spectator
friends-line_who = { $who }:
friends-line_who_spectator = { $who } (watching):
friends-show_spectators = Show spectators' chat
friends-spectators_read_only = Spectators can read the chat.
friends-rate_limited = You are sending messages quickly; wait a moment, then try again.
friends-too_large = That message is too long (at most 200 characters).
friends-share = Share
friends-share_title = Join my Pachisi game
friends-qr = QR code
friends-qr_label = QR code of the invite link for { $seat }
friends-invite_heading = Invite
friends-invite_intro = These seats are still free. Send each friend their link; this panel goes away once everyone has joined.
friends-my_games = My games
friends-my_games_empty = Games you create, join or watch in this browser appear here.
friends-role_created = you created it
friends-role_joined = you play
friends-role_watched = you watch
friends-status_waiting = waiting for players
friends-status_playing = in play
friends-status_over = game over
friends-status_damaged = stopped
friends-to_move = { $seat } to move
friends-invites = Invites
friends-gone = { $id }: no longer on this server
friends-forget = Forget
friends-forget_label = forget game { $id }
friends-open_tables = Open tables
friends-open_tables_empty = No open tables right now.
friends-refresh = Refresh
friends-table_line = { $variant }, { $players } players: { $names }
friends-free_seats =
    { $count ->
        [one] { $count } free seat: { $seats }
       *[other] { $count } free seats: { $seats }
    }
friends-table_clock = clock: { $clock } per decision
friends-seconds =
    { $count ->
        [one] { $count } second
       *[other] { $count } seconds
    }
friends-join = Join
friends-join_label = join the { $variant } table as { $seat }
friends-nobody = nobody yet

## learn: the first-game lesson (/learn, web/learn.js) and its offer in the lobby (LearnOffer)
learn-offer-title = New to Pachisi?
learn-offer-text = Play a 3-minute lesson: you make the moves on a real board, and each one is explained.
learn-offer-start = Play the lesson
learn-offer-dismiss = No thanks
learn-offer-dismissed = The lesson stays at /learn whenever you want it.
learn-title = Learn to play — Pachisi
learn-cannot_open = The lesson cannot be shown: { $message }
learn-progress = Step { $n } of { $count }
learn-progress_done = Lesson complete
learn-skip = Skip the lesson
learn-nav = lesson steps
learn-back = Back
learn-next = Next
learn-finish = Finish
learn-redo = Do this step again
learn-try_again = Try again
learn-rule_more = Read the rule
learn-rule_more_label = Read the rule of this step on the rules page (opens in a new tab)
learn-kept = Your throws:
learn-kept_label = your kept throws
learn-moves = your moves
learn-choose = Click one of your pieces, the square it goes to, or a move:
learn-right = Well done!
learn-wrong = Not the best move:
learn-table_label = what each throw is worth
learn-table_again = (throw again)
learn-table_note = A { $again } (in bold) lets you throw again.
learn-step-throw-title = Throw the cowries
learn-step-throw-intro = Pachisi is played with { $shells } cowrie shells instead of dice. Throw them and count how many land mouth up: the table gives the throw's value.
learn-step-throw-do = Press Throw.
learn-step-throw-again =
    { $count ->
        [one] { $count } shell mouth up: { $value }. A { $value } lets you throw again — press Throw once more.
       *[other] { $count } shells mouth up: { $value }. A { $value } lets you throw again — press Throw once more.
    }
learn-step-throw-last =
    { $count ->
        [one] { $count } shell mouth up: { $value }. That ends your throwing. You keep your throws, { $values }, and now use them one at a time, each on one piece.
       *[other] { $count } shells mouth up: { $value }. That ends your throwing. You keep your throws, { $values }, and now use them one at a time, each on one piece.
    }
learn-step-throw-done = You keep your throws and use them one at a time.
learn-step-grace-title = Bring a piece in with a grace
learn-step-grace-intro = Your four { $seat } pieces wait beside the board, in your corner. Only a grace throw — { $grace } — brings a piece onto the board: it is put on your start square (ringed in your colour), and that uses up the whole throw. Your { $others } cannot bring a piece in.
learn-step-grace-do = Bring a piece in with your { $value }.
learn-step-grace-done = Piece { $piece } is on your start square. From there it has { $togo } squares to run: down your own middle column, once round the board anticlockwise, and back up the middle column into the centre, which is home.
learn-step-move-title = Move along your road
learn-step-move-intro = A throw moves one piece forward by its whole value, square by square; it is never split between pieces. Your piece { $piece } stands on your start square.
learn-step-move-do = Move it with your { $value }: the square it reaches is marked.
learn-step-move-done = Piece { $piece } went { $value } squares along your road and has { $togo } to go. Every piece goes the same way: down its middle column, then anticlockwise round the cross.
learn-step-capture-title = Capture
learn-step-capture-intro = { $victim }'s piece { $vpiece } stands { $value } squares ahead of your piece { $piece }, on an ordinary square. Stop where an opponent stands and you capture it: it goes back off the board and needs a grace to come in again. A capture also earns you another throw.
learn-step-capture-do = Capture it with your { $value }.
learn-step-capture-done = { $victim }'s piece { $vpiece } is back off the board, and you throw again.
learn-step-castle-title = Castles are safe
learn-step-castle-intro = The squares marked ✕ are castles. No piece can be captured on a castle, and nobody may stop on a castle an opponent holds.
learn-step-castle-do = Your { $value } can move either of two pieces. Choose the move that leaves none of your pieces open to capture.
learn-step-castle-done = Piece { $piece } stands on a castle: nothing can capture it there, and none of your pieces is open to capture.
learn-step-exact-title = Home with the exact count
learn-step-exact-intro = A piece goes home only with the exact number of squares it has left: a throw that would take it past home cannot be used on it. Your piece { $piece } has { $needed } squares to go.
learn-step-exact-do = You threw a { $needed }: bring that piece home.
learn-step-exact-done = Piece { $piece } is home, with the exact count.
learn-step-team-title = Play as a team
learn-step-team-intro = { $partner }, opposite you, is your partner: you play together against { $opponents }. Partners never capture each other and may share any square. The team whose eight pieces are all home first wins. { $partner } is home already; your last piece has { $needed } to go.
learn-step-team-do = Win the game for your team.
learn-step-team-done = All eight pieces of your team are home: { $team } win the game!
learn-why-pass = Passing gives up all your kept throws: nothing moves, and your turn ends.
learn-why-no_enter = It brings no piece onto the board.
learn-why-strands = Piece { $piece } would stop one square before home. There is no throw of 1 in this game, so it could never finish from there.
learn-why-loses_throw = After it, no piece could use your { $values }: it would be lost.
learn-why-no_capture = It captures nothing: { $seat }'s piece { $piece } stays on the board, and you get no extra throw.
learn-why-exposed = Piece { $piece } would stand on an open square where { $seat }'s piece { $by } could capture it with a { $value } — { $percent } of throws are a { $value }.
learn-why-not_home = Piece { $piece } needs exactly { $needed }, and only { $percent } of throws are a { $needed }: use it while you have it.
learn-why-other = It is allowed, but it is not what this step is about.
learn-end-title = You are ready to play
learn-end-intro = That is all you need for your first game:
learn-end-throw = Throw the cowries and keep your throws; a { $again } lets you throw again.
learn-end-grace = Only a grace ({ $grace }) brings a piece onto the board.
learn-end-move = Each throw moves one piece forward by its whole value.
learn-end-capture = Stop on an opponent to send it back off the board, and throw again.
learn-end-castle = A piece on a castle (✕) cannot be captured.
learn-end-exact = A piece goes home only with the exact count.
learn-end-team = Partners sit opposite each other and win together.
learn-end-play = Play your first game
learn-end-again = Go through the lesson again
learn-end-rules = All the rules of Pachisi

## rules and explanations

## The rules pages (/rules/PRESET, web/rules.js).
rules-title = How to play { $name } — Pachisi
rules-heading = How to play { $name }
rules-link = How to play
rules-link_game = Rules of this game
rules-cannot_open = Cannot show these rules: { $message }
rules-other_games = Other games:
rules-game_options = These are the rules of one game: the rules marked “changed” differ from the usual { $name }.
rules-name-pachisi = Pachisi
rules-name-pachisi-seven = Pachisi with seven cowries
rules-name-chopat = Chopat
rules-name-chaupar = Chaupar
rules-h-goal = The goal
rules-h-board = The board
rules-h-turn = Your turn
rules-h-throws = The throws
rules-h-options = Every rule of this game
rules-goal-race = Race your four pieces once round the cross-shaped board and back home to the centre.
rules-goal-teams = Partners sit opposite each other ({ $pairs }) and play together: the team whose eight pieces are all home first wins. Partners never capture each other and may share any square.
rules-goal-alone = Everyone plays alone. The first to bring all four pieces home wins; the others play on for the places.
rules-goal-alone_first = Everyone plays alone. The first to bring all four pieces home wins.
rules-goal-players_two = With two players, each plays two opposite colours as a team.
rules-goal-order = To see who starts, everyone throws once: the highest throw begins (ties throw again). Then play goes round the table.
rules-goal-order_fixed = { $seat } starts; then play goes round the table.
rules-goal-max_turns = A game that reaches { $count } turns is decided by who has the least distance left to go.
rules-diagram = { $name } board: each seat's road with arrows, start squares, safe squares and home
rules-legend-road = { $seat }'s road
rules-board-anticlockwise = Each coloured line is one seat's road, its arrows showing the way: out from the centre down the seat's own middle column, anticlockwise once round the cross, then back up the same middle column into the centre.
rules-board-clockwise = Each coloured line is one seat's road, its arrows showing the way: from the seat's start flower clockwise once round the cross, then up its own middle column into the centre.
rules-board-start = A square ringed in a seat's colour is its start square, where its pieces come onto the board.
rules-board-castles = The twelve squares marked ✕ are castles: a piece on a castle cannot be captured.
rules-board-castles_exclusive = No piece may stop on a castle where an opponent stands.
rules-board-castles_single = Only one piece at a time may stand on a castle.
rules-board-flowers = The squares embroidered with a flower are flowers: pieces of any colour may stand on them together, and nobody is captured there.
rules-board-block_two = Two pieces of one colour on a flower block it: others may pass it but not stop there.
rules-board-no_safe = No square is safe in this game: a piece can be captured anywhere on the loop.
rules-board-home = The middle column of each arm is its seat's home column: no other seat's piece goes there, so pieces in it are safe. The centre is home.
rules-turn-throw_cowries = Throw { $count } cowrie shells: how many land mouth up gives the throw's value (table below). A throw of { $values } lets you throw again.
rules-turn-throw_dice = Throw three long dice, each showing { $faces }. Each die is a move of its own: you may move three pieces, or one piece three times. There are no extra throws.
rules-turn-keep = You keep all the throws of your turn, then use them one by one, in any order, each on a piece of your choice.
rules-turn-keep_off = Each throw is used before the next one is made.
rules-turn-enter_centre = Your pieces start off the track, in the centre — the board shows them waiting in your corner. A piece comes onto the board only with a throw of { $values }: it is put on your start square, and that throw is used up.
rules-turn-enter_hand = Your pieces start in your hand. A piece comes onto the board only with a throw of { $values }: it is put on your start flower, and that throw is used up.
rules-turn-enter_full = An entering piece goes on by the throw's full value.
rules-turn-first_free = Your very first piece may come in with any throw.
rules-turn-seven_fourteen = 7 and 14 let you throw again but cannot bring a piece in; with no piece on the board they are void.
rules-turn-start_on_board = Your four pieces begin the game already on the board, near your start square. A captured piece goes back to the centre (the board shows it waiting in its corner) and comes in again with any die, which is used up.
rules-turn-move = A throw moves one piece forward along your road by its whole value; it is never split between pieces.
rules-turn-stack = Pieces of yours standing together may also move together with one throw.
rules-turn-forfeit = A throw that no piece can use is lost.
rules-turn-forfeit_turn = When no piece can use your throws, they are lost and your turn ends.
rules-turn-pass = You may pass instead of moving, giving up the throws you still have.
rules-turn-no_pass = You may not pass: if a piece can use a throw, you must move.
rules-turn-capture_centre = Stop on a square where opponents stand (not a safe square) and you capture them: they go back to the centre (the board shows them waiting in their corner) and must come in again.
rules-turn-capture_hand = Stop on a square where opponents stand (not a flower) and you capture them: they go back to their owner's hand and must come in again.
rules-turn-capture_stacks_off = Two or more pieces of one colour together cannot be captured, and nobody else may stop on their square.
rules-turn-capture_again = A capture earns you another round of throws.
rules-turn-must_capture = You must capture at least once before your pieces may turn into the home column; until then they keep going round.
rules-turn-exact = A piece gets home only with the exact number: a throw that would take it past the centre cannot be used on it.
rules-turn-dead_end = There is no throw of 1 in this game, so never stop a piece one square before home: no throw could ever finish it there.
rules-turn-streak_cancel = Three go-again throws of one kind in a row are a streak: all three are cancelled and the throwing stops.
rules-turn-streak_turn = Three go-again throws in a row burn your turn: every throw you kept is lost.
rules-turn-bonus = Once none of your pieces is waiting to come in, each throw of { $values } earns an extra move of 1.
rules-turn-fool = A seat that has finished may bring a piece back out as the “fool”: it goes backwards round the board, captures others and can never be captured.
rules-turn-triple = Three equal dice move three of your pieces standing together by twice the face.
rules-turn-partner = When one partner has finished, they keep throwing and the other partner moves with those throws.
rules-throws-cowries = How many of the { $count } cowries land mouth up decides the value:
rules-throws-dice_faces = Each of the three dice shows { $faces }, every face with a chance of { $percent }.
rules-throws-dice_sums = The sum of the three dice (it decides who starts):
rules-throws-label = throw table
rules-col-up = Mouths up
rules-col-value = Value
rules-col-sum = Sum
rules-col-chance = Chance
rules-col-odds = About
rules-col-enters = Brings a piece in
rules-col-again = Throw again
rules-one_in = 1 in { $n }
rules-yes = yes
rules-no = no
rules-total = Total
rules-options_intro = Every rule as the engine plays it, with its setting in this game.
rules-teams = Teams (opposite seats are partners)
rules-option_changed = changed (usually { $value })
rules-option_rule = { $key } · rule { $rule }
rules-value-true = yes
rules-value-false = no
rules-value-empty = none

## The game page: log lines from the server's structured fields.
log-throws = throws { $value }
log-with_reasons = { $text }; { $reasons }
log-away = ran out of time: a bot plays for this seat until its player is back
log-back = is back
forfeit-must_enter = no piece can use the { $value }: enter a piece with { $values } first
forfeit-past_finish = no piece can use the { $value }: it would go past home
forfeit-blocked = no piece can use the { $value }: the way is blocked
forfeit-no_piece_can = no piece can use the { $value }
forfeit-needs_pair = no piece can use the { $value }: only a pair frees pieces from the jail
cancelled-needs_piece_on_board = the throw is void: it cannot bring a piece in, and none is on the board
cancelled-streak = three in a row: the streak is cancelled

## Move labels, from each legal action's info.
move-who_one = Piece { $piece }
move-who_many = Pieces { $pieces }
move-to_start = { $who }: { $value } enters at the start ({ $togo } to go)
move-to_enter_on = { $who }: { $value } enters and moves on ({ $togo } to go)
move-to_castle = { $who }: { $value } to a castle ({ $togo } to go)
move-to_flower = { $who }: { $value } to a flower ({ $togo } to go)
move-to_safe = { $who }: { $value } to a safe square ({ $togo } to go)
move-to_track = { $who }: { $value } forward ({ $togo } to go)
move-to_home_column = { $who }: { $value } into the home column ({ $togo } to go)
move-to_home = { $who }: { $value } home
move-to_other = { $who }: { $value }
move-strands_mark = { $move } ⚠
strand-title = This piece would get stuck
strand-body = { $move }: the piece would stop one square before home, where no throw can ever finish it.
strand-play = Play anyway
strand-other = Choose another
pass-title = Pass?
pass-body = You give up the throws you still have ({ $values }). Online play has no undo.
pass-confirm = Pass
pass-cancel = Keep playing
hint-explain = Win chance: how often the bot expects your side to win after that move.
hint-explain_exact = Exact win chance: a race where no more captures can happen, worked out to the end over every throw (the endgame table), not estimated.

## The game-over panel (web/game.js OverPanel).
over-title = Game over
over-you_win = You win!
over-you_lose = Not this time
over-team_wins = { $seats } win as a team
over-seat_wins = { $seat } wins
over-adjudicated_mark = (decided on distance)
over-mars = Mars! No opponent had a man home, so the win counts seven games.
over-you_mark = (you)
over-team = team { $team }
over-seat_stats =
    { $count ->
        [one] { $count } move, { $captured } captured
       *[other] { $count } moves, { $captured } captured
    }
over-length =
    { $count ->
        [one] { $count } turn · { $moves } moves · { $throws } throws
       *[other] { $count } turns · { $moves } moves · { $throws } throws
    }
over-watch_rematch = Watch the rematch
over-hide = See the board
over-show = Show the result
game-watching = You are watching this game.
over-adjudicated_cap = The game reached its limit of { $count } turns, so it was decided on distance: the side with the fewest steps left to bring its pieces home ranks first.
over-adjudicated_dead_end = Nobody could finish any more (a piece stood one square before home, where no throw can finish it), so the game was decided on distance: the side with the fewest steps left ranks first.

## ---- i18n (issue 16): the language switcher, log lines told from the server's
## structured fields, presets and option meanings by key, errors by code.
## (The English of log lines, presets, meanings and errors is the server's own words.)
lang-label = Language
## A place in the ranking: $ordinal is the CLDR ordinal category of $n in the language
## (Intl.PluralRules with type "ordinal": one, two, few, many, other).
over-place =
    { $ordinal ->
        [one] { $n }st
        [two] { $n }nd
        [few] { $n }rd
       *[other] { $n }th
    }
logline-throw = throws { $value } ({ $up } up)
logline-throw_dice = throws { $a } { $b } { $c }
logline-order = throws { $value } ({ $up } up) for the start order
logline-order_dice = throws { $a } { $b } { $c } for the start order
logline-who_one = piece { $piece }
logline-who_many = pieces { $pieces } together
logline-enter = enters { $who } with { $value } ({ $togo } to go)
logline-enter_home = enters { $who } with { $value } and goes home
logline-home = brings { $who } home with { $value }
logline-to_track = moves { $who } by { $value } along the track ({ $togo } to go)
logline-to_start = moves { $who } by { $value } onto the start square ({ $togo } to go)
logline-to_castle = moves { $who } by { $value } to a castle ({ $togo } to go)
logline-to_flower = moves { $who } by { $value } to a flower ({ $togo } to go)
logline-to_home_column = moves { $who } by { $value } into the home column ({ $togo } to go)
logline-captures = { $move }, capturing { $captured }
logline-captured_piece = { $seat }'s piece { $piece }
logline-strands = { $move } — it can never finish from there
logline-pass = passes by choice, giving up its kept throws
preset-pachisi = Pachisi with six cowries (6, 10, 25 are grace throws), teams of partners
preset-pachisi-seven = Pachisi with seven cowries (10, 25, 30 grace; 7, 14 go-on), streaks and pyada
preset-chopat = Chopat of Saurashtra: seven cowries, clockwise, flowers, tohd, peghedu, gandu kadhy
preset-chaupar = Chaupar: three long dice, pieces start on the board, two teams
meaning-players = number of players; in Pachisi and Chaupar 2 players each play two opposite colours as a team
meaning-teams = partners (opposite seats) play as a team; needs 4 seats
meaning-table = what is thrown and its value table
meaning-mouth_up_p = chance that a cowrie lands mouth up
meaning-seven_high = value of 6 mouths up in the seven table
meaning-chopat_ends = value of 0 mouths up in the chopat table (8 with 16 for 7 up, or 7 with 14)
meaning-dice_faces = faces of each long die
meaning-track = track shape and direction: pachisi (anticlockwise, 84 steps), chopat (clockwise, 72 steps) or ludo (15 × 15 board, clockwise, 57 steps)
meaning-safe_squares = which squares are safe
meaning-flower_in_middle = where the middle-column flower of each arm is
meaning-order = throw for the first turn (ties re-throw), or seat 0 starts
meaning-accumulate = keep all throws of a turn and spend them after the throw phase
meaning-stack_moves = pieces of one seat on one square may move together with one throw
meaning-forfeit = an unspendable throw is lost (throw), or ends the turn (turn)
meaning-pass = a player may decline to spend kept throws
meaning-streak = three consecutive throws of one class are cancelled
meaning-streak_penalty = a streak cancels its three throws, or every throw of the turn
meaning-bonus = extra step of 1 for bonus values once all pieces have entered
meaning-bonus_values = throws that earn the extra step
meaning-capture_again = a capture earns another throw phase
meaning-enter = an entering piece is placed on its entry square (place), moves the full value (full), or is put in the centre on the board, Barjis' kitchen, and moved out by later throws (centre; Pachisi track only)
meaning-enter_any = any throw may enter a piece
meaning-first_free = a seat's first piece of the game may enter on any throw
meaning-seven_fourteen = 7 and 14 cannot enter a piece and are void without a piece on the board
meaning-castle_exclusive = a piece may not end its move on a safe square held by an opponent
meaning-castle_single = no two pieces share a safe square
meaning-block_two = two pieces of one seat on a safe square stop other seats from ending there
meaning-capture_stacks = two or more pieces of one seat together can be captured (false: they block instead)
meaning-must_capture = a seat must capture before its pieces may go home; until then they circle
meaning-revenge = an immediate recapture on the same square cancels the capture's credit (2 players)
meaning-fool = gandu kadhy: a finished seat may bring a piece back out to harass the others
meaning-partner_moves = a finished seat throws on its turns and its partner moves
meaning-triple = three pieces on one square move together twice the face on a triple
meaning-start_steps = pieces start on the board on these steps
meaning-rank_all = without teams, play on after the first finisher until one seat is left
meaning-max_turns = turn cap; when reached the game is adjudicated by distance left
error-coded = { $text } ({ $code }: { $message })
error-code-bad_request = The server could not accept this request.
error-code-too_large = That is too long for the server.
error-code-illegal_action = That move is not allowed now.
error-code-unauthorized = This link does not give you that seat.
error-code-spectator = Spectators cannot play.
error-code-not_your_turn = It is not your turn.
error-code-not_found = There is no such game on this server.
error-code-stale_version = The game has moved on; the board is brought up to date.
error-code-game_over = The game is over.
error-code-not_over = The game is not over yet.
error-code-not_started = The game waits for its players.
error-code-full = That seat is taken.
error-code-damaged = This game is stopped.
error-code-rate_limited = Too many requests; wait a moment, then try again.
error-code-unknown_host = The server does not answer to this address.
error-code-bad_origin = The server refuses requests from another site.
error-code-unsupported_media_type = The server could not read this request.
error-code-busy = The server is busy; try again in a moment.
error-code-name_taken = Another player at this table has that name.
error-code-internal = The server failed; try again.
level-easy = easy
level-medium = medium
level-hard = hard
level-expert = expert
level-random = random
## Option values as shown in the lobby's selects and on the rules page (value-KEY-VALUE;
## English keeps the server's identifiers, which the options' meanings name), and what
## free-form options accept (allowed-KEY).
value-table-six = six
value-table-six-herklots = six-herklots
value-table-seven = seven
value-table-chopat = chopat
value-table-long-dice = long-dice
value-track-pachisi = pachisi
value-track-chopat = chopat
value-safe_squares-castles = castles
value-safe_squares-flowers = flowers
value-safe_squares-none = none
value-flower_in_middle-end = end
value-flower_in_middle-inner = inner
value-order-throw = throw
value-order-fixed = fixed
value-forfeit-throw = throw
value-forfeit-turn = turn
value-streak-off = off
value-streak-class = class
value-streak-same-value = same-value
value-streak_penalty-cancel = cancel
value-streak_penalty-turn = turn
value-enter-place = place
value-enter-full = full
allowed-range = { $min } to { $max }
allowed-mouth_up_p = a probability in (0,1), or a list of one per shell
allowed-bonus_values = a list of throw values
allowed-start_steps = a list of 4 steps, or empty
rules-ref_game_length = § game length
## Lists where the browser lacks the language's list words (web/strings.js).
list-and = { $first } and { $last }
list-or = { $first } or { $last }

## ---- Ludo (issue 17): the boxed board's game with one die, its presets, house rules,
## rules page and lesson.
throw-die = die showing { $value }
logline-throw_die = throws a { $value }
logline-order_die = throws a { $value } for the start order
logline-to_safe = moves { $who } by { $value } to a safe square ({ $togo } to go)
lobby-variant-ludo = The boxed game: one die, a 6 brings a token out and rolls again; start squares and stars are safe.
lobby-variant-ludo-ludopy = Ludo as the Python package ludopy plays it: star jumps, globes, and a 6 rolls again without limit.
lobby-house_rules = House rules
group-ludo = Ludo
option-one_enters = A 1 also brings a token out
option-home_again = Another roll for bringing a token home
option-block_pass = Two tokens on a square make a block
option-ludopy = The rules of ludopy
meaning-one_enters = a throw of 1 also brings a piece onto the board
meaning-home_again = bringing a piece home earns another throw
meaning-block_pass = two or more pieces of one seat on a square can be neither passed nor landed on by other seats
meaning-ludopy = move, capture and turn rules of the Python package ludopy 1.5.0 (needs the ludopy preset's other options)
value-table-die = die
value-track-ludo = ludo
value-safe_squares-ludo-stars = ludo-stars
preset-ludo = Ludo: one die, a 6 brings a token out and rolls again, safe starts and stars
preset-ludo-ludopy = Ludo as the Python package ludopy 1.5.0 plays it: star jumps, globes, bounce-back
rules-name-ludo = Ludo
rules-name-ludo-ludopy = Ludo (ludopy's rules)
rules-rule_id = rule { $rule }
rules-throws-die = One die: each number from 1 to 6 has the same chance.
rules-ludo-seats = Two to four players, each alone, each with four tokens of one colour that wait in the yard of that colour, in a corner of the board.
rules-ludo-end = The first player to bring all four tokens home to the centre wins, and the game ends.
rules-ludo-end_all = The first player to bring all four tokens home to the centre wins; the others play on for the places.
rules-ludo-road = Each coloured line is one player's road, its arrows showing the way: out of the yard onto the start square of its colour, clockwise once round the board, then, where the arrow in its colour points inwards, up its own coloured home column to its triangle in the centre. Nobody else enters your home column, so tokens there are safe.
rules-ludo-safe = The four start squares and the four stars ☆ are safe: tokens of any colour may share them, and nobody is captured there.
rules-ludo-globes = Globes protect: a token on a globe cannot be captured. Land on a globe where an opponent stands, or on another player's start square where that player's tokens stand, and your own token goes back to its yard.
rules-ludo-jump_stars = Land on a star ★ and your token jumps on to the next star. The star at the end of your road, just before your home column, takes it straight home.
rules-ludo-die = Roll one die: each roll is used before the next one is made.
rules-ludo-enter_six = A token comes out of the yard only with a 6: it is put on your start square, and that uses the 6.
rules-ludo-enter_one = In this game a 1 also brings a token out (a 1 gives no extra roll).
rules-ludo-six_again = A 6 gives you another roll after you move.
rules-ludo-three_sixes = Three 6s in a row: the third one is not played and your turn ends (moves made with the first two stay).
rules-ludo-move = A roll moves one token forward by its whole number; it is never split between tokens. A roll that no token can use is lost.
rules-ludo-capture = Land on a square where opponents' tokens stand (not a safe square) and you send them all back to their yard: they need a 6 to come out again.
rules-ludo-capture_again = A capture earns you one more roll.
rules-ludo-block = Two or more of your tokens on one square make a block: no other player's token may land on it or pass it.
rules-ludo-no_block = Two tokens of one colour on a square do not block the way: others may pass them, and land there to capture both.
rules-ludo-home_again = Bringing a token home earns you one more roll.
rules-ludo-exact = A token gets home only with the exact number: a roll that would take it past the centre cannot be used on it.
rules-ludo-lp_enter = A 6 brings a waiting token out onto your start square. In the first round, while all your tokens wait in the yard, you may roll up to four times to get that 6.
rules-ludo-lp_six_again = A 6 gives you another roll, with no limit, except in the first round.
rules-ludo-lp_movable = Any token that is not home may move with any roll: there are no blocks and no passing. A roll that no token can use is lost.
rules-ludo-lp_capture = Land where one opponent's token stands and you send it back to its yard; land where two or more tokens of one opponent stand and your own token goes back instead.
rules-ludo-lp_bounce = A token in the home column that rolls past the centre does not stop there: it is sent back, and a 6 takes it out onto the board again.
learn-ludo-title = Learn to play Ludo — Pachisi
learn-ludo-offer_title = New to Ludo?
learn-ludo-offer_text = Play a 2-minute lesson: you roll the die and move the tokens on a real Ludo board, and each move is explained.
learn-table_die = Die
learn-end-rules_ludo = All the rules of Ludo
learn-why-no_capture_plain = It captures nothing: { $seat }'s token { $piece } stays on the board.
learn-step-ludo_throw-title = Roll the die
learn-step-ludo_throw-intro = Ludo is played with one die. Your four { $seat } tokens wait in your yard, and only a 6 brings one out.
learn-step-ludo_throw-do = Press Throw.
learn-step-ludo_throw-thrown = A { $value }! That is what you need to bring a token out.
learn-step-ludo_enter-title = A 6 brings a token out
learn-step-ludo_enter-intro = With a 6 a token leaves your yard for your start square: the square in your colour with the white arrow.
learn-step-ludo_enter-do = Bring a token out with your 6.
learn-step-ludo_enter-done = Token { $piece } is on your start square, { $togo } squares from home, and your 6 earns you another roll.
learn-step-ludo_again-title = Roll again
learn-step-ludo_again-intro = Every 6 gives you another roll after you have moved it. Three 6s in a row, though, end your turn.
learn-step-ludo_again-do = Press Throw.
learn-step-ludo_again-thrown = A { $value }: move a token by it. Anything but a 6 ends your turn after the move.
learn-step-ludo_move-title = Move round the board
learn-step-ludo_move-intro = A roll moves one token forward by its number, square by square, clockwise: the way the arrows point. Tokens still in the yard cannot use a { $value }.
learn-step-ludo_move-do = Move token { $piece } by { $value }: the square it reaches is marked.
learn-step-ludo_move-done = Token { $piece } went { $value } squares and has { $togo } to go. Your turn ends, and the others roll.
learn-step-ludo_capture-title = Capture
learn-step-ludo_capture-intro = { $victim }'s token { $vpiece } stands { $value } squares ahead of your token { $piece }, on an ordinary square. End your move where an opponent's token stands and it goes back to its yard: it needs a 6 to come out again.
learn-step-ludo_capture-do = Capture it with your { $value }.
learn-step-ludo_capture-done = { $victim }'s token { $vpiece } is back in its yard.
learn-step-ludo_safe-title = Stars and start squares are safe
learn-step-ludo_safe-intro = The stars ☆ and the start squares are safe: tokens of any colour may share them, and nobody is captured there.
learn-step-ludo_safe-do = Your { $value } can move either of two tokens. Choose the move that leaves none of your tokens open to capture.
learn-step-ludo_safe-done = Token { $piece } stands on a star: nothing can capture it there, and none of your tokens is open to capture.
learn-step-ludo_exact-title = Home with the exact number
learn-step-ludo_exact-intro = After one round a token turns into the home column in its colour, where nobody else goes, and on to the centre. It goes home only with the exact number. Your token { $piece } has { $needed } squares to go.
learn-step-ludo_exact-do = You rolled a { $needed }: bring that token home.
learn-step-ludo_exact-done = Token { $piece } is home. The first player with all four tokens home wins.
learn-end-ludo_throw = Ludo is played with one die; only a 6 brings a token out of the yard.
learn-end-ludo_enter = A token comes out onto your start square, and a 6 earns another roll.
learn-end-ludo_again = Three 6s in a row end your turn.
learn-end-ludo_move = Each roll moves one token forward by its number.
learn-end-ludo_capture = End on an opponent's token to send it back to its yard.
learn-end-ludo_safe = Nobody is captured on a star ☆ or a start square.
learn-end-ludo_exact = A token goes home only with the exact number; the first with all four home wins.

## ---- Mensch ärgere Dich nicht (issue 17): its preset, house rules and rules page.
lobby-variant-mensch = The German classic: one die, a 6 brings a piece out and rolls again, no safe fields, captures anywhere.
group-mensch = Mensch ärgere Dich nicht
preset-mensch = Mensch ärgere Dich nicht: 11 × 11 board, a ring of 40 fields, a 6 brings a piece out, no safe fields
rules-name-mensch = Mensch ärgere Dich nicht
value-track-mensch = mensch
option-no_share = No two pieces of one colour on a field
option-must_enter = A 6 must bring a piece out
option-clear_start = Clear the start field first
option-three_tries = Three tries for a 6
option-no_jump_goal = No jumping in the goal
option-forced_capture = Capturing is compulsory
meaning-no_share = a piece may not end its move on a field where a piece of its own colour stands
meaning-must_enter = while pieces wait and the start field holds no piece of their own, a throw that can bring a piece out must do so
meaning-clear_start = while pieces wait, a piece on the own start field must move off it first, if it can
meaning-three_tries = a player with no piece that can move throws up to three times for a 6
meaning-no_jump_goal = a piece may not pass over its own pieces in the goal
meaning-forced_capture = when a throw can capture, only capturing moves are allowed
rules-mensch-seats = Two to four players, each alone, each with four pieces of one colour that wait on the four round fields of that colour in a corner of the board.
rules-mensch-end = The first player with all four pieces in their goal wins, and the game ends.
rules-mensch-end_all = The first player with all four pieces in their goal wins; the others play on for the places.
rules-mensch-road = The road is a ring of 40 round fields. Each colour comes out onto its start field, in its colour, goes once round clockwise, and then into its goal: the four fields of its colour that lead to the middle. Nobody else enters your goal.
rules-mensch-no_safe = No field of the ring is safe: a piece can be captured anywhere, even on its own start field.
rules-mensch-enter_six = A piece comes out only with a 6: it is put on your start field, and that uses the 6.
rules-mensch-must_enter = While pieces wait and your start field holds none of your pieces, a 6 must bring one out.
rules-mensch-clear_start = While pieces wait, a piece on your start field must move off it first, if it can.
rules-mensch-three_tries = While none of your pieces can move (all waiting, or packed at the end of the goal), you may throw up to three times for a 6.
rules-mensch-capture = End your move on a field where an opponent's piece stands and you send it back to its waiting fields.
rules-mensch-no_share = You may not end a move on a field where one of your own pieces stands.
rules-mensch-forced_capture = Capturing is compulsory: when a throw can capture, you must capture.
rules-mensch-exact = A piece goes into the goal only with the exact number: a throw that would take it past the last goal field cannot be used on it.
rules-mensch-no_jump_goal = In the goal, a piece may not jump over your other pieces.
rules-mensch-jump_goal = In the goal, a piece may jump over your other pieces (as Schmidt's own rules allow).
learn-mensch-title = Learn to play Mensch ärgere Dich nicht — Pachisi
learn-mensch-offer_title = New to Mensch ärgere Dich nicht?
learn-mensch-offer_text = Play a 2-minute lesson on its board: three tries for a 6, clearing your start field, a capture, the goal.
learn-end-rules_mensch = All the rules of Mensch ärgere Dich nicht
learn-step-mensch_throw-title = Three tries for a 6
learn-step-mensch_throw-intro = One die. Your four { $seat } pieces wait in your corner, and only a 6 brings one out. While none of your pieces can move, you may throw up to three times for it.
learn-step-mensch_throw-do = Press Throw.
learn-step-mensch_throw-again = A { $value }: no piece can use it. Throw again.
learn-step-mensch_throw-last = A { $value }! Now a piece can come out.
learn-step-mensch_enter-title = A 6 brings a piece out
learn-step-mensch_enter-intro = A 6 puts a piece on your start field, the field in your colour at the edge of the ring. While pieces wait and your start field is free, a 6 must bring one out.
learn-step-mensch_enter-do = Bring a piece out with your 6.
learn-step-mensch_enter-done = Piece { $piece } is on your start field, { $togo } fields from the end of your goal, and your 6 earns another throw.
learn-step-mensch_again-title = Throw again
learn-step-mensch_again-intro = Every 6 gives you another throw after the move.
learn-step-mensch_again-do = Press Throw.
learn-step-mensch_again-thrown = A { $value }: anything but a 6 ends your turn after the move.
learn-step-mensch_clear-title = Clear your start field
learn-step-mensch_clear-intro = While pieces still wait, a piece on your start field must move off it first, so that the next one can come out.
learn-step-mensch_clear-do = Move piece { $piece } off your start field with your { $value }.
learn-step-mensch_clear-done = Piece { $piece } went { $value } fields and has { $togo } to go; your start field is free again.
learn-step-mensch_capture-title = Capture, anywhere
learn-step-mensch_capture-intro = No field is safe, not even a start field. { $victim }'s piece { $vpiece } stands on its own start field, { $value } fields ahead of your piece { $piece }: end your move there and it goes back to its corner.
learn-step-mensch_capture-do = Capture it with your { $value }.
learn-step-mensch_capture-done = { $victim }'s piece { $vpiece } is back in its corner: it needs a 6 to come out again.
learn-step-mensch_goal-title = Into the goal
learn-step-mensch_goal-intro = After one round a piece goes into your goal, the four fields in your colour, with the exact number, and may not jump over your own pieces there: fill it from the far end. Your piece { $piece } stands on the last field of the ring.
learn-step-mensch_goal-do = You threw a { $needed }: take that piece to the far end of the goal.
learn-step-mensch_goal-done = Piece { $piece } is at the far end of your goal. The first player with all four pieces in the goal wins.
learn-end-mensch_throw = While none of your pieces can move, throw up to three times for a 6.
learn-end-mensch_enter = A 6 brings a piece out onto your start field, and earns another throw.
learn-end-mensch_again = Anything but a 6 ends your turn after the move.
learn-end-mensch_clear = A piece on your start field moves off it first while others wait.
learn-end-mensch_capture = End on an opponent's piece, anywhere, to send it back to its corner.
learn-end-mensch_goal = Into the goal with the exact number, without jumping your own pieces; all four in wins.

## ---- Le jeu des petits chevaux (issue 17): its preset, house rules, rules page and lesson.
lobby-variant-petits-chevaux = The French family game: one die, a 6 brings a horse out, no safe squares, and a numbered ladder climbed 1, 2, 3 … to the centre.
group-chevaux = Petits chevaux
preset-petits-chevaux = Petits chevaux: one die, a ring of 56 squares, a 6 brings a horse out, a numbered ladder climbed with each square's own number
rules-name-petits-chevaux = Petits chevaux
option-ladder = The petits chevaux board and its numbered ladder
option-ladder_centre = A 6 from the top of the ladder to the centre
option-bounce = A throw too big before the ladder bounces back
option-own_behind = A horse stops behind its own horse
option-no_pass = No passing other horses
option-horses = Horses per player
meaning-ladder = the board with a ring of 56 squares and a ladder of six numbered squares per colour, each climbed with its own number
meaning-ladder_centre = a horse on the ladder's square 6 needs one more 6 to reach the centre; otherwise square 6 is home
meaning-bounce = a throw bigger than the squares left before the ladder goes there and back by the rest; otherwise it cannot be used on that horse
meaning-own_behind = a move that would end on a horse of its own colour stops on the free square just behind it; otherwise it is not allowed
meaning-no_pass = no horse may pass another horse, of any colour, on the ring
meaning-horses = horses each player plays with; the others start home
rules-chevaux-seats = Two to four players, each alone, each with four horses of one colour that wait in the stable of that colour, in a corner of the board.
rules-chevaux-seats_fewer = Two to four players, each alone, each playing with { $count ->
    [one] one horse
   *[other] { $count } horses
  } of one colour, waiting in the stable of that colour in a corner of the board.
rules-chevaux-end = The first player with all horses home in the centre wins, and the game ends.
rules-chevaux-end_all = The first player with all horses home in the centre wins; the others play on for the places.
rules-chevaux-road = The ring has 56 squares, the corners of the cross among them. Each colour comes out onto its start square, in its colour, goes once round clockwise to the square before its ladder, where the arrow in its colour points inwards, and then climbs its own ladder of six numbered squares to the centre.
rules-chevaux-no_safe = No square is safe: a horse can be captured anywhere, even on its own start square.
rules-chevaux-out = A horse leaves its stable only with a 6: it is put on your start square, and that uses the 6. With a 6 you may also move a horse instead.
rules-chevaux-move = A throw moves one horse forward by its whole number. A throw that no horse can use is lost.
rules-chevaux-capture = End your move on another colour's horse and you send it back to its stable.
rules-chevaux-own = Only one horse stands on a square: a move that would end on a horse of your own colour is not allowed.
rules-chevaux-own_behind = Only one horse stands on a square: a move that would end on a horse of your own colour stops on the free square just behind it.
rules-chevaux-no_pass = No horse may pass another horse, of any colour, on the ring.
rules-chevaux-exact = On the ring a horse must stop exactly on the square before its ladder: it never goes round again.
rules-chevaux-bounce = A throw bigger than the squares left before the ladder takes the horse there and back by the rest.
rules-chevaux-ladder = The ladder is climbed one square a throw, each with its own number: a 1 onto square 1, then a 2 onto square 2, and so on up to a 6 onto square 6. Any other throw cannot be used on that horse.
rules-chevaux-centre = From square 6 one more 6 takes the horse into the centre: it is home.
rules-chevaux-top = A horse that reaches square 6 is home.
learn-petits-chevaux-title = Learn to play petits chevaux — Pachisi
learn-petits-chevaux-offer_title = New to petits chevaux?
learn-petits-chevaux-offer_text = Play a 2-minute lesson on its board: a 6 to bring a horse out, a capture, climbing the numbered ladder, the 6 into the centre.
learn-end-rules_petits-chevaux = All the rules of petits chevaux
learn-step-chevaux_throw-title = Throw the die
learn-step-chevaux_throw-intro = Petits chevaux is played with one die. Your four { $seat } horses wait in your stable, in your corner, and only a 6 brings one out.
learn-step-chevaux_throw-do = Press Throw.
learn-step-chevaux_throw-thrown = A { $value }! That is what you need to bring a horse out.
learn-step-chevaux_out-title = A 6 brings a horse out
learn-step-chevaux_out-intro = With a 6 a horse leaves your stable for your start square: the square in your colour at the edge of the ring.
learn-step-chevaux_out-do = Bring a horse out with your 6.
learn-step-chevaux_out-done = Horse { $piece } is on your start square, { $togo } squares from the centre, and your 6 earns another throw.
learn-step-chevaux_again-title = Throw again
learn-step-chevaux_again-intro = Every 6 gives you another throw after you have played it.
learn-step-chevaux_again-do = Press Throw.
learn-step-chevaux_again-thrown = A { $value }: move a horse by it. Anything but a 6 ends your turn after the move.
learn-step-chevaux_move-title = Round the ring
learn-step-chevaux_move-intro = A throw moves one horse forward by its whole number, square by square, clockwise round the ring of 56 squares. The horses in your stable cannot use a { $value }.
learn-step-chevaux_move-do = Move horse { $piece } by { $value }: the square it reaches is marked.
learn-step-chevaux_move-done = Horse { $piece } went { $value } squares and has { $togo } to go. Your turn ends, and the others throw.
learn-step-chevaux_capture-title = Capture, anywhere
learn-step-chevaux_capture-intro = No square is safe, not even a start square. { $victim }'s horse { $vpiece } stands on its own start square, { $value } squares ahead of your horse { $piece }: end your move there and it goes back to its stable.
learn-step-chevaux_capture-do = Capture it with your { $value }.
learn-step-chevaux_capture-done = { $victim }'s horse { $vpiece } is back in its stable. Careful: a horse that comes out with a 6 captures whatever stands on its start square — now your horse { $piece }.
learn-step-chevaux_ladder-title = Climb the ladder
learn-step-chevaux_ladder-intro = After one round a horse must stop exactly on the square before its ladder. Then it climbs your ladder one square a throw, each with the number written on it: a 1 onto square 1, a 2 onto square 2, and so on up to 6. Your horse { $piece } stands on ladder square { $square }; the horse before the ladder waits for a 1.
learn-step-chevaux_ladder-do = You threw a { $needed }: climb the ladder with it.
learn-step-chevaux_ladder-done = Horse { $piece } climbed onto ladder square { $needed }, the square with your throw's number. No other number moves a horse on the ladder.
learn-step-chevaux_centre-title = A 6 into the centre
learn-step-chevaux_centre-intro = From square 6, the top of the ladder, one more 6 takes a horse into the centre: it is home. Two of your horses are home already, and your horse { $piece } stands on square 6.
learn-step-chevaux_centre-do = You threw a { $needed }: take that horse into the centre.
learn-step-chevaux_centre-done = Horse { $piece } is home in the centre, and your 6 earns another throw. The first player with all four horses in the centre wins.
learn-end-chevaux_throw = One die; only a 6 brings a horse out of your stable.
learn-end-chevaux_out = A horse comes out onto your start square, and every 6 earns another throw.
learn-end-chevaux_again = Anything but a 6 ends your turn after the move.
learn-end-chevaux_move = Each throw moves one horse forward by its whole number.
learn-end-chevaux_capture = No square is safe: end on another colour's horse to send it back to its stable.
learn-end-chevaux_ladder = Stop exactly before your ladder, then climb it with each square's own number: 1, 2, 3, 4, 5, 6.
learn-end-chevaux_centre = One more 6 from square 6 takes a horse into the centre; all four home wins.
learn-why-no_climb = Your horse { $piece } would stay on ladder square { $square }: only a { $needed } climbs it, and only { $percent } of throws are a { $needed }. Use it while you have it.

## ---- Parcheesi (issue 17): its preset, house rules, two dice and rules page.
lobby-variant-parcheesi = The American classic: two dice, a 5 brings a pawn out, doubles roll again, blockades bar the way, 20 squares for a capture and 10 for reaching home.
group-parcheesi = Parcheesi
preset-parcheesi = Parcheesi: two dice, a 5 brings a pawn out, doubles again, blockades, 12 safety spaces, 20 for a capture, 10 for home
rules-name-parcheesi = Parcheesi
value-table-two-dice = two-dice
option-loop_entry = Where pieces enter the track
option-enter_five = A 5 brings a pawn out
option-enter_total = Two dice adding up to 5 bring a pawn out
option-enter_capture = Coming out captures on your entry space
option-blockade = Two pawns of one colour make a blockade
option-blockade_doubles = Doubles do not move a blockade on
option-doubles_bottom = Doubles also give their bottom faces
option-three_doubles = Three doubles send your leading pawn back
option-capture_bonus = Squares earned by a capture
option-home_bonus = Squares earned by reaching home
meaning-loop_entry = 0: pieces enter down their own middle column (Pachisi); otherwise the loop square, counted as on the Pachisi track, where they come onto the board (Parcheesi's entry space)
meaning-enter_five = a 5 on a die brings a pawn onto its entry space
meaning-enter_total = two dice that add up to 5 (1 and 4, 2 and 3) together bring a pawn out, using both
meaning-enter_capture = a pawn coming out onto its own entry space captures a single opponent's pawn there, although it is a safety space
meaning-blockade = two pawns of one colour on a square form a blockade that no pawn, of any colour, may pass or land on
meaning-blockade_doubles = with doubles, the two pawns of a blockade may not move on together: in that roll they may not stand on one square again
meaning-doubles_bottom = when none of your pawns is in the nest, doubles also give the numbers on the dice's bottom faces
meaning-three_doubles = the third doubles in a row is not played: your pawn nearest home goes back to the nest and the turn ends
meaning-capture_bonus = a capture earns a move of this many squares for one pawn (0: none)
meaning-home_bonus = bringing a pawn home earns a move of this many squares for one pawn (0: none)
throw-two_dice = dice showing { $a } and { $b }
throw-two_dice_doubles = dice showing { $a } and { $b }, doubles
logline-throw_two_dice = throws { $a } and { $b }
logline-throw_doubles = throws { $a } and { $b }, doubles
logline-order_two_dice = throws { $a } and { $b } for the start order
rules-throws-two_dice = Two dice, each number from 1 to 6 with the same chance, and each die is used on its own. Doubles come in { $doubles } of throws; a throw can bring a pawn out (a 5 on a die, or a total of 5) in { $enters } of throws.
rules-throws-two_dice_sums = The sum of the two dice (it decides who starts, and one pawn may move by both):
rules-parcheesi-seats = Two to four players, each alone, each with four pawns of one colour that wait in the nest of that colour, the corner to the right of its entry space.
rules-parcheesi-end = The first player with all four pawns home in the centre wins, and the game ends.
rules-parcheesi-end_all = The first player with all four pawns home in the centre wins; the others play on for the places.
rules-parcheesi-order = To see who starts, everyone throws the two dice once: the highest total begins (ties throw again). Then play goes round the board anticlockwise.
rules-parcheesi-road = The track is the ring of 68 squares round the cross. A pawn comes out onto its entry space, the square in its colour beside its nest, goes anticlockwise once round the board, 64 squares, to the end of its own arm, and then up its home path, the seven squares in its colour, to home in the centre.
rules-parcheesi-safe = The 12 safety spaces (the blue squares with a ring: three on every arm, the entry spaces among them) protect: nobody is captured there, and no pawn may stop on one where another colour's pawn stands.
rules-parcheesi-safe_shared = The 12 safety spaces (the blue squares with a ring: three on every arm, the entry spaces among them) protect: nobody is captured there.
rules-parcheesi-dice = Throw two dice. Each die moves one pawn: one pawn may take one die and another pawn the other, or one pawn both, one after the other, so the square it reaches with the first die must itself be a square it may stop on. Use both dice when you can.
rules-parcheesi-enter = A pawn leaves its nest only with a 5 on a die: it is put on your entry space, and that uses the die.
rules-parcheesi-enter_total = A pawn leaves its nest only with a 5 on a die, or with the two dice adding up to 5 (1 and 4, 2 and 3), which uses both: it is put on your entry space. Double 5s bring out two pawns.
rules-parcheesi-must_enter = While pawns wait in the nest and your entry space is open, a 5 must bring one out.
rules-parcheesi-enter_capture = A pawn coming out onto its entry space captures a single opponent's pawn standing there, although it is a safety space.
rules-parcheesi-doubles = Doubles give you another throw after you move.
rules-parcheesi-bottoms = Once none of your pawns waits in the nest, doubles also give the numbers on the bottoms of the dice: 6 and 6 move 6, 6, 1 and 1, fourteen squares in all.
rules-parcheesi-three_doubles = Three doubles in a row: the third is not played, your pawn nearest home (even on the home path) goes back to the nest, and your turn ends.
rules-parcheesi-capture = End a move on a square where one pawn of another colour stands, not a safety space, and you send it back to its nest.
rules-parcheesi-blockade = Two pawns of one colour on a square form a blockade: no pawn may pass it or land on it, not even your own, and it cannot be captured. No square holds more than two pawns.
rules-parcheesi-blockade_doubles = With doubles, the two pawns of a blockade may not move on together: in that roll they may not end up on one square again.
rules-parcheesi-capture_bonus = A capture earns you { $count } more squares, for one pawn, not split.
rules-parcheesi-home_bonus = Bringing a pawn home earns you { $count } more squares, for one other pawn, not split.
rules-parcheesi-forfeit = A die or a bonus that no pawn can use is lost; the rest of the turn goes on.
rules-parcheesi-exact = A pawn gets home only with the exact number, from a die, both dice or a bonus.
## The Parcheesi lesson (/learn?preset=parcheesi, web/learn.js).
learn-parcheesi-title = Learn to play Parcheesi — Pachisi
learn-parcheesi-offer_title = New to Parcheesi?
learn-parcheesi-offer_text = Play a 3-minute lesson on its board: two dice, a 5 to come out, a capture worth 20, safety spaces, a blockade and home.
learn-end-rules_parcheesi = All the rules of Parcheesi
learn-step-parcheesi_throw-title = Throw the two dice
learn-step-parcheesi_throw-intro = Parcheesi is played with two dice, thrown together. Your four { $seat } pawns wait in your nest, the corner in your colour.
learn-step-parcheesi_throw-do = Press Throw.
learn-step-parcheesi_throw-thrown = You threw { $values }. Each die is a move of its own: one pawn may take one die and another pawn the other, or one pawn both, one after the other. Doubles ({ $doubles } of throws) would give you another throw after the move.
learn-step-parcheesi_enter-title = A 5 brings a pawn out
learn-step-parcheesi_enter-intro = A pawn leaves the nest only with a 5: on one die, or with the two dice adding up to 5 (1 and 4, 2 and 3). It is put on your entry space, the safety space beside your nest. While pawns wait and you have a 5, you must bring one out. Your { $others } has to wait: no pawn is out yet to move it.
learn-step-parcheesi_enter-do = Bring a pawn out with your { $value }.
learn-step-parcheesi_enter-done = Pawn { $piece } is on your entry space, { $togo } squares from home: once round the board anticlockwise, then up your home path into the centre.
learn-step-parcheesi_move-title = The other die moves too
learn-step-parcheesi_move-intro = Your dice are used one at a time. The 5 brought pawn { $piece } out; your { $value } can move it now.
learn-step-parcheesi_move-do = Move pawn { $piece } by { $value }: the square it reaches is marked.
learn-step-parcheesi_move-done = Pawn { $piece } went { $value } squares and has { $togo } to go. With two pawns out, each could take one die, or one pawn both.
learn-step-parcheesi_capture-title = Capture, and earn 20
learn-step-parcheesi_capture-intro = One die is used; your { $value } is left. { $victim }'s pawn { $vpiece } stands { $value } squares ahead of your pawn { $piece }, on an ordinary square. End a move where a single pawn of another colour stands and it goes back to its nest, and you earn a move of { $bonus } squares for one pawn.
learn-step-parcheesi_capture-do = Capture it with your { $value }.
learn-step-parcheesi_capture-done = { $victim }'s pawn { $vpiece } is back in its nest, and a move of { $bonus } is yours.
learn-step-parcheesi_bonus-title = Safety spaces
learn-step-parcheesi_bonus-intro = The bonus moves one pawn the whole { $value } squares; it is never split. The ringed blue squares are safety spaces: nobody is captured there, and no pawn may stop on one held by another colour.
learn-step-parcheesi_bonus-do = Choose the move that leaves none of your pawns open to capture.
learn-step-parcheesi_bonus-done = Pawn { $piece } stands on a safety space: nothing can capture it there, and none of your pawns is open to capture.
learn-step-parcheesi_blockade-title = Build a blockade
learn-step-parcheesi_blockade-intro = Two pawns of one colour on a square form a blockade: no pawn may pass it or land on it, not even your own, and it cannot be captured. An opponent's pawn stands just behind your pawns.
learn-step-parcheesi_blockade-do = Your { $value } can put two pawns together in front of it. Do it.
learn-step-parcheesi_blockade-done = Pawn { $piece } joined your other pawn: together they are a blockade that the pawn behind cannot pass, and neither can be captured.
learn-step-parcheesi_home-title = Home with the exact number, and earn 10
learn-step-parcheesi_home-intro = A pawn goes home only with the exact number, from a die, both dice or a bonus. Your pawn { $piece } is on your home path with { $needed } squares to go. Reaching home earns a move of { $bonus } for another pawn.
learn-step-parcheesi_home-do = You have a { $needed }: bring that pawn home.
learn-step-parcheesi_home-done = Pawn { $piece } is home, and a move of { $bonus } is yours. The first player with all four pawns home wins.
learn-end-parcheesi_throw = Throw two dice together; each die is a move of its own, and doubles throw again.
learn-end-parcheesi_enter = A 5, on one die or in total, brings a pawn out onto your entry space.
learn-end-parcheesi_move = Use the dice one at a time: one for each of two pawns, or both for one.
learn-end-parcheesi_capture = End on a single pawn of another colour to send it back to its nest, and move 20.
learn-end-parcheesi_bonus = Nobody is captured on a safety space.
learn-end-parcheesi_blockade = Two of your pawns on a square form a blockade that nobody passes.
learn-end-parcheesi_home = A pawn goes home only with the exact number, and earns a move of 10.
learn-why-no_capture-parcheesi = It captures nothing: { $seat }'s pawn { $piece } stays on the board, and you do not earn the { $bonus } squares.
learn-why-exposed-parcheesi = Pawn { $piece } would stand on an open square { $value } squares ahead of { $seat }'s pawn { $by }: a { $value } on one die or on the two together would capture it, and { $percent } of throws can.
learn-why-not_home-parcheesi = Pawn { $piece } needs exactly { $needed }, and only { $percent } of throws give a { $needed } on a die or in total: use it while you have it, and earn { $bonus }.
learn-why-no_blockade-parcheesi = It makes no blockade: { $seat }'s pawn { $piece } could still move past or onto your pawns with a { $value }.

## ---- Parchís (issue 17): its preset, house rules and rules page.
lobby-variant-parchis = The Spanish game: one die (or two), a 5 brings a piece out, barriers bar the way, a 6 counts 7 once all are out, 20 squares for a capture and 10 for reaching the goal.
group-parchis = Parchís
preset-parchis = Parchís: one die or two, a 5 brings a piece out, barriers, 12 safe squares shared by two, 20 for a capture, 10 for the goal
rules-name-parchis = Parchís
value-safe_squares-parchis = parchis
option-safe_share = Two pieces, of any colours, may share a safe square
option-six_counts_seven = A 6 counts 7 once no piece waits
option-three_sixes_last = Three 6s send back the piece moved last
option-open_barrier = A 6 must open your barrier
meaning-safe_share = a safe square holds at most two pieces, of one colour or of two, and nobody is captured there
meaning-six_counts_seven = once none of your pieces waits at home, a 6 moves 7 squares
meaning-three_sixes_last = the piece sent back by the third 6 (or doubles) in a row is the one moved last, and none from its corridor
meaning-open_barrier = a 6 must move a piece out of your own barrier when it can
rules-parchis-seats = Two to four players, each alone, each with four pieces of one colour that wait at home, the corner of that colour beside its exit square.
rules-parchis-order = To see who starts, everyone throws the die once: the highest throw begins (ties throw again). Then play goes round the board anticlockwise.
rules-parchis-road = The track is the ring of 68 squares round the cross. A piece comes out onto its exit square, in its colour, goes anticlockwise once round the board to the end of its own arm, and then up its corridor, the seven squares in its colour, to the goal in the centre.
rules-parchis-safe = The 12 safe squares (ringed: three on every arm, the exit squares among them) protect: nobody is captured there.
rules-parchis-safe_share = The 12 safe squares (ringed: three on every arm, the exit squares among them) protect: nobody is captured there, and two pieces, even of two colours, may share one; no square holds more than two.
rules-parchis-enter = A piece leaves home only with a 5: it is put on your exit square, and that uses the 5.
rules-parchis-enter_total = A piece leaves home only with a 5 on a die, or with the two dice adding up to 5, which uses both: it is put on your exit square.
rules-parchis-must_enter = While pieces wait at home and your exit square has room, a 5 must bring one out.
rules-parchis-enter_capture = A piece coming out captures an opponent's piece standing on your exit square.
rules-parchis-six_seven = Once none of your pieces waits at home, a 6 counts 7.
rules-parchis-three_sixes = Three 6s in a row: the third is not played, your piece nearest the goal goes back home, and your turn ends.
rules-parchis-three_sixes_last = Three 6s in a row: the third is not played, the piece you moved last goes back home (unless it is in its corridor), and your turn ends.
rules-parchis-three_doubles_last = Three doubles in a row: the third is not played, the piece you moved last goes back home (unless it is in its corridor), and your turn ends.
rules-parchis-capture = End a move on a square where one piece of another colour stands, not a safe square, and you send it back home.
rules-parchis-barrier = Two pieces of one colour on a square form a barrier: no piece may pass it, not even your own.
rules-parchis-open_barrier = With a 6 you must open your barrier, if you have one and can: move one of its two pieces.
rules-parchis-capture_bonus = A capture earns you { $count } more squares, for one piece, not split.
rules-parchis-home_bonus = Bringing a piece into the goal earns you { $count } more squares, for one other piece, not split.
rules-parchis-exact = A piece reaches the goal only with the exact number.
## The Parchís lesson (/learn?preset=parchis, web/learn.js).
learn-parchis-title = Learn to play Parchís — Pachisi
learn-parchis-offer_title = New to Parchís?
learn-parchis-offer_text = Play a 3-minute lesson on its board: a 5 to come out, a capture worth 20, the safe squares, a barrier, the 6 that counts 7 and the goal.
learn-end-rules_parchis = All the rules of Parchís
learn-step-parchis_throw-title = Throw the die
learn-step-parchis_throw-intro = Parchís is played with one die. Your four { $seat } pieces wait at home, the corner in your colour, and only a 5 brings one out.
learn-step-parchis_throw-do = Press Throw.
learn-step-parchis_throw-thrown = A { $value }! That is what you need to bring a piece out.
learn-step-parchis_enter-title = A 5 brings a piece out
learn-step-parchis_enter-intro = With a 5 a piece leaves home for your exit square, the safe square in your colour beside it. While pieces wait at home, a 5 must bring one out.
learn-step-parchis_enter-do = Bring a piece out with your { $value }.
learn-step-parchis_enter-done = Piece { $piece } is on your exit square, { $togo } squares from the goal. Only a 6 gives another throw, so your turn ends.
learn-step-parchis_capture-title = Capture, and count 20
learn-step-parchis_capture-intro = { $victim }'s piece { $vpiece } stands { $value } squares ahead of your piece { $piece }, off the safe squares. End your move there and it goes back home, and you count { $bonus } squares with one of your pieces.
learn-step-parchis_capture-do = Capture it with your { $value }.
learn-step-parchis_capture-done = { $victim }'s piece { $vpiece } is back home, and you have { $bonus } to count.
learn-step-parchis_bonus-title = The safe squares (seguros)
learn-step-parchis_bonus-intro = The { $value } moves one piece, the whole count. The ringed squares are the safe squares: nobody is captured there, and two pieces, even of two colours, may share one.
learn-step-parchis_bonus-do = Choose the move that leaves none of your pieces open to capture.
learn-step-parchis_bonus-done = Piece { $piece } stands on a safe square: nothing can capture it there, and none of your pieces is open to capture.
learn-step-parchis_barrier-title = Build a barrier
learn-step-parchis_barrier-intro = Two pieces of one colour on a square form a barrier: no piece may pass it, not even your own. An opponent's piece stands just behind your pieces.
learn-step-parchis_barrier-do = Your { $value } can put two pieces together in front of it. Do it.
learn-step-parchis_barrier-done = Piece { $piece } joined your other piece: the barrier stops the piece behind. A 6, though, must open your barrier when it can.
learn-step-parchis_seven-title = A 6 counts 7
learn-step-parchis_seven-intro = Once none of your pieces waits at home (pieces in the goal count as out), a 6 moves 7 squares, and it still gives you another throw after the move.
learn-step-parchis_seven-do = Press Throw.
learn-step-parchis_seven-thrown = A { $value }: with all your pieces out, it counts { $values }.
learn-step-parchis_home-title = Into the goal with the exact number
learn-step-parchis_home-intro = A piece reaches the goal only with the exact number. Your piece { $piece } is in your corridor with { $needed } squares to go. Reaching the goal earns { $bonus } squares for another piece.
learn-step-parchis_home-do = You have a { $needed }: take that piece into the goal.
learn-step-parchis_home-done = Piece { $piece } is in the goal: count { $bonus } with another piece, then throw again for your 6. The first player with all four pieces in the goal wins.
learn-end-parchis_throw = Parchís is played with one die.
learn-end-parchis_enter = A 5 brings a piece out onto your exit square.
learn-end-parchis_capture = End on a lone piece of another colour, off the safe squares, to send it home, and count 20.
learn-end-parchis_bonus = Nobody is captured on a safe square.
learn-end-parchis_barrier = Two of your pieces on a square form a barrier that nobody passes.
learn-end-parchis_seven = With all your pieces out, a 6 counts 7.
learn-end-parchis_home = A piece reaches the goal only with the exact number, and earns 10.
learn-why-no_capture-parchis = It captures nothing: { $seat }'s piece { $piece } stays on the board, and you do not count the { $bonus }.
learn-why-exposed-parchis = Piece { $piece } would stand off the safe squares, { $value } squares ahead of { $seat }'s piece { $by }, which could capture it with a { $value }: { $percent } of throws are a { $value }.
learn-why-not_home-parchis = Piece { $piece } needs exactly { $needed }, and only { $percent } of throws give it: use it while you have it, and earn { $bonus }.
learn-why-no_blockade-parchis = It builds no barrier: { $seat }'s piece { $piece } could still move past or onto your pieces with a { $value }.

## leave (issue 26): abort, resign, leave, claiming the win; the game-over panel's notes on them (web/leave.js)
leave-label = Leave the game
leave-abort = Abort
leave-resign = Resign
leave-leave = Leave
leave-cancel = Keep playing
leave-abort_title = Abort this game?
leave-abort_body = The game ends now with no result, for every player.
leave-abort_confirm = Abort the game
leave-resign_title = Resign?
leave-resign_body = You give up: the game ends, and you rank last.
leave-resign_body_on = You give up and rank last; the others play on, and a bot moves your pieces.
leave-resign_confirm = Resign
leave-leave_title = Leave this game?
leave-leave_body = A bot plays your seat from now on; you cannot come back to it.
leave-leave_confirm = Leave
leave-claim_title = Your opponent left
leave-claim_body = Their time ran out and they are not back. Claim the win, or let a bot play their seat to the end.
leave-claim = Claim the win
leave-let_bot = Let a bot finish
leave-paused = Every player is away: the game waits until one comes back.
leave-paused_player = Everyone's time ran out, so the bots wait: nothing moves until a player is back.
over-aborted_title = Game aborted
over-aborted_body = It was called off before it was played: no result.
over-bot_won = A bot won it for you
over-resigned = Resigned: { $seats }
over-left = Left the game: { $seats }
over-bot_played_you =
    { $count ->
        [one] A bot played { $by } of your { $count } decision.
       *[other] A bot played { $by } of your { $count } decisions.
    }
over-resigned_mark = (resigned)
over-left_mark = (left)
over-bot_mark = (a bot played { $by } of { $count })
log-resign = resigns: a bot plays this seat on
log-resign_ends = resigns; the game is over
log-abort = aborts the game: it ends with no result
log-leave = leaves the game: a bot plays this seat on
error-code-not_allowed = That is not allowed now.
friends-status_aborted = aborted

## Accounts, profiles and leaderboards (web/account.js, web/profile.js).
account-signin = Sign in
account-signout = Sign out
account-signup = Create account
account-signin_title = Sign in
account-signup_title = Create an account
account-optional = An account is optional: it keeps your games and ratings on this server. Guests play as before.
account-name = User name
account-name_rules = 3 to 20 characters: letters a–z, digits, _ and -. Everyone can see it.
account-password = Password (at least 8 characters)
account-cancel = Cancel
account-have_account = I have an account: sign in
account-new_account = New here? Create an account
account-leaderboard = Leaderboard
account-rated = Rated game (every player signed in)
profile-title = { $name } — Pachisi
profile-member_since = Member since { $date }
profile-games = Games
profile-games_of = { $preset }: { $games }
profile-no_games = No games yet.
profile-ratings = Ratings
profile-no_ratings = No rated games yet.
profile-rating_for = { $preset }, { $players } players
profile-rating_for_teams = { $preset }, { $players } players, teams
profile-provisional = provisional
profile-provisional_why = Fewer than 10 rated games: the rating is still settling.
profile-rated_games = rated games: { $games }
profile-graph_label = Rating over { $games } rated games, from { $from } to { $to }
profile-recent = Recent games
profile-rated = rated
profile-unrated = not rated
profile-against = against
profile-playing = still playing
profile-no_result = no result
profile-place = place { $place } of { $of }
profile-bot = a bot
profile-guest = a guest
profile-settings = Your account
profile-change_password = Change password
profile-export = Download my data (JSON)
profile-delete = Delete account
profile-password_changed = The password is changed; your other sessions are signed out.
leaderboard-title = Leaderboard — Pachisi
leaderboard-heading = Leaderboard: { $preset }, { $players } players
leaderboard-how = Sorted by a careful rating (μ − 3σ): it rises as a player wins and as the system grows sure of them.
leaderboard-empty = No rated players yet.
error-code-sign_in_required = Sign in first.
error-code-wrong_password = The name or password is wrong.
error-code-bad_name = That user name does not follow the rules.
error-code-weak_password = That password is too short or is the user name.
error-code-wrong_account = Another account sits in this seat.
leaderboard-preset = Game:
leaderboard-players = Players:
play-online = Play online
play-what_online = Tap a game: the server finds you players of your level (a rated game when you are signed in).
quick-heading = Looking for players: { $game }, { $players } players
quick-waiting = Waiting… { $seconds } s
quick-found = Found! Opening the table…
quick-rated = Rated game. Your rating: { $rating }; players within ±{ $window }.
quick-unrated = Unrated game.
quick-unrated_guest = Unrated game: sign in to play rated games.
quick-bots_offer = Nobody yet. Fill the empty seats with bots (an unrated game)?
quick-bots = Play with bots
quick-cancel = Cancel
quick-close = Close
error-code-too_early = Not yet: wait a little longer.
profile-graph_games = rated games
profile-graph_rating = rating
over-rating_change = Your rating: { $before } → { $after }
play-bot_rating = bot rating { $rating }
quick-bot_rating = (bots rated { $rating })

## Friends (web/social.js): follow, presence, invites, blocks, reports; the profile's password forms.
social-friends = Friends
social-no_friends = You follow no one yet. Follow players from their profile page.
social-presence_rule = Online: seen in the last minute. Only players who follow you see whether you are online.
social-online = online
social-offline = offline
social-invite = Invite
social-invite_heading = Invite a friend to this table
social-invite_sent = Invited { $name }: waiting for an answer.
social-no_free_seat = This table has no free seat to offer.
social-notices_label = Invites
social-invited = { $name } invites you to a table.
social-invited_body = Open the page to accept or decline.
social-accept = Accept
social-decline = Decline
social-answer_accepted = { $name } accepted your invite.
social-answer_declined = { $name } declined your invite.
social-answer_expired = Your invite to { $name } expired.
social-to_table = Go to the table
social-dismiss = Close
social-follow = Follow
social-unfollow = Unfollow
social-block = Block
social-unblock = Unblock
social-blocked_note = Blocked: you do not see their chat, and neither of you can invite or follow the other.
social-line_menu = Report or block
social-reason = Reason (optional)
social-report = Report
social-reported = Reported. Thank you: the operator will read it.
social-block_name = Block { $name }
profile-current_password = Current password
profile-new_password = New password (at least 8 characters)
profile-delete_warning = The account goes for good. Your games stay, without your name.
profile-delete_confirm = Delete the account
error-code-blocked = One of you blocks the other.
error-code-not_following = Follow this player first.
error-code-suspended = This account is suspended.
error-code-expired = This invite was answered or has expired.
error-code-already_reported = You reported this line already.

## ---- Barjis (issue 32, docs/rules.md §18): its presets, cloth, moves and rules page.
lobby-variant-barjis = The game of the Levant on Pachisi's cross: six cowries, 10 and 25 bring a man out of the kitchen, eight marked squares are safe, and a win with no opponent home counts seven.
lobby-variant-barjis-levant = Barjis as two play it in Lebanon and Syria: one against one on opposite arms, only the 10 brings a man out.
preset-barjis = Barjis: six cowries, 2 to 4 players each alone, 10 and 25 enter a man, eight marked safe squares, doubled men cannot be captured, mars counts seven
preset-barjis-levant = Barjis of the Levant: two players on opposite arms, six cowries, only 10 enters a man, eight marked safe squares, mars counts seven
rules-name-barjis = Barjis
rules-name-barjis-levant = Barjis of the Levant
group-barjis = Barjis
option-two_colours = Two players play two colours each
option-go_on = Throws that throw again
option-grace_values = Throws that enter a man (graces)
option-exact = Exact count to finish
option-mars = A win with no opponent home counts seven
meaning-two_colours = with two players on the Pachisi cross: each plays two opposite colours; otherwise one colour each, on the opposite arms South and North
meaning-go_on = the throw values that earn another throw (table: the throw table's own)
meaning-grace_values = the throw values that bring a man onto the board (empty: the throws that throw again)
meaning-exact = a man reaches the end only with the exact count; otherwise a throw that passes the end bears it off
meaning-mars = a win while no opponent has a man home (mars) counts seven games, otherwise one
allowed-go_on = table, or a list of throw values
allowed-grace_values = a list of throw values, or empty
value-safe_squares-barjis = barjis
value-enter-centre = centre
value-go_on-table = table
board-kitchen = Kitchen
piece-in_kitchen = { $seat } piece { $piece }, in the kitchen
move-to_marked = { $who }: { $value } to a marked square ({ $togo } to go)
move-to_kitchen = { $who }: { $value } enters the kitchen ({ $togo } to go)
logline-to_marked = moves { $who } by { $value } to a marked square ({ $togo } to go)
rules-barjis-seats = Each player plays alone with four men: { $seats }.
rules-barjis-teams = Partners sit opposite each other ({ $pairs }) and play together as a team.
rules-barjis-end = The first to bring all four men home to the kitchen wins, and the game ends.
rules-barjis-end_teams = The first team whose two partners have brought all their men home to the kitchen wins, and the game ends.
rules-barjis-end_all = The first to bring all four men home to the kitchen wins; the others play on for the places.
rules-barjis-mars = A win while no opponent has brought a single man home is a mars: it counts seven games; any other win counts one.
rules-barjis-road = The cloth is a cross of four arms, each three columns of eight squares, round the centre, the kitchen. Each coloured line is one player's road: out of the kitchen down its own arm's middle column, anticlockwise once round the outer columns, then back up the same middle column into the kitchen, 84 steps in all.
rules-barjis-marked = The eight squares embroidered with a gold star, the third square from the edge in both outer columns of every arm, are marked squares: nobody is captured there, and men of different players may share them.
rules-barjis-marked_exclusive = No man may stop on a marked square where an opponent stands.
rules-barjis-home = Only its own men go up a player's middle column, so they are safe there. The kitchen is where men wait and where they finish.
rules-barjis-cowries = Throw { $count } cowrie shells: how many land mouth up gives the throw's value, from the table below: none up counts 6, one up 10 (dost), two, three and four up their number, five up 25 (benj), all six up 12.
rules-barjis-go_on = A throw of { $values } lets you throw again.
rules-barjis-go_on_none = No throw lets you throw again: each turn is one throw.
rules-barjis-grace = All your men start in the kitchen, off the road. Only a grace, a throw of { $values }, brings a man out, at the start and again after it is captured; a grace may instead move a man already on the road.
rules-barjis-enter_place = An entering man is put on the first square of your middle column, next to the kitchen, and the grace is used up.
rules-barjis-enter_full = An entering man moves out of the kitchen by the grace's whole value.
rules-barjis-enter_centre = An entering man is put in the kitchen on the board (the board shows it in your colour's triangle), and the grace is used up; your later throws move it out by their value. Nobody is captured in the kitchen.
rules-barjis-move = Each kept throw moves one man forward by its whole value, also out of a doubled square. A man passes over any men, and may stop on a square held by its own men (doubling).
rules-barjis-capture = Stop on an unmarked square where a single man of another player stands and you capture it: it goes back to the kitchen and needs a grace to come out again. A capture earns no extra throw.
rules-barjis-doubled = Two or more men of one player on an unmarked square cannot be captured, and nobody else may stop there; they may be passed.
rules-barjis-exact = A man gets home to the kitchen only with the exact number: a throw that would take it further cannot be used on it.
rules-barjis-dead_end = There is no throw of 1, so never stop a man one square before the kitchen: no throw could ever bring it home from there.
rules-barjis-bear_off = A throw that takes a man past the end of its road bears it off: it is home.

## The Barjis lesson (/learn?preset=barjis, web/learn.js).
learn-barjis-title = Learn to play Barjis — Pachisi
learn-barjis-offer_title = New to Barjis?
learn-barjis-offer_text = Play a 3-minute lesson on its cloth: the cowries, a grace to bring a man out of the kitchen, a capture, the marked squares and the exact count home.
learn-end-rules_barjis = All the rules of Barjis
learn-barjis-levant-title = Learn to play Barjis of the Levant — Pachisi
learn-barjis-levant-offer_title = New to Barjis of the Levant?
learn-barjis-levant-offer_text = Play a 3-minute lesson on its cloth, one against one: the cowries, the 10 that alone brings a man out of the kitchen, a capture, the marked squares and the exact count home.
learn-end-rules_barjis-levant = All the rules of Barjis of the Levant
learn-step-barjis_throw-title = Throw the cowries
learn-step-barjis_throw-intro = Barjis is played with { $shells } cowrie shells. Throw them and count how many land mouth up: the table gives the throw's value.
learn-step-barjis_throw-do = Press Throw.
learn-step-barjis_throw-again =
    { $count ->
        [one] { $count } shell mouth up: { $value }. A { $value } lets you throw again — press Throw once more.
       *[other] { $count } shells mouth up: { $value }. A { $value } lets you throw again — press Throw once more.
    }
learn-step-barjis_throw-last =
    { $count ->
        [one] { $count } shell mouth up: { $value }. That ends your throwing. You keep your throws, { $values }, and now use them one at a time, each on one piece.
       *[other] { $count } shells mouth up: { $value }. That ends your throwing. You keep your throws, { $values }, and now use them one at a time, each on one piece.
    }
learn-step-barjis_throw-done = You keep your throws and use them one at a time.
learn-step-barjis_grace-title = A grace brings a man out
learn-step-barjis_grace-intro = Your four { $seat } men wait in the kitchen, the centre of the cloth. Only a grace — { $grace } — brings one out: it is put on the first square of your middle column, next to the kitchen, and the whole throw is used up. Your { $others } cannot bring a man out.
learn-step-barjis_grace-do = Bring a man out with your { $value }.
learn-step-barjis_grace-done = Man { $piece } is out, { $togo } steps from home: down your middle column, once round the cloth anticlockwise, and back up the middle column into the kitchen.
learn-step-barjis_move-title = Move along your road
learn-step-barjis_move-intro = Each kept throw moves one man forward by its whole value; it is never split between men. Your man { $piece } stands at the start of your road.
learn-step-barjis_move-do = Move it with your { $value }: the square it reaches is highlighted.
learn-step-barjis_move-done = Man { $piece } went { $value } squares along your road and has { $togo } to go.
learn-step-barjis_capture-title = Capture
learn-step-barjis_capture-intro = { $victim }'s man { $vpiece } stands alone { $value } squares ahead of your man { $piece }, on an unmarked square. Stop there and you capture it: it goes back to the kitchen and needs a grace to come out again. In Barjis a capture earns no extra throw.
learn-step-barjis_capture-do = Capture it with your { $value }.
learn-step-barjis_capture-done = { $victim }'s man { $vpiece } is back in the kitchen; the capture earns no extra throw.
learn-step-barjis_marked-title = The marked squares are safe
learn-step-barjis_marked-intro = The eight squares with a gold star are the marked squares. Nobody is captured on a marked square, and men of different players may share one.
learn-step-barjis_marked-do = Your { $value } can move either of two men. Choose the move that leaves none of your men open to capture.
learn-step-barjis_marked-done = Man { $piece } stands on a marked square: nothing can capture it there, and none of your men is open to capture.
learn-step-barjis_exact-title = Home to the kitchen with the exact count
learn-step-barjis_exact-intro = A man gets home to the kitchen only with the exact number of steps it has left. There is no throw of 1, so a man one step short can never finish. Your man { $piece } has { $needed } steps to go.
learn-step-barjis_exact-do = You threw a { $needed }: bring that man home.
learn-step-barjis_exact-done = Man { $piece } is home in the kitchen, with the exact count. The first to bring all four men home wins.
learn-end-barjis_throw = Throw the cowries and keep your throws; a { $again } lets you throw again.
learn-end-barjis_grace = Only a grace ({ $grace }) brings a man out of the kitchen.
learn-end-barjis_move = Each throw moves one man forward by its whole value.
learn-end-barjis_capture = Stop on a lone man of another player, off the marked squares, to send it back to the kitchen; no extra throw.
learn-end-barjis_marked = Nobody is captured on a marked square (a gold star).
learn-end-barjis_exact = A man goes home only with the exact count; never leave one a single step short.
learn-why-no_capture-barjis = It captures nothing: { $seat }'s man { $piece } stays on the board.
learn-why-exposed-barjis = Man { $piece } would stand on an unmarked square where { $seat }'s man { $by } could capture it with a { $value } — { $percent } of throws are a { $value }.

## ---- Parqués (issue 32, docs/rules.md §19): its preset, options, the blow and the crown, rules page.
lobby-variant-parques = Colombia's game on Parchís' board: two dice, only a pair frees pieces from the jail, pairs throw again, three pairs in a row crown a piece, and a capture left can be blown.
preset-parques = Parqués: two dice, only a pair frees pieces from the jail (three tries), pairs throw again, three pairs crown a piece, a capture left is blown
rules-name-parques = Parqués
group-parques = Parqués
option-pair_release = What a pair frees from the jail
option-jail_tries = Throws for a pair while no piece is out
option-eleven_is_pair = A 5 and a 6 count as a pair
option-crown = Three pairs in a row crown a piece
option-crown_from_jail = The crowned piece may come from the jail
option-soplar = A capture left can be blown (soplar)
meaning-pair_release = with two dice: only a pair takes pieces out of the jail onto the salida, one piece with one die or several with both; super: 1-1 and 6-6 free every piece, other pairs two; all: any pair frees every piece; 1 or 2: at most that many; off: the other rules for coming out
meaning-jail_tries = how many throws a turn may have while none of the player's pieces is on the board, stopping at the first pair
meaning-eleven_is_pair = a 5 and a 6 count as a pair for every rule about pairs: freeing pieces, throwing again, three pairs in a row
meaning-crown = with three pairs in a row: instead of a penalty, the player puts one of their pieces straight into the centre, and the turn ends
meaning-crown_from_jail = the crowned piece may be one still in the jail (otherwise only a piece on the board)
meaning-soplar = a player who uses a die without capturing, although that die could have captured, leaves a capture: the next player may first blow one of the pieces that could have made it back to its jail
value-pair_release-off = off
value-pair_release-super = super (1-1 and 6-6 free all, other pairs two)
value-pair_release-all = all (any pair frees all)
move-blow = Blow { $seat }'s piece { $piece } back to its jail (a capture left)
move-no_blow = Don't blow: go on to your throw
move-crown = Crown piece { $piece }: it goes straight to the centre
move-release_pair = { $who }: out of the jail together, with both dice ({ $togo } to go)
logline-release_pair = frees { $who } from the jail with both dice of the pair ({ $togo } to go)
logline-blow = blows { $captured } back to the jail (a capture left)
logline-no_blow = does not blow the capture left
logline-crown = crowns { $who }: the third pair in a row puts it in the centre
banner-blow_you = { $seat } (you): { $victim } left a capture — blow one of its pieces back to the jail, or go on
banner-crown_you = { $seat } (you): the third pair in a row — crown a piece
rules-parques-seats =
    { $count ->
        [one] Two to four players, each alone, each with one piece of one colour, which starts in the jail (the cárcel) of that colour, the corner beside its salida.
       *[other] Two to four players, each alone, each with { $count } pieces of one colour, which start in the jail (the cárcel) of that colour, the corner beside its salida.
    }
rules-parques-end = The first player with every piece in the cielo, the centre, wins, and the game ends.
rules-parques-end_all = The first player with every piece in the cielo, the centre, wins; the others play on for the places.
rules-parques-road = The track is the ring of 68 squares round the cross. A piece comes out of the jail onto its salida, the exit square in its colour, goes anticlockwise once round the board to the end of its own arm, and then up its llegada, the seven squares in its colour, to the cielo in the centre.
rules-parques-safe = The 12 seguros (ringed: three on every arm, the salidas among them) protect: nobody is captured there, and pieces of any colours may share them.
rules-parques-dice = Throw two dice. Each die moves one piece forward: one piece may take one die and another piece the other, or one piece both, one after the other. A die that can be used must be used.
rules-parques-eleven = A 5 and a 6 count as a pair too, for every rule about pairs.
rules-parques-release_super = Only a pair brings pieces out of the jail onto your salida: 1-1 and 6-6 free every piece in the jail, any other pair up to two.
rules-parques-release_all = Only a pair brings pieces out of the jail onto your salida, and any pair frees every piece in the jail.
rules-parques-release_count =
    { $count ->
        [one] Only a pair brings a piece out of the jail onto your salida, one at a time.
       *[other] Only a pair brings pieces out of the jail onto your salida, at most { $count } at a time.
    }
rules-parques-tries = While none of your pieces is on the board, you have up to { $count } throws to get a pair; the first pair stops them.
rules-parques-release_dice = Freeing one piece uses one die of the pair, and the other die moves a piece already on the board; freeing two or more uses both dice. With no piece on the board the pair must free as many as it can; otherwise you may move with it instead.
rules-parques-salida_capture = Pieces coming out capture every opponent's piece standing on your salida; otherwise the salida is safe like a seguro.
rules-parques-again = After a pair is played you throw again, as often as pairs come.
rules-parques-crown = The third pair in a row is not played: you choose one of your pieces not yet in the cielo, even one in the jail, and it goes straight there (the crown); your turn ends.
rules-parques-crown_board = The third pair in a row is not played: you choose one of your pieces on the board and it goes straight to the cielo (the crown); your turn ends.
rules-parques-three_pairs = The third pair in a row is not played: your piece nearest the cielo goes back to the jail, and your turn ends.
rules-parques-capture = End a move on a square of the ring that is not a seguro and you capture every opponent's piece there: they go back to their jails. A capture earns no extra squares.
rules-parques-no_barriers = Pieces pass over any pieces: there are no barriers, and any number may share a square.
rules-parques-soplar = If you use a die on a move that captures nothing although that die could have captured, you leave a capture: the next player may begin their turn by blowing one of the pieces that could have captured back to its jail.
rules-parques-forced_capture = Capturing is compulsory: when a die can capture, only capturing moves are allowed.
rules-parques-forfeit = A die that no piece can use is lost; the other is still played.
rules-parques-exact = A piece reaches the cielo only with the exact number, from one die or both in turn.
rules-throws-parques = Two dice, each number from 1 to 6 with the same chance, and each die is used on its own. A pair, which frees pieces from the jail and throws again, comes in { $pairs } of throws.
rules-throws-parques_sums = The sum of the two dice (it decides who starts, and one piece may move by both):

## The Parqués lesson (/learn?preset=parques, web/learn.js).
learn-parques-title = Learn to play Parqués — Pachisi
learn-parques-offer_title = New to Parqués?
learn-parques-offer_text = Play a 3-minute lesson on its board: a pair to get out of the jail, a capture, blowing a capture left, the exact count into the cielo and the crown of three pairs.
learn-end-rules_parques = All the rules of Parqués
learn-choose_blow = Click the piece to blow back to its jail, or choose:
learn-step-parques_throw-title = Throw for a pair
learn-step-parques_throw-intro = Parqués is played with two dice. Your four { $seat } pieces are in the jail (the cárcel), the corner in your colour, and only a pair — both dice showing the same number — frees them. While none of your pieces is on the board, you have up to three throws to get a pair.
learn-step-parques_throw-do = Press Throw.
learn-step-parques_throw-again = { $dice }: no pair, so nothing comes out. You have another try — press Throw again.
learn-step-parques_throw-last = { $dice }: a pair! It ends your tries. A pair comes in { $doubles } of throws.
learn-step-parques_release-title = A pair frees pieces from the jail
learn-step-parques_release-intro = A pair brings pieces out of the jail onto your salida, the seguro in your colour beside it. A 1‑1 or a 6‑6 frees every piece in the jail, any other pair up to two, and freeing two or more uses both dice. With no piece on the board, you must free as many as the pair allows.
learn-step-parques_release-do = Click one of your pieces in the jail to bring them out.
learn-step-parques_release-done = All four pieces are on your salida, { $togo } squares from the cielo, and both dice are used. A pair you have played gives you another throw, as often as pairs come.
learn-step-parques_capture-title = Capture every piece on the square
learn-step-parques_capture-intro = One die is used; your { $value } is left. Two of { $victim }'s pieces stand { $value } squares ahead of your piece { $piece }, on a square that is not a seguro. End a move there and you capture every opponent's piece on it: they all go back to their jail.
learn-step-parques_capture-do = Capture them with your { $value }.
learn-step-parques_capture-done = Both of { $victim }'s pieces are back in their jail. A capture earns no extra squares and no extra throw.
learn-step-parques_blow-title = Blow a capture left
learn-step-parques_blow-intro = { $victim } has just moved without capturing, although its piece { $vpiece }, { $gap } squares behind your piece { $target }, could have captured: { $victim } left a capture. Before you throw, you may blow that piece back to its jail (soplar), or go on.
learn-step-parques_blow-do = Blow it: click { $victim }'s piece { $vpiece } on the board.
learn-step-parques_blow-done = { $victim }'s piece { $vpiece } is back in its jail and can no longer capture your piece { $target }. Now you throw as usual: a blow uses no throw.
learn-step-parques_llegada-title = Into the cielo with the exact number
learn-step-parques_llegada-intro = One die is used; your { $needed } is left. Your piece { $piece } is in your llegada, the seven squares in your colour up to the centre, with { $needed } squares to go. A piece reaches the cielo only with the exact number, from one die or both in turn.
learn-step-parques_llegada-do = Take that piece into the cielo with your { $needed }.
learn-step-parques_llegada-done = Piece { $piece } is in the cielo. The first player with all four pieces in the cielo wins.
learn-step-parques_third-title = Three pairs in a row
learn-step-parques_third-intro = Every pair you play gives you another throw. This turn you have already thrown two pairs in a row and played them, and a third pair in a row is not played.
learn-step-parques_third-do = Press Throw.
learn-step-parques_third-last = { $dice }: your third pair in a row. It is not played: instead you crown one of your pieces, and then your turn ends.
learn-step-parques_crown-title = Crown a piece
learn-step-parques_crown-intro = The crown puts one of your pieces that is not yet in the cielo straight into it, even a piece still in the jail.
learn-step-parques_crown-do = Crown the piece that gains the most from it: click it.
learn-step-parques_crown-done = Piece { $piece } went from the jail straight to the cielo: it no longer needs a pair to come out, nor the whole way round. Your turn ends.
learn-end-parques_throw = With no piece on the board, you have up to three throws to get a pair.
learn-end-parques_release = Only a pair frees pieces from the jail (1‑1 and 6‑6 all of them, other pairs two), and every pair you play throws again.
learn-end-parques_capture = End a move on a square that is not a seguro to send every opponent's piece there back to its jail.
learn-end-parques_blow = A capture not made is a capture left: the next player may blow that piece back to its jail.
learn-end-parques_llegada = A piece reaches the cielo only with the exact number.
learn-end-parques_third = The third pair in a row is not played.
learn-end-parques_crown = Instead it crowns a piece: crown one still in the jail if you can.
learn-why-no_capture_blow = It captures nothing, so { $seat }'s pieces stay on the board — and it leaves a capture: { $blower } may begin their turn by blowing your piece { $mine } back to the jail.
learn-why-no_blow = Declining costs nothing, but { $seat }'s piece { $piece } stays { $value } squares behind your piece { $target }: a { $value } on one die or on the two together captures it, and { $percent } of throws can.
learn-why-crown_short = Piece { $piece } had only { $togo } squares to go. Piece { $best } is still in the jail: it needs a pair just to come out, and then the whole way round — crowning it gains far more.
learn-why-not_home-parques = Piece { $piece } needs exactly { $needed } for the cielo, and only { $percent } of throws give a { $needed } on one die or on the two together: use it while you have it.

## ---- Sorry! (issue 32, docs/rules.md §20): the rules page (web/rules.js).
rules-name-sorry = Sorry!
preset-sorry = Sorry!: a 45-card deck instead of dice, a 1 or a 2 starts a pawn, 4 goes back, 7 splits, 11 switches, the Sorry! card bumps, slides
option-deck = Cards in the deck
option-deck_model = How cards are drawn
option-quick_start = Quick start: one pawn already out
option-slide_colour = Whose slides a pawn slides on
option-two_draws_again = A 2 draws again
option-sorry_four = The Sorry! card may move 4 forward instead
meaning-deck = the cards of the deck; 45: five 1s and four each of 2, 3, 4, 5, 7, 8, 10, 11, 12 and Sorry!; 44: four of each (the first edition); 55: five of each
meaning-deck_model = cards are drawn without putting them back and the discards are shuffled into a new deck when it runs out (finite), or every card is drawn at a full deck's odds (infinite)
meaning-quick_start = one pawn of each player begins on its start square instead of in Start
meaning-slide_colour = a pawn that stops on a slide's triangle slides on the other colours' slides (others), on every slide (any) or only on its own colour's (own)
meaning-two_draws_again = a 2 lets the player draw another card (not in the 2013 edition)
meaning-sorry_four = a Sorry! card may instead move one of the player's pawns 4 forward (later editions)
value-deck_model-finite = finite
value-deck_model-infinite = infinite
value-slide_colour-others = others
value-slide_colour-any = any
value-slide_colour-own = own
rules-sorry-seats = Two to four players, each alone, each with four pawns of one colour, which start in its Start, the space beside its start square.
rules-sorry-quick_start = For a quicker game, one pawn of each player begins on its start square.
rules-sorry-end = The first player to bring all four pawns Home wins, and the game ends.
rules-sorry-end_all = The first player to bring all four pawns Home wins; the others play on for the places.
rules-sorry-seats_teams = Four players in two teams, partners sitting opposite each other: { $a } play together against { $b }. Each player has four pawns of one colour, which start in its Start, the space beside its start square.
rules-sorry-end_teams = The first team to bring all eight pawns of both partners Home wins, and the game ends.
rules-sorry-team_pawns = With partners, you may play your card on any of your team's eight pawns: your own four or your partner's four. Each pawn still goes round on its own colour's road, into its own safety zone and Home.
rules-sorry-team_home = A player whose four pawns are all Home goes on drawing on their turns and plays the cards on their partner's pawns.
rules-sorry-team_start = A 1 or a 2 may take a pawn out of either partner's Start, onto that pawn's own start square.
rules-sorry-team_seven = A 7 may be split between any two of the team's eight pawns, say 4 for one of yours and 3 for one of your partner's.
rules-sorry-team_eleven = The 11 switches one of the team's pawns only with an opponent's pawn, never with a pawn of your team.
rules-sorry-team_sorry = The Sorry! card may take a pawn from either partner's Start and put it where a pawn of any other colour stands on the loop, a partner's pawn included; that pawn goes back to its Start.
rules-sorry-team_bump = A pawn that ends its move on a pawn of the other partner's colour bumps it back to its Start, as it would an opponent's; no pawn may end a move on a pawn of its own colour.
rules-sorry-does_sorry_teams = out of Start onto a pawn of another colour (a partner's too), which goes back to its Start
rules-sorry-does_sorry_four_teams = out of Start onto a pawn of another colour (a partner's too), which goes back to its Start; or 4 forward
rules-sorry-order_fixed = { $seat } starts; then play passes to the left, clockwise round the table.
rules-sorry-order = To see who starts, everyone draws a card: the highest card begins, a Sorry! card counting above a 12 (ties draw again). The cards go back into the deck, which is shuffled. Then play passes to the left, clockwise round the table.
rules-sorry-road = The track is the loop of 60 squares round the edge of the square board, 15 on each side, and every pawn goes round it clockwise. A pawn comes out of Start onto its start square, goes once round the board, and two squares before its start square turns off the loop into its safety zone.
rules-sorry-slides = Every side has two slides in the colour of that side's player, of 4 and 5 squares, each beginning at a triangle.
rules-sorry-slide_others = A pawn that ends its move exactly on the triangle of another colour's slide — by any card, moving backward too — slides at once to the slide's end, and every pawn on the slide, yours included, goes back to its Start. Stopping on a triangle of your own colour does nothing, nor does passing over a triangle or stopping on a slide's other squares.
rules-sorry-slide_any = A pawn that ends its move exactly on the triangle of any slide, its own colour's too — by any card, moving backward too — slides at once to the slide's end, and every pawn on the slide, yours included, goes back to its Start. Passing over a triangle or stopping on a slide's other squares does nothing.
rules-sorry-slide_own = In this game a pawn slides only on its own colour's slides: one that ends its move exactly on the triangle of a slide of its colour — by any card, moving backward too — slides at once to the slide's end, and every pawn on the slide, yours included, goes back to its Start. Other colours' slides, passing over a triangle and stopping on a slide's other squares do nothing.
rules-sorry-empty_sides = The slides of a side where nobody plays count as another colour's: every pawn slides on them.
rules-sorry-safety = Each colour's safety zone is five squares in its colour leading off the loop to its Home. Only that colour's pawns go in, and only moving forward; a pawn may leave it backward with a 4 or a 10 and come back later. Pawns in a safety zone or Home cannot be bumped, switched or taken by a Sorry! card; no other square is safe, start squares included.
rules-sorry-draw = There are no dice: on your turn you draw the top card of the deck and play it (the table below). A card is not put back: it goes on the discard pile, and when the deck runs out, all the cards are shuffled into a new deck.
rules-sorry-draw_infinite = There are no dice: on your turn you draw a card and play it (the table below). In this game every card is drawn from a full deck, as if each were shuffled back at once, so the chances never change.
rules-sorry-deck_45 = The deck has 45 cards: five 1s and four each of 2, 3, 4, 5, 7, 8, 10, 11, 12 and Sorry!; there is no 6 or 9.
rules-sorry-deck_44 = The deck has the first edition's 44 cards: four each of 1, 2, 3, 4, 5, 7, 8, 10, 11, 12 and Sorry!; there is no 6 or 9.
rules-sorry-deck_55 = The deck has 55 cards: five each of 1, 2, 3, 4, 5, 7, 8, 10, 11, 12 and Sorry!; there is no 6 or 9.
rules-sorry-start = Only a 1 or a 2 takes a pawn out of Start, onto your start square, and that uses the whole card; a Sorry! card brings a pawn out its own way (below), and no other card can. No pawn can come out while one of yours stands on your start square; an opponent's pawn there is bumped.
rules-sorry-card_1 = 1: take a pawn out of Start, or move a pawn 1 forward.
rules-sorry-card_2 = 2: take a pawn out of Start, or move a pawn 2 forward. Then draw again, whether or not the 2 could be played, as often as 2s come.
rules-sorry-card_2_once = 2: take a pawn out of Start, or move a pawn 2 forward. In this game a 2 does not draw again.
rules-sorry-card_forward = 3, 5, 8 and 12: move a pawn that many squares forward.
rules-sorry-card_4 = 4: move a pawn 4 backward. A pawn that goes back 4 from its start square stops two squares before its safety zone's entrance, so it can turn into its safety zone without going round again.
rules-sorry-card_7 = 7: move one pawn 7 forward, or split the 7 between two of your pawns (say 4 and 3), one part after the other, each a move of its own that may bump and slide. The whole 7 must be used, and a split cannot take a pawn out of Start.
rules-sorry-card_10 = 10: move a pawn 10 forward, or 1 backward. If no pawn can go 10 forward, a pawn must go 1 back if one can.
rules-sorry-card_11 = 11: move a pawn 11 forward, or switch places between one of your pawns and an opponent's pawn, both on the loop (not in Start, a safety zone or Home). If no pawn can go 11 forward you may decline to switch and lose the card. After a switch your pawn slides if it now stands on a triangle it slides on; the opponent's pawn does not.
rules-sorry-card_sorry = Sorry!: take a pawn from your Start and put it on a square of the loop where an opponent's pawn stands; that pawn goes back to its Start (“Sorry!”). Your pawn then slides if it lands on a triangle it slides on. Without a pawn in your Start or an opponent's pawn on the loop, the card is lost.
rules-sorry-sorry_four = In this game a Sorry! card may instead move one of your pawns 4 forward.
rules-sorry-bump = A pawn passes over any pawns, counting their squares. End a move — forward or backward, or either part of a split 7 — on a square where an opponent's pawn stands and you bump it back to its Start. You may never end a move on a pawn of your own colour, so a square holds one pawn at most.
rules-sorry-must = If your card can be played, you must play it, even to your own harm; only the 11's switch may be declined. A card that no pawn can use is lost.
rules-sorry-exact = A pawn goes Home only with the exact count: a card that would take it past Home cannot be used on it. A pawn at Home never moves again.
rules-sorry-order_draw = draw
rules-sorry-order_meaning = each player draws a card and the highest starts (draw), or the first seat starts (fixed)
rules-sorry-players_meaning = number of players, 2 to 4, each with the four pawns of one colour
rules-sorry-card_name = Sorry!
rules-sorry-does_1 = out of Start, or 1 forward
rules-sorry-does_2 = out of Start, or 2 forward; draw again
rules-sorry-does_2_once = out of Start, or 2 forward
rules-sorry-does_forward = { $value } forward
rules-sorry-does_4 = 4 backward
rules-sorry-does_7 = 7 forward, or split between two pawns
rules-sorry-does_10 = 10 forward, or 1 backward
rules-sorry-does_11 = 11 forward, or switch with an opponent's pawn
rules-sorry-does_sorry = out of Start onto an opponent's pawn, which goes back to its Start
rules-sorry-does_sorry_four = out of Start onto an opponent's pawn, which goes back to its Start; or 4 forward
rules-throws-cards = A deck of { $count } cards, drawn without putting them back. The chances below are those of the first card from a full deck; after that they follow the cards left in the deck, until it runs out and is shuffled again.
rules-throws-cards_infinite = A deck of { $count } cards; in this game every card is drawn from a full deck, so these chances never change.
rules-throws-cards_label = card table
rules-throws-cards_enter = The highlighted cards, { $cards }, take a pawn out of Start.
rules-col-card = Card
rules-col-cards = In the deck
rules-col-chance_first = Chance (first card)
rules-col-does = What it does
rules-h-cards = The cards

## ---- Sorry! (issue 32, docs/rules.md §20): its board, cards and moves in the game (web/board.js, web/game.js, web/ui.js).
board-start = Start
card-sorry = Sorry!
card-label = card drawn: { $value }
card-label_sorry = card drawn: the Sorry! card
throw-draw = Draw a card
throw-none_card = No card drawn yet
throw-drew = { $seat } drew { $value ->
    [8] an 8
    [11] an 11
   *[other] a { $value }
}
throw-drew_sorry = { $seat } drew the Sorry! card
tray-card = Card:
tray-rest = Rest of the 7:
throw-cards_left = { $count ->
    [one] 1 card left in the deck
   *[other] { $count } cards left in the deck
}
banner-draw = { $seat } to draw a card
banner-draw_bot = { $seat } (bot) to draw a card
banner-draw_you = { $seat } (you) to draw a card
banner-order_draw = { $seat } to draw a card for the start order
banner-order_draw_bot = { $seat } (bot) to draw a card for the start order
banner-order_draw_you = { $seat } (you) to draw a card for the start order
move-out_of_start = { $who }: out of Start with the { $value } ({ $togo } to go)
move-back = { $who }: { $value } back ({ $togo } to go)
move-to_safety_zone = { $who }: { $value } into the safety zone ({ $togo } to go)
move-switch = { $who }: switch places with { $seat }'s piece { $piece }
move-sorry = Sorry!: { $who } from Start onto { $seat }'s piece { $piece }, which goes back to its Start
move-bumps = { $move }, bumping { $captured } back to Start
move-split = { $move }, then { $rest } for another piece
move-split_open = { $who }: split the 7 with another piece…
move-who_partner = { $seat }'s piece { $piece }
logline-draw = draws { $value ->
    [8] an 8
    [11] an 11
   *[other] a { $value }
}
logline-draw_sorry = draws the Sorry! card
logline-draw_order = draws { $value ->
    [8] an 8
    [11] an 11
   *[other] a { $value }
} for the start order
logline-draw_sorry_order = draws the Sorry! card for the start order
logline-out_of_start = moves { $who } out of Start ({ $togo } to go)
logline-back = moves { $who } back { $value } ({ $togo } to go)
logline-to_safety_zone = moves { $who } by { $value } into the safety zone ({ $togo } to go)
logline-switch = switches { $who } with { $seat }'s piece { $piece }
logline-sorry = takes { $who } from Start onto { $seat }'s piece { $piece } with the Sorry! card, sending it back to Start
logline-bumps = { $move }, bumping { $captured } back to Start
logline-split = { $move }, leaving { $rest } of the 7 for another piece
logline-who_partner = { $seat }'s piece { $piece }
forfeit-sorry_card = no piece can use the Sorry! card: it needs a piece in Start and another player's piece on the loop
forfeit-sorry_start = no piece can use the { $value }: only a 1, a 2 or the Sorry! card brings a piece out of Start
lobby-variant-sorry = The Western card game: a deck of cards instead of dice, pawns out of Start on a 1 or a 2, backward 4s, split 7s, 11s that switch places, slides that bump, and the Sorry! card that sends a pawn home to Start.
group-sorry = Sorry!
move-pass_sorry = Pass: no switch (no piece can go 11 forward)
pass-body_sorry = You do not use the { $values }: your pieces stay where they are. Online play has no undo.
over-length_cards =
    { $count ->
        [one] { $count } turn · { $moves } moves · { $throws } cards drawn
       *[other] { $count } turns · { $moves } moves · { $throws } cards drawn
    }
review-luck_heading_cards = Luck of the draw
review-luck_line_cards = { $points } points of win chance from { $throws } cards drawn
review-luck_explain_cards = Luck is what each card drawn gave (+) or took (−) against the cards that could have come, as estimated win chance (GNU Backgammon’s luck rating): most of the graph’s swing is the cards, not the moves. It is a rough estimate, scaled to the game’s rules, and explains only part of the result.

## The Sorry! lesson (/learn?preset=sorry, web/learn.js).
learn-sorry-title = Learn to play Sorry! — Pachisi
learn-sorry-offer_title = New to Sorry!?
learn-sorry-offer_text = Play a 3-minute lesson on its board: drawing cards, out of Start, a slide, the 11's switch, the Sorry! card, the 4 backward and the exact count Home.
learn-end-rules_sorry = All the rules of Sorry!
learn-step-sorry_draw-title = Draw a card
learn-step-sorry_draw-intro = Sorry! is played with a deck of cards instead of dice: on your turn you draw the top card and play it. Your four { $seat } pawns wait in your Start circle, beside your start square.
learn-step-sorry_draw-do = Press Draw a card.
learn-step-sorry_draw-last = A { $value }. Only a 1 or a 2 brings a pawn out of Start (and the Sorry! card, later).
learn-step-sorry_start-title = Out of Start
learn-step-sorry_start-intro = A 1 or a 2 takes a pawn out of Start onto your start square, the square in front of your Start circle. A 2 also lets you draw again.
learn-step-sorry_start-do = Click a pawn in your Start.
learn-step-sorry_start-done = Your pawn is on its start square, { $togo } squares from Home, and the 2 lets you draw another card.
learn-step-sorry_slide-title = Slide
learn-step-sorry_slide-intro = You drew a { $value }. Each side has two slides: a triangle, then a line to a circle. A pawn that ends its move exactly on the triangle of another colour's slide slides to its end, and every pawn on the slide goes back to its Start — even one of yours.
learn-step-sorry_slide-do = Stop on the triangle ahead with your { $value } and slide.
learn-step-sorry_slide-done = Your pawn moved { $value } and slid on to the end: { $gain } squares in all. { $victim }'s pawn { $vpiece }, on the slide, is back in its Start.
learn-step-sorry_switch-title = The 11: switch places
learn-step-sorry_switch-intro = You drew an 11. It moves a pawn 11 forward, or your pawn on the loop changes places with another player's pawn on the loop, wherever it stands.
learn-step-sorry_switch-do = Choose the move that takes your pawn nearest Home: click the other pawn you want to switch with, or a move.
learn-step-sorry_switch-done = Your pawn jumped { $gain } squares, to where { $victim }'s pawn { $vpiece } stood, and that pawn went back to your old square. 11 forward would have gained only 11.
learn-step-sorry_card-title = The Sorry! card
learn-step-sorry_card-intro = You drew the Sorry! card: take a pawn from your Start and put it on the square of another player's pawn on the loop, which goes back to its own Start. Sorry!
learn-step-sorry_card-do = Send back the pawn that costs its player the most.
learn-step-sorry_card-done = { $victim }'s pawn { $vpiece } had come the farthest and is back in its Start; your pawn is now { $togo } squares from Home.
learn-step-sorry_four-title = The 4 goes backward
learn-step-sorry_four-intro = You drew a 4: a 4 always moves a pawn four squares back. From your start square, four back leaves a pawn just before your safety zone.
learn-step-sorry_four-do = Use the 4 where going back helps.
learn-step-sorry_four-done = Your pawn went back past its start square and is only { $togo } squares from Home: the loop is a circle.
learn-step-sorry_home-title = Home with the exact count
learn-step-sorry_home-intro = You drew a 3. Your pawn { $piece } is in your safety zone, the five squares in your colour where no other pawn can come, with { $needed } squares to Home. A pawn goes Home only with the exact count.
learn-step-sorry_home-do = Take that pawn Home with your { $needed }.
learn-step-sorry_home-done = Pawn { $piece } is Home. The first player with all four pawns Home wins.
learn-end-sorry_draw = Draw one card a turn and play it; the deck is shuffled again when it runs out.
learn-end-sorry_start = A 1 or a 2 brings a pawn out of Start; a 2 draws again.
learn-end-sorry_slide = End on another colour's triangle to slide, bumping every pawn on the slide back to Start.
learn-end-sorry_switch = An 11 moves 11 forward or switches places with another player's pawn.
learn-end-sorry_card = The Sorry! card takes a pawn from Start onto another's, which goes back to its Start.
learn-end-sorry_four = A 4 moves backward: four back from your start square is a shortcut.
learn-end-sorry_home = Home only with the exact count.
learn-why-no_capture-sorry = It bumps nothing: { $seat }'s pawn { $piece } stays on the board.
learn-why-not_home-sorry = Pawn { $piece } needs exactly { $needed }, and only { $percent } of the cards are a { $needed }: use it while you have it.
learn-why-gains_less = That takes your pawn { $piece } { $gained } squares on; the lesson's move takes one { $best }.
learn-why-sorry_target = { $seat }'s pawn { $piece } had { $togo } squares still to go; { $best_seat }'s pawn { $best_piece } only { $best_togo }: sending that one back costs its player the most, and your pawn lands nearer Home.
learn-why-back_far = That moves a pawn four squares away from Home. Four back from your start square, pawn { $piece } would be only { $togo } squares from Home.

## ---- Yut Nori (issue 32, docs/rules.md §21): its board, sticks and moves in the game (web/board.js, web/game.js, web/ui.js).
board-yut_start = Start
board-yut_start_title = Station 0: start and finish
piece-on_station = { $seat } piece { $piece }, on the board
piece-on_corner = { $seat } piece { $piece }, on a corner
piece-on_centre = { $seat } piece { $piece }, on the centre
piece-on_yut_start = { $seat } piece { $piece }, on station 0 (out with its next move)
piece-yut_stacked = { $label }, in a stack with { $count ->
    [one] piece
   *[other] pieces
} { $pieces }
piece-yut_beside = { $label }, beside { $count ->
    [one] piece
   *[other] pieces
} { $pieces } (not stacked)
yut-name-1 = do
yut-name-2 = gae
yut-name-3 = geol
yut-name-4 = yut
yut-name-5 = mo
yut-name-back_do = back-do
yut-kept = { $name } ({ $value })
yut-means-1 = 1 step
yut-means-2 = 2 steps
yut-means-3 = 3 steps
yut-means-4 = 4 steps, throw again
yut-means-5 = 5 steps, throw again
yut-means-back_do = 1 step back
throw-sticks_button = Throw the sticks
throw-yut_last = { $seat }: { $name } — { $means }
throw-sticks = { $up } of { $count } sticks flat side up
throw-sticks_back_do = the marked stick alone flat side up: back-do
move-yut_enter = { $who }: { $value }, onto the board
move-yut_forward = { $who }: { $value } forward
move-yut_back = { $who }: back-do, 1 station back
move-yut_out = { $who }: { $value }, out (finished)
move-yut_shortcut = { $move }, taking the shortcut
move-yut_straight = { $move }, straight on (no shortcut)
move-yut_stacks = { $move }, stacking with { $count ->
    [one] piece
   *[other] pieces
} { $pieces }
move-yut_joins = { $move }, and stacks with { $count ->
    [one] piece
   *[other] pieces
} { $pieces }
move-yut_beside = { $move }, beside { $count ->
    [one] piece
   *[other] pieces
} { $pieces } (not stacked)
move-yut_captures = { $move }, capturing { $captured }
move-yut_onto_start = { $move }, onto station 0 (out with the next move)
move-yut_onto_corner = { $move }, onto a corner
move-yut_onto_centre = { $move }, onto the centre
logline-yut_enter = brings { $who } on with { $value }
logline-yut_forward = moves { $who } by { $value }
logline-yut_back = moves { $who } one station back with the back-do
logline-yut_out = takes { $who } out with { $value }
logline-yut_straight = { $move }, straight on
logline-yut_joins = { $move }, stacking with the pieces there
logline-yut_beside = { $move }, beside the pieces there (not stacked)
logline-yut_captures = { $move }, capturing { $captured }
logline-yut_throw = throws { $name } ({ $means })
logline-yut_order = throws { $name } for the start order
logline-yut_capture_throw = throws again for the capture: { $name } ({ $means })
cancelled-back_do_void = back-do counts for nothing: no piece of theirs is on the board
review-luck_heading_sticks = Luck of the sticks
review-luck_line_sticks = { $points } points of win chance from { $throws } throws of the sticks
review-luck_explain_sticks = Luck is what each throw of the sticks gave (+) or took (−) against the throws that could have come, as estimated win chance (GNU Backgammon’s luck rating): most of the graph’s swing is the sticks, not the moves. It is a rough estimate, scaled to the game’s rules, and explains only part of the result.

## ---- Yut Nori (issue 32, docs/rules.md §21): the lobby (web/lobby.js): its cards, house rules and options.
rules-name-yut = Yut Nori
rules-name-yut-culin = Yut Nori (Culin, 1895)
lobby-variant-yut = Korea's New Year game: four sticks instead of dice (do 1, gae 2, geol 3, yut 4, mo 5; yut and mo throw again; back-do goes one back), 29 stations, shortcuts across the diagonals, your pieces stack and move together, captures throw again.
lobby-variant-yut-culin = Yut Nori as Stewart Culin recorded it in 1895: fair sticks, no back-do, the shortcuts are your choice, and a capture's extra throw comes after the moves.
preset-yut = Yut Nori: four sticks (do 1 … yut 4, mo 5; yut and mo throw again; back-do 1 back), 29 stations, shortcuts from the corners and the centre, stacks, captures throw again
preset-yut-culin = Yut Nori as Culin (1895) describes it: fair sticks, no back-do, shortcuts by choice
group-yut = Yut Nori
option-pieces = Pieces per player
option-stick_p = Chance of a stick landing flat side up
option-back_do = Back-do (the marked stick)
option-back_do_sticks = Sticks marked for back-do
option-back_do_void = A back-do with no piece on the board
option-max_go_on = Most extra throws for yut and mo
option-shortcut = The shortcut at a corner or the centre
option-centre_exit = Leaving the centre
option-capture_throw = When a capture's extra throw comes
option-capture_bonus_yut_mo = A capture with yut or mo throws again
option-capture_bonus_back_do = A capture with back-do throws again
option-capture_bonus_chain = A capture's yut or mo throws again too
option-finish = How a piece goes out
option-heaven_stations = Heaven stations (out at once)
option-hell_stations = Hell stations (back to the start)
option-stack = Stacks (own pieces on one station)
meaning-stack = a piece that ends its move on its own side's pieces joins them, and they move as one until they go out (auto); or its player chooses whether it joins them or stands beside them (optional)
value-stack-auto = automatic
value-stack-optional = by choice
meaning-pieces = the pieces each player has (1 to 4)
meaning-stick_p = the chance that a stick lands flat side up: 0.6 for real sticks, 0.5 for fair ones; or four chances, the marked stick's first
meaning-back_do = one stick is marked: when it alone lands flat side up, the throw is back-do and a piece goes one station back
meaning-back_do_sticks = how many sticks carry the back-do mark (1 or 2)
meaning-back_do_void = a back-do thrown with no piece of yours on the board counts for nothing (at_throw), or is kept and lost only if no piece can use it (at_use)
meaning-max_go_on = how many extra throws yut and mo can earn in one turn (0: no limit)
meaning-shortcut = a piece that stopped on a corner or the centre must take the shortcut along the diagonal (forced), or may go straight on (optional)
meaning-centre_exit = a piece that stopped on the centre heads for home (home), or, having come down the first diagonal, may go on toward the bottom-left corner (choice)
meaning-capture_throw = a capture earns one more throw, thrown at once (immediate) or after all the moves (end)
meaning-capture_bonus_yut_mo = a capture made with a yut or a mo earns the extra throw too
meaning-capture_bonus_back_do = a capture made with a back-do earns the extra throw too
meaning-capture_bonus_chain = a yut or a mo thrown as a capture's extra throw throws again
meaning-finish = a piece goes out by moving past station 0 (pass), by reaching it (reach), or must stop on it and goes out with its next move (exact)
meaning-heaven_stations = a house rule: a piece that stops on one of these stations goes out at once
meaning-hell_stations = a house rule: a piece that stops on one of these stations goes back to wait
allowed-stick_p = a probability in (0,1), or a list of four (the marked stick first)
allowed-max_go_on = 0 (no limit) to 20
allowed-heaven_stations = a list of station numbers 1 to 28, or empty
allowed-hell_stations = a list of station numbers 1 to 28, or empty
value-back_do_void-at_throw = at the throw
value-back_do_void-at_use = when used
value-shortcut-forced = forced
value-shortcut-optional = optional
value-centre_exit-home = home
value-centre_exit-choice = choice
value-capture_throw-immediate = at once
value-capture_throw-end = after the moves
value-finish-pass = past station 0
value-finish-reach = on reaching it
value-finish-exact = exact stop
house-shortcut-optional = Shortcuts by choice: go straight on at a corner or the centre if you like
house-capture_throw-end = A capture's extra throw comes after all the moves
house-stack-optional = Stacking by choice: a piece landing on your own may stand beside them


## Yut Nori's rules page (web/rules.js: yutRules, StickTable; docs/rules.md §21). The throws keep their Korean names: do, gae, geol, yut, mo, back-do (도 개 걸 윷 모 빽도, shown in the table where a Korean font draws them).
rules-h-sticks = The sticks
rules-yut-sides = { $players } players, each playing alone with { $pieces ->
    [one] one piece
   *[other] { $pieces } pieces
} of their own colour (the pieces are called mal). Pieces wait off the board until a throw brings them on, and every player uses the same stations in the same direction.
rules-yut-teams = Four players in two teams, { $pairs }: partners play together, each with { $pieces ->
    [one] one piece
   *[other] { $pieces } pieces
} of their own. Partners' pieces may share a station: they neither capture nor stack with each other.
rules-yut-end = The first player to bring all their pieces round the board and out wins, and the game ends.
rules-yut-end_all = The first player to bring all their pieces round the board and out wins; the others play on for the places.
rules-yut-end_teams = The first team to bring all the pieces of both partners round the board and out wins.
rules-yut-order = To see who starts, everyone throws the sticks once: the highest throw begins — mo is the highest, then yut, geol, gae and do, and back-do is the lowest — and those tied for highest throw again. Then the turn passes from seat to seat.
rules-yut-order_no_back_do = To see who starts, everyone throws the sticks once: the highest throw begins — mo is the highest, then yut, geol, gae and do — and those tied for highest throw again. Then the turn passes from seat to seat.
rules-yut-order_fixed = { $seat } starts; then the turn passes from seat to seat.
rules-yut-board = The board has 29 stations: 20 round the edge of the square, six on each side with the corners shared, and two diagonals of five stations each that cross at the centre. The four corners and the centre are the large stations. Station 0, the bottom-right corner, is where pieces come on and where they go out.
rules-yut-direction = Every piece goes round anticlockwise: from station 0 up the right side to the top-right corner (station 5), along the top to the top-left corner (10), down the left side to the bottom-left corner (15) and along the bottom back to station 0.
rules-yut-corners_forced = A piece that stops on the top-right corner must turn onto the diagonal toward the centre with its next move, and one that stops on the top-left corner must turn onto the other diagonal. A piece that only passes over a corner goes straight on.
rules-yut-corners_optional = A piece that stops on the top-right or the top-left corner may turn onto the diagonal toward the centre with its next move, or go straight on round the edge: you choose. A piece that only passes over a corner goes straight on.
rules-yut-centre_home = A piece that stops on the centre must take the short way home with its next move, down the diagonal to station 0. A piece that crosses the centre without stopping keeps going straight.
rules-yut-centre_choice = A piece that stops on the centre after coming from the top-right corner may head home down the other diagonal to station 0, or go straight on toward the bottom-left corner: you choose. One that came from the top-left corner goes on home. A piece that crosses the centre without stopping keeps going straight.
rules-yut-routes = So there are four ways round: the whole edge ({ $outer } steps); across the centre from the top-right to the bottom-left corner ({ $across } steps); round to the top-left corner and across the centre home ({ $round } steps); or from the top-right corner to the centre and home, the shortest ({ $short } steps).
rules-yut-no_safe = No station is safe, and nothing blocks a piece: it passes over any pieces, its own and the others'.
rules-yut-sticks = There are no dice: you throw four sticks, each flat on one side and round on the other, and count the flat sides that land up. One is do (1 step), two gae (2), three geol (3), four yut (4), and none at all is mo (5 steps). The table below gives each throw's chance.
rules-yut-marked = One stick is marked: when it alone lands flat side up, the throw is back-do, one step back.
rules-yut-marked_two = In this game two sticks are marked: when either of them alone lands flat side up, the throw is back-do, one step back.
rules-yut-again = A yut or a mo throws again, and so does every yut or mo that follows; the first do, gae, geol or back-do ends your throwing. Every throw is kept.
rules-yut-again_plain = A yut or a mo throws again, and so does every yut or mo that follows; the first do, gae or geol ends your throwing. Every throw is kept.
rules-yut-max_go_on = In this game yut and mo earn at most { $count ->
    [one] one extra throw
   *[other] { $count } extra throws
} in a turn; a yut or mo past that throws no more.
rules-yut-spend = Then you spend your kept throws one at a time, in any order you like, each whole on one piece or stack: a throw is never split between pieces.
rules-yut-enter = A throw may bring a new piece on: it goes from station 0 that many stations along, so a mo puts it straight onto the top-right corner.
rules-yut-enter_back_do = A forward throw may bring a new piece on: it goes from station 0 that many stations along, so a mo puts it straight onto the top-right corner. A back-do never brings a piece on.
rules-yut-move = Or the throw moves a piece (or a stack) already on the board that many stations along its way.
rules-yut-back_do = A back-do moves a piece or stack one station back the way it came. From station 1 it goes back onto station 0 and stays on the board, and its next forward throw takes it out.
rules-yut-back_do_void = A back-do thrown while you have no piece on the board counts for nothing (it still ends your throwing).
rules-yut-back_do_at_use = In this game a back-do thrown while you have no piece on the board is kept: you may spend it on a piece you bring on later in the turn, and it is lost if no piece can use it.
rules-yut-stack = A piece that ends its move, or comes on, where pieces of your own stand joins them in a stack. From then on they move together with every throw until they go out together, and they are captured together; a stack holds up to four pieces.
rules-yut-stack_optional = A piece that ends its move, or comes on, where pieces of your own stand may join them in a stack or stand beside them: you choose. A stack moves together with every throw until it goes out, and holds up to four pieces. Pieces standing beside each other move on their own, but a capture on their station takes them all.
rules-yut-capture = A piece or stack that ends its move on a station held by an opponent — moving forward, by back-do or coming on — sends all the pieces there back off the board, and they must come on again.
rules-yut-capture_plain = A piece or stack that ends its move on a station held by an opponent — moving forward or coming on — sends all the pieces there back off the board, and they must come on again.
rules-yut-capture_throw_now = A capture earns one more throw, made at once: it joins the throws you still keep, and a yut or mo thrown for it throws again.
rules-yut-capture_throw_end = In this game a capture's extra throw comes after you have spent all your kept throws; a yut or mo thrown for it throws again.
rules-yut-capture_no_chain = In this game a yut or mo thrown for a capture does not throw again.
rules-yut-capture_no_yut_mo = In this game a capture made with a yut or a mo earns no extra throw.
rules-yut-capture_no_back_do = In this game a capture made with a back-do earns no extra throw.
rules-yut-capture_no_throw = In this game a capture earns no extra throw.
rules-yut-must = A throw that can be used must be used, even to your own harm; there is no passing. A kept throw that no piece can use is lost.
rules-yut-finish_pass = A piece goes out when a move takes it past station 0 at the end of its way round, and any steps left over are lost. A piece that lands exactly on station 0 stays on the board, where it can still be captured, and its next forward throw takes it out.
rules-yut-finish_reach = In this game a piece goes out as soon as a move reaches station 0 at the end of its way round, or goes past it.
rules-yut-finish_exact = In this game a piece may not go past station 0 at the end of its way round: it must stop exactly on it, where it can still be captured, and it goes out with its next forward throw.
rules-yut-heaven = House rule: a piece or stack that stops on { $count ->
    [one] station { $stations }
   *[other] stations { $stations }
} (heaven) goes out at once, after any capture it makes.
rules-yut-hell = House rule: a piece or stack that stops on { $count ->
    [one] station { $stations }
   *[other] stations { $stations }
} (hell) goes back off the board to wait, after any capture it makes.
rules-yut-diagram = { $name } board: the 29 stations with the lines between them, station 0 where pieces start and finish, and each player's tray of waiting pieces and home box
rules-yut-legend = { $seat }: tray and home box
rules-yut-players_meaning = number of players, 2 to 4, each playing alone; with 4 players and teams, two teams of partners
rules-yut-capture_again_meaning = a capture earns one more throw
rules-yut-no_limit = no limit
rules-yut-throws_one = Each of the { $count } sticks lands flat side up with a chance of { $p }; each throw's chance below follows from that.
rules-yut-throws_each = In this game the sticks land flat side up with chances of { $chances }; each throw's chance below follows from that.
rules-yut-throws_each_marked = In this game the sticks land flat side up with chances of { $chances }, the marked stick's first; each throw's chance below follows from that.
rules-yut-table_label = the throws of the sticks
rules-yut-col_sticks = The sticks
rules-yut-col_name = Name
rules-yut-col_steps = Steps
rules-yut-steps_back = 1 back
rules-yut-flat_up = { $count ->
    [0] no flat side up
    [one] one flat side up
   *[other] { $count } flat sides up
}
rules-yut-flat_one_unmarked = one flat side up, { $marked ->
    [one] not the marked stick
   *[other] not a marked stick
}
rules-yut-flat_back_do = { $marked ->
    [one] the marked stick alone flat side up
   *[other] a marked stick alone flat side up
}
rules-yut-name_do = do
rules-yut-name_gae = gae
rules-yut-name_geol = geol
rules-yut-name_yut = yut
rules-yut-name_mo = mo
rules-yut-name_back_do = back-do

## The Yut Nori lesson (/learn?preset=yut, web/learn.js). The throws by their names (yut-name-*); seat 0 is the learner, $opponent the other player.
learn-yut-title = Learn to play Yut Nori — Pachisi
learn-yut-offer_title = New to Yut Nori?
learn-yut-offer_text = Play a 3-minute lesson on its board: throwing the sticks, bringing pieces on, the shortcut from a corner, capturing, stacking, back-do and going out.
learn-end-rules_yut = All the rules of Yut Nori
learn-choose_station = Click one of your pieces, the station it goes to, or a move:
learn-table_note_sticks = A yut or a mo (in bold) lets you throw again. Back-do, the marked stick alone flat side up, goes one station back.
learn-step-yut_throw-title = Throw the sticks
learn-step-yut_throw-intro = Yut Nori is played with four sticks, flat on one side and round on the other, instead of dice. Throw them and count the flat sides that land up: the table gives each throw's name and how many stations it moves. Your four { $seat } pieces wait beside the board; { $opponent } has brought one on already.
learn-step-yut_throw-do = Press Throw the sticks.
learn-step-yut_throw-again = A { $name }: no flat side up, { $value } steps. A yut or a mo lets you throw again: press Throw the sticks once more.
learn-step-yut_throw-last = A { $name }: two flat sides up, { $value } steps. Any throw but a yut or a mo ends your throwing. You keep both throws, { $names }, and spend them one at a time, in any order, each whole on one piece.
learn-step-yut_enter-title = Bring a piece on
learn-step-yut_enter-intro = A throw can bring a new piece on: it starts from station 0, the corner marked Start, and goes that many stations up the right side, anticlockwise. The corners and the centre are the large stations: a piece that stops on the top-right or top-left corner turns onto the diagonal with its next move, the short way home.
learn-step-yut_enter-do = Bring a piece on with the throw that stops it on a corner.
learn-step-yut_enter-done = Piece { $piece } came on with your { $name } and stopped right on the top-right corner. From there its next move takes the diagonal: only { $togo } stations to go.
learn-step-yut_shortcut-title = The shortcut
learn-step-yut_shortcut-intro = Piece { $piece } stopped on a corner, so its next move must turn onto the diagonal toward the centre instead of going on along the edge. A piece that only passes over a corner goes straight on.
learn-step-yut_shortcut-do = Move the piece on the corner with your { $name }.
learn-step-yut_shortcut-done = Piece { $piece } turned down the diagonal toward the centre: { $togo } stations to go, and out of reach of { $opponent }'s pieces.
learn-step-yut_capture-title = Capture
learn-step-yut_capture-intro = { $victim }'s piece { $vpiece } stands { $value } stations ahead of your piece { $piece }. No station is safe: end your move where an opponent's pieces stand and they all go back off the board, to come on again from the start. A capture also earns you another throw, made at once.
learn-step-yut_capture-do = Capture it with your { $name }.
learn-step-yut_capture-done = { $victim }'s piece { $vpiece } is back off the board, and you throw the sticks again.
learn-step-yut_stack-title = Stack your pieces
learn-step-yut_stack-intro = A piece that ends its move where one of your own pieces stands joins it in a stack. From then on they move together as one with every throw, until they go out together; but a capture sends the whole stack back. A waiting piece of { $opponent }'s comes on onto one of the first five stations.
learn-step-yut_stack-do = Use your { $name } to stack two of your pieces where no piece of { $opponent }'s can reach them.
learn-step-yut_stack-done = Pieces { $stack } stand together as one stack: every throw now moves both, and no piece of { $opponent }'s can reach them there.
learn-step-yut_back_do-title = Back-do
learn-step-yut_back_do-intro = When the marked stick alone lands flat side up, the throw is back-do: a piece goes one station back the way it came. Like every throw, it must be used if a piece can use it, so choose the piece it helps.
learn-step-yut_back_do-do = Use your back-do where going back helps.
learn-step-yut_back_do-done = Piece { $piece } went back onto the corner and has stopped there, so its next move takes the diagonal: { $togo } stations to go instead of { $before }.
learn-step-yut_out-title = Going out
learn-step-yut_out-intro = A piece goes out, its journey over, when a move takes it past station 0, where it came on; any steps left over are lost. A piece that lands exactly on station 0 stays on the board, where it can still be captured, until its next throw takes it out.
learn-step-yut_out-do = Take a piece out with your { $name }.
learn-step-yut_out-done = Piece { $piece } went past station 0 and is out. The first player with all four pieces out wins.
learn-end-yut_throw = Count the flat sides up: do 1, gae 2, geol 3, yut 4, and none at all is mo, 5; yut and mo throw again.
learn-end-yut_enter = Keep your throws and spend each whole on one piece; a throw can bring a new piece on from station 0.
learn-end-yut_shortcut = A piece that stops on a corner or the centre takes the shortcut with its next move.
learn-end-yut_capture = End your move on an opponent's pieces to send them all back, and throw again.
learn-end-yut_stack = Your pieces on one station stack and move together, and are captured together.
learn-end-yut_back_do = Back-do, the marked stick alone, takes a piece one station back.
learn-end-yut_out = A piece goes out by moving past station 0; the first with all four out wins.
learn-why-no_corner = Piece { $piece } would stop short of the corner, and your { $rest } would then carry it over the corner without turning: only a piece that stops on a corner takes the diagonal.
learn-why-no_corner_plain = Piece { $piece } would not stop on a corner: only a piece that stops on a corner takes the diagonal with its next move.
learn-why-no_corner_back = Piece { $piece } would just lose a station. Back on the corner, piece { $best } would take the diagonal with its next move, with only { $togo } stations to go.
learn-why-on_start = Piece { $piece } would stop exactly on station 0, the Start corner: it stays on the board, where it can still be captured, until another throw takes it out. Piece { $best } goes past station 0 and out at once.
learn-why-exposed-yut = Piece { $piece } would be left where { $seat }'s piece { $by } could capture it with a { $name }: { $percent } of throws are a { $name }.
learn-why-exposed_coming-yut = Piece { $piece } would be left on one of the first five stations, where { $seat }'s piece { $by } could come on with a { $name } and capture it: { $percent } of throws are a { $name }.
learn-why-not_home-yut = Piece { $piece } could go out with this { $name }: a move that takes a piece past station 0 takes it out, however many steps are left over.
