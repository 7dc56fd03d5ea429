// The checks a drawn module must pass: straight edges, a closed hull, doors in walls, linked ladders.
import { neighbours, type Hex } from "../hex/coords.js";
import { hexKey } from "../map/module.js";
import { TERRAIN, type Level } from "../map/terrain.js";
import type { Art, ArtCell, ArtPosition } from "./art.js";
import { MAX_PROBLEMS, type Problem } from "./problem.js";

/** The six neighbouring offsets, in the order of `neighbours`. */
const AROUND = neighbours({ x: 0, y: 0 });

export function checkModuleShape(file: string, arts: Map<Level, Art>, positions: Map<Level, ArtPosition>): Problem[] {
  const problems: Problem[] = [];
  const at = (level: Level, x: number, y: number, message: string): Problem => ({
    file,
    ...positions.get(level)!(x, y),
    message,
  });
  const add = (level: Level, x: number, y: number, message: string): void => {
    if (problems.length < MAX_PROBLEMS) problems.push(at(level, x, y, message));
  };
  const footprint = new Set<number>();
  for (const art of arts.values()) for (const c of art.cells) footprint.add(hexKey(c.x, c.y));

  for (const p of raggedRows(arts, at)) if (problems.length < MAX_PROBLEMS) problems.push(p);
  const byLevel = new Map<Level, Map<number, ArtCell>>();
  for (const [level, art] of arts) {
    const cells = new Map<number, ArtCell>();
    for (const c of art.cells) cells.set(hexKey(c.x, c.y), c);
    byLevel.set(level, cells);
  }
  for (const [level, art] of arts) {
    const here = byLevel.get(level)!;
    for (const c of art.cells) {
      if (problems.length >= MAX_PROBLEMS) break;
      const outside = AROUND.some(
        (d) => c.x + d.x < 0 || c.y + d.y < 0 || !footprint.has(hexKey(c.x + d.x, c.y + d.y)),
      );
      if (c.terrain === "hall-end") {
        if (level !== "main") add(level, c.x, c.y, "a hall end (=) belongs on the main level");
        else if (!outside) add(level, c.x, c.y, "a hall end (=) must stand on the edge of the module");
      } else if (level === "main" && outside && TERRAIN[c.terrain].passable && c.terrain !== "airlock") {
        add(level, c.x, c.y, `open ${TERRAIN[c.terrain].label} on the module edge: draw a wall (#) or a hall end (=)`);
      }
      if (c.terrain === "door" && openSides(c, here) < 2) {
        add(
          level,
          c.x,
          c.y,
          "a door (+) must stand in a wall line: walls or doors round it parting open hexes on one side of it from open hexes on the other",
        );
      }
      if (c.terrain === "ladder" || c.terrain === "stairs") {
        const linked = [...byLevel].some(
          ([other, cells]) => other !== level && cells.get(hexKey(c.x, c.y))?.terrain === c.terrain,
        );
        if (!linked)
          add(
            level,
            c.x,
            c.y,
            `${c.terrain === "ladder" ? "ladder (H) leads" : "stairs (S) lead"} nowhere: draw the same glyph at this hex on another level`,
          );
      }
    }
  }
  return problems;
}

/**
 * How many separate runs of open (not wall or door) hexes lie around a hex. A door in a wall
 * line has two, one on each side; a door in a nook of a wall, or in open floor, has fewer.
 */
function openSides(c: Hex, here: ReadonlyMap<number, ArtCell>): number {
  const closed = neighbours(c).map((n) => {
    const t = here.get(hexKey(n.x, n.y))?.terrain;
    return t === "wall" || t === "door";
  });
  if (closed.every((w) => w)) return 0;
  return closed.filter((w, i) => !w && closed[(i + 5) % 6]).length;
}

/** Every row of the module's outline spans the same columns, as on a printed map sheet. */
function raggedRows(arts: Map<Level, Art>, at: (level: Level, x: number, y: number, m: string) => Problem): Problem[] {
  const ends = new Map<number, { first: number; last: number; level: Level }>();
  for (const [level, art] of arts) {
    for (const c of art.cells) {
      const e = ends.get(c.y);
      if (!e) ends.set(c.y, { first: c.x, last: c.x, level });
      else {
        e.first = Math.min(e.first, c.x);
        if (c.x > e.last) Object.assign(e, { last: c.x, level });
      }
    }
  }
  if (ends.size === 0)
    return [at("main", 0, 0, "the module draws no hexes: expected rows of glyphs such as '# # # #'")];
  let width = 0;
  let height = 0;
  for (const [y, e] of ends) {
    width = Math.max(width, e.last + 1);
    height = Math.max(height, y + 1);
  }
  const problems: Problem[] = [];
  for (let y = 0; y < height && problems.length < MAX_PROBLEMS; y++) {
    const e = ends.get(y);
    const wantLast = (width - 1 + y) % 2 === 0 ? width - 1 : width - 2;
    if (!e) {
      problems.push(at("main", 0, y, `row ${y} is empty; every row of the map sheet holds hexes`));
    } else if (e.first !== y % 2 || e.last !== wantLast) {
      problems.push(
        at(
          e.level,
          e.last,
          y,
          `row ${y} is ragged: it spans columns ${e.first}-${e.last}, the sheet spans ${y % 2}-${wantLast}; fill it edge to edge (walls where nothing is)`,
        ),
      );
    }
  }
  return problems;
}
