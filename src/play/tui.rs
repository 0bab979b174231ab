//! The full-screen game (ratatui + crossterm): the cross board with castles or flowers
//! (or a printed board with the waiting pieces in its corners), pieces in seat colours,
//! the last throw, the kept throws, the legal moves, a log,
//! hints, undo, saving, and confirmations before quitting and before a move into a dead
//! end.

use super::board::{CELL_W, cells};
use super::{SEAT_LETTERS, SeatKind, Session, Step, colour};
use crossterm::event::{self, Event, KeyCode, KeyEventKind, KeyModifiers};
use pachisi_core::{Action, PIECES, Phase, PieceAt};
use ratatui::Frame;
use ratatui::layout::{Constraint, Flex, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, List, ListItem, ListState, Paragraph, Wrap};
use std::path::Path;
use std::time::{Duration, Instant};

/// Smallest terminal the view fits in.
pub const MIN_W: u16 = 100;
pub const MIN_H: u16 = 28;

/// Most log lines kept.
const LOG_MAX: usize = 1000;

/// A seat's colour on screen.
pub fn seat_color(seat: u8) -> Color {
    [Color::Red, Color::Green, Color::Yellow, Color::LightBlue][seat as usize % 4]
}

/// What the keys do at the moment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    Normal,
    /// "Quit? y/n".
    ConfirmQuit,
    /// Typing the file name to save the record to.
    Save(String),
    /// "This move leaves a piece where it can never finish. Play it anyway? y/n".
    ConfirmStrands(Action),
}

/// The full-screen game's state.
pub struct App {
    pub session: Session,
    pub log: Vec<String>,
    /// Index into the legal actions.
    pub selected: usize,
    pub mode: Mode,
    /// A hint, a save confirmation or an error, shown until the next key.
    pub message: Option<String>,
    pub quit: bool,
}

impl App {
    pub fn new(session: Session) -> App {
        let log = session.intro();
        App {
            session,
            log,
            selected: 0,
            mode: Mode::Normal,
            message: None,
            quit: false,
        }
    }

    fn push_log(&mut self, lines: Vec<String>) {
        self.log.extend(lines);
        if self.log.len() > LOG_MAX {
            let cut = self.log.len() - LOG_MAX;
            self.log.drain(..cut);
        }
    }

    /// Whether the game goes on without a key (a throw or a bot's move is next).
    pub fn automatic(&self) -> bool {
        self.mode == Mode::Normal && !self.session.is_over() && !self.session.human_to_move()
    }

    /// One automatic event (a throw or a bot's move).
    pub fn tick(&mut self) {
        if let Step::Progress(lines) = self.session.step() {
            self.push_log(lines);
            self.selected = 0;
        }
    }

    /// Handle a key.
    pub fn key(&mut self, code: KeyCode, mods: KeyModifiers) {
        if mods.contains(KeyModifiers::CONTROL) && code == KeyCode::Char('c') {
            self.quit = true;
            return;
        }
        match std::mem::replace(&mut self.mode, Mode::Normal) {
            Mode::ConfirmQuit => {
                if matches!(code, KeyCode::Char('y' | 'Y' | 'q')) {
                    self.quit = true;
                }
            }
            Mode::Save(mut name) => match code {
                KeyCode::Enter => {
                    let name = name.trim();
                    let m = if name.is_empty() {
                        "not saved: no file name".into()
                    } else {
                        self.session.save(Path::new(name)).unwrap_or_else(|e| e)
                    };
                    self.log.push(m.replace('\n', " "));
                    self.message = Some(m);
                }
                KeyCode::Esc => self.message = Some("not saved".into()),
                KeyCode::Backspace => {
                    name.pop();
                    self.mode = Mode::Save(name);
                }
                KeyCode::Char(c) => {
                    name.push(c);
                    self.mode = Mode::Save(name);
                }
                _ => self.mode = Mode::Save(name),
            },
            Mode::ConfirmStrands(a) => {
                if matches!(code, KeyCode::Char('y' | 'Y')) {
                    self.play(a);
                } else {
                    self.message = Some("not played: choose again".into());
                }
            }
            Mode::Normal => self.normal_key(code),
        }
    }

    /// Play a human move (already confirmed if it needed it).
    fn play(&mut self, a: Action) {
        match self.session.play_human(a) {
            Ok(lines) => self.push_log(lines),
            Err(e) => self.message = Some(e),
        }
        self.selected = 0;
    }

    fn normal_key(&mut self, code: KeyCode) {
        self.message = None;
        let n = self.session.legal().len();
        let human = self.session.human_to_move();
        match code {
            KeyCode::Char('q') | KeyCode::Esc => {
                if self.session.is_over() {
                    self.quit = true;
                } else {
                    self.mode = Mode::ConfirmQuit;
                }
            }
            KeyCode::Char('s') => {
                self.mode = Mode::Save(format!("pachisi-game-{}.json", self.session.seed));
            }
            KeyCode::Char('h') => {
                self.message = Some(if human {
                    self.session.hint()
                } else {
                    "a hint is for your own decisions".into()
                });
            }
            KeyCode::Char('u') => {
                let m = self.session.undo().unwrap_or_else(|e| e);
                self.log.push(m.clone());
                self.message = Some(m);
                self.selected = 0;
            }
            KeyCode::Up | KeyCode::Char('k') if human && n > 0 => {
                self.selected = (self.selected + n - 1) % n;
            }
            KeyCode::Down | KeyCode::Char('j') | KeyCode::Tab if human && n > 0 => {
                self.selected = (self.selected + 1) % n;
            }
            KeyCode::Home if human => self.selected = 0,
            KeyCode::End if human && n > 0 => self.selected = n - 1,
            KeyCode::Char(d @ '0'..='9') if human => {
                let k = if d == '0' {
                    10
                } else {
                    d as usize - '0' as usize
                };
                if k <= n {
                    self.selected = k - 1;
                } else {
                    self.message = Some(format!("there are only {n} moves"));
                }
            }
            KeyCode::Enter | KeyCode::Char(' ') if human => {
                if let Some(&a) = self.session.legal().get(self.selected) {
                    if self.session.strands_warning(a).is_some() {
                        self.mode = Mode::ConfirmStrands(a);
                    } else {
                        self.play(a);
                    }
                }
            }
            _ => {}
        }
    }
}

