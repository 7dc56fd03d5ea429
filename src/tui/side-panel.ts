// The panel beside the map: the selected marker, the track sheet of all own markers, enemies in sight.
import type { Ship } from "../ship/ship.js";
import type { OwnMarker, PlayerView } from "../seat/index.js";
import { ownWhere } from "./marks.js";
import { tabOrder } from "./selection.js";
import { sideTitle } from "./sides.js";
import { cut, fold, pad } from "./text-fit.js";
import { LOOKS, SIDE_TEXT, type Theme } from "./theme.js";

export function sidePanel(
  ship: Ship,
  view: PlayerView,
  selected: number | undefined,
  width: number,
  height: number,
  theme: Theme,
  /** A small screen (80 columns, 24 rows): the card in two lines, the markers out of sight counted, the track sheet first. */
  compact = height < 20,
  /** The selected marker's remembered travel, in words (src/tui/travel-input.ts, goalLine). */
  travel?: string,
): string[] {
  const p = (text: string) => theme.paint({}, cut(text, width));
  const head = (text: string) => theme.paint(LOOKS.heading, cut(text, width));
  const chosen = view.own.find((m) => m.number === selected);
  const top = [
    theme.paint(SIDE_TEXT[view.side], cut(`${sideTitle(view.side)}  turn ${view.turn} of ${view.turnLimit}`, width)),
    "",
  ];
  const card = chosen
    ? (compact ? shortCard(ship, chosen) : markerCard(ship, chosen, view.devices.stations))
        .flatMap((l) => fold(l, width, "  "))
        .map(p)
    : [p("no marker selected")];
  if (travel) card.push(...fold(travel, width, "  ").map((l) => theme.paint(LOOKS.good, l)));
  const sighted = view.enemies.filter((e) => e.inSight);
  const elsewhere = view.enemies.filter((e) => !e.inSight);
  const enemies = [
    head("In sight"),
    ...(sighted.length === 0
      ? [theme.paint(LOOKS.faint, "  no enemy")]
      : sighted.flatMap((e) => fold(`  ${e.label}${e.wounded ? " (wounded)" : ""} at ${e.hex}`, width)).map(p)),
    // Across an open table every enemy marker is on the map: those out of sight in short.
    ...(elsewhere.length + view.enemiesAtLocks.length === 0
      ? []
      : [
          head(`Out of sight (${elsewhere.length + view.enemiesAtLocks.length})${compact ? ": ; looks" : ""}`),
          ...(compact
            ? []
            : itemLines(
                [
                  ...elsewhere.map((e) => `${e.label} ${e.hex}`),
                  ...view.enemiesAtLocks.map(
                    (e) => `${e.label} ${e.at === "lock" ? "in" : "out"} ${shortLock(e.lock)}`,
                  ),
                ],
                width,
              ).map((l) => theme.paint(LOOKS.faint, cut(l, width)))),
        ]),
    ...(view.lastSeen.length === 0
      ? []
      : [
          head("Last seen"),
          ...[...view.lastSeen]
            .sort((a, b) => b.turn - a.turn)
            .slice(0, compact ? 2 : undefined)
            .map((s) => theme.paint(LOOKS.faint, cut(`  ${s.label} ${s.hex} turn ${s.turn}`, width))),
        ]),
  ];
  const d = view.devices;
  const devices = [
    ...(d.bridgeRoll && !d.bridgeRoll.used
      ? [`Bridge roll ${d.bridgeRoll.result}: ${d.bridgeRoll.does}`, `  type: ${d.bridgeRoll.command}`]
      : []),
    ...d.stations.map((st) => `${st.label} at the ${st.device}`),
    ...(d.engineRestart ? [`engines: ${d.engineRestart.turns} of ${d.engineRestart.needed} turns`] : []),
    ...d.camera.slice(-2).map((c) => `camera: ${c.label} is ${c.answer} (T${c.turn})`),
  ];
  // Wrapped, never cut: the end of a bridge roll's line is what it does.
  if (devices.length) enemies.push(head("Devices"), ...devices.flatMap((l) => fold(`  ${l}`, width, "  ")).map(p));
  // No marker numbers left: say so plainly, as no dummy can be placed (nor a soldier take a new number).
  const numbers =
    view.phase === "play" && view.freeNumbers === 0
      ? [theme.paint(LOOKS.warning, cut("no marker numbers left: no more dummies", width))]
      : [];
  const room = Math.max(1, height - top.length - card.length - 2 - numbers.length - enemies.length);
  const sheet = trackSheet(ship, tabOrder(view.own), selected, width, room, theme);
  const title = `Track sheet (${view.own.length})${view.phase === "play" ? ` ${view.freeNumbers} free` : ""}`;
  return [...top, ...card, "", head(title), ...numbers, ...sheet, "", ...enemies].slice(0, height);
}

/** The selected marker in two lines: who, and its move units and place. */
function shortCard(ship: Ship, m: OwnMarker): string[] {
  const s = m.soldier;
  return [
    s ? `?${m.number} ${s.name}, ${s.type}` : `?${m.number} dummy`,
    `MU ${m.mu}${s ? `/${s.move}${s.wounded ? " wounded" : ""}` : ""} ${ownWhere(ship, m)}`,
  ];
}

