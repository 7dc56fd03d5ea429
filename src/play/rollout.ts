// A quick way to play an imagined game on for a few side-turns (the computer's look-ahead): a plain
// policy straight on the engine's states, with no seat, view or command language in between, so a
// search can afford many more of them than of the heuristic bot's turns. Only for sandboxes: the
// state it is given is an imaginer's own guess, and the policy reads all of it (both sides' pieces).
import { apply } from "../engine/apply.js";
import { forLookAhead } from "../engine/look-ahead.js";
import type { Action } from "../engine/rules.js";
import { seesIn, sightView } from "../engine/sight.js";
import { otherSide, type GameState, type Piece, type Side } from "../engine/state.js";
import { cameraDue } from "../engine/systems/camera.js";
import { objectiveCells, stepsTo } from "./rollout-goals.js";

/** Steps a marker tries in one turn at most (a guard: move units end it sooner). */
const STEPS = 8;
/** Careful play: steps from the nearest enemy marker within which a soldier who sees no one may lie in wait. */
const CLOSE = 6;
/** Careful play: the chance such a soldier lies in ambush rather than walking on (a real player does not always). */
const WAIT = 0.6;

/**
 * A whole-game plan a side keeps on every one of its side-turns in a look-ahead (strength 4's plan search):
 * "quick" the careful policy (fire from cover, walk to the objective, lie in wait near the enemy); "race"
 * every marker, dummies too, straight for the objective, firing on the way and walking on; "hold" no one
 * walks (markers still come aboard): fire at what is seen, else lie in ambush; "hide" soldiers fire at
 * nothing and step away from the enemy's markers as far as they can, lying in ambush if they could not
 * move, dummies staying where they are as decoys.
 */
export type GamePlan = "quick" | "race" | "hold" | "hide";
/** How a side plays one side-turn of a look-ahead: the plain or careful policy, or a side's plan. */
type Style = "plain" | "careful" | GamePlan;

const cellOf = (p: Piece): number => (p.place.at === "cell" ? p.place.cell : -1);
const alive = (p: Piece): boolean => p.soldier !== undefined && !p.soldier.dead && p.place.at !== "gone";

/**
 * One side-turn by the plain policy: the camera answered, each marker fires at what it sees or walks on, then
 * the end. CAREFUL: as a player who fights from cover (the computer's tactics, roughly): a soldier who fired
 * stays where he fired from rather than walking on into the enemy's lines, and one who sees no one and has
 * no objective to walk to may lie in ambush when an enemy marker is within a few steps. A GAME_PLAN
 * (a side's whole-game plan in strength 4's plan search) changes how its markers play: see GamePlan.
 */
