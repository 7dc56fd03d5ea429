// A new campaign run: the race (any of the rosters), the difficulty, open or fog, the squad (the
// suggested one, or chosen type by type within the difficulty's points), then begin.
import type { Line } from "./cover-text.js";
import { cut, wrap } from "./text-fit.js";
import { LOOKS } from "./theme.js";
import type { CampaignDriver, SquadOffer } from "./campaign-driver.js";
import { NEW_RUN_FIELDS, type NewRun } from "./campaign-state.js";

const VISIBILITIES = ["open", "fog"] as const;

/** The new-run screen, from the command line's choices or the first of each. */
export function newRunScreen(d: CampaignDriver): NewRun {
  return {
    kind: "new",
    field: 0,
    choice: {
      race: d.defaults.race ?? d.races[0]?.key ?? "",
      difficulty: d.defaults.difficulty ?? d.difficulties[0] ?? "easy",
      visibility: d.defaults.visibility ?? "open",
    },
  };
}

/** The types in the squad, counted, in the offer's order: "Sergeant, Medic, 4 Marines". */
function squadWords(offer: SquadOffer, squad: readonly string[]): string {
  return offer.types
    .map((t) => ({ t, n: squad.filter((k) => k === t.key).length }))
    .filter(({ n }) => n > 0)
    .map(({ t, n }) => (n === 1 ? t.name : `${n} x ${t.name}`))
    .join(", ");
}

const cost = (offer: SquadOffer, squad: readonly string[]) =>
  squad.reduce((sum, k) => sum + (offer.types.find((t) => t.key === k)?.points ?? 0), 0);

export function newRunLines(d: CampaignDriver, n: NewRun, width: number): Line[] {
  const offer = d.squadOffer(n.choice.race, n.choice.difficulty);
  const squad = typeof offer === "string" ? [] : (n.squad ?? offer.suggested);
  const race = d.races.find((r) => r.key === n.choice.race)?.name ?? n.choice.race;
  const squadLine =
    typeof offer === "string"
      ? offer
      : `${n.squad ? "chosen" : "suggested"}, ${cost(offer, squad)} of ${offer.points} points`;
  const values = [`< ${race} >`, `< ${n.choice.difficulty} >`, `< ${n.choice.visibility} >`, squadLine, ""];
  const names = ["Race", "Difficulty", "Visibility", "Squad", "Begin the run"];
  const lines: Line[] = [
    { text: "A NEW CAMPAIGN RUN", look: LOOKS.heading },
    { text: `seven derelicts, the last the flagship; ${d.seedWords}`, look: LOOKS.faint },
    { text: "" },
    ...names.flatMap((name, i) => [
      {
        text: pad(`${i === n.field && n.editing === undefined ? "> " : "  "}${name.padEnd(12)}${values[i]}`, width),
        look: i === n.field && n.editing === undefined ? LOOKS.chosen : {},
      },
      // The squad's soldiers under its line, wrapped, never cut.
      ...(name === "Squad" && typeof offer !== "string"
        ? wrap(squadWords(offer, squad), width - 14).map((text) => ({ text: pad(`${" ".repeat(14)}${text}`, width) }))
        : []),
    ]),
    { text: "" },
  ];
  if (n.editing !== undefined && typeof offer !== "string") {
    lines.push({ text: pad(`The squad: ${cost(offer, squad)} of ${offer.points} points`, width), look: LOOKS.heading });
    offer.types.forEach((t, i) => {
      const count = squad.filter((k) => k === t.key).length;
      const text = `${i === n.editing ? "> " : "  "}${String(count).padStart(2)} x ${t.name} (${t.points} ${t.points === 1 ? "point" : "points"})`;
      lines.push({ text: pad(text, width), look: i === n.editing ? LOOKS.chosen : {} });
    });
    lines.push(
      { text: "" },
      {
        text: pad("Right/+ one more   Left/- one less   s the suggested squad   Enter/Esc done", width),
        look: LOOKS.faint,
      },
    );
  } else {
    lines.push(
      ...wrap(fieldHelp(n.field), width).map((text) => ({ text: pad(text, width), look: LOOKS.faint })),
      { text: "" },
      {
        text: pad("Up/Down choose  Left/Right change  Enter begin or choose  ? help  Esc menu", width),
        look: LOOKS.faint,
      },
    );
  }
  if (n.problem)
    lines.push(...wrap(n.problem, width, "  ").map((text) => ({ text: pad(text, width), look: LOOKS.warning })));
  return lines;
}

