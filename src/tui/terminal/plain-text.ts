// The one sanitiser between the game's text and a terminal: every string a box is given (names and
// summaries from files, soldier and player names from a peer, the game's own words) reaches the
// terminal with no control character in it but the line end. The game styles text with blessed's
// tags, never with raw escapes, so nothing of its own is lost; a C1 control (U+0080-009F: CSI,
// OSC, ...), an ESC that starts an SGR or a title change, or a bidirectional override in a string
// from elsewhere is shown as U+FFFD instead of driving the player's terminal.

/** Control characters but the line end, and the bidirectional overrides (as src/content/printable.ts refuses them). */
const CONTROLS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/gu;

/** TEXT as a terminal may be given it: a tab as a space, every other control character as U+FFFD, one column each. */
export function terminalText(text: string): string {
  return text.replace(CONTROLS, (c) => (c === "\t" ? " " : "\ufffd"));
}
