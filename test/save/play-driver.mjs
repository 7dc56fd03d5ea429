// A small game process for the crash test: plays a script with saving on, says "done N" after each line, dawdles between lines.
// node test/save/play-driver.mjs SCENARIO SCRIPT SEED SAVE [DELAY_MS] [SLOW_FROM]   (imports the built dist/)
// After line SLOW_FROM it plays no more and waits to be killed, so the kill lands before the script ends however busy the machine.
import { readFileSync } from "node:fs";
import { newSession } from "../../dist/play/new-game.js";
import { startSave } from "../../dist/save/start-save.js";

const [scenario, script, seed, save, delay = "5", slowFrom = "Infinity"] = process.argv.slice(2);
const session = newSession(scenario, seed);
if (Array.isArray(session)) throw new Error(session.join("\n"));
const passphrase = process.env.DERELICT_PASSPHRASE;
const saver = startSave(session, scenario, {
  path: save,
  ...(passphrase ? { passphrases: { blue: passphrase }, kdf: { N: 1024, r: 8, p: 1 } } : {}),
});
if (!saver.ok) throw new Error(saver.message);
const lines = readFileSync(script, "utf8")
  .split(/\r?\n/)
  .map((l) => l.replace(/#.*/, "").trim())
  .filter(Boolean);
let n = 0;
for (const line of lines) {
  const done = session.command(line);
  if (!done.ok) throw new Error(`${line}: ${done.reason}`);
  process.stdout.write(`done ${++n} ${session.actions.length}\n`);
  if (n >= Number(slowFrom)) await new Promise(() => setInterval(() => {}, 1000));
  await new Promise((r) => setTimeout(r, Number(delay)));
}
process.stdout.write("finished\n");
// Never closed: the process may as well be killed here.
setInterval(() => {}, 1000);
