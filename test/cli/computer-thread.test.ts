// The computer thinks in a worker thread: its turns are played into the game on the main thread,
// which keeps turning over (its event loop ticks) while the computer thinks; progress is told by the
// clock, and each turn is held for the whole think time (src/play/think-pace.ts).
import { describe, expect, it } from "vitest";
import { computerSeat } from "../../src/cli/computer-thread.js";
import { loadScenarioFile } from "../../src/content/scenario-load.js";
import { Session } from "../../src/play/session.js";

describe("the computer's thinking thread", () => {
  // Strength 4 too: its search (the top's, cut by the budget) runs in the thread as strength 1's turn does.
  it.each([1, 4] as const)(
    "strength %i plays its side's turns off the main thread, the main thread ticking meanwhile",
    async (strength) => {
      const loaded = loadScenarioFile("scenarios/introduction.yaml");
      if (!loaded.ok) throw new Error("introduction");
      const session = new Session({ ...loaded.value, seed: "3" });
      const progress: number[] = [];
      const problems: string[] = [];
      // When each of the computer's turns began (the person's end, or the start) and its first action came.
      const began: number[] = [performance.now()];
      const firstMove: number[] = [];
      session.onAction(() => {
        const last = session.actions.at(-1)!;
        if (session.toMove === "blue" && last.type === "end") began.push(performance.now());
        else if (firstMove.length < began.length && session.toMove === "blue") firstMove.push(performance.now());
      });
      const budgetMs = 400;
      const computer = computerSeat(session, {
        side: "blue",
        strength,
        seed: 9,
        budgetMs,
        progress: (share) => share !== null && progress.push(share),
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
      expect(progress.every((share) => share >= 0 && share <= 1)).toBe(true);
      // However quickly it decided (strength 1 takes a few tens of milliseconds here), no turn's first
      // move came before its think time was up: a lower bound, so a loaded machine cannot break it.
      expect(firstMove.length).toBeGreaterThanOrEqual(2);
      firstMove.forEach((t, i) => expect(t - began[i]!).toBeGreaterThanOrEqual(budgetMs));
      // Three computer turns thought with dozens of simulations each: the loop turned over all the while.
      expect(ticks).toBeGreaterThan(50);
    },
    120_000,
  );
});
