/**
 * The reference login frame's page: plain script, no build. It speaks the frame protocol of
 * SPEC.md section 7 with the page that embeds it (only that window, only its origin, taken from
 * the referrer), keeps its session token in sessionStorage, asks its own server for codes, users
 * and RPC, and shows its own approve / reject screen for requests that sign or send.
 */
export const LOGIN_FRAME_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Portico devnet login</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  *, *::before, *::after { box-sizing: border-box; }
  /* The screens below set their own display; hidden must still hide them. */
  [hidden] { display: none !important; }
  html, body { height: 100%; }
  body { margin: 0; background: Canvas; color: CanvasText; overflow: hidden; }
  main { padding: 16px; display: grid; gap: 12px; }
  h1 { font-size: 18px; margin: 0; }
  p { margin: 0; }
  .muted { color: color-mix(in srgb, CanvasText 68%, Canvas); font-size: 14px; }
  /* The approval screen fills the frame's slot: its content scrolls, its buttons always show. */
  #request { height: 100%; display: flex; flex-direction: column; gap: 12px; }
  .request-body { flex: 1 1 auto; min-height: 0; overflow: auto; display: grid; align-content: start; gap: 10px; }
  #request-amount { font-size: 24px; font-weight: 700; }
  #request-message { white-space: pre-wrap; padding: 8px; border-radius: 8px; background: color-mix(in srgb, CanvasText 6%, Canvas); }
  dl { display: grid; grid-template-columns: auto minmax(0, 1fr); gap: 4px 12px; margin: 0; font-size: 14px; }
  dt { color: color-mix(in srgb, CanvasText 68%, Canvas); }
  dd { margin: 0; }
  p, dd { overflow-wrap: anywhere; min-width: 0; }
  details { font-size: 13px; }
  summary { cursor: pointer; }
  pre { white-space: pre-wrap; word-break: break-all; font-size: 12px; background: color-mix(in srgb, CanvasText 8%, Canvas); padding: 8px; border-radius: 8px; margin: 8px 0 0; }
  .actions { flex: none; display: flex; gap: 8px; }
  button { flex: 1; font: inherit; padding: 10px; border-radius: 10px; border: 1px solid color-mix(in srgb, CanvasText 30%, Canvas); cursor: pointer; }
  #approve { background: #1f7a4d; color: white; border-color: #1f7a4d; }
</style>
</head>
<body>
<main id="idle"><h1>Portico devnet login</h1><p>Waiting for the site.</p></main>
<main id="request" hidden>
  <div class="request-body">
    <h1 id="request-title">Approve this request?</h1>
    <p id="request-site" class="muted"></p>
    <p id="request-amount" hidden></p>
    <p id="request-message" hidden></p>
    <dl id="request-facts"></dl>
    <p id="request-account" class="muted"></p>
    <details><summary>Request details</summary><pre id="request-detail"></pre></details>
  </div>
  <div class="actions"><button id="reject" type="button">Reject</button><button id="approve" type="button">Approve</button></div>
