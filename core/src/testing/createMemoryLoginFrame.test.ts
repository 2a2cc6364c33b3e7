import { describe, expect, it } from 'vitest'
import { createFrameClient } from '../modules/embedded-wallet/createFrameClient.js'
import { createMemoryPlatform } from '../kernel/platform/memoryPlatform.js'
import { createMemoryLoginFrame, NO_ANSWER } from './createMemoryLoginFrame.js'

const origin = 'https://secure.example'

function setup(announceReady = true) {
  const platform = createMemoryPlatform()
  const frame = createMemoryLoginFrame({
    platform,
    origin,
    announceReady,
    handlers: {
      CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }),
      CONNECT_OTP: (payload) => {
        if ((payload as { otp: string }).otp !== '123456') throw new Error('Invalid code')
      },
      GET_USER: () => ({ address: '0xabc', chainId: 1, email: 'a@b.co' }),
      GET_CHAIN_ID: () => NO_ANSWER,
    },
  })
  const client = createFrameClient({ platform, logger: { warn: () => undefined, debug: () => undefined }, url: `${origin}/sdk`, origin })
  return { platform, frame, client }
}

describe('createMemoryLoginFrame', () => {
  it('plays the frame: READY, then answers from the secure origin and the frame window', async () => {
    const { platform, frame, client } = setup()
    const email = client.request('CONNECT_EMAIL', { email: 'a@b.co' })
    await platform.clock.advanceAsync(500)
    await expect(email).resolves.toEqual({ action: 'VERIFY_OTP' })
    await expect(client.request('CONNECT_OTP', { otp: '000000' })).rejects.toMatchObject({ shortMessage: 'Invalid code' })
    await expect(client.request('CONNECT_OTP', { otp: '123456' })).resolves.toBeUndefined()
    await expect(client.request('GET_USER')).resolves.toMatchObject({ address: '0xabc' })
    expect(frame.requests.map((request) => request.name)).toEqual(['CONNECT_EMAIL', 'CONNECT_OTP', 'CONNECT_OTP', 'GET_USER'])
  })

  it('can leave a request unanswered, and can be a frame that never loads', async () => {
    const { platform, client } = setup(false)
    const chain = expect(client.request('GET_CHAIN_ID')).rejects.toMatchObject({ code: 'APKT003' })
    await platform.clock.advanceAsync(20_000)
    await chain
  })
})
