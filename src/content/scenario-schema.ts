// The shape of a scenario file (scenarios/*.yaml): ship, sides, their soldiers and where they start.
import { z } from "zod";
import { inlineForceSchema } from "./force-schema.js";
import { namedContainerSchema, objectivesSchema } from "./objectives-schema.js";
import { conditionSchema } from "./condition-schema.js";

const key = z.string().regex(/^[a-z][a-z0-9-]*$/, "expected a lower-case key, e.g. marine");

/**
 * "lock 2", "cargo lock 1" (outside, waiting at that air lock), "92:0305" / "90:0305@floor" (aboard),
 * or "zone 92:cabin-1" (aboard, placed by its side anywhere in that named area before play; several areas may follow).
 */
export const startSchema = z
  .string({
    error: 'expected where it starts: "lock 1" (outside that air lock), a hex such as "92:0305", or "zone 92:cabin-1"',
  })
  .regex(
    /^((cargo )?lock \d+|\d+:\d{4}(@[a-z]+)?|zone( \d+:[a-z][a-z0-9-]*)+)$/,
    'expected "lock N", "cargo lock N", a hex such as "92:0305" (add @floor, @belowdecks or @upper for another level) or "zone MODULE:AREA" such as "zone 92:cabin-1"',
  );

const soldierSchema = z.strictObject({
  type: key,
  name: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9'-]*$/, "a soldier's name is one word (letters, digits, ' and -)")
    .optional(),
  start: startSchema,
  /** Starts the game wounded (a survivor, a patient for the sickbay). */
  wounded: z.boolean({ error: "expected wounded: true or false" }).optional(),
});

/** A sleeper in a cryo cell: a Leader or Hero who wakes him gains him for his side. */
const sleeperSchema = z.strictObject({
  race: z.string().min(1, "expected the sleeper's race (a roster name such as starmarines) or a roster file"),
  type: key,
  name: z.string().regex(/^[A-Za-z][A-Za-z0-9'-]*$/, "a soldier's name is one word (letters, digits, ' and -)"),
  cell: z.string().regex(/^\d+:\d{4}(@[a-z]+)?$/, 'expected the cryo cell\'s hex, such as "93:0108"'),
});

const sideSchema = z.strictObject({
  race: z.string().min(1, "expected a race (a roster name such as starmarines) or a roster file"),
  markers: z.number().int().min(2).max(99).optional(),
  soldiers: z.array(soldierSchema).min(1, "a side needs at least one soldier").optional(),
  /** A force file (scenarios/forces/NAME.yaml or a path), or its formations written here (docs/FORMATS.md, Forces). */
  force: z
    .union([z.string().min(1), inlineForceSchema], {
      error: "expected a force: a force file, or formations written here",
    })
    .optional(),
  /** The points the side's force may cost (by the ship's size if not given); alone, a force is bought for them. */
  points: z.number({ error: "expected points, a whole number" }).int().min(1).max(999).optional(),
  /** Where the force's soldiers start: air locks ("lock 1") or hexes, dealt out fire team by fire team. */
  start: z.array(startSchema).min(1, "expected at least one place to start").optional(),
  dummies: z.array(startSchema).optional(),
  /** Dummies the side may add in its zones while deploying, besides those listed (docs/RULES.md, Deployment). */
  "extra-dummies": z.number({ error: "expected extra-dummies: a whole number" }).int().min(0).max(99).optional(),
});

export const scenarioSchema = z.strictObject({
  name: z.string().min(1),
  summary: z.string().optional(),
  ship: z.string().min(1, "expected a ship name (bundled or a content folder's) or a ship file"),
  first: z.enum(["blue", "yellow"], { error: "expected the side that moves first: blue or yellow" }),
  turns: z.number().int().min(1).max(200),
  sides: z.strictObject({ blue: sideSchema, yellow: sideSchema }),
  /** Sleepers in the cryo cells (module 93), for a Leader or Hero to wake. */
  sleepers: z.array(sleeperSchema).optional(),
  /** What a side sees of the enemy's markers: open (the default: all of them, numbered) or fog (those in sight). */
  visibility: z.enum(["open", "fog"], { error: "expected visibility: open or fog" }).optional(),
  /** Optional rules: ambush (opportunity fire) is on unless set to false. */
  rules: z.strictObject({ ambush: z.boolean({ error: "expected ambush: true or false" }).optional() }).optional(),
  /** The introductory scenario: `derelict play` and `npm start` offer it first. */
  intro: z.boolean({ error: "expected intro: true or false" }).optional(),
  /** The briefing, shown before the game. */
  story: z.string().optional(),
  /** Containers the objectives name (src/content/objectives-load.ts). */
  containers: z.array(namedContainerSchema).optional(),
  /** What each side came for and who wins otherwise (docs/FORMATS.md, Scenarios). */
  objectives: objectivesSchema.optional(),
  /** A derelict's state when the boarding begins: systems off, doors open or jammed, debris, vacuum (docs/FORMATS.md). */
  condition: conditionSchema.optional(),
});

export type ScenarioFile = z.infer<typeof scenarioSchema>;
