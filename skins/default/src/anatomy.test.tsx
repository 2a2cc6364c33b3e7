// The anatomy holds: every element that carries a class of one of the skin's recipes (a slot of a
// slot recipe, `ptc-status__visual`, or a plain recipe, `ptc-button`) also carries `data-scope`
// and `data-part`, so a site can restyle it with attribute selectors. Each view is rendered in
// its states, and the whole modal is checked each time.
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestClient, testEvmMainnet, testEvmSecond, testSolana } from '@portico/core/testing'
import { ALPHA, renderModal } from '../test/renderModal.js'

/** The skin's recipe class names: `ptc-<slot recipe>__<slot>` and the plain recipes' base class. */
const RECIPE_CLASS = /^ptc-(?:[a-z][a-zA-Z-]*__[a-zA-Z]+|button|field|wallet-icon)$/

/** Elements of the modal with a recipe class but without `data-scope` or `data-part`, described. */
function withoutAnatomy(): string[] {
  const root = document.querySelector('[data-scope="modal"][data-part="root"]')
  if (!root) throw new Error('no modal root')
  const checked = [...root.querySelectorAll('[class]')].filter((element) =>
    [...element.classList].some((name) => RECIPE_CLASS.test(name)),
  )
  // The check sees the recipe classes at all (a renamed prefix would make it pass on nothing).
  if (checked.length < 5) throw new Error(`only ${checked.length} elements with recipe classes`)
  return checked
    .filter((element) => !element.hasAttribute('data-scope') || !element.hasAttribute('data-part'))
    .map((element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`)
}

function expectAnatomy(state: string): void {
  expect(withoutAnatomy(), state).toEqual([])
}

const partState = (part: string) => document.querySelector(`[data-scope="modal"][data-part="${part}"]`)?.getAttribute('data-state')

it('hears an element without anatomy (the check itself works)', async () => {
  const { client } = createTestClient()
  const { open } = await renderModal(client)
  await open()
  const before = withoutAnatomy()
  const planted = document.createElement('span')
  planted.className = 'ptc-status__visual'
  document.querySelector('[data-scope="modal"][data-part="view"]')?.append(planted)
  expect(withoutAnatomy()).toEqual([...before, '<span class="ptc-status__visual">'])
  planted.remove()
})

describe('anatomy: every recipe part has data-scope and data-part', () => {
  it('Connect (with All wallets and the wallet guide), ConnectWallets, ConnectingExternal in its states', async () => {
    const wallets = ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon'].map((name) => ({
      id: `io.portico.${name.toLowerCase()}`,
      name: `${name} Wallet`,
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      chainId: 31337,
    }))
    const { client, adapter } = createTestClient({
      wallets,
      walletGuideUrl: 'https://example.com/guide',
      termsConditionsUrl: 'https://example.com/terms',
    })
    const { open, modal } = await renderModal(client)
    await open()
    expectAnatomy('Connect')

    fireEvent.click(screen.getByRole('button', { name: 'All wallets' }))
    await waitFor(() => expect(partState('connect-wallets')).toBe('results'))
    expectAnatomy('ConnectWallets')
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search wallets' }), { target: { value: 'none' } })
    expectAnatomy('ConnectWallets empty')

    adapter.script(ALPHA, { connect: 'hang' })
    await open({ view: { view: 'Connect' } })
    fireEvent.click(screen.getByRole('button', { name: 'Connect with Alpha Wallet' }))
    expect(partState('connecting')).toBe('waiting')
    expectAnatomy('ConnectingExternal waiting')
    // Closed while waiting: the connect is given up; the wallet's late answer (declined) changes nothing.
    act(() => {
      modal().close()
    })
    act(() => adapter.releaseHung('reject'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    for (const [behavior, state] of [['reject', 'rejected'], ['fail', 'error']] as const) {
      adapter.script(ALPHA, { connect: behavior })
      await open({ view: { view: 'Connect' } })
      fireEvent.click(screen.getByRole('button', { name: 'Connect with Alpha Wallet' }))
      await waitFor(() => expect(partState('connecting')).toBe(state))
      expectAnatomy(`ConnectingExternal ${state}`)
    }
  })

  it('Account (then its Activity tab), Networks (disabled, empty), the notices', async () => {
    const { client, platform } = createTestClient()
    const { open, connectWith } = await renderModal(client)
    await connectWith('Alpha Wallet')
    await open()
    await waitFor(() => expect(document.querySelector('[data-part="balance"]')?.textContent).toContain('ETH'))
    expectAnatomy('Account')

    fireEvent.click(screen.getByRole('tab', { name: 'Activity' }))
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true'))
    expectAnatomy('Account, Activity tab')

    act(() => {
      client.controllers.alerts.show({ code: 'APKT009', message: 'Server Error', severity: 'error' })
      client.controllers.snackbar.show('Token Balance Unavailable', 'error')
      client.controllers.modal.setLoading(true)
    })
    expectAnatomy('alert, snackbar, loading')
    act(() => {
      platform.clock.advance(2500)
      client.controllers.alerts.close()
      client.controllers.modal.setLoading(false)
    })

    act(() => client.controllers.chains.setApprovedNetworks('eip155', ['eip155:31337'], false))
    fireEvent.click(screen.getByRole('button', { name: 'Networks' }))
    await waitFor(() => expect(document.querySelector('[data-scope="networks"][aria-disabled="true"]')).not.toBeNull())
    expectAnatomy('Networks with a disabled network')
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search networks' }), { target: { value: 'nothing' } })
    expect(partState('networks')).toBe('empty')
    expectAnatomy('Networks empty')
  })

  it('SwitchNetwork (waiting, rejected), SwitchActiveChain, UnsupportedChain', async () => {
    const { client, adapter } = createTestClient({ networks: [testEvmMainnet, testEvmSecond, testSolana] })
    const { open, connectWith } = await renderModal(client)
    await connectWith('Alpha Wallet')

    adapter.script(ALPHA, { switchNetwork: 'reject' })
    await open({ view: { view: 'SwitchNetwork', caipNetworkId: testEvmSecond.caipNetworkId } })
    expectAnatomy('SwitchNetwork waiting')
    await waitFor(() => expect(partState('switch-network')).toBe('rejected'))
    expectAnatomy('SwitchNetwork rejected')

    await open({ view: { view: 'SwitchActiveChain', caipNetworkId: testSolana.caipNetworkId } })
    expectAnatomy('SwitchActiveChain')

    await open({ view: { view: 'UnsupportedChain' } })
    expectAnatomy('UnsupportedChain')
  })
})
