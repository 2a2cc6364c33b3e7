/**
 * The browser members the browser platform reaches, declared structurally.
 *
 * Core type-checks without the DOM lib on purpose, so a stray `window` or `document` fails the
 * build. `createBrowserPlatform()` reaches the page only through an object of this shape, by default
 * `globalThis`; tests pass a fake. List here exactly what the platform uses, nothing more.
 */
import type { FetchInit, FetchResponse } from './ports.js'

/** `localStorage`'s three methods. Any may throw (quota, private mode, blocked cookies). */
export interface BrowserStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** The parts of a DOM element the platform reads. */
export interface BrowserElement {
  getAttribute(name: string): string | null
}

/** The parts of a parsed URL the platform reads or changes. */
export interface BrowserUrl {
  readonly href: string
  readonly origin: string
  readonly protocol: string
  readonly searchParams: {
    get(name: string): string | null
    has(name: string): boolean
    delete(name: string): void
  }
  toString(): string
}

/** The `URL` constructor. Throws a TypeError on an invalid address. */
export type BrowserUrlConstructor = new (url: string, base?: string) => BrowserUrl

/** A `message` event. */
export interface BrowserMessageEvent {
  readonly data: unknown
  readonly origin: string
  readonly source: unknown
}

export type BrowserMessageListener = (event: BrowserMessageEvent) => void

/** A `storage` event: another tab of the site changed its storage. */
export interface BrowserStorageEvent {
  /** The key that changed; null when the storage was cleared. */
  readonly key: string | null
  /** Which storage changed (`localStorage` or `sessionStorage`). */
  readonly storageArea: unknown
}

export type BrowserStorageListener = (event: BrowserStorageEvent) => void

/** A window opened by `open()`. */
export interface BrowserWindowHandle {
  readonly closed: boolean
  close(): void
  location: { href: string }
}

/** The console methods the platform forwards to. */
export interface BrowserConsole {
  debug(...args: unknown[]): void
  info(...args: unknown[]): void
  warn(...args: unknown[]): void
  error(...args: unknown[]): void
}

/** The parts of an `<iframe>` element the frame port uses. */
export interface BrowserFrameElement {
  src: string
  title: string
  readonly style: { cssText: string }
  setAttribute(name: string, value: string): void
  /** The frame's window; null until the element is in the page. */
  readonly contentWindow: unknown
  remove(): void
  /** Its `load` event: the frame has loaded a page (the first, or another one). */
  addEventListener?(type: 'load', listener: () => void): void
  removeEventListener?(type: 'load', listener: () => void): void
}

/** The timer functions. Handles are opaque (numbers in browsers, objects in Node). */
export interface BrowserTimers {
  setTimeout(callback: () => void, ms?: number): unknown
  clearTimeout(handle: unknown): void
  setInterval(callback: () => void, ms?: number): unknown
  clearInterval(handle: unknown): void
}

/** Everything `createBrowserPlatform()` reads from the page. */
export interface BrowserGlobals extends BrowserTimers {
  /** Reading it may itself throw (a SecurityError in sandboxed frames), so the platform reads it lazily. */
  readonly localStorage: BrowserStorage
  readonly crypto: { getRandomValues<T extends Uint8Array>(array: T): T }
  fetch(url: string, init?: FetchInit): Promise<FetchResponse>
  readonly location: {
    readonly href: string
    readonly origin: string
    /** Loads another address in place of the page (the navigation port). */
    assign?(url: string): void
  }
  /** `sessionStorage`: this tab's storage (the session-storage port). Reading it may throw, as `localStorage`. */
  readonly sessionStorage?: BrowserStorage
  readonly document: {
    readonly title: string
    querySelector(selector: string): BrowserElement | null
    /** 'visible' or 'hidden' (the Page Visibility API). */
    readonly visibilityState?: string
    addEventListener?(type: 'visibilitychange', listener: () => void): void
    removeEventListener?(type: 'visibilitychange', listener: () => void): void
    /** Used only by the frame port (the embedded wallet). */
    createElement?(tagName: 'iframe'): BrowserFrameElement
    readonly body?: { appendChild(node: BrowserFrameElement): unknown } | null
  }
  readonly navigator: {
    readonly userAgent: string
    /** Touch points: iPadOS reports a desktop Safari user agent, this tells it apart. */
    readonly maxTouchPoints?: number
    sendBeacon?(url: string, data?: string): boolean
  }
  readonly history: { readonly state: unknown; replaceState(state: unknown, unused: string, url?: string): void }
  addEventListener(type: 'message', listener: BrowserMessageListener): void
  addEventListener(type: 'storage', listener: BrowserStorageListener): void
  removeEventListener(type: 'message', listener: BrowserMessageListener): void
  removeEventListener(type: 'storage', listener: BrowserStorageListener): void
  open(url: string, target: string, features: string): BrowserWindowHandle | null
  readonly console: BrowserConsole
  readonly URL: BrowserUrlConstructor
  /** Present in Telegram mini-apps (telegram-web-app.js); `platform` names the app's system ('ios', 'android', 'macos', ...). */
  readonly Telegram?: { readonly WebApp?: { readonly initData?: unknown; readonly platform?: unknown } }
}
