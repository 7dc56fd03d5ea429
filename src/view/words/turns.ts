// The words of the game's course: deployment, turns, the end, dummies put down and taken off.
import type { Audience } from "../../engine/events.js";
import type {
  DummyPlacedFacts,
  DummyTakenOffFacts,
  GameOverFacts,
  MarkerDeployedFacts,
  TurnsFacts,
} from "../../engine/facts/turns.js";
import { enemyName, ownName, type Words } from "./markers.js";

function gameOver(f: GameOverFacts, reader: Audience): string {
  if (f.result === "turn-limit") return `the turn limit (${f.turnLimit}) is reached: the game is over`;
  if (f.result === "draw") return `the game is over: a draw (${f.reason})`;
  if (reader === "referee") return `the game is over: ${f.side} wins (${f.reason})`;
  return reader === f.side
    ? `the game is over: you win, ${f.side} (${f.reason})`
    : `the game is over: you lose, ${f.side} wins (${f.reason})`;
}

const markerDeployed = (f: MarkerDeployedFacts, reader: Audience): string =>
  reader === "referee"
    ? `${f.marker.side} deploys ${ownName(f.marker)} at ${f.hex}`
    : `${ownName(f.marker)} placed at ${f.hex}`;

function dummyPlaced(f: DummyPlacedFacts, reader: Audience): string {
  const n = f.marker.number ?? "";
  if (reader === "referee") return `${f.marker.side} places dummy ?${n} at ${f.hex}`;
  if (reader === f.marker.side) return `dummy ?${n} placed at ${f.hex}`;
  const on = f.on ? `, on ${f.on.map(enemyName).join(", ")}` : "";
  return `${f.marker.side} ?${n} is put down at ${f.hex}${on}`;
}

function dummyTakenOff(f: DummyTakenOffFacts, reader: Audience): string {
  const n = f.marker.number ?? "";
  if (reader === "referee") return `${f.marker.side} takes dummy ?${n} off${f.beforePlay ? " before play" : ""}`;
  if (reader === f.marker.side) return `dummy ?${n} taken off`;
  // Where it stood, as the table names it: a hex, "lock 3", "outside lock 3".
  const where = f.hex ?? (f.lock === undefined ? "off the map" : f.outside ? `outside ${f.lock}` : f.lock);
  return `${f.marker.side} ?${n} is taken off the map at ${where}`;
}

export const TURNS_WORDS: { readonly [K in keyof TurnsFacts]: Words<TurnsFacts[K]> } = {
  "turn-ended": (f) => `${f.side} ends turn ${f.turn}`,
  "turn-started": (f) => `turn ${f.turn}: ${f.side} to move`,
  "game-over": gameOver,
  deployed: (f) => `${f.side} has deployed`,
  "marker-deployed": markerDeployed,
  "dummy-placed": dummyPlaced,
  "dummy-taken-off": dummyTakenOff,
};
