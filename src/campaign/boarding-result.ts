// A boarding's result read from the finished game, through the referee's handle alone: who of the
// player's side died, was wounded or left the ship, whom each killed, and how the game was decided.
import type { Side } from "../engine/state.js";
import type { RevealedGame } from "../seat/referee.js";
import type { Fate } from "./run-state.js";

/** What became of one soldier of the player's side. */
export interface SoldierFate {
  readonly name: string;
  /** His soldier type's name at the boarding's start. */
  readonly type: string;
  readonly fate: Fate;
  /** Left the ship alive (by an air lock or a pod). */
  readonly left: boolean;
  /** The type names of the enemy soldiers he killed, in order. */
  readonly kills: readonly string[];
  /** Attacks he made or came under. */
  readonly encounters: number;
}

export interface BoardingResult {
  readonly playerSide: Side;
  /** The winner, null for a draw. */
  readonly winner: Side | null;
  readonly reason: string;
  readonly turns: number;
  readonly soldiers: readonly SoldierFate[];
  /** Enemy soldiers at the start, and those killed. */
  readonly enemyTotal: number;
  readonly enemyKilled: number;
  /** Containers the player's side pushed out of the ship. */
  readonly cargoOut: number;
}

interface Tally {
  type: string;
  dead: boolean;
  wounded: boolean;
  kills: string[];
  encounters: number;
}

/** The result of GAME (over) for the player's side SIDE; undefined while the game goes on. */
export function boardingResult(game: RevealedGame | undefined, side: Side): BoardingResult | undefined {
  if (!game) return undefined;
  const start = game.at(0).view;
  const tally = new Map<string, Tally>();
  const enemyTypes = new Map<string, string>();
  for (const p of start.pieces) {
    if (!p.soldier) continue;
    if (p.side === side)
      tally.set(p.soldier, { type: p.type ?? "", dead: false, wounded: false, kills: [], encounters: 0 });
    else enemyTypes.set(p.soldier, p.type ?? "");
  }
  let enemyKilled = 0;
  let cargoOut = 0;
  for (let k = 1; k < game.length; k++) {
    let attacker: { side: string; label?: string } | undefined;
    for (const e of game.at(k).events) {
      if (e.kind === "fire" || e.kind === "melee") {
        const f = e.fields;
        if (!f.marker) continue;
        attacker = f.marker;
        for (const m of [f.marker, f.target]) if (m?.side === side && m.label) bump(tally.get(m.label));
      } else if (e.kind === "killed" && e.fields.marker?.label) {
        const victim = e.fields.marker;
        if (victim.side === side) {
          const t = tally.get(victim.label!);
          if (t) t.dead = true;
        } else if (enemyTypes.has(victim.label!)) {
          enemyKilled++;
          if (attacker?.side === side && attacker.label)
            tally.get(attacker.label)?.kills.push(enemyTypes.get(victim.label!)!);
        }
      } else if (
        (e.kind === "wounded" || e.kind === "healed") &&
        e.fields.marker?.side === side &&
        e.fields.marker.label
      ) {
        const t = tally.get(e.fields.marker.label);
        if (t) t.wounded = e.kind === "wounded";
      } else if (e.kind === "push" && e.fields.lock && e.fields.marker?.side === side) cargoOut++;
    }
  }
  const last = game.at(game.length - 1).view;
  const aboard = new Set(last.pieces.filter((p) => p.side === side && p.soldier).map((p) => p.soldier!));
  const soldiers = [...tally].map(([name, t]): SoldierFate => {
    const fate: Fate = t.dead ? "killed" : t.wounded ? "wounded" : "fine";
    return { name, type: t.type, fate, left: !t.dead && !aboard.has(name), kills: t.kills, encounters: t.encounters };
  });
  return {
    playerSide: side,
    winner: last.result?.winner ?? null,
    reason: last.result?.reason ?? "unfinished",
    turns: last.turn,
    soldiers,
    enemyTotal: enemyTypes.size,
    enemyKilled,
    cargoOut,
  };
}

function bump(t: Tally | undefined): void {
  if (t) t.encounters++;
}
