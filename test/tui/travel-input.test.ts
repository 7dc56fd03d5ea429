// A remembered travel given up: something new in sight before it goes on, or no way on known once it stopped.
import { describe, expect, it } from "vitest";
import type { Command, OwnMarker, Played, PlayerView, TravelGoals } from "../../src/seat/index.js";
import type { Ship } from "../../src/ship/ship.js";
import { buildKeymap } from "../../src/tui/keymap.js";
import type { PlayContext } from "../../src/tui/play-context.js";
import type { SideUi } from "../../src/tui/play-state.js";
import { travelOn } from "../../src/tui/travel-input.js";

const marker = (cell: number): OwnMarker =>
  ({
    number: 6,
    label: "Zephyrine",
    soldier: { name: "Zephyrine" },
    where: { at: "cell", cell, hex: "89:0306" },
  }) as unknown as OwnMarker;
const view = (cell: number, enemies: readonly { label: string; hex: string }[] = []): PlayerView =>
  ({ own: [marker(cell)], enemies: enemies.map((e) => ({ ...e, inSight: true })) }) as unknown as PlayerView;
const ship = { cells: [], airlocks: [] } as unknown as Ship;

/** A context whose seat plays the travel as STOP says: the marker left at cell 2, the check's answer PROBE. */
function context(now: PlayerView, probe: Played, ran: Command[], refusal?: string) {
  const ui: SideUi = {
    level: "main",
    origin: { x: 0, y: 0 },
    numbers: false,
    selected: { number: 6, name: "Zephyrine" },
  };
  // The seat's goals: the context reads and sets them whole.
  const kept: { goals: TravelGoals } = { goals: { Zephyrine: { hex: "89:0906", cell: 9, sighted: [] } } };
  const after = view(2);
  const ctx = {
    ship,
    view: now,
    ui,
    sub: { kind: "normal" },
    keymap: buildKeymap(),
    levels: ["main"],
    viewNow: () => after,
    run: (c: Command) => {
      ran.push(c);
      if (refusal) return ((ui.message = { text: refusal, warn: true }), false);
      ui.message = { text: "Zephyrine stopped after 1 step: ...", warn: false };
      return true;
    },
    probe: () => probe,
    goals: () => kept.goals,
    setGoals: (goals: TravelGoals) => (kept.goals = goals),
  } as unknown as PlayContext;
  return { ctx, ui, kept };
}

describe("travel on", () => {
  it("goes on toward the hex and keeps it while the move units run out with nothing new seen", () => {
    const ran: Command[] = [];
    const { ctx, kept } = context(view(1), { ok: false, code: "move-units", reason: "no MU left" }, ran);
    travelOn(ctx);
    expect(ran).toEqual([{ verb: "travel", who: "Zephyrine", hex: "89:0906" }]);
    expect(kept.goals.Zephyrine?.hex).toBe("89:0906");
  });

  it("gives the travel up without a step when an enemy came into sight since the marker last walked", () => {
    const ran: Command[] = [];
    const { ctx, ui, kept } = context(view(1, [{ label: "?7", hex: "89:1006" }]), { ok: true }, ran);
    travelOn(ctx);
    expect(ran).toEqual([]);
    expect(kept.goals.Zephyrine).toBeUndefined();
    expect(ui.message?.text).toMatch(/\?6 Zephyrine stays: \?7 at 89:1006 in sight since it set out for 89:0906/);
  });

  it("keeps the travel when T is refused with no move units left, and says it waits", () => {
    const ran: Command[] = [];
    const units = { ok: false, code: "move-units", reason: "no MU" } as const;
    const { ctx, ui, kept } = context(view(1), units, ran, "the step needs 1 move unit and Zephyrine has 0 left");
    travelOn(ctx);
    expect(ran).toHaveLength(1);
    expect(kept.goals.Zephyrine?.hex).toBe("89:0906");
    expect(ui.message?.text).toBe(
      "the step needs 1 move unit and Zephyrine has 0 left; the travel to 89:0906 waits (T goes on)",
    );
  });

  it("gives the travel up when it is refused because no way is known", () => {
    const ran: Command[] = [];
    const noWay = { ok: false, code: "no-way", reason: "no way" } as const;
    const { ctx, kept } = context(view(1), noWay, ran, "no way to 89:0906 that your side knows for Zephyrine");
    travelOn(ctx);
    expect(kept.goals.Zephyrine).toBeUndefined();
  });

  it("gives the travel up when it stopped and no way on is known", () => {
    const ran: Command[] = [];
    const { ctx, kept } = context(view(1), { ok: false, code: "no-way", reason: "no way" }, ran);
    travelOn(ctx);
    expect(ran).toHaveLength(1);
    expect(kept.goals.Zephyrine).toBeUndefined();
  });
});
