// How a view has its parts: built afresh, or kept from an earlier view by a seat (src/seat/kept-view.ts).

/**
 * How a view has its parts: `build` works one out from what `keys` name (every input it reads, by
 * identity), so a part kept from an earlier view with equal keys is the part a rebuild gives. Afresh,
 * every part is built; a seat keeps them from action to action (src/seat/kept-view.ts). SLOT names the
 * place a part is kept in.
 */
export type Parts = <T>(slot: string, keys: readonly unknown[], build: () => T) => T;

/** Every part built anew. */
export const afresh: Parts = (_slot, _keys, build) => build();
