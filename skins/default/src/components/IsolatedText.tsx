import type { ReactNode } from 'react'
import { displayText } from '../utils/displayText.js'

/** Props of {@link IsolatedText}. */
export interface IsolatedTextProps {
  /** Text from a wallet or an outside service: a name, a symbol, an account name. */
  text: string
  className?: string
  /** Its `data-part` (with `data-scope="modal"`, or `scope`). */
  part: string
  /** @default 'modal' */
  scope?: string
  /** Whether the full text is its tooltip, for text a row may cut with an ellipsis. @default true */
  titled?: boolean
}

/**
 * Outside text shown safely: without bidirectional controls ({@link displayText}), in a `<bdi>`
 * whose direction comes from its own first strong letter (inside a span that carries the part), so it neither reorders itself ("exe.png"
 * out of "gnp.exe") nor what stands beside it (an amount's digits). Where a row cuts it with an
 * ellipsis the whole text stays reachable: its tooltip, and its text for assistive technology.
 */
export function IsolatedText(props: IsolatedTextProps): ReactNode {
  const text = displayText(props.text)
  // The part is a span in the surrounding direction (so a right-to-left name still starts where
  // the row's text starts, and the ellipsis cuts it there); the bdi inside isolates the text.
  return (
    <span className={props.className} title={props.titled === false ? undefined : text} data-scope={props.scope ?? 'modal'} data-part={props.part}>
      <bdi dir="auto">{text}</bdi>
    </span>
  )
}
