// Saves, replays and crash safety: the API the terminal game and the CLI use.
//
//   startSave(session, scenarioFile, { path?, folder?, passphrases?: { blue?, yellow? }, onProblem? }) -> Saver | SaveProblem
//       Writes a new save (never over an existing file) and journals every later action of the session
//       by itself (Session.onAction), flushed to disk before act() returns. saver.state -> { path, saved, problem? };
//       saver.sync() writes anything not yet on disk (after a failed write); saver.close() when the game is left.
//   resumeGame(save | undefined, { passphrase?, side?, folder?, ...SaveOptions }) -> Resumed | SaveProblem
//       `derelict play --resume [SAVE]`: the named or latest save, or its newest good older copy when it is
//       damaged; returns { session, saver (saving again), notices (show them), from, unlockedBy }.
//   loadSave(path, { passphrase?, side? }) -> LoadedGame | SaveProblem      read only: { session, scenario, notices, ... }
//   latestSave(folder?) / saveFiles(folder?) / savesFolder(env?) / listSaves(folder?)  finding saves
//   replaySteps(setup, actions, audience) -> ReplayStep[]                   the game as one side saw it, step by step
//   askPassphrase(prompt)                                                   a hidden line from the terminal
// A SaveProblem is { ok: false, kind, file, message }: show problemLine(p) (`FILE: what is wrong`); kind
// "locked" means ask for a passphrase, "wrong-passphrase" ask again.
export { FORMAT_VERSION } from "./format.js";
export { loadSave, type LoadedGame } from "./load-save.js";
export { readSave, type SaveContents } from "./read-save.js";
export { resumeGame, saveToResume, type Resumed, type ResumeOptions } from "./resume.js";
export { latestSave, saveFiles, savesFolder } from "./save-folder.js";
export { listSaves, peekSave, type SaveSummary } from "./save-list.js";
export { askPassphrase, PASSPHRASE_VARIABLE } from "./passphrase-prompt.js";
export { replaySteps, type ReplayStep } from "./replay-steps.js";
export { problemLine, type SaveProblem } from "./save-problem.js";
export { startSave, type SaveOptions, type SaveState, Saver } from "./saver.js";
