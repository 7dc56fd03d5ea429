// A check of parsed JSON's shape, for the lines of a save read back.
export function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}