/// Run the full-screen game until the player quits.
pub fn run(session: Session, delay: Duration) -> std::io::Result<()> {
    let mut terminal = ratatui::try_init()?;
    let result = run_loop(&mut terminal, App::new(session), delay);
    ratatui::try_restore()?;
    let app = result?;
    if let Some(o) = app.session.game.outcome(&app.session.state) {
        for l in app.session.result_lines(&o) {
            println!("{l}");
        }
    }
    Ok(())
}

fn run_loop(
    terminal: &mut ratatui::DefaultTerminal,
    mut app: App,
    delay: Duration,
) -> std::io::Result<App> {
    let mut next_auto = Instant::now() + delay;
    while !app.quit {
        terminal.draw(|f| draw(f, &app))?;
        let timeout = if app.automatic() {
            next_auto.saturating_duration_since(Instant::now())
        } else {
            Duration::from_millis(500)
        };
        if event::poll(timeout)? {
            match event::read()? {
                Event::Key(k) if k.kind == KeyEventKind::Press => {
                    app.key(k.code, k.modifiers);
                    next_auto = Instant::now() + delay;
                }
                _ => {} // a resize is redrawn by the next loop
            }
        } else if app.automatic() {
            app.tick();
            next_auto = Instant::now() + delay;
        }
    }
    Ok(app)
}

/// Draw the whole screen.
pub fn draw(f: &mut Frame, app: &App) {
    let area = f.area();
    if area.width < MIN_W || area.height < MIN_H {
        let text = format!(
            "The terminal is {}x{}; the game needs at least {MIN_W}x{MIN_H}.\n\
             Enlarge the window, or press q to quit.\n\
             (pachisi play --plain works in any size.)",
            area.width, area.height
        );
        let p = Paragraph::new(text).wrap(Wrap { trim: true });
        f.render_widget(p, area);
        return;
    }
    let s = &app.session;
    let board_w = (s.game.board().size as usize * CELL_W + 2) as u16;
    let board_h = s.game.board().size as u16 + 2;
    let [main, help] = Layout::vertical([Constraint::Min(0), Constraint::Length(1)]).areas(area);
    let [left, right] =
        Layout::horizontal([Constraint::Length(board_w), Constraint::Min(0)]).areas(main);
    let turn_lines = turn_lines(app, right.width.saturating_sub(2) as usize);
    let [board_a, players_a] =
        Layout::vertical([Constraint::Length(board_h), Constraint::Min(0)]).areas(left);
    // The moves in words, each wrapped under its number (the list's marker takes a
    // column).
    let choices: Vec<Vec<String>> = s
        .choices()
        .iter()
        .enumerate()
        .map(|(i, (_, d))| {
            let w = (right.width as usize).saturating_sub(3 + 4);
            wrap_words(d, w)
                .into_iter()
                .enumerate()
                .map(|(k, l)| {
                    if k == 0 {
                        format!("{:>2}) {l}", i + 1)
                    } else {
                        format!("    {}", l.trim_start())
                    }
                })
                .collect()
        })
        .collect();
    let move_lines: usize = choices.iter().map(Vec::len).sum();
    let moves_h = if s.is_over() {
        7
    } else {
        (move_lines as u16 + 2).clamp(4, 14)
    };
    // The turn box grows with a long message (a hint, a saved file's path), leaving
    // the moves and a few log lines room.
    let turn_h =
        (turn_lines.len() as u16 + 2).clamp(6, right.height.saturating_sub(moves_h + 5).max(6));
    let [turn_a, moves_a, log_a] = Layout::vertical([
        Constraint::Length(turn_h),
        Constraint::Length(moves_h),
        Constraint::Min(3),
    ])
    .areas(right);

    draw_board(f, app, board_a);
    draw_players(f, app, players_a);
    f.render_widget(
        Paragraph::new(turn_lines).block(Block::bordered().title(" Turn ")),
        turn_a,
    );
    draw_moves(f, app, &choices, moves_a);
    draw_log(f, app, log_a);

    let keys = match app.mode {
        Mode::ConfirmQuit | Mode::ConfirmStrands(_) => "y yes   any other key: no",
        Mode::Save(_) => "type the file name   Enter save   Esc cancel",
        Mode::Normal if s.is_over() => "game over   s save the record   q quit",
        Mode::Normal => "↑↓ or 1-9 choose   Enter play   h hint   u undo   s save   q quit",
    };
    f.render_widget(
        Paragraph::new(keys).style(Style::new().add_modifier(Modifier::REVERSED)),
        help,
    );

    match &app.mode {
        Mode::Normal => {}
        Mode::ConfirmQuit => popup(
            f,
            area,
            "Quit",
            vec![
                Line::from("Quit the game? (moves not saved are lost)"),
                Line::from("y quit   any other key goes on"),
            ],
        ),
        Mode::Save(name) => {
            // The name as typed, cut to the width without indenting.
            let typed: Vec<char> = format!("file: {name}_").chars().collect();
            let mut lines: Vec<Line> = typed
                .chunks(POPUP_W - 2)
                .map(|c| Line::from(c.iter().collect::<String>()))
                .collect();
            lines.push(Line::from("Enter saves   Esc cancels"));
            popup(
                f,
                area,
                if s.from_position {
                    "Save the position"
                } else {
                    "Save the record"
                },
                lines,
            )
        }
        Mode::ConfirmStrands(a) => {
            let warning = s.strands_warning(*a).unwrap_or_default();
            let mut lines: Vec<Line> = wrap_prose(&warning, POPUP_W - 2)
                .into_iter()
                .map(|l| Line::styled(l, Style::new().fg(Color::Yellow)))
                .collect();
            lines.push(Line::from("y plays it   any other key goes back"));
            popup(f, area, "Dead end", lines)
        }
    }
}

