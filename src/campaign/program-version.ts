// The program's version, for records and run files: package.json's, or "unknown" if it cannot be read.
import { join } from "node:path";
import { PACKAGE_ROOT } from "../content/catalog.js";
import { readTextFile } from "../content/text-source.js";

export function programVersion(): string {
  const text = readTextFile(join(PACKAGE_ROOT, "package.json"));
  if (!text.ok) return "unknown";
  try {
    const v = (JSON.parse(text.value) as { version?: unknown }).version;
    return typeof v === "string" ? v : "unknown";
  } catch {
    return "unknown";
  }
}
