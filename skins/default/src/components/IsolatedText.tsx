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
 * Outside text shown safely: without bidirectional controls ({@link displayText}), in an element
 * with `dir="auto"` (isolated, as a `<bdi>` is, with its direction from its own first strong
 * letter), so it neither reorders itself ("exe.png" out of "gnp.exe") nor what stands beside it (an
 * amount's digits). Its own direction also decides where a cut falls: a long right-to-left name
 * shows its beginning, with the ellipsis at its end (recipes align such parts left, where the
 * skin's rows start). Where a row cuts it the whole text stays reachable: its tooltip, and its
 * text for assistive technology.
 */
export function IsolatedText(props: IsolatedTextProps): ReactNode {
  const text = displayText(props.text)
  return (
    <span dir="auto" className={props.className} title={props.titled === false ? undefined : text} data-scope={props.scope ?? 'modal'} data-part={props.part}>
      {text}
    </span>
  )
}
