// The words of the machines a soldier works (src/engine/facts/machines.ts): the cryo cells, the
// transporter, the switches and the escape pods. The referee names every marker by side, number and
// label; the acting side its own by number and label, with the move units spent and left; the enemy what
// it saw, its markers by side and number or by revealed type.
import type { Audience, MarkerRef } from "../../engine/events.js";
import type { MachinesFacts, TransportedFacts } from "../../engine/facts/machines.js";
import { enemyName, ownName, refereeName, type Words } from "./markers.js";

/** Whose words these are: the referee's, the acting side's, or its enemy's. */
const whose = (side: string | undefined, reader: Audience): "referee" | "own" | "enemy" =>
  reader === "referee" ? "referee" : side === reader ? "own" : "enemy";

const spent = (f: { readonly mu?: number; readonly left?: number }): string => `(${f.mu} MU, ${f.left} left)`;

/** What the enemy saw of a sending: the marker or container vanish from one booth, appear in the other. */
function seenSent(f: TransportedFacts): string {
  const what = f.cargo !== undefined ? `a ${f.cargo.replace("-", " ")}` : enemyName(f.marker!);
  if (f.from !== undefined && f.to !== undefined)
    return `${what} vanishes from the booth at ${f.from} and appears in the booth at ${f.to}`;
  return f.from !== undefined
    ? `${what} vanishes from the booth at ${f.from}`
    : `${what} appears in the booth at ${f.to}`;
}

export const MACHINES_WORDS: { readonly [K in keyof MachinesFacts]: Words<MachinesFacts[K]> } = {
  "sleeper-woken": (f, reader) => {
    const who = whose(f.woken.side, reader);
    if (who === "enemy") {
      const opened = f.marker
        ? `${enemyName(f.marker)} opens the cryo cell at ${f.hex}`
        : `the cryo cell at ${f.hex} opens`;
      return `${opened}: ${enemyName(f.woken)} steps out at ${f.to}`;
    }
    const woke = `wakes ${f.sleeper?.name} (${f.sleeper?.type}) from the cryo cell at ${f.hex}`;
    return who === "referee"
      ? `${refereeName(f.marker!)} ${woke}: ${f.woken.side} ?${f.woken.number} at ${f.to}`
      : `${ownName(f.marker!)} ${woke}: he joins you as ?${f.woken.number} at ${f.to} and moves from your next turn`;
  },
  transported: (f, reader) => {
    const who = whose(f.marker?.side, reader);
    if (who === "enemy") return seenSent(f);
    const sent =
      f.cargo !== undefined
        ? `transports the ${f.cargo.replace("-", " ")} ${f.from} -> ${f.to}`
        : `is transported ${f.from} -> ${f.to}`;
    return who === "referee" ? `${refereeName(f.marker!)} ${sent}` : `${ownName(f.marker!)} ${sent} ${spent(f)}`;
  },
  "transport-failed": (f, reader) => {
    const who = whose(f.marker?.side, reader);
    if (who === "enemy")
      return `the transporter booth at ${f.to} hums and stays still: the enemy tried to send from the booth at ${f.from}`;
    const worked = `works the transporter at ${f.from}: the booth at ${f.to}`;
    if (who === "own") return `${ownName(f.marker!)} ${worked} is not empty, and it will not work ${spent(f)}`;
    const held = [...(f.markers ?? []).map(refereeName), ...(f.container ? ["a container"] : [])];
    return `${refereeName(f.marker!)} ${worked} holds ${held.join(", ")}, and it will not work`;
  },
  switch: (f, reader) => {
    const did = `turns the ${f.device === "cooler" ? "cooler" : "rec deck's gravity panel"} at ${f.hex} ${f.on ? "on" : "off"}`;
    const who = whose(f.marker.side, reader);
    if (who === "referee") return `${refereeName(f.marker)} ${did} (${f.mu} MU)`;
    return who === "own" ? `${ownName(f.marker)} ${did} ${spent(f)}` : `${enemyName(f.marker)} ${did}`;
  },
  "pod-launched": (f, reader) => {
    const who = whose(f.side, reader);
    const names = (name: (r: MarkerRef) => string): string => f.markers.map(name).join(", ");
    if (who === "referee") return `${f.side}'s escape pod at ${f.hex} launches with ${names(refereeName)}`;
    return who === "own"
      ? `the escape pod at ${f.hex} launches with ${names(ownName)}: they have left the ship`
      : `an escape pod launches from ${f.hex} with ${names(enemyName)} aboard`;
  },
};
