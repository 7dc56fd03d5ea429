// Where the campaign's screens stand: a new run being chosen, the run between boardings, the shop, a
// page (the briefing and ship, a soldier's deeds, the aftermath, the record file, help), or a wait.
import type { CampaignView, RunChoice } from "./campaign-driver.js";

/** A page of lines that scrolls both ways (a ship is wider than 80 columns); Enter or Esc goes to NEXT. */
export interface Page {
  readonly kind: "page";
  readonly title: string;
  readonly lines: readonly string[];
  top: number;
  left: number;
  /** Where Enter (and Esc) go from here. */
  readonly next: CampaignScreen | "menu";
  /** The words on the keys line for Enter. */
  readonly enter: string;
}

export interface NewRun {
  readonly kind: "new";
  /** The field chosen: race, difficulty, visibility, squad, begin. */
  field: number;
  choice: { race: string; difficulty: string; visibility: "open" | "fog" };
  /** The squad's type keys when chosen by hand; none: the suggested squad. */
  squad?: string[];
  /** The squad being edited: the type chosen in the list. */
  editing?: number;
  problem?: string;
}

export interface RunScreen {
  readonly kind: "run";
  view: CampaignView;
  /** The soldier chosen in the list. */
  index: number;
  problem?: string;
}

export interface Shop {
  readonly kind: "shop";
  view: CampaignView;
  index: number;
  problem?: string;
  note?: string;
}

export interface Wait {
  readonly kind: "wait";
  readonly what: string;
}

export type CampaignScreen = NewRun | RunScreen | Shop | Page | Wait;

/** The fields of the new-run screen, in order. */
export const NEW_RUN_FIELDS = ["race", "difficulty", "visibility", "squad", "begin"] as const;

export function runChoice(n: NewRun): RunChoice {
  return { ...n.choice, ...(n.squad ? { squad: n.squad } : {}) };
}
