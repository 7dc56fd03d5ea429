// The facts of each event kind as zod schemas (src/engine/event-facts.ts, src/engine/facts/): the events
// in docs/schema (protocol-event, run-output, replay-output) are described kind by kind from these, and
// test/cli/schema-types holds each schema's type equal to the engine's facts. Never loaded by the game itself.
import { z } from "zod";
import type { TypedKind } from "../engine/event-facts.js";
import { hexSchema, markerRefSchema, sideSchema } from "./schema-parts.js";
import { SYSTEMS_FACTS_SCHEMAS } from "./systems-facts-schema.js";

const side = sideSchema;
const hex = hexSchema;
const lock = z.string().describe('an air lock, by name: "lock 1"');

export { markerRefSchema };
const marker = markerRefSchema;
const markers = z.array(markerRefSchema).readonly();

/** Where a marker was: a hex, an air lock, or outside one. */
const place = {
  hex: hex.optional(),
  lock: lock.optional(),
  outside: z.literal(true).optional().describe("waiting outside the air lock `lock`, not in it"),
};

const moveFacts = z.strictObject({
  marker,
  from: z.string().optional().describe("the hex it left, when the audience saw it there"),
  lock: lock.optional().describe("the air lock it stepped out of"),
  to: hex,
  mu: z.number().int().optional().describe("move units spent (its own side and the referee)"),
  left: z.number().int().optional().describe("move units left (its own side and the referee)"),
  carried: z.literal(true).optional().describe("carried by a friend (the referee's)"),
  leaving: markers.optional().describe("across an open table: its side's markers it leaves behind"),
  joining: markers.optional().describe("across an open table: its side's markers it joins"),
});

const seenFacts = z.strictObject({
  marker,
  ...place,
  attacking: z.literal(true).optional().describe("shown by the flash of its own attack"),
});

const bumpAttempt = z.discriminatedUnion("doing", [
  z.strictObject({ doing: z.literal("stepping"), hex }),
  z.strictObject({ doing: z.literal("boarding"), lock }),
  z.strictObject({ doing: z.literal("leaving"), lock, hex }),
  z.strictObject({ doing: z.literal("exiting"), lock }),
]);

const turnFacts = z.strictObject({ side, turn: z.number().int().min(1) });

const gameOverFacts = z.discriminatedUnion("result", [
  z.strictObject({ result: z.literal("win"), side, reason: z.string().describe("why, in words") }),
  z.strictObject({ result: z.literal("draw"), reason: z.string().describe("why, in words") }),
  z.strictObject({ result: z.literal("turn-limit"), turnLimit: z.number().int().min(1) }),
]);

const doorFacts = z
  .strictObject({
    hex,
    marker: marker.optional().describe("who worked it (its side and the referee)"),
    mu: z.number().int().optional(),
    left: z.number().int().optional(),
    fromBridge: z.literal(true).optional().describe("worked from the bridge (the referee's)"),
  })
  .describe("a door opened or closed");

const pushStep = z.strictObject({ marker, from: hex, to: hex });

const modifier = z
  .strictObject({ why: z.string().describe('its name: "dark", "light armour"'), value: z.number().int() })
  .describe("a modifier to a roll");

const attackFacts = z
  .strictObject({
    how: z.enum(["fire", "ambush", "melee"]).describe("a shot in one's turn, from ambush, or a blow in close combat"),
    marker: marker.describe("the attacker"),
    target: marker.describe("the target (the attacker's side knows a soldier's type by the dice)"),
    from: hex.optional().describe("where the attacker stood (the target's side)"),
    hex: hex.optional().describe("the target's hex"),
    weapon: z.string().optional().describe("a shot's weapon"),
    range: z.number().int().optional().describe("a shot's range, in hexes"),
    needed: z.number().int().optional().describe("what the hit roll needed, before modifiers"),
    modifiers: z.array(modifier).readonly().optional(),
    rolls: z.array(z.number().int()).readonly().optional().describe("the hit roll, then the effect's die"),
    hit: z.boolean().optional(),
    effect: z
      .strictObject({
        die: z.number().int(),
        modifiers: z.array(modifier).readonly(),
        total: z.number().int(),
        effect: z.enum(["none", "wounded", "killed"]),
      })
      .optional()
      .describe("the roll for a hit's effect"),
    result: z.string().describe('the outcome in a word: "dummy", "miss", "no effect", "wounded", "killed"'),
  })
  .describe("an attack");

const cause = z
  .discriminatedUnion("by", [
    z.strictObject({ by: z.enum(["fire", "melee", "air", "auto-doc"]) }),
    z.strictObject({ by: z.literal("medic"), medic: z.string().describe("the Medic's name") }),
  ])
  .describe("what hurt or healed him (his side's and the referee's)");

const soldierFacts = z.strictObject({
  marker,
  hex: hex.optional().describe("where (the enemy's; a death's for all)"),
  cause: cause.optional(),
});

const moraleFacts = z.strictObject({
  marker,
  check: z
    .strictObject({
      reason: z.discriminatedUnion("why", [
        z.strictObject({ why: z.literal("wounded") }),
        z.strictObject({ why: z.literal("saw-fall"), fallen: z.string().describe("the friend seen to fall") }),
      ]),
      die: z.number().int(),
      needed: z.number().int().describe("the most the die may show"),
      modifiers: z.array(modifier).readonly(),
    })
    .optional()
    .describe("the check (his side's and the referee's)"),
  from: hex.optional().describe("broken: the hex he will run from"),
  dropped: z.number().int().optional().describe("broken: the friend he drops, by number"),
  hex: hex.optional().describe("the enemy's: where he stands"),
});

