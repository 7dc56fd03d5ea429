// The shape of a run file (run.json), checked when it is read back: a run file is a user's file too.
import { z } from "zod";
import { DIFFICULTIES } from "./campaign-rules.js";

const word = z.string().min(1).max(200);
const count = z.number().int().min(0).max(1_000_000);

const soldierSchema = z.strictObject({
  name: z.string().regex(/^[A-Za-z][A-Za-z0-9'-]*$/),
  type: z.string().regex(/^[a-z][a-z0-9-]*$/),
  xp: count,
  kills: count,
  boardings: count,
  status: z.enum(["fit", "recovering", "dead"]),
  recovery: count,
  deeds: z.array(word).max(1000),
  joined: count,
  diedIn: count.optional(),
});

const recordSchema = z.strictObject({
  index: count,
  ship: word,
  mission: word,
  enemy: word,
  outcome: z.enum(["won", "lost", "draw", "forfeit"]),
  reason: z.string().max(1000),
  turns: count,
  boarders: z.array(word).max(100),
  kills: count,
  losses: z.array(word).max(100),
  wounded: z.array(word).max(100),
  salvage: count,
});

const underWaySchema = z.strictObject({
  index: count,
  seed: word,
  playerSide: z.enum(["blue", "yellow"]),
  boarders: z.array(word).max(100),
  save: z.string().max(4096).optional(),
  saveId: z.string().max(200).optional(),
  furthest: count,
  ship: word,
  mission: word,
  enemy: word,
  sickbay: z.boolean(),
});

export const runSchema = z.strictObject({
  format: z.literal("derelict-campaign"),
  version: z.literal(1),
  id: z.string().regex(/^[0-9a-z-]{1,64}$/),
  seed: z.string().min(1).max(1000),
  daily: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  race: z.string().regex(/^[a-z][a-z0-9-]*$/),
  difficulty: z.enum(DIFFICULTIES),
  visibility: z.enum(["open", "fog"]),
  squad: z.array(soldierSchema).max(1000),
  salvage: count,
  salvageEarned: count,
  decoys: count,
  next: count,
  boardings: z.array(recordSchema).max(100),
  underWay: underWaySchema.optional(),
  end: z.strictObject({ outcome: z.enum(["won", "lost"]), why: word }).optional(),
  namesDrawn: count,
  programVersion: z.string().max(100),
});
