// The line for the shell once the game's screen is gone and the game is left unfinished: where it is saved, how to go on.

/** "derelict: the game is saved in ~/...: derelict play --resume goes on". */
export function farewellLine(path: string, env: NodeJS.ProcessEnv = process.env): string {
  return `derelict: the game is saved in ${shortPath(path, env)}: derelict play --resume goes on`;
}

/** A path under the home folder as ~/...: short enough for a line of the screen. */
export function shortPath(path: string, env: NodeJS.ProcessEnv = process.env): string {
  const home = env.HOME;
  return home && path.startsWith(`${home}/`) ? `~${path.slice(home.length)}` : path;
}
