// The travel key's end: the cursor's hex given to the `travel` command (src/play/verbs/travel.ts)
// through the side's seat, which walks the marker there and says how it ended.
import { placeName } from "../ship/ship.js";
import { markerCell } from "./marks.js";
import type { PlayContext } from "./play-input.js";
import { selectedMarker } from "./play-state.js";

/** Walks the selected marker to the cell; the cursor closes unless the hex is out of reach. */
export function travelTo(ctx: PlayContext, cell: number): void {
  const marker = selectedMarker(ctx.view, ctx.ui);
  if (!marker || markerCell(ctx.ship, marker) === undefined || marker.where.at !== "cell")
    return void (ctx.ui.message = { text: "the selected marker is not on the map", warn: true });
  const reach = ctx.reachOf?.(marker.number);
  if (!reach?.has(cell))
    return void (ctx.ui.message = {
      text: "out of reach this turn: the shaded hexes are where the marker can get",
      warn: true,
    });
  ctx.sub = { kind: "normal" };
  // Named by its stable label (a soldier's name, d1): its number changes if it hides again on the way.
  const played = ctx.run({ verb: "travel", who: marker.label, hex: placeName(ctx.ship.cells[cell]!) });
  // The command's note says how it ended (the message already); short of the hex it is a warning.
  const now = (ctx.viewNow ?? (() => ctx.view))().own.find((m) => m.label === marker.label);
  const note = ctx.ui.message;
  if (played && note && (!now || markerCell(ctx.ship, now) !== cell)) ctx.ui.message = { ...note, warn: true };
  ctx.ui.followMarker = true;
}
