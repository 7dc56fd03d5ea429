// The lobby over ssh: make a game from a scenario (with a friend, or against the computer), pick a
// side and get the join codes, join a game with a code, or go back to a game of yours. It shows
// only what the lobby service gives it: names, summaries and codes, never a game's secrets.
import type { PlayerView, Side } from "../../seat/index.js";
import { centred, tooSmallLines, type Line } from "../../tui/cover-text.js";
import { MIN_COLS, MIN_ROWS } from "../../tui/layout.js";
import { editLine } from "../../tui/line-edit.js";
import { onKeys } from "../../tui/terminal/keys.js";
import { closeScreen, colourCount, openScreen } from "../../tui/terminal/screen.js";
import * as widgets from "../../tui/terminal/widgets.js";
import { cut, wrap } from "../../tui/text-fit.js";
import { LOOKS, makeTheme, wantsColour } from "../../tui/theme.js";
import { KeysAhead } from "./keys-ahead.js";
import type { RemoteTerminal } from "./seat-screen.js";

/** Open or fog, as a seat's view names it. */
type Visibility = PlayerView["visibility"];

export interface LobbyEntry {
  readonly label: string;
  readonly about: string;
}

/** A seat the lobby got the player: what to show before play (the codes), then the game. */
export interface Ticket {
  readonly lines: readonly string[];
}

export interface LobbyService {
  readonly scenarios: readonly LobbyEntry[];
  /** The games of the key the player came in with (none without a key). */
  readonly yours: readonly LobbyEntry[];
  /** The visibility a new game is offered in first (`host --visibility`); none: the scenario's own. */
  readonly visibility?: Visibility;
  /** A new game, once its record is safely written (why not, a line); COMPUTER: the strength of the computer that plays the other side (none: a friend does); VISIBILITY over the scenario's, when given. */
  create(scenario: number, side: Side, computer?: 1 | 2 | 3 | 4, visibility?: Visibility): Promise<Ticket | string>;
  /** The seat a join code opens (once a key's claim on it is on the disk), or why not. */
  join(code: string): Promise<Ticket | string>;
  back(index: number): Ticket | string;
}

/** The main menu's games against the computer, strongest first (src/ai/search/strength.ts). */
const STRENGTH_ITEMS: readonly (readonly [1 | 2 | 3 | 4, string])[] = [
  [4, "A new game against the computer, strength 4 (a deeper search)"],
  [3, "A new game against the computer, strength 3"],
  [2, "A new game against the computer, strength 2"],
  [1, "A new game against the computer, strength 1 (the quickest)"],
];

type Page =
  | { kind: "main" }
  | { kind: "scenario"; computer?: 1 | 2 | 3 | 4 }
  | { kind: "side"; computer?: 1 | 2 | 3 | 4; scenario: number }
  | { kind: "code"; typed: string }
  | { kind: "ticket"; ticket: Ticket };

const VISIBILITY_LABEL = {
  scenario: "as the scenario says",
  open: "open (every marker on both maps)",
  fog: "fog (enemy markers only in sight)",
} as const;

const NEXT_VISIBILITY: Readonly<Record<Visibility | "scenario", Visibility | undefined>> = {
  scenario: "open",
  open: "fog",
  fog: undefined,
};

