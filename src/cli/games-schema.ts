// The lines `run --games N` prints, as zod schemas: docs/schema/games-output.schema.json is made from
// them (npm run schemas), and the tests hold the output to it. Never loaded by the game itself.
import { z } from "zod";
import type { Format } from "../content/schemas.js";
import { GAMES_FORMAT, GAMES_VERSION } from "./run-games.js";
import { formatHead, sideSchema } from "./schema-parts.js";

const side = sideSchema;
const head = formatHead(GAMES_FORMAT, GAMES_VERSION, "output");

export const gameLineSchema = z
  .strictObject({
    ...head,
    type: z.literal("game"),
    game: z.number().int().min(1).describe("the game's number in the series, from 1"),
    seed: z.string().describe("the game's seed, SEED/K: run --seed SEED/K with the same players plays it alone"),
    over: z.boolean().describe("false: the game hit the turn guard without a result"),
    winner: side.nullable().describe("null: a draw, or unfinished"),
    reason: z.string().describe("why it ended so, in words"),
    turns: z.number().int().min(1).describe("the turn it ended in"),
  })
  .describe("one game's result, printed as the game ends");

const rateSchema = z
  .strictObject({
    count: z.number().int().min(0),
    rate: z.number().min(0).max(1).describe("count / games, to 4 places"),
    low: z.number().min(0).max(1).describe("the 95% Wilson score interval's lower bound"),
    high: z.number().min(0).max(1).describe("its upper bound"),
  })
  .describe("how many games ended so, the share, and its 95% confidence interval (Wilson)");

export const summaryLineSchema = z
  .strictObject({
    ...head,
    type: z.literal("summary"),
    scenario: z.string().describe("the scenario's name"),
    visibility: z.enum(["open", "fog"]).describe("the visibility the games were played in"),
    players: z
      .strictObject({ blue: z.string(), yellow: z.string() })
      .describe('each side\'s player: "bot", "computer 3"'),
    seed: z.string().describe("the run's seed (--seed), from which each game's is made"),
    games: z.number().int().min(1),
    blue: rateSchema.describe("blue's wins"),
    yellow: rateSchema.describe("yellow's wins"),
    draw: rateSchema.describe("games with no winner (draws and unfinished)"),
    unfinished: z.number().int().min(0).describe("games that hit the turn guard without a result"),
    turns: z.number().min(0).describe("the mean of the turns the games ended in"),
  })
  .describe("the last line: the series' win rates");

export const GAMES_FORMATS: readonly Format[] = [
  {
    file: "games-output.schema.json",
    schema: z.union([gameLineSchema, summaryLineSchema]),
    title: "Derelict run --games output line",
    description:
      "One line of what `derelict run --games N` prints: a game's result, or the summary at the end. See docs/SCRIPTS.md, Many games.",
  },
];
