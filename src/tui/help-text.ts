// The help screen: every key as bound now, what the map shows, and the rules in a few lines.
import { COMMAND_NAMES, COMMANDS, keyLabel, type Keymap } from "./keymap.js";
import { COMMAND_HELP } from "../seat/command-help.js";
import { wrap } from "./text-fit.js";

const LEGEND = [
  "A B C...  your soldiers, by the first letter of their names, on your side's colour",
  "?         your dummy, on your colour",
  "12        an enemy question marker by its number, on the enemy's colour (bold: in your sight;",
  "          underlined without colour)",
  "*3        three enemy markers stacked on one hex (look at it to list them)",
  "N W...    an enemy soldier that has been revealed: the first letter of its type",
  "0-9 +     fog only: where an enemy was last seen, and how many turns ago (+: ten or more)",
  "# +  '    wall, closed door, open door",
  "% ~       a wreck's debris (no one enters), vacuum (armoured soldiers only)",
  ". h C c   floor, blue chair (+1 MU), captain's chair, console",
  "M P       central engine console, control panel (the engines' stations)",
  "H S :     ladder, stairs (to another level), belowdecks tread",
  "A L =     air lock, cargo-lock hatch, hall end",
  "G K       power generator, generator cooler",
  "F V       air purifier, artificial-gravity machinery",
  "Z X E B   cryo cell, transporter booth, escape pod, auto-doc bed",
  "R &       cabinets, furniture (bunks, tables, counters)",
  "x o d b   cargo: crate, pod, drum, big toolbox,",
  "s f e     small toolbox, fragile box, e-box (push them with p)",
  "blank     no hex: open space (the drop beside a catwalk) or outside the ship",
  "grey      out of your sight: the map as you remember it",
  "shaded    where the selected marker can get this turn, as far as you know:",
  "          doors as last seen, enemies where in sight (underlined, no colour)",
  "green     your deployment zone, while you deploy (underlined without colour)",
  "A W B     on the track sheet, after a name: in ambush, wounded, broken (in words where they fit)",
];

const RULES = [
  "Each turn one side moves, then the other. In your turn move your markers step by step; each has move units (MU): 1 a hex, 2 for a blue chair or a ladder, 1 to open or close a door. Unspent MU are lost when you end the turn.",
  "Your soldiers are on the map as numbered question markers; only you know which number is which soldier. You have more markers than soldiers: the rest are dummies, decoys that move like soldiers. With open visibility (the rule book's, the default) both sides see every marker and every move, stack and split of them, and every door; what is under a marker stays secret. With fog visibility (a variant) you see enemy markers only where your markers have a clear line to them.",
  "When markers of both sides come into sight of each other, both are turned over: a dummy is taken off, a soldier shows its type. A soldier no enemy can see any more hides again under a new number.",
  "You may place a dummy on a hex no enemy could see it appear (open: no enemy marker has a line to it; fog: every hex with a line to it is in your sight and holds no enemy), alone or on your markers, and take dummies off at any time. Look (;) at an enemy marker to read what you watched it do.",
  "Bridge result 6, the security camera: the enemy chooses one of its question markers and, as your next turn begins, you learn what it is. When the enemy's camera is on you, your turn opens with the choice (w opens it again).",
  "Doors start closed and block sight; closed doors cannot be entered. Soldiers outside the ship board through air locks and leave them one a turn; from the hex just inside a lock (a hall end, the cargo hatch) X leaves the ship, out of the game. Push cargo to clear a way or make cover.",
  "Each soldier may attack once a turn: fire at an enemy it can see (the nearer, the likelier to hit; dark, cover and the cramped passages below decks make it harder), or strike one next to it. A hit may wound or kill; the wounded move slowly and may be carried off or healed by a Medic. Losses and danger test morale: a broken soldier runs or freezes.",
  "Soldiers at the ship's devices work its systems: the bridge, the engines, life support, the gravity and lights. Station a soldier at a device (s), or press w for a menu of the devices the selected marker can work where it stands and what each does (a letter or Enter works one, just as the typed command would; the bridge's order of the turn is there too).",
  "Between turns the screen goes blank: hand the keyboard over and let the other player press Enter.",
  "Some scenarios start a side aboard in a zone: before the first turn it deploys, unseen. Its zone is lit on the map; move the cursor (y u h l b n, arrows), Enter places the selected marker there and selects the next, Tab picks another (placed ones may be placed again), d adds an extra dummy if the scenario gives any, x takes a dummy off, R (or E) when every marker is placed. The enemy learns only that you have deployed.",
  "At the start of your turn, what you saw of the enemy's turn is summed up; S steps through it on the map, one step for each thing you saw; S again does so at any time until you end your turn.",
];

