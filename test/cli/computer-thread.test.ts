// The computer thinks in a worker thread: its turns are played into the game on the main thread,
// which keeps turning over (its event loop ticks) while the computer thinks; progress is told.
import { describe, expect, it } from "vitest";
import { computerSeat } from "../../src/cli/computer-thread.js";
import { loadScenarioFile } from "../../src/content/scenario-load.js";
import { Session } from "../../src/play/session.js";

describe("the computer's thinking thread", () => {
  it("plays its side's turns off the main thread, the main thread ticking meanwhile", async () => {
    const loaded = loadScenarioFile("scenarios/introduction.yaml");
    if (!loaded.ok) throw new Error("introduction");
    const session = new Session({ ...loaded.value, seed: "3" });
    const progress: number[] = [];
    const problems: string[] = [];
    const computer = computerSeat(session, {
      side: "blue",
      strength: 1,
      seed: 9,
      progress: (p) => p && progress.push(p.done),
      onProblem: (m) => problems.push(m),
    });
    let ticks = 0;
    let yellowTurns = 0;
    try {
      while (!session.over && yellowTurns < 3) {
        // Yellow (the person) ends its turns at once; the main thread keeps ticking while blue thinks.
        if (session.toMove === "yellow") {
          session.command("end");
          yellowTurns++;
        }
        await new Promise((r) => setImmediate(r));
        ticks++;
      }
      await computer.idle();
    } finally {
      await computer.stop();
    }
    expect(problems).toEqual([]);
    expect(session.actions.filter((a) => a.type !== "end").length).toBeGreaterThan(0);
    expect(yellowTurns).toBeGreaterThan(0);
    expect(progress.length).toBeGreaterThan(0);
    // Three computer turns thought with dozens of simulations each: the loop turned over all the while.
    expect(ticks).toBeGreaterThan(50);
  }, 120_000);
});
