// The ChaCha20 block function (D. J. Bernstein; RFC 8439, section 2.3): 16 words of keystream from a key and a counter.
//
// The dice's generator: a stream cipher's keystream, so a run of outputs tells nothing of the key or of the
// outputs to come (unlike a plain generator such as Alea or a Mersenne twister, whose state follows from them).

const SIGMA = [0x61707865, 0x3320646e, 0x79622d32, 0x6b206574] as const; // "expand 32-byte k"

/**
 * Block `counter` of the keystream of `key` (eight 32-bit words): word 12 holds the counter's low 32 bits,
 * word 13 its high bits (the original 64-bit counter), words 14 and 15 the nonce, here always 0.
 * `words` (12 to 15) may be given whole, for the RFC's test vectors.
 */
export function chachaBlock(
  key: readonly number[],
  counter: number,
  out: Uint32Array = new Uint32Array(16),
  words?: readonly [number, number, number, number],
): Uint32Array {
  // The input words go in `out` first: each is read back once, as its output word is written.
  const x = out;
  x[0] = SIGMA[0];
  x[1] = SIGMA[1];
  x[2] = SIGMA[2];
  x[3] = SIGMA[3];
  for (let i = 0; i < 8; i++) x[4 + i] = key[i]!;
  if (words) {
    x[12] = words[0];
    x[13] = words[1];
    x[14] = words[2];
    x[15] = words[3];
  } else {
    x[12] = counter >>> 0;
    x[13] = Math.floor(counter / 0x100000000) >>> 0;
    x[14] = 0;
    x[15] = 0;
  }
  let x0 = x[0]!,
    x1 = x[1]!,
    x2 = x[2]!,
    x3 = x[3]!,
    x4 = x[4]!,
    x5 = x[5]!,
    x6 = x[6]!,
    x7 = x[7]!,
    x8 = x[8]!,
    x9 = x[9]!,
    x10 = x[10]!,
    x11 = x[11]!,
    x12 = x[12]!,
    x13 = x[13]!,
    x14 = x[14]!,
    x15 = x[15]!;
  for (let round = 0; round < 10; round++) {
    // Columns.
    x0 = (x0 + x4) | 0;
    x12 = rotl(x12 ^ x0, 16);
    x8 = (x8 + x12) | 0;
    x4 = rotl(x4 ^ x8, 12);
    x0 = (x0 + x4) | 0;
    x12 = rotl(x12 ^ x0, 8);
    x8 = (x8 + x12) | 0;
    x4 = rotl(x4 ^ x8, 7);
    x1 = (x1 + x5) | 0;
    x13 = rotl(x13 ^ x1, 16);
    x9 = (x9 + x13) | 0;
    x5 = rotl(x5 ^ x9, 12);
    x1 = (x1 + x5) | 0;
    x13 = rotl(x13 ^ x1, 8);
    x9 = (x9 + x13) | 0;
    x5 = rotl(x5 ^ x9, 7);
    x2 = (x2 + x6) | 0;
    x14 = rotl(x14 ^ x2, 16);
    x10 = (x10 + x14) | 0;
    x6 = rotl(x6 ^ x10, 12);
    x2 = (x2 + x6) | 0;
    x14 = rotl(x14 ^ x2, 8);
    x10 = (x10 + x14) | 0;
    x6 = rotl(x6 ^ x10, 7);
    x3 = (x3 + x7) | 0;
    x15 = rotl(x15 ^ x3, 16);
    x11 = (x11 + x15) | 0;
    x7 = rotl(x7 ^ x11, 12);
    x3 = (x3 + x7) | 0;
    x15 = rotl(x15 ^ x3, 8);
    x11 = (x11 + x15) | 0;
    x7 = rotl(x7 ^ x11, 7);
    // Diagonals.
    x0 = (x0 + x5) | 0;
    x15 = rotl(x15 ^ x0, 16);
    x10 = (x10 + x15) | 0;
    x5 = rotl(x5 ^ x10, 12);
    x0 = (x0 + x5) | 0;
    x15 = rotl(x15 ^ x0, 8);
    x10 = (x10 + x15) | 0;
    x5 = rotl(x5 ^ x10, 7);
    x1 = (x1 + x6) | 0;
    x12 = rotl(x12 ^ x1, 16);
    x11 = (x11 + x12) | 0;
    x6 = rotl(x6 ^ x11, 12);
    x1 = (x1 + x6) | 0;
    x12 = rotl(x12 ^ x1, 8);
    x11 = (x11 + x12) | 0;
    x6 = rotl(x6 ^ x11, 7);
    x2 = (x2 + x7) | 0;
    x13 = rotl(x13 ^ x2, 16);
    x8 = (x8 + x13) | 0;
    x7 = rotl(x7 ^ x8, 12);
    x2 = (x2 + x7) | 0;
    x13 = rotl(x13 ^ x2, 8);
    x8 = (x8 + x13) | 0;
    x7 = rotl(x7 ^ x8, 7);
    x3 = (x3 + x4) | 0;
    x14 = rotl(x14 ^ x3, 16);
    x9 = (x9 + x14) | 0;
    x4 = rotl(x4 ^ x9, 12);
    x3 = (x3 + x4) | 0;
    x14 = rotl(x14 ^ x3, 8);
    x9 = (x9 + x14) | 0;
    x4 = rotl(x4 ^ x9, 7);
  }
  out[0] = x0 + x[0]!;
  out[1] = x1 + x[1]!;
  out[2] = x2 + x[2]!;
  out[3] = x3 + x[3]!;
  out[4] = x4 + x[4]!;
  out[5] = x5 + x[5]!;
  out[6] = x6 + x[6]!;
  out[7] = x7 + x[7]!;
  out[8] = x8 + x[8]!;
  out[9] = x9 + x[9]!;
  out[10] = x10 + x[10]!;
  out[11] = x11 + x[11]!;
  out[12] = x12 + x[12]!;
  out[13] = x13 + x[13]!;
  out[14] = x14 + x[14]!;
  out[15] = x15 + x[15]!;
  return out;
}

function rotl(v: number, n: number): number {
  return (v << n) | (v >>> (32 - n));
}
