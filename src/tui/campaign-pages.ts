// A campaign page: lines that scroll down and across (a ship is wider than the screen), its title
// on top and its keys below; and the campaign's help.
import type { Line } from "./cover-text.js";
import { cut } from "./text-fit.js";
import { LOOKS } from "./theme.js";
import type { Page } from "./campaign-state.js";

/** The page's lines at this size: the title, a window of the body, the keys line. */
export function pageLines(p: Page, width: number, rows: number): Line[] {
  const height = Math.max(1, rows - 3);
  const body = p.lines.slice(p.top, p.top + height).map((l) => cut(l.slice(p.left), width));
  const wide = p.lines.some((l) => l.length > width);
  const more = p.top + height < p.lines.length ? `lines ${p.top + 1}-${p.top + height} of ${p.lines.length}` : "";
  const across = wide ? "Left/Right across   " : "";
  return [
    { text: cut(p.title, width).padEnd(width), look: LOOKS.heading },
    ...body.map((text) => ({ text: text.padEnd(width) })),
    ...Array.from({ length: height - body.length }, () => ({ text: "".padEnd(width) })),
    { text: "" },
    {
      text: cut(`Up/Down PgUp/PgDn scroll   ${across}Enter ${p.enter}${more ? `   (${more})` : ""}`, width).padEnd(
        width,
      ),
      look: LOOKS.faint,
    },
  ];
}

/** Scrolls the page; true when Enter (or Esc, q) leaves it. */
export function pageKey(p: Page, key: string, width: number, rows: number): boolean {
  const height = Math.max(1, rows - 3);
  const lastTop = Math.max(0, p.lines.length - height);
  const lastLeft = Math.max(0, Math.max(0, ...p.lines.map((l) => l.length)) - width);
  const down: Record<string, number> = {
    up: -1,
    k: -1,
    down: 1,
    j: 1,
    pageup: -height,
    pagedown: height,
    space: height,
  };
  const across: Record<string, number> = { left: -8, h: -8, right: 8, l: 8 };
  if (down[key] !== undefined) p.top = Math.max(0, Math.min(lastTop, p.top + down[key]));
  else if (across[key] !== undefined) p.left = Math.max(0, Math.min(lastLeft, p.left + across[key]));
  else if (key === "home" || key === "g") p.top = 0;
  else if (key === "end" || key === "G") p.top = lastTop;
  else return key === "enter" || key === "escape" || key === "q";
  return false;
}

/** The campaign's help: what a run is and the keys of its screens. */
export const CAMPAIGN_HELP: readonly string[] = [
  "A campaign is a run of seven derelicts, each generated from the run's seed; the seventh is the",
  "flagship. Your squad boards each one against the computer. Soldiers who die stay dead; the",
  "wounded sit out a boarding unless patched; survivors earn experience and ranks. Objectives,",
  "kills and cargo bring salvage, spent in the shop on recruits, patches and decoys. The run ends",
  "when the squad is gone or the flagship's boarding is over; its record file is written then.",
  "",
  "The campaign screen",
  "  Up/Down      choose a soldier            d        his deeds",
  "  Enter        board the next derelict     b        its briefing and ship",
  "  s            the shop                    r        the record so far",
  "  q, Esc       back to the start menu (the run is saved; Campaign goes on with it)",
  "",
  "A boarding is an ordinary game against the computer: ? there shows its keys. Quitting",
  "mid-boarding keeps it: Campaign on the start menu (or derelict campaign) goes on with it.",
  "",
  "Pages scroll with Up/Down, PgUp/PgDn and Left/Right (a ship is wider than the screen).",
];