const ARROWS =
  "The arrows: Left/Right step west/east; Up/Down zigzag between the two diagonals so a run of presses keeps to one column. The keypad (Num Lock on or off) works like the vi keys: 7 9 / 4 6 / 1 3 are y u / h l / b n. Rebind keys in $XDG_CONFIG_HOME/derelict/keys.yaml (or ~/.config/derelict/keys.yaml), one line a command by its name in brackets above, e.g. end-turn: [E, F10]";

export function helpLines(keymap: Keymap, width: number): string[] {
  const keys = COMMAND_NAMES.flatMap((name) => {
    const bound = keymap.keysOf(name).map(keyLabel).join(" ");
    // The command's own name last, as keys.yaml spells it: the page is where a player looks up what to rebind.
    return hanging(`  ${(bound === "" ? "(unbound)" : bound).padEnd(18)} `, `${COMMANDS[name].help} [${name}]`, width);
  });
  return [
    ...helpTitle(width),
    "",
    "Keys",
    ...keys,
    ...hanging(
      `  ${"Enter / Esc".padEnd(18)} `,
      "confirm / cancel a prompt; in a cursor: Enter chooses, < > change level",
      width,
    ),
    ...hanging(`  ${"Ctrl-C".padEnd(18)} `, "quit at once", width),
    "",
    // Wrapped to the page, never cut: at 80 columns the ends of these lines were lost.
    ...wrap(ARROWS, width),
    "",
    "The map",
    // Each glyph's words under its own text, the glyph column kept clear.
    ...LEGEND.flatMap((l) => hanging(`  ${l.slice(0, 10)}`, l.slice(10).trim(), width)),
    "",
    "The rules in short",
    ...RULES.flatMap((r) => ["", ...wrap(r, width - 2).map((l) => `  ${l}`)]),
    "",
    "Typed commands (press : first; the same language as derelict run scripts)",
    ...COMMAND_HELP.flatMap((c) => commandLines(c, width)),
  ].map((l) => (l.length > width ? l.slice(0, width) : l));
}

/** A command's help as usage and description, the usage on a line of its own when long. */
function commandLines({ usage, about: says }: { usage: string; about: string }, width: number): string[] {
  const column = 24;
  if (usage.length < column) return hanging(`  ${usage.padEnd(column)} `, says, width);
  return [`  ${usage}`, ...hanging(" ".repeat(column + 3), says, width)];
}

/** A line with a fixed start and its text wrapped under itself. */
function hanging(start: string, text: string, width: number): string[] {
  const lines = wrap(text, Math.max(10, width - start.length));
  return lines.map((l, i) => (i === 0 ? start : " ".repeat(start.length)) + l);
}

/** The page's title and how to scroll and close it: on one line where it fits, else on two, never cut. */
function helpTitle(width: number): string[] {
  const title = "DERELICT: HELP";
  const hint = "(Up/Down, PgUp/PgDn scroll; Esc or ? closes)";
  const gap = Math.min(26, width - title.length - hint.length);
  return gap >= 2 ? [title + " ".repeat(gap) + hint] : [title, hint];
}
