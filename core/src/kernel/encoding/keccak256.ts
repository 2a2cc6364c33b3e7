/**
 * Keccak-256, the hash Ethereum uses (the original Keccak padding, not SHA3-256's), for EIP-55
 * address checksums in core, which carries no chain SDK. Each 64-bit lane of the state is two
 * 32-bit halves, so it runs on plain numbers. Small and plain, not fast: it hashes a few dozen
 * bytes per sign-in message.
 */

/** Bytes of input absorbed per block: 1600 - 2 * 256 bits. */
const RATE = 136

/** The 24 round constants, as [low, high] 32-bit halves. */
const ROUND_CONSTANTS: readonly (readonly [number, number])[] = [
  [0x00000001, 0x00000000], [0x00008082, 0x00000000], [0x0000808a, 0x80000000], [0x80008000, 0x80000000],
  [0x0000808b, 0x00000000], [0x80000001, 0x00000000], [0x80008081, 0x80000000], [0x00008009, 0x80000000],
  [0x0000008a, 0x00000000], [0x00000088, 0x00000000], [0x80008009, 0x00000000], [0x8000000a, 0x00000000],
  [0x8000808b, 0x00000000], [0x0000008b, 0x80000000], [0x00008089, 0x80000000], [0x00008003, 0x80000000],
  [0x00008002, 0x80000000], [0x00000080, 0x80000000], [0x0000800a, 0x00000000], [0x8000000a, 0x80000000],
  [0x80008081, 0x80000000], [0x00008080, 0x80000000], [0x80000001, 0x00000000], [0x80008008, 0x80000000],
]

/** Rotation of each lane (index x + 5y) in the rho step. */
const ROTATIONS: readonly number[] = [0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14]

/** The lane each lane moves to in the pi step: (x, y) to (y, 2x + 3y). */
const PI: readonly number[] = Array.from({ length: 25 }, (_, index) => {
  const x = index % 5
  const y = Math.floor(index / 5)
  return y + 5 * ((2 * x + 3 * y) % 5)
})

/** Rotates the 64-bit lane (low, high) left by `by` bits: [low, high] of the result. */
function rotate(low: number, high: number, by: number): [number, number] {
  if (by === 0) return [low, high]
  if (by >= 32) {
    ;[low, high] = [high, low]
    by -= 32
    if (by === 0) return [low, high]
  }
  return [((low << by) | (high >>> (32 - by))) >>> 0, ((high << by) | (low >>> (32 - by))) >>> 0]
}

/** Keccak-f[1600] on the state: 25 lanes, low halves in `lo`, high halves in `hi`. */
function permute(lo: Uint32Array, hi: Uint32Array): void {
  const cLo = new Uint32Array(5)
  const cHi = new Uint32Array(5)
  const bLo = new Uint32Array(25)
  const bHi = new Uint32Array(25)
  for (const [roundLo, roundHi] of ROUND_CONSTANTS) {
    // theta
    for (let x = 0; x < 5; x++) {
      cLo[x] = (lo[x] as number) ^ (lo[x + 5] as number) ^ (lo[x + 10] as number) ^ (lo[x + 15] as number) ^ (lo[x + 20] as number)
      cHi[x] = (hi[x] as number) ^ (hi[x + 5] as number) ^ (hi[x + 10] as number) ^ (hi[x + 15] as number) ^ (hi[x + 20] as number)
    }
    for (let x = 0; x < 5; x++) {
      const [rLo, rHi] = rotate(cLo[(x + 1) % 5] as number, cHi[(x + 1) % 5] as number, 1)
      const dLo = (cLo[(x + 4) % 5] as number) ^ rLo
      const dHi = (cHi[(x + 4) % 5] as number) ^ rHi
      for (let y = 0; y < 25; y += 5) {
        lo[x + y] = (lo[x + y] as number) ^ dLo
        hi[x + y] = (hi[x + y] as number) ^ dHi
      }
    }
    // rho and pi
    for (let index = 0; index < 25; index++) {
      const [rLo, rHi] = rotate(lo[index] as number, hi[index] as number, ROTATIONS[index] as number)
      bLo[PI[index] as number] = rLo
      bHi[PI[index] as number] = rHi
    }
    // chi
    for (let y = 0; y < 25; y += 5) {
      for (let x = 0; x < 5; x++) {
        lo[x + y] = (bLo[x + y] as number) ^ (~(bLo[((x + 1) % 5) + y] as number) & (bLo[((x + 2) % 5) + y] as number))
        hi[x + y] = (bHi[x + y] as number) ^ (~(bHi[((x + 1) % 5) + y] as number) & (bHi[((x + 2) % 5) + y] as number))
      }
    }
    // iota
    lo[0] = (lo[0] as number) ^ roundLo
    hi[0] = (hi[0] as number) ^ roundHi
  }
}

/** The Keccak-256 digest (32 bytes) of `bytes`. */
export function keccak256(bytes: Uint8Array): Uint8Array {
  const lo = new Uint32Array(25)
  const hi = new Uint32Array(25)
  // The padded message: the input, then 0x01 ... 0x80 to a whole number of blocks.
  const blocks = Math.floor(bytes.length / RATE) + 1
  const padded = new Uint8Array(blocks * RATE)
  padded.set(bytes)
  padded[bytes.length] = (padded[bytes.length] as number) ^ 0x01
  padded[padded.length - 1] = (padded[padded.length - 1] as number) ^ 0x80
  for (let block = 0; block < blocks; block++) {
    for (let lane = 0; lane < RATE / 8; lane++) {
      const at = block * RATE + lane * 8
      const word = (offset: number) =>
        ((padded[at + offset] as number) | ((padded[at + offset + 1] as number) << 8) | ((padded[at + offset + 2] as number) << 16) | ((padded[at + offset + 3] as number) << 24)) >>> 0
      lo[lane] = (lo[lane] as number) ^ word(0)
      hi[lane] = (hi[lane] as number) ^ word(4)
    }
    permute(lo, hi)
  }
  const digest = new Uint8Array(32)
  for (let lane = 0; lane < 4; lane++) {
    for (let byte = 0; byte < 4; byte++) {
      digest[lane * 8 + byte] = ((lo[lane] as number) >>> (8 * byte)) & 0xff
      digest[lane * 8 + 4 + byte] = ((hi[lane] as number) >>> (8 * byte)) & 0xff
    }
  }
  return digest
}
