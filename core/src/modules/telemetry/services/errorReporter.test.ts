import { describe, expect, it, vi } from 'vitest'
import { publicAction } from '../../../kernel/actions/publicAction.js'
import { NotConnectedError } from '../../../kernel/errors/actionErrors.js'
import { createTestClient, type TestClientOptions } from '../../../testing/createTestClient.js'
import { scriptedServices } from '../../../kernel/services/services.testkit.js'

const failing = publicAction('probeAction', async (_client, params: { reason: string }) => {
  throw new TypeError(`it broke: ${params.reason}`)
})
const typedFailure = publicAction('probeTyped', async () => {
  throw new NotConnectedError('probeTyped')
})

async function start(options: TestClientOptions = {}) {
  const services = scriptedServices()
  const test = createTestClient({ services: { apiUrl: 'http://127.0.0.1:7001', analyticsUrl: 'http://127.0.0.1:7002' }, ...options, platform: { fetch: services.fetch } })
  await test.client.ready
  const reports = () => services.requests.filter((request) => request.path === '/e')
  return { ...test, services, reports }
}

describe('error reports', () => {
  it('reports an unexpected error of a public action to POST /e on the analytics host, with projectId, st and sv in the query', async () => {
    const { client, reports, platform } = await start()
    await expect(failing(client, { reason: 'the reason' })).rejects.toMatchObject({ name: 'SdkError', shortMessage: 'it broke: the reason' })
    await vi.waitFor(() => expect(reports()).toHaveLength(1))
    const [report] = reports()
    expect(report?.method).toBe('POST')
    expect(report?.query).toEqual({ projectId: 'portico-test', st: 'portico', sv: 'core-0.1.0' })
    const body = JSON.parse(report?.body ?? '{}') as Record<string, unknown>
    expect(body).toEqual({
      eventId: expect.any(String),
      url: 'http://127.0.0.1',
      domain: '127.0.0.1',
      timestamp: platform.clock.now(),
      props: {
        type: 'error',
        event: 'INTERNAL_SDK_ERROR',
        errorType: 'TypeError',
        // The action's arguments are never echoed.
        errorMessage: 'probeAction: it broke: [redacted]',
        stackTrace: expect.stringContaining('TypeError: it broke'),
      },
    })
  })

  it('does not report the typed errors an action documents', async () => {
    const { client, reports, services } = await start()
    await expect(typedFailure(client)).rejects.toBeInstanceOf(NotConnectedError)
    await expect(failing(client, { reason: 'then this' })).rejects.toThrow()
    await vi.waitFor(() => expect(reports()).toHaveLength(1))
    expect(services.requests.at(-1)?.body).toContain('it broke')
  })

  it('sends at most 5 reports in any 60 s', async () => {
    const { client, reports, platform } = await start()
    for (let index = 0; index < 8; index++) await failing(client, { reason: `n${index}` }).catch(() => undefined)
    await vi.waitFor(() => expect(reports()).toHaveLength(5))
    await platform.clock.advanceAsync(59_999)
    await failing(client, { reason: 'still capped' }).catch(() => undefined)
    await platform.clock.advanceAsync(1)
    await failing(client, { reason: 'window moved' }).catch(() => undefined)
    await vi.waitFor(() => expect(reports()).toHaveLength(6))
    const times = reports().map((report) => (JSON.parse(report.body ?? '{}') as { timestamp: number }).timestamp)
    expect(times).toEqual([0, 0, 0, 0, 0, 60_000])
  })

  it('sends nothing when error reports are switched off, or telemetry is', async () => {
    for (const options of [{ services: { apiUrl: 'http://127.0.0.1:7001', analyticsUrl: 'http://127.0.0.1:7002', errorReports: false } }, { telemetry: false }]) {
      const { client, services, platform } = await start(options)
      await failing(client, { reason: 'x' }).catch(() => undefined)
      // Whatever import() a report would start has settled, and its promises with it.
      await vi.dynamicImportSettled()
      await platform.clock.advanceAsync(0)
      expect(services.paths()).not.toContain('POST /e')
    }
  })
})
