// Preloaded into a game's own process (NODE_OPTIONS=--import): at exit, its peak resident memory (MB) into $DERELICT_PEAK_FILE.
// The peak is the whole process's, its worker threads (the computer's thinking) included. Plain JavaScript, so
// it loads as it stands from bench/ (the bench's test runs it without a build).
import { writeFileSync } from "node:fs";
import { isMainThread } from "node:worker_threads";

const file = process.env.DERELICT_PEAK_FILE;
if (file && isMainThread) process.on("exit", () => writeFileSync(file, String(process.resourceUsage().maxRSS / 1024)));
