// Before a game: the start menu, the passphrase each side may set, resuming the saved game (the game
// begun once it is made: src/tui/begin-game.ts).
import { openCampaign } from "./campaign-app.js";
import { begin } from "./begin-game.js";
import { centred } from "./cover-text.js";
import { helpLines } from "./help-text.js";
import { boundKey } from "./keymap.js";
import type { HintKeys } from "./menu-items.js";
import { menuItems, menuKey, menuLines } from "./menu.js";
import { newPassphrasePrompt, secretKey, secretLines, shortPassphrase, unlockPrompt } from "./secret-entry.js";
import type { Passphrases } from "./starter.js";
import { wipeScreen } from "./terminal/screen.js";
import { cols, openPage, rows, type AppState, type ModeOf } from "./app-state.js";

export function menuScreenKey(s: AppState, name: string): void {
  const intent = menuKey(items(s), s.menu, name);
  if (intent?.kind === "quit") s.o.onQuit();
  else if (intent?.kind === "help") openPage(s, "help", helpLines(s.o.keymap, cols(s)));
  else if (intent?.kind === "resume") resume(s, {}, intent.path);
  else if (intent?.kind === "campaign") openCampaign(s);
  else if (intent?.kind === "opponent") {
    // Kept for the next time the game starts (the config folder); a file that cannot be written is only a note.
    const problem = s.o.starter.rememberOpponent?.(intent.opponent);
    if (problem !== undefined) s.menu.problems = [problem];
  } else if (intent?.kind === "start") {
    const problems = s.o.starter.check?.(intent.file);
    if (problems) return void (s.menu.problems = problems.length ? [...problems] : [`${intent.file}: cannot start it`]);
    delete s.menu.file;
    // Against the computer: one person at this screen, no passphrases to keep from anyone.
    if (intent.computer) return begin(s, s.o.starter.newGame(intent.file, {}, intent.computer), intent.file);
    askPassphrases(s, intent.file);
  }
}

/** Each side's passphrase for a new game of FILE, blue first (Enter: none). */
export function askPassphrases(s: AppState, file: string): void {
  s.mode = { kind: "secret", purpose: "set", side: "blue", entry: { typed: "" }, file, set: {}, why: "" };
  s.render();
}

function items(s: AppState) {
  const campaign = s.o.campaign ? { label: s.o.campaign.underWay() } : undefined;
  return menuItems(s.o.starter.scenarios, { saves: s.o.starter.savedGames?.(), campaign });
}

/** Each side's passphrase in turn, the screen wiped between them: set for a new game, or given to open the save. */
export function secretScreenKey(s: AppState, mode: ModeOf<"secret">, name: string): void {
  const done = secretKey(mode.entry, name);
  if (done === "cancel") s.mode = { kind: "menu" };
  if (done !== "enter") return;
  const typed = mode.entry.typed;
  if (mode.purpose === "unlock") return resume(s, { ...mode.set, [mode.side]: typed }, mode.file || undefined);
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

/**
 * The saved game (PATH, else the one --resume named or the newest), once every side that guards it has
 * typed its passphrase (each asked in turn, the screen wiped between, the side to move last).
 */
export function resume(s: AppState, passphrases: Passphrases = {}, path?: string): void {
  // The side whose passphrase was typed last is at the keyboard: its first handover does not ask again.
  const present = s.mode.kind === "secret" && s.mode.purpose === "unlock" ? s.mode.side : undefined;
  const resumed = s.o.starter.resume?.(passphrases, path);
  if (!resumed) return;
  if ("locked" in resumed) {
    const set = { ...passphrases };
    delete set[resumed.side];
    const entry = {
      typed: "",
      ...(resumed.wrong ? { error: `That is not ${resumed.side}'s passphrase. Try again.` } : {}),
    };
    const before = s.mode.kind === "secret" ? s.mode.side : undefined;
    const file = path ?? "";
    s.mode = { kind: "secret", purpose: "unlock", side: resumed.side, entry, file, set, why: resumed.locked };
    if (before !== undefined && before !== resumed.side) wipeScreen(s.o.screen);
    return s.render();
  }
  begin(s, resumed, "the saved game", present);
}

/** The keys of the guided game's hints as bound, for the menu to name; none when hints are off for good. */
function hintKeys(s: AppState): HintKeys | undefined {
  if (s.o.hints?.wanted === false) return undefined;
  return { skip: boundKey(s.o.keymap, "hint-skip"), off: boundKey(s.o.keymap, "hints-off") };
}

/** The menu or the passphrase prompt, as painted lines over the whole screen. */
export function startLines(s: AppState, mode: ModeOf<"menu" | "secret">): string[] {
  if (mode.kind === "menu") return menuLines(items(s), s.menu, cols(s), rows(s), s.o.theme, hintKeys(s));
  const prompt =
    mode.purpose === "unlock"
      ? unlockPrompt(mode.side, mode.why)
      : newPassphrasePrompt(mode.side, mode.first !== undefined);
  return centred(secretLines(prompt, mode.entry), cols(s), rows(s), s.o.theme);
}
