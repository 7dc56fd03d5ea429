// `npm run mission-check [-- MISSIONS [BOT_EVERY]]`: generates MISSIONS derelicts' missions (2,000 by
// default) on generated ships and checks each (bench/mission-properties.ts), playing a bot game on one
// in BOT_EVERY (10 by default); prints the figures and every failure. Exit 1 when any fails.
import { moduleCatalog } from "../src/content/module-catalog.js";
import { surveyMissions } from "./mission-properties.js";

async function main(): Promise<void> {
  const missions = Number(process.argv[2] ?? 2_000);
  const botEvery = Number(process.argv[3] ?? 10);
  const seeds = Array.from({ length: missions }, (_, i) => `mission-check ${i}`);
  const progress = (
    done: number,
    failures: number,
    g: { played: number; blue: number; yellow: number; draw: number; errors: string[] },
  ) => {
    if (done % 100 === 0)
      process.stdout.write(
        `${done} missions, ${failures} failures; ${g.played} bot games (blue ${g.blue}, yellow ${g.yellow}, draw ${g.draw}), ${g.errors.length} errors\n`,
      );
  };
  const s = await surveyMissions({ catalog: moduleCatalog().modules, seeds, botEvery, progress });
  const row = (m: ReadonlyMap<string, number>) =>
    [...m]
      .sort((a, b) => a[0].localeCompare(b[0]))
      .map(([k, v]) => `${k}:${v}`)
      .join(" ");
  process.stdout.write(
    [
      `missions: ${s.missions} in ${(s.ms / 1000).toFixed(1)} s`,
      `failures: ${s.failures.length}`,
      `kinds: ${row(s.kinds)}`,
      `enemies: ${row(s.enemies)}`,
      `wrecked: debris ${s.wrecked.debris}, vacuum ${s.wrecked.breached}, jammed doors ${s.wrecked.jammed}, dark ${s.wrecked.dark}, power dead ${s.wrecked.dead}`,
      `turns: ${s.turns.min}..${s.turns.max}, mean ${s.turns.mean.toFixed(1)}`,
      `bot games: ${s.games.played} to the end (blue ${s.games.blue}, yellow ${s.games.yellow}, draw ${s.games.draw}), errors ${s.games.errors.length}`,
      ...s.failures.slice(0, 20),
      ...s.games.errors.slice(0, 20),
      "",
    ].join("\n"),
  );
  process.exitCode = s.failures.length + s.games.errors.length > 0 ? 1 : 0;
}

await main();
