// The campaign's API, for the screens (src/tui), the CLI and the playtest. A run goes:
//   run = newRun(roster, { difficulty, visibility, seed? | daily?, squad?, programVersion, id: newRunId(now) })
//     -> Run | refusal; saveRun(run).                        (rosterFor(race) loads the race's roster)
//   Between boardings: shop(run, roster, purchase) -> Run | refusal; offers(run, roster) lists the shop;
//     saveRun after each purchase.
//   derelict = await nextDerelict(run, makeDerelict)         (the briefing: derelict.briefing)
//   prepared = prepareBoarding(run, derelict)  -> files written, run saved with the boarding under way
//     (before any move: quitting or deleting the game's save cannot undo it); play prepared.scenario with
//     prepared.seed, the computer at prepared.enemyStrength on the other side, saving to prepared.savePath;
//     then saveRun(noteSave(run, savePath, saver's header id)), and at each side-turn's start
//     saveRun(noteProgress(run, session.actions.length)).
//   Game over: result = boardingResult(refereeHandle(session).revealed(), playerSide);
//     run = afterBoarding(run, roster, result); saveRun(run).
//   Resume: unfinishedRuns() / loadRun(file); if run.underWay, boardingResume(run.underWay) says start,
//     play (the session), over (the result: afterBoarding) or forfeit (forfeitBoarding(run, why)).
//   The end (run.end set): recordRun(run, roster, now) writes the record file and the high score.
export * from "./boarding-files.js";
export * from "./boarding-result.js";
export * from "./boarding.js";
export * from "./bundled-derelict.js";
export * from "./campaign-rules.js";
export * from "./derelict.js";
export * from "./high-scores.js";
export * from "./new-run.js";
export * from "./next-derelict.js";
export * from "./promotion.js";
export * from "./run-files.js";
export * from "./run-record.js";
export * from "./run-seed.js";
export * from "./run-state.js";
export * from "./score.js";
export * from "./shop.js";
export * from "./squad-aboard.js";
export * from "./squad-rules.js";
export * from "./roster-for.js";
export * from "./generated-derelict.js";
export * from "./game-record.js";
export * from "./program-version.js";
