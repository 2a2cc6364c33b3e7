/** The programs and sysvars the local Solana runtime and the test wallet refer to, by their well-known addresses. */
export const SYSTEM_PROGRAM_ID = '11111111111111111111111111111111'
export const TOKEN_PROGRAM_ID = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const TOKEN_2022_PROGRAM_ID = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
export const ASSOCIATED_TOKEN_PROGRAM_ID = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'

/** The Wallet Standard chain of a local validator, the one the test wallet signs for. */
export const SOLANA_LOCALNET_CHAIN = 'solana:localnet'

/** Bytes of an SPL token account and of a mint, without Token-2022 extensions. */
export const TOKEN_ACCOUNT_SIZE = 165
export const MINT_SIZE = 82

/** Lamports in one SOL. */
export const LAMPORTS_PER_SOL = 1_000_000_000n

/** The fee of one signature, in lamports (LiteSVM's default, as on the public clusters). */
export const LAMPORTS_PER_SIGNATURE = 5_000
