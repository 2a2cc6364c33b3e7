import { useState, type ReactNode } from 'react'
import { SERVICES_PROXY_PATH } from '../devnetServices.js'

/** One request as the devnet's local services recorded it. */
interface SentRequest {
  seq: number
  method: string
  path: string
  query: Record<string, string>
  body: unknown
}

/** A line per request: method, path, query fields, and the body (for /batch, each event and its properties). */
function describe(request: SentRequest): string {
  const query = Object.keys(request.query).join(', ')
  const head = `${request.seq}. ${request.method} ${request.path}${query ? ` ?${query}` : ''}`
  if (request.body === undefined) return head
  return `${head}\n${JSON.stringify(request.body, null, 2)}`
}

/**
 * What this page has sent to the services (configuration, origins, analytics, error reports), read
 * from the devnet's records, so a person can see that nothing private leaves.
 */
export function ServicesPanel(): ReactNode {
  const [requests, setRequests] = useState<SentRequest[] | undefined>()
  const [problem, setProblem] = useState<string | undefined>()
  const load = async () => {
    try {
      const response = await fetch(`${window.location.origin}${SERVICES_PROXY_PATH}/__devnet/records`)
      const { records } = (await response.json()) as { records: SentRequest[] }
      setRequests(records)
      setProblem(undefined)
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error))
    }
  }
  return (
    <section className="panel" aria-label="Sent to the services">
      <button type="button" className="secondary" onClick={() => void load()}>
        Show what this page sent
      </button>
      {problem && <p data-testid="services-problem">{problem}</p>}
      {requests && (
        <pre data-testid="services-records" className="mono">
          {requests.length === 0 ? 'Nothing yet.' : requests.map(describe).join('\n\n')}
        </pre>
      )}
    </section>
  )
}
