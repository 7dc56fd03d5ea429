// The travel key's end: the cursor's hex given to travel (src/tui/travel.ts) with the side's seat behind it.
import { markerCell } from "./marks.js";
import type { PlayContext } from "./play-input.js";
import { selectedMarker } from "./play-state.js";
import { travel, travelWords } from "./travel.js";

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
  const viewNow = ctx.viewNow ?? (() => ctx.view);
  const end = travel(
    {
      ship: ctx.ship,
      levels: ctx.levels,
      view: viewNow,
      reach: (m) => ctx.reachOf!(m),
      run: (command) => ctx.run(command),
    },
    marker,
    cell,
  );
  const words = travelWords(marker, end);
  // A refusal's reason is the message already; a marker gone is told by the selection's note.
  if (words && end.kind !== "gone") ctx.ui.message = { text: words, warn: end.kind !== "arrived" };
  ctx.ui.followMarker = true;
}
