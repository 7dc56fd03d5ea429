// A race's roster for the campaign (bundled or a content folder's), or why there is none.
import { rosterOrReason, type Roster } from "../content/roster-load.js";

export function rosterFor(race: string): Roster | string {
  const r = rosterOrReason(race);
  return r.ok ? r.value : r.reason;
}
