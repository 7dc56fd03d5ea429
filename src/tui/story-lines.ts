// A scenario's briefing as page lines: its title and story, for the first handover or a single seat's first page.
import type { Briefing } from "../seat/index.js";

/** A scenario's title and story, its paragraphs joined into one line each for the page to wrap. */
export function storyLines(b: Briefing): string[] {
  // Paragraphs joined into one line each, for the page to wrap at the screen's width.
  const paragraphs = b.story
    .trim()
    .split(/\n\s*\n/)
    .map((p) =>
      p
        .split("\n")
        .map((l) => l.trim())
        .join(" "),
    );
  return [b.title, "", ...paragraphs.flatMap((p) => [p, ""])];
}
