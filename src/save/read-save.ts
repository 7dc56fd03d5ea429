// Reading a save: the journal (every passphrase it was given) or one side's log (its own).
import type { Action } from "../engine/rules.js";
import type { Side } from "../engine/state.js";
import type { ReplayStep } from "../play/replay-steps.js";
import { blockClear, blockPart, readSetupLine, type PartName } from "./blocks.js";
import { FORMAT_VERSION, type Header, type SetupRef, type Status } from "./format.js";
import { isObject } from "./json-shape.js";
import { problem, type SaveProblem } from "./save-problem.js";
import { readLayout, type Layout } from "./save-layout.js";
import { OPEN, openAll, openSide, type Cipher, type Passphrases, type SaveKeys } from "./sealing.js";
import { stepsOf } from "./side-log.js";
import { travelGoalsOf, type SidesGoals } from "../play/travel-goals.js";

export interface SaveContents {
  readonly ok: true;
  readonly file: string;
  readonly version: number;
  readonly scenario: string;
  readonly header: Header;
  readonly keys: SaveKeys;
  readonly setup: SetupRef;
  readonly actions: readonly Action[];
  /** The side-turn in play, as it shows in clear: turn, side to move, over. */
  readonly status: Status;
  /** Both sides' travel goals as last saved (none in a save made before they were kept). */
  readonly goals: SidesGoals;
  readonly notices: readonly string[];
}

export interface SideLog {
  readonly ok: true;
  readonly file: string;
  readonly scenario: string;
  readonly side: Side;
  readonly steps: readonly ReplayStep[];
  readonly status: Status;
  readonly notices: readonly string[];
}

/** The whole game: setup and actions. A protected save needs the passphrase of every side that set one. */
export function readSave(file: string, options: { passphrases?: Passphrases } = {}): SaveContents | SaveProblem {
  const layout = readLayout(file);
  if (!("header" in layout)) return layout;
  const keys = keysFor(layout, options.passphrases ?? {});
  if ("ok" in keys) return keys;
  const { header } = layout;
  const setup = readSetupLine(header, keys.journal, layout.setupLine);
  if (typeof setup === "string") return problem("damaged", file, `line 2 ${setup}`);
  const actions: Action[] = [];
  for (let k = 0; k < layout.blocks.length; k++) {
    const part = journalPart(layout, keys.journal, layout.blocks[k]!, k, actions.length);
    if (typeof part === "string") return problem("damaged", file, `line ${k + 3} ${part}`);
    actions.push(...part.actions);
  }
  const live = liveCopy(layout, "journal", (line) =>
    journalPart(layout, keys.journal, line, layout.blocks.length, actions.length),
  );
  if ("ok" in live) return live;
  actions.push(...live.part.actions);
  return {
    ok: true,
    file,
    version: FORMAT_VERSION,
    scenario: header.scenario,
    header,
    keys,
    setup,
    actions,
    status: live.status,
    goals: live.part.goals,
    notices: live.notices,
  };
}

/** What a side saw, step by step, from its own log: its passphrase alone opens it (any text, if it set none). */
export function readSideLog(file: string, side: Side, passphrase: string): SideLog | SaveProblem {
  const layout = readLayout(file);
  if (!("header" in layout)) return layout;
  const protection = layout.header.protection;
  if (!protection)
    return problem("refused", file, "is not protected, so it keeps no side's log: its journal tells all");
  const cipher = openSide(protection, layout.header.id, side, protection.sides[side].guarded ? passphrase : "");
  if (!cipher) return problem("wrong-passphrase", file, `wrong passphrase: this is not ${side}'s`, [side]);
  const records: unknown[] = [];
  let seq = 0;
  const sidePart = (line: string, block: number) => {
    const clear = blockClear(line);
    if (typeof clear === "string") return clear;
    if (clear.block !== block)
      return `holds block ${clear.block} where block ${block} belongs (lines missing or out of order)`;
    const part = blockPart(layout.header, side, cipher, line);
    if (typeof part === "string") return part;
    if (!Array.isArray(part.steps) || (part.seq as number) < seq) return "holds a damaged part";
    return { seq: part.seq as number, steps: part.steps as unknown[] };
  };
  for (let k = 0; k < layout.blocks.length; k++) {
    const part = sidePart(layout.blocks[k]!, k);
    if (typeof part === "string") return problem("damaged", file, `line ${k + 3} ${part}`);
    records.push(...part.steps);
    seq = part.seq;
  }
  const live = liveCopy(layout, side, (line) => sidePart(line, layout.blocks.length));
  if ("ok" in live) return live;
  records.push(...live.part.steps);
  const steps = stepsOf(records);
  if (typeof steps === "string") return problem("damaged", file, `${side}'s log ${steps}`);
  return {
    ok: true,
    file,
    scenario: layout.header.scenario,
    side,
    steps,
    status: live.status,
    notices: live.notices,
  };
}

