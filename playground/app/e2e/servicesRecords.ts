// Reading what the devnet's stand-in services received for one test: each page session names its
// test in a header on the requests it sends them (browser.ts), so a beacon a page of an earlier
// test sends late, or another file's traffic, is never counted.
import { inject } from 'vitest'

/** A request the local services recorded (the fields the journeys read). */
export interface ServicesRecord {
  seq: number
  method: string
  path: string
  query: Record<string, string>
  origin: string | undefined
  body: unknown
}

/** The requests the services received from the pages of the test `testId` (a PageSession's), oldest first. */
export async function servicesRecords(testId: string): Promise<ServicesRecord[]> {
  const servicesUrl = inject('devnet').servicesUrl
  if (servicesUrl === null) throw new Error('the services are not this run\'s: their records cannot be read')
  const response = await fetch(`${servicesUrl}/__devnet/records?test=${encodeURIComponent(testId)}`)
  if (!response.ok) throw new Error(`/__devnet/records answered ${response.status}`)
  return ((await response.json()) as { records: ServicesRecord[] }).records
}
