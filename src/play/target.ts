// Naming an enemy to attack, from what the acting side can see and nothing else: its view's
// enemy markers ("?7", or a hex and, if several stand there, what it sees of them: "Brute", "wounded Brute").
import { refusal, type Refusal } from "../engine/refusal.js";
import { findCell } from "../ship/find-cell.js";
import { knownEnemies } from "../engine/hidden.js";
import { enemyId } from "../engine/marker-labels.js";
import type { GameState } from "../engine/state.js";
import { enemyMarkers, type EnemyMarker } from "../view/player-view.js";
import { seenAs } from "./verbs/enemy-name.js";

/** The piece id of the enemy marker a side means, or why it names none; SEEN: the side's view's enemy markers, if kept. */
export function enemyTarget(
  state: GameState,
  text: string,
  seen: readonly EnemyMarker[] = enemyMarkers(state, state.side),
): number | Refusal {
  const side = state.side;
  const [first = "", ...rest] = text.trim().split(/\s+/);
  const number = /^\??(\d+)$/.exec(first);
  let matches = seen.filter((e) => (number ? e.label === `?${number[1]}` : false));
  if (!number) {
    const cell = findCell(state.ship, first);
    if (cell === undefined) return refusal("no-such-target", `'${first}' is neither an enemy marker (?7) nor a hex`);
    matches = seen.filter((e) => e.cell === cell);
    const kind = rest.join(" ").toLowerCase();
    // "Brute" is the Brute not seen wounded when there is one; a lone wounded Brute answers to it too.
    const named = matches.filter((e) => seenAs(e).toLowerCase().startsWith(kind));
    if (kind) matches = named.length > 0 ? named : matches.filter((e) => e.label.toLowerCase().startsWith(kind));
  }
  if (matches.length === 0) return refusal("no-such-target", `you see no enemy marker ${text}`);
  const labels = [...new Set(matches.map(seenAs))];
  if (labels.length > 1)
    return refusal("ambiguous-target", `several enemies stand on ${matches[0]!.hex}: say which (${labels.join(", ")})`);
  const chosen = matches[0]!;
  // The view's markers are built from exactly these pieces, so this reads nothing the side cannot see. Of
  // several that look alike to the side, the lowest number: it saw each flip under its number, and the
  // enemy's set-up order (the pieces' order) is its secret.
  const sameAs = (p: Parameters<typeof enemyId>[0]): boolean => {
    const id = enemyId(p);
    return id.number === chosen.number && id.type === chosen.type;
  };
  const piece = knownEnemies(state, side)
    .filter(
      (p) =>
        p.place.at === "cell" &&
        p.place.cell === chosen.cell &&
        sameAs(p) &&
        (p.soldier?.wounded === true && p.revealed) === chosen.wounded,
    )
    .sort((a, b) => a.number - b.number)[0];
  return piece ? piece.id : refusal("no-such-target", `you see no enemy marker ${text}`);
}
