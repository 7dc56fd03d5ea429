// The protocol's `help`: the command language and the queries as data, for a program to read what it
// may send (each verb's line form and its fields as data, the queries, the process's own requests).
import { COMMAND_HELP } from "../seat/command-help.js";
import { VERB_SCHEMAS } from "./command-schema.js";
import { QUERIES } from "./protocol-seat.js";

export interface ProtocolHelp {
  /** Each verb: its line form, what it does, and the fields of the same command as data. */
  readonly commands: readonly {
    readonly verb: string;
    readonly usage: string;
    readonly about: string;
    readonly fields: readonly string[];
    readonly optional: readonly string[];
  }[];
  /** What WHO and HEX stand for. */
  readonly words: string;
  readonly queries: readonly { readonly usage: string; readonly about: string }[];
  /** What the process itself takes: a new game, this help. */
  readonly requests: readonly { readonly usage: string; readonly about: string }[];
}

export const REQUESTS: ProtocolHelp["requests"] = [
  {
    usage: "reset [SEED]",
    about:
      "a new game of the same scenario with the same options, from SEED (none: fresh random bits); not with --save",
  },
  { usage: "help", about: "this: the commands, queries and requests as data" },
];

export function protocolHelp(): ProtocolHelp {
  const commands = Object.entries(VERB_SCHEMAS).map(([verb, schema]) => {
    const help = COMMAND_HELP.find((h) => h.usage.split(" ")[0] === verb)!;
    const fields = Object.keys(schema.shape);
    return {
      verb,
      usage: help.usage,
      about: help.about,
      fields,
      optional: fields.filter((f) => schema.shape[f as keyof typeof schema.shape].safeParse(undefined).success),
    };
  });
  return { commands, words: COMMAND_HELP.at(-1)!.about, queries: QUERIES, requests: REQUESTS };
}