/// Width of a popup window.
const POPUP_W: usize = 64;

fn popup(f: &mut Frame, area: Rect, title: &str, lines: Vec<Line>) {
    let [v] = Layout::vertical([Constraint::Length(lines.len() as u16 + 2)])
        .flex(Flex::Center)
        .areas(area);
    let [r] = Layout::horizontal([Constraint::Length(POPUP_W as u16)])
        .flex(Flex::Center)
        .areas(v);
    f.render_widget(Clear, r);
    f.render_widget(
        Paragraph::new(lines).block(Block::bordered().title(title.to_string())),
        r,
    );
}

fn draw_board(f: &mut Frame, app: &App, area: Rect) {
    let s = &app.session;
    let mark = if s.human_to_move() && app.mode == Mode::Normal {
        s.legal()
            .get(app.selected)
            .and_then(|&a| s.game.move_info(&s.state, a))
    } else {
        None
    };
    let lines: Vec<Line> = cells(s, mark.as_ref())
        .into_iter()
        .map(|row| {
            Line::from(
                row.into_iter()
                    .map(|c| {
                        let mut st = match c.seat {
                            Some(seat) => Style::new()
                                .fg(seat_color(seat))
                                .add_modifier(Modifier::BOLD),
                            None => match (c.yard, c.ground) {
                                (Some(seat), _) => Style::new().fg(seat_color(seat)),
                                (None, '@') => Style::new().fg(Color::Magenta),
                                (None, ':' | '.') => Style::new().fg(Color::Gray),
                                (None, d @ '0'..='3') => {
                                    Style::new().fg(seat_color(d as u8 - b'0'))
                                }
                                _ => Style::new(),
                            },
                        };
                        if c.safe {
                            st = st.bg(Color::DarkGray);
                            // An entry square keeps its seat's colour.
                            if c.seat.is_none() && !c.ground.is_ascii_digit() {
                                st = st.fg(Color::White);
                            }
                        }
                        if c.marked {
                            st = st.add_modifier(Modifier::REVERSED);
                        }
                        Span::styled(c.text, st)
                    })
                    .collect::<Vec<_>>(),
            )
        })
        .collect();
    let safe = match s.game.options().safe_squares {
        pachisi_core::options::SafeSquares::Flowers => "* flower",
        // Parcheesi's castles are its safety spaces (PR-SAFE).
        pachisi_core::options::SafeSquares::Castles if s.game.options().loop_entry != 0 => {
            "X safety space"
        }
        pachisi_core::options::SafeSquares::Castles => "X castle",
        pachisi_core::options::SafeSquares::None
            if s.game.options().track == pachisi_core::options::TrackKind::Sorry =>
        {
            "> slide, : safety zone, H Home"
        }
        pachisi_core::options::SafeSquares::None
            if s.game.options().track == pachisi_core::options::TrackKind::Yut =>
        {
            "# start, + corner, @ centre"
        }
        pachisi_core::options::SafeSquares::None => "no safe squares",
        pachisi_core::options::SafeSquares::LudoStars => "* star",
        pachisi_core::options::SafeSquares::Parchis => "X seguro",
        pachisi_core::options::SafeSquares::Barjis => "X marked square",
    };
    let title = format!(" {} · {safe} · N at top ", s.game.variant().preset.name());
    f.render_widget(
        Paragraph::new(lines).block(Block::bordered().title(title)),
        area,
    );
}

fn draw_players(f: &mut Frame, app: &App, area: Rect) {
    let s = &app.session;
    let width = area.width.saturating_sub(2) as usize;
    let rows = area.height.saturating_sub(2) as usize;
    // Each seat with its player; where that takes more lines than the box has (long bot
    // names wrapped at 100x30), without the players, one line a seat.
    let mut lines = seat_lines(app, width, true);
    if lines.len() > rows {
        lines = seat_lines(app, width, false);
    }
    // Where the pieces of the seat to play are, in words, when all of it fits in the
    // box (at 100x30 it may not: then it is left out rather than cut).
    let phase = s.state.phase();
    if matches!(phase, Phase::Throw | Phase::Move) {
        let seat = if phase == Phase::Move {
            s.state.mover()
        } else {
            s.state.turn()
        };
        let text = format!("{}'s pieces: {}", colour(seat), s.pieces_text(seat));
        let wrapped = wrap_words(&text, width);
        if lines.len() + wrapped.len() <= rows {
            lines.extend(
                wrapped
                    .into_iter()
                    .map(|l| Line::styled(l, Style::new().fg(seat_color(seat)))),
            );
        }
    }
    f.render_widget(
        Paragraph::new(lines).block(Block::bordered().title(" Players ")),
        area,
    );
}

