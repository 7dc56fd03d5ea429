// A tiny Node client of Derelict's streaming protocol (docs/SCRIPTS.md, The protocol): plays blue
// against the bot (`--as blue`), ending each turn, until the game is over; prints the end message.
//   node docs/examples/client.mjs derelict run first-boarding --protocol jsonl --as blue
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

const [command, ...args] = process.argv.slice(2);
const game = spawn(command, args, { stdio: ["pipe", "pipe", "inherit"] });
const lines = createInterface({ input: game.stdout })[Symbol.asyncIterator]();
const ask = async (request) => {
  game.stdin.write(`${JSON.stringify(request)}\n`);
  return JSON.parse((await lines.next()).value);
};

let answer = await ask({ view: true });
for (let guard = 0; !answer.turn.over && guard < 1000; guard++) answer = await ask({ command: "end" });
game.stdin.end();
for (let next = await lines.next(); !next.done; next = await lines.next()) console.log(next.value);
