// A side's view (src/view/player-view.ts) as a zod schema, field by field: the protocol's `view`, the
// game logs' views and docs/schema/protocol-view.schema.json are made from it. The TypeScript types
// stay the source; test/cli/schema-types.test.ts fails to compile when the two differ in any field.
import { z } from "zod";
import { OBJECTIVE_KINDS, type ObjectiveKind } from "../engine/victory/objectives.js";
import { STATION_DEVICES } from "../ship/device-index.js";
import { sideSchema as side } from "./schema-parts.js";

const hex = z.string().describe('a hex as the map names it: "89:1006", "90:0305@floor"');
const cell = z.number().int().min(0).describe("a hex by the ship's cell id (the order of `ships show`)");
const number = z.number().int().min(1);

/** How a side knows an enemy marker: its number while a question marker, its type once revealed. */
const knownAs = {
  number: number.optional().describe("its marker number, while it is a question marker"),
  type: z.string().optional().describe("its soldier type, once revealed"),
  label: z.string().describe('the same for a reader: "?7", or the type\'s name'),
};

const soldierSchema = z.strictObject({
  name: z.string(),
  type: z.string(),
  armour: z.string(),
  move: z.number().int().describe("its move units a turn, as the ship's state leaves them"),
  aboard: z.array(z.string()).readonly().optional().describe("what the boarding rules changed in its type"),
  wounded: z.boolean(),
  morale: z.enum(["steady", "running", "stopped", "frozen"]),
  attacked: z.boolean(),
  ambush: z.boolean(),
  carrying: number.optional().describe("the marker number of the wounded friend it carries"),
  carried: z.boolean(),
  weapon: z.string().optional().describe("its ranged weapon; absent: it cannot fire"),
  closeCombat: z.number().int(),
  leader: z.string().optional(),
  hero: z.boolean().optional(),
});

const whereSchema = z
  .discriminatedUnion("at", [
    z.strictObject({ at: z.literal("cell"), cell, hex }),
    z.strictObject({ at: z.literal("outside"), lock: z.string() }),
    z.strictObject({
      at: z.literal("lock"),
      lock: z.string(),
      mayLeave: z.boolean().describe("whether it may leave now, as far as its side knows"),
    }),
    z.strictObject({
      at: z.literal("zone"),
      zone: z.string().describe("the deployment zone, as the scenario names it"),
    }),
  ])
  .describe("where an own marker is");

const ownMarkerSchema = z
  .strictObject({
    number,
    label: z.string().describe("its stable label: a soldier's name, a dummy's d1, d2..."),
    soldier: soldierSchema.optional().describe("absent for a dummy"),
    where: whereSchema,
    mu: z.number().int().describe("move units left this turn"),
    revealed: z.boolean(),
  })
  .describe("one of the side's own markers");

const enemyMarkerSchema = z
  .strictObject({
    ...knownAs,
    cell,
    hex,
    revealed: z.boolean(),
    wounded: z.boolean().describe("seen to be wounded: only ever true for a revealed soldier"),
    inSight: z.boolean().describe("one of the side's pieces has a clear line to it now"),
  })
  .describe("an enemy marker on the map the side knows of");

const enemyAtLockSchema = z
  .strictObject({ ...knownAs, at: z.enum(["lock", "outside"]), lock: z.string() })
  .describe("an enemy marker in an air lock or waiting outside one (open visibility)");

const turnAt = z.strictObject({ turn: z.number().int(), at: hex });

const trackSchema = z
  .strictObject({
    number,
    label: z.string().describe('"?7", for a reader'),
    came: z.enum(["start", "placed", "hid"]),
    turn: z.number().int(),
    at: hex,
    steps: z.number().int().min(0),
    split: turnAt.optional(),
    joined: turnAt.optional(),
  })
  .describe("what the side watched an enemy marker do (open visibility)");

const lastSeenSchema = z
  .strictObject({ ...knownAs, cell, hex, turn: z.number().int() })
  .describe("where an enemy marker was last seen (fog)");

export const systemsViewSchema = z
  .strictObject({
    power: z.boolean(),
    lights: z.boolean(),
    gravity: z.boolean(),
    recDeckGravity: z.boolean(),
    airPurification: z.boolean(),
    engines: z.boolean(),
    moving: z.boolean(),
    course: side.nullable().describe("the side whose course the ship follows, if one is set"),
    airTurnsLeft: z.number().int().nullable().describe("turns of breathable air left while purification is off"),
  })
  .describe("the ship's systems, known to both sides");