/// The Players box's line(s) for each seat, in `width` columns: name, player (with
/// `players`), team and figures, the figures wrapped under the name where one line is
/// too narrow.
fn seat_lines(app: &App, width: usize, players: bool) -> Vec<Line<'static>> {
    let s = &app.session;
    let mut lines: Vec<Line> = vec![];
    for seat in 0..s.game.seats() {
        let (mut waiting, mut home) = (0, 0);
        for p in 0..PIECES as u8 {
            match s.game.piece_at(&s.state, seat, p) {
                PieceAt::Waiting => waiting += 1,
                PieceAt::Home => home += 1,
                _ => {}
            }
        }
        let role = match &s.seats[seat as usize] {
            _ if !players => String::new(),
            SeatKind::Human => "human".to_string(),
            SeatKind::Bot(b) => format!("bot {b}"),
        };
        let team = if s.game.options().teams {
            format!(
                "{}team {}",
                if players { " " } else { "" },
                s.game.team_of(seat) + 1
            )
        } else {
            String::new()
        };
        let mark = if s.game.current_seat(&s.state) == Some(seat) {
            "▶"
        } else {
            " "
        };
        let name = Span::styled(
            format!("{} {:<6}", SEAT_LETTERS[seat as usize], colour(seat)),
            Style::new()
                .fg(seat_color(seat))
                .add_modifier(Modifier::BOLD),
        );
        let stats = format!(
            "waiting {waiting} home {home} captures {}",
            s.state.captures(seat)
        );
        // One line where it fits; else the figures wrap under the name, never cut by
        // the box (a long bot name, teams and double-figure captures at 140 columns).
        let head = 1 + name.content.chars().count();
        let one = if players {
            format!(" {role:<12}{team} {stats}")
        } else {
            format!(" {team} {stats}").replace("  ", " ")
        };
        if head + one.chars().count() <= width {
            lines.push(Line::from(vec![Span::raw(mark), name, Span::raw(one)]));
        } else {
            let indent = " ".repeat(head + 1);
            let rest = format!("{role}{team} {stats}").trim().to_string();
            let wrapped = wrap_words_indented(&rest, width.saturating_sub(head + 1).max(8), "");
            for (k, l) in wrapped.into_iter().enumerate() {
                if k == 0 {
                    lines.push(Line::from(vec![
                        Span::raw(mark),
                        name.clone(),
                        Span::raw(format!(" {l}")),
                    ]));
                } else {
                    lines.push(Line::from(format!("{indent}{l}")));
                }
            }
        }
    }
    lines
}

fn shells_line(app: &App) -> Line<'static> {
    let Some(t) = app.session.last_throw else {
        let kept = app.session.state.kept();
        return Line::from(if kept.is_empty() {
            "no throw yet".to_string()
        } else {
            format!(
                "thrown before loading: {}",
                super::kept_text_in(&app.session.game, kept)
            )
        });
    };
    let mut spans = vec![Span::styled(
        format!("{} ", colour(t.seat)),
        Style::new().fg(seat_color(t.seat)),
    )];
    match (t.up, t.dice, t.pair) {
        (Some((up, n)), _, _) => {
            spans.push(Span::styled(
                "●".repeat(up as usize),
                Style::new().fg(Color::White).add_modifier(Modifier::BOLD),
            ));
            spans.push(Span::styled(
                "○".repeat((n - up) as usize),
                Style::new().fg(Color::DarkGray),
            ));
            spans.push(Span::raw(format!(" {up} up = {}", t.value)));
        }
        (_, Some(d), _) => spans.push(Span::raw(format!(
            "dice [{}] [{}] [{}] = {}",
            d[0], d[1], d[2], t.value
        ))),
        // Two dice are used one by one: their total only for the start order.
        (_, _, Some([a, b])) if t.order => {
            spans.push(Span::raw(format!("dice [{a}] [{b}] = {}", t.value)))
        }
        (_, _, Some([a, b])) => {
            spans.push(Span::raw(format!("dice [{a}] [{b}]")));
            if a == b {
                spans.push(Span::styled(
                    " doubles",
                    Style::new().add_modifier(Modifier::BOLD),
                ));
            }
        }
        // Yut Nori's sticks (Y-STICKS).
        (None, None, None) if app.session.game.throws().is_sticks() => {
            let v = if t.order {
                pachisi_core::words::stick_of_order_value(t.value)
            } else {
                t.value as u8
            };
            spans.push(Span::raw(format!(
                "sticks: {}",
                pachisi_core::words::stick_value_name(v)
            )))
        }
        // Sorry!'s cards (S-DRAW).
        (None, None, None) if app.session.game.throws().is_cards() => spans.push(Span::raw(
            format!("card: {}", pachisi_core::words::card_name(t.value as u8)),
        )),
        (None, None, None) => spans.push(Span::raw(format!("die [{}]", t.value))),
    }
    if t.order {
        spans.push(Span::raw(" (for the start)"));
    }
    Line::from(spans)
}

/// The lines of the turn box for an inner width: whose turn, the last throw, what is
/// kept and the message (wrapped in full, so a saved file's path shows whole).
fn turn_lines(app: &App, width: usize) -> Vec<Line<'static>> {
    let s = &app.session;
    let who = s.game.current_seat(&s.state).unwrap_or(0);
    let mut lines: Vec<Line> = wrap(&s.status_line(), width)
        .into_iter()
        .map(|l| {
            Line::styled(
                l,
                Style::new()
                    .fg(seat_color(who))
                    .add_modifier(Modifier::BOLD),
            )
        })
        .collect();
    lines.push(shells_line(app));
    lines.push(Line::from(format!(
        "{}: {}",
        s.kept_label(),
        s.kept_words()
    )));
    if let Some(m) = &app.message {
        for part in m.lines() {
            // A line with a word too long for the box (a file's path) is cut without
            // indenting, so that it reads whole.
            let pieces = if part.split(' ').all(|w| w.chars().count() <= width) {
                wrap_words(part, width)
            } else {
                let chars: Vec<char> = part.chars().collect();
                chars
                    .chunks(width.max(1))
                    .map(|c| c.iter().collect())
                    .collect()
            };
            lines.extend(
                pieces
                    .into_iter()
                    .map(|l| Line::styled(l, Style::new().fg(Color::Yellow))),
            );
        }
    }
    lines
}

