// A small model of a terminal screen for the benchmark: the characters a program's output
// leaves on each cell, enough to read the game's screen back and count what one key changed.
// It knows the sequences blessed writes (cursor moves, cursor right, erase, save and restore,
// scroll region); colours and modes are ignored, every character takes one cell.

/** One escape sequence or one character at the start of the text. */
const TOKEN = /\x1b\[([0-9;?>]*)[ -/]*([@-~])|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[()][0-9A-Za-z]|\x1b.|[\s\S]/gy;

/** An escape sequence not finished at the end of a write. */
const UNFINISHED = /\x1b(?:\[[0-9;?>]*[ -/]*|\][^\x07\x1b]*|[()])?$/;

export class ScreenModel {
  private readonly cells: string[][];
  private row = 0;
  private col = 0;
  private saved = { row: 0, col: 0 };
  /** The start of an escape sequence that the next write completes. */
  private pending = "";

  constructor(
    readonly cols: number,
    readonly rows: number,
  ) {
    this.cells = Array.from({ length: rows }, () => Array<string>(cols).fill(" "));
  }

  /** Applies output to the screen; a sequence cut between two writes is joined up. */
  write(chunk: string): void {
    const whole = this.pending + chunk;
    const cut = UNFINISHED.exec(whole);
    const text = cut ? whole.slice(0, cut.index) : whole;
    this.pending = cut ? cut[0] : "";
    TOKEN.lastIndex = 0;
    for (let m = TOKEN.exec(text); m; m = TOKEN.exec(text)) {
      if (m[2] !== undefined) this.csi(m[1] ?? "", m[2]);
      else if (m[0] === "\x1b7") this.saved = { row: this.row, col: this.col };
      else if (m[0] === "\x1b8") this.moveTo(this.saved.row, this.saved.col);
      else if (m[0].length === 1) this.char(m[0]);
    }
  }

  /** The screen's text, one string a row. */
  lines(): string[] {
    return this.cells.map((r) => r.join(""));
  }

  private char(ch: string): void {
    if (ch === "\r") this.col = 0;
    else if (ch === "\n") this.row = Math.min(this.rows - 1, this.row + 1);
    else if (ch === "\b") this.col = Math.max(0, this.col - 1);
    else if (ch >= " ") {
      if (this.col < this.cols) this.cells[this.row]![this.col] = ch;
      this.col = Math.min(this.cols - 1, this.col + 1);
    }
  }

  private csi(params: string, final: string): void {
    if (params.startsWith("?")) return;
    const [a = 0, b = 0] = params.split(";").map((p) => Number(p) || 0);
    const n = Math.max(1, a);
    switch (final) {
      case "H":
      case "f":
        return this.moveTo(n - 1, Math.max(1, b) - 1);
      case "C":
        return this.moveTo(this.row, this.col + n);
      case "D":
        return this.moveTo(this.row, this.col - n);
      case "A":
        return this.moveTo(this.row - n, this.col);
      case "B":
        return this.moveTo(this.row + n, this.col);
      case "G":
        return this.moveTo(this.row, n - 1);
      case "d":
        return this.moveTo(n - 1, this.col);
      case "r":
        return this.moveTo(0, 0);
      case "X":
        return this.blank(this.row, this.col, this.col + n);
      case "K":
        return this.blank(this.row, a === 0 ? this.col : 0, a === 1 ? this.col + 1 : this.cols);
      case "J":
        return this.erase(a);
    }
  }

  private erase(mode: number): void {
    const from = mode === 0 ? this.row + 1 : 0;
    const to = mode === 1 ? this.row : this.rows;
    if (mode !== 1) this.blank(this.row, mode === 0 ? this.col : 0, this.cols);
    if (mode === 1) this.blank(this.row, 0, this.col + 1);
    for (let r = from; r < to; r++) this.blank(r, 0, this.cols);
  }

  private blank(row: number, from: number, to: number): void {
    for (let c = Math.max(0, from); c < Math.min(this.cols, to); c++) this.cells[row]![c] = " ";
  }

  private moveTo(row: number, col: number): void {
    this.row = Math.min(this.rows - 1, Math.max(0, row));
    this.col = Math.min(this.cols - 1, Math.max(0, col));
  }
}

/** How many cells differ between two screens' lines. */
export function changedCells(before: readonly string[], after: readonly string[]): number {
  let n = 0;
  for (let r = 0; r < Math.max(before.length, after.length); r++) {
    const a = before[r] ?? "";
    const b = after[r] ?? "";
    for (let c = 0; c < Math.max(a.length, b.length); c++) if (a[c] !== b[c]) n++;
  }
  return n;
}
