//! What the tests that run `pachisi serve` as a process share (tests/serve.rs,
//! tests/multi.rs).

use serde_json::Value;
use std::ffi::OsStr;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};

/// Start `pachisi serve` on a free port with the store `db` (a file or a
/// `postgres://` URL) and bots that wait `bot_delay_ms`; the child and its address.
pub fn serve(db: impl AsRef<OsStr>, bot_delay_ms: u64) -> (Child, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_pachisi"))
        .args(["serve", "--addr", "127.0.0.1:0", "--bot-delay-ms"])
        .arg(bot_delay_ms.to_string())
        .arg("--db")
        .arg(db)
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("pachisi serve starts");
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let addr = line
        .split("http://")
        .nth(1)
        .and_then(|r| r.split('/').next())
        .unwrap_or_else(|| panic!("no address in {line:?}"))
        .to_string();
    (child, addr)
}

/// One HTTP request with a JSON body (or none); the status and the JSON answer
/// (`Null` when the answer is not JSON).
pub fn http(addr: &str, method: &str, path: &str, body: Option<&Value>) -> (u16, Value) {
    let mut s = TcpStream::connect(addr).unwrap();
    let body = body.map(|b| b.to_string()).unwrap_or_default();
    write!(
        s,
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut text = String::new();
    s.read_to_string(&mut text).unwrap();
    let (head, rest) = text.split_once("\r\n\r\n").unwrap();
    let status = head.split_whitespace().nth(1).unwrap().parse().unwrap();
    (status, serde_json::from_str(rest).unwrap_or(Value::Null))
}

/// Kills the server when dropped, so that a failing test leaves no process behind
/// (holding the test's output open).
#[allow(dead_code)] // not every test file that includes this module uses it
pub struct KillOnDrop(pub Child);

impl Drop for KillOnDrop {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}
