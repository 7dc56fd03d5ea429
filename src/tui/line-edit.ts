// Typing a line on the message row: characters, Backspace, Enter to take it, Esc to drop it.

/**
 * The most characters a typed line holds (a command is a few dozen, a scenario file's path rarely a few
 * hundred): keys past it are not taken, so a flood of keys (over ssh, a peer's) cannot grow the line,
 * or the screen's work to draw it, without end.
 */
export const MAX_TYPED = 1024;

export type Edited = { readonly text: string; readonly done?: "enter" | "cancel" };

export function editLine(text: string, key: string): Edited {
  if (key === "enter") return { text, done: "enter" };
  if (key === "escape" || key === "C-g") return { text, done: "cancel" };
  if (key === "backspace") return { text: text.slice(0, -1) };
  if (key === "C-u") return { text: "" };
  const typed = key === "space" ? " " : [...key].length === 1 ? key : undefined;
  if (typed !== undefined) return { text: [...text].length < MAX_TYPED ? text + typed : text };
  return { text };
}
