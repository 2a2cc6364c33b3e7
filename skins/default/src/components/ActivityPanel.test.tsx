import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createMemoryServices, createTestClient, testEvmMainnet } from '@portico/core/testing'
import { renderModal } from '../../test/renderModal.js'
import { axeViolations } from '../../test/axeViolations.js'
import { LONG_SYMBOL, OVERRIDDEN, OVERRIDDEN_SHOWN, RLO, isIsolated } from '../../test/hostileText.js'

const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const PEER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
/** A poisoner's address: the peer's first 4 and last 8 hex digits (more than SPEC's 4 + 6 truncation shows), another middle. */
const PEER_LOOK_ALIKE = '0x3C44aB12c3D4e5F60718293a4B5c6D7eFA4293BC'
/** An address that imitates nothing the visitor knows. */
const STRANGER = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'
const LOOK_ALIKE_TEXT = 'Looks like an address you know: check every character'
const chain = testEvmMainnet.caipNetworkId

interface Entry {
  hash: string
  direction: 'in' | 'out'
  party: string
  amount: string
  symbol?: string
  operationType?: string
}

function transaction(entry: Entry) {
  const { direction, party } = entry
  return {
    id: entry.hash,
    metadata: {
      operationType: entry.operationType ?? (direction === 'in' ? 'receive' : 'send'),
      status: 'confirmed',
      sentFrom: direction === 'in' ? party : OWNER,
      sentTo: direction === 'in' ? OWNER : party,
      minedAt: '2026-01-02T15:04:00.000Z',
      chain,
      hash: entry.hash,
    },
    transfers: [{ direction, quantity: { numeric: entry.amount }, fungible_info: { name: 'Token', symbol: entry.symbol ?? 'ETH' } }],
  }
}

/** The Activity tab of an account with these transactions (newest first), by hash. */
async function activityOf(entries: readonly Entry[]) {
  const services = createMemoryServices({ blockchain: { history: { [OWNER.toLowerCase()]: entries.map(transaction) } } })
  const test = createTestClient({ platform: { fetch: services.fetch } })
  const rendered = await renderModal(test.client)
  await rendered.connectWith('Alpha Wallet')
  await rendered.open()
  fireEvent.click(within(screen.getByRole('tablist')).getAllByRole('tab')[1] as HTMLElement)
  const list = await screen.findByRole('list', { name: 'Activity' })
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(entries.length))
  const row = (hash: string) => {
    const found = list.querySelector<HTMLElement>(`[data-part="activity-item"][data-value="${hash}"]`)
    if (!found) throw new Error(`no row ${hash}`)
    return found
  }
  return { row, list }
}

const hash = (char: string) => `0x${char.repeat(64)}`