/** Runs the lobby until the player has a seat (its ticket) or leaves (undefined). */
export function runLobby(terminal: RemoteTerminal, service: LobbyService): Promise<Ticket | undefined> {
  const screen = openScreen({ input: terminal.input, output: terminal.output, terminal: terminal.term });
  const theme = makeTheme(wantsColour(terminal.env), colourCount(screen) >= 256);
  const box = widgets.box({ parent: screen, top: 0, left: 0, width: "100%", height: "100%", tags: true });
  let page: Page = { kind: "main" };
  let index = 0;
  let problem: string | undefined;
  /** A new game is being made (its record written): keys typed meanwhile wait, in order, until it is. */
  let making: string | undefined;
  const typedAhead = new KeysAhead();
  // The side page's last item: the new game's visibility, the scenario's own or either mode (Enter goes round).
  let visibility: Visibility | undefined = service.visibility;
  const mainItems = [
    "A new game with a friend",
    ...STRENGTH_ITEMS.map(([, label]) => label),
    "Join a game with a code",
    ...service.yours.map((y) => `Back to ${y.label}`),
    "Leave",
  ];
  const items = (): readonly string[] =>
    page.kind === "main"
      ? mainItems
      : page.kind === "scenario"
        ? service.scenarios.map((s) => s.label)
        : page.kind === "side"
          ? ["blue", "yellow", `Visibility: ${VISIBILITY_LABEL[visibility ?? "scenario"]}`]
          : [];
  return new Promise((resolve) => {
    let done = false;
    const finish = (ticket: Ticket | undefined): void => {
      if (done) return;
      done = true;
      terminal.signal.removeEventListener("abort", leave);
      closeScreen(screen);
      resolve(ticket);
    };
    const leave = (): void => finish(undefined);
    terminal.signal.addEventListener("abort", leave);
    const got = (made: Ticket | string): void => {
      if (typeof made === "string") problem = made;
      else [page, index] = [{ kind: "ticket", ticket: made }, 0];
    };
    const choose = (): void => {
      if (page.kind === "main") {
        const code = 1 + STRENGTH_ITEMS.length;
        const yours = index - code - 1;
        if (index === 0) [page, index] = [{ kind: "scenario" }, 0];
        else if (index < code) [page, index] = [{ kind: "scenario", computer: STRENGTH_ITEMS[index - 1]![0] }, 0];
        else if (index === code) page = { kind: "code", typed: "" };
        else if (yours < service.yours.length) got(service.back(yours));
        else leave();
      } else if (page.kind === "scenario") [page, index] = [{ ...page, kind: "side", scenario: index }, 0];
      else if (page.kind === "side" && index === 2) visibility = NEXT_VISIBILITY[visibility ?? "scenario"];
      else if (page.kind === "side")
        wait(
          service.create(page.scenario, index === 0 ? "blue" : "yellow", page.computer, visibility),
          "Making the game...",
        );
    };
    /** A game made, or a seat's claim written, while the host serves everyone else; keys (but Ctrl-C) wait until it is. */
    const wait = (asked: Promise<Ticket | string>, saying: string): void => {
      making = saying;
      void asked
        .catch((e: unknown) => (e instanceof Error ? e.message : String(e)))
        .then((made) => {
          making = undefined;
          if (done) return;
          got(made);
          for (const name of typedAhead.take()) if (!done) key(name);
          if (!done) draw();
        });
    };
    const key = (name: string): void => {
      if (name === "C-c") return leave();
      if (making !== undefined) return void typedAhead.hold(name);
      const count = items().length;
      if (page.kind === "ticket") {
        if (name === "enter") finish(page.ticket);
        return;
      }
      if (page.kind === "code") {
        const edited = editLine(page.typed, name);
        problem = undefined;
        if (edited.done === "cancel") [page, index] = [{ kind: "main" }, 1 + STRENGTH_ITEMS.length];
        else if (edited.done === "enter") wait(service.join(edited.text), "Joining...");
        else page.typed = edited.text.slice(0, 40);
        return;
      }
      problem = undefined;
      if (name === "up" || name === "k" || name === "S-tab") index = (index + count - 1) % count;
      else if (name === "down" || name === "j" || name === "tab") index = (index + 1) % count;
      else if (name === "enter" || name === "space") choose();
      else if ((name === "escape" || name === "q" || name === "Q") && page.kind === "main") leave();
      else if (name === "escape" || name === "q" || name === "Q") [page, index] = [{ kind: "main" }, 0];
    };
    const draw = (): void => {
      const cols = screen.width as number;
      const rows = screen.height as number;
      const lines = cols < MIN_COLS || rows < MIN_ROWS ? tooSmallLines(cols, rows, MIN_COLS, MIN_ROWS) : body(rows);
      box.setContent(centred(lines, cols, rows, theme).join("\n"));
      screen.render();
    };
    const body = (rows: number): Line[] => {
      const width = 70;
      const head: Line[] = [
        { text: "D E R E L I C T", look: LOOKS.heading },
        { text: "boarding actions on a dead spaceship, played over ssh" },
        { text: "" },
      ];
      const foot = (text: string): Line[] => [
        { text: "" },
        { text: making ?? text, look: LOOKS.faint },
        { text: problem ?? "", look: LOOKS.warning },
      ];
      if (page.kind === "ticket")
        return [...head, ...page.ticket.lines.map((text) => ({ text })), ...foot("Enter: to the game")];
      if (page.kind === "code")
        return [
          ...head,
          { text: "Type the join code you were given (the dashes may be left out)." },
          { text: "" },
          { text: `join code: ${page.typed}_`.padEnd(width), look: LOOKS.key },
          ...foot("Enter: join   Esc: back"),
        ];
      const list = items();
      const title =
        page.kind === "scenario"
          ? `Which scenario${page.computer ? " against the computer" : ""}?`
          : page.kind === "side"
            ? `${service.scenarios[page.scenario]?.label ?? ""}: which side do you play?`
            : "What would you like to do?";
      // As many items as fit, the chosen one among them.
      const room = Math.max(3, rows - head.length - 10);
      const first = Math.max(0, Math.min(index - Math.floor(room / 2), list.length - room));
      const about =
        page.kind === "scenario" ? wrap(service.scenarios[index]?.about ?? "", width) : page.kind === "main" ? [] : [];
      return [
        ...head,
        { text: title, look: LOOKS.heading },
        { text: "" },
        ...list.slice(first, first + room).map((label, i) => ({
          text: cut(`${first + i === index ? "> " : "  "}${label}`, width).padEnd(width),
          look: first + i === index ? LOOKS.chosen : {},
        })),
        { text: "" },
        ...about.slice(0, 3).map((text) => ({ text, look: LOOKS.faint })),
        ...foot(
          page.kind === "main"
            ? "Up/Down choose   Enter take   q leave"
            : page.kind === "side"
              ? "Up/Down choose   Enter take (the visibility: change)   Esc back"
              : "Up/Down choose   Enter take   Esc back",
        ),
      ];
    };
    onKeys(screen, (name) => {
      if (done) return;
      key(name);
      if (!done) draw();
    });
    screen.on("resize", draw);
    if (terminal.signal.aborted) return leave();
    draw();
  });
}
