// A ship's map (src/ship/ship-map.ts) as a zod schema, field by field: the protocol's `map`, `ships show
// --json` and `maps show --json` give it; test/cli/schema-types.test.ts holds it to the TypeScript type.
import { z } from "zod";
import { CARGO, LEVELS, TERRAIN, type Cargo, type Terrain } from "../map/terrain.js";

const hex = z.string().describe('a hex as the map names it: "89:1006", "90:0305@floor"');
const hexes = z.array(hex);
const level = z.enum(LEVELS);

const cellSchema = z.strictObject({
  cell: z.number().int().min(0).describe("the cell's id, as the view names cells (inView, a marker's cell)"),
  hex,
  module: z.number().int().describe("the module it belongs to"),
  level,
  x: z.number().int().describe("its column in the ship's drawing (doubled coordinates: x + y is even)"),
  y: z.number().int().describe("its row in the ship's drawing"),
  terrain: z.enum(Object.keys(TERRAIN) as [Terrain, ...Terrain[]]).describe("docs/FORMATS.md, the legend"),
  next: hexes.describe("the hexes next to it on its level"),
  links: hexes.describe("the hexes on other levels a ladder or stairs joins it to"),
});

const lockSchema = z.strictObject({
  name: z.string(),
  kind: z.enum(["hull", "cargo"]),
  hexes: hexes.describe("the lock's own hexes"),
  exits: hexes.describe("where a soldier stands after leaving it"),
  capacity: z.number().int().describe("soldiers it holds"),
  leavePerTurn: z.number().int().describe("soldiers that may leave it in one turn"),
});

const devices = {
  captainChairs: "captain's chairs",
  bridgeChairs: "the other chairs of a module with a captain's chair",
  auxChairs: "chairs of the aux control area",
  consoleSpots: "hexes next to the central engine console",
  panelSpots: "hexes next to a control panel of the engine room",
  purifierSpots: "hexes next to an air purifier",
  gravitySpots: "hexes next to the gravity machinery",
  recPanels: "the rec deck's gravity panels",
  coolers: "generator coolers",
  booths: "transporter booths",
  pods: "escape pods",
  beds: "auto-doc beds",
  cryoCells: "cryo cells",
} as const;

export const mapSchema = z
  .strictObject({
    name: z.string().describe("the ship's name (a module's, for maps show)"),
    levels: z.array(level).describe("the levels the ship has"),
    cells: z.array(cellSchema).describe("every hex of every level, in cell-id order"),
    areas: z
      .array(z.strictObject({ name: z.string().describe('"MODULE:area", e.g. "91:rec-deck"'), hexes }))
      .describe("the named areas"),
    locks: z.array(lockSchema).describe("the air locks and the cargo lock"),
    devices: z
      .strictObject(
        Object.fromEntries(Object.entries(devices).map(([k, why]) => [k, hexes.describe(why)])) as Record<
          keyof typeof devices,
          typeof hexes
        >,
      )
      .describe("where the devices are, and where a soldier stands to work them"),
    cargo: z
      .array(
        z.strictObject({
          kind: z.enum(Object.keys(CARGO) as [Cargo, ...Cargo[]]),
          hex,
        }),
      )
      .describe("where the layout puts cargo before play (the view says where it is in a game)"),
  })
  .describe("map: the ship's layout, public to both sides (src/ship/ship-map.ts)");