function markerCard(ship: Ship, m: OwnMarker, stations: PlayerView["devices"]["stations"]): string[] {
  const s = m.soldier;
  const lines = s
    ? [
        `?${m.number} ${s.name}`,
        `${s.type}, ${s.armour === "none" ? "no" : s.armour} armour`,
        `MU ${m.mu} of ${s.move}, ${s.wounded ? "wounded" : "unhurt"}`,
      ]
    : [`?${m.number} dummy ${m.label}`, "a decoy: gone if seen", `MU ${m.mu}`];
  lines.push(m.where.at === "cell" ? `at ${ownWhere(ship, m)}` : ownWhere(ship, m));
  const state = [
    m.revealed ? "revealed" : "",
    s && s.morale !== "steady" ? s.morale.toUpperCase() : "",
    s?.attacked ? "has attacked" : "",
    s?.ambush ? "in ambush" : "",
    // A station acts only if the soldier neither moves nor attacks all turn: the engine says so only as the next turn begins.
    ...stations
      .filter((st) => st.label === `?${m.number}`)
      .map((st) =>
        s && (m.mu < s.move || s.attacked)
          ? `moved or fought at the ${st.device}: the station lapses`
          : `stationed at the ${st.device} (stay put, no attack)`,
      ),
    s?.carrying !== undefined ? `carries ?${s.carrying}` : "",
    s?.carried ? "being carried" : "",
  ].filter(Boolean);
  if (state.length) lines.push(state.join(", "));
  return lines;
}

/** One line a marker, a window of them around the selected one when they do not all fit. */
function trackSheet(
  ship: Ship,
  own: readonly OwnMarker[],
  selected: number | undefined,
  width: number,
  room: number,
  theme: Theme,
): string[] {
  const at = Math.max(
    0,
    own.findIndex((m) => m.number === selected),
  );
  if (own.length > room) room = Math.max(1, room - 1);
  const start = own.length <= room ? 0 : Math.max(0, Math.min(at - Math.floor(room / 2), own.length - room));
  const above = start;
  const below = Math.max(0, own.length - start - room);
  // Never cut silently: how many more, above and below the window (Tab scrolls it with the selection).
  const more =
    above + below > 0 ? [theme.paint(LOOKS.faint, cut(`  more: ${above} above, ${below} below (Tab)`, width))] : [];
  const lines = own.slice(start, start + room).map((m) => {
    const line = sheetRow(ship, m, m.number === selected, width);
    return m.number === selected ? theme.paint(LOOKS.chosen, line) : theme.paint(m.soldier ? {} : LOOKS.faint, line);
  });
  return [...lines, ...more];
}

/**
 * A marker's row: a dummy by its stable label (d1, d2: what scripts name it by), a soldier by his name,
 * and his state (rowStates) in words after his place where they fit, else in letters after his name
 * (A ambush, W wounded, B broken).
 */
function sheetRow(ship: Ship, m: OwnMarker, selected: boolean, width: number): string {
  const states = rowStates(m);
  const row = (name: string, after: string) =>
    `${selected ? ">" : " "}${String(m.number).padStart(2)} ${pad(name, 12)} ${String(m.mu).padStart(2)} ${shortWhere(ship, m)}${after}`;
  const who = m.soldier ? m.soldier.name : `dummy ${m.label}`;
  const inWords = row(cut(who, 12), states.length > 0 ? ` ${states.join(" ")}` : "");
  if (inWords.length <= width) return inWords;
  const letters = states.length > 0 ? ` ${states.map((t) => t[0]!.toUpperCase()).join("")}` : "";
  return cut(row(cut(who, 12 - letters.length) + letters, ""), width);
}

/** What a track sheet's row says of a soldier beside his place: in ambush, wounded, broken (his morale gone). */
function rowStates(m: OwnMarker): string[] {
  const s = m.soldier;
  if (!s) return [];
  return [s.ambush ? "ambush" : "", s.wounded ? "wounded" : "", s.morale !== "steady" ? "broken" : ""].filter(
    (t) => t !== "",
  );
}

const LEVEL_SHORT: Readonly<Record<string, string>> = { floor: "fl", belowdecks: "bd", upper: "up" };

/** Where a marker is, in at most ten characters: "89:0806", "90:0305 fl", "in L1", "out CL1". */
export function shortWhere(ship: Ship, m: OwnMarker): string {
  if (m.where.at === "cell") {
    const level = ship.cells[m.where.cell]?.level ?? "main";
    return level === "main" ? m.where.hex : `${m.where.hex} ${LEVEL_SHORT[level] ?? level}`;
  }
  if (m.where.at === "zone") return "to place";
  return `${m.where.at === "lock" ? "in" : "out"} ${shortLock(m.where.lock)}`;
}

/** An air lock's name in short: "L3", "CL1". */
function shortLock(name: string): string {
  return name.replace(/^cargo lock /, "CL").replace(/^lock /, "L");
}

/** Items ("?3 99:0410") listed with commas, two spaces in, a line broken only between items: a marker stays beside its hex. */
function itemLines(items: readonly string[], width: number): string[] {
  const lines: string[] = [];
  let line = "";
  items.forEach((item, i) => {
    const text = i < items.length - 1 ? `${item},` : item;
    if (line !== "" && line.length + 1 + text.length > width) {
      lines.push(line);
      line = "";
    }
    line = line === "" ? `  ${text}` : `${line} ${text}`;
  });
  if (line !== "") lines.push(line);
  return lines;
}
