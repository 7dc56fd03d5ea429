// The bot's dummies and the security camera: what it decides about markers that are not soldiers.
// Across an open table a dummy is a decoy the enemy watches: the bot puts one down on a soldier's
// hex out of every enemy marker's sight (the two then part, so the enemy cannot tell which is which)
// and sends its dummies ahead as scouts. Everything from the side's own view.
import type { OwnMarker, PlayerView, Seat } from "../seat/index.js";

/** Dummies the bot keeps on the map, at most: one for each of its soldiers aboard. */
const DUMMIES_PER_SOLDIER = 1;
/** Numbers it keeps free for soldiers hiding again, whatever it places. */
const NUMBERS_KEPT = 2;

/**
 * When the enemy's camera waits for the side: shows it a dummy if one is aboard (the camera learns
 * least), else the soldier least worth knowing of (no leader, no hero), lowest number first.
 */
export function answerCamera(seat: Seat): void {
  const v = seat.view();
  if (!v.devices.cameraDue) return;
  const aboard = v.own.filter((m) => m.where.at === "cell" && !m.revealed);
  const worth = (m: OwnMarker) => (!m.soldier ? 0 : m.soldier.leader || m.soldier.hero ? 2 : 1);
  const pick = [...aboard].sort((a, b) => worth(a) - worth(b) || a.number - b.number)[0];
  if (pick) seat.act({ verb: "identify", who: pick.number });
}

/**
 * Across an open table, puts dummies down on soldiers' hexes where no enemy marker could see them
 * appear (the seat refuses any other), while the side has dummies to spare; roughly one a turn.
 */
export function placeDecoys(seat: Seat, random: () => number): void {
  const v = seat.view();
  if (v.visibility !== "open" || v.phase !== "play") return;
  const soldiers = v.own.filter((m) => m.soldier && m.where.at === "cell");
  const dummies = v.own.filter((m) => !m.soldier && m.where.at === "cell").length;
  if (dummies >= soldiers.length * DUMMIES_PER_SOLDIER || v.freeNumbers <= NUMBERS_KEPT) return;
  const shuffled = [...soldiers];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  for (const s of shuffled) {
    const hex = s.where.at === "cell" ? s.where.hex : undefined;
    if (hex && seat.act({ verb: "dummy", hex }).ok) return;
  }
}

/** The hexes a scout dummy walks toward: enemy markers not yet known to be dummies, else none. */
export function scoutGoals(v: PlayerView): number[] {
  const dummies = new Set(v.devices.camera.filter((c) => c.type === null).map((c) => c.number));
  return v.enemies.filter((e) => e.number === undefined || !dummies.has(e.number)).map((e) => e.cell);
}

/** The own dummies on the map, to walk as scouts. */
export function ownDummies(v: PlayerView): OwnMarker[] {
  return v.own.filter((m) => !m.soldier && m.where.at === "cell" && m.mu > 0);
}
