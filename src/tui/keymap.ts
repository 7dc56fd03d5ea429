// What each key does: the commands of the game screen, their default keys, and rebinding.

/** Every command a key can be bound to, with its default keys and a line for the help screen. */
export const COMMANDS = {
  "move-nw": { keys: ["y", "home", "7"], help: "step north-west" },
  "move-ne": { keys: ["u", "pageup", "9"], help: "step north-east" },
  "move-w": { keys: ["h", "left", "4"], help: "step west" },
  "move-e": { keys: ["l", "right", "6"], help: "step east" },
  "move-sw": { keys: ["b", "end", "1"], help: "step south-west" },
  "move-se": { keys: ["n", "pagedown", "3"], help: "step south-east" },
  "move-up": { keys: ["up", "8", "k"], help: "step up: north-west or north-east, zigzag so it keeps to its column" },
  "move-down": { keys: ["down", "2", "j"], help: "step down: south-west or south-east, zigzag likewise" },
  "next-marker": { keys: ["tab"], help: "select your next marker" },
  "previous-marker": { keys: ["S-tab"], help: "select your previous marker" },
  "climb-up": { keys: ["<"], help: "climb up a ladder or stairs; elsewhere view the level above" },
  "climb-down": { keys: [">"], help: "climb down a ladder or stairs; elsewhere view the level below" },
  "view-level": { keys: ["v"], help: "view the next level without moving" },
  "open-door": { keys: ["o"], help: "open or close a door next to the marker (then a direction)" },
  push: { keys: ["p"], help: "push a cargo container next to the marker (then a direction)" },
  "air-lock": { keys: ["a"], help: "board the air lock the marker waits at, or leave the lock it is in" },
  fire: { keys: ["f"], help: "fire: choose a target in sight (Tab cycles, the odds shown), Enter fires" },
  melee: { keys: ["m"], help: "close combat with an enemy next to the soldier (Tab cycles), Enter strikes" },
  ambush: { keys: ["A"], help: "lie in ambush: a soldier that has not moved fires at the first enemy to appear" },
  carry: { keys: ["c"], help: "carry a wounded friend on or next to the soldier; again to put him down" },
  heal: { keys: ["H"], help: "a Medic tends a wounded friend on or next to him" },
  station: { keys: ["s"], help: "station the soldier at the device next to it for the whole turn" },
  "place-dummy": { keys: ["d"], help: "place a dummy: move the cursor to a hex, Enter" },
  // Not x: x is look in DCSS and explore in Brogue; a capital for what cannot be taken back.
  "remove-dummy": { keys: ["D"], help: "take the selected dummy off the map" },
  look: { keys: [";", "L", "x"], help: "look: move a cursor over any hex to read what is known there" },
  numbers: { keys: ["#"], help: "show marker numbers on the map instead of letters" },
  "end-turn": { keys: ["E"], help: "end your turn (asks first)" },
  // Later additions come after end-turn, so the keys of a turn still open the help's first page.
  devices: { keys: ["w"], help: "work a device: a menu of what the selected marker can work where it stands" },
  "exit-ship": { keys: ["X"], help: "leave the ship from a hall end or the cargo hatch, out of the game (asks first)" },
  "what-you-saw": {
    keys: ["S"],
    help: "step again through what you saw of the enemy's last turn, until you end yours",
  },
  reach: {
    keys: ["r"],
    help: "show or hide the hexes the selected marker can get to this turn, as far as you know the ship (shown at first)",
  },
  select: { keys: ["'"], help: "select one of your markers by number or name (asks)" },
  travel: {
    keys: ["t"],
    help: "travel: move a cursor to a hex, Enter walks there step by step (beyond the shaded hexes: as far as this turn goes)",
  },
  "travel-on": {
    keys: ["T"],
    help: "go on travelling toward the hex a marker was sent to beyond its reach (the selected one, or the first)",
  },
  centre: { keys: ["@"], help: "centre the map on the selected marker" },
  "next-enemy": { keys: ["e"], help: "look at the enemies in sight one by one, the nearest first (again: the next)" },
  objective: { keys: ["g"], help: "show your objective on the map under a look cursor" },
  messages: { keys: ["M"], help: "message history" },
  objectives: { keys: ["O"], help: "your side's objectives (secret from the enemy) and how to meet each" },
  "command-line": { keys: [":"], help: "type a command, e.g. move 7 e e, push 7 ne with 4, leave 3 89:0006" },
  help: { keys: ["?"], help: "this help" },
  quit: { keys: ["Q"], help: "quit the game (asks first; Ctrl-C quits at once)" },
  // The guided first game's (the Introduction's) hints, on the key line.
  "hint-skip": { keys: ["i"], help: "skip the hint on the key line (the Introduction's guided first game)" },
  "hints-off": { keys: ["I"], help: "no more hints, in this game or later ones (remembered)" },
} as const satisfies Record<string, { keys: readonly string[]; help: string }>;

export type CommandName = keyof typeof COMMANDS;

export const COMMAND_NAMES = Object.keys(COMMANDS) as CommandName[];

export interface Keymap {
  readonly command: (key: string) => CommandName | undefined;
  readonly keysOf: (command: CommandName) => readonly string[];
}

/**
 * A key as blessed names it: a typed character as it is (`E` is not `e`), a named key in any case
 * (`F10`, `Enter`, `PageDown` as `f10`, `enter`, `pagedown`), modifiers as `S-`, `C-`, `M-`.
 */
export function keyId(key: string): string {
  if ([...key].length === 1) return key;
  const m = /^((?:[scm]-)*)(.+)$/i.exec(key)!;
  const mods = m[1]!.toUpperCase();
  return mods + m[2]!.toLowerCase();
}

/** The default keys with the given commands rebound; a key taken by a rebinding leaves its old command. */
export function buildKeymap(overrides: Partial<Record<CommandName, readonly string[]>> = {}): Keymap {
  const byKey = new Map<string, CommandName>();
  for (const name of COMMAND_NAMES) {
    if (overrides[name]) continue;
    for (const key of COMMANDS[name].keys) byKey.set(key, name);
  }
  for (const name of COMMAND_NAMES) {
    for (const key of overrides[name] ?? []) byKey.set(keyId(key), name);
  }
  return {
    command: (key) => byKey.get(key),
    keysOf: (command) => [...byKey].filter(([, c]) => c === command).map(([k]) => k),
  };
}

/** The first key bound to COMMAND as the screens name it, or "(COMMAND unbound)" when the player unbound it. */
export function boundKey(keymap: Keymap, command: CommandName): string {
  const key = keymap.keysOf(command)[0];
  return key ? keyLabel(key) : `(${command} unbound)`;
}

/** A key name as the help screen shows it. */
export function keyLabel(key: string): string {
  const named: Record<string, string> = {
    "S-tab": "Shift-Tab",
    tab: "Tab",
    enter: "Enter",
    escape: "Esc",
    space: "Space",
    up: "Up",
    down: "Down",
    left: "Left",
    right: "Right",
    home: "Home",
    end: "End",
    pageup: "PgUp",
    pagedown: "PgDn",
  };
  return named[key] ?? key.replace(/^C-/, "Ctrl-").replace(/^M-/, "Alt-");
}
