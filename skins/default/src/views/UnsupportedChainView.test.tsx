import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestClient } from '@portico/core/testing'
import { renderModal } from '../../test/renderModal.js'

describe('UnsupportedChainView', () => {
  it('explains the problem and offers the site’s networks', async () => {
    const { client } = createTestClient()
    const { open } = await renderModal(client)
    await open({ view: { view: 'UnsupportedChain' } })

    expect(screen.getByText('Unsupported network')).toBeTruthy()
    const list = screen.getByRole('list', { name: 'Supported networks' })
    expect(within(list).getAllByRole('button').map((button) => button.dataset.value)).toEqual([
      'eip155:31337',
      'eip155:31338',
    ])
  })
})
