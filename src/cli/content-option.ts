// `--content DIR`, which any command takes (and more than once): taken off the command line before
// the subcommand is parsed, so the folders are in use for every name the command looks up.
import { contentFolderProblem } from "../content/content-folders.js";
import { inputMistake, usageMistake } from "./failure.js";

export const CONTENT_OPTION_HELP =
  "a content folder of your own modules, ships, scenarios, rosters and forces (maps/ ships/ scenarios/ rosters/ forces/ in it); may be given more than once";

/** The words without the --content options, and the folders they name; a missing value or folder is a mistake. */
export function takeContentOptions(words: readonly string[]): { words: string[]; folders: string[] } {
  const rest: string[] = [];
  const folders: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (word === "--") {
      rest.push(...words.slice(i));
      break;
    }
    if (word === "--content") {
      const dir = words[i + 1];
      if (dir === undefined || dir === "" || dir.startsWith("--"))
        throw usageMistake("--content takes a folder: --content DIR");
      folders.push(dir);
      i++;
    } else if (word.startsWith("--content=")) folders.push(word.slice("--content=".length));
    else rest.push(word);
  }
  for (const dir of folders) {
    const problem = contentFolderProblem(dir);
    if (problem) throw inputMistake(problem);
  }
  return { words: rest, folders };
}
