// The game logs `run --json` and `replay --json` print, as zod schemas: docs/schema/run-output.schema.json
// and replay-output.schema.json are made from them (npm run schemas), and the tests hold the output to them.
// Never loaded by the game itself: only the schema writer and the tests import this file.
import { z } from "zod";
import type { Format } from "../content/schemas.js";
import { GAME_LOG_VERSION } from "./game-log.js";
import { seenEventSchema } from "./facts-schema.js";

export { seenEventSchema };
import { sideSchema } from "./schema-parts.js";
import { refusalCodeSchema } from "./query-schema.js";
import { resultSchema } from "./view-schema.js";

const side = sideSchema;

const head = {
  version: z.literal(GAME_LOG_VERSION).describe("the version of this output"),
  scenario: z.string().describe("the scenario's name"),
  visibility: z.enum(["open", "fog"]).describe("the visibility played: open (every marker on the table) or fog"),
  as: z.enum(["blue", "yellow", "referee"]).describe("whose eyes: a side sees only what its seat gives"),
  over: z.boolean().describe("whether the game is over"),
  result: resultSchema
    .partial({ cause: true })
    .nullable()
    .describe("who won and why, once the game is over; null before (no cause in a replay of a save written before it)"),
  seed: z.string().optional().describe("the game's seed: for the referee only, and only once the game is over"),
};

const view = z
  .record(z.string(), z.unknown())
  .describe(
    "a side's view (src/view/player-view.ts: own markers, enemies in sight, last seen, doors, cargo, systems, devices, objectives, result), or the referee's",
  );

export const runOutputSchema = z.strictObject({
  format: z.literal("derelict-run"),
  ...head,
  view,
  events: z.array(seenEventSchema).describe("every event the audience witnessed, in order"),
  stopped: z
    .strictObject({
      line: z.number().int().min(1).describe("the script's line"),
      code: z.union([refusalCodeSchema, z.literal("expectation").describe("an expect line did not hold")]),
      reason: z.string().describe("why, in words"),
    })
    .optional()
    .describe(
      "where the script stopped (the referee's output; a side's only when the line refused was its own command)",
    ),
});

const stepSchema = z
  .strictObject({
    step: z.number().int().min(0).describe("0 is the start of the game"),
    turn: z.number().int().min(1),
    toMove: side,
    over: z.boolean(),
    by: side.optional().describe("whose turn it was when this came about (absent at the start)"),
    events: z.array(seenEventSchema).describe("what the audience witnessed since the step before"),
    view: view.describe("the side's view, or both sides' ({ blue, yellow }) for the referee"),
  })
  .describe("one step of the game as the audience saw it");

export const replayOutputSchema = z.strictObject({
  format: z.literal("derelict-replay"),
  ...head,
  count: z.number().int().min(1).describe("how many steps the audience saw"),
  steps: z.array(stepSchema).optional().describe("every step (without --step)"),
  step: stepSchema.optional().describe("the step asked for with --step N"),
});

/** The game logs' schema files in docs/schema (written with the content formats' by npm run schemas). */
export const GAME_LOG_FORMATS: readonly Format[] = [
  {
    file: "run-output.schema.json",
    schema: runOutputSchema,
    title: "Derelict run --json output",
    description:
      "What `derelict run --json` prints: the audience's final view and every event it witnessed, in words and fields. See docs/FORMATS.md, Game logs.",
  },
  {
    file: "replay-output.schema.json",
    schema: replayOutputSchema,
    title: "Derelict replay --json output",
    description:
      "What `derelict replay --json` prints: the game step by step as one audience saw it, each step's view and events in words and fields. See docs/FORMATS.md, Game logs.",
  },
];
