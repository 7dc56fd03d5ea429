// `derelict campaign`: a run of boardings against the computer (the screens: src/tui/campaign-*), and
// `derelict campaign scores`, the local high scores.
import type { Command } from "commander";
import { addCampaignScores } from "./campaign-scores.js";
import { usageMistake } from "./failure.js";
import { checkedSeed } from "./seed-option.js";
import { checkedVisibility, VISIBILITY_HELP } from "./visibility-option.js";

export interface CampaignFlags {
  seed?: string;
  daily?: boolean;
  race?: string;
  difficulty?: string;
  visibility?: string;
  color: boolean;
  mouse?: boolean;
}

export function addCampaignCommand(program: Command): void {
  const campaign = program
    .command("campaign")
    .description(
      "a campaign: seven derelicts boarded by a squad that lives and dies; `campaign scores` lists the high scores",
    )
    .option("--seed <text>", "the run's seed: any text; the same text gives the same derelicts (default: fresh)")
    .option("--daily", "the day's run: the same derelicts for everyone on this UTC date")
    .option("--race <race>", "the squad's race (a roster: starmarines, norx, ...); chosen on the screen otherwise")
    .option("--difficulty <level>", "easy, normal or hard; chosen on the screen otherwise")
    .option("--visibility <mode>", VISIBILITY_HELP)
    .option("--no-color", "no colours (also NO_COLOR=1 or TERM=dumb)")
    .option("--no-mouse", "no clicks or wheel: the terminal's own selection and scrolling instead")
    .action(async (flags: CampaignFlags) => {
      const { playCampaign } = await import("./campaign-play.js");
      process.exitCode = await playCampaign(checkedFlags(flags));
    });
  addCampaignScores(campaign);
}

export interface CheckedFlags {
  readonly seed?: string;
  readonly daily: boolean;
  readonly race?: string;
  readonly difficulty?: "easy" | "normal" | "hard";
  readonly visibility?: "open" | "fog";
  readonly colour: boolean;
  readonly mouse: boolean;
}

function checkedFlags(f: CampaignFlags): CheckedFlags {
  if (f.seed !== undefined && f.daily) throw usageMistake("give --seed or --daily, not both");
  const d = f.difficulty;
  if (d !== undefined && d !== "easy" && d !== "normal" && d !== "hard")
    throw usageMistake(`--difficulty takes easy, normal or hard, not '${d}'`);
  if (!process.stdin.isTTY || !process.stdout.isTTY)
    throw usageMistake("derelict campaign needs a terminal (standard input and output)");
  return {
    ...(f.seed !== undefined ? { seed: checkedSeed(f.seed) } : {}),
    daily: f.daily === true,
    ...(f.race !== undefined ? { race: f.race } : {}),
    ...(d !== undefined ? { difficulty: d } : {}),
    ...(f.visibility !== undefined ? { visibility: checkedVisibility(f.visibility) } : {}),
    colour: f.color,
    mouse: f.mouse !== false,
  };
}
