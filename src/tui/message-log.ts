// The log under the map: a burst of events wrapped, never cut; --more-- when it does not fit; a long
// message wrapped into it; and the side's own refusals and commands' notes kept for the history.
import { eventLine } from "../seat/event-words.js";
import type { SeenEvent, Side } from "../seat/index.js";
import type { SideUi } from "./play-state.js";
import { fold, wrap } from "./text-fit.js";

export interface LogPage {
  /** The log's text lines, wrapped to the width (the ruler not included). */
  readonly lines: readonly string[];
  /** Lines of a message too long for the message line, shown under the events. */
  readonly message: readonly string[];
  /** Set while a burst is shown page by page: what the ruler says. */
  readonly more?: string;
}

/**
 * The lines the log shows. Events past `ui.readTo` are the burst of the last action: shown whole
 * when they fit, else a page at a time with --more-- (Space pages; any other key marks them read).
 */
export function logPage(ui: SideUi, side: Side, events: readonly SeenEvent[], width: number, rows: number): LogPage {
  if (ui.readTo === undefined || ui.readTo > events.length) ui.readTo = events.length;
  const text = (e: SeenEvent) => eventLine(e);
  const m = ui.message;
  const message = m && m.text.length > width ? wrap(m.text, width, "  ") : [];
  const room = Math.max(1, rows - message.length);
  const burst = events.slice(ui.readTo).flatMap((e) => fold(text(e), width));
  if (burst.length > room) {
    const at = Math.min(ui.moreAt ?? 0, Math.max(0, burst.length - room));
    const page = burst.slice(at, at + room);
    if (at + room >= burst.length) {
      // The burst's last page: read once shown.
      ui.readTo = events.length;
      delete ui.moreAt;
      delete ui.morePending;
      return { lines: page, message };
    }
    ui.morePending = true;
    return {
      lines: page,
      message,
      more: `--more-- (Space) ${burst.length - at - room} more line${burst.length - at - room === 1 ? "" : "s"}`,
    };
  }
  ui.readTo = events.length;
  delete ui.moreAt;
  delete ui.morePending;
  const last = events.slice(-room).flatMap((e) => fold(text(e), width));
  return { lines: last.slice(-room), message };
}

/** A key while a burst waits: Space shows its next page (true); any other key marks it read and goes on. */
export function moreKey(ui: SideUi, key: string, rows: number, mark: number): boolean {
  if (!ui.morePending) return false;
  if (key === "space") {
    ui.moreAt = (ui.moreAt ?? 0) + rows;
    return true;
  }
  ui.readTo = mark;
  delete ui.moreAt;
  delete ui.morePending;
  return false;
}

/** A refusal kept for the side's history, after the events it had witnessed when it came. */
export function keepRefusal(ui: SideUi, mark: number, turn: number, text: string): void {
  (ui.refusals ??= []).push({ mark, turn, text });
}

/** A played command's note (why a travel stopped) kept for the side's history, after the events it made. */
export function keepNote(ui: SideUi, mark: number, turn: number, text: string): void {
  (ui.refusals ??= []).push({ mark, turn, text, note: true });
}

/** The side's history: the events it witnessed with its own refusals and notes among them, each where it came. */
export function historyLines(ui: SideUi, side: Side, events: readonly SeenEvent[]): string[] {
  const refusals = ui.refusals ?? [];
  const out: string[] = [];
  let r = 0;
  for (let i = 0; i <= events.length; i++) {
    while (r < refusals.length && refusals[r]!.mark <= i) {
      const kept = refusals[r]!;
      out.push(`T${kept.turn} ${kept.note ? "" : "refused: "}${kept.text}`);
      r++;
    }
    const e = events[i];
    if (e) out.push(eventLine(e));
  }
  return collapsed(out);
}

/** Runs of the same line (a key pressed again and again, refused each time) as one line with "(xN)", as roguelikes do. */
function collapsed(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length;) {
    let n = 1;
    while (lines[i + n] === lines[i]) n++;
    out.push(n > 1 ? `${lines[i]} (x${n})` : lines[i]!);
    i += n;
  }
  return out;
}
