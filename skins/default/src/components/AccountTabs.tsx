import type { ReactNode } from 'react'
import { Tabs } from '@ark-ui/react/tabs'
import { useFeatures } from '@portico/react'
import { tabs } from '../../styled-system/recipes/index.js'
import { useMessages } from '../messages/useMessages.js'
import { ActivityPanel } from './ActivityPanel.js'
import { TokensPanel } from './TokensPanel.js'

/** The tabs of the Account view, in SPEC.md's order. */
const ACCOUNT_TABS = ['tokens', 'activity'] as const

/**
 * The Account view's Tokens and Activity tabs (Ark UI Tabs: arrow keys move between the
 * triggers, each panel is labelled by its trigger): the token balances and the activity, each
 * fetched when its panel first shows (Ark mounts a panel lazily). Anatomy: Ark's `data-scope="tabs"`
 * with `data-part="root|list|trigger|content"`.
 * The Activity tab shows only while the `activity` feature is on (local options, then the
 * project's remote configuration, live).
 */
export function AccountTabs(): ReactNode {
  const messages = useMessages()
  const styles = tabs()
  const { features } = useFeatures()
  const shown = ACCOUNT_TABS.filter((tab) => tab !== 'activity' || features.activity)
  const text = {
    tokens: { label: messages.account.tokensTab, Panel: TokensPanel },
    activity: { label: messages.account.activityTab, Panel: ActivityPanel },
  }
  return (
    <Tabs.Root className={styles.root} defaultValue="tokens" lazyMount>
      <Tabs.List className={styles.list} aria-label={messages.account.tabsLabel}>
        {shown.map((tab) => (
          <Tabs.Trigger key={tab} className={styles.trigger} value={tab}>
            {text[tab].label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {shown.map((tab) => (
        <Tabs.Content key={tab} className={styles.content} value={tab}>
          {(() => {
            const { Panel } = text[tab]
            return <Panel />
          })()}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}
