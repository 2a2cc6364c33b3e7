// The parts of @solana/web3.js the adapter uses, re-exported by name so the bundler keeps only
// these in the lazy chunk. Reached only through chain/loadWeb3.ts. web3.js takes instruction data
// as a Buffer; `buffer` is the package web3.js itself depends on (Node's own in Node).
export { Connection, PublicKey, SystemProgram, Transaction, TransactionInstruction } from '@solana/web3.js'
export { Buffer } from 'buffer'
