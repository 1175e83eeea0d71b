import { vi } from 'vitest'

/**
 * For unit tests of code that keeps state in the browser: a `window` with local storage (kept in memory) and the
 * window's events, in place of the global until `vi.unstubAllGlobals()`.
 */
export function openBrowserWindow(): void {
  const stored = new Map<string, string>()
  const localStorage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  }
  vi.stubGlobal('window', Object.assign(new EventTarget(), { localStorage }))
}
