// The campaign in the app: from the menu to a new run or the run under way, the campaign screen and its
// pages, a boarding played as an ordinary game against the computer, and back to the campaign after it.
import { centred, type Line } from "./cover-text.js";
import { blankAll } from "./layout.js";
import { wipeScreen } from "./terminal/screen.js";
import { LOOKS } from "./theme.js";
import { fold } from "./text-fit.js";
import { cols, rows, type AppState, type ModeOf } from "./app-state.js";
import { begin } from "./begin-game.js";
import type { Boarding, CampaignDriver, CampaignView } from "./campaign-driver.js";
import type { CampaignScreen, Page, RunScreen } from "./campaign-state.js";
import { CAMPAIGN_HELP, pageKey, pageLines } from "./campaign-pages.js";
import { newRunKey, newRunLines, newRunScreen } from "./campaign-new-run-screen.js";
import { briefingPage, deedsPage, runLines, shopLines } from "./campaign-run-screen.js";
import { runChoice } from "./campaign-state.js";

const show = (s: AppState, screen: CampaignScreen): void => {
  s.mode = { kind: "campaign", screen };
  s.render();
};

/** Campaign on the start menu (or `derelict campaign`): the run under way, else a new run's choices. */
export function openCampaign(s: AppState, fresh = false): void {
  const d = s.o.campaign;
  if (!d) return;
  if (fresh || d.underWay() === undefined) return show(s, newRunScreen(d));
  wait(s, "Opening the run...", d.resume(), (opened) => {
    if (typeof opened === "string") return back(s, opened);
    if (opened.boarding) return board(s, opened.boarding);
    show(s, afterScreen(opened.view, cols(s)));
  });
}

/** A wait screen while PROMISE runs (a derelict generated, a run read), then THEN with its value. */
function wait<T>(s: AppState, what: string, promise: Promise<T>, then: (value: T) => void): void {
  show(s, { kind: "wait", what });
  promise.then(
    (value) => {
      then(value);
      s.render();
    },
    (error: unknown) => s.o.onCrash?.(error),
  );
}

/** Back to the start menu, with a problem to show there. */
function back(s: AppState, problem?: string): void {
  s.mode = { kind: "menu" };
  if (problem !== undefined) s.menu.problems = [problem];
  s.render();
}

/** The screen for a run: what the last boarding did, then its end (the record) or the campaign screen. */
function afterScreen(view: CampaignView, width: number): CampaignScreen {
  // Prose is folded to the screen (a ship's drawing is not: it scrolls across).
  const page = (title: string, lines: readonly string[], next: CampaignScreen | "menu", enter: string): Page => ({
    kind: "page",
    title,
    lines: lines.flatMap((l) => fold(l, width)),
    top: 0,
    left: 0,
    next,
    enter,
  });
  const then: CampaignScreen = view.end
    ? page(
        `THE RUN IS OVER: ${view.end.won ? "won" : "lost"}; ${view.end.why}`,
        [`The record file: ${view.end.file}`, "", ...view.end.record],
        "menu",
        "back to the start menu",
      )
    : { kind: "run", view, index: 0 };
  if (view.aftermath)
    return page(
      view.aftermath.title,
      view.aftermath.lines,
      then,
      view.end ? "the run's record" : "the campaign screen",
    );
  return then;
}

/** The boarding begun: the person's seat alone, the computer at the other. */
function board(s: AppState, boarding: Boarding): void {
  if (!("seats" in boarding)) {
    s.mode = { kind: "menu" };
    s.menu.problems = boarding.length > 0 ? [...boarding] : ["the boarding cannot start"];
    return s.render();
  }
  s.boarding = () => leaveBoarding(s);
  begin(s, boarding, "the boarding");
}

/** The boarding's game is over and its end read: on to what became of the squad. */
export function leaveBoarding(s: AppState): void {
  const d = s.o.campaign!;
  s.leaveSingle?.();
  s.leaveSingle = undefined;
  s.game = undefined;
  delete s.boarding;
  blankAll(s.boxes);
  wipeScreen(s.o.screen);
  wait(s, "The shuttle comes back...", d.afterBoarding(), (view) => show(s, afterScreen(view, cols(s))));
}

