// The protocol's schemas and the TypeScript types they describe are one contract: each schema's
// inferred type equals the type the code hands out, field by field (checked by the compiler: `npm test`
// type-checks this file first), and real values pass the schemas.
import { join } from "node:path";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { z } from "zod";
import { commandSchema } from "../../src/cli/command-schema.js";
import { TYPED_FACTS_SCHEMAS } from "../../src/cli/facts-schema.js";
import { mapSchema } from "../../src/cli/map-schema.js";
import type { ProtocolHelp } from "../../src/cli/protocol-help.js";
import { helpSchema } from "../../src/cli/protocol-schema.js";
import { deviceMenuSchema, oddsSchema } from "../../src/cli/query-schema.js";
import type { Facts, TypedKind } from "../../src/engine/event-facts.js";
import { devicesViewSchema, resultSchema, systemsViewSchema, viewSchema } from "../../src/cli/view-schema.js";
import { PACKAGE_ROOT } from "../../src/content/catalog.js";
import { loadScenarioFile } from "../../src/content/scenario-load.js";
import { playBots } from "../../src/seating/bot-game.js";
import type {
  Command,
  DeviceMenu,
  DevicesView,
  Odds,
  PlayerView,
  ResultView,
  ShipMap,
  SystemsView,
} from "../../src/seat/index.js";

/** The same type with every readonly taken off, deeply: zod's arrays are readonly only where asked. */
type Plain<T> = T extends readonly (infer U)[]
  ? Plain<U>[]
  : T extends object
    ? { -readonly [K in keyof T]: Plain<T[K]> }
    : T;

/** A device menu with its commands as the schema has them: any verb's shape, told by its `verb`. */
type LooseCommands<T extends DeviceMenu> = Omit<T, "choices"> & {
  readonly choices: readonly (Omit<T["choices"][number], "command"> & {
    readonly command?: { verb: string; [k: string]: unknown };
  })[];
};

/** Whether two types are the same, field by field. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** The kinds whose facts' schema and engine type differ: none. */
type FactsMismatch = {
  [K in TypedKind]: Same<Plain<z.infer<(typeof TYPED_FACTS_SCHEMAS)[K]>>, Plain<Facts[K]>> extends true ? never : K;
}[TypedKind];

describe("the protocol's schemas and their types", () => {
  it("describe each event kind's facts as the engine types them", () => {
    expectTypeOf<FactsMismatch>().toEqualTypeOf<never>();
    // Every kind told as facts has its schema (and no schema names another kind).
    expectTypeOf<keyof typeof TYPED_FACTS_SCHEMAS>().toEqualTypeOf<TypedKind>();
  });

  it("are the same type, field by field", () => {
    expectTypeOf<Plain<z.infer<typeof viewSchema>>>().toEqualTypeOf<Plain<PlayerView>>();
    expectTypeOf<Plain<z.infer<typeof devicesViewSchema>>>().toEqualTypeOf<Plain<DevicesView>>();
    expectTypeOf<Plain<z.infer<typeof systemsViewSchema>>>().toEqualTypeOf<Plain<SystemsView>>();
    expectTypeOf<Plain<z.infer<typeof resultSchema>>>().toEqualTypeOf<Plain<ResultView>>();
    expectTypeOf<Plain<z.infer<typeof oddsSchema>>>().toEqualTypeOf<Plain<Odds>>();
    expectTypeOf<Plain<z.infer<typeof mapSchema>>>().toEqualTypeOf<Plain<ShipMap>>();
    expectTypeOf<Plain<z.infer<typeof commandSchema>>>().toEqualTypeOf<Plain<Command>>();
    expectTypeOf<Plain<z.infer<typeof helpSchema>>>().toEqualTypeOf<Plain<ProtocolHelp>>();
    expectTypeOf<Plain<z.infer<typeof deviceMenuSchema>>>().toEqualTypeOf<Plain<LooseCommands<DeviceMenu>>>();
  });

  it.each(["first-boarding", "bridge-fight"])(
    "hold every view and device menu of a bot game of %s, both tables",
    (name) => {
      const loaded = loadScenarioFile(join(PACKAGE_ROOT, "scenarios", `${name}.yaml`));
      if (!loaded.ok) throw new Error(loaded.problems[0]!.message);
      for (const visibility of ["open", "fog"] as const) {
        const { seats } = playBots({ ...loaded.value, visibility }, 5);
        for (const seat of Object.values(seats)) {
          const view = seat.view();
          expect(viewSchema.safeParse(view).error).toBeUndefined();
          expect(view.result).not.toBeNull();
          for (const m of view.own) expect(deviceMenuSchema.safeParse(seat.devices(m.number)).error).toBeUndefined();
        }
      }
    },
    60_000,
  );
});
