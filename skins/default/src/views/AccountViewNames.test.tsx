// The Account view with a hostile or long account name from the name service (issue 26): the name
// is isolated, shown in the order it was written, cut inside the card (Chromium:
// longAccountData.e2e.ts) and reachable in full.
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createMemoryServices, createTestClient } from '@portico/core/testing'
import { renderModal } from '../../test/renderModal.js'
import { axeViolations } from '../../test/axeViolations.js'
import { OVERRIDDEN, OVERRIDDEN_SHOWN, RLO, isIsolated } from '../../test/hostileText.js'

const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** An ENS-like name as long as the API lets through. */
const LONG_ENS = `${'averyveryverylongname'.repeat(12)}.eth`

async function accountNamed(name: string) {
  const services = createMemoryServices({ blockchain: { identities: { [OWNER.toLowerCase()]: { name, avatar: null } } } })
  const test = createTestClient({ platform: { fetch: services.fetch } })
  const rendered = await renderModal(test.client)
  await rendered.connectWith('Alpha Wallet')
  await rendered.open()
  const address = () => document.querySelector('[data-scope="modal"][data-part="address"]')
  await waitFor(() => expect(address()?.textContent).not.toBe('0xf3...b92266'))
  return address()
}

describe('AccountView with a hostile account name', () => {
  it('shows an overridden name in the order it was written, isolated', async () => {
    const shown = await accountNamed(`${OVERRIDDEN}.eth`)
    expect(shown?.textContent).toBe(`${OVERRIDDEN_SHOWN}.eth`)
    expect(shown?.textContent).not.toContain(RLO)
    expect(isIsolated(shown)).toBe(true)
    expect(shown?.getAttribute('data-state')).toBe('named')
    expect(shown?.getAttribute('title')).toBe(`${OVERRIDDEN_SHOWN}.eth (${OWNER})`)
  })

  it('keeps a long name reachable in full, with the address, and is fine by axe', async () => {
    const shown = await accountNamed(LONG_ENS)
    expect(shown?.textContent).toBe(LONG_ENS)
    expect(shown?.getAttribute('title')).toBe(`${LONG_ENS} (${OWNER})`)
    expect(screen.getByRole('dialog').textContent).toContain(LONG_ENS)
    expect(await axeViolations()).toEqual([])
  })
})