describe('ActivityPanel with hostile activity data', () => {
  it('shows an overridden symbol in the order it was written, isolated from the digits, and a long one reachable in full', async () => {
    const { row } = await activityOf([
      { hash: hash('a'), direction: 'in', party: PEER, amount: '5', symbol: OVERRIDDEN },
      { hash: hash('b'), direction: 'in', party: PEER, amount: '7', symbol: LONG_SYMBOL },
    ])
    const overridden = row(hash('a'))
    expect(overridden.textContent).not.toContain(RLO)
    const amount = overridden.querySelector('[data-part="activity-amount"]')
    expect(amount?.textContent).toBe(`+5.000 ${OVERRIDDEN_SHOWN}`)
    expect(isIsolated(amount?.querySelector('[data-part="symbol"]'))).toBe(true)
    expect(overridden.querySelector('a')?.getAttribute('aria-label')).not.toContain(RLO)

    const long = row(hash('b')).querySelector('[data-part="activity-amount"]')
    expect(long?.getAttribute('title')).toBe(`+7.000 ${LONG_SYMBOL}`)
    expect(await axeViolations()).toEqual([])
  })

  it('shows enough of a counterparty to tell a look-alike from the genuine address, and the whole address on demand', async () => {
    const { row } = await activityOf([
      { hash: hash('c'), direction: 'in', party: PEER_LOOK_ALIKE, amount: '0.5' },
      { hash: hash('d'), direction: 'out', party: PEER, amount: '1' },
    ])
    const shown = (hash: string) => row(hash).querySelector('[data-part="activity-party"]')
    // SPEC's 4 + 6 characters would show both as '0x3C...4293BC'; 8 + 8 hex digits tell them apart.
    expect(shown(hash('c'))?.textContent).toBe('from 0x3C44aB12...FA4293BC')
    expect(shown(hash('d'))?.textContent).toBe('to 0x3C44CdDd...FA4293BC')
    expect(shown(hash('c'))?.getAttribute('title')).toBe(`from ${PEER_LOOK_ALIKE}`)
    expect(row(hash('c')).querySelector('a')?.getAttribute('aria-label')).toContain('from 0x3C44aB12...FA4293BC')
  })

  it('marks a zero-value transfer as one, in words a visitor sees and hears; a genuine one is not marked', async () => {
    const { row } = await activityOf([
      { hash: hash('e'), direction: 'in', party: STRANGER, amount: '0' },
      { hash: hash('f'), direction: 'out', party: STRANGER, amount: '0.000', operationType: 'send' },
      { hash: hash('1'), direction: 'out', party: PEER, amount: '0.0001' },
    ])
    for (const zero of [row(hash('e')), row(hash('f'))]) {
      expect(zero.dataset.warning).toBe('zero-value')
      expect(zero.querySelector('[data-part="activity-warning"]')?.textContent).toBe('Zero-value transfer: possibly a scam')
      expect(zero.querySelector('a')?.getAttribute('aria-label')).toMatch(/^View transaction on explorer: Zero-value transfer: possibly a scam\. /)
    }
    const genuine = row(hash('1'))
    expect(genuine.dataset.warning).toBeUndefined()
    expect(genuine.querySelector('[data-part="activity-warning"]')).toBeNull()
    expect(await axeViolations()).toEqual([])
  })

  it('marks a counterparty that imitates an address the visitor sent to, seen and heard; with a zero-value bait both warnings show', async () => {
    const { row } = await activityOf([
      { hash: hash('2'), direction: 'in', party: PEER_LOOK_ALIKE, amount: '0.5' },
      { hash: hash('3'), direction: 'in', party: PEER_LOOK_ALIKE, amount: '0' },
      { hash: hash('4'), direction: 'out', party: PEER, amount: '1' },
    ])
    const lookAlike = row(hash('2'))
    expect(lookAlike.dataset.warning).toBe('look-alike')
    expect(lookAlike.querySelector('[data-part="activity-warning"]')?.textContent).toBe(LOOK_ALIKE_TEXT)
    expect(lookAlike.querySelector('a')?.getAttribute('aria-label')).toMatch(new RegExp(`^View transaction on explorer: ${LOOK_ALIKE_TEXT}\\. Received`))
    const bait = row(hash('3'))
    expect(bait.dataset.warning).toBe('zero-value look-alike')
    expect([...bait.querySelectorAll('[data-part="activity-warning"] [data-value]')].map((line) => [line.getAttribute('data-value'), line.textContent])).toEqual([
      ['zero-value', 'Zero-value transfer: possibly a scam'],
      ['look-alike', LOOK_ALIKE_TEXT],
    ])
    expect(bait.querySelector('a')?.getAttribute('aria-label')).toMatch(new RegExp(`^View transaction on explorer: Zero-value transfer: possibly a scam\\. ${LOOK_ALIKE_TEXT}\\. `))
    // The genuine address the visitor sent to is not marked.
    expect(row(hash('4')).dataset.warning).toBeUndefined()
    expect(await axeViolations()).toEqual([])
  })

  it('does not take an address for known because it sent something: an incoming transfer never makes a look-alike', async () => {
    const { row } = await activityOf([
      { hash: hash('5'), direction: 'in', party: PEER_LOOK_ALIKE, amount: '3' },
      { hash: hash('6'), direction: 'in', party: PEER, amount: '1' },
    ])
    expect(row(hash('5')).dataset.warning).toBeUndefined()
  })
})