fn draw_moves(f: &mut Frame, app: &App, choices: &[Vec<String>], area: Rect) {
    let s = &app.session;
    if let Some(o) = s.game.outcome(&s.state) {
        let lines: Vec<Line> = s.result_lines(&o).into_iter().map(Line::from).collect();
        f.render_widget(
            Paragraph::new(lines)
                .wrap(Wrap { trim: true })
                .block(Block::bordered().title(" Result ")),
            area,
        );
        return;
    }
    if !s.human_to_move() {
        let who = s.game.current_seat(&s.state).unwrap_or(0);
        let text = if s.game.is_chance(&s.state) {
            format!("{} is throwing…", colour(who))
        } else {
            format!("{} is thinking…", s.seat_label(who))
        };
        f.render_widget(
            Paragraph::new(text).block(Block::bordered().title(" Moves ")),
            area,
        );
        return;
    }
    let items: Vec<ListItem> = choices
        .iter()
        .map(|lines| ListItem::new(lines.iter().cloned().map(Line::from).collect::<Vec<_>>()))
        .collect();
    let list = List::new(items)
        .block(Block::bordered().title(format!(
            " {} to move: pick with ↑↓ or 1-9, Enter plays ",
            colour(s.state.mover())
        )))
        .highlight_style(Style::new().add_modifier(Modifier::REVERSED))
        .highlight_symbol("▶");
    let mut state = ListState::default().with_selected(Some(app.selected));
    f.render_stateful_widget(list, area, &mut state);
}

/// [`wrap`] for text in words: keeps a short aside such as "(12 to go)" on one line.
fn wrap_words(text: &str, width: usize) -> Vec<String> {
    wrap_words_indented(text, width, "  ")
}

fn wrap_words_indented(text: &str, width: usize, more: &str) -> Vec<String> {
    let mut chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        if chars[i] == '('
            && let Some(len) = chars[i..].iter().take(16).position(|&c| c == ')')
            && !chars[i + 1..i + len].contains(&'(')
        {
            for c in &mut chars[i..i + len] {
                if *c == ' ' {
                    *c = '\u{a0}';
                }
            }
            i += len;
        }
        i += 1;
    }
    let t: String = chars.into_iter().collect();
    wrap_indented(&t, width, more)
        .into_iter()
        .map(|l| l.replace('\u{a0}', " "))
        .collect()
}

/// [`wrap_words`] for prose in a box: continuation lines are not indented, and the
/// first letter is a capital.
fn wrap_prose(text: &str, width: usize) -> Vec<String> {
    let mut c = text.chars();
    let text: String = c
        .next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default();
    wrap_words_indented(&text, width, "")
}

/// Break `text` into pieces of at most `width` characters, at spaces where possible;
/// continuation lines are indented by two spaces.
fn wrap(text: &str, width: usize) -> Vec<String> {
    wrap_indented(text, width, "  ")
}

/// [`wrap`] with continuation lines indented by `more` beyond the first line's indent.
fn wrap_indented(text: &str, width: usize, more: &str) -> Vec<String> {
    let width = width.max(4);
    let body = text.trim_start_matches(' ');
    let mut indent = " ".repeat(text.len() - body.len());
    let mut cont = format!("{indent}{more}");
    if cont.len() * 2 > width {
        // too narrow to indent (and a continuation must make progress)
        indent.clear();
        cont.clear();
    }
    let mut out = vec![];
    let mut cur = indent.clone();
    for word in body.split(' ').filter(|w| !w.is_empty()) {
        let len = cur.chars().count();
        if !cur.trim().is_empty() {
            if len + 1 + word.chars().count() > width {
                out.push(std::mem::replace(&mut cur, cont.clone()));
            } else {
                cur.push(' ');
            }
        }
        cur.push_str(word);
        while cur.chars().count() > width {
            let head: String = cur.chars().take(width).collect();
            let tail: String = cur.chars().skip(width).collect();
            out.push(head);
            cur = format!("{cont}{tail}");
        }
    }
    out.push(cur);
    out
}

