// A JSON value as the change from the one before it: a side's log stores each view as what changed since its last step.
//
// A patch is one of:
//   { "=": value }                      the value, whole
//   { "o": { key: patch }, "d": [keys] } an object: the keys that changed, and those removed
//   { "a": { index: patch } }            an array of the same length: the items that changed
//   { "+": [...], "-": [...] }           a sorted array of distinct numbers or strings: what came and went
// Patches are made only when applying them gives the new value exactly (checked as they are made).

export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

export type Patch =
  | { readonly "=": Json }
  | { readonly o: Readonly<Record<string, Patch>>; readonly d?: readonly string[] }
  | { readonly a: Readonly<Record<string, Patch>> }
  | { readonly "+": readonly (number | string)[]; readonly "-": readonly (number | string)[] };

const isObject = (x: unknown): x is Record<string, Json> => typeof x === "object" && x !== null && !Array.isArray(x);

export function equal(a: Json | undefined, b: Json | undefined): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => equal(x, b[i]));
  if (isObject(a)) {
    if (!isObject(b)) return false;
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => k in b && equal(a[k], b[k]));
  }
  return false;
}

/** How `b` differs from `a`; undefined when they are equal. */
export function diff(a: Json | undefined, b: Json): Patch | undefined {
  if (equal(a, b)) return undefined;
  if (isObject(a) && isObject(b)) {
    const o: Record<string, Patch> = {};
    for (const k of Object.keys(b)) {
      const p = diff(a[k], b[k]!);
      if (p) o[k] = p;
    }
    const d = Object.keys(a).filter((k) => !(k in b));
    return smaller({ o, ...(d.length > 0 ? { d } : {}) }, b);
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    const set = setPatch(a, b);
    if (set) return smaller(set, b);
    if (a.length === b.length) {
      const o: Record<string, Patch> = {};
      b.forEach((x, i) => {
        const p = diff(a[i], x);
        if (p) o[i] = p;
      });
      return smaller({ a: o }, b);
    }
  }
  return { "=": b };
}

/** The value `patch` makes of `a`. */
export function patch(a: Json | undefined, p: Patch): Json {
  if ("=" in p) return p["="];
  if ("o" in p) {
    const base = isObject(a) ? a : {};
    const out: Record<string, Json> = {};
    const removed = new Set(p.d ?? []);
    for (const k of Object.keys(base)) if (!removed.has(k)) out[k] = base[k]!;
    for (const [k, q] of Object.entries(p.o)) out[k] = patch(base[k], q);
    return out;
  }
  if ("a" in p) {
    const base = Array.isArray(a) ? a : [];
    return base.map((x, i) => (p.a[i] ? patch(x, p.a[i]!) : x));
  }
  const base = Array.isArray(a) ? (a as (number | string)[]) : [];
  const gone = new Set(p["-"]);
  return sortedUnion(
    base.filter((x) => !gone.has(x)),
    p["+"],
  );
}

/** The patch if it is shorter than the value whole. */
function smaller(p: Patch, b: Json): Patch {
  return JSON.stringify(p).length < JSON.stringify(b).length + 6 ? p : { "=": b };
}

/** A sorted set of numbers or strings, as what came and went, when that rebuilds `b` exactly. */
function setPatch(a: readonly Json[], b: readonly Json[]): Patch | undefined {
  if (!sortedSet(a) || !sortedSet(b)) return undefined;
  const inA = new Set(a);
  const inB = new Set(b);
  const p = { "+": b.filter((x) => !inA.has(x)), "-": a.filter((x) => !inB.has(x)) } as {
    "+": (number | string)[];
    "-": (number | string)[];
  };
  return equal(patch(a, p), b) ? p : undefined;
}

function sortedSet(xs: readonly Json[]): xs is readonly (number | string)[] {
  if (xs.length === 0) return true;
  const kind = typeof xs[0];
  if (kind !== "number" && kind !== "string") return false;
  for (let i = 0; i < xs.length; i++) {
    if (typeof xs[i] !== kind) return false;
    if (i > 0 && !(compare(xs[i - 1] as number | string, xs[i] as number | string) < 0)) return false;
  }
  return true;
}

const compare = (x: number | string, y: number | string): number => (x < y ? -1 : x > y ? 1 : 0);

function sortedUnion(xs: readonly (number | string)[], ys: readonly (number | string)[]): (number | string)[] {
  return [...xs, ...ys].sort(compare);
}
