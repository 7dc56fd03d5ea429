// The play command's saving in one piece: a new game saved, then resumed through a passphrase, as the terminal game asks.
import { expect, test } from "vitest";
import { playSaving } from "../../src/save/index.js";
import { HIDE_AND_SEEK, play, session, snapshot, tempFolder } from "./game-fixture.js";

test("start, quit, find it, ask for the passphrase, resume where it stood", () => {
  const folder = tempFolder();
  const saving = playSaving({ folder });
  expect(saving.resumable()).toBeUndefined();
  expect(saving.resume()).toEqual([`${folder}: holds no saved game to resume`]);
  const s = session(HIDE_AND_SEEK, 2);
  const started = saving.started(s, HIDE_AND_SEEK, { blue: "sky", yellow: "" });
  expect(started.notices[0]).toMatch(/^saving to .*hide-and-seek-.*\.jsonl$/);
  expect(started.passphrases).toEqual({ blue: "sky" });
  play(s, ["open 89:1006 e", "move Osaka se"]);
  expect(saving.opens("blue", "sky")).toBe(true);
  expect(saving.opens("yellow", "sky")).toBe(false);
  saving.finished();

  const again = playSaving({ folder });
  expect(again.resumable()).toMatch(/^Hide and seek, turn 1, blue to move, saved .*, protected$/);
  expect(again.resume()).toEqual({ locked: expect.stringMatching(/is protected: it opens with blue's passphrase$/) });
  expect(again.resume("sea")).toEqual({ locked: expect.stringMatching(/wrong passphrase/) });
  const resumed = again.resume("sky");
  if (!("session" in resumed)) throw new Error(String(resumed));
  expect(resumed.passphrases).toEqual({ blue: "sky" });
  expect(snapshot(resumed.session)).toBe(snapshot(s));
  play(resumed.session, ["end"]);
  again.finished();
}, 20_000);
