// The parts of a scenario file that say what each side came for: named containers, the
// objectives of each side (or both), who wins otherwise; the introduction mark and the story.
import { z } from "zod";
import { CARGO } from "../map/terrain.js";

const word = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9'-]*$/, "expected one word (letters, digits, ' and -), e.g. data-core");
const hex = z.string().regex(/^\d+:\d{4}(@[a-z]+)?$/, 'expected a hex such as "90:0305@floor"');
const lockName = z.string().regex(/^(cargo )?lock \d+$/, 'expected an air lock such as "lock 3" or "cargo lock 1"');

/** A container the objectives can name: the one standing on `at`, or a new one of `kind` put there. */
export const namedContainerSchema = z.strictObject({
  name: word,
  at: hex,
  kind: z
    .enum(Object.keys(CARGO) as [keyof typeof CARGO], {
      error: `expected a container kind: ${Object.keys(CARGO).join(", ")}`,
    })
    .optional(),
});

const kind = <K extends string>(k: K) => z.literal(k);

export const objectiveSchema = z.discriminatedUnion(
  "kind",
  [
    z.strictObject({ kind: kind("cargo"), container: word, locks: z.array(lockName).min(1).optional() }),
    z.strictObject({
      kind: kind("hold"),
      area: z
        .string()
        .regex(
          /^(bridge|engine-room|\d+:[a-z][a-z0-9-]*)$/,
          'expected bridge, engine-room or a ship area such as "93:cryo-room"',
        ),
    }),
    z.strictObject({ kind: kind("engines-off") }),
    z.strictObject({ kind: kind("course") }),
    z.strictObject({ kind: kind("exterminate") }),
    z.strictObject({ kind: kind("evacuate"), count: z.number().int().min(1).max(99) }),
    z.strictObject({ kind: kind("rescue"), sleeper: word }),
  ],
  { error: "expected an objective: kind cargo, hold, engines-off, course, exterminate, evacuate or rescue" },
);

export const objectivesSchema = z.strictObject({
  blue: z.array(objectiveSchema).optional(),
  yellow: z.array(objectiveSchema).optional(),
  /** Objectives both sides have (each for itself). */
  both: z.array(objectiveSchema).optional(),
  /** Who wins at the end when no side has met an objective. */
  otherwise: z
    .enum(["blue", "yellow", "draw"], { error: "expected who wins otherwise: blue, yellow or draw" })
    .optional(),
});

export type ObjectiveFile = z.infer<typeof objectiveSchema>;
export type ObjectivesFile = z.infer<typeof objectivesSchema>;
export type NamedContainerFile = z.infer<typeof namedContainerSchema>;
