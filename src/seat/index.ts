// The seat module: a side's one way into a game (src/seat/seat.ts), and the types of what it gives.
// Screens, bots and a side's output import from here only (eslint.config.js holds them to it).
export { Seat, type Played, type SeatNote, type SeatTurn } from "./seat.js";
export { eventLine } from "../view/event-words.js";
export { MOVE_COSTS } from "./move-costs.js";
export type { Sandbox, SandboxOutcome, SandboxSide } from "./sandbox.js";
export type { EnemyGuess, Guess } from "../play/imagined-state.js";
export type { GamePlan } from "../play/rollout.js";
export type { Side } from "../engine/state.js";
export type { RefusalCode } from "../engine/refusal.js";
export type { StopReason } from "../play/verb.js";
export type { Command, Way } from "../play/command.js";
export type { Odds, OddsIf } from "../play/attack-odds.js";
export type { DeviceChoice, DeviceMenu } from "../play/device-choices.js";
export type { LegalAction, LegalActions, LegalMarker } from "../play/legal-actions.js";
export type { LegalPattern } from "../play/legal-hexes.js";
export type { ReplayStep } from "../play/replay-steps.js";
export type { Briefing } from "../play/new-game.js";
export type { TravelGoal, TravelGoals } from "../play/travel-goals.js";
export type {
  EnemyAtLock,
  EnemyMarker,
  KnownAs,
  LastSeen,
  MarkerTrack,
  OwnMarker,
  PlayerView,
  Where,
} from "../view/player-view.js";
export type { ObjectiveLine, ObjectivesView, ResultView } from "../view/objectives-view.js";
export type { DevicesView, SystemsView } from "../view/devices-view.js";
export type { DeploymentView } from "../view/deployment-view.js";
export type { WreckView } from "../view/wreck-view.js";
export type { SeenEvent } from "../view/witnessed.js";
export type { MapCell, MapDevices, MapLock, ShipMap } from "../ship/ship-map.js";
export type { RefereeHandle, RevealedGame, RevealedStep, RefereeView } from "./referee.js";
