// `npm run schemas`: writes docs/schema/*.schema.json from the zod schemas of the file formats
// (src/content/schemas.ts) and of the game logs `run` and `replay` print (src/cli/game-log-schema.ts).
import { mkdirSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { FORMATS, jsonSchemaFiles, SCHEMA_DIR } from "../content/schemas.js";
import { GAME_LOG_FORMATS } from "./game-log-schema.js";

mkdirSync(SCHEMA_DIR, { recursive: true });
for (const { file, text } of jsonSchemaFiles([...FORMATS, ...GAME_LOG_FORMATS])) {
  const path = join(SCHEMA_DIR, file);
  writeFileSync(path, text);
  process.stdout.write(`wrote ${relative(process.cwd(), path)}\n`);
}