export function campaignKey(s: AppState, mode: ModeOf<"campaign">, key: string): void {
  const d = s.o.campaign;
  const screen = mode.screen;
  if (!d || screen.kind === "wait") return;
  if (key === "?" && screen.kind !== "page")
    return show(s, {
      kind: "page",
      title: "THE CAMPAIGN",
      lines: CAMPAIGN_HELP,
      top: 0,
      left: 0,
      next: screen,
      enter: "back",
    });
  switch (screen.kind) {
    case "new": {
      const went = newRunKey(d, screen, key);
      if (went === "menu") return back(s);
      if (went === "begin")
        wait(s, "Generating the first derelict...", d.newRun(runChoice(screen)), (made) => {
          if (typeof made === "string") return show(s, { ...screen, problem: made });
          show(s, { kind: "run", view: made, index: 0 });
        });
      return;
    }
    case "page":
      if (!pageKey(screen, key, cols(s), rows(s))) return;
      if (screen.next === "menu") return back(s);
      return show(s, screen.next);
    case "shop":
      return shopKey(s, d, screen, key);
    case "run":
      return runKey(s, d, screen, key);
  }
}

function runKey(s: AppState, d: CampaignDriver, r: RunScreen, key: string): void {
  delete r.problem;
  const n = r.view.squad.length;
  const width = cols(s);
  if (key === "up" || key === "k") r.index = (r.index + n - 1) % Math.max(1, n);
  else if (key === "down" || key === "j") r.index = (r.index + 1) % Math.max(1, n);
  else if (key === "q" || key === "escape") return back(s);
  else if (key === "b" && r.view.next) return show(s, briefingPage(r.view, width, r));
  else if (key === "d" && r.view.squad[r.index]) return show(s, deedsPage(r.view.squad[r.index]!, r, width));
  else if (key === "s") return show(s, { kind: "shop", view: r.view, index: 0 });
  else if (key === "r")
    return show(s, {
      kind: "page",
      title: "THE RECORD SO FAR",
      lines: recordSoFar(r.view).flatMap((l) => fold(l, width)),
      top: 0,
      left: 0,
      next: r,
      enter: "back",
    });
  else if (key === "enter" && r.view.next) wait(s, `Boarding ${r.view.next.title}...`, d.board(), (b) => board(s, b));
  s.render();
}

function shopKey(
  s: AppState,
  d: CampaignDriver,
  sh: ModeOf<"campaign">["screen"] & { kind: "shop" },
  key: string,
): void {
  delete sh.problem;
  delete sh.note;
  const n = sh.view.shop.length;
  if (key === "up" || key === "k") sh.index = (sh.index + n - 1) % Math.max(1, n);
  else if (key === "down" || key === "j") sh.index = (sh.index + 1) % Math.max(1, n);
  else if (key === "escape" || key === "q") return show(s, { kind: "run", view: sh.view, index: 0 });
  else if (key === "enter" && sh.view.shop[sh.index]) {
    const bought = d.buy(sh.index);
    const label = sh.view.shop[sh.index]!.label;
    if (typeof bought === "string") sh.problem = bought;
    else {
      sh.view = bought;
      sh.note = `Bought: ${label}.`;
      sh.index = Math.min(sh.index, Math.max(0, bought.shop.length - 1));
    }
  }
  s.render();
}

/** The run's boardings so far, from the view's squad (the record file is written at the run's end). */
function recordSoFar(v: CampaignView): string[] {
  return [
    v.heading,
    `Salvage ${v.salvage}; score ${v.score}`,
    "",
    ...v.squad.flatMap((x) => [
      `${x.name}, ${x.type}: ${x.status}; ${x.kills} kills, ${x.boardings} boardings`,
      ...x.deeds.map((deed) => `    ${deed}`),
    ]),
  ];
}

/** The campaign's screen as lines over the whole terminal. */
export function campaignLines(s: AppState, mode: ModeOf<"campaign">): string[] {
  const d = s.o.campaign;
  const [width, height] = [cols(s), rows(s)];
  const inner = Math.min(width - 2, 78);
  const screen = mode.screen;
  let lines: Line[];
  if (!d || screen.kind === "wait") lines = [{ text: screen.kind === "wait" ? screen.what : "", look: LOOKS.heading }];
  else if (screen.kind === "new") lines = newRunLines(d, screen, inner);
  else if (screen.kind === "run") lines = runLines(screen, inner, height);
  else if (screen.kind === "shop") lines = shopLines(screen, inner);
  else lines = pageLines(screen, width, height);
  return centred(lines, width, height, s.o.theme);
}
