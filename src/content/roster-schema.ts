// The shape of a race's roster (scenarios/rosters/*.yaml): its soldier types and their numbers.
import { z } from "zod";
import { WEAPONS, type WeaponKey } from "../engine/combat/tables.js";

export const soldierTypeSchema = z.strictObject({
  name: z.string().min(1, "a soldier type needs a name"),
  move: z.number({ error: "expected move units a turn, a whole number" }).int().min(1).max(12),
  armour: z.enum(["none", "battle", "heavy", "powered"], { error: "expected armour: none, battle, heavy or powered" }),
  "two-legs": z.boolean().optional(),
  leader: z.enum(["low", "medium", "high"]).optional(),
  medic: z.boolean().optional(),
  hero: z.boolean().optional(),
  weapon: z.enum(Object.keys(WEAPONS) as [WeaponKey, ...WeaponKey[]], { error: `expected a ranged weapon: ${Object.keys(WEAPONS).join(", ")}` }).optional(),
  "close-combat": z.number({ error: "expected close-combat strength, a whole number" }).int().min(0).max(6).optional(),
  morale: z.number({ error: "expected morale, a whole number from 1 to 6" }).int().min(1).max(6).optional(),
  fearless: z.boolean().optional(),
  "hard-to-hit": z.boolean().optional(),
  note: z.string().optional(),
});

export const rosterSchema = z.strictObject({
  race: z.string().regex(/^[a-z][a-z0-9-]*$/, "a race key is a lower-case word, e.g. starmarines"),
  name: z.string().min(1),
  summary: z.string().optional(),
  types: z.record(z.string().regex(/^[a-z][a-z0-9-]*$/, "a type key is a lower-case word, e.g. marine"), soldierTypeSchema),
});

export type RosterFile = z.infer<typeof rosterSchema>;
