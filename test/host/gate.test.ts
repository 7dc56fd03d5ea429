// The gate logs refused logins with the peer's user name made printable: a name full of escape
// sequences and new lines cannot drive the operator's terminal or forge a line of the host's log.
import type { AuthContext } from "ssh2";
import { describe, expect, it } from "vitest";
import { Gate, printableUser } from "../../src/host/gate.js";
import type { AllowedKeys } from "../../src/host/authorized-keys.js";
import type { GameRegistry } from "../../src/host/game-registry.js";
import { FailureLimit } from "../../src/host/rate-limit.js";

describe("the gate's log", () => {
  it("shows a hostile user name as one printable line", () => {
    const log: string[] = [];
    const gate = new Gate({
      registry: { hostGame: () => undefined, byCode: () => undefined } as unknown as GameRegistry,
      lobbyCode: "lobby-code-that-is-long",
      limit: { allowed: () => true, failed: () => undefined } as unknown as FailureLimit,
      failDelayMs: 0,
      log: (line) => log.push(line),
    });
    const username = "\u001b]0;owned\u0007\u001b[2J\nlogin accepted: admin\r\u202e";
    const ctx = { method: "password", username, password: "wrong", reject: () => undefined };
    gate.handle(
      ctx as unknown as AuthContext,
      "10.0.0.9",
      () => undefined,
      () => undefined,
    );
    expect(log).toHaveLength(1);
    // 32 characters of the name, each control character a "?".
    expect(log[0]).toMatch(/^login refused: \?\]0;owned\?\?\[2J\?login accepted: a from 10\.0\.0\.9 \(/);
    expect(/[\u0000-\u001f\u007f-\u009f]/.test(log[0]!)).toBe(false);
  });

  it("keeps ordinary names, cut at 32 characters", () => {
    expect(printableUser("blue")).toBe("blue");
    expect(printableUser("é".repeat(40))).toBe("é".repeat(32));
  });
});

describe("a key taking a seat of the host's game", () => {
  it("is let in only once the registry has the claim on the disk, and refused if it could not be written", async () => {
    const claims: ((claim: "yours" | "unsaved") => void)[] = [];
    const record = { id: "g" };
    const gate = new Gate({
      registry: {
        hostGame: () => record,
        claim: () => new Promise((resolve) => claims.push(resolve)),
      } as unknown as GameRegistry,
      keys: {
        find: () => ({ algo: "ssh-ed25519", key: { verify: () => true }, fingerprint: "SHA256:k" }),
      } as unknown as AllowedKeys,
      lobbyCode: "lobby-code-that-is-long",
      limit: { allowed: () => true, allowedHere: () => true, failed: () => undefined } as unknown as FailureLimit,
      failDelayMs: 0,
      log: () => undefined,
    });
    const login = () => {
      const seen: string[] = [];
      const ctx = {
        method: "publickey",
        username: "blue",
        key: { algo: "ssh-ed25519", data: Buffer.from("k") },
        signature: Buffer.from("s"),
        blob: Buffer.from("b"),
        accept: () => seen.push("accept"),
        reject: () => seen.push("reject"),
      };
      gate.handle(
        ctx as unknown as AuthContext,
        "10.0.0.9",
        (a) => seen.push(`admit ${a.kind}`),
        () => seen.push("failed"),
      );
      return seen;
    };
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    const first = login();
    await turn();
    // The claim is on its way to the disk: a host killed now has let no one in.
    expect(first).toEqual([]);
    claims[0]!("yours");
    await turn();
    expect(first).toEqual(["admit seat", "accept"]);
    const second = login();
    claims[1]!("unsaved");
    await turn();
    expect(second).toEqual(["reject"]);
  });
});

describe("the gate's limit on failed logins", () => {
  it("charges the host-wide bucket only for tries it checked: one address's flood leaves others their tries", () => {
    const limit = new FailureLimit(
      { perAddress: { burst: 3, perMinute: 1 }, global: { burst: 10, perMinute: 1 } },
      () => 0,
    );
    const log: string[] = [];
    const gate = new Gate({
      registry: { hostGame: () => undefined, byCode: () => undefined } as unknown as GameRegistry,
      lobbyCode: "lobby-code-that-is-long",
      limit,
      failDelayMs: 0,
      log: (line) => log.push(line),
    });
    const ctx = { method: "password", username: "guest", password: "wron-gcod-eeee", reject: () => undefined };
    for (let i = 0; i < 40; i++)
      gate.handle(
        ctx as unknown as AuthContext,
        "10.0.0.9",
        () => undefined,
        () => undefined,
      );
    expect(log.filter((l) => l.includes("refused unchecked"))).toHaveLength(37);
    // Three tries were checked and charged; the other 37 cost the host nothing.
    expect(limit.allowed("10.0.0.9")).toBe(false);
    for (let i = 0; i < 7; i++) {
      expect(limit.allowed(`10.0.1.${i}`)).toBe(true);
      limit.failed(`10.0.1.${i}`);
    }
    expect(limit.allowed("10.0.2.1")).toBe(false);
    // A key is held back by its own address's failures only.
    expect(limit.allowedHere("10.0.2.1")).toBe(true);
    expect(limit.allowedHere("10.0.0.9")).toBe(false);
  });
});
