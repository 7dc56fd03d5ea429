// An objective in words for the side that has it: what to do and when it counts.
import type { Ship } from "../../ship/ship.js";
import type { Objective } from "./objectives.js";

export function describeObjective(ship: Ship, o: Objective): string {
  switch (o.kind) {
    case "cargo": {
      const locks = o.locks?.map((l) => ship.airlocks[l]?.name ?? `lock ${l + 1}`);
      const through = locks && locks.length > 0 ? locks.join(" or ") : "any air lock";
      return `push ${o.label} out through ${through}`;
    }
    case "hold":
      return `hold ${o.label}: your soldiers there, steady, and no enemy`;
    case "engines-off":
      return "the engines shut down and the ship not moving";
    case "course":
      return "the ship under way on your course (the bridge starts the ship, then sets the course)";
    case "exterminate":
      return "every enemy soldier dead or gone from the ship";
    case "evacuate":
      return `${o.count} of your soldiers away in the escape pods`;
    case "rescue":
      return `wake ${o.sleeper} from the cryo cell (a Leader or Hero) and get him off the ship: an escape pod, or out through an air lock`;
  }
}
