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
  weapon: z
    .enum(Object.keys(WEAPONS) as [WeaponKey, ...WeaponKey[]], {
      error: `expected a ranged weapon: ${Object.keys(WEAPONS).join(", ")}`,
    })
    .optional(),
  "close-combat": z.number({ error: "expected close-combat strength, a whole number" }).int().min(0).max(6).optional(),
  morale: z.number({ error: "expected morale, a whole number from 1 to 6" }).int().min(1).max(6).optional(),
  fearless: z.boolean().optional(),
  "hard-to-hit": z.boolean().optional(),
  /** What one soldier of the type costs (docs/RULES.md, section 12). */
  points: z
    .number({ error: "expected points: what one soldier of the type costs, a whole number" })
    .int()
    .min(0)
    .max(99),
  /** Vehicles and heavy weapons never board a derelict (but see the Swarm's Spitters). */
  kind: z
    .enum(["soldier", "vehicle", "heavy-weapon"], { error: "expected kind: soldier, vehicle or heavy-weapon" })
    .optional(),
  /** The race's level-2 rules: at most this many fire teams of the type. */
  limit: z
    .number({ error: "expected limit: the most fire teams of the type, a whole number" })
    .int()
    .min(0)
    .max(9)
    .optional(),
  /** Abilities of the open field that the boarding rules take away aboard (docs/RULES.md, section 12). */
  airborne: z.boolean().optional(),
  hops: z.boolean().optional(),
  jumps: z.boolean().optional(),
  "makes-cover": z.boolean().optional(),
  sled: z.boolean().optional(),
  /** Close-combat blows a turn, each at a different neighbour (Death Dervishes whirl). */
  blows: z.number({ error: "expected blows: close-combat blows a turn, 1 to 6" }).int().min(1).max(6).optional(),
  /** Blinks through walls (Pelgari Near Skippers). */
  "skips-walls": z.boolean().optional(),
  note: z.string().optional(),
});

export type SoldierTypeFile = z.infer<typeof soldierTypeSchema>;

export const rosterSchema = z.strictObject({
  race: z.string().regex(/^[a-z][a-z0-9-]*$/, "a race key is a lower-case word, e.g. starmarines"),
  name: z.string().min(1),
  summary: z.string().optional(),
  types: z.record(
    z.string().regex(/^[a-z][a-z0-9-]*$/, "a type key is a lower-case word, e.g. marine"),
    soldierTypeSchema,
  ),
});

export type RosterFile = z.infer<typeof rosterSchema>;
