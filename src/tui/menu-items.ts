// The start menu's entries and their words: the campaign and "Play alone" first (one person at the
// keyboard), then the scenarios for two at one keyboard (or against the computer), then the rest.
import type { ScenarioEntry } from "../content/scenario-entries.js";
import type { Opponent, SavedGame } from "./starter.js";
import { enemyOf } from "./sides.js";

export type MenuItem =
  /** A campaign: a new run, or the run under way (LABEL says where it stands). */
  | { readonly kind: "campaign"; readonly label?: string }
  /** The introduction against the computer: the newcomer's first game. */
  | { readonly kind: "alone"; readonly entry: ScenarioEntry }
  | { readonly kind: "scenario"; readonly entry: ScenarioEntry }
  | { readonly kind: "opponent" }
  | { readonly kind: "resume"; readonly save: SavedGame }
  | { readonly kind: "file" }
  | { readonly kind: "help" }
  | { readonly kind: "quit" };

/** What the starter offers besides the scenarios: the saved games to resume, the campaign (and its run under way). */
export interface MenuOffers {
  readonly saves?: readonly SavedGame[] | undefined;
  readonly campaign?: { readonly label?: string | undefined } | undefined;
}

/** The solo entries first (the campaign, Play alone), then the scenarios, each save to resume, the opponent, a file, help, quit. */
export function menuItems(entries: readonly ScenarioEntry[], offers: MenuOffers = {}): MenuItem[] {
  const { saves, campaign } = offers;
  const intro = entries.find((e) => e.intro && e.content === undefined) ?? entries.find((e) => e.intro);
  return [
    ...(campaign ? [{ kind: "campaign" as const, ...(campaign.label ? { label: campaign.label } : {}) }] : []),
    ...(intro ? [{ kind: "alone" as const, entry: intro }] : []),
    ...entries.map((entry) => ({ kind: "scenario" as const, entry })),
    ...(saves ?? []).map((save) => ({ kind: "resume" as const, save })),
    { kind: "opponent" },
    { kind: "file" },
    { kind: "help" },
    { kind: "quit" },
  ];
}

/** The computer a solo game of the introduction is played against: the one chosen, else a beginner as yellow. */
export function soloOpponent(chosen: Opponent | undefined): Opponent {
  return chosen ?? { side: "yellow", strength: 1 };
}

/** The opponent as the menu names it. */
export function opponentLabel(o: Opponent | undefined): string {
  if (!o) return "Opponent: a second player at this keyboard";
  const you = enemyOf(o.side);
  return `Opponent: the computer, playing ${o.side} at strength ${o.strength} (you play ${you})`;
}

/** The line above the scenarios: who plays them. */
export function scenariosHeading(o: Opponent | undefined): string {
  return o ? `Scenarios against the computer (strength ${o.strength}):` : "Scenarios for two at one keyboard:";
}

/** The menu's subtitle: never "for two players" when the one at the keyboard plays alone. */
export function subtitle(o: Opponent | undefined): string {
  return o
    ? "boarding actions on a dead spaceship, alone against the computer"
    : "boarding actions on a dead spaceship, alone or two at one keyboard";
}

/** A scenario's title, with the id the command line knows it by where the two differ: "Finders keepers (cargo-grab)". */
export function scenarioTitle(entry: ScenarioEntry): string {
  // A content folder's scenario may go by FOLDER/NAME on the command line; its folder is shown instead.
  if (entry.content !== undefined) return entry.name;
  // The file's name without .yaml: what `derelict play ID` takes for a bundled scenario.
  const id = entry.file.replace(/^.*[\\/]/, "").replace(/\.ya?ml$/i, "");
  const slug = entry.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug === id ? entry.name : `${entry.name} (${id})`;
}

export function itemLabel(item: MenuItem, opponent: Opponent | undefined): string {
  switch (item.kind) {
    case "campaign":
      return item.label ? `Campaign: go on with the run (${item.label})` : "Campaign: a new run of derelicts";
    case "alone":
      return `Play alone: ${item.entry.name} vs the computer (strength ${soloOpponent(opponent).strength})`;
    case "opponent":
      return opponentLabel(opponent);
    case "scenario":
      // A content folder's scenario says where it comes from (src/content/content-folders.ts).
      return `${scenarioTitle(item.entry)}${item.entry.content !== undefined ? `  [${item.entry.content}]` : ""}`;
    case "resume":
      return item.save.broken ? `Broken save: ${item.save.label}` : `Resume: ${item.save.label}`;
    case "file":
      return "Open a scenario file...";
    case "help":
      return "Help: keys and rules";
    case "quit":
      return "Quit";
  }
}

/** The keys that skip a hint and turn hints off, as the player has them bound; none when hints are off for good. */
export interface HintKeys {
  readonly skip: string;
  readonly off: string;
}

/** What the chosen entry is, in a sentence or two under the list (Play alone says its game is guided, HINTS given). */
export function itemSummary(item: MenuItem | undefined, opponent: Opponent | undefined, hints?: HintKeys): string {
  switch (item?.kind) {
    case "campaign":
      return item.label
        ? "Your squad's run goes on where you left it: the campaign screen, or the boarding under way."
        : "A roguelike run: your squad boards seven generated derelicts against the computer; the dead stay dead, the living earn ranks, salvage buys more.";
    case "alone": {
      const o = soloOpponent(opponent);
      const you = enemyOf(o.side);
      // Said before the scenario's own summary, so that a short screen's four lines never cut it.
      const guided = hints
        ? ` A guided first game: hints on the key line show the next useful key (${hints.skip} skips one, ${hints.off} turns them off).`
        : "";
      return `You play ${you}, the computer ${o.side} (strength ${o.strength}).${guided} ${item.entry.summary}`;
    }
    case "scenario":
      return item.entry.summary;
    case "resume":
      return item.save.note;
    case "opponent":
      return "Enter/Right: the next choice, Left: the one before. Against the computer you play alone, no handovers: strength 1 is a beginner, 2 the simple bot, 3 tactics and a look-ahead, 4 a deeper search (2 s a turn). Remembered for next time.";
    default:
      return "";
  }
}