function sideTurn(start: GameState, random: () => number, style: Style): { state: GameState; actions: number } {
  // Race plays as the plain policy (fire and walk on), but its dummies go the soldiers' way as decoys.
  const careful = style !== "plain" && style !== "race";
  let state = start;
  let actions = 0;
  const side = state.side;
  const enemy = otherSide(side);
  const act = (a: Action): boolean => {
    const out = apply(state, a);
    if (!out.ok) return false;
    state = out.state;
    actions++;
    return true;
  };
  if (cameraDue(state, side)) {
    // A dummy shows least; else any marker it has.
    const own = state.pieces.filter((p) => p.side === side && p.place.at !== "gone");
    for (const p of [...own.filter((p) => !p.soldier), ...own]) if (act({ type: "identify", piece: p.id })) break;
  }
  // The goals are worked out once a turn (the enemy stands still in it but for markers flipped off).
  const aims = objectiveCells(state, side);
  const hunt = state.pieces.filter((e) => e.side === enemy && e.place.at === "cell").map(cellOf);
  const toAims = aims.length > 0 ? stepsTo(state.ship, aims) : undefined;
  const toEnemy = hunt.length > 0 ? stepsTo(state.ship, hunt) : undefined;
  const pods = state.ship.lookups.devices.pods;
  // Hiding: a step to a hex farther from every enemy marker (through a door, opened first), if there is one.
  const stepAway = (id: number, at: number): "moved" | "opened" | false => {
    if (!toEnemy || toEnemy[at]! < 0) return false;
    const ways = [...state.ship.neighbours[at]!, ...(state.ship.links[at] ?? [])].filter(
      (n) => toEnemy[n]! > toEnemy[at]!,
    );
    if (ways.length === 0) return false;
    const to = ways[Math.floor(random() * ways.length)]!;
    if (state.ship.cells[to]!.terrain === "door" && !state.openDoors[to])
      return act({ type: "open", piece: id, door: to }) ? "opened" : false;
    return act({ type: "move", piece: id, to }) ? "moved" : false;
  };
  for (const id of state.pieces.filter((p) => p.side === side).map((p) => p.id)) {
    // Soldiers to their objective if they have one; dummies, and soldiers with none, to the enemy.
    const field = (state.pieces[id]!.soldier || style === "race") && toAims ? toAims : toEnemy;
    let fired = false;
    for (let step = 0; step < STEPS; step++) {
      if (state.over || state.side !== side) return { state, actions };
      const p = state.pieces[id]!;
      if (p.soldier && !alive(p)) break;
      // Waiting outside an air lock: in; inside one: out by the exit nearest its goal.
      if (p.place.at === "outside") {
        if (act({ type: "board", piece: id })) continue;
        break;
      }
      if (p.place.at === "lock") {
        const exits = [...(state.ship.airlocks[p.place.lock]?.exits ?? [])];
        if (field) exits.sort((a, b) => (field[a]! < 0 ? 1e9 : field[a]!) - (field[b]! < 0 ? 1e9 : field[b]!));
        if (exits.some((to) => act({ type: "leave", piece: id, to }))) continue;
        break;
      }
      const at = cellOf(p);
      if (at < 0) break;
      // Hiding, a soldier does not give himself away by a shot (an ambush fires only at what comes to him).
      const armed = p.soldier !== undefined && (p.soldier.type.weapon !== undefined || !!p.soldier.type.closeCombat);
      if (p.soldier && !p.attacked && armed && style !== "hide") {
        const view = sightView(state);
        let target: Piece | undefined;
        let seen = 0;
        for (const e of state.pieces)
          if (e.side === enemy && e.place.at === "cell" && seesIn(view, at, e.place.cell) && random() * ++seen < 1)
            target = e;
        if (target) {
          const close = state.ship.neighbours[at]!.includes(cellOf(target)) && (p.soldier.type.closeCombat ?? 0) >= 2;
          if (
            (close && act({ type: "melee", piece: id, target: target.id })) ||
            act({ type: "fire", piece: id, target: target.id })
          ) {
            fired = true;
            continue;
          }
        }
      }
      if (careful && p.soldier && fired) break;
      if (style === "hold" || style === "hide") {
        const moved = style === "hide" && p.soldier !== undefined && stepAway(id, at);
        if (moved === "opened" || moved === "moved") continue;
        if (step === 0 && p.soldier?.type.weapon !== undefined) act({ type: "ambush", piece: id });
        break;
      }
      if (
        careful &&
        step === 0 &&
        p.soldier?.type.weapon !== undefined &&
        field === toEnemy &&
        toEnemy !== undefined &&
        toEnemy[at]! >= 0 &&
        toEnemy[at]! <= CLOSE &&
        random() < WAIT &&
        act({ type: "ambush", piece: id })
      )
        break;
      if (!field) break;
      if (field[at] === 0) {
        if (p.soldier && pods.includes(at)) act({ type: "launch", piece: id });
        break;
      }
      const ways = [...state.ship.neighbours[at]!, ...(state.ship.links[at] ?? [])].filter(
        (n) => field[n]! >= 0 && (field[at]! < 0 || field[n]! < field[at]!),
      );
      if (ways.length === 0) break;
      const to = ways[Math.floor(random() * ways.length)]!;
      if (
        state.ship.cells[to]!.terrain === "door" &&
        !state.openDoors[to] &&
        act({ type: "open", piece: id, door: to })
      )
        continue;
      if (!act({ type: "move", piece: id, to })) break;
    }
  }
  if (!state.over && state.side === side) act({ type: "end" });
  return { state, actions };
}

/**
 * Plays START on for SIDE_TURNS side-turns (fewer if it ends) by the plain policy (CAREFUL: fighting from
 * cover, sideTurn; PLAN: that side plays that plan on every side-turn of its own), with RANDOM for its
 * choices (the dice are the state's own); the state reached and how many actions were applied.
 */
export function rollout(
  start: GameState,
  sideTurns: number,
  random: () => number,
  careful = false,
  plan?: { readonly side: Side; readonly plan: GamePlan },
): { state: GameState; actions: number } {
  // No one reads a look-ahead's events or watches its table: the engine leaves their words out.
  let state = forLookAhead(start);
  let actions = 0;
  for (let t = 0; t < sideTurns && !state.over; t++) {
    const side = state.side;
    const turn = sideTurn(state, random, plan?.side === side ? plan.plan : careful ? "careful" : "plain");
    state = turn.state;
    actions += turn.actions;
    // A turn it could not end (a refusal it did not foresee): the look-ahead stops there.
    if (!state.over && state.side === side) break;
  }
  return { state, actions };
}