/** The header and the side-turn in play as they show in clear, without a passphrase. */
export function saveInfo(file: string): { header: Header; status: Status } | SaveProblem {
  const layout = readLayout(file);
  if (!("header" in layout)) return layout;
  for (const line of layout.live) {
    const clear = blockClear(line);
    if (typeof clear !== "string") return { header: layout.header, status: clear.status };
  }
  return problem("damaged", file, "its last two lines (the side-turn in play) are both damaged");
}

function keysFor(layout: Layout, passphrases: Passphrases): SaveKeys | SaveProblem {
  const { header, file } = layout;
  if (!header.protection) return { journal: OPEN };
  const opened = openAll(header.protection, header.id, passphrases);
  if (opened.ok) return opened.keys;
  if (opened.damaged) return problem("damaged", file, "has a damaged header: its keys do not open");
  if (opened.wrong) return problem("wrong-passphrase", file, `wrong passphrase for ${opened.wrong}`, [opened.wrong]);
  const whose = opened.missing.map((s) => `${s}'s`).join(" and ");
  return problem(
    "locked",
    file,
    `is protected: it opens with ${whose} passphrase${opened.missing.length > 1 ? "s" : ""}`,
    opened.missing,
  );
}

function journalPart(
  layout: Layout,
  cipher: Cipher,
  line: string,
  block: number,
  before: number,
): { seq: number; actions: Action[]; goals: SidesGoals; rev: number; after?: number } | string {
  const clear = blockClear(line);
  if (typeof clear === "string") return clear;
  if (clear.block !== block)
    return `holds block ${clear.block} where block ${block} belongs (lines missing or out of order)`;
  const part = blockPart(layout.header, "journal", cipher, line);
  if (typeof part === "string") return part;
  const actions = part.actions;
  if (!Array.isArray(actions) || !actions.every((a) => isObject(a) && typeof a.type === "string"))
    return "should hold actions and does not";
  if (part.seq !== before + actions.length)
    return "does not follow the block before it (lines missing or out of order)";
  const goals = goalsOf(part.goals);
  if (goals === undefined) return "holds damaged travel goals";
  const rev = part.rev ?? 0;
  if (!Number.isInteger(rev) || (part.after !== undefined && !Number.isInteger(part.after)))
    return "holds a damaged part";
  return {
    seq: part.seq as number,
    actions: actions as Action[],
    goals,
    rev: rev as number,
    ...(part.after === undefined ? {} : { after: part.after as number }),
  };
}

/** The travel goals of a journal part (none when it has none), or undefined when they are not of their shape. */
function goalsOf(goals: unknown): SidesGoals | undefined {
  if (goals === undefined) return {};
  if (!isObject(goals) || Object.keys(goals).some((k) => k !== "blue" && k !== "yellow")) return undefined;
  const sides = Object.entries(goals).map(([side, g]) => [side, travelGoalsOf(g)] as const);
  return sides.every(([, g]) => g !== undefined) ? Object.fromEntries(sides) : undefined;
}

/** The newer whole copy of the side-turn in play (its part NAME), with a notice if the other does not load. */
function liveCopy<T extends { seq: number; rev?: number; after?: number }>(
  layout: Layout,
  name: PartName,
  read: (line: string) => T | string,
): { part: T; status: Status; notices: string[] } | SaveProblem {
  const copies = layout.live.map((line) => {
    const part = read(line);
    const clear = blockClear(line);
    return typeof part === "string" || typeof clear === "string" ? undefined : { part, status: clear.status };
  });
  const whole = copies.filter((c): c is { part: T; status: Status } => c !== undefined);
  const at = layout.blocks.length + 3;
  if (whole.length === 0)
    return problem(
      "damaged",
      layout.file,
      `lines ${at} and ${at + 1}, the two copies of the side-turn in play, are both damaged`,
    );
  // A goal set with no action writes the line again at the same seq: its write count tells the newer.
  const newer = (a: T, b: T) => b.seq > a.seq || (b.seq === a.seq && (b.rev ?? 0) > (a.rev ?? 0));
  const newest = whole.reduce((a, b) => (newer(a.part, b.part) ? b : a));
  // The two copies are one write after the other: the newer names the write it followed (sealed with it),
  // and the other copy must be that write. An older copy put back in either place is not.
  const other = whole.find((c) => c !== newest);
  if (other && newest.part.after !== undefined && other.part.rev !== newest.part.after)
    return problem(
      "damaged",
      layout.file,
      `lines ${at} and ${at + 1}, the two copies of the side-turn in play, are not one write after the other (write ${newest.part.rev} followed write ${newest.part.after}, the other copy is write ${other.part.rev ?? 0}): an older copy was put back, or the file was altered; not resumed from it`,
    );
  const notices =
    whole.length < 2
      ? [
          `${layout.file}: one of the two copies of the side-turn in play was cut off mid-write (${name === "journal" ? "the game" : `${name}'s log`} goes on from the other, which may lack the last action)`,
        ]
      : [];
  return { ...newest, notices };
}
