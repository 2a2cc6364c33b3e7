import { useEffect, useRef, type ReactNode } from 'react'
import { usePorticoClient } from '@portico/react'
import { ConnectButton, createConnectButton, de, en } from '@portico/skin-default'
// The built stylesheet as text, adopted by the custom element's shadow root.
import styles from '@portico/skin-default/styles.css?inline'

/**
 * `?connectButton=1`: the skin's connect button twice, as a React component and as the
 * `<portico-connect-button>` custom element, so a journey sees both show connect / connecting /
 * the account and open the modal. In the page's language (`?locale=de`).
 */
export function ConnectButtons(props: { locale: 'en' | 'de' }): ReactNode {
  const client = usePorticoClient()
  const slot = useRef<HTMLDivElement>(null)
  const messages = props.locale === 'de' ? de : en
  useEffect(() => {
    const handle = createConnectButton({ client, styles, messages })
    slot.current?.append(handle.element)
    return () => handle.destroy()
  }, [client, messages])
  return (
    <section className="panel" aria-label="Connect buttons">
      <div data-testid="react-connect-button">
        <ConnectButton messages={messages} />
      </div>
      <div data-testid="element-connect-button" ref={slot} />
    </section>
  )
}
