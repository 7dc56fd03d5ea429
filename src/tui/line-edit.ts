// Typing a line on the message row: characters, Backspace, Enter to take it, Esc to drop it.

export type Edited = { readonly text: string; readonly done?: "enter" | "cancel" };

export function editLine(text: string, key: string): Edited {
  if (key === "enter") return { text, done: "enter" };
  if (key === "escape" || key === "C-g") return { text, done: "cancel" };
  if (key === "backspace") return { text: text.slice(0, -1) };
  if (key === "C-u") return { text: "" };
  if (key === "space") return { text: `${text} ` };
  if ([...key].length === 1) return { text: text + key };
  return { text };
}