</main>
<script>
(() => {
  const UNSAFE = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls', 'wallet_grantPermissions', 'wallet_revokePermissions', 'eth_sendUserOperation', 'solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction', 'signMessage', 'signPSBT', 'sendTransfer']
  let parentOrigin = ''
  try { parentOrigin = new URL(document.referrer).origin } catch (error) { parentOrigin = '' }
  if (!parentOrigin || parentOrigin === 'null' || window.parent === window) return
  let email = sessionStorage.getItem('portico-frame-email') || ''
  let token = sessionStorage.getItem('portico-frame-token') || ''
  let dapp = ''
  let farcasterChannel = ''
  const queue = []
  const post = (message) => window.parent.postMessage(message, parentOrigin)
  const api = async (path, body) => {
    const response = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ...body, token }) })
    const data = await response.json().catch(() => ({}))
    if (!response.ok) throw new Error(data.message || 'An error occurred')
    return data
  }
  const setSession = (nextEmail, nextToken) => {
    email = nextEmail; token = nextToken
    if (token) { sessionStorage.setItem('portico-frame-email', email); sessionStorage.setItem('portico-frame-token', token) }
    else { sessionStorage.removeItem('portico-frame-email'); sessionStorage.removeItem('portico-frame-token') }
  }
  // The devnet's EVM chains all pay in ether.
  const NATIVE_SYMBOL = { eip155: 'ETH', solana: 'SOL' }
  const WEI_PER_ETHER = 10n ** 18n
  /** A wei amount (hex or decimal quantity) as ether: '0.01', whole digits kept, no trailing zeros. */
  const formatEther = (quantity) => {
    let wei
    try { wei = BigInt(quantity || 0) } catch (error) { return undefined }
    const fraction = (wei % WEI_PER_ETHER).toString().padStart(18, '0').replace(/0+$/, '')
    return (wei / WEI_PER_ETHER).toString() + (fraction ? '.' + fraction : '')
  }
  const hexText = (hex) => {
    if (typeof hex !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(hex)) return typeof hex === 'string' ? hex : ''
    const bytes = new Uint8Array((hex.length - 2) / 2).map((_, index) => parseInt(hex.slice(2 + index * 2, 4 + index * 2), 16))
    try { return new TextDecoder('utf-8', { fatal: true }).decode(bytes) } catch (error) { return hex }
  }
  /** What the request asks, in words: the amount with its symbol, the message, the facts. */
  const describe = (method, params, namespace) => {
    const symbol = NATIVE_SYMBOL[namespace] || NATIVE_SYMBOL.eip155
    const list = Array.isArray(params) ? params : []
    if (method === 'eth_sendTransaction' && list[0] && typeof list[0] === 'object') {
      const tx = list[0]
      const facts = [['To', tx.to ? String(tx.to) : 'A new contract']]
      if (tx.data && tx.data !== '0x') facts.push(['Contract data', 'Included (see the request details)'])
      return { amount: (formatEther(tx.value) || '0') + ' ' + symbol, facts }
    }
    if (method === 'wallet_sendCalls' && list[0] && Array.isArray(list[0].calls)) {
      const total = list[0].calls.reduce((sum, call) => { try { return sum + BigInt((call && call.value) || 0) } catch (error) { return sum } }, 0n)
      return { amount: formatEther(total) + ' ' + symbol, facts: [['Calls', String(list[0].calls.length)]] }
    }
    if (method === 'personal_sign') return { message: hexText(list[0]), facts: [] }
    if (method === 'eth_signTypedData_v4') {
      let typed = {}
      try { typed = typeof list[1] === 'string' ? JSON.parse(list[1]) : list[1] || {} } catch (error) { typed = {} }
      const facts = []
      if (typed.domain && typed.domain.name) facts.push(['App', String(typed.domain.name)])
      if (typed.primaryType) facts.push(['Data', String(typed.primaryType)])
      return { facts }
    }
    if (method === 'solana_signMessage' && list[0] && typeof list[0].message === 'string') return { message: list[0].message, facts: [] }
    return { facts: [['Request', method]] }
  }
  const show = () => {
    const current = queue[0]
    document.getElementById('idle').hidden = Boolean(current)
    document.getElementById('request').hidden = !current
    if (!current) return
    document.getElementById('request-title').textContent = current.method.includes('sign') && !current.method.includes('send') && !current.method.includes('Send') ? 'Sign this message?' : 'Approve this transaction?'
    document.getElementById('request-site').textContent = dapp ? 'Requested by ' + dapp : ''
    document.getElementById('request-account').textContent = current.account ? (current.account.type === 'smartAccount' ? 'From your smart account ' : 'From your account ') + current.account.address : ''
    const summary = describe(current.method, current.params, current.namespace)
    const amount = document.getElementById('request-amount')
    amount.hidden = !summary.amount
    amount.textContent = summary.amount || ''
    const message = document.getElementById('request-message')
    message.hidden = summary.message === undefined
    message.textContent = summary.message || ''
    const facts = document.getElementById('request-facts')
    facts.replaceChildren(...summary.facts.flatMap(([term, value]) => {
      const dt = document.createElement('dt'); dt.textContent = term
      const dd = document.createElement('dd'); dd.textContent = value
      return [dt, dd]
    }))
    document.getElementById('request-detail').textContent = current.method + '\\n' + JSON.stringify(current.params, null, 2)
  }
  const settleFirst = (approved) => {
    const current = queue.shift()
    show()
    if (current) current.settle(approved)
  }
  document.getElementById('approve').addEventListener('click', () => settleFirst(true))
  document.getElementById('reject').addEventListener('click', () => settleFirst(false))
  const ask = (method, params, account, namespace) => new Promise((resolve) => { queue.push({ method, params, account, namespace, settle: resolve }); show() })
  const chainNow = (fallback) => sessionStorage.getItem('portico-frame-chain') || fallback
  const sessionUpdate = () => post({ type: '@w3m-frame/SESSION_UPDATE', payload: {} })
  const handlers = {
    CONNECT_EMAIL: async ({ email: address }) => { const answer = await api('/api/email', { email: address }); email = address; return answer },
    CONNECT_DEVICE: async () => undefined,
    CONNECT_OTP: async ({ otp }) => { const answer = await api('/api/otp', { email, otp }); setSession(email, answer.token); return undefined },
    GET_USER: async ({ chainId, preferredAccountType }) => api('/api/user', { chainId, preferredAccountType }),
    IS_CONNECTED: async () => ({ isConnected: token ? (await api('/api/session', {})).isConnected : false }),
    SIGN_OUT: async () => { if (token) await api('/api/signout', {}).catch(() => undefined); setSession('', ''); return undefined },
    GET_CHAIN_ID: async () => ({ chainId: Number(sessionStorage.getItem('portico-frame-chain') || 1) }),
    SWITCH_NETWORK: async ({ chainId }) => { sessionStorage.setItem('portico-frame-chain', String(chainId)); if (token) setTimeout(sessionUpdate, 0); return { chainId } },
    SYNC_THEME: async () => undefined,
    SYNC_DAPP_DATA: async (metadata) => { dapp = typeof metadata.name === 'string' ? metadata.name.slice(0, 80) : ''; return undefined },
    SET_PREFERRED_ACCOUNT: async ({ type }) => { const answer = await api('/api/smart-account/preferred', { type, chainId: chainNow('') }); setTimeout(sessionUpdate, 0); return answer },
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: async () => api('/api/smart-account/networks', {}),
    INIT_SMART_ACCOUNT: async () => api('/api/smart-account/init', { chainId: chainNow('') }),
    GET_SOCIAL_REDIRECT_URI: async ({ provider }) => ({ uri: location.origin + '/social?provider=' + encodeURIComponent(provider) + '&parent=' + encodeURIComponent(parentOrigin) }),
    CONNECT_SOCIAL: async ({ uri }) => { const answer = await api('/api/social', { uri }); setSession(answer.email, answer.token); return api('/api/user', { chainId: 'eip155:31337' }) },
    GET_FARCASTER_URI: async () => { const answer = await api('/api/farcaster/start', {}); farcasterChannel = answer.channel; return { url: answer.url } },
    CONNECT_FARCASTER: async () => { const answer = await api('/api/farcaster/wait', { channel: farcasterChannel }); setSession('', answer.token); return api('/api/user', { chainId: 'eip155:31337' }) },
    UPDATE_EMAIL: async ({ email: address }) => api('/api/email/update', { email: address }),
    UPDATE_EMAIL_PRIMARY_OTP: async ({ otp }) => { await api('/api/email/update/primary', { otp }); return undefined },
    UPDATE_EMAIL_SECONDARY_OTP: async ({ otp }) => { const answer = await api('/api/email/update/secondary', { otp }); setSession(answer.newEmail, token); return { newEmail: answer.newEmail } },
    RPC_REQUEST: async ({ method, params, chainNamespace, chainId }) => {
      const account = UNSAFE.includes(method) && chainNamespace === 'eip155' ? await api('/api/account', { chainId: chainNow(chainId) }).catch(() => undefined) : undefined
      if (UNSAFE.includes(method) && !(await ask(method, params, account, chainNamespace))) throw new Error('User rejected the request')
      const answer = await api('/api/rpc', { method, params, namespace: chainNamespace, chainId: sessionStorage.getItem('portico-frame-chain') || chainId })
      // A smart account's first transaction deploys it: the site hears that the session changed.
      if (chainNamespace === 'eip155' && account && account.type === 'smartAccount' && (method === 'eth_sendTransaction' || method === 'wallet_sendCalls')) setTimeout(sessionUpdate, 0)
      return answer.result
    },
    RPC_ABORT: async () => { while (queue.length) settleFirst(false); return undefined },
    RELOAD: async () => undefined,
  }
  window.addEventListener('message', (event) => {
    if (event.source !== window.parent || event.origin !== parentOrigin) return
    const data = event.data
    if (!data || typeof data.type !== 'string' || !data.type.startsWith('@w3m-app/') || typeof data.id !== 'string') return
    const name = data.type.slice('@w3m-app/'.length)
    const handler = handlers[name]
    const payload = data.payload && typeof data.payload === 'object' ? data.payload : {}
    Promise.resolve()
      .then(() => { if (!handler) throw new Error('Unsupported request: ' + name); return handler(payload) })
      .then(
        (result) => post({ type: '@w3m-frame/' + name + '_SUCCESS', id: data.id, payload: result }),
        (error) => post({ type: '@w3m-frame/' + name + '_ERROR', id: data.id, payload: { message: error && error.message ? error.message : 'An error occurred' } }),
      )
  })
  post({ type: '@w3m-frame/READY' })
})()
</script>
</body>
</html>
`

/** The local mailbox: every one-time code the frame sent, newest first. */
export function mailboxHtml(entries: readonly { email: string; code: string; at: number }[]): string {
  const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
  const rows = entries
    .map((entry) => `<li data-email="${escape(entry.email)}"><span class="to">${escape(entry.email)}</span> <code class="code">${escape(entry.code)}</code> <time>${new Date(entry.at).toISOString()}</time></li>`)
    .join('\n')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Devnet mailbox</title></head><body><h1>Devnet mailbox</h1><ul id="mail">${rows || '<li>No mail yet.</li>'}</ul></body></html>`
}

