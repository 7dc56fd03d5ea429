// Hidden movement through the built command: dummies vanish, soldiers flip and hide again,
// and each side's JSON holds exactly what that side could see.
import { describe, expect, it } from "vitest";
import { derelict } from "./built-cli.js";

const ARGS = ["run", "docs/examples/hide-and-seek.yaml", "--script", "docs/examples/hide-and-seek.script"];

interface Out {
  view: {
    own: { number: number; soldier?: { name: string } }[];
    enemies: unknown[];
    lastSeen: { label: string; hex: string }[];
  };
  events: { turn: number; text: string }[];
}

describe("hidden movement in a scripted game", () => {
  it("shows dummies vanishing, a soldier revealed, then hidden again under a new number", () => {
    const r = derelict(ARGS);
    expect(r.status).toBe(0);
    const log = r.stdout;
    // A dummy on first sight of the enemy, and two dummies that see each other.
    expect(log).toMatch(/T1 blue \?\d+ dummy at 89:1006 is seen: a dummy, taken off/);
    expect(log).toMatch(/T1 yellow \?\d+ dummy at 90:0106 is seen: a dummy, taken off/);
    expect(log).toMatch(/T2 blue \?\d+ Osaka at 89:1306 is revealed to yellow/);
    expect(log).toMatch(/T2 yellow \?\d+ Grok at 90:0704 is revealed to blue/);
    const before = Number(/\?(\d+) Osaka at 89:1306 is revealed/.exec(log)![1]);
    const after = Number(/Osaka is out of sight and hides as \?(\d+)/.exec(log)![1]);
    expect(after).not.toBe(before);
  });

  it("gives each side a view that differs exactly by what it could see (fog)", () => {
    const fog = [...ARGS, "--visibility", "fog"];
    const blue = JSON.parse(derelict([...fog, "--as", "blue", "--json"]).stdout) as Out;
    const yellow = JSON.parse(derelict([...fog, "--as", "yellow", "--json"]).stdout) as Out;
    expect(blue.view.own.map((m) => m.soldier?.name)).toEqual(["Osaka"]);
    expect(yellow.view.own.map((m) => m.soldier?.name)).toEqual(["Grok", undefined]);
    // Each remembers the other by soldier type where it last saw him, never by name.
    expect(blue.view.lastSeen).toEqual([expect.objectContaining({ label: "Norx Chief", hex: "90:0606" })]);
    expect(yellow.view.lastSeen).toEqual([expect.objectContaining({ label: "Sergeant", hex: "89:1006" })]);
    expect(JSON.stringify(blue)).not.toContain("Grok");
    expect(JSON.stringify(yellow)).not.toContain("Osaka");
    // Neither learns the other's new number.
    const yellowNumber = yellow.view.own.find((m) => m.soldier)!.number;
    expect(blue.events.map((e) => e.text).filter((t) => t.includes("hides"))).toEqual([
      expect.stringContaining("Osaka"),
    ]);
    expect(JSON.stringify(blue.events)).not.toContain(`?${yellowNumber} `);
  });
});
