// Plain data handed out by a seat, made unchangeable: whoever holds it cannot reach back through it.

/** Freezes VALUE and everything reachable from it; a Map's own set, delete and clear refuse too. */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  if (value instanceof Map) {
    for (const [k, v] of value) {
      deepFreeze(k);
      deepFreeze(v);
    }
    const refuse = (): never => {
      throw new TypeError("a seat's data cannot be changed");
    };
    Object.assign(value, { set: refuse, delete: refuse, clear: refuse });
  } else if (Array.isArray(value)) {
    // Views hold long arrays of numbers (the hexes in view): only what is an object needs a visit.
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      if (typeof v === "object" && v !== null) deepFreeze(v);
    }
  } else for (const v of Object.values(value)) if (typeof v === "object" && v !== null) deepFreeze(v);
  return Object.freeze(value);
}

/** A frozen copy of plain data (no functions, no class instances but Map and Set). */
export function frozenCopy<T>(value: T): T {
  return deepFreeze(structuredClone(value));
}
