// The facts of each event kind as zod schemas (src/engine/event-facts.ts, src/engine/facts/): the events
// in docs/schema (protocol-event, run-output, replay-output) are described kind by kind from these, and
// test/cli/schema-types holds each schema's type equal to the engine's facts. Never loaded by the game itself.
import { z } from "zod";
import { EVENT_KINDS, type EventKind } from "../engine/event-kinds.js";
import type { LegacyKind, TypedKind } from "../engine/event-facts.js";
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

/** A kind not yet told as facts: its loose fields, each only where the text says as much. */
export const eventFieldsSchema = z
  .strictObject({
    marker: marker.optional().describe("the marker the event is about (the one that acted)"),
    target: marker.optional().describe("the marker attacked, or bumped into"),
    friend: marker.optional().describe("a friend carried, tended or woken"),
    markers: markers.optional().describe("several markers (through a lock, in a pod, met at once)"),
    side: side.optional().describe("the side that acted, for what is told of a side rather than a marker"),
    from: hex.optional(),
    to: hex.optional(),
    hex: hex.optional().describe("where it happened"),
    lock: z.string().optional().describe("an air lock, by name"),
    device: z.string().optional().describe("a device: bridge, aux, engines, purifiers, gravity, a container's kind..."),
    order: z.string().optional().describe("the bridge order given: gravity, lights, course, start, door, camera"),
    mu: z.number().int().optional().describe("move units spent"),
    left: z.number().int().optional().describe("move units left"),
    rolls: z.array(z.number().int()).readonly().optional().describe("the dice rolled, in order"),
    needed: z.number().int().optional().describe("what a roll needed"),
    result: z.string().optional().describe('the outcome in a word or two: "hit", "miss", "wounded", "on", "win"...'),
    number: z.number().int().optional().describe("a marker number given: a soldier hidden again, a new dummy's"),
  })
  .describe("what the text says, as data: each field only where the audience's text says as much");

const TYPED = Object.keys(TYPED_FACTS_SCHEMAS) as TypedKind[];
const LEGACY = EVENT_KINDS.filter((k): k is LegacyKind => !(TYPED as readonly EventKind[]).includes(k));

const head = {
  turn: z.number().int().min(1),
  text: z.string().describe("the event in the audience's words"),
};

/** The schema of an event of kind K told as facts. */
const seenOf = <K extends TypedKind>(kind: K) =>
  z.strictObject({ ...head, kind: z.literal(kind), fields: TYPED_FACTS_SCHEMAS[kind] });
type SeenSchema = { [K in TypedKind]: ReturnType<typeof seenOf<K>> }[TypedKind];

const legacySeen = z.strictObject({
  ...head,
  kind: z.enum(LEGACY as [LegacyKind, ...LegacyKind[]]),
  fields: eventFieldsSchema,
});

/** An event as one audience witnessed it: its kind, turn, words and the facts of that kind. */
export const seenEventSchema = z
  .discriminatedUnion("kind", [legacySeen, ...(TYPED.map(seenOf) as SeenSchema[])])
  .describe("an event as one audience witnessed it: kind (src/engine/event-kinds.ts), turn, words and facts");
