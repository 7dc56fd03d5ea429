// Telling the two kinds of answer Session.odds gives apart, without loading the engine (nor the play layer).

/**
 * Whether an answer of `Session.odds` (src/play/attack-odds.ts) gives the chances of an attack
 * that can be made ("... : 67% to hit", or "close combat needs 4+" at an unrevealed marker)
 * rather than the reason it cannot be ("?10 has no line of sight to 99:0306").
 */
export function givesOdds(answer: string | undefined): boolean {
  return answer !== undefined && (/% to hit$/.test(answer) || /^close combat needs \d+\+$/.test(answer));
}
