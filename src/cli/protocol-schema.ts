// The streaming protocol's messages (`run --protocol jsonl`) as zod schemas: docs/schema/protocol-*.schema.json
// are made from them (npm run schemas), and the tests hold real protocol output to them. Never loaded
// by the game itself: only the schema writer and the tests import this file.
import { z } from "zod";
import type { Format } from "../content/schemas.js";
import { seenEventSchema } from "./game-log-schema.js";
import { PROTOCOL_CODES, PROTOCOL_FORMAT, PROTOCOL_VERSION } from "./protocol-seat.js";
import { deviceMenuSchema, oddsSchema, refusalCodeSchema } from "./query-schema.js";
import { STOP_REASONS } from "../play/verb.js";
import { commandSchema } from "./command-schema.js";
import { mapSchema } from "./map-schema.js";
import { formatHead, sideSchema } from "./schema-parts.js";
import { resultSchema, viewSchema } from "./view-schema.js";

const side = sideSchema;
const head = formatHead(PROTOCOL_FORMAT, PROTOCOL_VERSION, "protocol");

const requestSide = side.optional().describe("whose request (both sides in one process); absent: the side to move's");
const requestCommand = z
  .string()
  .describe(
    "a line of the command language (docs/SCRIPTS.md), a query (view, map, reach WHO, devices [WHO], legal [WHO], odds fire|melee ...) or a request of the process (help, reset [SEED])",
  );
const requestData = commandSchema.describe(
  'a command as data, one shape per verb: {"verb": "move", "who": 7, "ways": ["e"]} (protocol-command.schema.json; legal gives each command so)',
);
const requestView = z.boolean().describe("true: the answer carries the side's view");

/** A request has a command, or asks for the view alone (src/cli/protocol-command.ts, parseRequest, reads the same). */
export const requestSchema = z
  .union([
    z.strictObject({
      side: requestSide,
      command: z.union([requestCommand, requestData]),
      view: requestView.optional(),
    }),
    z.strictObject({ side: requestSide, view: requestView }),
  ])
  .describe("one request line as a JSON object (a line that does not start with { is a command as it stands)");

export const protocolEventSchema = seenEventSchema;

export const protocolViewSchema = viewSchema;

const legalActionSchema = z
  .strictObject({
    verb: z.string().describe("the command's verb"),
    line: z.string().describe("the command as a line of the command language, markers by number"),
    command: z
      .looseObject({ verb: z.string() })
      .describe('the command as data: { verb: "move", who: 7, ways: ["e"] } (src/play/verbs/)'),
    hex: z.string().optional().describe("where a step, a leave or a skip ends, or the door it works"),
  })
  .describe("one command the game takes now");

const legalPatternSchema = z
  .strictObject({
    verb: z.string().describe("the command's verb: travel, deploy, dummy, bridge"),
    form: z.string().describe("the command as a line with HEX where the hex goes: travel 7 HEX"),
    command: z.looseObject({ verb: z.string() }).describe('the command as data with "HEX" where the hex goes'),
    hexes: z
      .array(z.string())
      .min(1)
      .describe("every hex the game takes the command with now, as the map names them, in the ship's order"),
  })
  .describe("commands that differ only in their hex: the form, and each hex the game takes it with");

export const legalSchema = z
  .strictObject({
    markers: z
      .array(
        z.strictObject({
          number: z.number().int().min(1),
          label: z.string().describe("its stable label: a soldier's name, a dummy's d1, d2..."),
          actions: z.array(legalActionSchema).describe("in the order of the verbs' registry, then of their offers"),
          patterns: z.array(legalPatternSchema).describe("its commands by hex: travel WHO HEX, deploy WHO HEX"),
        }),
      )
      .describe("each of the side's markers in its view's order (only WHO's with legal WHO)"),
    side: z.array(legalActionSchema).describe("the side's own: end, ready, bridge orders (empty with legal WHO)"),
    patterns: z
      .array(legalPatternSchema)
      .describe("the side's own by hex: dummy HEX, bridge open|close HEX (empty with legal WHO)"),
  })
  .describe("legal [WHO]: the commands the game would take from the side now; empty outside its turn");

const usageLine = z.strictObject({ usage: z.string(), about: z.string() });