fn draw_log(f: &mut Frame, app: &App, area: Rect) {
    let h = area.height.saturating_sub(2) as usize;
    let w = area.width.saturating_sub(2) as usize;
    // Wrap only the tail that can show.
    let mut lines: Vec<Line> = vec![];
    for l in app.log.iter().rev() {
        if lines.len() >= h {
            break;
        }
        for piece in wrap_words(l, w).into_iter().rev() {
            lines.push(Line::from(piece));
        }
    }
    lines.truncate(h);
    lines.reverse();
    f.render_widget(
        Paragraph::new(lines).block(Block::bordered().title(" Log ")),
        area,
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use pachisi_core::{Game, Preset, Variant};
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;

    fn app(preset: Preset, seats: Vec<SeatKind>, seed: u64) -> App {
        let game = Game::new(Variant::preset(preset)).unwrap();
        App::new(Session::new(game, seats, seed))
    }

    fn humans_and_bots(n: usize) -> Vec<SeatKind> {
        let mut v = vec![SeatKind::Human];
        v.extend((1..n).map(|_| SeatKind::Bot("random".into())));
        v
    }

    /// Advance until a human decision, `decisions` times (playing the first choice).
    fn advance(app: &mut App, decisions: usize) {
        for i in 0..=decisions {
            while app.automatic() {
                app.tick();
            }
            if i < decisions && app.session.human_to_move() {
                app.key(KeyCode::Enter, KeyModifiers::NONE);
            }
        }
    }

    fn screen(app: &App, w: u16, h: u16) -> String {
        let mut t = Terminal::new(TestBackend::new(w, h)).unwrap();
        t.draw(|f| draw(f, app)).unwrap();
        let buf = t.backend().buffer();
        let mut out = String::new();
        for y in 0..buf.area.height {
            let mut line = String::new();
            for x in 0..buf.area.width {
                line.push_str(buf[(x, y)].symbol());
            }
            out.push_str(line.trim_end());
            out.push('\n');
        }
        out
    }

    #[test]
    fn pachisi_start() {
        let a = app(Preset::Pachisi, humans_and_bots(4), 1);
        insta::assert_snapshot!(screen(&a, 110, 32));
    }

    #[test]
    fn pachisi_mid_game() {
        let mut a = app(Preset::Pachisi, humans_and_bots(4), 1);
        advance(&mut a, 25);
        insta::assert_snapshot!(screen(&a, 110, 32));
    }

    #[test]
    fn chopat_start() {
        let a = app(Preset::Chopat, humans_and_bots(4), 2);
        insta::assert_snapshot!(screen(&a, 110, 32));
    }

    #[test]
    fn chopat_mid_game() {
        let mut a = app(Preset::Chopat, humans_and_bots(4), 2);
        advance(&mut a, 25);
        insta::assert_snapshot!(screen(&a, 110, 32));
    }

    /// Red to move with a kept 4 and 2; `4 p1` takes piece 1 from step 79 to step 83,
    /// where no throw can bring it home (T-EXACT, "Dead ends").
    fn dead_end_app() -> App {
        let text = r#"{"format": "pachisi-position", "version": 1, "variant": "pachisi",
            "phase": "move", "turn": 0, "turn_number": 30, "kept": [4, 2],
            "seats": [{"pieces": [79, 70, "waiting", "waiting"]},
                      {"pieces": ["waiting", "waiting", "waiting", "waiting"]},
                      {"pieces": ["waiting", "waiting", "waiting", "waiting"]},
                      {"pieces": ["waiting", "waiting", "waiting", "waiting"]}]}"#;
        let (game, state) = Game::parse_position(text).unwrap();
        App::new(Session::from_position(game, state, humans_and_bots(4), 1))
    }

    #[test]
    fn a_move_into_a_dead_end_asks_first() {
        let mut a = dead_end_app();
        assert!(a.session.human_to_move());
        let s = screen(&a, 110, 32);
        assert!(s.contains("it can never finish from there"), "{s}");
        assert!(s.contains("thrown before loading: 4 2"), "{s}");
        let before = a.session.state;
        a.key(KeyCode::Enter, KeyModifiers::NONE);
        assert!(matches!(a.mode, Mode::ConfirmStrands(_)));
        let s = screen(&a, 110, 32);
        assert!(s.contains("Dead end"), "{s}");
        assert!(s.contains("Play it anyway?"), "{s}");
        assert!(s.contains("y plays it"), "{s}");
        a.key(KeyCode::Char('n'), KeyModifiers::NONE);
        assert_eq!(a.mode, Mode::Normal);
        assert_eq!(a.session.state, before, "declining keeps the position");
        assert!(a.message.as_deref().unwrap_or("").contains("not played"));
        // Another move is played without a question.
        a.key(KeyCode::Char('3'), KeyModifiers::NONE);
        a.key(KeyCode::Enter, KeyModifiers::NONE);
        assert_eq!(a.mode, Mode::Normal);
        assert_ne!(a.session.state, before);
        a.key(KeyCode::Char('u'), KeyModifiers::NONE);
        assert_eq!(a.session.state, before);
        a.key(KeyCode::Enter, KeyModifiers::NONE);
        a.key(KeyCode::Char('y'), KeyModifiers::NONE);
        assert_ne!(a.session.state, before);
        assert!(
            a.log
                .iter()
                .any(|l| l.contains("Red moves piece 1 by 4 into the home column (1 to go)")),
            "{:?}",
            a.log
        );
    }

    #[test]
    fn the_save_message_shows_the_whole_path() {
        let mut a = app(Preset::Pachisi, humans_and_bots(4), 7);
        advance(&mut a, 0);
        let dir = std::env::temp_dir().join(format!(
            "pachisi-tui-test-{}-a-rather-long-directory-name-to-wrap",
            std::process::id()
        ));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("pachisi-game-with-a-long-name.json");
        a.key(KeyCode::Char('s'), KeyModifiers::NONE);
        a.mode = Mode::Save(file.display().to_string());
        a.key(KeyCode::Enter, KeyModifiers::NONE);
        assert!(file.exists());
        let full = std::path::absolute(&file).unwrap().display().to_string();
        let s = screen(&a, 110, 32);
        // The path is cut into lines of the turn box's width, without indentation:
        // the pieces between the borders put together give it back.
        let joined: String = s
            .lines()
            .filter_map(|l| l.split('│').nth(3))
            .map(str::trim_end)
            .collect();
        assert!(joined.contains(&full), "{full}\n{s}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn words_wrap_with_short_asides_whole() {
        assert_eq!(
            wrap_words("moves piece 1 by 5 (7 to go)", 22),
            vec!["moves piece 1 by 5", "  (7 to go)"]
        );
        // A long aside breaks like other words.
        assert_eq!(
            wrap_words("a (b c d e f g h i j k l m)", 12),
            vec!["a (b c d e f", "  g h i j k", "  l m)"]
        );
        assert_eq!(
            wrap_prose("piece 1 would stop one step before home", 20),
            vec!["Piece 1 would stop", "one step before home"]
        );
    }

    #[test]
    fn log_lines_wrap() {
        assert_eq!(wrap("ab cd ef", 5), vec!["ab cd", "  ef"]);
        assert_eq!(wrap("abcdefghijkl", 8), vec!["abcdefgh", "  ijkl"]);
        assert_eq!(wrap("short", 20), vec!["short"]);
        assert_eq!(wrap("  ab cd", 8), vec!["  ab cd"]);
        assert_eq!(wrap("  ab cd", 9), vec!["  ab cd"]);
        assert_eq!(wrap("  abc def", 8), vec!["  abc", "    def"]);
        assert_eq!(wrap("  abcdef", 4), vec!["abcd", "ef"]);
    }

    /// The Players box at common terminal sizes: every seat's line ends inside the box
    /// (with a long bot name and teams), its figures whole, and the sentence about the
    /// pieces whole or left out.
    #[test]
    fn players_box_is_not_cut() {
        for preset in [Preset::Pachisi, Preset::Parcheesi, Preset::Ludo] {
            let mut seats = vec![SeatKind::Human];
            seats.extend((1..4).map(|_| SeatKind::Bot("mcts:20,c=1,prior=5".into())));
            let mut a = app(preset, seats, 3);
            advance(&mut a, 12);
            for (w, h) in [(140, 40), (100, 30), (MIN_W, MIN_H)] {
                let out = screen(&a, w, h);
                let rows: Vec<&str> = out.lines().collect();
                let top = rows
                    .iter()
                    .position(|r| r.contains("┌ Players "))
                    .unwrap_or_else(|| panic!("{preset} {w}x{h}: no Players box\n{out}"));
                let bottom = top + rows[top..].iter().position(|r| r.starts_with('└')).unwrap();
                let inside: Vec<String> = rows[top + 1..bottom]
                    .iter()
                    .map(|r| {
                        let cells: Vec<char> = r.chars().collect();
                        let end = cells.iter().skip(1).position(|&c| c == '│').unwrap() + 1;
                        cells[1..end].iter().collect()
                    })
                    .collect();
                let joined = inside.join("\n");
                for letter in ["R Red", "G Green", "Y Yellow", "B Blue"] {
                    assert!(joined.contains(letter), "{preset} {w}x{h}: {letter}\n{out}");
                }
                // Each seat's figures are all there, the last of them whole.
                assert_eq!(
                    joined.matches("captures ").count(),
                    4,
                    "{preset} {w}x{h}\n{out}"
                );
                for l in &inside {
                    if let Some(i) = l.find("captures ") {
                        let n = l[i + 9..].split_whitespace().next().unwrap_or("");
                        assert!(n.parse::<u32>().is_ok(), "{preset} {w}x{h}: {l:?}\n{out}");
                    }
                }
                // A sentence about the pieces is whole or left out: its last line ends
                // the sentence.
                if let Some(k) = inside.iter().position(|l| l.contains("'s pieces:")) {
                    let last = inside[k..]
                        .iter()
                        .take_while(|l| !l.trim().is_empty())
                        .last()
                        .unwrap();
                    assert!(
                        last.trim_end().ends_with("waiting")
                            || last.trim_end().ends_with("to go")
                            || last.trim_end().ends_with("home"),
                        "{preset} {w}x{h}: {last:?}\n{out}"
                    );
                }
            }
        }
    }

    #[test]
    fn too_small_says_so() {
        let a = app(Preset::Pachisi, humans_and_bots(4), 1);
        let s = screen(&a, 60, 20);
        assert!(s.contains("The terminal is 60x20"), "{s}");
        assert!(s.contains("at least 100x28"), "{s}");
        // and the smallest size that fits draws the board
        let s = screen(&a, MIN_W, MIN_H);
        assert!(s.contains("Players"), "{s}");
    }

    #[test]
    fn pieces_drawn_in_seat_colours() {
        let mut a = app(Preset::Pachisi, humans_and_bots(4), 1);
        advance(&mut a, 10);
        let mut t = Terminal::new(TestBackend::new(110, 32)).unwrap();
        t.draw(|f| draw(f, &a)).unwrap();
        let buf = t.backend().buffer();
        let mut found = 0;
        for y in 1..20 {
            for x in 1..58 {
                let c = &buf[(x, y)];
                if let Some(seat) = SEAT_LETTERS
                    .iter()
                    .position(|l| c.symbol() == l.to_string())
                {
                    assert_eq!(c.fg, seat_color(seat as u8), "cell {x},{y}");
                    found += 1;
                }
            }
        }
        assert!(found > 0, "no piece on the board after 10 decisions");
    }

    #[test]
    fn ludo_board_draws_the_yards_with_the_waiting_tokens() {
        let a = app(Preset::Ludo, humans_and_bots(4), 3);
        let cells = crate::play::board::cells(&a.session, None);
        // rows[0] is the North edge: Green's yard is the north-west corner, Yellow's
        // the north-east, Red's (South seat) the south-west, Blue's the south-east.
        let yard_at = |row: usize, col: usize| cells[row][col].yard;
        assert_eq!(yard_at(0, 0), Some(1));
        assert_eq!(yard_at(0, 14), Some(2));
        assert_eq!(yard_at(14, 0), Some(0));
        assert_eq!(yard_at(14, 14), Some(3));
        assert_eq!(yard_at(7, 0), None, "the track is no yard");
        // Every token waits at the start, in the middle of its own yard.
        assert_eq!(cells[11][2].text, "R1 ");
        assert_eq!(cells[12][3].text, "R4 ");
        assert_eq!(cells[2][2].text, "G1 ");
        assert_eq!(cells[0][0].text, " ░ ");
        let s = screen(&a, 140, 45);
        assert!(s.contains("Y1") && s.contains("B4"), "{s}");
        // Mensch ärgere Dich nicht's 11 × 11 board has its yards in the corners too.
        let m = app(Preset::Mensch, humans_and_bots(4), 3);
        let cells = crate::play::board::cells(&m.session, None);
        assert_eq!(cells.len(), 11);
        assert_eq!(cells[10][0].yard, Some(0), "Red's yard, south-west");
        assert_eq!(cells[0][0].yard, Some(1), "Green's yard, north-west");
        assert_eq!(cells[0][10].yard, Some(2));
        assert_eq!(cells[10][10].yard, Some(3));
        assert_eq!(cells[10][4].yard, None, "Red's start field is on the ring");
        assert_eq!(cells[8][1].text, "R1 ");
        // The petits chevaux board: the Ludo board's yards, its ladders numbered 1 … 6
        // from the outside in (CH-LADDER).
        let c = app(Preset::PetitsChevaux, humans_and_bots(4), 3);
        let cells = crate::play::board::cells(&c.session, None);
        assert_eq!(cells.len(), 15);
        assert_eq!(cells[14][0].yard, Some(0), "Red's stable, south-west");
        assert_eq!(cells[14][6].yard, None, "Red's start square is on the loop");
        assert_eq!(cells[13][7].text, ":1:", "South's ladder square 1, (7,1)");
        assert_eq!(cells[8][7].text, ":6:", "South's ladder square 6, (7,6)");
        assert_eq!(cells[7][7].text, "@@@", "the centre");
        // The Indian cloths have no yards.
        let p = app(Preset::Pachisi, humans_and_bots(4), 3);
        let cells = crate::play::board::cells(&p.session, None);
        assert!(cells.iter().flatten().all(|c| c.yard.is_none()));
    }

    /// Parcheesi on its printed 19 × 19 board: each nest is the corner beside the
    /// seat's entry square, to its right seen from the centre (as the browser's
    /// `Board.corner`), with the waiting pieces in its middle; the Turn box shows the
    /// two dice.
    #[test]
    fn parcheesi_first_move() {
        let mut a = app(Preset::Parcheesi, humans_and_bots(4), 3);
        advance(&mut a, 0);
        let s = screen(&a, 110, 32);
        assert!(s.contains("parcheesi · X safety space"), "{s}");
        assert!(s.contains("Red dice ["), "{s}");
        insta::assert_snapshot!(s);
    }

    /// Pieces on the track, in the nests and home, after 40 decisions.
    #[test]
    fn parcheesi_mid_game() {
        let mut a = app(Preset::Parcheesi, humans_and_bots(4), 3);
        advance(&mut a, 40);
        insta::assert_snapshot!(screen(&a, 110, 32));
    }

    #[test]
    fn parcheesi_and_parchis_boards_have_their_nests_beside_the_entry_squares() {
        for preset in [Preset::Parcheesi, Preset::Parchis] {
            let a = app(preset, humans_and_bots(4), 3);
            let cells = crate::play::board::cells(&a.session, None);
            assert_eq!(cells.len(), 19);
            // rows[0] is the North edge. Red enters at (10,3) (Parchís (10,4)), on
            // the east side of the South arm: its nest is the south-east corner;
            // Green's (East arm, (15,10)) the north-east, Yellow's the north-west,
            // Blue's the south-west.
            let yard_at = |row: usize, col: usize| cells[row][col].yard;
            assert_eq!(yard_at(18, 18), Some(0), "{preset:?}");
            assert_eq!(yard_at(11, 11), Some(0), "{preset:?}");
            assert_eq!(yard_at(0, 18), Some(1), "{preset:?}");
            assert_eq!(yard_at(0, 0), Some(2), "{preset:?}");
            assert_eq!(yard_at(18, 0), Some(3), "{preset:?}");
            assert_eq!(yard_at(18, 9), None, "the track is no nest");
            assert_eq!(yard_at(8, 7), None, "the West arm");
            assert_eq!(yard_at(7, 7), Some(2), "the inner corner of the nest");
            // The waiting pieces in the middle 2 × 2 cells of the 8 × 8 corner.
            assert_eq!(cells[14][14].text, "R1 ");
            assert_eq!(cells[14][15].text, "R2 ");
            assert_eq!(cells[15][14].text, "R3 ");
            assert_eq!(cells[15][15].text, "R4 ");
            assert_eq!(cells[3][14].text, "G1 ");
            assert_eq!(cells[3][3].text, "Y1 ");
            assert_eq!(cells[14][3].text, "B1 ");
            assert_eq!(cells[18][18].text, " ░ ");
            // The entry squares are safe squares too.
            let entry = if preset == Preset::Parcheesi { 15 } else { 14 };
            assert_eq!(cells[entry][10].text, " 1 ", "{preset:?}");
            assert!(cells[entry][10].safe, "{preset:?}");
        }
    }

    /// The plain mode: the throws of two dice, the numbered choices, and the board
    /// with its nests and legend (`board`), then quitting.
    #[test]
    fn parcheesi_plain_mode() {
        let game = Game::new(Variant::preset(Preset::Parcheesi)).unwrap();
        let mut session = Session::new(game, humans_and_bots(4), 3);
        let mut out = Vec::new();
        crate::play::plain::run(
            &mut session,
            "b\n1\nq\n".as_bytes(),
            &mut out,
            Duration::ZERO,
        );
        let out = String::from_utf8(out).unwrap();
        assert!(out.contains("X safety space"), "{out}");
        insta::assert_snapshot!(out);
    }

    #[test]
    fn keys_select_play_undo_and_quit() {
        let mut a = app(Preset::Pachisi, humans_and_bots(4), 7);
        advance(&mut a, 0);
        assert!(a.session.human_to_move());
        let n = a.session.legal().len();
        a.key(KeyCode::Down, KeyModifiers::NONE);
        assert_eq!(a.selected, 1 % n);
        a.key(KeyCode::Up, KeyModifiers::NONE);
        assert_eq!(a.selected, 0);
        a.key(KeyCode::Char('9'), KeyModifiers::NONE);
        if n < 9 {
            assert!(a.message.as_deref().unwrap_or("").contains("only"));
        }
        let before = a.session.state;
        a.key(KeyCode::Enter, KeyModifiers::NONE);
        advance(&mut a, 0);
        a.key(KeyCode::Char('u'), KeyModifiers::NONE);
        assert_eq!(a.session.state, before);
        a.key(KeyCode::Char('h'), KeyModifiers::NONE);
        assert!(a.message.as_deref().unwrap_or("").starts_with("hint"));
        a.key(KeyCode::Char('s'), KeyModifiers::NONE);
        assert!(matches!(a.mode, Mode::Save(_)));
        a.key(KeyCode::Esc, KeyModifiers::NONE);
        assert_eq!(a.mode, Mode::Normal);
        a.key(KeyCode::Char('q'), KeyModifiers::NONE);
        assert_eq!(a.mode, Mode::ConfirmQuit);
        assert!(screen(&a, 110, 32).contains("Quit the game?"));
        a.key(KeyCode::Char('n'), KeyModifiers::NONE);
        assert!(!a.quit);
        a.key(KeyCode::Char('q'), KeyModifiers::NONE);
        a.key(KeyCode::Char('y'), KeyModifiers::NONE);
        assert!(a.quit);
    }
}
