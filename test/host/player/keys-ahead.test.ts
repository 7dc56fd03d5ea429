// Keys typed ahead in the lobby (src/host/player/keys-ahead.ts): kept in order, a flood cut at the most.
import { describe, expect, it } from "vitest";
import { KeysAhead, MOST_KEYS_AHEAD } from "../../../src/host/player/keys-ahead.js";

describe("keys typed while the lobby waits", () => {
  it("are played back in order, and a flood holds no more than the most", () => {
    const ahead = new KeysAhead();
    for (let i = 0; i < 100_000; i++) ahead.hold(i === 0 ? "down" : "j");
    expect(ahead.size).toBe(MOST_KEYS_AHEAD);
    const keys = ahead.take();
    expect(keys).toHaveLength(MOST_KEYS_AHEAD);
    expect(keys[0]).toBe("down");
    expect(ahead.size).toBe(0);
    // Taken, there is room again.
    expect(ahead.hold("enter")).toBe(true);
    expect(ahead.take()).toEqual(["enter"]);
  });
});
