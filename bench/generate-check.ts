// `npm run generate-check [-- SHIPS]`: generates SHIPS derelicts (10,000 by default) and checks each
// (bench/ship-properties.ts); prints the figures and every failure. Exit 1 when any ship fails.
import { moduleCatalog } from "../src/content/module-catalog.js";
import { surveyShips } from "./ship-properties.js";

async function main(): Promise<void> {
  const ships = Number(process.argv[2] ?? 10_000);
  const catalog = moduleCatalog().modules;
  const seeds = Array.from({ length: ships }, (_, i) => `generate-check ${i}`);
  const progress = (done: number): void => {
    if (done % 1000 === 0) process.stderr.write(`${done} ships checked\n`);
  };
  const survey = await surveyShips({ catalog, seeds, progress });
  const row = (m: ReadonlyMap<number, number>) =>
    [...m]
      .sort((a, b) => a[0] - b[0])
      .map(([k, v]) => `${k}:${v}`)
      .join(" ");
  process.stdout.write(
    [
      `ships: ${survey.ships} in ${(survey.ms / 1000).toFixed(1)} s (${(survey.ms / survey.ships).toFixed(1)} ms each, validation included)`,
      `failures: ${survey.failures.length}`,
      `modules used (id:ships): ${row(survey.used)}`,
      `module counts (n:ships): ${row(survey.counts)}`,
      `not a single row: ${survey.notARow}; distinct layouts: ${survey.distinct}`,
      ...survey.failures.slice(0, 20),
      "",
    ].join("\n"),
  );
  process.exitCode = survey.failures.length > 0 ? 1 : 0;
}

await main();
