// Ship assembly on small drawn sheets: joins, air locks, cells, links, and the layout errors.
import { describe, expect, it } from "vitest";
import { parseHexName } from "../../src/hex/coords.js";
import { assembleShip, type Assembly, type Placement } from "../../src/ship/assemble.js";
import { drawShip } from "../../src/ship/draw.js";
import type { Ship } from "../../src/ship/ship.js";
import { bridge, engine, hold, plain, sheet } from "./fixture-modules.js";

const place = (module: Placement["module"], at: string): Placement => ({ module, at: parseHexName(at)! });
const ok = (a: Assembly): Ship => {
  if (!a.ok) throw new Error(a.problems.map((p) => `${p.entry ?? "-"}: ${p.message}`).join("\n"));
  return a.ship;
};
const cell = (ship: Ship, name: string) => {
  const found = ship.cells.filter((c) => c.name === name);
  expect(found, name).toHaveLength(1);
  return found[0]!;
};
const names = (ship: Ship, ids: readonly number[]): string[] => ids.map((i) => ship.cells[i]!.name);

describe("two sheets side by side", () => {
  const ship = ok(assembleShip("pair", "pair.yaml", [place(bridge(), "0000"), place(engine(), "0400")]));

  it("joins the halls that meet and makes air locks of the two at the ship's edge", () => {
    expect(drawShip(ship).lines).toEqual([
      "  # # # # # # # #",
      "   # C . # # M P #",
      "A = . . . . . . = A",
      "   # . h # # . . #",
      "  # # # # # # # #",
    ]);
    expect(cell(ship, "1:0302").terrain).toBe("floor");
    expect(cell(ship, "2:0002").terrain).toBe("floor");
    expect(cell(ship, "1:0002").terrain).toBe("hall-end");
    expect(names(ship, ship.neighbours[cell(ship, "1:0302").id]!)).toContain("2:0002");
  });

  it("numbers one cell per hex, air locks last, named after their hall", () => {
    expect(ship.cells).toHaveLength(42);
    expect(ship.cells.map((c) => c.id)).toEqual([...ship.cells.keys()]);
    expect(ship.cells.slice(-2).map((c) => [c.name, c.terrain, c.module])).toEqual([
      ["1:0002>", "airlock", 1],
      ["2:0302>", "airlock", 2],
    ]);
    expect(ship.origin).toEqual({ x: 2, y: 0 });
    expect(ship.modules.map((m) => m.at)).toEqual([
      { x: 2, y: 0 },
      { x: 10, y: 0 },
    ]);
    expect([ship.width, ship.height]).toEqual([19, 5]);
  });

  it("gives each hull lock one hex, its hall end as exit, room for two and one out a turn", () => {
    expect(ship.airlocks.map((a) => ({ ...a, cells: names(ship, a.cells), exits: names(ship, a.exits) }))).toEqual([
      { id: 0, name: "lock 1", kind: "hull", cells: ["1:0002>"], exits: ["1:0002"], capacity: 2, leavePerTurn: 1 },
      { id: 1, name: "lock 2", kind: "hull", cells: ["2:0302>"], exits: ["2:0302"], capacity: 2, leavePerTurn: 1 },
    ]);
    const lock = cell(ship, "1:0002>");
    expect(names(ship, ship.neighbours[lock.id]!)).toEqual(["1:0002"]);
  });
});

describe("air-lock placement", () => {
  it("puts a top hall's lock north-west and a bottom hall's lock south-west, keeping hex parity", () => {
    const ship = ok(
      assembleShip("t", "t.yaml", [place(bridge(1, "ns"), "0000"), place(engine(2, ""), "0400")], { rules: false }),
    );
    const top = cell(ship, "1:0100>");
    const hall = cell(ship, "1:0100");
    expect([top.x - hall.x, top.y - hall.y]).toEqual([-1, -1]);
    const bottom = cell(ship, "1:0204>");
    const south = cell(ship, "1:0204");
    expect([bottom.x - south.x, bottom.y - south.y]).toEqual([-1, 1]);
    for (const c of ship.cells) expect((c.x + c.y) % 2, c.name).toBe(0);
    expect(Math.min(...ship.cells.map((c) => c.y))).toBe(0);
  });

  it("puts an east hall's lock straight east", () => {
    const ship = ok(assembleShip("e", "e.yaml", [place(bridge(1, "e"), "0000")], { rules: false }));
    const lock = cell(ship, "1:0302>");
    const hall = cell(ship, "1:0302");
    expect([lock.x - hall.x, lock.y - hall.y]).toEqual([2, 0]);
    expect(ship.origin).toEqual({ x: 0, y: 0 });
  });
});

describe("joins across rows", () => {
  it("joins a south hall to the north hall of a sheet placed below on an odd row", () => {
    const ship = ok(
      assembleShip("v", "v.yaml", [place(bridge(1, "s"), "0000"), place(engine(2, "n"), "0005")], { rules: false }),
    );
    expect(cell(ship, "1:0204").terrain).toBe("floor");
    expect(cell(ship, "2:0100").terrain).toBe("floor");
    expect(ship.airlocks).toHaveLength(0);
    expect(names(ship, ship.neighbours[cell(ship, "1:0204").id]!)).toContain("2:0100");
  });
});

