// The shape of a force (scenarios/forces/*.yaml, or inline in a scenario's side): level-1
// formations of fire teams, and the specialists added to the level-2 formation.
import { z } from "zod";

const typeKey = z
  .string({ error: "expected a soldier type of the race's roster, e.g. marine" })
  .regex(/^[a-z][a-z0-9-]*$/, "expected a soldier type key, a lower-case word such as marine");
const soldierName = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9'-]*$/, "a soldier's name is one word (letters, digits, ' and -)");

/** A leader, Medic or Hero: `lieutenant`, or `{ type: lieutenant, name: Osaka }`. */
const memberSchema = z.union([typeKey, z.strictObject({ type: typeKey, name: soldierName.optional() })], {
  error: "expected a soldier type (lieutenant) or { type: lieutenant, name: Osaka }",
});

/** A fire team, four soldiers of one type: `marine`, or `{ type: marine, names: [Ito, Vance] }`. */
const teamSchema = z.union(
  [
    typeKey,
    z.strictObject({
      type: typeKey,
      names: z.array(soldierName).max(4, "a fire team has four soldiers: at most four names").optional(),
    }),
  ],
  {
    error: "expected a soldier type (marine) or { type: marine, names: [Ito, Vance, Koch, Ruiz] }",
  },
);

const formationSchema = z.strictObject({
  name: z.string().min(1).optional(),
  /** A low leader at the head of the formation. */
  leader: memberSchema.optional(),
  teams: z
    .array(teamSchema, { error: "expected teams: a list of fire teams, each a soldier type" })
    .min(1, "a level-1 formation needs at least one fire team"),
});

const forceBody = {
  name: z.string().min(1).optional(),
  summary: z.string().optional(),
  /** The points the force is built within (a scenario's side may allow fewer or more). */
  points: z.number({ error: "expected points, a whole number" }).int().min(1).max(999).optional(),
  formations: z
    .array(formationSchema, { error: "expected formations: a list of level-1 formations" })
    .min(1, "a force needs at least one level-1 formation"),
  /** Added to the level-2 formation: low leaders, one medium leader, one Medic, one Hero. */
  specialists: z.array(memberSchema).optional(),
};

/** A force file: its race, then formations and specialists. */
export const forceSchema = z.strictObject({
  race: z.string().min(1, "expected a race (a roster name such as starmarines) or a roster file"),
  ...forceBody,
});

/** A force written into a scenario's side, which gives the race. */
export const inlineForceSchema = z.strictObject(forceBody);

export type ForceFile = z.infer<typeof forceSchema>;
export type InlineForce = z.infer<typeof inlineForceSchema>;
