// The two sides of a game, in the order they are listed, and each one's enemy: a leaf every layer may import.
export const SIDES = ["blue", "yellow"] as const;
export type Side = (typeof SIDES)[number];

export const otherSide = (side: Side): Side => (side === "blue" ? "yellow" : "blue");
