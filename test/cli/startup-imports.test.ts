// The start menu is drawn before the engine loads: what `derelict` imports on its way to the
// first screen (static imports only; `import()` comes later) holds no engine, loader, save code
// or heavy package. This holds the start-up budget of `npm run bench` without timing anything.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = join(import.meta.dirname, "..", "..", "src");

/**
 * Our modules the first screen must not load: the engine (but its refusal codes, a leaf), views (but
 * the words of event lines, a leaf of types only),
 * bots, the play layer (but the command language's registry of verbs, which the help reads, and
 * what the verbs' entries import: the word reader, the menu's words), the ship's loading and
 * assembly (but its device index, which the device menu reads, and the ship's shape), the loaders
 * and the saves (but the folder the menu's resume line looks in).
 */
const HEAVY =
  /^(engine\/(?!refusal\.ts)|view(?!\/event-words\.ts)|ai)\/?|^play\/(?!command-help|verb\.ts|verbs\/|words|menu-words)|^ship\/(?!device-index|ship\.ts)|-load\.ts$|^save\/(?!save-folder|format)/;

/** Every module reached from FILE by static, non-type imports: our files (relative to src) and packages. */
function staticClosure(file: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (path: string): void => {
    if (files.has(path)) return;
    files.add(path);
    const text = readFileSync(path, "utf8");
    for (const m of text.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+"([^"]+)"|^import\s+"([^"]+)"/gm)) {
      const spec = (m[1] ?? m[2])!;
      if (!spec.startsWith(".")) packages.add(spec.startsWith("node:") ? "node" : spec);
      else visit(resolve(dirname(path), spec.replace(/\.js$/, ".ts")));
    }
  };
  visit(join(SRC, file));
  return { files: [...files].map((f) => f.slice(SRC.length + 1)).sort(), packages: [...packages].sort() };
}

describe("the way to the first screen", () => {
  it("sees imports, and tells heavy modules: the session reaches the engine, loaders and ship assembly", () => {
    const session = staticClosure("play/session.ts");
    expect(session.files).toContain("engine/apply.ts");
    // node:crypto hashes the seed into the dice's keys (src/engine/stream-key.ts).
    expect(session.packages).toContain("node");
    const heavy = staticClosure("play/new-game.ts").files.filter((f) => HEAVY.test(f));
    for (const f of [
      "play/session.ts",
      "engine/apply.ts",
      "content/scenario-load.ts",
      "ship/assemble.ts",
      "view/player-view.ts",
    ])
      expect(heavy).toContain(f);
    expect(
      ["ship/device-index.ts", "ship/ship.ts", "play/command-help.ts", "save/save-folder.ts"].some((f) =>
        HEAVY.test(f),
      ),
    ).toBe(false);
    for (const light of ["engine/refusal.ts", "play/verbs/moving.ts", "play/words.ts", "ship/ship.ts"])
      expect(HEAVY.test(light), light).toBe(false);
    for (const heavy of ["engine/rules.ts", "play/resolver.ts", "play/session.ts", "view/player-view.ts"])
      expect(HEAVY.test(heavy), heavy).toBe(true);
  });

  it("loads no engine, loaders, saves, YAML parser, schema library, rot-js or argument parser", () => {
    const main = staticClosure("cli/main.ts");
    const menu = staticClosure("cli/play-command.ts");
    for (const { files, packages } of [main, menu]) {
      expect(files.filter((f) => HEAVY.test(f))).toEqual([]);
      expect(packages.filter((p) => p !== "node" && p !== "blessed")).toEqual([]);
    }
    expect(existsSync(join(SRC, "cli", "play-starter.ts"))).toBe(true);
    expect(menu.files).not.toContain("cli/play-starter.ts");
  });
});
