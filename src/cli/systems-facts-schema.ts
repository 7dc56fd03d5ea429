// The facts of the ship's systems' event kinds as zod schemas (src/engine/facts/systems.ts and its group
// files), laid into the events' schemas by src/cli/facts-schema.ts. Never loaded by the game itself.
import { z } from "zod";
import type { SystemsFacts } from "../engine/facts/systems.js";
import { hexSchema, markerRefSchema, sideSchema } from "./schema-parts.js";

const side = sideSchema;
const hex = hexSchema;
const marker = markerRefSchema;
const markers = z.array(markerRefSchema).readonly();
const mu = z.number().int().optional().describe("move units spent (its own side and the referee)");
const left = z.number().int().optional().describe("move units left (its own side)");
const die = z.number().int().min(1).max(6);
const stationDevice = z.enum(["bridge", "aux", "engines", "purifiers", "gravity"]);
const none = z.strictObject({});

const auxRoll = z
  .strictObject({
    side: side.describe("the side whose auxiliary control room rolls"),
    markers: markers.optional().describe("its guards in their chairs (that side and the referee)"),
    rolls: z.tuple([die]).readonly(),
    needed: z.number().int().describe("the lowest roll that blocks"),
  })
  .describe("the enemy's auxiliary control room rolls against a bridge result");

export const SYSTEMS_FACTS_SCHEMAS = {
  "lights-on": none,
  "lights-off": none,
  "gravity-on": none,
  "gravity-off": none,
  "recDeckGravity-on": none,
  "recDeckGravity-off": none,
  "airPurification-on": none,
  "airPurification-off": none,
  "power-failed": z.strictObject({ air: z.number().int().describe("turns of breathable air left") }),
  "air-countdown": z.strictObject({ left: z.number().int().describe("turns of breathable air left") }),
  "air-gone": none,
  "overheat-roll": z.strictObject({
    rolls: z.tuple([die, die]).readonly(),
    hot: z.boolean().describe("2 or 12: they overheat"),
  }),
  "engines-off": z.strictObject({ stopped: z.boolean().describe("the ship was moving, and stops") }),
  "engines-on": none,
  "course-set": z.strictObject({ side: side.describe("whose course the ship follows") }),
  "ship-moving": none,
  station: z
    .strictObject({
      marker,
      hex,
      device: stationDevice,
      on: z.boolean().optional().describe("which way a switched device is to go (its side and the referee)"),
    })
    .describe("a marker settles at a device for the whole turn"),
  "station-lapsed": z.strictObject({ marker, device: stationDevice }),
  "engines-worked": z.strictObject({
    side,
    markers: markers.describe("the soldiers at the console and at a panel"),
    result: z.enum(["off", "on", "already-off", "already-on", "restarting"]),
    turns: z.number().int().optional().describe("a restart: turns done"),
    needed: z.number().int().optional().describe("a restart: turns it needs"),
  }),
  "life-support": z.strictObject({
    marker,
    device: z.enum(["purifiers", "gravity"]),
    on: z.boolean(),
    refused: z.enum(["already", "no-power"]).optional().describe("why nothing came of it"),
  }),
  "auto-doc": z.strictObject({
    marker,
    hex,
    rolls: z.tuple([die]).readonly(),
    needed: z.number().int().describe("the lowest roll that heals"),
    healed: z.boolean(),
  }),
  "bridge-roll": z.strictObject({
    side,
    markers: markers.describe("the captain's chair and another bridge chair"),
    rolls: z.tuple([die]).readonly().describe("the order the side may give this turn"),
  }),
  "bridge-blocked": auxRoll,
  "bridge-not-blocked": auxRoll,
  "bridge-order": z.strictObject({
    side,
    order: z.enum(["gravity", "lights", "course", "start", "door", "camera"]),
    on: z.boolean().optional().describe("gravity or lights: which way"),
    hex: hex.optional().describe("a door order: the door"),
    open: z.boolean().optional().describe("a door order: to open (or close) it"),
    refused: z.enum(["already", "blocked"]).optional().describe("a door out of sight that did nothing: why"),
  }),
  "door-jammed": z.strictObject({
    hex,
    markers: markers.optional().describe("who stands in the doorway (the referee's)"),
  }),
  "camera-on": z.strictObject({ side: side.describe("whose camera") }),
  "camera-shown": z.strictObject({ side: side.describe("whose camera"), marker }),
  camera: z.strictObject({
    side: side.describe("whose camera"),
    target: marker.describe("the marker shown, by number"),
    answer: z
      .string()
      .nullable()
      .optional()
      .describe("its soldier type, null for a dummy (the camera's side and the referee)"),
  }),
  "camera-lapsed": z.strictObject({ side: side.describe("whose camera") }),
  "sleeper-woken": z.strictObject({
    marker: marker.optional().describe("who woke him (not to an enemy out of sight)"),
    woken: marker.describe("the sleeper's new marker"),
    hex: hex.describe("the cryo cell"),
    to: hex.describe("where he steps out"),
    sleeper: z
      .strictObject({ name: z.string(), type: z.string() })
      .optional()
      .describe("who he is (his side and the referee)"),
  }),
  transported: z.strictObject({
    marker: marker.optional().describe("the marker sent, or who sent the container (not to the enemy then)"),
    cargo: z.string().optional().describe("the container sent, by kind"),
    from: hex.optional(),
    to: hex.optional(),
    mu,
    left,
  }),
  "transport-failed": z.strictObject({
    marker: marker.optional(),
    from: hex,
    to: hex,
    markers: markers.optional().describe("who holds the far booth (the referee's)"),
    container: z.boolean().optional().describe("a container holds the far booth (the referee's)"),
    mu,
    left,
  }),
  switch: z.strictObject({ marker, device: z.enum(["cooler", "rec-panel"]), hex, on: z.boolean(), mu, left }),
  "pod-launched": z.strictObject({ side, hex, markers }),
} satisfies { readonly [K in keyof SystemsFacts]: z.ZodType };
