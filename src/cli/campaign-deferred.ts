// The campaign's driver for the start menu, before the engine loads: the menu asks only whether a run is
// under way (read from its file as plain JSON); the rest is the real driver, loaded behind the first
// screen. The terminal holds the player's keys until it is in (src/tui/run-tui.ts).
import type { CampaignDriver } from "../tui/campaign-driver.js";
import type { CampaignOptions, CliCampaign } from "./campaign-driver.js";
import { peekRun } from "./campaign-peek.js";

export interface DeferredCampaign extends CliCampaign {
  load(): Promise<void>;
}

/** The driver's options but the maker of derelicts, which comes with it (the generator is loaded late). */
export type DeferredOptions = Omit<CampaignOptions, "make">;

export function deferredCampaign(options: DeferredOptions): DeferredCampaign {
  let loaded: CliCampaign | undefined;
  let loading: Promise<void> | undefined;
  const real = (): CliCampaign => {
    if (!loaded) throw new Error("the campaign was asked for before it was loaded");
    return loaded;
  };
  const env = options.env ?? process.env;
  return {
    load: () =>
      (loading ??= Promise.all([import("./campaign-driver.js"), import("./campaign-maker.js")]).then(([d, m]) => {
        loaded = d.campaignDriver({ ...options, make: m.derelictMaker() });
      })),
    get races() {
      return real().races;
    },
    get difficulties() {
      return real().difficulties;
    },
    get defaults() {
      return real().defaults;
    },
    get seedWords() {
      return real().seedWords;
    },
    underWay: () => peekRun(env),
    squadOffer: (race, difficulty) => real().squadOffer(race, difficulty),
    newRun: (choice) => real().newRun(choice),
    resume: () => real().resume(),
    buy: (index) => real().buy(index),
    board: () => real().board(),
    afterBoarding: () => real().afterBoarding(),
    close: () => loaded?.close(),
    stop: async () => loaded?.stop(),
  } satisfies DeferredCampaign & CampaignDriver;
}