function fieldHelp(field: number): string {
  switch (NEW_RUN_FIELDS[field]) {
    case "race":
      return "Your squad's race: its roster gives the soldiers you start with and can recruit.";
    case "difficulty":
      return "Harder runs give fewer points for the squad, stronger enemies, more damage and darkness, and a higher score.";
    case "visibility":
      return "Open: every marker is on both maps, their identities hidden. Fog: unseen markers are hidden too.";
    case "squad":
      return "Enter: choose the soldiers yourself within the points; the suggested squad is a leader, a medic and soldiers.";
    default:
      return "Enter: generate the first derelict and see the campaign screen.";
  }
}

function pad(text: string, width: number): string {
  return cut(text, width).padEnd(width);
}

/** A key on the new-run screen: "begin" when the run should begin, "menu" to go back, else undefined. */
export function newRunKey(d: CampaignDriver, n: NewRun, key: string): "begin" | "menu" | undefined {
  const offer = d.squadOffer(n.choice.race, n.choice.difficulty);
  if (n.editing !== undefined && typeof offer !== "string") return editSquadKey(n, offer, key);
  delete n.problem;
  const field = NEW_RUN_FIELDS[n.field];
  const step = key === "right" || key === "l" ? 1 : key === "left" || key === "h" ? -1 : 0;
  if (key === "up" || key === "k") n.field = (n.field + NEW_RUN_FIELDS.length - 1) % NEW_RUN_FIELDS.length;
  else if (key === "down" || key === "j" || key === "tab") n.field = (n.field + 1) % NEW_RUN_FIELDS.length;
  else if (key === "escape" || key === "q") return "menu";
  else if (step !== 0 && field === "race") {
    n.choice.race = around(
      d.races.map((r) => r.key),
      n.choice.race,
      step,
    );
    delete n.squad;
  } else if (step !== 0 && field === "difficulty") {
    n.choice.difficulty = around(d.difficulties, n.choice.difficulty, step);
    delete n.squad;
  } else if (step !== 0 && field === "visibility")
    n.choice.visibility = around(VISIBILITIES, n.choice.visibility, step);
  else if (key === "enter" || key === "space") {
    if (field === "squad" && typeof offer !== "string") {
      n.squad ??= [...offer.suggested];
      n.editing = 0;
    } else return "begin";
  }
  return undefined;
}

function editSquadKey(n: NewRun, offer: SquadOffer, key: string): undefined {
  const squad = (n.squad ??= [...offer.suggested]);
  const at = n.editing!;
  const type = offer.types[at];
  if (key === "up" || key === "k") n.editing = (at + offer.types.length - 1) % offer.types.length;
  else if (key === "down" || key === "j") n.editing = (at + 1) % offer.types.length;
  else if (key === "s") n.squad = [...offer.suggested];
  else if (key === "enter" || key === "escape") delete n.editing;
  else if (type && (key === "right" || key === "l" || key === "+")) {
    if (cost(offer, squad) + type.points > offer.points)
      n.problem = `a ${type.name} costs ${type.points} points: only ${offer.points - cost(offer, squad)} are left`;
    else {
      delete n.problem;
      squad.push(type.key);
    }
  } else if (type && (key === "left" || key === "h" || key === "-")) {
    const i = squad.lastIndexOf(type.key);
    if (i >= 0) squad.splice(i, 1);
    delete n.problem;
  }
  return undefined;
}

function around<T>(list: readonly T[], now: T, step: number): T {
  const i = list.indexOf(now);
  return list[(i + step + list.length) % list.length] ?? now;
}
