// Failed logins limited per address and for the whole host, on a clock the test moves.
import { describe, expect, it } from "vitest";
import { FailureLimit } from "../../src/host/rate-limit.js";

const settings = { perAddress: { burst: 3, perMinute: 6 }, global: { burst: 5, perMinute: 60 }, addresses: 4 };

describe("the limit on failed logins", () => {
  it("refuses an address after its burst until tokens come back, and leaves others be", () => {
    let now = 0;
    const limit = new FailureLimit(settings, () => now);
    for (let i = 0; i < 3; i++) {
      expect(limit.allowed("10.0.0.1")).toBe(true);
      limit.failed("10.0.0.1");
    }
    expect(limit.allowed("10.0.0.1")).toBe(false);
    expect(limit.allowed("10.0.0.2")).toBe(true);
    now += 10_000; // six a minute: one back every ten seconds
    expect(limit.allowed("10.0.0.1")).toBe(true);
  });

  it("refuses everyone once the whole host has failed its burst", () => {
    let now = 0;
    const limit = new FailureLimit(settings, () => now);
    for (const a of ["a", "b", "c", "d", "e"]) limit.failed(a);
    expect(limit.allowed("f")).toBe(false);
    now += 1000;
    expect(limit.allowed("f")).toBe(true);
  });

  it("remembers a bounded number of addresses", () => {
    let now = 0;
    const limit = new FailureLimit({ ...settings, global: { burst: 1e9, perMinute: 1e9 } }, () => now);
    for (let i = 0; i < 100; i++) {
      limit.failed(`10.0.0.${i}`);
      now += 1;
    }
    expect(limit.size).toBeLessThanOrEqual(4);
  });
});
