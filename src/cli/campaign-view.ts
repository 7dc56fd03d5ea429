// The run as the campaign's screens draw it (src/tui/campaign-driver.ts): words and numbers only,
// every string from a file or the generator made safe for a terminal first.
import {
  boarders,
  DERELICTS,
  offers,
  runScore,
  type BoardingResult,
  type Derelict,
  type Run,
} from "../campaign/index.js";
import type { RaceRoster } from "../engine/forces/roster-type.js";
import { oneLine } from "../content/problem.js";
import { loadShipFile, loadShipText } from "../content/ship-load.js";
import { shipFileFor } from "../content/catalog.js";
import type { Aftermath, CampaignView, NextDerelict, SoldierRow } from "../tui/campaign-driver.js";
import { colourLevel, palette } from "./colour.js";
import { shipPage } from "./ship-page.js";

/** A string made safe to show: control characters escaped (a terminal never gets one from a file). */
export const clean = (text: string): string => oneLine(text);

/**
 * The seed in words, never the seed itself: a fresh run's seed draws the enemy's hidden deployment and
 * dice, so it stays out of the screens (the record file names it once the run is over).
 */
export function seedWords(o: { readonly daily?: string | undefined; readonly chosen?: boolean }): string {
  return o.daily ? `the daily run of ${o.daily}` : o.chosen ? "the seed you chose" : "a fresh secret seed";
}

export function campaignView(
  run: Run,
  roster: RaceRoster,
  extra: { next?: Derelict; aftermath?: Aftermath; end?: CampaignView["end"] },
): CampaignView {
  const typeName = (key: string) => clean(roster.entries.get(key)?.base.name ?? key);
  const aboard = new Set(run.underWay || run.end ? [] : boarders(run).map((s) => s.name));
  const squad = run.squad.map((s): SoldierRow => ({
    name: clean(s.name),
    type: typeName(s.type),
    status:
      s.status === "dead"
        ? `dead (boarding ${s.diedIn ?? "?"})`
        : s.status === "recovering"
          ? `wounded: sits out ${s.recovery}`
          : "fit",
    dead: s.status === "dead",
    kills: s.kills,
    boardings: s.boardings,
    xp: s.xp,
    boards: aboard.has(s.name),
    deeds: s.deeds.map(clean),
  }));
  const where = run.end ? "the run is over" : `derelict ${Math.min(run.next, DERELICTS)} of ${DERELICTS}`;
  return {
    heading: `${clean(roster.name)}, ${run.difficulty}, ${run.visibility}; ${where}`,
    salvage: run.salvage,
    score: runScore(run),
    squad,
    shop: run.end
      ? []
      : offers(run, roster).map((o) => ({
          label: clean(o.label),
          cost: o.cost,
          ...(o.refusal ? { refusal: clean(o.refusal) } : {}),
        })),
    ...(extra.next && !run.end ? { next: nextDerelictView(extra.next) } : {}),
    ...(extra.aftermath ? { aftermath: extra.aftermath } : {}),
    ...(extra.end ? { end: extra.end } : {}),
  };
}

function nextDerelictView(d: Derelict): NextDerelict {
  const b = d.briefing;
  return {
    title: `Derelict ${d.index} of ${DERELICTS}${d.flagship ? " (the flagship)" : ""}: ${clean(d.shipName)}`,
    mission: clean(b.mission),
    enemy: clean(b.enemy),
    turns: b.turns,
    objectives: b.objectives.map(clean),
    hazards: b.hazards.map(clean),
    // Its line breaks kept (paragraphs), every other control character escaped.
    story: b.story.split("\n").map(clean).join("\n"),
    ship: shipLines(d),
  };
}

/** The derelict's ship drawn as `derelict ships show` draws it, plain; or why it cannot be. */
function shipLines(d: Derelict): string[] {
  const loaded =
    d.shipYaml !== undefined
      ? loadShipText("ship.yaml", d.shipYaml, { rules: false })
      : loadShipFile(shipFileFor(d.scenario.ship) ?? d.scenario.ship, { rules: false });
  if (!loaded.ok) return [`(the ship cannot be drawn: ${clean(loaded.problems[0]!.message)})`];
  return shipPage(loaded.value, undefined, palette(colourLevel(false))).map(clean);
}

/** What became of each boarder, the salvage, and any promotion, from the run before and after. */
export function aftermathOf(before: Run, after: Run, result: BoardingResult, roster: RaceRoster): Aftermath {
  const record = after.boardings[after.boardings.length - 1]!;
  const typeName = (key: string) => clean(roster.entries.get(key)?.base.name ?? key);
  const outcome = record.outcome === "won" ? "taken" : record.outcome === "draw" ? "a draw" : "lost";
  const lines = [
    `${clean(record.ship)}: ${clean(record.mission)} against ${clean(record.enemy)}`,
    `${outcome.toUpperCase()} after ${result.turns} turns: ${clean(result.reason)}`,
    `Enemy soldiers killed: ${result.enemyKilled} of ${result.enemyTotal}; salvage +${record.salvage} (now ${after.salvage})`,
    "",
    "The boarders:",
    ...record.boarders.map((name) => {
      const now = after.squad.find((s) => s.name === name);
      const was = before.squad.find((s) => s.name === name);
      const fate = result.soldiers.find((f) => f.name === name);
      const what =
        now?.status === "dead"
          ? "KILLED"
          : now?.status === "recovering"
            ? `wounded: sits out ${now.recovery} boarding${now.recovery === 1 ? "" : "s"}`
            : fate?.fate === "wounded"
              ? "wounded, patched in the sickbay"
              : "came back unhurt";
      const kills = fate && fate.kills.length > 0 ? `; killed ${fate.kills.map(clean).join(", ")}` : "";
      const promoted = now && was && now.type !== was.type ? `; promoted to ${typeName(now.type)}` : "";
      return `  ${clean(name)} (${typeName(was?.type ?? "")}): ${what}${kills}${promoted}`;
    }),
  ];
  return { title: `AFTER BOARDING ${record.index}`, lines };
}
