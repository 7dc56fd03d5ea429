// What the campaign's screens need from the command line's side: the choices of a new run, the run
// as words and numbers to draw (never the run's files or the game's state), and the acts (begin a
// run, buy, board, settle). The CLI builds it over src/campaign (src/cli/campaign-driver.ts).
import type { Started } from "./starter.js";

/** A race the squad may be drawn from. */
export interface RaceChoice {
  readonly key: string;
  readonly name: string;
}

/** A soldier type a new squad may hold: its key, name and points. */
export interface SquadType {
  readonly key: string;
  readonly name: string;
  readonly points: number;
}

/** What the new-run screen offers for a race at a difficulty: its types, the points, the suggested squad. */
export interface SquadOffer {
  readonly types: readonly SquadType[];
  readonly points: number;
  readonly suggested: readonly string[];
}

/** A new run as chosen on its screen: the squad's type keys, or none for the suggested squad. */
export interface RunChoice {
  readonly race: string;
  readonly difficulty: string;
  readonly visibility: "open" | "fog";
  readonly squad?: readonly string[];
}

/** One soldier of the squad as the campaign screen lists him. */
export interface SoldierRow {
  readonly name: string;
  readonly type: string;
  /** "fit", "wounded: sits out 1" or "dead (boarding 2)". */
  readonly status: string;
  readonly dead: boolean;
  readonly kills: number;
  readonly boardings: number;
  readonly xp: number;
  /** Boards the next derelict. */
  readonly boards: boolean;
  /** His deeds, oldest first (joined, promoted, wounded...). */
  readonly deeds: readonly string[];
}

/** One line of the shop. */
export interface ShopRow {
  readonly label: string;
  readonly cost: number;
  /** Why it cannot be bought now. */
  readonly refusal?: string;
}

/** The next derelict: its briefing in lines, and the ship drawn as `derelict ships show` draws it. */
export interface NextDerelict {
  /** "Derelict 2 of 7: the Kestrel's Lament" ("the flagship" said where it is). */
  readonly title: string;
  readonly mission: string;
  readonly enemy: string;
  readonly turns: number;
  readonly objectives: readonly string[];
  readonly hazards: readonly string[];
  readonly story: string;
  /** The ship's page: its modules, air locks and levels drawn, plain text (it scrolls both ways). */
  readonly ship: readonly string[];
}

/** What became of the squad at the boarding just played. */
export interface Aftermath {
  readonly title: string;
  readonly lines: readonly string[];
}

/** The run as the campaign screen draws it. */
export interface CampaignView {
  /** "Marines, normal, fog; seed 'x'" */
  readonly heading: string;
  readonly salvage: number;
  readonly score: number;
  readonly squad: readonly SoldierRow[];
  readonly shop: readonly ShopRow[];
  /** Undefined once the run has ended. */
  readonly next?: NextDerelict;
  /** The boarding just played, shown once after it. */
  readonly aftermath?: Aftermath;
  /** The run's end: why, and the record file (its path and its text). */
  readonly end?: {
    readonly won: boolean;
    readonly why: string;
    readonly file: string;
    readonly record: readonly string[];
  };
}

/** A boarding begun or resumed: the game at its one seat (against the computer), or why it cannot start. */
export type Boarding = Started | readonly string[];

export interface CampaignDriver {
  readonly races: readonly RaceChoice[];
  readonly difficulties: readonly string[];
  /** The new run's screen starts from these (the command line's --race, --difficulty, --visibility). */
  readonly defaults: { readonly race?: string; readonly difficulty?: string; readonly visibility?: "open" | "fog" };
  /** What the run's seed is, in words ("a fresh seed", "seed 'x'", "the daily run of 2026-12-04"). */
  readonly seedWords: string;
  /** The run under way, in a few words for the menu ("Marines, derelict 2 of 7"); undefined when none. */
  underWay(): string | undefined;
  squadOffer(race: string, difficulty: string): SquadOffer | string;
  /** A new run; or why it cannot begin (a squad over its points). */
  newRun(choice: RunChoice): Promise<CampaignView | string>;
  /** The run under way, opened: its screen, or its boarding in play. */
  resume(): Promise<{ readonly view: CampaignView; readonly boarding?: Boarding } | string>;
  /** The shop's line INDEX bought: the run after it, or why not. */
  buy(index: number): CampaignView | string;
  /** The next derelict boarded: the run saved with the boarding under way, then the game. */
  board(): Promise<Boarding>;
  /** The boarding on screen is over: the run as it stands (settled when the game ended), the aftermath in it. */
  afterBoarding(): Promise<CampaignView>;
  /** Stops the computer and closes the game's save. */
  close(): void;
}
