// `npm run schemas`: writes docs/schema/*.schema.json from the formats' zod schemas.
import { mkdirSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { jsonSchemaFiles, SCHEMA_DIR } from "./schemas.js";

mkdirSync(SCHEMA_DIR, { recursive: true });
for (const { file, text } of jsonSchemaFiles()) {
  const path = join(SCHEMA_DIR, file);
  writeFileSync(path, text);
  process.stdout.write(`wrote ${relative(process.cwd(), path)}\n`);
}
