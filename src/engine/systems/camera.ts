// The bridge's security camera (result 6): the bridge side picks one enemy question marker it
// knows of, in sight or on its map as last seen, and learns its soldier type or that it is a
// dummy. The answer goes to that side's knowledge only; the enemy hears which marker was picked.
import { event, type GameEvent } from "../events.js";
import { visibleEnemies } from "../hidden.js";
import { done, refused, type Outcome } from "../outcome.js";
import { otherSide, type GameState, type Side } from "../state.js";
import { withDevices } from "./devices.js";

/** Numbers of the enemy question markers a side knows of now. */
export function knownMarkers(state: GameState, side: Side): Set<number> {
  const numbers = new Set(
    visibleEnemies(state, side)
      .filter((p) => !p.revealed || !p.soldier)
      .map((p) => p.number),
  );
  for (const s of state.known[side].sightings) {
    const m = /^\?(\d+)$/.exec(s.label);
    if (m) numbers.add(Number(m[1]));
  }
  return numbers;
}

export function camera(spent: GameState, number: number, told: (text: string) => GameEvent): Outcome {
  const side = spent.side;
  const enemy = otherSide(side);
  if (!knownMarkers(spent, side).has(number))
    return refused(`you know of no enemy marker ?${number}: pick one in sight or on your map`);
  const target = spent.pieces.find(
    (p) => p.side === enemy && p.number === number && (p.place.at === "cell" || p.place.at === "lock"),
  );
  const answer = !target ? "not aboard" : target.soldier ? target.soldier.type.name : "a dummy";
  const shot = { number, answer, turn: spent.turn };
  const after = withDevices(spent, {
    camera: { ...spent.devices.camera, [side]: [...spent.devices.camera[side], shot] },
  });
  const text = target
    ? `the security camera shows ?${number}: ${answer}`
    : `the security camera finds no marker ?${number} aboard`;
  return done(after, [
    told(text),
    ...(target
      ? [
          event(spent.turn, "camera", {
            referee: `${side}'s camera looks at ${enemy} ?${number}: ${answer}`,
            [enemy]: `an enemy security camera picks out your ?${number}`,
          }),
        ]
      : []),
  ]);
}
