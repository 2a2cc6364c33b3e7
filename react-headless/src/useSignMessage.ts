import { useCallback, useMemo, useState } from 'react'
import {
  signMessage as signMessageAction,
  wrapError,
  type PorticoError,
  type SignMessageParams,
  type SignMessageReturnType,
} from '@portico/core'
import { usePorticoClient } from './usePorticoClient.js'

/** What {@link useSignMessage} returns. */
export interface UseSignMessageReturnType {
  /** Asks the connected wallet to sign; rejects with the typed core error, also kept in `error`. */
  signMessage: (params: SignMessageParams) => Promise<SignMessageReturnType>
  status: 'idle' | 'pending' | 'success' | 'error'
  /** The last signature this component obtained. */
  data: SignMessageReturnType | undefined
  error: PorticoError | undefined
  /** True when the visitor refused in the wallet. */
  isRejected: boolean
}

type State = Pick<UseSignMessageReturnType, 'status' | 'data' | 'error'>

/**
 * Signing a message with the connected wallet. The state belongs to the calling component.
 *
 * @example
 * const { signMessage, data } = useSignMessage()
 * <button onClick={() => signMessage({ message: 'hello' }).catch(() => {})}>Sign</button>
 */
export function useSignMessage(): UseSignMessageReturnType {
  const client = usePorticoClient()
  const [state, setState] = useState<State>({ status: 'idle', data: undefined, error: undefined })

  const signMessage = useCallback(
    async (params: SignMessageParams) => {
      setState({ status: 'pending', data: undefined, error: undefined })
      try {
        const data = await signMessageAction(client, params)
        setState({ status: 'success', data, error: undefined })
        return data
      } catch (caught) {
        const error = wrapError(caught)
        setState({ status: 'error', data: undefined, error })
        throw error
      }
    },
    [client],
  )

  return useMemo(
    () => ({ ...state, signMessage, isRejected: state.error?.category === 'USER_REJECTED' }),
    [state, signMessage],
  )
}
