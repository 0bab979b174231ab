//! `pachisi play --plain`: one line per event, numbered choices read from a line of
//! input. No screen control, so it works with screen readers, pipes and scripts.

use super::{Session, Step, board};
use pachisi_core::Action;
use std::io::{BufRead, Read, Write};
use std::path::Path;
use std::time::Duration;

const HELP: &str = "type the number of a move or the move itself (like '25 p1' or 'pass'); \
other commands: hint (h), board (b), undo (u), save FILE, help, quit (q)";

/// The longest input line read (a move, a command or `save FILE`); a longer line (say,
/// from /dev/zero, which has none) ends the input instead of filling memory.
pub const MAX_LINE_BYTES: u64 = 64 * 1024;

/// Read one line of at most [`MAX_LINE_BYTES`] into `line`: `Ok(0)` at the end of the
/// input, an error for a longer line.
fn read_line<R: BufRead>(input: &mut R, line: &mut String) -> std::io::Result<usize> {
    let n = (&mut *input).take(MAX_LINE_BYTES).read_line(line)?;
    if n as u64 == MAX_LINE_BYTES && !line.ends_with('\n') {
        return Err(std::io::Error::new(
            std::io::ErrorKind::InvalidData,
            format!("an input line is longer than {MAX_LINE_BYTES} bytes"),
        ));
    }
    Ok(n)
}

/// What one line of input asks for.
#[derive(Debug, PartialEq)]
enum Input {
    Play(Action),
    Hint,
    Board,
    Undo,
    Save(String),
    Help,
    Quit,
    Empty,
    Bad(String),
}

/// Read one answer to a decision with `count` numbered choices.
fn parse_input(line: &str, choices: &[Action]) -> Input {
    let t = line.trim();
    let lower = t.to_ascii_lowercase();
    let (word, rest) = lower
        .split_once(char::is_whitespace)
        .map(|(w, r)| (w, r.trim()))
        .unwrap_or((lower.as_str(), ""));
    let n = choices.len();
    match word {
        "" => Input::Empty,
        "hint" | "h" | "?" => Input::Hint,
        "board" | "b" => Input::Board,
        "undo" | "u" => Input::Undo,
        "help" => Input::Help,
        "quit" | "q" | "exit" => Input::Quit,
        "save" | "s" => {
            // keep the file name's case
            let name = t[word.len()..].trim();
            if name.is_empty() {
                Input::Bad("save needs a file name: save FILE".into())
            } else {
                Input::Save(name.to_string())
            }
        }
        _ if rest.is_empty() && word.chars().all(|c| c.is_ascii_digit()) => {
            match word.parse::<usize>() {
                Ok(k) if (1..=n).contains(&k) => Input::Play(choices[k - 1]),
                _ => Input::Bad(format!(
                    "'{word}' is not a choice: pick a number from 1 to {n}"
                )),
            }
        }
        _ => match Action::parse(t) {
            Ok(a) => Input::Play(a),
            Err(_) => Input::Bad(format!(
                "cannot read '{t}': pick a number from 1 to {n}, or {}",
                HELP.trim_start_matches("type the number of a move or ")
            )),
        },
    }
}

/// Before a move that leaves a piece where it can never finish, say so and ask: true
/// to play it (or when there is nothing to ask).
fn confirm_strands<R: BufRead, W: Write>(
    session: &Session,
    a: Action,
    input: &mut R,
    out: &mut W,
) -> std::io::Result<bool> {
    let Some(warning) = session.strands_warning(a) else {
        return Ok(true);
    };
    writeln!(out, "dead end: {warning}")?;
    write!(out, "(y/n)> ")?;
    out.flush()?;
    let mut line = String::new();
    let _ = read_line(input, &mut line);
    let yes = matches!(line.trim().to_ascii_lowercase().as_str(), "y" | "yes");
    if !line.ends_with('\n') {
        writeln!(out)?;
    }
    Ok(yes)
}

/// Where the record goes when input ends in the middle of a game.
fn autosave_path(session: &Session) -> std::path::PathBuf {
    std::env::temp_dir().join(format!("pachisi-game-{}.json", session.seed))
}

/// Play to the end of the game or of the input. Output errors (a closed pipe) end
/// the game quietly.
pub fn run<R: BufRead, W: Write>(session: &mut Session, input: R, out: &mut W, delay: Duration) {
    let _ = play(session, input, out, delay);
}

