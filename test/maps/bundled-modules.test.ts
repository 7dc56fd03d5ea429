// The eleven bundled module sheets (maps/89-99): each loads cleanly, is a standard 28x12 sheet
// whose halls leave only at the standard ports, has a connected hall network, and holds every
// feature section II of the boarding rules gives it.
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { distance, hexName, neighbours, parseHexName, type Hex } from "../../src/hex/coords.js";
import { loadModuleFile, loadModuleText } from "../../src/content/module-load.js";
import { formatProblem } from "../../src/content/problem.js";
import type { ModuleMap } from "../../src/map/module.js";
import { CARGO, TERRAIN, type Cargo, type Level, type Terrain } from "../../src/map/terrain.js";
import {
  PORTS,
  adjacent,
  area,
  areaHexes,
  at,
  countAll,
  groups,
  hexesOf,
  key,
  level,
  names,
  openSidesAround,
  portSides,
  roomProblems,
  terrainAt,
  unreachable,
  type Side,
} from "./sheet-walk.js";

const MAPS = fileURLToPath(new URL("../../maps/", import.meta.url));

const FILES = {
  89: "89-bridge.yaml",
  90: "90-cargo-hold.yaml",
  91: "91-officers-quarters.yaml",
  92: "92-crew-quarters.yaml",
  93: "93-life-support.yaml",
  94: "94-escape-pods.yaml",
  95: "95-passenger-area.yaml",
  96: "96-power-generators.yaml",
  97: "97-ships-stores.yaml",
  98: "98-sickbay.yaml",
  99: "99-engine-room.yaml",
} as const;
type Id = keyof typeof FILES;
const IDS = Object.keys(FILES).map(Number) as Id[];

/** The sides each sheet opens on: pinned, so a redraw that loses a port is noticed. */
const SIDES_OF: Record<Id, Side[]> = {
  89: ["west", "east", "south"],
  90: ["west", "east", "north", "south"],
  91: ["west", "east", "south"],
  92: ["west", "east", "north", "south"],
  93: ["west", "east", "north", "south"],
  94: ["west", "east", "south"],
  95: ["west", "east", "north", "south"],
  96: ["west", "east", "north", "south"],
  97: ["west", "east", "north", "south"],
  98: ["west", "east", "north", "south"],
  99: ["west", "east", "north", "south"],
};

/** Named areas each sheet must have: the ones the rules and the brief refer to. */
const AREAS_OF: Record<Id, string[]> = {
  89: ["captain-chair", "bridge"],
  90: ["catwalk", "hold-floor", "cargo-lock"],
  91: [
    "captain-cabin",
    "first-officer-cabin",
    "rec-deck",
    "gravity-panel",
    "rest-room",
    "game-closet",
    "access-shaft",
    "access-passage",
  ],
  92: ["cabin-1", "cabin-2", "cabin-3", "cabin-4", "cabin-5", "bathroom", "lounge", "galley"],
  93: ["purifier-1", "purifier-2", "gravity-machinery", "cryo-1", "cryo-2", "aux-control", "cargo-bay", "booth"],
  94: ["booth", "escape-pods"],
  95: ["stateroom-1", "stateroom-2", "service-area", "kitchen", "laundry", "linen-closet"],
  96: ["generator-1", "generator-2", "passage-1", "passage-2", "cooler-1", "cooler-2"],
  97: ["darkened"],
  98: ["bed-1", "bed-2", "escape-pods"],
  99: ["central-console"],
};

/** Areas that are closed rooms: walls all round, entered by a door (or, upstairs, a ladder). */
const ROOMS_OF: Record<Id, string[]> = {
  89: ["bridge"],
  90: [],
  91: ["captain-cabin", "first-officer-cabin", "rec-deck", "rest-room", "game-closet"],
  92: ["cabin-1", "cabin-2", "cabin-3", "cabin-4", "cabin-5", "bathroom", "lounge"],
  93: ["purifier-room", "gravity-room", "cryo-room", "aux-control", "cargo-bay"],
  94: ["pod-bay", "transporter-room", "suit-lockers"],
  95: ["stateroom-1", "stateroom-2", "kitchen", "laundry", "linen-closet"],
  96: ["generator-room-1", "generator-room-2", "control-room", "spares"],
  97: ["compartment-1", "compartment-2", "compartment-3", "compartment-4"],
  98: ["ward", "north-pod-bay", "south-pod-bay", "dispensary"],
  99: ["engine-room"],
};

