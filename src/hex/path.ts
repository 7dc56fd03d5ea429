// Cheapest paths over any graph of hexes with per-step move-unit costs (Dijkstra).
import { MinHeap } from "./min-heap.js";

/** The move units a step from one node to the next costs, or Infinity when it cannot be made. */
export type StepCost<N> = (from: N, to: N) => number;

export interface Reach<N> {
  /** Cheapest cost to every node reached within the budget, the start at 0. */
  readonly cost: Map<N, number>;
  /** The node each reached node is entered from on a cheapest path. */
  readonly previous: Map<N, N>;
}

export function cheapestPaths<N>(
  start: N,
  next: (node: N) => Iterable<N>,
  stepCost: StepCost<N>,
  budget = Infinity,
): Reach<N> {
  const cost = new Map<N, number>([[start, 0]]);
  const previous = new Map<N, N>();
  const heap = new MinHeap<N>();
  heap.push(start, 0);
  while (heap.size > 0) {
    const { item: node, priority: spent } = heap.pop()!;
    if (spent > (cost.get(node) ?? Infinity)) continue;
    for (const to of next(node)) {
      const total = spent + stepCost(node, to);
      if (total > budget || total >= (cost.get(to) ?? Infinity)) continue;
      cost.set(to, total);
      previous.set(to, node);
      heap.push(to, total);
    }
  }
  return { cost, previous };
}

/** The nodes from start to goal on a cheapest path, or undefined when goal was not reached. */
export function pathTo<N>(reach: Reach<N>, start: N, goal: N): N[] | undefined {
  if (!reach.cost.has(goal)) return undefined;
  const path = [goal];
  let node = goal;
  while (node !== start) {
    node = reach.previous.get(node)!;
    path.push(node);
  }
  return path.reverse();
}
