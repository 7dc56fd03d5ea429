// `npm run paired -- A.jsonl B.jsonl`: two tournaments' games (bench/tournament.ts --json)
// paired by seat and seed: each one's wins with 95% Wilson intervals on the games both played, the games
// won by each alone, and each seat's wins side by side. A and B hold one table each (one strength).
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { wilson } from "./stats.js";

interface Game {
  readonly file: string;
  readonly seed: number;
  readonly side: string;
  readonly strength: string;
  readonly against: string;
  readonly winner: string | null;
  readonly chosen?: Readonly<Record<string, number>>;
}

const read = (file: string): Game[] =>
  readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Game);
const seat = (g: Game) => `${basename(g.file, ".yaml")} ${g.side}`;
const pct = (x: number) => `${(100 * x).toFixed(0)}%`;
const rate = (k: number, n: number) => {
  const [lo, hi] = wilson(k, n);
  return `${k}/${n} ${pct(k / Math.max(1, n))} [${pct(lo)}, ${pct(hi)}]`;
};

const [fileA, fileB] = process.argv.slice(2);
if (!fileA || !fileB) {
  process.stderr.write("usage: paired A.jsonl B.jsonl\n");
  process.exit(2);
}
const a = read(fileA);
const bByKey = new Map(read(fileB).map((g) => [`${seat(g)} ${g.seed}`, g]));
const pairs = a.flatMap((g) => {
  const twin = bByKey.get(`${seat(g)} ${g.seed}`);
  return twin ? [{ seat: seat(g), a: g.winner === g.side, b: twin.winner === twin.side, games: [g, twin] }] : [];
});
const won = (which: "a" | "b") => pairs.filter((p) => p[which]).length;
const seats = [...new Set(pairs.map((p) => p.seat))].sort();
const lines = [
  `${a[0]?.strength ?? "A"} (A) and ${bByKey.values().next().value?.strength ?? "B"} (B) against ${a[0]?.against ?? "?"}, ${pairs.length} paired games:`,
  `A ${rate(won("a"), pairs.length)}; B ${rate(won("b"), pairs.length)}; won by A alone ${pairs.filter((p) => p.a && !p.b).length}, by B alone ${pairs.filter((p) => !p.a && p.b).length}`,
  "",
  "| seat | A | B | A alone / B alone |",
  "|---|---|---|---|",
  ...seats.map((s) => {
    const here = pairs.filter((p) => p.seat === s);
    const k = (which: "a" | "b") => here.filter((p) => p[which]).length;
    const alone = `${here.filter((p) => p.a && !p.b).length} / ${here.filter((p) => !p.a && p.b).length}`;
    return `| ${s} | ${k("a")}/${here.length} | ${k("b")}/${here.length} | ${alone} |`;
  }),
];
// How often each changed its default turn (the first policy: the tactics), over its turns in these games.
for (const [which, i] of [
  ["A", 0],
  ["B", 1],
] as const) {
  const turns = new Map<string, number>();
  for (const p of pairs)
    for (const [k, n] of Object.entries(p.games[i]!.chosen ?? {})) turns.set(k, (turns.get(k) ?? 0) + n);
  const all = [...turns.values()].reduce((x, y) => x + y, 0);
  lines.push(
    "",
    `${which}'s turns by policy (${all}): ${[...turns].map(([k, n]) => `${k} ${n} (${pct(n / Math.max(1, all))})`).join(", ")}`,
  );
}
process.stdout.write(`${lines.join("\n")}\n`);
