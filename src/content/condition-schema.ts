// The shape of a scenario's `condition:` block: a derelict's state when the boarding begins
// (docs/FORMATS.md, "A wreck's condition"; the rules in docs/RULES.md, "Wrecks").
import { z } from "zod";

const hex = z
  .string()
  .regex(/^\d+:\d{4}(@[a-z]+)?$/, 'expected a hex such as "92:0305" (add @floor for another level)');
const hexes = z.array(hex, { error: 'expected a list of hexes: ["92:0305", "92:0406"]' });
const offOn = (what: string) => z.enum(["on", "off"], { error: `expected ${what}: on or off` });

export const conditionSchema = z.strictObject({
  /** off: the generators are dead, and the lights, the gravity and air purification with them. */
  power: offOn("power").optional(),
  lights: offOn("lights").optional(),
  gravity: offOn("gravity").optional(),
  /** Air purification has stopped: the turns of air left (1 to 20). */
  air: z
    .number({ error: "expected air: the turns of air left, a whole number" })
    .int("expected air: a whole number of turns")
    .min(1, "expected at least 1 turn of air")
    .max(20, "expected at most 20 turns of air (the rule book's air lasts 20)")
    .optional(),
  /** off: every cooler of the power generators is off, so they may overheat from the first turn. */
  coolers: offOn("coolers").optional(),
  "open-doors": hexes.optional(),
  /** Doors that will not move, open or closed as they stand. */
  "jammed-doors": hexes.optional(),
  /** Hexes heaped with debris: no one enters them; sight passes. */
  debris: hexes.optional(),
  /** Hexes open to vacuum: only armoured soldiers enter them. */
  breached: hexes.optional(),
});

export type ConditionFile = z.infer<typeof conditionSchema>;
