// Saves, replays and crash safety: the API the terminal game and the CLI use (the format: format.ts).
//
// Saving a new game (after newSession; the scenario file is the one it was made from):
//   startSave(session, scenarioFile, { path?, folder?, passphrases?: { blue?, yellow? }, keep?, onProblem? })
//     -> Saver | SaveProblem
//   Writes a new file (never over an existing one) and from then on saves every action the session
//   takes, by itself (Session.onAction): each is flushed to disk before act() or command() returns.
//   saver.state -> { path, saved, problem? }; saver.sync() retries after a failed write (onProblem says so);
//   saver.opens(side, passphrase) checks a side's passphrase (for handovers); saver.close() when leaving.
//   Each side's travel goals (session.setTravelGoals) are saved as they are set, as an action is.
// Resuming (`derelict play --resume [SAVE]`):
//   resumeGame(save | undefined, { passphrases?, folder?, ...saving options }) -> Resumed | SaveProblem
//   The named save or the latest; if it is damaged, its newest older copy that loads (in a new file).
//   A protected save needs the passphrase of every side that set one: a problem of kind "locked" names
//   the sides still to ask (`sides`), "wrong-passphrase" the side whose passphrase was wrong.
//   Resumed = { session, saver (saving again), notices (show them at the first handover), from }; the
//   session holds the sides' travel goals as they were left (none from a save made before they were kept).
// Reading only: loadSave(path, { passphrases? }) -> LoadedGame | SaveProblem (the whole game);
//   readSideLog(path, side, passphrase) -> SideLog | SaveProblem (what that side saw, its own passphrase only);
//   saveInfo(path) -> { header, status } (what the file shows in clear).
// Finding saves: savesFolder(), latestSave(), listSaves() and describeSave(summary) for a menu line;
//   unfinishedSaves() the games a menu offers to resume, a file that does not read listed with why.
// Replays: replaySteps(setup, actions, audience) -> ReplayStep[] (what `derelict replay` shows).
// A SaveProblem is { ok: false, kind, file, message }: show problemLine(p), one line, "FILE: what is wrong".
export { FORMAT_VERSION } from "./format.js";
export { loadSave, type LoadedGame } from "./load-save.js";
export { readSave, readSideLog, saveInfo, type SaveContents, type SideLog } from "./read-save.js";
export { replaySteps, type ReplayStep } from "./replay-steps.js";
export { chooseSave, resumeGame, saveToResume, type ChosenSave, type Resumed, type ResumeOptions } from "./resume.js";
export { latestSave, saveFiles, savesFolder } from "./save-folder.js";
export {
  describeSave,
  listSaves,
  peekSave,
  saveEntry,
  saveName,
  unfinishedSaves,
  type SaveEntry,
  type SaveSummary,
} from "./save-list.js";
export { problemLine, type SaveProblem } from "./save-problem.js";
export { type SaveOptions, type SaveState, Saver } from "./saver.js";
export { startSave } from "./start-save.js";
export type { Passphrases } from "./sealing.js";