const cache = new Map<Id, ModuleMap>();
function load(id: Id): ModuleMap {
  const hit = cache.get(id);
  if (hit) return hit;
  const r = loadModuleFile(MAPS + FILES[id]);
  if (!r.ok) throw new Error(`maps/${FILES[id]} does not load:\n${r.problems.map(formatProblem).join("\n")}`);
  cache.set(id, r.value);
  return r.value;
}

const glyphCount = (m: ModuleMap, lvl: Level, t: Terrain) => hexesOf(level(m, lvl), t).length;
const cargoCount = (m: ModuleMap, kind: Cargo) => m.cargo.filter((c) => c.kind === kind).length;
const hex = (name: string): Hex => parseHexName(name)!;

describe("the bundled module files", () => {
  it("are exactly modules 89-99, one file each", () => {
    const files = readdirSync(MAPS)
      .filter((f) => /\.ya?ml$/.test(f))
      .sort();
    expect(files).toEqual(Object.values(FILES));
  });
});

describe.each(IDS)("module %i", (id) => {
  it("loads with no problems, its id and name and summary set", () => {
    const r = loadModuleFile(MAPS + FILES[id]);
    expect(r.ok ? [] : r.problems.map(formatProblem)).toEqual([]);
    const m = load(id);
    expect(m.id).toBe(id);
    expect(m.name.length).toBeGreaterThan(2);
    expect(m.summary.length).toBeGreaterThan(10);
  });

  it("is a standard 28x12 sheet: 14 hexes in every row, the main level's hull at both ends", () => {
    const m = load(id);
    expect([m.width, m.height]).toEqual([28, 12]);
    const main = level(m, "main");
    for (let y = 0; y < 12; y++) {
      const xs = new Set(m.levels.flatMap((l) => [...l.hexes.values()].filter((h) => h.y === y).map((h) => h.x)));
      expect(
        [...xs].sort((a, b) => a - b),
        `row ${y}`,
      ).toEqual(Array.from({ length: 14 }, (_, i) => 2 * i + (y % 2)));
      for (const x of [y % 2, 26 + (y % 2)]) expect(main.hexes.has(key({ x, y })), `main (${x},${y})`).toBe(true);
    }
    for (let x = 0; x < 28; x++)
      for (const y of [0, 11])
        if ((x + y) % 2 === 0) expect(main.hexes.has(key({ x, y })), `main (${x},${y})`).toBe(true);
    for (const l of m.levels)
      for (const h of l.hexes.values())
        expect(h.x >= 0 && h.x < 28 && h.y >= 0 && h.y < 12, `${l.name}:${hexName(h)}`).toBe(true);
  });

  it("has its hall ends only at the standard ports, on the sides pinned for it", () => {
    const m = load(id);
    const ends = m.levels.flatMap((l) => hexesOf(l, "hall-end").map((h) => `${l.name}:${hexName(h)}`));
    const sides = portSides(m);
    expect(ends.sort()).toEqual(sides.map((s) => `main:${PORTS[s]}`).sort());
    expect(sides).toEqual(SIDES_OF[id]);
    expect(sides.length).toBeGreaterThanOrEqual(2);
  });

  it("has a closed hull: every edge hex of the main level is a wall, a hall end or a fixture", () => {
    const main = level(load(id), "main");
    for (const h of main.hexes.values()) {
      const onEdge = h.y === 0 || h.y === 11 || h.x <= 1 || h.x >= 26;
      if (!onEdge) continue;
      if (h.terrain === "hall-end") continue;
      expect(TERRAIN[h.terrain].passable, `${hexName(h)} is ${h.terrain}`).toBe(false);
    }
  });

  it("connects every passable hex of the main level to a port (doors counted as open)", () => {
    expect(unreachable(load(id), "main")).toEqual([]);
  });

  it("connects every passable hex of every level to a port through ladders and stairs", () => {
    expect(unreachable(load(id), "all")).toEqual([]);
  });

  it("sets every door in a wall line between two open spaces", () => {
    const m = load(id);
    for (const l of m.levels)
      for (const d of hexesOf(l, "door")) expect(openSidesAround(l, d), `${l.name}:${hexName(d)}`).toBe(2);
  });

  it("puts every blue chair beside a console", () => {
    const m = load(id);
    for (const l of m.levels) {
      for (const h of hexesOf(l, "chair")) {
        const byConsole = neighbours(h).some((n) =>
          ["console", "central-console", "panel"].includes(terrainAt(l, n) ?? ""),
        );
        expect(byConsole, `${l.name}:${hexName(h)}`).toBe(true);
      }
    }
  });

  it("names its areas, none of them holding a wall", () => {
    const m = load(id);
    for (const name of AREAS_OF[id]) expect([...m.areas.keys()]).toContain(name);
    for (const [name, a] of m.areas) {
      expect(a.hexes.length, name).toBeGreaterThan(0);
      for (const h of areaHexes(m, name)) expect(h.terrain, `${name} ${hexName(h)}`).not.toBe("wall");
    }
  });

  it("draws its rooms closed, with a way in", () => {
    const m = load(id);
    for (const name of ROOMS_OF[id]) expect(roomProblems(m, name)).toEqual([]);
  });
});

