// `derelict host [SCENARIO]`: games served over ssh from this process. Prints the host key's
// fingerprint and how to connect, then a line for each thing that happens, until Ctrl-C or SIGTERM.
import { networkInterfaces } from "node:os";
import type { Command } from "commander";
import { lookUp, noSuch } from "../content/catalog.js";
import type { Side } from "../seat/index.js";
import { EXIT_INVALID, UserMistake, inputMistake, usageMistake } from "./failure.js";
import { checkedVisibility, VISIBILITY_HELP } from "./visibility-option.js";
import { writeFileAtomic } from "../save/atomic-write.js";

interface HostFlags {
  port: string;
  bind: string;
  data?: string;
  authorizedKeys?: string;
  vsComputer?: string;
  visibility?: string;
  loginGrace: string;
  idleDays: string;
  codesFile?: string;
}

export function addHostCommand(program: Command): void {
  program
    .command("host")
    .description("host games over ssh: each player joins with any ssh client and sees only its own side")
    .argument("[scenario]", "a game to start at once (bundled name or file): players join it as blue@ and yellow@")
    .option("--port <n>", "the port to listen on (0: any free port)", "2222")
    .option("--bind <address>", "the address to listen on (0.0.0.0: every network of this machine)", "127.0.0.1")
    .option("--data <dir>", "the host's folder: key, games, saves (default $XDG_DATA_HOME/derelict/host)")
    .option("--authorized-keys <file>", "public keys let in without a code, one a line as in ssh's authorized_keys")
    .option("--vs-computer <side>", "the computer plays this side of the game SCENARIO starts")
    .option(
      "--visibility <mode>",
      `the game SCENARIO starts, and the lobby's first choice for new games: ${VISIBILITY_HELP}`,
    )
    .option("--login-grace <seconds>", "time a connection has to log in before it is dropped", "30")
    .option(
      "--idle-days <days>",
      "an unfinished lobby game with nothing played in it for so long is archived (0: never)",
      "14",
    )
    .option("--codes-file <file>", "write the lobby and join codes to FILE (owner-only) instead of printing them")
    .addHelpText(
      "after",
      [
        "",
        "Players connect with:  ssh -p PORT blue@HOST  /  ssh -p PORT yellow@HOST   (the game SCENARIO started)",
        "                       ssh -p PORT HOST       (the lobby: make a game, join one with a code, play the computer)",
        "and type the join code (or the lobby code) printed here when asked; a key in --authorized-keys needs none.",
        "The host listens on this machine only (127.0.0.1) unless --bind says otherwise. See README.md, Hosting over ssh, and docs/HOSTING.md.",
        "Run as a service, what the host prints lands in its log (journald, a log file), codes too: give --codes-file.",
      ].join("\n"),
    )
    .action(host);
}

