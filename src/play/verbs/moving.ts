// Moving a marker: `move WHO WAY...` steps one hex (or a ladder) at a time; `skip WHO WAY` takes a
// Near Skipper through the wall next to it. Both are the engine's move (src/engine/actions/move.ts).
import { isRefusal, refusal } from "../../engine/refusal.js";
import type { Direction } from "../../hex/coords.js";
import { placeName } from "../../ship/ship.js";
import { WAYS, type Verb, type Way, type Who } from "../verb.js";
import { DIRECTIONS } from "../../hex/coords.js";

export interface MoveCommand {
  readonly verb: "move";
  readonly who: Who;
  readonly ways: readonly Way[];
}

export interface SkipCommand {
  readonly verb: "skip";
  readonly who: Who;
  readonly way: Direction;
}

export const MOVE_VERB: Verb<MoveCommand> = {
  verb: "move",
  help: { usage: "move WHO WAY...", about: "step by step: nw ne e se sw w (or y u l n b h), up, down" },
  parse: (w) => ({ verb: "move", who: w.word(), ways: w.ways() }),
  write: (c) => `move ${c.who} ${c.ways.join(" ")}`,
  // Each step from where the one before left the marker: the same marker throughout (src/play/resolver.ts).
  steps: (c) =>
    c.ways.map((way) => (r) => {
      const p = r.own(c.who);
      if (isRefusal(p)) return p;
      const to = r.towards(p, way);
      return isRefusal(to) ? to : { type: "move", piece: p.id, to };
    }),
  offers: ({ marker }) =>
    marker?.where.at === "cell" ? WAYS.map((way) => ({ verb: "move", who: marker.number, ways: [way] })) : [],
};

export const SKIP_VERB: Verb<SkipCommand> = {
  verb: "skip",
  help: { usage: "skip WHO WAY", about: "through the wall next to it onto the hex beyond (Near Skippers, 2 MU)" },
  parse: (w) => ({ verb: "skip", who: w.word(), way: w.direction() }),
  write: (c) => `skip ${c.who} ${c.way}`,
  steps: (c) => [
    (r) => {
      const p = r.own(c.who);
      if (isRefusal(p)) return p;
      const wall = r.towards(p, c.way);
      if (isRefusal(wall)) return wall;
      const cell = r.ship.cells[wall]!;
      if (cell.terrain !== "wall")
        return refusal("no-way", `${placeName(cell)} is no wall: skip goes through a wall (use move)`);
      const to = r.beyond(wall, c.way);
      return to === undefined
        ? refusal("no-way", `there is no hex beyond the wall at ${placeName(cell)}`)
        : { type: "move", piece: p.id, to };
    },
  ],
  offers: ({ marker }) =>
    marker?.where.at === "cell" ? DIRECTIONS.map((way) => ({ verb: "skip", who: marker.number, way })) : [],
};
