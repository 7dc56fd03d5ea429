// `derelict campaign`: a run of boardings against the computer (the screens: src/tui), and its scores.
import type { Command } from "commander";
import { addCampaignScores } from "./campaign-scores.js";

export function addCampaignCommand(program: Command): void {
  const campaign = program
    .command("campaign")
    .description(
      "a campaign: seven derelicts boarded by a squad that lives and dies; `campaign scores` lists the high scores",
    );
  addCampaignScores(campaign);
}
