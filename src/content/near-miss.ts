// Telling a modder's slip of the keyboard from a different word, for "did you mean" hints.

/** Whether `b` is `a` with one slip of the keyboard: a letter left out, added, changed, or two swapped. */
export function typoOf(a: string, b: string): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x === y || Math.abs(x.length - y.length) > 1) return false;
  let i = 0;
  while (i < x.length && x[i] === y[i]) i++;
  const rest = (dx: number, dy: number) => x.slice(i + dx) === y.slice(i + dy);
  return rest(1, 0) || rest(0, 1) || rest(1, 1) || (x[i] === y[i + 1] && x[i + 1] === y[i] && rest(2, 2));
}

/** The word of `known` that `typed` is a slip of, if any: the hint "did you mean 'armour'?". */
export function nearMiss(typed: string, known: readonly string[]): string | undefined {
  return known.find((k) => k.toLowerCase() === typed.toLowerCase()) ?? known.find((k) => typoOf(k, typed));
}
