// `npm run schemas`: writes docs/schema/*.schema.json from the zod schemas of the file formats
// (src/content/schemas.ts), of the game logs `run` and `replay` print (src/cli/game-log-schema.ts)
// of the protocol's messages (src/cli/protocol-schema.ts) and of run --games (src/cli/games-schema.ts).
import { mkdirSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { FORMATS, jsonSchemaFiles, SCHEMA_DIR } from "../content/schemas.js";
import { GAME_LOG_FORMATS } from "./game-log-schema.js";
import { GAMES_FORMATS } from "./games-schema.js";
import { PROTOCOL_FORMATS } from "./protocol-schema.js";

mkdirSync(SCHEMA_DIR, { recursive: true });
for (const { file, text } of jsonSchemaFiles([
  ...FORMATS,
  ...GAME_LOG_FORMATS,
  ...PROTOCOL_FORMATS,
  ...GAMES_FORMATS,
])) {
  const path = join(SCHEMA_DIR, file);
  writeFileSync(path, text);
  process.stdout.write(`wrote ${relative(process.cwd(), path)}\n`);
}
