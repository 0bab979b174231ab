// The replay page (`/replay`, `/replay?game=ID`): a record (a file, or a game's) stepped
// through event by event from the server's compact frames (POST /api/replay).

import { html, useState, useEffect, useMemo, useRef, SpeedControl, ThrowPicture, BoardView, SPEEDS, animSpeed } from "./ui.js";
import { api } from "./api.js";
import { t, seatName, listPlain } from "./strings.js";
import { logText } from "./game.js";

// A replay frame's compact pieces (per seat, per piece: -1 waiting, -2 home,
// [step, square] on the board, [step, square, 1] a fool there) as the board draws them.
export function replayPieces(layout, codes) {
  return codes.map((seat, s) =>
    seat.map((c, piece) => {
      if (c === -1) return { piece, at: "waiting" };
      if (c === -2) return { piece, at: "home" };
      const [step, square, fool] = c;
      const at = layout.squares[square];
      return { piece, at: fool ? "fool" : "board", step, x: at.x, y: at.y, square };
    }),
  );
}

export function ReplayPage({ gameId }) {
  const [replay, setReplay] = useState(null); // {n, r}: the n-th record loaded
  const [error, setError] = useState("");
  const loads = useRef(0);
  const load = async (record) => {
    setError("");
    try {
      const r = await api("POST", "/api/replay", record);
      if (r.error) setError(t("replay.stops", { error: r.error }));
      setReplay({ n: ++loads.current, r });
    } catch (e) {
      setError(e.message);
    }
  };
  useEffect(() => {
    document.title = t("replay.title");
    if (gameId) api("GET", `/api/games/${gameId}/record`).then(load, (e) => setError(e.message));
  }, [gameId]);
  const pick = async (e) => {
    const f = e.currentTarget.files[0];
    if (!f) return;
    let record;
    try {
      record = JSON.parse(await f.text());
    } catch (err) {
      setError(t("replay.not_json", { message: err.message }));
      return;
    }
    load(record);
  };
  return html`<h2>${t("replay.heading")}</h2>
    <label for="file">${t("replay.file")} </label>
    <input type="file" id="file" accept=".json,application/json" onChange=${pick} />
    <p class="error" role="alert">${error}</p>
    <div class="replay-view">${replay && html`<${ReplayView} key=${replay.n} r=${replay.r} />`}</div>`;
}

function ReplayView({ r }) {
  const last = r.frames.length - 1;
  const [i, setI] = useState(0);
  const [playing, setPlaying] = useState(false);
  const at = useRef(0);
  at.current = i;
  const go = (k) => setI(Math.max(0, Math.min(last, k)));

  // The last throw and the pieces at each frame (frames carry a throw only where one
  // happened, and pieces only where they changed).
  const { lastThrow, piecesAt } = useMemo(() => {
    const lastThrow = [];
    const piecesAt = [];
    r.frames.forEach((f, k) => {
      lastThrow.push(f.throw ?? (k > 0 ? lastThrow[k - 1] : null));
      piecesAt.push(f.pieces ?? piecesAt[k - 1]);
    });
    return { lastThrow, piecesAt };
  }, [r]);
  const pieces = useMemo(() => replayPieces(r.layout, piecesAt[i]), [r, i]);

  useEffect(() => {
    const onKey = (e) => {
      if (e.target.matches?.("input, textarea, select")) return;
      if (e.key === "ArrowRight") go(at.current + 1);
      else if (e.key === "ArrowLeft") go(at.current - 1);
      else if (e.key === "Home") go(0);
      else if (e.key === "End") go(last);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [r]);
  useEffect(() => {
    if (!playing) return undefined;
    const timer = setInterval(() => {
      if (at.current >= last) setPlaying(false);
      else go(at.current + 1);
    }, Math.max(150, SPEEDS[animSpeed()] * 2));
    return () => clearInterval(timer);
  }, [playing, r]);

  const f = r.frames[i];
  const th = lastThrow[i];
  const caption = f.text ? t("replay.caption", { i, last, text: logText(f) }) : t("replay.caption_start", { i, last });
  const result = r.result
    ? t(r.result.adjudicated ? "replay.result_adjudicated" : "replay.result", { ranking: listPlain(r.result.ranking.map(seatName)) })
    : t("replay.unfinished");
  return html`<div class="play">
    <div class="board-col">
      <p class="banner" aria-live="polite">${caption}</p>
      <${BoardView} layout=${r.layout} pieces=${pieces} />
    </div>
    <aside class="side">
      <div class="throw-box">
        ${th && html`<${ThrowPicture} throw=${th} /><span>${t("throw.last", { seat: seatName(th.seat), value: th.value })}</span>`}
      </div>
      <div class="controls" role="group" aria-label=${t("replay.controls")}>
        <button type="button" onClick=${() => go(0)} aria-label=${t("replay.first_label")}>${t("replay.first")}</button>
        <button type="button" onClick=${() => go(i - 1)} aria-label=${t("replay.prev_label")}>${t("replay.prev")}</button>
        <button type="button" onClick=${() => go(i + 1)} aria-label=${t("replay.next_label")}>${t("replay.next")}</button>
        <button type="button" onClick=${() => go(last)} aria-label=${t("replay.last_label")}>${t("replay.last")}</button>
        <button type="button" onClick=${() => setPlaying(!playing)}>${t(playing ? "replay.pause" : "replay.play")}</button>
      </div>
      <input type="range" min="0" max=${last} value=${i} aria-label=${t("replay.slider")} onInput=${(e) => go(Number(e.currentTarget.value))} />
      <p>${result}</p>
      <p><${SpeedControl} /></p>
    </aside>
  </div>`;
}