describe("layout errors", () => {
  it("names a hall that runs into another module's wall", () => {
    const a = assembleShip("w", "w.yaml", [place(bridge(1, "e"), "0000"), place(plain(5, ""), "0400")]);
    expect(a).toEqual({
      ok: false,
      problems: [{ entry: 0, message: "hall at 1:0302 runs into a wall of module 5 at 5:0002" }],
    });
  });

  it("names both modules when two draw the same hex", () => {
    const a = assembleShip("o", "o.yaml", [place(bridge(), "0000"), place(engine(), "0200")]);
    expect(a.ok).toBe(false);
    if (a.ok) return;
    expect(a.problems).toHaveLength(1);
    expect(a.problems[0]!.entry).toBe(1);
    expect(a.problems[0]!.message).toMatch(/^module 2 overlaps module 1 on 10 hexes \(2:0000 is 1:0200\)$/);
  });

  it("does not call sheets on different levels at one place an overlap", () => {
    const upper = sheet(7, { halls: "", levels: { upper: ["", "", "", "", "", " # # # #", "# # # #"] } });
    const a = assembleShip("l", "l.yaml", [
      place(upper, "0000"),
      place(bridge(1, "e"), "0005"),
      place(engine(2, "we"), "0405"),
    ]);
    expect(a.ok ? [] : a.problems).toEqual([]);
    const b = assembleShip("l", "l.yaml", [
      place(upper, "0000"),
      place(bridge(1, "e"), "0004"),
      place(engine(2, "w"), "0404"),
    ]);
    expect(b.ok ? [] : b.problems.map((p) => p.message)).toEqual([
      "module 1 overlaps module 7 on 4 hexes (1:0000 is 7:0004)",
    ]);
  });

  it("refuses a module placed twice", () => {
    const a = assembleShip("d", "d.yaml", [place(bridge(1, "e"), "0000"), place(bridge(1, "w"), "0400")], {
      rules: false,
    });
    expect(a.ok ? [] : a.problems.map((p) => p.entry)).toEqual([1]);
  });
});

describe("setup rules", () => {
  const messages = (a: Assembly): string[] => (a.ok ? [] : a.problems.map((p) => p.message));

  it("asks for a bridge", () => {
    const a = assembleShip("n", "n.yaml", [place(engine(2, "we"), "0000")]);
    expect(messages(a)).toEqual(["no bridge (module 89 or one with a captain's chair)"]);
  });

  it("asks for an engine room", () => {
    const a = assembleShip("n", "n.yaml", [place(bridge(1, "we"), "0000")]);
    expect(messages(a)).toEqual(["no engine room (module 99 or one with a central console)"]);
  });

  it("asks for one air lock for every three modules", () => {
    const layout = [
      place(plain(6, "e"), "0000"),
      place(bridge(), "0400"),
      place(engine(), "0800"),
      place(plain(7, "w"), "1200"),
    ];
    expect(messages(assembleShip("few", "few.yaml", layout))).toEqual([
      "too few air locks: 0 air locks (0 on the hull, 0 cargo) for 4 modules, at least 2 needed (one for every three modules; the cargo lock counts as one; a hall end at the ship's edge makes one)",
    ]);
  });

  it("counts the cargo hatch as one air lock however many hexes it has", () => {
    const ship = ok(
      assembleShip("hold", "hold.yaml", [
        place(bridge(1, "e"), "0000"),
        place(engine(), "0400"),
        place(hold(3, "w"), "0800"),
      ]),
    );
    expect(ship.airlocks).toHaveLength(1);
    const [lock] = ship.airlocks;
    expect({ ...lock, cells: names(ship, lock!.cells) }).toMatchObject({
      kind: "cargo",
      cells: ["3:0201", "3:0202"],
      capacity: 6,
      leavePerTurn: 3,
    });
    expect(lock!.exits).toEqual(lock!.cells);
    expect(ship.cells[lock!.cells[0]!]!.level).toBe("floor");

    const four = [
      place(plain(6, "e"), "0000"),
      place(bridge(), "0400"),
      place(engine(), "0800"),
      place(hold(3, "w"), "1200"),
    ];
    expect(messages(assembleShip("few", "few.yaml", four))[0]).toMatch(
      /^too few air locks: 1 air lock \(0 on the hull, 1 cargo\) for 4 modules, at least 2 needed/,
    );
  });
});

describe("levels, cargo and areas", () => {
  const ship = ok(
    assembleShip("h", "h.yaml", [
      place(bridge(1, "e"), "0000"),
      place(engine(2, "we"), "0400"),
      place(hold(3, "w"), "0800"),
    ]),
  );

  it("links stairs on the same hex of two levels, and nothing else", () => {
    const main = ship.cells.find((c) => c.name === "3:0101" && c.level === "main")!;
    const floor = ship.cells.find((c) => c.name === "3:0101" && c.level === "floor")!;
    expect([main.terrain, floor.terrain]).toEqual(["stairs", "stairs"]);
    expect(ship.links[main.id]).toEqual([floor.id]);
    expect(ship.links[floor.id]).toEqual([main.id]);
    expect(ship.links.filter((l) => l.length > 0)).toHaveLength(2);
    expect(ship.neighbours[floor.id]!.every((n) => ship.cells[n]!.level === "floor")).toBe(true);
  });

  it("places cargo on its cell", () => {
    expect(ship.cargo.map((c) => [c.kind, ship.cells[c.cell]!.name, ship.cells[c.cell]!.level])).toEqual([
      ["crate", "3:0103", "floor"],
    ]);
  });

  it("names areas MODULE:area", () => {
    const m = sheet(8, { halls: "e", row1: "C .", row3: ". M", extra: 'areas:\n  chair: { hexes: ["0101"] }\n' });
    const s = ok(assembleShip("a", "a.yaml", [place(m, "0000")]));
    expect([...s.areas].map(([k, v]) => [k, names(s, v)])).toEqual([["8:chair", ["8:0101"]]]);
  });
});
