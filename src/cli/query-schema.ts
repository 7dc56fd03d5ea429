// The protocol's answers to `odds` and `devices` (src/play/attack-odds.ts, src/play/device-choices.ts) as
// zod schemas, field by field; test/cli/schema-types.test.ts holds them to the TypeScript types.
import { z } from "zod";
import { REFUSAL_CODES, type RefusalCode } from "../engine/refusal.js";

/** Every refusal code of the engine and the command language (docs/SCRIPTS.md, Refusals). */
export const refusalCodeSchema = z
  .enum(Object.keys(REFUSAL_CODES) as [RefusalCode, ...RefusalCode[]])
  .describe("why not, a stable code (docs/SCRIPTS.md, Refusals)");

const modifierSchema = z.strictObject({
  why: z.string().describe("what the modifier is for, in words"),
  value: z.number().int(),
});

export const oddsSchema = z
  .discriminatedUnion("ok", [
    z.strictObject({ ok: z.literal(false), code: refusalCodeSchema, reason: z.string() }),
    z.strictObject({
      ok: z.literal(true),
      attack: z.enum(["fire", "melee"]),
      weapon: z
        .string()
        .optional()
        .describe(
          "the weapon fired, by its id as the view names a soldier's weapon: gauss-rifle (the text says its name)",
        ),
      range: z.number().int().optional().describe("the range in hexes"),
      needed: z.number().int().describe("the number the die plus the modifiers must reach"),
      modifiers: z.array(modifierSchema).readonly().describe("the modifiers the side knows apply"),
      percent: z
        .number()
        .optional()
        .describe("the chance to hit; absent in close combat with a marker whose strength is not known"),
      otherwise: z
        .array(
          z.strictObject({
            if: z.string().describe("what the target may turn out to be"),
            modifiers: z.array(modifierSchema).readonly(),
            percent: z.number(),
          }),
        )
        .readonly()
        .describe("against a marker not yet revealed: what it may be that changes the chance"),
      text: z.string().describe("the odds in words"),
    }),
  ])
  .describe("odds fire|melee ...: the attack's odds, or why it cannot be made");

export const deviceMenuSchema = z
  .strictObject({
    title: z.string(),
    choices: z
      .array(
        z.strictObject({
          label: z.string(),
          about: z.string().describe("what it does, in a few words"),
          command: z
            .looseObject({ verb: z.string() })
            .optional()
            .describe('the command played when chosen, as data: { verb: "switch", ... }'),
          line: z.string().optional().describe("the same command as a line of the command language"),
          pick: z.literal("door").optional().describe("the player first picks a door on the map"),
          confirm: z.string().optional().describe("asked first (y/n), for what cannot be undone"),
        }),
      )
      .readonly(),
    notes: z.array(z.string()).readonly().describe("things of note where it stands that are not worked"),
  })
  .describe("devices [WHO]: the device menu (title, choices, notes)");
