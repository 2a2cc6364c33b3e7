import type { Chain, Client, Transport } from 'viem'

/** A viem client for one network's chain RPC (no account; actions are imported one by one). */
export type ChainClient = Client<Transport, Chain>
