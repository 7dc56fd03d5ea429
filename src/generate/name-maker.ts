// Names from rot-js's string generator (a Markov chain over letters) trained on a word list, drawing
// from a seeded generator of its own: its shared generator, which the string generator uses, is never touched.
import { seededRng, type Rot, type RotRng } from "./seeded-rot.js";

/** Makes one name after another; the same seed, label and words give the same names in the same order. */
export interface NameMaker {
  next(): string;
}

export interface NameRules {
  /** Letters in a name, at least and at most. */
  readonly min: number;
  readonly max: number;
  /** The Markov chain's order: how many letters back it looks. */
  readonly order: number;
}

/** Draws from the string generator before a name of the right length comes (then one from the list). */
const TRIES = 40;

export function nameMaker(
  rot: Rot,
  seed: string,
  label: string,
  words: readonly string[],
  rules: NameRules,
): NameMaker {
  const rng = seededRng(rot, seed, label);
  const chain = seededChain(rot, rng, rules.order);
  for (const w of words) chain.observe(w.toLowerCase());
  return {
    next() {
      for (let i = 0; i < TRIES; i++) {
        const made = chain.generate();
        if (made.length >= rules.min && made.length <= rules.max && /^[a-z]+$/.test(made)) return capital(made);
      }
      return capital(words[Math.floor(rng.getUniform() * words.length)]!.toLowerCase());
    },
  };
}

/** A StringGenerator whose every draw comes from `rng` (its `_sample`, as rot-js 2.2.1 writes it, on `rng`). */
function seededChain(rot: Rot, rng: RotRng, order: number): InstanceType<Rot["StringGenerator"]> {
  class SeededChain extends rot.StringGenerator {
    override _sample(context: string[]): string {
      const data = this._data[this._join(this._backoff(context))] ?? {};
      const available: Record<string, number> = { ...this._priorValues };
      for (const [event, n] of Object.entries(data)) available[event] = (available[event] ?? 0) + n;
      return rng.getWeightedValue(available) ?? this._boundary;
    }
  }
  return new SeededChain({ order, prior: 0.001 });
}

const capital = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);
