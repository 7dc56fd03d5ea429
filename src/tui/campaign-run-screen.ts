// The campaign screen between boardings: the squad with each soldier's record, the next derelict in
// brief, the keys to its briefing and ship, the shop, a soldier's deeds and the record so far.
import type { Line } from "./cover-text.js";
import { cut, fold, wrap } from "./text-fit.js";
import { LOOKS } from "./theme.js";
import type { CampaignView, SoldierRow } from "./campaign-driver.js";
import type { Page, RunScreen, Shop } from "./campaign-state.js";

const COLUMNS = "   Name          Type                  Status                 Kills Brd  XP";

function soldierLine(s: SoldierRow, chosen: boolean): string {
  const status = `${s.status}${s.boards ? ", boards" : ""}`;
  return `${chosen ? "> " : "  "} ${s.name.padEnd(13).slice(0, 13)} ${s.type.padEnd(21).slice(0, 21)} ${status.padEnd(22).slice(0, 22)} ${String(s.kills).padStart(5)} ${String(s.boardings).padStart(3)} ${String(s.xp).padStart(3)}`;
}

export function runLines(r: RunScreen, width: number, rows: number): Line[] {
  const v = r.view;
  const living = v.squad.filter((s) => !s.dead).length;
  const top: Line[] = [
    {
      text: pad(`${cut(v.heading, width - 28)}`, width - 27) + `Salvage ${v.salvage}  Score ${v.score}`.padStart(27),
      look: LOOKS.heading,
    },
    { text: "" },
    { text: pad(`The squad: ${living} living of ${v.squad.length}`, width), look: LOOKS.heading },
    { text: pad(COLUMNS, width), look: LOOKS.faint },
    ...v.squad.map((s, i) => ({
      text: pad(soldierLine(s, i === r.index), width),
      look: i === r.index ? LOOKS.chosen : s.dead ? LOOKS.faint : {},
    })),
    { text: "" },
  ];
  const next = v.next;
  const brief: Line[] = next
    ? [
        { text: pad(`Next: ${next.title}`, width), look: LOOKS.heading },
        ...wrap(`${next.mission}, against ${next.enemy}; ${next.turns} turns.`, width, "  ").map((text) => ({
          text: pad(text, width),
        })),
        ...wrap(`Hazards: ${next.hazards.length > 0 ? next.hazards.join(", ") : "none known"}.`, width, "  ").map(
          (text) => ({ text: pad(text, width) }),
        ),
      ]
    : [];
  const keys: Line[] = [
    { text: "" },
    ...(r.problem ? wrap(r.problem, width, "  ").map((text) => ({ text: pad(text, width), look: LOOKS.warning })) : []),
    {
      text: pad("Enter board  b briefing & ship  s shop  d deeds  r record  ? help  q menu", width),
      look: LOOKS.faint,
    },
  ];
  // The squad's list gives way first on a short screen (at most 10 soldiers: it fits 80x24).
  const room = rows - top.length - brief.length - keys.length;
  return [...top, ...(room >= 0 ? brief : brief.slice(0, Math.max(0, brief.length + room))), ...keys];
}

/** The next derelict's briefing and its ship, a page that scrolls both ways. */
export function briefingPage(v: CampaignView, width: number, back: RunScreen): Page {
  const n = v.next!;
  const prose = (text: string) => wrap(text, width);
  // The ship's summary is folded like prose; its drawing (from the first level's heading on) scrolls across.
  const drawn = n.ship.findIndex((l) => / level$/.test(l.trim()));
  const ship = drawn < 0 ? n.ship : [...n.ship.slice(0, drawn).flatMap((l) => fold(l, width)), ...n.ship.slice(drawn)];
  const lines = [
    ...prose(`Mission: ${n.mission}`),
    ...prose(`Enemy: ${n.enemy}; ${n.turns} turns`),
    ...(n.objectives.length > 0 ? ["Objectives:"] : []),
    ...n.objectives.flatMap((o) => wrap(`- ${o}`, width - 2, "    ").map((l) => `  ${l}`)),
    ...prose(`Hazards: ${n.hazards.length > 0 ? n.hazards.join(", ") : "none known"}.`),
    "",
    // The story's paragraphs, each wrapped.
    ...n.story.split("\n").flatMap((p) => (p.trim() === "" ? [""] : prose(p))),
    "",
    ...ship,
  ];
  return { kind: "page", title: n.title, lines, top: 0, left: 0, next: back, enter: "back" };
}

/** A soldier's record: his type, state and every deed. */
export function deedsPage(s: SoldierRow, back: RunScreen, width: number): Page {
  const lines = [
    `${s.type}; ${s.status}; ${s.kills} kills, ${s.boardings} boardings, ${s.xp} experience`,
    "",
    ...s.deeds.flatMap((d) => wrap(`- ${d}`, width - 2, "  ")),
  ];
  return { kind: "page", title: s.name, lines, top: 0, left: 0, next: back, enter: "back" };
}

export function shopLines(sh: Shop, width: number): Line[] {
  const v = sh.view;
  return [
    {
      text: pad(`THE SHOP (between boardings)`, width - 14) + `Salvage ${v.salvage}`.padStart(14),
      look: LOOKS.heading,
    },
    { text: "" },
    ...v.shop.map((o, i) => {
      const text = `${i === sh.index ? "> " : "  "}${o.label.padEnd(44).slice(0, 44)} ${String(o.cost).padStart(3)} salvage${o.refusal ? `  (${o.refusal})` : ""}`;
      return { text: pad(text, width), look: i === sh.index ? LOOKS.chosen : o.refusal ? LOOKS.faint : {} };
    }),
    { text: "" },
    ...(sh.note ? wrap(sh.note, width, "  ").map((text) => ({ text: pad(text, width), look: LOOKS.good })) : []),
    ...(sh.problem
      ? wrap(sh.problem, width, "  ").map((text) => ({ text: pad(text, width), look: LOOKS.warning }))
      : []),
    { text: pad("Up/Down choose   Enter buy   ? help   Esc back", width), look: LOOKS.faint },
  ];
}

function pad(text: string, width: number): string {
  return cut(text, width).padEnd(width);
}
