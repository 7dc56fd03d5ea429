// Why an action or a command was refused: a stable code for programs, a line for people. A leaf (it
// imports nothing), so the command language's help can load it before the engine.

/** Every refusal code, and what it means (docs/SCRIPTS.md lists them; a test holds the two together). */
export const REFUSAL_CODES = {
  // The command line itself.
  empty: "no command on the line",
  "control-character": "the line holds a control character (an escape code, say): commands are plain text",
  "unknown-command": "the first word is no command",
  usage: "the words do not fit the command's form",
  "extra-words": "words left over after a whole command",
  "bad-way": "a word that is no direction or way",
  // Naming things.
  "no-such-marker": "WHO names none of your markers in play (or FRIEND none of your soldiers on the map)",
  "ambiguous-marker": "WHO names several of your markers",
  "no-such-hex": "HEX is on no level of this ship",
  "no-such-target": "TARGET names no enemy marker you see or know of",
  "ambiguous-target": "TARGET names several enemy markers: say which",
  "say-which": "several ways or devices fit: name one",
  // Whose turn, which phase.
  "game-over": "the game is over",
  "not-your-turn": "it is the other side's turn",
  "wrong-phase": "deploying before play, or play after deployment",
  // The marker.
  "not-on-map": "the marker is not on the map (in or outside an air lock, or not placed yet)",
  "wrong-place": "the marker is not where this is done (outside, in or at an air lock, in a pod)",
  broken: "a broken soldier runs on its own",
  carried: "the soldier is being carried",
  carrying: "the soldier carries a wounded friend",
  "not-carrying": "the soldier carries no one",
  dummy: "a dummy cannot do this",
  "not-a-dummy": "a soldier, not a dummy",
  "not-able": "its type cannot do this (not a Medic, no Leader or Hero, no ladders)",
  "no-weapon": "the soldier has no ranged weapon",
  "in-ambush": "the soldier lies in ambush",
  "already-acted": "the soldier has moved, attacked or tended a wound this turn",
  "not-wounded": "the friend is not wounded",
  "move-units": "not enough move units left, or no more steps of this kind this turn",
  // The way, the target, the device.
  "no-way": "no hex, ladder or way out there",
  "not-next-to": "the hex, door, device or enemy is not next to the marker",
  "door-closed": "a closed door is in the way",
  blocked: "walls, furniture, a container or someone in a doorway is in the way",
  "no-room": "the hex, lock or pod is full",
  "enemy-there": "an enemy marker stands there",
  "cargo-hands": "the container needs another pair of hands, or only one",
  "no-device": "no door, device, container, booth, pod or cryo cell there",
  "no-line-of-sight": "no clear line from the attacker to the target",
  "out-of-reach": "the target is beyond the weapon's reach",
  already: "it is so already",
  "used-this-turn": "done as often as it may be this turn",
  "lock-busy": "the air lock is cycling or restoring pressure",
  "no-power": "the ship has no power",
  "ship-state": "the ship is not in the state the order needs",
  "bridge-roll": "the bridge's roll for this turn does not allow it, or there is none",
  "camera-waits": "the enemy's security camera waits for you to show it one of your markers first",
  "could-be-seen": "a dummy goes only where no enemy could see it appear",
  "outside-zone": "not a hex of the zone the marker deploys in",
  "not-placed": "markers still to be placed",
  "none-left": "nothing left to place or draw (dummies, marker numbers)",
  rules: "the scenario's rules do not allow it",
} as const;

export type RefusalCode = keyof typeof REFUSAL_CODES;

/** One of the acting side's markers named in a refusal: `?N`, or as the player named it. */
export interface Mention {
  readonly id: number;
  readonly number: number;
}

export type Part = string | Mention;

/** Words that name the acting side's markers: kept in parts, so they can be named as the player named them. */
export interface Said {
  readonly parts: readonly Part[];
}

export interface Refusal {
  readonly ok: false;
  readonly code: RefusalCode;
  /** The line, markers named by number (`?7`). */
  readonly reason: string;
  /** The same line in parts where it names the acting side's markers. */
  readonly parts?: readonly Part[];
}

/** A line naming markers: said`${piece} is not on the map` (a piece is named `?N`, or as the player named it). */
export function said(strings: TemplateStringsArray, ...values: readonly (string | number | Mention)[]): Said {
  const parts: Part[] = [];
  strings.forEach((s, i) => {
    if (s) parts.push(s);
    if (i >= values.length) return;
    const v = values[i]!;
    parts.push(typeof v === "object" ? { id: v.id, number: v.number } : String(v));
  });
  return { parts };
}

/** The line of PARTS, each marker named by NAME (by default, or when it gives nothing, `?N`). */
export function spoken(parts: readonly Part[], name: (m: Mention) => string | undefined = () => undefined): string {
  return parts.map((p) => (typeof p === "string" ? p : (name(p) ?? `?${p.number}`))).join("");
}

export function refusal(code: RefusalCode, reason: string | Said): Refusal {
  if (typeof reason === "string") return { ok: false, code, reason };
  return reason.parts.some((p) => typeof p !== "string")
    ? { ok: false, code, reason: spoken(reason.parts), parts: reason.parts }
    : { ok: false, code, reason: spoken(reason.parts) };
}

/** The refusal with the markers it names as NAME names them (what the player typed for them). */
export function reworded(r: Refusal, name: (m: Mention) => string | undefined): Refusal {
  return r.parts ? { ...r, reason: spoken(r.parts, name) } : r;
}

export function isRefusal(x: unknown): x is Refusal {
  return typeof x === "object" && x !== null && (x as { ok?: unknown }).ok === false && "code" in x;
}

/** The refusal alone, without any other field a caller's failure carried (a step's cost, say). */
export function plainRefusal(r: Refusal): Refusal {
  return r.parts ? { ok: false, code: r.code, reason: r.reason, parts: r.parts } : refusal(r.code, r.reason);
}