describe("89 Bridge", () => {
  const m = () => load(89);

  it("has one captain's chair, at 0605 in the centre of the sheet", () => {
    const chairs = hexesOf(level(m(), "main"), "captain-chair");
    expect(names(chairs)).toEqual(["0605"]);
    expect(names(area(m(), "captain-chair").hexes)).toEqual(["0605"]);
    const c = chairs[0]!;
    expect(Math.abs(c.x - 13.5)).toBeLessThanOrEqual(1);
    expect(Math.abs(c.y - 5.5)).toBeLessThanOrEqual(1);
  });

  it("has other blue chairs at consoles, all in the bridge room with the captain's chair", () => {
    const main = level(m(), "main");
    const chairs = hexesOf(main, "chair");
    expect(chairs.length).toBeGreaterThanOrEqual(4);
    expect(glyphCount(m(), "main", "console")).toBeGreaterThanOrEqual(8);
    const bridge = new Set(area(m(), "bridge").hexes.map(key));
    for (const h of [...chairs, ...hexesOf(main, "captain-chair")]) expect(bridge.has(key(h)), hexName(h)).toBe(true);
  });
});

describe("90 Cargo Hold", () => {
  const m = () => load(90);

  it("has a main level (catwalk and deck) and a floor level below", () => {
    expect(
      m()
        .levels.map((l) => l.name)
        .sort(),
    ).toEqual(["floor", "main"]);
    expect(area(m(), "catwalk").level).toBe("main");
    expect(area(m(), "hold-floor").level).toBe("floor");
  });

  it("joins the levels with two staircases drawn at the same hexes", () => {
    const onMain = names(hexesOf(level(m(), "main"), "stairs"));
    const onFloor = names(hexesOf(level(m(), "floor"), "stairs"));
    expect(onMain).toHaveLength(2);
    expect(onFloor).toEqual(onMain);
  });

  it("hangs the catwalk over open floor that soldiers can walk under", () => {
    const floor = level(m(), "floor");
    const catwalk = areaHexes(m(), "catwalk");
    expect(catwalk.length).toBeGreaterThanOrEqual(10);
    for (const h of catwalk) {
      expect(TERRAIN[h.terrain].passable, `catwalk ${hexName(h)}`).toBe(true);
      const below = at(floor, h);
      expect(below && TERRAIN[below.terrain].passable, `floor under ${hexName(h)}`).toBe(true);
    }
    expect(groups(catwalk)).toHaveLength(1);
    // The floor is sunken: much of it has no main-level hex above it at all.
    const main = level(m(), "main");
    const open = areaHexes(m(), "hold-floor").filter((h) => !at(main, h));
    expect(open.length).toBeGreaterThanOrEqual(40);
  });

  it("runs the catwalk between ports, over the hold", () => {
    const catwalk = area(m(), "catwalk").hexes;
    for (const side of ["west", "east"] as const)
      expect(
        catwalk.some((h) => adjacent(h, hex(PORTS[side]))),
        side,
      ).toBe(true);
  });

  it("sets the large cargo lock, exactly 3 hexes, into the floor", () => {
    const locks = hexesOf(level(m(), "floor"), "cargo-lock");
    expect(locks).toHaveLength(3);
    expect(countAll(m(), "cargo-lock")).toBe(3);
    expect(groups(locks)).toHaveLength(1);
    expect(area(m(), "cargo-lock").level).toBe("floor");
    expect(names(area(m(), "cargo-lock").hexes)).toEqual(names(locks));
    const floor = new Set(area(m(), "hold-floor").hexes.map(key));
    for (const h of locks) expect(floor.has(key(h))).toBe(true);
  });

  it("holds several containers of every cargo kind", () => {
    for (const kind of Object.keys(CARGO) as Cargo[]) expect(cargoCount(m(), kind), kind).toBeGreaterThanOrEqual(3);
    expect(m().cargo.filter((c) => c.level === "floor").length).toBeGreaterThan(m().cargo.length / 2);
  });
});

