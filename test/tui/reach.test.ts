// The move highlight: the hexes the selected own marker can get to this turn, shaded on the map
// as the side knows the ship; hidden and shown again by its key; never on the handover screen.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { scenarioEntries } from "../../src/content/scenario-entries.js";
import { newSession } from "../../src/play/new-game.js";
import type { Session } from "../../src/play/session.js";
import { Seat } from "../../src/seat/index.js";
import { levelGrids } from "../../src/tui/map-grid.js";
import { renderMap } from "../../src/tui/map-render.js";
import { cellMarks } from "../../src/tui/marks.js";
import { makeTheme } from "../../src/tui/theme.js";
import type { Starter } from "../../src/tui/starter.js";
import { DUEL, select, startTui, type Harness } from "./harness.js";
import { spiedSeating } from "./seat-spy.js";

let h: Harness | undefined;
afterEach(async () => {
  await h?.quit();
  h = undefined;
});

/** blessed's screen cells: [attribute, character]; the attribute is flags << 18 | fg << 9 | bg. */
const cells = (h: Harness) => (h.screen as unknown as { lines: [number, string][][] }).lines;
/** The 256-colour grey of the highlight (#323232) as blessed finds it. */
const SHADE = 236;
const UNDERLINE = 2;

/** Where the highlight is: "row,col" of every shaded character (hexes and the gaps between them). */
function shaded(h: Harness, mono = false, chars = false): string[] {
  const out: string[] = [];
  cells(h).forEach((line, row) =>
    line.forEach(([attr, ch], col) => {
      const on = mono ? ((attr >> 18) & UNDERLINE) !== 0 && ch !== " " : (attr & 0x1ff) === SHADE;
      if (on) out.push(chars ? ch : `${row},${col}`);
    }),
  );
  return out;
}

interface Asked {
  readonly side: string;
  readonly marker: number;
  readonly toMove: string;
  readonly own: readonly number[];
  readonly actions: number;
}

type Reach = (side: "blue" | "yellow", marker: number) => ReadonlyMap<number, number>;

