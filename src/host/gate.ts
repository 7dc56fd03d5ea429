// Who may come in, and to what: a join code (as the password, or answered to the keyboard-interactive
// prompt) opens its side's seat, the lobby code the lobby; a public key listed in the authorized-keys
// file opens the lobby, or a seat of the host's own game as blue@ or yellow@ (the first key to take a
// free seat keeps it; a seat first taken with its code is the code's). The computer's seat opens to no
// one. Failed tries are answered late and limited per address and for the whole host.
import type { AuthContext } from "ssh2";
import type { AllowedKeys } from "./authorized-keys.js";
import type { GameRegistry, SeatRef } from "./game-registry.js";
import { sameCode } from "./join-code.js";
import type { FailureLimit } from "./rate-limit.js";

/** How a player came to a seat: with its join code, or with the key bound to it. */
export type Way = "code" | "key";

export type Admission =
  | { readonly kind: "seat"; readonly ref: SeatRef; readonly key?: string; readonly by: Way }
  | { readonly kind: "lobby"; readonly key?: string };

export interface GateOptions {
  readonly registry: GameRegistry;
  readonly keys?: AllowedKeys;
  readonly lobbyCode: string;
  readonly limit: FailureLimit;
  /** A wrong try is answered this late (a guesser gets few tries a second per connection). */
  readonly failDelayMs: number;
  readonly log: (line: string) => void;
}

/**
 * A peer's user name as the host's log may show it: at most 32 characters, each control character
 * (escape sequences, new lines) as `?`, so a name cannot move the operator's cursor, retitle the
 * terminal or forge a log line.
 */
export function printableUser(name: string): string {
  return [...name.slice(0, 32)].map((c) => (/[\p{Cc}\p{Cf}]/u.test(c) ? "?" : c)).join("");
}

const UNCHECKED = "too many failed logins; refused unchecked";

/** The user names of the host's own game's seats. */
const SIDE_USERS = new Set(["blue", "yellow"]);

export class Gate {
  readonly #o: GateOptions;

  constructor(options: GateOptions) {
    this.#o = options;
  }

  /** Answers one authentication request from ADDRESS; ADMIT when it is accepted, FAILED when a try failed. */
  handle(ctx: AuthContext, address: string, admit: (a: Admission) => void, failed: () => void): void {
    const methods = this.#o.keys
      ? (["publickey", "keyboard-interactive", "password"] as const)
      : (["keyboard-interactive", "password"] as const);
    const reject = (): void => ctx.reject([...methods]);
    const fail = (why: string, checked = true): void => {
      // A try refused unchecked costs nothing: charged, one address's flood would empty the host's bucket.
      if (checked) this.#o.limit.failed(address);
      this.#o.log(`login refused: ${printableUser(ctx.username)} from ${address} (${why})`);
      failed();
      setTimeout(reject, this.#o.failDelayMs).unref();
    };
    const byCode = (code: string): void => {
      if (!this.#o.limit.allowed(address)) return fail(UNCHECKED, false);
      const admission = this.#byCode(ctx.username, code);
      if (!admission) return fail("wrong code or unknown user");
      admit(admission);
      ctx.accept();
    };
    switch (ctx.method) {
      case "password":
        return byCode(ctx.password);
      case "keyboard-interactive":
        return ctx.prompt([{ prompt: "Join code: ", echo: false }], "Derelict", (answers) => byCode(answers[0] ?? ""));
      case "publickey":
        return this.#byKey(ctx, address, admit, fail, reject);
      default:
        return reject();
    }
  }

  #byCode(user: string, code: string): Admission | undefined {
    const registry = this.#o.registry;
    if (SIDE_USERS.has(user)) {
      const side = user as "blue" | "yellow";
      const record = registry.hostGame();
      // The computer's seat is no one's, whatever code is typed.
      if (!record || record.computer === side || !sameCode(code, record.codes[side])) return undefined;
      return this.#byCodeAt({ record, side });
    }
    if (sameCode(code, this.#o.lobbyCode)) return { kind: "lobby" };
    const ref = registry.byCode(code);
    return ref ? this.#byCodeAt(ref) : undefined;
  }

  /** A code opens its seat, which is the code's from now on if no key holds it. */
  #byCodeAt(ref: SeatRef): Admission {
    this.#o.registry.heldByCode(ref);
    return { kind: "seat", ref, by: "code" };
  }

  #byKey(
    ctx: Extract<AuthContext, { method: "publickey" }>,
    address: string,
    admit: (a: Admission) => void,
    fail: (why: string, checked?: boolean) => void,
    reject: () => void,
  ): void {
    const listed = this.#o.keys?.find(ctx.key.data);
    // A key not listed is no failed try: clients offer each key they have in turn.
    if (!listed || listed.algo !== ctx.key.algo) return reject();
    // Asked only whether the key would do: yes, then the client signs.
    if (!ctx.signature || !ctx.blob) return ctx.accept();
    // A signature cannot be guessed: a key waits on its own address's failures only, not the whole host's.
    if (!this.#o.limit.allowedHere(address)) return fail(UNCHECKED, false);
    if (!listed.key.verify(ctx.blob, ctx.signature, ctx.hashAlgo)) return fail("bad signature");
    const key = listed.fingerprint;
    if (!SIDE_USERS.has(ctx.username)) {
      admit({ kind: "lobby", key });
      return ctx.accept();
    }
    const side = ctx.username as "blue" | "yellow";
    const record = this.#o.registry.hostGame();
    if (!record) return fail("no game started with the host");
    if (record.computer === side) return fail(`the computer plays ${side}`);
    // Let in only once the seat's record names the key on the disk (src/host/game-registry.ts, claim).
    void this.#o.registry.claim(record, side, key).then((claim) => {
      if (claim === "taken") return fail(`the ${side} seat is another key's`);
      if (claim === "code") return fail(`the ${side} seat is held by its join code`);
      if (claim === "computer") return fail(`the computer plays ${side}`);
      if (claim === "unsaved") {
        this.#o.log(`login refused: ${side} from ${address} (the seat's record cannot be written)`);
        return reject();
      }
      admit({ kind: "seat", ref: { record, side }, key, by: "key" });
      ctx.accept();
    });
  }
}