describe("91 Officers' Quarters", () => {
  const m = () => load(91);

  it("has the rec deck's gravity panel at hex 0600, in the hull", () => {
    const main = level(m(), "main");
    expect(terrainAt(main, "0600")).toBe("panel");
    expect(at(main, "0600")).toMatchObject({ x: 12, y: 0 });
    expect(names(area(m(), "gravity-panel").hexes)).toEqual(["0600"]);
  });

  it("encloses the rec deck as a rectangle of open floor, worked from next to the panel", () => {
    const main = level(m(), "main");
    const deck = areaHexes(m(), "rec-deck");
    expect(area(m(), "rec-deck").level).toBe("main");
    expect(deck.length).toBeGreaterThanOrEqual(12);
    for (const h of deck) expect(h.terrain, hexName(h)).toBe("floor");
    const cols = deck.map((h) => Math.floor(h.x / 2));
    const rows = deck.map((h) => h.y);
    const [c0, c1, r0, r1] = [Math.min(...cols), Math.max(...cols), Math.min(...rows), Math.max(...rows)];
    expect(deck.length).toBe((c1 - c0 + 1) * (r1 - r0 + 1));
    expect(r0).toBe(1);
    const inside = new Set(deck.map(key));
    let doors = 0;
    for (const h of deck) {
      for (const n of neighbours(h)) {
        if (inside.has(key(n))) continue;
        const t = terrainAt(main, n);
        expect(["wall", "door", "panel"], `${hexName(h)} -> ${hexName(n)}`).toContain(t);
        if (t === "door") doors++;
      }
    }
    expect(doors).toBeGreaterThanOrEqual(1);
    expect(deck.some((h) => adjacent(h, hex("0600")))).toBe(true);
  });

  it("has the rest room and the game closet next to the rec deck", () => {
    const deck = area(m(), "rec-deck").hexes;
    for (const name of ["rest-room", "game-closet"]) {
      const near = area(m(), name).hexes.some((h) => deck.some((d) => distance(h, d) <= 2));
      expect(near, name).toBe(true);
    }
  });

  it("has separate cabins for the captain and the first officer", () => {
    const a = new Set(area(m(), "captain-cabin").hexes.map(key));
    expect(area(m(), "first-officer-cabin").hexes.some((h) => a.has(key(h)))).toBe(false);
  });

  it("has an access shaft: a ladder down to a short belowdecks passage of tread", () => {
    const [shaft] = area(m(), "access-shaft").hexes;
    expect(terrainAt(level(m(), "main"), shaft!)).toBe("ladder");
    const below = level(m(), "belowdecks");
    expect(terrainAt(below, shaft!)).toBe("ladder");
    const passage = areaHexes(m(), "access-passage");
    expect(passage.length).toBeGreaterThanOrEqual(2);
    for (const h of passage) expect(h.terrain).toBe("tread");
    expect(groups(passage)).toHaveLength(1);
    expect(passage.some((h) => adjacent(h, shaft!))).toBe(true);
  });
});

describe("92 Crew Quarters", () => {
  const m = () => load(92);

  it("has five cabins, a bathroom and a lounge, none overlapping", () => {
    const rooms = ["cabin-1", "cabin-2", "cabin-3", "cabin-4", "cabin-5", "bathroom", "lounge"];
    const seen = new Set<number>();
    for (const r of rooms) {
      for (const h of area(m(), r).hexes) {
        expect(seen.has(key(h)), `${r} ${hexName(h)}`).toBe(false);
        seen.add(key(h));
      }
      expect(
        areaHexes(m(), r).some((h) => h.terrain === "floor"),
        r,
      ).toBe(true);
    }
  });

  it("has its simple galley inside the lounge", () => {
    const lounge = new Set(area(m(), "lounge").hexes.map(key));
    const galley = area(m(), "galley").hexes;
    expect(galley.length).toBeGreaterThanOrEqual(1);
    for (const h of galley) expect(lounge.has(key(h)), hexName(h)).toBe(true);
  });
});