export const devicesViewSchema = z
  .strictObject({
    bridgeRoll: z
      .strictObject({ result: z.number().int(), does: z.string(), command: z.string(), used: z.boolean() })
      .nullable()
      .describe("the side's bridge roll for this turn, if it has one"),
    camera: z
      .array(
        z.strictObject({
          number,
          label: z.string().describe('"?7", for a reader'),
          type: z.string().nullable().describe("the soldier type it hides; null: a dummy"),
          answer: z.string().describe('the same in words: the type, or "a dummy"'),
          turn: z.number().int(),
        }),
      )
      .readonly()
      .describe("what the security camera showed this side"),
    cameraDue: z.boolean().describe("the enemy's camera waits for this side to show it one of its markers"),
    cameraWaiting: z.boolean().describe("this side's camera is on, its answer still to come"),
    stations: z
      .array(z.strictObject({ number, label: z.string(), device: z.enum(STATION_DEVICES), hex }))
      .readonly()
      .describe("the side's markers stationed at devices this turn"),
    escaped: z.array(z.string()).readonly().describe("the side's soldiers who left the ship in escape pods"),
    engineRestart: z
      .strictObject({ turns: z.number().int(), needed: z.number().int() })
      .nullable()
      .describe("turns the side's engine crew has worked toward restarting the engines"),
  })
  .describe("the side's own bridge roll, camera findings, stations, escapees and engine work");

const objectiveLineSchema = z.strictObject({
  kind: z.enum(OBJECTIVE_KINDS as readonly ObjectiveKind[] as [ObjectiveKind, ...ObjectiveKind[]]),
  text: z.string(),
  when: z.enum(["at once", "at the end"]),
  container: z.string().optional(),
  locks: z.array(z.string()).readonly().optional(),
  area: z.string().optional(),
  count: z.number().int().optional(),
  sleeper: z.string().optional(),
  at: hex.optional(),
});

const RESULT_CAUSES = ["objective", "both-objectives", "otherwise"] as const;

export const resultSchema = z
  .strictObject({
    winner: side.nullable().describe("null: a draw"),
    cause: z
      .enum(RESULT_CAUSES)
      .describe(
        "objective: the winner met one of its objectives; both-objectives: both sides did at once (a draw); otherwise: no side met one, the scenario's `otherwise` decides",
      ),
    objective: z
      .enum(OBJECTIVE_KINDS as readonly ObjectiveKind[] as [ObjectiveKind, ...ObjectiveKind[]])
      .optional()
      .describe("the objective met, with objective"),
    reason: z.string().describe("why, in words"),
  })
  .describe("who won and why");

export const viewSchema = z
  .strictObject({
    side,
    turn: z.number().int().min(1),
    toMove: side,
    phase: z.enum(["deploy", "play"]),
    deployment: z
      .strictObject({
        zones: z.array(z.strictObject({ name: z.string(), cells: z.array(cell).readonly() })).readonly(),
        dummiesLeft: z.number().int().min(0),
        done: z.boolean(),
      })
      .nullable()
      .describe("the side's own zones and extra dummies during the deploy phase; null in play"),
    over: z.boolean(),
    turnLimit: z.number().int(),
    visibility: z.enum(["open", "fog"]),
    markers: z.number().int().describe("marker numbers the side has"),
    freeNumbers: z.number().int().min(0).describe("numbers left for new dummies or soldiers hiding again"),
    own: z.array(ownMarkerSchema).readonly().describe("the side's markers, by number"),
    enemies: z.array(enemyMarkerSchema).readonly(),
    enemiesAtLocks: z.array(enemyAtLockSchema).readonly(),
    tracks: z.array(trackSchema).readonly(),
    lastSeen: z.array(lastSeenSchema).readonly(),
    openDoors: z.array(hex).readonly(),
    cargo: z
      .array(z.strictObject({ kind: z.string(), cell, hex, name: z.string().optional() }))
      .readonly()
      .describe("containers where last seen; name for those the side's objectives speak of"),
    systems: systemsViewSchema,
    wreck: z
      .strictObject({
        debris: z.array(z.string()).readonly().describe("hexes choked with debris: no one enters them"),
        breached: z.array(z.string()).readonly().describe("hexes open to vacuum: only armoured soldiers enter them"),
        jammed: z.array(z.string()).readonly().describe("doors jammed as they stand"),
      })
      .describe("a derelict's lasting damage by hex name, the same for both sides; empty lists on a sound ship"),
    devices: devicesViewSchema,
    inView: z.array(cell).readonly().describe("cells the side's pieces have a clear line to now"),
    objectives: z
      .strictObject({ mine: z.array(objectiveLineSchema).readonly(), otherwise: z.enum(["blue", "yellow", "draw"]) })
      .describe("the side's own objectives and who wins if no side meets one"),
    result: resultSchema.nullable().describe("who won and why, once the game is over; null until then"),
  })
  .describe("a side's view (src/view/player-view.ts): everything it may know, field by field");
