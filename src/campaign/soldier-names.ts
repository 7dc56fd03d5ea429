// Names for the squad's soldiers, drawn from the run's seed: one word each, never two alike in a run.
import { derivedIndex } from "./run-seed.js";

/** A plain list of surnames (the generator's name maker may replace it). */
const NAMES: readonly string[] = [
  "Osaka",
  "Rojas",
  "Menkovich",
  "Steinberger",
  "Achebe",
  "Brandt",
  "Castillo",
  "Dlamini",
  "Eriksen",
  "Fujita",
  "Gallagher",
  "Haddad",
  "Ivanova",
  "Jansen",
  "Kowalski",
  "Lindqvist",
  "Mbeki",
  "Nakamura",
  "Okafor",
  "Petrov",
  "Quinn",
  "Ramirez",
  "Sato",
  "Tanaka",
  "Ueda",
  "Vasquez",
  "Wojcik",
  "Xu",
  "Yilmaz",
  "Zhang",
  "Abara",
  "Bjorn",
  "Cruz",
  "Dubois",
  "Esposito",
  "Farouk",
  "Greer",
  "Holt",
  "Ishikawa",
  "Juarez",
  "Kane",
  "Laurent",
  "Moreau",
  "Novak",
  "Orlov",
  "Park",
  "Reyes",
  "Silva",
  "Torres",
  "Varga",
  "Weller",
  "Adeyemi",
  "Boyle",
  "Chen",
  "Duarte",
  "Falk",
  "Hayes",
  "Kato",
  "Mora",
  "Nash",
  "Pryce",
  "Ruiz",
  "Stone",
];

/** The name for the `drawn`-th soldier of a run (0 first), unlike every name in TAKEN. */
export function soldierName(seed: string, drawn: number, taken: ReadonlySet<string>): string {
  const first = derivedIndex(seed, `names/squad/${drawn}`, NAMES.length);
  for (let k = 0; k < NAMES.length; k++) {
    const name = NAMES[(first + k) % NAMES.length]!;
    if (!taken.has(name)) return name;
  }
  // Every surname taken: number them, as a long run's muster roll would.
  for (let n = 2; ; n++) {
    const name = `${NAMES[first]!}-${n}`;
    if (!taken.has(name)) return name;
  }
}
