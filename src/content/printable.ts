// The printable check of every text a content file gives: the one rule of what may reach a player's terminal.
/**
 * Characters no text of a content file may hold: control characters but the tab and the line end
 * (an escape sequence in a name would drive the terminal of whoever lists or plays a shared file),
 * and the bidirectional overrides that make text read otherwise than it is stored.
 */
export const UNPRINTABLE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;

/** Why a text cannot be taken, or undefined when it is plain. */
export function unprintable(text: string): string | undefined {
  const c = UNPRINTABLE.exec(text)?.[0];
  if (c === undefined) return undefined;
  const code = `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
  return `text with a control character (${code}): expected plain text (no escape codes or other control characters)`;
}