const routFacts = z.strictObject({
  marker,
  hex: hex.optional().describe("where he stands (the enemy's; the dead end he stopped at, for all)"),
  from: hex.optional().describe("the enemy's hex he runs from or turned from (his side's and the referee's)"),
});

const rallyFacts = z.strictObject({
  marker,
  die: z.number().int().optional(),
  needed: z.number().int().optional().describe("the most the die may show"),
  modifiers: z.array(modifier).readonly().optional(),
  hex: hex.optional().describe("the enemy's: where he stands"),
});

const pairFacts = z.strictObject({ marker, friend: marker.optional() });

/** The schemas of the kinds told as facts, one per kind. */
export const TYPED_FACTS_SCHEMAS = {
  move: moveFacts.describe("a step: a move, out of an air lock, a carried friend's"),
  revealed: seenFacts.describe("a soldier shown to the enemy"),
  "dummy-removed": seenFacts.describe("a dummy seen by the enemy and taken off"),
  hidden: z
    .strictObject({
      marker,
      number: z.number().int().min(1).describe("the new marker number he hides under"),
      hex: hex.optional().describe("where the enemy watched him go under (an open table)"),
    })
    .describe("a shown soldier back under a question marker"),
  bump: z
    .strictObject({
      attempt: bumpAttempt,
      marker: marker.optional().describe("the marker that bumped (its side and the referee)"),
      side,
      markers: markers.optional().describe("the enemies it met (the referee's)"),
    })
    .describe("a marker that bumped into unseen enemies and stayed where it was"),
  "door-opened": doorFacts,
  "door-closed": doorFacts,
  board: z
    .strictObject({
      marker,
      lock,
      count: z.number().int().optional().describe("how many the lock holds now (its side's)"),
      capacity: z.number().int().optional().describe("how many it takes (its side's)"),
    })
    .describe("a marker gone into an air lock from outside"),
  exit: z
    .strictObject({ markers, lock, hex: hex.optional().describe("where the enemy watched them go from") })
    .describe("markers out of the ship through an air lock"),
  push: z
    .strictObject({
      device: z.string().describe('the container\'s kind: "cargo-pod"'),
      from: hex,
      to: hex,
      lock: lock.optional().describe("out through this air lock: it has left the ship"),
      marker: marker.optional().describe("who shoved it"),
      friend: marker.optional().describe("his helper"),
      left: z.number().int().optional(),
      steps: z.array(pushStep).readonly().optional().describe("across an open table: each marker's step"),
    })
    .describe("a container shoved one hex"),
  fire: attackFacts,
  melee: attackFacts,
  "shot-dummy": attackFacts,
  wounded: soldierFacts.describe("a soldier wounded"),
  killed: soldierFacts.describe("a soldier killed"),
  healed: soldierFacts.describe("a soldier healed"),
  tend: z
    .strictObject({
      marker: marker.describe("the Medic"),
      friend: marker.optional(),
      rolls: z.array(z.number().int()).readonly().optional(),
      needed: z.number().int().optional(),
      healed: z.boolean().optional(),
      hex: hex.optional().describe("the enemy's: where the Medic stands"),
      friendHex: hex.optional().describe("the enemy's: where his friend lies"),
    })
    .describe("a Medic tending a wounded friend"),
  "morale-held": moraleFacts,
  "morale-broken": moraleFacts,
  frozen: routFacts.describe("a broken soldier who cannot move"),
  running: routFacts.describe("a broken soldier runs"),
  stopped: routFacts.describe("a broken soldier at a dead end"),
  turns: routFacts.describe("a broken soldier meets an enemy and turns"),
  rallied: rallyFacts,
  "still-broken": rallyFacts,
  carry: pairFacts.describe("a soldier picks up a wounded friend"),
  drop: pairFacts.describe("a soldier puts down the friend he carried"),
  "ambush-set": pairFacts.describe("a soldier lies in ambush"),
  "turn-ended": turnFacts,
  "turn-started": turnFacts,
  "game-over": gameOverFacts,
  deployed: z.strictObject({ side }),
  "marker-deployed": z.strictObject({ marker, hex }),
  "dummy-placed": z.strictObject({
    marker,
    hex,
    on: markers.optional().describe("the enemy's: the markers of its side already on the hex"),
  }),
  "dummy-taken-off": z.strictObject({
    marker,
    ...place,
    beforePlay: z.literal(true).optional().describe("taken off in deployment"),
  }),
  ...SYSTEMS_FACTS_SCHEMAS,
} satisfies { readonly [K in TypedKind]: z.ZodType };

const TYPED = Object.keys(TYPED_FACTS_SCHEMAS) as TypedKind[];

const head = {
  turn: z.number().int().min(1),
  text: z.string().describe("the event in the audience's words"),
};

/** The schema of an event of kind K told as facts. */
const seenOf = <K extends TypedKind>(kind: K) =>
  z.strictObject({ ...head, kind: z.literal(kind), fields: TYPED_FACTS_SCHEMAS[kind] });
type SeenSchema = { [K in TypedKind]: ReturnType<typeof seenOf<K>> }[TypedKind];

/** An event as one audience witnessed it: its kind, turn, words and the facts of that kind. */
export const seenEventSchema = z
  .discriminatedUnion("kind", TYPED.map(seenOf) as [SeenSchema, ...SeenSchema[]])
  .describe("an event as one audience witnessed it: kind (src/engine/event-kinds.ts), turn, words and facts");
