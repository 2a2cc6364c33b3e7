/**
 * Platform ports: every side effect reaches core through one of these small interfaces.
 * `createBrowserPlatform()` and `createMemoryPlatform()` implement them; a site may pass its own.
 */

/** Key-value storage (localStorage-like). Any method may throw; core swallows and logs failures. */
export interface StoragePort {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
  /**
   * Hears changes made elsewhere to the same storage (another tab of the site), never this port's
   * own writes, after they happened; `key` is null when everything was cleared. Returns the
   * unsubscribe function. Optional: without it, each tab keeps to itself.
   */
  subscribe?(listener: (change: StorageChange) => void): () => void
}

/** A change another context made to the storage. */
export interface StorageChange {
  /** The key that changed, or null when the storage was cleared. */
  key: string | null
}

/** An opaque timer handle. */
export type TimerHandle = { readonly __timer: unique symbol } | number | object

/** Time and timers. Every timeout of SPEC.md section 9 goes through it. */
export interface ClockPort {
  /** Milliseconds since the epoch. */
  now(): number
  setTimeout(callback: () => void, ms: number): TimerHandle
  clearTimeout(handle: TimerHandle): void
  setInterval(callback: () => void, ms: number): TimerHandle
  clearInterval(handle: TimerHandle): void
}

/** The subset of a fetch Response core reads. */
export interface FetchResponse {
  ok: boolean
  status: number
  json(): Promise<unknown>
  text(): Promise<string>
  blob?(): Promise<unknown>
}

export interface FetchInit {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  headers?: Record<string, string>
  body?: string
  signal?: AbortSignalLike
}

/** The subset of AbortSignal core uses (core has no DOM lib; a real AbortSignal fits). */
export interface AbortSignalLike {
  readonly aborted: boolean
  readonly reason?: unknown
  addEventListener?(type: 'abort', listener: () => void, options?: { once?: boolean }): void
  removeEventListener?(type: 'abort', listener: () => void): void
}

/** HTTP. */
export type FetchPort = (url: string, init?: FetchInit) => Promise<FetchResponse>

/** Crypto-strength randomness. */
export interface RandomPort {
  /** A random id, unguessable (at least 128 bits of entropy). */
  id(): string
  /** Fills and returns `length` random bytes. */
  bytes(length: number): Uint8Array
}

/** Facts about the page the toolkit runs in. */
export interface EnvironmentPort {
  /** The page origin, e.g. `https://example.com`. */
  origin(): string
  title(): string
  description(): string
  /** URL of the page icon, or undefined. */
  icon(): string | undefined
  isMobile(): boolean
  isIos(): boolean
  isSafari(): boolean
  /** Running inside a messaging-app mini-app (Telegram). */
  isMiniApp(): boolean
  /** An Android device. Optional: absent counts as not Android. */
  isAndroid?(): boolean
  /** A Mac (not an iPad that reports itself as one). Optional: absent counts as not a Mac. */
  isMac?(): boolean
  /** The page address. Optional: without it nothing can ask to return to this page (the mini-app social login). */
  href?(): string
  /** Reads a query parameter from the page address. */
  readQueryParam(name: string): string | null
  /** Removes a query parameter from the page address without reloading. */
  removeQueryParam(name: string): void
  /**
   * Calls `listener` each time the page becomes hidden (another tab, the app in the background,
   * the page closing); returns the unsubscribe function. Optional: without it, pending analytics
   * are sent only on their timer and size triggers.
   */
  onHidden?(listener: () => void): () => void
  /**
   * False outside a page (server rendering, a worker, Node): start-up then skips the outside
   * services (remote features, origin check, analytics), which serve visitors, not renderers.
   * Absent counts as a page.
   */
  isPage?(): boolean
}

/** A message received from the login frame, with where it came from. */
export interface ReceivedMessage {
  data: unknown
  origin: string
  /** The window the message came from; compared by identity with the expected source. */
  source: unknown
}

/** The login frame's window channel. */
export interface MessagingPort {
  /** Posts `data` to the target window, only to the exact `targetOrigin`. */
  post(target: unknown, data: unknown, targetOrigin: string): void
  /** Listens for messages; returns the unsubscribe function. Callers check origin and source. */
  listen(listener: (message: ReceivedMessage) => void): () => void
}

/** Where the login frame shows itself over the modal, in CSS pixels of the page's viewport. */
export interface FrameBox {
  top: number
  left: number
  width: number
  height: number
}

/** The login frame placed in the page. */
export interface MountedFrame {
  /**
   * The frame's window: the only target messages are posted to, and the only source messages are
   * accepted from (compared by identity with `ReceivedMessage.source`).
   */
  readonly window: unknown
  /** Shows the frame over the modal at `box` (ApproveTransaction). */
  show(box: FrameBox): void
  /** Hides the frame again; it keeps running. */
  hide(): void
  /** Takes the frame out of the page. */
  remove(): void
  /**
   * Hears each time the frame has loaded a page: its first, and again after it reloaded or went
   * to another address (which drops whatever the old page was asked). Returns the unsubscribe
   * function. Optional: without it a restarted frame is noticed only by the requests' time limits.
   */
  onLoad?(listener: () => void): () => void
}

/** Places the hidden login frame (SPEC.md section 2) in the page. */
export interface FramePort {
  /** Adds a hidden frame loading `url`; null where there is no page to add it to. */
  mount(url: string): MountedFrame | null
}

/** Opens and watches popups (social login). */
export interface PopupPort {
  /** `name` is the window's name: a unique one opens a new window rather than reusing an old one. */
  open(url: string, features: { width: number; height: number; name?: string }): PopupHandle | null
}

export interface PopupHandle {
  /**
   * The popup's window: the only source a social-login result is accepted from (compared by
   * identity with `ReceivedMessage.source`; it stays the same object while the popup moves from
   * page to page).
   */
  readonly window: unknown
  readonly closed: boolean
  close(): void
  navigate(url: string): void
}

/**
 * Sends the whole page to another address: the messaging-app mini-app's social login leaves for
 * the provider instead of opening a popup (SPEC.md section 2).
 */
export interface NavigationPort {
  /** Loads `url` (http or https only) in place of the page, as a link would. */
  assign(url: string): void
}

/** Fire-and-forget delivery (analytics). Returns false when the payload could not be queued. */
export type BeaconPort = (url: string, body: string) => boolean

/** A console-like sink for the logger. */
export interface ConsolePort {
  debug(...args: unknown[]): void
  info(...args: unknown[]): void
  warn(...args: unknown[]): void
  error(...args: unknown[]): void
}

/** All ports together. */
export interface Platform {
  storage: StoragePort
  clock: ClockPort
  fetch: FetchPort
  random: RandomPort
  environment: EnvironmentPort
  messaging: MessagingPort
  /** The login frame. Optional: without it the frame client uses the page's document, if any. */
  frame?: FramePort
  popup: PopupPort
  beacon: BeaconPort
  console: ConsolePort
  /**
   * Leaves the page for another address (the mini-app social login). Optional: without it that
   * login fails with 'Failed to initiate social connection'.
   */
  navigation?: NavigationPort
  /**
   * Storage of this tab only, kept across its page loads (`sessionStorage`): the one-time state of
   * a mini-app social login, checked when the page comes back. Optional, as `navigation`.
   */
  sessionStorage?: StoragePort
}
