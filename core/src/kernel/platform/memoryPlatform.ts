import { createCryptoRandom, type RandomValuesSource } from './cryptoRandom.js'
import { createFakeClock, type FakeClock } from './fakeClock.js'
import { createMemoryEnvironment, type MemoryEnvironment, type MemoryEnvironmentOptions } from './memoryEnvironment.js'
import { createMemoryFrame, type MemoryFramePort } from './memoryFrame.js'
import { createMemoryMessaging, type MemoryMessaging } from './memoryMessaging.js'
import { createMemoryNavigation, type MemoryNavigation } from './memoryNavigation.js'
import { createMemoryPopup, type MemoryPopup } from './memoryPopup.js'
import { createMemoryStorage, type MemoryStorage } from './memoryStorage.js'
import type { FetchPort, Platform, RandomPort } from './ports.js'
import { createRecordingConsole, type RecordingConsole } from './recordingConsole.js'
import { createSeededRandom } from './seededRandom.js'

/** What `fetch` rejects with on the memory platform when no handler was given. */
export const NO_FETCH_HANDLER_MESSAGE = 'No fetch handler in the memory platform'

/** Options of {@link createMemoryPlatform}. Every field is optional. */
export interface MemoryPlatformOptions {
  /** Where the fake clock starts, in ms since the epoch. Ignored when `clock` is given. @default 0 */
  now?: number
  /** The clock to use, e.g. one shared with other fakes. @default createFakeClock(now) */
  clock?: FakeClock
  /** Initial raw storage content (key to string). Ignored when `storage` is given. @default {} */
  storageContent?: Record<string, string>
  /**
   * The storage to use: `createThrowingStorage()` to test swallowed failures, or a storage kept
   * across two platforms to simulate a page reload.
   * @default createMemoryStorage(storageContent)
   */
  storage?: MemoryStorage
  /** Answers HTTP requests. @default a fetch that rejects with 'No fetch handler in the memory platform' */
  fetch?: FetchPort
  /** Seed for deterministic ids and bytes. @default undefined: crypto-strength randomness from globalThis.crypto */
  seed?: number
  /** The page facts. @default origin 'http://127.0.0.1', title 'Portico', description '', no icon, desktop */
  environment?: Partial<MemoryEnvironmentOptions>
  /** Popups open unless blocked. @default false */
  popupsBlocked?: boolean
  /** Whether beacons are accepted; a refused beacon is not recorded and returns false. @default true */
  acceptBeacons?: boolean
  /**
   * The tab's session storage: give the one of an earlier platform to simulate this tab coming
   * back to the page (a mini-app social login's return).
   * @default createMemoryStorage()
   */
  sessionStorage?: MemoryStorage
}

/** A beacon the platform accepted. */
export interface RecordedBeacon {
  url: string
  body: string
}

/** A request the platform's fetch port was asked to make (whether a handler answered it or not). */
export interface RecordedFetch {
  url: string
  method: string
}

/** The memory platform: every port in memory, with handles for tests. */
export interface MemoryPlatform extends Platform {
  clock: FakeClock
  storage: MemoryStorage
  environment: MemoryEnvironment
  messaging: MemoryMessaging
  frame: MemoryFramePort
  popup: MemoryPopup
  /** Accepted beacons, oldest first. */
  beacons: RecordedBeacon[]
  /** Every call of the fetch port, oldest first: a page that contacts no host leaves it empty. */
  fetches: RecordedFetch[]
  console: RecordingConsole
  /** Where the page was sent (`navigation.assigned`); the page itself stays. */
  navigation: MemoryNavigation
  sessionStorage: MemoryStorage
}

/**
 * A platform for Node and tests: a fake clock, memory storage, recorded messaging, popups,
 * fetches, beacons and console (nothing printed), and no network unless a `fetch` handler is given.
 * Two platforms share nothing unless given the same clock or storage.
 */
export function createMemoryPlatform(overrides: Partial<MemoryPlatformOptions> = {}): MemoryPlatform {
  const beacons: RecordedBeacon[] = []
  const fetches: RecordedFetch[] = []
  const acceptBeacons = overrides.acceptBeacons ?? true
  const answer = overrides.fetch ?? rejectingFetch
  return {
    clock: overrides.clock ?? createFakeClock(overrides.now ?? 0),
    storage: overrides.storage ?? createMemoryStorage(overrides.storageContent),
    fetch: (url, init) => {
      fetches.push({ url, method: init?.method ?? 'GET' })
      return answer(url, init)
    },
    fetches,
    random: memoryRandom(overrides.seed),
    environment: createMemoryEnvironment(overrides.environment),
    messaging: createMemoryMessaging(),
    frame: createMemoryFrame(),
    popup: createMemoryPopup({ blocked: overrides.popupsBlocked ?? false }),
    beacons,
    beacon(url, body) {
      if (!acceptBeacons) return false
      beacons.push({ url, body })
      return true
    },
    console: createRecordingConsole(),
    navigation: createMemoryNavigation(),
    sessionStorage: overrides.sessionStorage ?? createMemoryStorage(),
  }
}

const rejectingFetch: FetchPort = (url) =>
  Promise.reject(new Error(`${NO_FETCH_HANDLER_MESSAGE} (request to ${url}); pass a fetch option`))

function memoryRandom(seed: number | undefined): RandomPort {
  if (seed !== undefined) return createSeededRandom(seed)
  const { crypto } = globalThis as unknown as { crypto?: RandomValuesSource }
  return createCryptoRandom(crypto)
}
