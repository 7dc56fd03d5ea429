// A binary min-heap of items by numeric priority, for the path search.
export class MinHeap<T> {
  private readonly items: T[] = [];
  private readonly priorities: number[] = [];

  get size(): number {
    return this.items.length;
  }

  push(item: T, priority: number): void {
    this.items.push(item);
    this.priorities.push(priority);
    this.up(this.items.length - 1);
  }

  pop(): { item: T; priority: number } | undefined {
    const priority = this.topPriority;
    if (priority === undefined) return undefined;
    return { item: this.take()!, priority };
  }

  /** The least priority, undefined when empty: with `take`, `pop` without the object it makes. */
  get topPriority(): number | undefined {
    return this.priorities[0];
  }

  /** Takes the item of the least priority, as `pop` does (a search pops thousands a call). */
  take(): T | undefined {
    if (this.items.length === 0) return undefined;
    const top = this.items[0]!;
    const lastItem = this.items.pop()!;
    const lastPriority = this.priorities.pop()!;
    if (this.items.length > 0) {
      this.items[0] = lastItem;
      this.priorities[0] = lastPriority;
      this.down(0);
    }
    return top;
  }

  private up(i: number): void {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.priorities[parent]! <= this.priorities[i]!) return;
      this.swap(i, parent);
      i = parent;
    }
  }

  private down(i: number): void {
    const n = this.items.length;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < n && this.priorities[l]! < this.priorities[m]!) m = l;
      if (r < n && this.priorities[r]! < this.priorities[m]!) m = r;
      if (m === i) return;
      this.swap(i, m);
      i = m;
    }
  }

  private swap(a: number, b: number): void {
    // Plain temporaries, not a destructured pair: a path search swaps on every push and pop.
    const item = this.items[a]!;
    this.items[a] = this.items[b]!;
    this.items[b] = item;
    const priority = this.priorities[a]!;
    this.priorities[a] = this.priorities[b]!;
    this.priorities[b] = priority;
  }
}