/** The stand-in social provider: a popup page with one button that completes the login. */
export function socialProviderHtml(provider: string, resultUri: string): string {
  const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in with ${escape(provider)}</title></head><body><h1>Sign in with ${escape(provider)} (devnet)</h1><a id="continue" href="${escape(resultUri)}">Continue as devnet visitor</a></body></html>`
}

/**
 * The page the stand-in provider returns to. From a popup it posts `{ resultUri }` (its own
 * address) to the page that opened it, only to that page's origin (the `parent` the frame put in
 * the provider address); without an opener or a well-formed http(s) parent it posts nothing. From
 * a mini-app login (the site's page itself came here, with `return_uri`) it sends that page back
 * to the return address (an http(s) page on this machine only) with `result_uri` added: this
 * page's address, less the return address.
 */
export const SOCIAL_DONE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signed in</title></head><body><h1>Signed in (devnet)</h1><p id="status">Returning to the site…</p>
<script>
(() => {
  const query = new URLSearchParams(location.search)
  const back = query.get('return_uri')
  if (back) {
    let target = null
    // Only a page on this machine, as the provider page checked (a crafted link cannot send the code elsewhere).
    try { target = new URL(back); if ((target.protocol !== 'http:' && target.protocol !== 'https:') || (target.hostname !== '127.0.0.1' && target.hostname !== 'localhost') || target.username || target.password) target = null } catch (error) { target = null }
    if (!target) { document.getElementById('status').textContent = 'Nothing to return to.'; return }
    const result = new URL(location.href)
    result.searchParams.delete('return_uri')
    target.searchParams.set('result_uri', result.href)
    location.replace(target.href)
    return
  }
  let parent = ''
  try { const url = new URL(query.get('parent') || ''); if (url.protocol === 'http:' || url.protocol === 'https:') parent = url.origin } catch (error) { parent = '' }
  if (!parent || !window.opener) { document.getElementById('status').textContent = 'Nothing to return to.'; return }
  window.opener.postMessage({ resultUri: location.href }, parent)
})()
</script></body></html>
`
