// A page of text over the screen, scrolled by keys: the help, the message history, what you saw,
// a new game's briefing.

export interface Overlay {
  readonly kind: "help" | "messages" | "summary" | "objectives" | "briefing";
  readonly lines: readonly string[];
  /** The first line shown. */
  scroll: number;
  /** The page that opens when this one is closed (a new game's story before the turn's first page). */
  next?: { readonly kind: Overlay["kind"]; readonly lines: readonly string[] } | undefined;
}

/** Opens a page; the message history starts at its newest lines. */
export function openOverlay(kind: Overlay["kind"], lines: readonly string[], height: number): Overlay {
  return { kind, lines, scroll: kind === "messages" ? Math.max(0, lines.length - height) : 0 };
}

/** Scrolls or closes; returns false when the page is closed. */
export function overlayKey(o: Overlay, key: string, height: number): boolean {
  const last = Math.max(0, o.lines.length - height);
  // A page's last line may be the note of more below: a page on shows that line again first.
  const page = Math.max(1, height - 1);
  const by: Record<string, number> = {
    up: -1,
    k: -1,
    "8": -1,
    down: 1,
    j: 1,
    "2": 1,
    pageup: -page,
    pagedown: page,
    space: page,
    home: -Infinity,
    end: Infinity,
  };
  const move = by[key];
  if (move !== undefined) {
    o.scroll = Math.max(0, Math.min(last, o.scroll + move));
    return true;
  }
  if (isPopup(o) && key !== "escape" && key !== "enter" && key !== "q" && key !== "O") return true;
  return !["escape", "enter", "q", "?", "M"].includes(key);
}

/** The lines in view, with a note when more lie below. */
export function overlayPage(o: Overlay, height: number): string[] {
  const page = o.lines.slice(o.scroll, o.scroll + height);
  if (o.scroll + height < o.lines.length && page.length > 0)
    page[page.length - 1] = `  ... ${o.lines.length - o.scroll - height + 1} more lines (Down, PgDn)`;
  return page;
}

/** A small page framed over the game screen, rather than one filling the screen. */
export function isPopup(o: Overlay): boolean {
  return o.kind === "summary" || o.kind === "objectives";
}
