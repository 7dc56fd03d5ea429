// Generator figures: a derelict's ship made from a seed (modules chosen, laid out, named, assembled).
import { moduleCatalog } from "../src/content/module-catalog.js";
import { generateShip } from "../src/generate/ship-layout.js";
import { median } from "./stats.js";

/** The median time to generate an eleven-module ship, over `trials` seeds. */
export async function generateShipMs(trials: number): Promise<number> {
  const catalog = moduleCatalog().modules;
  const times: number[] = [];
  for (let i = 0; i < trials; i++) {
    const started = performance.now();
    await generateShip(`bench ${i}`, 1, { catalog, modules: 11 });
    times.push(performance.now() - started);
  }
  return median(times);
}
