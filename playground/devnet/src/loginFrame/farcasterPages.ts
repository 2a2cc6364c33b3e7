/**
 * The stand-in Farcaster sign-in pages: what the QR code of ConnectingFarcaster leads to. One
 * link approves the sign-in of its channel; the frame, waiting on that channel, then logs in.
 */
export function farcasterSignInHtml(approveHref: string | undefined): string {
  const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
  const body = approveHref
    ? `<p>A site asks you to sign in with your Farcaster account.</p><a id="approve" href="${escape(approveHref)}">Approve the sign-in</a>`
    : '<p>This sign-in request is unknown or already used.</p>'
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign in with Farcaster (devnet)</title></head><body><h1>Sign in with Farcaster (devnet)</h1>${body}</body></html>`
}

/** After the approval link: whether the sign-in request was known. */
export function farcasterApprovedHtml(known: boolean): string {
  const text = known ? 'Approved. You can go back to the site.' : 'This sign-in request is unknown or already used.'
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Farcaster (devnet)</title></head><body><h1>Farcaster (devnet)</h1><p id="status">${text}</p></body></html>`
}
