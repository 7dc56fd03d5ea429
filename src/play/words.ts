// Reading a command's words after its verb, as its entry asks for them: a marker, a way, a hex,
// a keyword. The first word that does not fit is kept as the refusal (and later asks give blanks),
// so an entry reads its form straight through; words left over are refused too (`end()`).
import { DIRECTIONS, type Direction } from "../hex/coords.js";
import { refusal, type Refusal, type RefusalCode } from "../engine/refusal.js";
import type { Way } from "./verb.js";

/** Vi-keys name the six directions too: y u / h l / b n. */
const KEYS: Readonly<Record<string, Direction>> = { y: "nw", u: "ne", l: "e", n: "se", b: "sw", h: "w" };

export function parseDirection(word: string): Direction | undefined {
  const w = word.toLowerCase();
  if ((DIRECTIONS as readonly string[]).includes(w)) return w as Direction;
  return KEYS[w];
}

export function parseWay(word: string): Way | undefined {
  const w = word.toLowerCase();
  return w === "up" || w === "down" ? w : parseDirection(w);
}

export const WAYS_HELP = "use nw ne e se sw w (or y u l n b h), up or down";
export const DIRECTIONS_HELP = "use nw ne e se sw w";

export class Words {
  readonly #words: readonly string[];
  readonly #usage: string;
  #at = 0;
  #refusal: Refusal | undefined;

  /** The words after the verb, for a command whose form is USAGE ("move WHO WAY..."). */
  constructor(words: readonly string[], usage: string) {
    this.#words = words;
    this.#usage = usage;
  }

  /** Why the words are no command of the form, if they are not. */
  get refusal(): Refusal | undefined {
    return this.#refusal;
  }

  /** Refuses the command (the first refusal stands). */
  fail(code: RefusalCode, reason: string): void {
    this.#refusal ??= refusal(code, reason);
  }

  /** How many words are still to read. */
  get left(): number {
    return this.#words.length - this.#at;
  }

  /** The next word without taking it. */
  peek(): string | undefined {
    return this.#refusal ? undefined : this.#words[this.#at];
  }

  /** The next word; a missing one refuses the command as not of its form. */
  word(): string {
    const w = this.peek();
    if (w === undefined) {
      this.fail("usage", `usage: ${this.#usage}`);
      return "";
    }
    this.#at++;
    return w;
  }

  /** The next word if there is one. */
  optional(): string | undefined {
    return this.peek() === undefined ? undefined : this.word();
  }

  /** Takes the next word if it is KEYWORD (in any case). */
  keyword(keyword: string): boolean {
    if (this.peek()?.toLowerCase() !== keyword) return false;
    this.#at++;
    return true;
  }

  /** The next word must be KEYWORD. */
  expect(keyword: string): void {
    if (!this.keyword(keyword)) this.fail("usage", `usage: ${this.#usage}`);
  }

  direction(): Direction {
    const w = this.word();
    const d = parseDirection(w);
    if (d === undefined && !this.#refusal) this.fail("bad-way", `'${w}' is not a direction: ${DIRECTIONS_HELP}`);
    return d ?? "e";
  }

  /** One way or more, to the end of the line. */
  ways(): Way[] {
    const ways: Way[] = [];
    do {
      const w = this.word();
      const way = parseWay(w);
      if (way === undefined && !this.#refusal) this.fail("bad-way", `'${w}' is not a way: ${WAYS_HELP}`);
      if (way) ways.push(way);
    } while (this.peek() !== undefined);
    return ways;
  }

  /** The rest of the line, one word or more, as one text ("99:0604 Norx Brute"). */
  rest(): string {
    const first = this.word();
    const more = this.#refusal ? [] : this.#words.slice(this.#at);
    this.#at = this.#words.length;
    return [first, ...more].join(" ");
  }

  /** No words may be left: a whole command with words after it is refused, never half played. */
  end(): void {
    const extra = this.peek();
    if (extra !== undefined)
      this.fail("extra-words", `too many words: '${this.#words.slice(this.#at).join(" ")}' (usage: ${this.#usage})`);
  }
}
