import { createStore, type ReadableStore } from '../store/createStore.js'
import { emptyAccountState, type AccountState, type AccountType } from '../types/account.js'
import { CHAIN_NAMESPACES, type ChainNamespace } from '../types/namespace.js'

/** One account record per namespace. */
export type AccountsState = Readonly<Record<ChainNamespace, AccountState>>

export interface AccountsController extends ReadableStore<AccountsState> {
  /** Merges fields into one namespace's account. */
  patch(namespace: ChainNamespace, partial: Partial<AccountState>): void
  /** Account reset (SPEC.md section 4): disconnected, no address, balances, profile or social data. */
  reset(namespace: ChainNamespace): void
}

export function createAccountsController(
  defaultAccountTypes: Readonly<Record<ChainNamespace, AccountType>>,
): AccountsController {
  const fresh = (namespace: ChainNamespace): AccountState => ({
    ...emptyAccountState(namespace),
    preferredAccountType: defaultAccountTypes[namespace],
  })
  const store = createStore<AccountsState>(
    Object.fromEntries(CHAIN_NAMESPACES.map((namespace) => [namespace, fresh(namespace)])) as AccountsState,
  )
  const setAccount = (namespace: ChainNamespace, next: AccountState) => {
    const current = store.getSnapshot()
    if (shallowSame(current[namespace], next)) return
    store.set({ ...current, [namespace]: Object.freeze(next) })
  }
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    patch: (namespace, partial) => setAccount(namespace, { ...store.getSnapshot()[namespace], ...partial }),
    reset(namespace) {
      const { preferredAccountType, currentTab } = store.getSnapshot()[namespace]
      setAccount(namespace, { ...fresh(namespace), preferredAccountType, currentTab })
    },
  }
}

function shallowSame(a: AccountState, b: AccountState): boolean {
  const keys = Object.keys(a) as (keyof AccountState)[]
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]))
}
