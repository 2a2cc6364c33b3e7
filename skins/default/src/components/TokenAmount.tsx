import type { ReactNode } from 'react'
import { formatBalance } from '@portico/react'
import { displayText } from '../utils/displayText.js'
import { IsolatedText } from './IsolatedText.js'

/**
 * An amount and its symbol, e.g. '12.500 PTT': the symbol isolated from the digits; the whole
 * amount the tooltip when a long symbol is cut. Anatomy: `data-part="amount"`, its `symbol`.
 */
export function TokenAmount(props: { quantity: string; symbol: string; prefix?: string; locale: string; className: string; part?: string }): ReactNode {
  const number = `${props.prefix ?? ''}${formatBalance(props.quantity, undefined, props.locale)}`
  const symbol = displayText(props.symbol)
  return (
    <span className={props.className} title={symbol ? `${number} ${symbol}` : number} data-scope="modal" data-part={props.part ?? 'amount'}>
      {number}
      {symbol && ' '}
      {symbol && <IsolatedText text={symbol} part="symbol" titled={false} />}
    </span>
  )
}
