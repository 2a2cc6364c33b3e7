import type { ReactNode } from 'react'
import { Tabs } from '@ark-ui/react/tabs'
import { useFeatures } from '@portico/react'
import { tabs } from '../../styled-system/recipes/index.js'
import { useMessages } from '../messages/useMessages.js'

/** The tabs of the Account view, in SPEC.md's order. */
const ACCOUNT_TABS = ['tokens', 'activity'] as const

/**
 * The Account view's Tokens and Activity tabs (Ark UI Tabs: arrow keys move between the
 * triggers, each panel is labelled by its trigger). The panels hold placeholders until the
 * balances and activity features fill them. Anatomy: Ark's `data-scope="tabs"` with
 * `data-part="root|list|trigger|content"`, and `data-scope="modal"` `data-part="tab-placeholder"`.
 * The Activity tab shows only while the `activity` feature is on (local options, then the
 * project's remote configuration, live).
 */
export function AccountTabs(): ReactNode {
  const messages = useMessages()
  const styles = tabs()
  const { features } = useFeatures()
  const shown = ACCOUNT_TABS.filter((tab) => tab !== 'activity' || features.activity)
  const text = {
    tokens: { label: messages.account.tokensTab, placeholder: messages.account.tokensPlaceholder },
    activity: { label: messages.account.activityTab, placeholder: messages.account.activityPlaceholder },
  }
  return (
    <Tabs.Root className={styles.root} defaultValue="tokens">
      <Tabs.List className={styles.list} aria-label={messages.account.tabsLabel}>
        {shown.map((tab) => (
          <Tabs.Trigger key={tab} className={styles.trigger} value={tab}>
            {text[tab].label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {shown.map((tab) => (
        <Tabs.Content key={tab} className={styles.content} value={tab}>
          <p className={styles.placeholder} data-scope="modal" data-part="tab-placeholder" data-value={tab}>
            {text[tab].placeholder}
          </p>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}
