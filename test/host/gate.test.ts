// The gate logs refused logins with the peer's user name made printable: a name full of escape
// sequences and new lines cannot drive the operator's terminal or forge a line of the host's log.
import type { AuthContext } from "ssh2";
import { describe, expect, it } from "vitest";
import { Gate, printableUser } from "../../src/host/gate.js";
import type { GameRegistry } from "../../src/host/game-registry.js";
import type { FailureLimit } from "../../src/host/rate-limit.js";

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
