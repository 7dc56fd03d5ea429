#!/usr/bin/env node
// The `derelict` command: runs the compiled CLI in dist/ (built by `npm install` or `npm run build`).
let cli;
try {
  cli = await import("../dist/cli/main.js");
} catch (error) {
  if (error?.code !== "ERR_MODULE_NOT_FOUND" || !String(error.message).includes("dist")) throw error;
  process.stderr.write(
    "derelict: not built yet: run `npm install` (or `npm run build`) in the derelict folder first\n",
  );
  process.exit(1);
}
await cli.main();
