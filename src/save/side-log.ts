// A side's log in a protected save: its replay steps, each view stored as the change since the step before.
import { SIDES } from "../engine/state.js";
import type { ReplayStep } from "../play/replay-steps.js";
import type { PlayerView } from "../view/player-view.js";
import type { SeenEvent } from "../view/witnessed.js";
import { diff, patch, type Json, type Patch } from "./json-patch.js";
import { isObject } from "./json-shape.js";

/** A step as stored: its view a patch of the side's view at the step before (the first, whole). */
export interface StepRecord extends Omit<ReplayStep, "view"> {
  readonly view: Patch;
}

/** A side's part of a block: the steps that came about in the side-turn. */
export interface SidePart {
  readonly seq: number;
  readonly steps: readonly StepRecord[];
}

export function stepRecord(step: ReplayStep, before: PlayerView | undefined): StepRecord {
  const now = step.view as unknown as Json;
  return { ...step, view: diff(before as unknown as Json | undefined, now) ?? { o: {} } };
}

/** The steps of a side's log, its records in order, or what is wrong with them. */
export function stepsOf(records: readonly unknown[]): ReplayStep[] | string {
  const steps: ReplayStep[] = [];
  let view: Json | undefined;
  for (const r of records) {
    if (!isStepRecord(r) || r.step !== steps.length) return `holds a damaged step (step ${steps.length})`;
    view = patch(view, r.view);
    // Saves written before events had fields hold none: read as none told. Their words are shown as stored.
    const events = r.events.map((e) => (e.fields ? e : { ...e, fields: {} })) as SeenEvent[];
    steps.push({ ...r, events, view: view as unknown as PlayerView });
  }
  return steps;
}

function isStepRecord(r: unknown): r is StepRecord {
  return (
    isObject(r) &&
    Number.isInteger(r.step) &&
    Number.isInteger(r.turn) &&
    (SIDES as readonly unknown[]).includes(r.toMove) &&
    typeof r.over === "boolean" &&
    Array.isArray(r.events) &&
    (r.events as unknown[]).every(isSeenEvent) &&
    isObject(r.view)
  );
}

const isSeenEvent = (e: unknown): e is SeenEvent =>
  isObject(e) &&
  Number.isInteger(e.turn) &&
  typeof e.kind === "string" &&
  typeof e.text === "string" &&
  (e.fields === undefined || isObject(e.fields));
