// The device menu's entries, read from the ship's device index and a side's view: the bridge's
// orders as rolled, a door picked on the map for the bridge.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { newSession } from "../../src/play/new-game.js";
import type { Session } from "../../src/play/session.js";
import { writeCommand } from "../../src/play/command.js";
import { deviceMenu } from "../../src/play/device-choices.js";
import { devicesKey, openDevices, type DevicesSub } from "../../src/tui/device-menu.js";
import { buildKeymap } from "../../src/tui/keymap.js";
import { levelGrids, levelsByHeight } from "../../src/tui/map-grid.js";
import { placeName } from "../../src/ship/ship.js";
import type { PlayContext } from "../../src/tui/play-context.js";
import { newSideUi, selectionOf } from "../../src/tui/play-state.js";
import { promptKey } from "../../src/tui/prompt-input.js";
import type { PlayerView } from "../../src/view/player-view.js";

const ROOT = join(import.meta.dirname, "..", "..");

function systems(): Session {
  const session = newSession(join(ROOT, "docs", "examples", "ship-systems.yaml"), "1");
  if (Array.isArray(session)) throw new Error(session.join("\n"));
  return session;
}

describe("the device menu's entries", () => {
  const session = systems();
  const ship = session.setup.ship;
  const view = session.view("blue");
  const own = (name: string) => view.own.find((m) => m.soldier?.name === name)!;
  const cellOf = (name: string) => {
    const where = own(name).where;
    return where.at === "cell" ? where.cell : -1;
  };
  const rolled = (result: number, more: Partial<PlayerView> = {}): PlayerView => ({
    ...view,
    ...more,
    devices: { ...view.devices, bridgeRoll: { result, does: "", command: "", used: false } },
  });

  it("gives the way a switched system goes from what the side knows of it now", () => {
    const odays = deviceMenu(ship, view, own("ODay")).choices.map((c) => c.line);
    expect(odays).toEqual([`station ${own("ODay").number} engines off`]);
    const off = { ...view, systems: { ...view.systems, engines: false } };
    expect(deviceMenu(ship, off, own("ODay")).choices[0]).toMatchObject({
      label: "Engine room: start the engines",
      command: { verb: "station", who: own("ODay").number, device: "engines", on: true },
      line: `station ${own("ODay").number} engines on`,
    });
  });

  it("lets a dummy take a station or ride the transporter, never work a switch", () => {
    const dummy = view.own.find((m) => !m.soldier)!;
    const at = (cell: number) => ({ ...dummy, where: { at: "cell" as const, cell, hex: ship.cells[cell]!.name } });
    const chair = deviceMenu(ship, view, at(cellOf("Osaka")));
    expect(chair.choices[0]!.about).toContain("A dummy works nothing");
    const cooler = deviceMenu(ship, view, at(cellOf("Menkovich")));
    expect(cooler.choices).toEqual([]);
  });

  it("offers the bridge's rolled order; the camera's takes no marker (the enemy chooses)", () => {
    const vance = own("Vance");
    expect(deviceMenu(ship, rolled(4), vance).choices.map((c) => c.line)).toEqual(["bridge lights off"]);
    expect(
      deviceMenu(
        ship,
        {
          ...rolled(4),
          devices: { ...rolled(4).devices, bridgeRoll: { result: 4, does: "", command: "", used: true } },
        },
        vance,
      ).choices,
    ).toEqual([]);
    expect(deviceMenu(ship, rolled(6), vance).choices.map((c) => c.line)).toEqual(["bridge camera"]);
  });

  it("when the enemy's camera is on, offers only the side's question markers aboard to show it", () => {
    const due = { ...view, devices: { ...view.devices, cameraDue: true } };
    const menu = deviceMenu(ship, due, own("Vance"));
    expect(menu.title).toBe("The enemy's security camera: show it one of your markers");
    const aboard = view.own.filter((m) => m.where.at === "cell" && !m.revealed);
    expect(menu.choices.map((c) => c.line)).toEqual(aboard.map((m) => `identify ${m.number}`));
    expect(menu.choices.find((c) => c.line === `identify ${own("Vance").number}`)!.about).toContain("a Scout");
  });

  it("picks the door of the bridge's order with a cursor, and opens or closes it as the side knows it", () => {
    const lines: string[] = [];
    const ui = newSideUi(ship, view);
    ui.selected = selectionOf(own("Vance"));
    const ctx: PlayContext = {
      ship,
      view: rolled(5),
      devices: (marker) =>
        deviceMenu(
          ship,
          rolled(5),
          rolled(5).own.find((m) => m.number === marker),
        ),
      ui,
      sub: { kind: "normal" },
      keymap: buildKeymap(),
      levels: levelsByHeight(ship),
      run: (command) => (lines.push(writeCommand(command)), true),
      check: () => true,
      type: (line) => (lines.push(line), true),
      goals: () => ({}),
      setGoals: () => {},
      endTurn: () => {},
      show: () => {},
      seen: () => {},
      quit: () => {},
    };
    openDevices(ctx);
    expect(ctx.sub.kind).toBe("devices");
    devicesKey(ctx, ctx.sub as DevicesSub, "a");
    expect(ctx.sub).toMatchObject({ kind: "cursor", purpose: "door" });
    const grids = levelGrids(ship);
    const door = ship.cells.find((c) => c.terrain === "door" && c.level === "main")!;
    const floor = ship.cells.find((c) => c.terrain === "floor" && c.level === "main")!;
    if (ctx.sub.kind !== "cursor") throw new Error("no cursor");
    ctx.sub.at = { x: floor.x, y: floor.y };
    promptKey(ctx, "enter", grids);
    expect(ui.message?.text).toBe("there is no door under the cursor");
    ctx.sub.at = { x: door.x, y: door.y };
    promptKey(ctx, "enter", grids);
    expect(lines).toEqual([`bridge open ${placeName(door)}`]);
    expect(ctx.sub.kind).toBe("normal");
  });
});