describe("93 Life-Support Area", () => {
  const m = () => load(93);

  it("has two air purifiers, each one solid device a soldier can reach", () => {
    const main = level(m(), "main");
    const all = hexesOf(main, "purifier");
    expect(groups(all)).toHaveLength(2);
    const p1 = areaHexes(m(), "purifier-1");
    const p2 = areaHexes(m(), "purifier-2");
    for (const p of [p1, p2]) {
      expect(p.every((h) => h.terrain === "purifier")).toBe(true);
      expect(groups(p)).toHaveLength(1);
      expect(p.some((h) => neighbours(h).some((n) => terrainAt(main, n) === "floor"))).toBe(true);
    }
    expect(names([...p1, ...p2])).toEqual(names(all));
  });

  it("has the artificial-gravity machinery", () => {
    const v = areaHexes(m(), "gravity-machinery");
    expect(v.length).toBeGreaterThanOrEqual(3);
    expect(v.every((h) => h.terrain === "gravity-machinery")).toBe(true);
    expect(names(v)).toEqual(names(hexesOf(level(m(), "main"), "gravity-machinery")));
  });

  it("has two cryo sleep cells", () => {
    expect(glyphCount(m(), "main", "cryo-cell")).toBe(2);
    for (const name of ["cryo-1", "cryo-2"]) expect(areaHexes(m(), name).map((h) => h.terrain)).toEqual(["cryo-cell"]);
  });

  it("has a ladder up to the auxiliary control room, with consoles and blue chairs", () => {
    const upper = level(m(), "upper");
    const aux = areaHexes(m(), "aux-control");
    expect(area(m(), "aux-control").level).toBe("upper");
    expect(aux.filter((h) => h.terrain === "console").length).toBeGreaterThanOrEqual(2);
    expect(aux.filter((h) => h.terrain === "chair").length).toBeGreaterThanOrEqual(2);
    const ladders = aux.filter((h) => h.terrain === "ladder");
    expect(ladders).toHaveLength(1);
    expect(terrainAt(level(m(), "main"), ladders[0]!)).toBe("ladder");
    expect(hexesOf(upper, "ladder")).toHaveLength(1);
  });

  it("has a small cargo bay with a few containers, and one transporter booth", () => {
    const bay = new Set(area(m(), "cargo-bay").hexes.map(key));
    expect(m().cargo.filter((c) => c.level === "main" && bay.has(key(c))).length).toBeGreaterThanOrEqual(3);
    expect(countAll(m(), "booth")).toBe(1);
    expect(areaHexes(m(), "booth").map((h) => h.terrain)).toEqual(["booth"]);
  });
});

describe("94 Escape-Pod Area", () => {
  const m = () => load(94);

  it("has the other transporter booth", () => {
    expect(countAll(m(), "booth")).toBe(1);
    expect(areaHexes(m(), "booth").map((h) => h.terrain)).toEqual(["booth"]);
  });

  it("has six escape pods", () => {
    expect(countAll(m(), "escape-pod")).toBe(6);
    const pods = areaHexes(m(), "escape-pods");
    expect(pods).toHaveLength(6);
    expect(pods.every((h) => h.terrain === "escape-pod")).toBe(true);
  });
});

describe("95 Passenger Area", () => {
  const m = () => load(95);

  it("has two luxury staterooms, each bigger than a crew cabin", () => {
    const cabin = area(load(92), "cabin-1").hexes.length;
    for (const s of ["stateroom-1", "stateroom-2"]) expect(area(m(), s).hexes.length, s).toBeGreaterThan(cabin);
  });

  it("has a service area holding the kitchen and the laundry, and a linen closet", () => {
    const service = new Set(area(m(), "service-area").hexes.map(key));
    for (const part of ["kitchen", "laundry"])
      for (const h of area(m(), part).hexes) expect(service.has(key(h)), `${part} ${hexName(h)}`).toBe(true);
    expect(area(m(), "linen-closet").hexes.length).toBeGreaterThanOrEqual(1);
    const kitchen = new Set(area(m(), "kitchen").hexes.map(key));
    expect(area(m(), "laundry").hexes.some((h) => kitchen.has(key(h)))).toBe(false);
  });
});

