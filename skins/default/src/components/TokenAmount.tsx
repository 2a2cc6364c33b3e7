import type { ReactNode } from 'react'
import { formatBalance } from '@portico/react'
import { accountData } from '../../styled-system/recipes/index.js'
import { displayText } from '../utils/displayText.js'
import { IsolatedText } from './IsolatedText.js'

/**
 * An amount and its symbol, e.g. '12.500 PTT': the symbol isolated from the digits, and cut with
 * an ellipsis when long (the digits never are); the whole amount is the tooltip. Anatomy:
 * `data-part="amount"` (or `part`), its `symbol`.
 */
export function TokenAmount(props: { quantity: string; symbol: string; prefix?: string; locale: string; className: string; part?: string }): ReactNode {
  const number = `${props.prefix ?? ''}${formatBalance(props.quantity, undefined, props.locale)}`
  const symbol = displayText(props.symbol)
  const styles = accountData()
  return (
    <span className={`${props.className} ${styles.figure}`} title={symbol ? `${number} ${symbol}` : number} data-scope="modal" data-part={props.part ?? 'amount'}>
      {number}
      {symbol && ' '}
      {symbol && <IsolatedText className={styles.symbol} text={symbol} part="symbol" titled={false} />}
    </span>
  )
}