async function host(scenarioRef: string | undefined, flags: HostFlags): Promise<void> {
  const port = Number(flags.port);
  if (!/^\d+$/.test(flags.port) || port > 65_535)
    throw usageMistake(`--port: expected a number 0 to 65535, got '${flags.port}'`);
  const grace = Number(flags.loginGrace);
  if (!/^\d+(\.\d+)?$/.test(flags.loginGrace) || grace <= 0 || grace > 600)
    throw usageMistake(`--login-grace: expected seconds, more than 0 and at most 600, got '${flags.loginGrace}'`);
  const computer = flags.vsComputer;
  if (computer !== undefined && computer !== "blue" && computer !== "yellow")
    throw usageMistake(`--vs-computer: expected blue or yellow, got '${computer}'`);
  if (computer !== undefined && scenarioRef === undefined)
    throw usageMistake("--vs-computer needs a SCENARIO: the game it plays in");
  const idleDays = Number(flags.idleDays);
  if (!/^\d+(\.\d+)?$/.test(flags.idleDays) || idleDays > 3650)
    throw usageMistake(`--idle-days: expected days, 0 (never) to 3650, got '${flags.idleDays}'`);
  const visibility = flags.visibility === undefined ? undefined : checkedVisibility(flags.visibility);
  const file = scenarioRef === undefined ? undefined : await scenarioFile(scenarioRef);
  const { startHost } = await import("../host/host.js");
  const log = (line: string): void => void process.stdout.write(`${stamp()} ${line}\n`);
  let running;
  try {
    running = await startHost({
      ...(file ? { scenario: file } : {}),
      ...(computer ? { computer: computer as Side } : {}),
      ...(visibility ? { visibility } : {}),
      port,
      bind: flags.bind,
      ...(flags.data ? { data: flags.data } : {}),
      ...(flags.authorizedKeys ? { authorizedKeys: flags.authorizedKeys } : {}),
      limits: { loginGraceMs: grace * 1000 },
      idleGameMs: idleDays * 24 * 60 * 60 * 1000,
      log,
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EADDRINUSE") throw inputMistake(`port ${port} on ${flags.bind} is in use: give another with --port`);
    if (code === "EADDRNOTAVAIL" || code === "EACCES")
      throw inputMistake(`cannot listen on ${flags.bind} port ${port} (${code})`);
    if (error instanceof Error && !code) throw inputMistake(error.message);
    throw error;
  }
  const r = running;
  // A bug in serving one player must not take every game down: it is logged, the host goes on (the
  // games are saved as they are played; the player whose connection it was connects again).
  const bug = (error: unknown): void =>
    log(`internal error, the host goes on: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.on("uncaughtException", bug);
  process.on("unhandledRejection", bug);
  const where = reachable(r.address);
  const out = (line = ""): void => void process.stdout.write(`${line}\n`);
  out(
    `derelict host: listening on ${r.address} port ${r.port}${local(r.address) ? " (this machine only: --bind 0.0.0.0 lets the network in)" : ""}`,
  );
  out(`host key ${r.fingerprint} (ED25519)${r.keyMade ? ", made now" : ""}; kept with the games in ${r.folder}`);
  // With --codes-file the codes go to the file only: stdout is the service's log, which others may read.
  const codes = flags.codesFile;
  const lines = (hide: boolean): string[] => {
    const code = (what: string, value: string): string => (hide ? `(${what} in ${codes})` : `${what}: ${value}`);
    const said = [`lobby:   ssh -p ${r.port} ${where}   ${code("lobby code", r.lobbyCode)}`];
    if (!r.game) return said;
    const game = r.registry.game(r.game);
    const seen = typeof game === "string" ? "" : `, ${game.session.state().rules.visibility} visibility`;
    said.push(`${r.game.name} (game ${r.game.id}${seen}):`);
    for (const side of ["blue", "yellow"] as const)
      said.push(
        r.game.computer === side
          ? `  ${side}: the computer`
          : `  ${`${side}:`.padEnd(8)}ssh -p ${r.port} ${side}@${where}   ${code("join code", r.game.codes[side])}`,
      );
    return said;
  };
  const problem = codes === undefined ? undefined : writeCodes(codes, lines(false));
  if (problem) {
    await r.close();
    throw inputMistake(problem);
  }
  for (const line of lines(codes !== undefined)) out(line);
  for (const note of r.notes) out(`note: ${note}`);
  out("Ctrl-C stops the host; every game is saved as it is played and goes on when the host starts again.");
  await new Promise<void>((resolve) => {
    const stop = (): void => {
      process.off("SIGINT", stop);
      process.off("SIGTERM", stop);
      log("stopping: players are sent away, games saved");
      void r.close().then(resolve);
    };
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  });
}

async function scenarioFile(ref: string): Promise<string> {
  const found = lookUp("scenarios", ref);
  if (!found || "problem" in found) throw usageMistake(found?.problem ?? noSuch("scenarios", ref));
  const check = (await import("../play/new-game.js")).newSession(found.file, "check");
  if (Array.isArray(check)) throw new UserMistake(check.join("\n"), EXIT_INVALID, true);
  return found.file;
}

/** Writes the codes' lines to FILE, owner-only and whole (a file there is replaced, never written through); or why not. */
function writeCodes(file: string, lines: readonly string[]): string | undefined {
  try {
    writeFileAtomic(file, `${lines.join("\n")}\n`);
    return undefined;
  } catch (e) {
    return `--codes-file: cannot write ${file} (${(e as NodeJS.ErrnoException).code ?? String(e)})`;
  }
}

const local = (address: string): boolean => address === "127.0.0.1" || address === "::1";

/** How a player names this machine: the address listened on, or for every address the first network address. */
function reachable(address: string): string {
  if (address !== "0.0.0.0" && address !== "::") return address;
  const ours = Object.values(networkInterfaces())
    .flat()
    .find((a) => a && !a.internal && a.family === "IPv4");
  return ours?.address ?? "HOST";
}

function stamp(): string {
  return new Date().toISOString().slice(0, 19).replace("T", " ");
}
