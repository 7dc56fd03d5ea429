// The guided first game's hints, turned off for good: `off` in the config folder's `hints` file
// ($XDG_CONFIG_HOME/derelict/hints); no file, or anything else in it, and the Introduction has them.
import { configFilePath, readConfigLine, writeConfigLine } from "./config-file.js";

/** Whether the hints are wanted, and how to turn them off for later games. */
export interface HintsChoice {
  readonly wanted: boolean;
  /** Turns them off and remembers it; a line saying why it could not be remembered, else undefined. */
  off(): string | undefined;
}

export function hintsFilePath(env: NodeJS.ProcessEnv = process.env): string {
  return configFilePath("hints", env);
}

/** The choice kept in FILE; none kept (or KEEP false: a remote player's config is not on this machine) means wanted. */
export function hintsChoice(file: string, keep = true): HintsChoice {
  if (!keep) return { wanted: true, off: () => undefined };
  const wanted = readConfigLine(file).text !== "off";
  return {
    wanted,
    off() {
      const failed = writeConfigLine(file, "off");
      return failed === undefined
        ? undefined
        : `${file}: no more hints in this game, but it could not be remembered (${failed})`;
    },
  };
}
