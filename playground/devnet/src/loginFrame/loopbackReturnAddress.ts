/**
 * A page to send the visitor back to after a mini-app social login: an http address on this
 * machine (the devnet's stand-in for the secure site's allow-list of project origins), else none.
 */
export function loopbackReturnAddress(raw: string | null): string | undefined {
  if (!raw || raw.length > 8192) return undefined
  try {
    const url = new URL(raw)
    const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost'
    return (url.protocol === 'http:' || url.protocol === 'https:') && loopback && url.username === '' && url.password === '' ? url.href : undefined
  } catch {
    return undefined
  }
}