/** The duel with every call of a seat's reach written down: who asked, for which marker, when. */
async function spied(
  o: { start?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<{ h: Harness; asked: Asked[]; session: () => Session; reach: Reach }> {
  const asked: Asked[] = [];
  let current: Session | undefined;
  const open = (file: string) => {
    const session = newSession(file, "1");
    if (Array.isArray(session)) return session;
    current = session;
    return spiedSeating(session, (seat, method, args, call) => {
      if (method === "reach")
        asked.push({
          side: seat.side,
          marker: args[0] as number,
          toMove: session.toMove,
          own: session.view(seat.side).own.map((m) => m.number),
          actions: session.actions.length,
        });
      return call();
    });
  };
  const starter: Starter = {
    scenarios: await scenarioEntries([o.start ?? DUEL]),
    check: (file) => {
      const s = newSession(file, "1");
      return Array.isArray(s) ? s : undefined;
    },
    newGame: (file, passphrases) => {
      const s = open(file);
      return Array.isArray(s) ? s : { ...s, passphrases };
    },
  };
  const harness = await startTui({ start: o.start ?? DUEL, starter, ...(o.env ? { env: o.env } : {}) });
  return {
    h: harness,
    asked,
    session: () => current!,
    reach: (side, marker) => new Seat(current!, side).reach(marker),
  };
}

describe("the move highlight", () => {
  it("shades the selected own marker's reach from the session on the map, on at first, and asks the session once per action or selection", async () => {
    const s = await spied();
    h = s.h;
    await h.keys("enter");
    await select(h, "Quillfeather");
    const session = s.session();
    const q = session.view("blue").own.find((m) => m.soldier?.name === "Quillfeather")!;
    const reach = s.reach("blue", q.number);
    const hexes = shaded(h).filter((at) => {
      const [row, col] = at.split(",").map(Number);
      return cells(h!)[row!]![col!]![1] !== " ";
    });
    // Every reachable hex but the marker's own (drawn as the marker) is shaded, and nothing else.
    expect(hexes.length).toBe(reach.size - 1);
    expect(shaded(h).every((at) => Number(at.split(",")[0]) >= 1 && Number(at.split(",")[0]) < 26)).toBe(true);
    s.asked.length = 0;
    await h.keys("l");
    expect(h.text()).toContain("MU 3 of 4");
    const after = s.reach("blue", q.number);
    expect(
      shaded(h).filter((at) => cells(h!)[Number(at.split(",")[0])]![Number(at.split(",")[1])]![1] !== " ").length,
    ).toBe(after.size - 1);
    // One step, one question; keys that change nothing ask nothing again.
    const mine = () => s.asked.filter((a) => a.actions > 0);
    expect(mine().length).toBe(1);
    await h.keys("#", "#", "r", "r", "M", "escape");
    expect(mine().length).toBe(1);
  });

  it("hides and shows again with its key, and says so", async () => {
    const s = await spied();
    h = s.h;
    await h.keys("enter");
    expect(shaded(h).length).toBeGreaterThan(0);
    await h.keys("r");
    expect(shaded(h)).toEqual([]);
    expect(h.text()).toContain("move highlight off");
    await h.keys("l");
    expect(shaded(h)).toEqual([]);
    await h.keys("r");
    expect(shaded(h).length).toBeGreaterThan(0);
    expect(h.text()).toContain("move highlight on");
  });

  it("is asked only for the side to move's own markers, and is gone on the handover screen", async () => {
    const s = await spied();
    h = s.h;
    await h.keys("enter", "tab", "tab", "tab", "tab", "l", "E", "y");
    expect(h.text()).toContain("YELLOW TO MOVE");
    expect(shaded(h)).toEqual([]);
    await h.keys("enter");
    expect(h.text()).toContain("What you saw during blue's turn");
    await h.keys("enter");
    expect(shaded(h).length).toBeGreaterThan(0);
    await h.keys("tab", "E", "y");
    expect(h.text()).toContain("BLUE TO MOVE");
    expect(shaded(h)).toEqual([]);
    expect(s.asked.length).toBeGreaterThan(0);
    expect(new Set(s.asked.map((a) => a.side))).toEqual(new Set(["blue", "yellow"]));
    for (const a of s.asked) {
      expect(a.side).toBe(a.toMove);
      expect(a.own).toContain(a.marker);
    }
  });

  it("is bound to the key keys.yaml gives it, and listed in the help", async () => {
    const config = mkdtempSync(join(tmpdir(), "derelict-xdg-"));
    mkdirSync(join(config, "derelict"));
    writeFileSync(join(config, "derelict", "keys.yaml"), "reach: z\n");
    const s = await spied({ env: { XDG_CONFIG_HOME: config } });
    h = s.h;
    await h.keys("enter", "r");
    expect(shaded(h).length).toBeGreaterThan(0);
    await h.keys("z");
    expect(shaded(h)).toEqual([]);
    await h.keys("?", "pagedown");
    expect(h.text()).toMatch(/z +show or hide the hexes the selected marker can get to/);
  });

  it("underlines the hexes instead on a monochrome screen", async () => {
    const s = await spied({ env: { NO_COLOR: "1" } });
    h = s.h;
    await h.keys("enter");
    const on = shaded(h, true).length;
    await h.keys("r");
    // Off, only markers are underlined (the selected one, and the enemy's: src/tui/map-render.ts), no floor.
    const off = shaded(h, true, true);
    expect(off.filter((ch) => ch === ".")).toEqual([]);
    expect(on).toBeGreaterThan(off.length + 5);
  });
});

describe("the move highlight's look", () => {
  /** Quillfeather's row of the bridge, 89:0306 to 89:1206, with his reach, as tagged text. */
  function row(colour: boolean, shades: boolean): string {
    const s = newSession(DUEL, "1");
    if (Array.isArray(s)) throw new Error(s.join("\n"));
    const ship = s.setup.ship;
    const view = s.view("blue");
    const q = view.own.find((m) => m.soldier?.name === "Quillfeather")!;
    const start = ship.cells.find((c) => c.name === "89:0306")!;
    const grid = levelGrids(ship).get("main")!;
    const scene = {
      ship,
      grid,
      view,
      marks: cellMarks(ship, view),
      numbers: false,
      theme: makeTheme(colour, shades),
      reach: new Seat(s, "blue").reach(q.number),
    };
    return renderMap(scene, start, { w: 19, h: 1 })[0]!;
  }

  it("is a dark grey background in 256 colours, the gaps between shaded hexes shaded alike; underlined with fewer colours or none", () => {
    expect(row(true, true)).toContain("{white-fg}{#323232-bg}. . . . {/}");
    expect(row(true, false)).not.toContain("-bg}.");
    expect(row(true, false)).toContain("{white-fg}{underline}.");
    expect(row(false, false)).toContain("{bold}{underline}.");
    expect(row(false, true)).not.toMatch(/-bg\}|-fg\}/);
  });
});

describe("the move highlight keeps yellow's secrets", () => {
  it("shows blue the same screen whether or not a yellow marker it does not see stands in its dummy's reach (fog)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "derelict-reach-"));
    const duel = readFileSync(DUEL, "utf8");
    const screens: string[] = [];
    for (const at of ["89:0109", "99:0110"]) {
      const file = join(dir, `duel-${at.replace(":", "-")}.yaml`);
      // Fog: across an open table blue would see the marker, and its reach stop at it.
      writeFileSync(file, `${duel.replace('dummies: ["99:0610"]', `dummies: ["99:0610", "${at}"]`)}visibility: fog\n`);
      expect(readFileSync(file, "utf8")).toContain(at);
      const s = await spied({ start: file });
      h = s.h;
      await h.keys("enter");
      await select(h, "dummy");
      // The west corridor's hex 89:0109 is in the dummy's reach and out of blue's sight.
      const ship = s.session().setup.ship;
      const dummy = s
        .session()
        .view("blue")
        .own.find((m) => !m.soldier)!;
      expect(s.reach("blue", dummy.number).has(ship.cells.find((c) => c.name === "89:0109")!.id)).toBe(true);
      expect(s.session().view("blue").inView).not.toContain(ship.cells.find((c) => c.name === "89:0109")!.id);
      screens.push(JSON.stringify(cells(h)));
      await h.quit();
      h = undefined;
    }
    expect(screens[0]).toBe(screens[1]);
  });
});