export const helpSchema = z
  .strictObject({
    commands: z
      .array(
        z.strictObject({
          verb: z.string(),
          usage: z.string().describe("the command as a line: move WHO WAY..."),
          about: z.string(),
          fields: z.array(z.string()).describe("the fields of the same command as data, verb first"),
          optional: z.array(z.string()).describe("those of its fields that may be left out"),
        }),
      )
      .describe("each verb of the command language, in the help's order"),
    words: z.string().describe("what WHO and HEX stand for"),
    queries: z.array(usageLine).describe("the queries: they change nothing"),
    requests: z.array(usageLine).describe("what the process itself takes: reset [SEED], help"),
  })
  .describe("help: the command language, the queries and the process's requests as data");

const turnSchema = z
  .strictObject({
    turn: z.number().int().min(1),
    toMove: side,
    over: z.boolean(),
    phase: z.enum(["deploy", "play"]),
  })
  .describe("whose turn it is: public to both sides");

export const answerSchema = z
  .strictObject({
    ...head,
    type: z.literal("answer"),
    side: side.optional().describe("the side answered (absent when the line was no request at all)"),
    visibility: z
      .enum(["open", "fog"])
      .optional()
      .describe(
        "the visibility played (docs/RULES.md): in the first message to each side only, its first answer or its end",
      ),
    command: z
      .union([z.string(), commandSchema])
      .optional()
      .describe("the command or query, as given (a command as data once read; absent when it was refused)"),
    ok: z.boolean().describe("played (or asked), or refused"),
    code: z
      .union([refusalCodeSchema, z.enum(PROTOCOL_CODES)])
      .optional()
      .describe(
        "why not, a stable code: docs/SCRIPTS.md, Refusals, and the protocol's bad-json, bad-request, wrong-side, line-too-long",
      ),
    reason: z.string().optional().describe("why not, in words from what the side knows"),
    note: z
      .string()
      .optional()
      .describe(
        "how a played travel ended: arrived, or stopped short and why (something came into sight, the MU ran out)",
      ),
    stop: z
      .enum(STOP_REASONS)
      .optional()
      .describe(
        "how a played travel ended, as a stable word: arrived, sighted (something came into sight), no-way (none the side knows), out-of-mu, gone (the marker left the map)",
      ),
    turn: turnSchema.optional(),
    events: z.array(protocolEventSchema).optional().describe("what the side witnessed since its last message"),
    view: protocolViewSchema.optional().describe("the side's view, when asked for"),
    reach: z
      .record(z.string(), z.number().int())
      .optional()
      .describe("reach WHO: hex -> move units it costs to get there"),
    devices: deviceMenuSchema.optional(),
    odds: oddsSchema.optional(),
    legal: legalSchema.optional(),
    map: mapSchema.optional(),
    help: helpSchema.optional(),
  })
  .describe("the answer to one request line");

export const endSchema = z
  .strictObject({
    ...head,
    type: z.literal("end"),
    side,
    visibility: z
      .enum(["open", "fog"])
      .optional()
      .describe(
        "the visibility played (docs/RULES.md): in the first message to each side only, its first answer or its end",
      ),
    turn: turnSchema,
    over: z.boolean(),
    result: resultSchema.nullable().describe("who won and why, once over; null before"),
    events: z.array(protocolEventSchema).describe("what the side witnessed since its last message"),
  })
  .describe("the last message for a side, when standard input ends");

const described = (file: string, schema: z.ZodType, title: string, what: string): Format => ({
  file,
  schema,
  title: `Derelict protocol ${title}`,
  description: `${what} See docs/SCRIPTS.md, The protocol.`,
});

/** The protocol's schema files in docs/schema (written with the others by npm run schemas). */
export const PROTOCOL_FORMATS: readonly Format[] = [
  described(
    "protocol-request.schema.json",
    requestSchema,
    "request",
    "A request line of `run --protocol jsonl` in its JSON form.",
  ),
  described("protocol-answer.schema.json", answerSchema, "answer", "The one JSON line answering a request line."),
  described(
    "protocol-event.schema.json",
    protocolEventSchema,
    "event",
    "An event as the side witnessed it: kind, turn, text and fields.",
  ),
  described("protocol-view.schema.json", protocolViewSchema, "view", "A side's view, in an answer when asked for."),
  described(
    "protocol-command.schema.json",
    commandSchema,
    "command",
    "A command of the command language as data, one shape per verb: a request's command may be one.",
  ),
  described(
    "protocol-map.schema.json",
    mapSchema,
    "map",
    "The ship's map: the answer to map, ships show --json's map.",
  ),
  described("protocol-end.schema.json", endSchema, "end", "The last line for each side when standard input ends."),
];