fn play<R: BufRead, W: Write>(
    session: &mut Session,
    mut input: R,
    out: &mut W,
    delay: Duration,
) -> std::io::Result<()> {
    for l in session.intro() {
        writeln!(out, "{l}")?;
    }
    if session.seats.contains(&super::SeatKind::Human) {
        writeln!(out, "({HELP})")?;
    }
    let mut listed = false;
    loop {
        match session.step() {
            Step::Progress(lines) => {
                for l in lines {
                    writeln!(out, "{l}")?;
                }
                listed = false;
                if !delay.is_zero() {
                    out.flush()?;
                    std::thread::sleep(delay);
                }
            }
            Step::Over => {
                if session.seats.contains(&super::SeatKind::Human) {
                    write!(out, "'save FILE' keeps the record; anything else quits> ")?;
                    out.flush()?;
                    let mut line = String::new();
                    let _ = read_line(&mut input, &mut line);
                    writeln!(out)?;
                    if let Input::Save(name) = parse_input(&line, &[]) {
                        match session.save(Path::new(&name)) {
                            Ok(m) => writeln!(out, "{m}")?,
                            Err(e) => writeln!(out, "{e}")?,
                        }
                    }
                }
                return out.flush();
            }
            Step::Human => {
                let choices = session.choices();
                let actions: Vec<Action> = choices.iter().map(|c| c.0).collect();
                if !listed {
                    let mover = session.state.mover();
                    writeln!(
                        out,
                        "{}, your move. {}{}: {}. Your pieces: {}",
                        session.seat_label(mover),
                        session.kept_label()[..1].to_uppercase(),
                        &session.kept_label()[1..],
                        session.kept_words(),
                        session.pieces_text(mover)
                    )?;
                    for (i, (a, d)) in choices.iter().enumerate() {
                        writeln!(out, "  {}) {a}: {d}", i + 1)?;
                    }
                    listed = true;
                }
                write!(out, "choice (1-{})> ", choices.len())?;
                out.flush()?;
                let mut line = String::new();
                let read = read_line(&mut input, &mut line);
                if matches!(read, Ok(0) | Err(_)) {
                    writeln!(out)?;
                    if let Err(e) = &read {
                        writeln!(out, "cannot read the input: {e}")?;
                    }
                    let path = autosave_path(session);
                    match session.save(&path) {
                        Ok(_) => writeln!(
                            out,
                            "end of input: game saved to {} (go on with: pachisi play --plain --load {}); quitting",
                            path.display(),
                            path.display()
                        )?,
                        Err(e) => writeln!(out, "end of input: {e}; quitting")?,
                    }
                    return out.flush();
                }
                match parse_input(&line, &actions) {
                    Input::Play(a) if !confirm_strands(session, a, &mut input, out)? => {
                        writeln!(out, "not played; choose again")?;
                        listed = false;
                    }
                    Input::Play(a) => match session.play_human(a) {
                        Ok(lines) => {
                            for l in lines {
                                writeln!(out, "{l}")?;
                            }
                            listed = false;
                        }
                        Err(e) => writeln!(out, "{e}; try again")?,
                    },
                    Input::Hint => writeln!(out, "{}", session.hint())?,
                    Input::Board => {
                        for l in board::text(session) {
                            writeln!(out, "{l}")?;
                        }
                        listed = false;
                    }
                    Input::Undo => match session.undo() {
                        Ok(m) => {
                            writeln!(out, "{m}")?;
                            listed = false;
                        }
                        Err(e) => writeln!(out, "{e}")?,
                    },
                    Input::Save(name) => match session.save(Path::new(&name)) {
                        Ok(m) => writeln!(out, "{m}")?,
                        Err(e) => writeln!(out, "{e}")?,
                    },
                    Input::Help => writeln!(out, "{HELP}")?,
                    Input::Quit => {
                        writeln!(
                            out,
                            "quitting (the game was not saved; 'save FILE' keeps it)"
                        )?;
                        return out.flush();
                    }
                    Input::Empty => {
                        writeln!(out, "please choose: {HELP}")?;
                    }
                    Input::Bad(msg) => writeln!(out, "{msg}")?,
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inputs() {
        let c = [Action::single(25, 0), Action::Pass];
        assert_eq!(parse_input("1\n", &c), Input::Play(c[0]));
        assert_eq!(parse_input(" 2 ", &c), Input::Play(Action::Pass));
        assert_eq!(parse_input("25 P1", &c), Input::Play(c[0]));
        assert_eq!(parse_input("pass", &c), Input::Play(Action::Pass));
        assert_eq!(parse_input("hint", &c), Input::Hint);
        assert_eq!(parse_input("h", &c), Input::Hint);
        assert_eq!(parse_input("H\n", &c), Input::Hint);
        assert_eq!(
            parse_input("Save My.json", &c),
            Input::Save("My.json".into())
        );
        assert_eq!(parse_input("", &c), Input::Empty);
        assert!(matches!(parse_input("3", &c), Input::Bad(m) if m.contains("1 to 2")));
        assert!(matches!(parse_input("0", &c), Input::Bad(_)));
        assert!(matches!(
            parse_input("99999999999999999999999", &c),
            Input::Bad(_)
        ));
        assert!(matches!(parse_input("blah", &c), Input::Bad(m) if m.contains("cannot read")));
        assert!(matches!(parse_input("save", &c), Input::Bad(_)));
    }
}
