// Before a game: the start menu, the passphrase each side may set, resuming the saved game, and
// the game begun once it is made.
import { handover } from "./handover-screen.js";
import { gameOver } from "./game-over-screen.js";
import { centred } from "./cover-text.js";
import { newGame } from "./game.js";
import { beginSingle } from "./single-seat.js";
import { storyLines } from "./story-lines.js";
import { helpLines } from "./help-text.js";
import { menuItems, menuKey, menuLines } from "./menu.js";
import { newPassphrasePrompt, secretKey, secretLines, shortPassphrase, unlockPrompt } from "./secret-entry.js";
import type { Briefing } from "../seat/index.js";
import type { Passphrases, Started } from "./starter.js";
import { wipeScreen } from "./terminal/screen.js";
import { cols, openPage, rows, type AppState, type ModeOf } from "./app-state.js";
import { enemyOf } from "./sides.js";

export function menuScreenKey(s: AppState, name: string): void {
  const intent = menuKey(items(s), s.menu, name);
  if (intent?.kind === "quit") s.o.onQuit();
  else if (intent?.kind === "help") openPage(s, "help", helpLines(s.o.keymap, cols(s)));
  else if (intent?.kind === "resume") resume(s);
  else if (intent?.kind === "start") {
    const problems = s.o.starter.check?.(intent.file);
    if (problems) return void (s.menu.problems = problems.length ? [...problems] : [`${intent.file}: cannot start it`]);
    delete s.menu.file;
    // Against the computer: one person at this screen, no passphrases to keep from anyone.
    if (s.menu.opponent) return begin(s, s.o.starter.newGame(intent.file, {}, s.menu.opponent), intent.file);
    askPassphrases(s, intent.file);
  }
}

/** Each side's passphrase for a new game of FILE, blue first (Enter: none). */
export function askPassphrases(s: AppState, file: string): void {
  s.mode = { kind: "secret", purpose: "set", side: "blue", entry: { typed: "" }, file, set: {}, why: "" };
  s.render();
}

function items(s: AppState) {
  return menuItems(s.o.starter.scenarios, s.o.starter.resumable?.());
}

/** Each side's passphrase in turn, the screen wiped between them: set for a new game, or given to open the save. */
export function secretScreenKey(s: AppState, mode: ModeOf<"secret">, name: string): void {
  const done = secretKey(mode.entry, name);
  if (done === "cancel") s.mode = { kind: "menu" };
  if (done !== "enter") return;
  const typed = mode.entry.typed;
  if (mode.purpose === "unlock") return resume(s, { ...mode.set, [mode.side]: typed });
  // A passphrase is typed twice, unseen: a slip of the finger would lock the side out of its turns and the save.
  if (typed !== "" && mode.first === undefined) {
    // A short one is taken if the player wants it, but said to be guessable: the save can be tried offline.
    const short = shortPassphrase(typed);
    s.mode = { ...mode, first: typed, entry: { typed: "", ...(short ? { error: short } : {}) } };
    return s.render();
  }
  if (mode.first !== undefined && typed !== mode.first) {
    const { first: _, ...rest } = mode;
    s.mode = {
      ...rest,
      entry: { typed: "", error: "The two were not the same: type a passphrase again, or just Enter for none." },
    };
    return s.render();
  }
  if (typed !== "") mode.set[mode.side] = typed;
  if (mode.side === "blue") {
    const { first: _, ...rest } = mode;
    s.mode = { ...rest, side: "yellow", entry: { typed: "" } };
    wipeScreen(s.o.screen);
  } else begin(s, s.o.starter.newGame(mode.file, mode.set), mode.file);
}

/** The saved game, once every side that guards it has typed its passphrase (each asked in turn, the screen wiped between). */
export function resume(s: AppState, passphrases: Passphrases = {}): void {
  const resumed = s.o.starter.resume?.(passphrases);
  if (!resumed) return;
  if ("locked" in resumed) {
    const set = { ...passphrases };
    delete set[resumed.side];
    const entry = {
      typed: "",
      ...(resumed.wrong ? { error: `That is not ${resumed.side}'s passphrase. Try again.` } : {}),
    };
    const before = s.mode.kind === "secret" ? s.mode.side : undefined;
    s.mode = { kind: "secret", purpose: "unlock", side: resumed.side, entry, file: "", set, why: resumed.locked };
    if (before !== undefined && before !== resumed.side) wipeScreen(s.o.screen);
    return s.render();
  }
  begin(s, resumed, "the saved game");
}

/** A game made (else its problems on the menu): the first handover, or the end if it is over already. */
export function begin(s: AppState, made: Started | readonly string[], what: string): void {
  if (!("seats" in made)) {
    s.menu.problems = made.length > 0 ? [...made] : [`${what}: cannot start it`];
    s.mode = { kind: "menu" };
    return s.render();
  }
  if (made.computer) {
    // The person's seat alone at this screen; the computer plays the other (the starter runs it).
    const seat = made.seats[enemyOf(made.computer.side)];
    const single = { seat, referee: made.referee, notices: made.notices ?? [] };
    s.leaveSingle = beginSingle(s, made.briefing ? { ...single, briefing: made.briefing } : single);
    return;
  }
  s.game = newGame(made.seats, made.referee, made.passphrases ?? {}, made.notices ?? []);
  const turn = made.seats.blue.turn();
  if (turn.over) return gameOver(s, s.game);
  handover(s, turn.toMove);
  if (made.briefing) {
    openPage(s, "briefing", briefingLines(made.briefing));
    s.render();
  }
}

/** The scenario's story for both players, over the blank first handover. */
function briefingLines(b: Briefing): string[] {
  return [...storyLines(b), "Both players may read this. Enter: on to the first handover."];
}

/** The menu or the passphrase prompt, as painted lines over the whole screen. */
export function startLines(s: AppState, mode: ModeOf<"menu" | "secret">): string[] {
  if (mode.kind === "menu") return menuLines(items(s), s.menu, cols(s), rows(s), s.o.theme);
  const prompt =
    mode.purpose === "unlock"
      ? unlockPrompt(mode.side, mode.why)
      : newPassphrasePrompt(mode.side, mode.first !== undefined);
  return centred(secretLines(prompt, mode.entry), cols(s), rows(s), s.o.theme);
}
