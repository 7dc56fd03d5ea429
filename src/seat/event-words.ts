// A side's event lines in words (src/view/event-words.ts), for the screens and a side's output: this file
// alone, not the seat's index, so the start menu draws without loading the engine.
export { eventLine } from "../view/event-words.js";