describe("96 Power Generators", () => {
  const m = () => load(96);

  it("has two generators, each one solid block", () => {
    const all = hexesOf(level(m(), "main"), "generator");
    expect(groups(all)).toHaveLength(2);
    const g1 = areaHexes(m(), "generator-1");
    const g2 = areaHexes(m(), "generator-2");
    for (const g of [g1, g2]) {
      expect(g.every((h) => h.terrain === "generator")).toBe(true);
      expect(groups(g)).toHaveLength(1);
    }
    expect(names([...g1, ...g2])).toEqual(names(all));
  });

  it.each([1, 2])("has belowdecks passage %i of tread, reached by a ladder, with a cooler at its far end", (n) => {
    const below = level(m(), "belowdecks");
    const main = level(m(), "main");
    expect(area(m(), `passage-${n}`).level).toBe("belowdecks");
    const passage = areaHexes(m(), `passage-${n}`);
    expect(passage.length).toBeGreaterThanOrEqual(3);
    expect(passage.every((h) => h.terrain === "tread")).toBe(true);
    expect(groups(passage)).toHaveLength(1);

    const ladders = hexesOf(below, "ladder").filter((l) => passage.some((h) => adjacent(h, l)));
    expect(ladders).toHaveLength(1);
    const ladder = ladders[0]!;
    expect(terrainAt(main, ladder)).toBe("ladder");

    const cooler = areaHexes(m(), `cooler-${n}`);
    expect(area(m(), `cooler-${n}`).level).toBe("belowdecks");
    expect(cooler.map((h) => h.terrain)).toEqual(["cooler"]);
    // The far end: the passage hex farthest (in steps along the passage) from the ladder.
    const steps = new Map<number, number>([[key(ladder), 0]]);
    const queue: Hex[] = [ladder];
    const inPassage = new Set(passage.map(key));
    for (let i = 0; i < queue.length; i++) {
      for (const nb of neighbours(queue[i]!)) {
        if (inPassage.has(key(nb)) && !steps.has(key(nb))) {
          steps.set(key(nb), steps.get(key(queue[i]!))! + 1);
          queue.push(nb);
        }
      }
    }
    const far = Math.max(...steps.values());
    const farEnd = passage.filter((h) => steps.get(key(h)) === far);
    expect(farEnd.some((h) => adjacent(h, cooler[0]!))).toBe(true);
    expect(adjacent(ladder, cooler[0]!)).toBe(false);
  });

  it("keeps the two passages apart: one ladder and one cooler each", () => {
    const p1 = new Set(area(m(), "passage-1").hexes.map(key));
    expect(area(m(), "passage-2").hexes.some((h) => p1.has(key(h)))).toBe(false);
    expect(countAll(m(), "cooler")).toBe(2);
    expect(hexesOf(level(m(), "belowdecks"), "ladder")).toHaveLength(2);
  });
});

describe("97 Ship's Stores", () => {
  const m = () => load(97);

  it("has rows of cabinets with aisles between them", () => {
    const main = level(m(), "main");
    const cabinets = hexesOf(main, "cabinet");
    const byRow = new Map<number, number>();
    for (const c of cabinets) byRow.set(c.y, (byRow.get(c.y) ?? 0) + 1);
    const rows = [...byRow].filter(([, n]) => n >= 4).map(([y]) => y);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const y of rows) {
      for (const aisle of [y - 1, y + 1]) {
        const open = [...main.hexes.values()].filter((h) => h.y === aisle && h.terrain === "floor");
        expect(open.length, `aisle row ${aisle}`).toBeGreaterThanOrEqual(8);
      }
    }
  });

  it("has compartments behind doors, each holding supplies", () => {
    const compartments = [...m().areas.keys()].filter((k) => k.startsWith("compartment-"));
    expect(compartments.length).toBeGreaterThanOrEqual(2);
    for (const name of compartments) {
      expect(roomProblems(m(), name)).toEqual([]);
      const inside = new Set(area(m(), name).hexes.map(key));
      expect(
        m().cargo.some((c) => c.level === "main" && inside.has(key(c))),
        name,
      ).toBe(true);
    }
  });

  it("is darkened throughout: the darkened area covers every hex a soldier can stand in", () => {
    const dark = new Set(area(m(), "darkened").hexes.map(key));
    const main = level(m(), "main");
    const open = [...main.hexes.values()].filter((h) => TERRAIN[h.terrain].passable && h.terrain !== "hall-end");
    expect(open.filter((h) => !dark.has(key(h))).map(hexName)).toEqual([]);
  });
});

