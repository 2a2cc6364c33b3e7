import { createPublicClient, erc20Abi, formatUnits, getAddress, http, parseAbiItem, type Address, type Hash, type PublicClient } from 'viem'

/** A chain the blockchain-data stand-in follows: its id, RPC URL and the ERC-20 tokens it indexes. */
export interface IndexedChain {
  chainId: number
  rpcUrl: string
  /** ERC-20 contracts whose Transfer events become history entries (the devnet's PTT). */
  tokens: readonly Address[]
  /** @default 'ETH' */
  nativeSymbol?: string
}

/** One value movement found on chain: a native transfer or an ERC-20 Transfer event. */
export interface IndexedTransfer {
  /** Unique per movement: the hash, plus the log index for token transfers. */
  id: string
  hash: Hash
  blockNumber: bigint
  /** Block time, seconds since the epoch. */
  timestamp: number
  from: Address
  to: Address
  /** The token contract, undefined for the native currency. */
  token: Address | undefined
  symbol: string
  name: string
  decimals: number
  /** Amount in display units, as decimal text. */
  amount: string
}

export interface TokenInfo {
  address: Address
  name: string
  symbol: string
  decimals: number
}

const TRANSFER_EVENT = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)')

/**
 * Follows one chain: every block since the last look is read (its transactions with value, and the
 * Transfer logs of the indexed tokens), so the history is the chain's real state. Catch-up runs
 * when someone asks (one at a time), not on a timer.
 */
export function createChainIndexer(chain: IndexedChain) {
  const client: PublicClient = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0, timeout: 10_000 }) })
  const transfers: IndexedTransfer[] = []
  const tokenInfo = new Map<Address, TokenInfo>()
  let indexedTo = -1n
  let catchingUp: Promise<void> | undefined
  const nativeSymbol = chain.nativeSymbol ?? 'ETH'

  async function token(address: Address): Promise<TokenInfo> {
    const known = tokenInfo.get(address)
    if (known) return known
    const [name, symbol, decimals] = await Promise.all([
      client.readContract({ address, abi: erc20Abi, functionName: 'name' }),
      client.readContract({ address, abi: erc20Abi, functionName: 'symbol' }),
      client.readContract({ address, abi: erc20Abi, functionName: 'decimals' }),
    ])
    const info = { address, name, symbol, decimals }
    tokenInfo.set(address, info)
    return info
  }

  async function scan(): Promise<void> {
    const latest = await client.getBlockNumber()
    if (latest <= indexedTo) return
    const from = indexedTo + 1n
    const found: IndexedTransfer[] = []
    const times = new Map<bigint, number>()
    for (let number = from; number <= latest; number++) {
      const block = await client.getBlock({ blockNumber: number, includeTransactions: true })
      times.set(number, Number(block.timestamp))
      for (const transaction of block.transactions) {
        if (transaction.value === 0n || !transaction.to) continue
        found.push({
          id: transaction.hash,
          hash: transaction.hash,
          blockNumber: number,
          timestamp: Number(block.timestamp),
          // The node answers in lower case; the index keeps checksummed addresses throughout.
          from: getAddress(transaction.from),
          to: getAddress(transaction.to),
          token: undefined,
          symbol: nativeSymbol,
          name: 'Ether',
          decimals: 18,
          amount: formatUnits(transaction.value, 18),
        })
      }
    }
    if (chain.tokens.length > 0) {
      const logs = await client.getLogs({ address: [...chain.tokens], event: TRANSFER_EVENT, fromBlock: from, toBlock: latest })
      for (const log of logs) {
        const { from: sender, to, value } = log.args
        if (!sender || !to || value === undefined || log.blockNumber === null || !log.transactionHash) continue
        const info = await token(log.address)
        found.push({
          id: `${log.transactionHash}:${log.logIndex ?? 0}`,
          hash: log.transactionHash,
          blockNumber: log.blockNumber,
          timestamp: times.get(log.blockNumber) ?? 0,
          from: getAddress(sender),
          to: getAddress(to),
          token: getAddress(log.address),
          symbol: info.symbol,
          name: info.name,
          decimals: info.decimals,
          amount: formatUnits(value, info.decimals),
        })
      }
    }
    found.sort((a, b) => (a.blockNumber === b.blockNumber ? 0 : a.blockNumber < b.blockNumber ? -1 : 1))
    transfers.push(...found)
    indexedTo = latest
  }

  return {
    chainId: chain.chainId,
    /** Reads the blocks since the last look; concurrent callers share one catch-up. */
    catchUp(): Promise<void> {
      catchingUp ??= scan().finally(() => {
        catchingUp = undefined
      })
      return catchingUp
    },
    /** Every movement found so far, oldest first. */
    transfers: (): readonly IndexedTransfer[] => transfers,
    async nativeBalance(address: Address): Promise<string> {
      return formatUnits(await client.getBalance({ address }), 18)
    },
    async tokenBalances(address: Address): Promise<{ info: TokenInfo; amount: string }[]> {
      return Promise.all(
        chain.tokens.map(async (contract) => {
          const [info, raw] = await Promise.all([token(contract), client.readContract({ address: contract, abi: erc20Abi, functionName: 'balanceOf', args: [address] })])
          return { info, amount: formatUnits(raw, info.decimals) }
        }),
      )
    },
    nativeSymbol,
    /** The addresses of the ERC-20 tokens this chain's index follows. */
    tokens: chain.tokens,
    /** A followed token's name, symbol and decimals, read from its contract once. */
    token,
    /** The number of transactions `address` has sent (its nonce). */
    sentCount: (address: Address): Promise<number> => client.getTransactionCount({ address }),
    /**
     * A transaction as the chain knows it (with its receipt and block time), or undefined when the
     * chain has no transaction with that hash.
     */
    async transaction(hash: Hash): Promise<IndexedTransaction | undefined> {
      const found = await client.getTransaction({ hash }).catch((error: unknown) => {
        if (error instanceof Error && error.name === 'TransactionNotFoundError') return undefined
        throw error
      })
      if (!found || found.blockNumber === null) return undefined
      const [receipt, block] = await Promise.all([client.getTransactionReceipt({ hash }), client.getBlock({ blockNumber: found.blockNumber })])
      return {
        hash,
        blockNumber: found.blockNumber,
        timestamp: Number(block.timestamp),
        from: getAddress(found.from),
        to: found.to ? getAddress(found.to) : undefined,
        value: formatUnits(found.value, 18),
        status: receipt.status,
        gasUsed: receipt.gasUsed,
        fee: formatUnits(receipt.gasUsed * receipt.effectiveGasPrice, 18),
      }
    },
  }
}

/** A mined transaction, read from the chain. */
export interface IndexedTransaction {
  hash: Hash
  blockNumber: bigint
  /** Block time, seconds since the epoch. */
  timestamp: number
  from: Address
  /** Undefined for a contract creation. */
  to: Address | undefined
  /** Native value in display units. */
  value: string
  status: 'success' | 'reverted'
  gasUsed: bigint
  /** Gas used times the effective gas price, in display units. */
  fee: string
}

export type ChainIndexer = ReturnType<typeof createChainIndexer>
