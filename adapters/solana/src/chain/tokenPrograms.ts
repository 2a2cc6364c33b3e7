/** The SPL Token program and Token-2022, whose token accounts and mints the adapter reads and transfers. */
export const TOKEN_PROGRAM_ID = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const TOKEN_2022_PROGRAM_ID = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
export const ASSOCIATED_TOKEN_PROGRAM_ID = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
export const TOKEN_PROGRAMS = [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID] as const
/** The offset of `decimals` in a mint's base layout (both programs). */
export const MINT_DECIMALS_OFFSET = 44
/** Bytes of a mint without extensions. */
export const MINT_SIZE = 82