describe("98 Sickbay", () => {
  const m = () => load(98);

  it("has two auto-doc beds", () => {
    expect(countAll(m(), "bed")).toBe(2);
    for (const name of ["bed-1", "bed-2"]) expect(areaHexes(m(), name).map((h) => h.terrain)).toEqual(["bed"]);
  });

  it("has six escape pods", () => {
    expect(countAll(m(), "escape-pod")).toBe(6);
    const pods = areaHexes(m(), "escape-pods");
    expect(pods).toHaveLength(6);
    expect(pods.every((h) => h.terrain === "escape-pod")).toBe(true);
  });
});

describe("99 Engine Room", () => {
  const m = () => load(99);

  it("has the central console in the middle of the engine room", () => {
    const consoles = areaHexes(m(), "central-console");
    expect(consoles.length).toBeGreaterThanOrEqual(1);
    expect(consoles.every((h) => h.terrain === "central-console")).toBe(true);
    expect(names(consoles)).toEqual(names(hexesOf(level(m(), "main"), "central-console")));
    const room = area(m(), "engine-room").hexes;
    const inRoom = new Set(room.map(key));
    for (const h of consoles) expect(inRoom.has(key(h))).toBe(true);
    const cx = room.reduce((s, h) => s + h.x, 0) / room.length;
    const cy = room.reduce((s, h) => s + h.y, 0) / room.length;
    expect(consoles.some((h) => Math.abs(h.x - cx) <= 2 && Math.abs(h.y - cy) <= 1.5)).toBe(true);
  });

  it("has several other control panels, each reachable from open floor", () => {
    const main = level(m(), "main");
    const panels = hexesOf(main, "panel");
    expect(panels.length).toBeGreaterThanOrEqual(3);
    for (const p of panels)
      expect(
        neighbours(p).some((n) => terrainAt(main, n) === "floor"),
        hexName(p),
      ).toBe(true);
  });

  it("carries the spare air-lock piece", () => {
    expect(m().pieces.get("airlock")).toBe("A");
  });
});

describe("the sheet checks themselves", () => {
  // A small sheet with a room no door leads into and hall ends away from the standard ports:
  // the same helpers the tests above use must notice both.
  const text = `id: 500
name: Broken
levels:
  main: |
    # # # # # # # = # # # # # #
     # . . # . . # . # . . . . #
    = . . # . . # . + . . . . =
     # # # # # # # # # # # # # #
`;
  const r = loadModuleText("broken.yaml", text);
  if (!r.ok) throw new Error(r.problems.map(formatProblem).join("\n"));
  const broken = r.value;

  it("find the passable hexes no port reaches", () => {
    expect(unreachable(broken, "main").sort()).toEqual(["main:0401", "main:0402", "main:0501", "main:0502"]);
  });

  it("tell a standard port from another hall end", () => {
    expect(portSides(broken)).toEqual(["north"]);
    const ends = names(hexesOf(level(broken, "main"), "hall-end"));
    expect(ends).toEqual(["0002", "0700", "1302"]);
    expect(ends).not.toEqual(portSides(broken).map((s) => PORTS[s]));
  });

  it("count the open stretches around a door and a floor hex", () => {
    const main = level(broken, "main");
    const [door] = hexesOf(main, "door");
    expect(hexName(door!)).toBe("0802");
    expect(openSidesAround(main, door!)).toBe(2);
    expect(openSidesAround(main, hex("0101"))).toBe(1);
  });

  it("find a room's open side", () => {
    const withRoom: ModuleMap = {
      ...broken,
      areas: new Map([["west", { level: "main", hexes: [hex("0101"), hex("0202")] }]]),
    };
    expect(roomProblems(withRoom, "west").length).toBeGreaterThan(0);
  });
});
