let entries: Map<string, unknown> | null = null

function readEntries(): Map<string, unknown> {
  if (entries) return entries
  entries = new Map()
  const element = typeof document === 'undefined' ? null : document.getElementById('initial-data')
  if (element?.textContent) {
    try {
      const parsed: unknown = JSON.parse(element.textContent)
      if (Array.isArray(parsed)) {
        for (const entry of parsed) {
          if (Array.isArray(entry) && typeof entry[0] === 'string') entries.set(entry[0], entry[1])
        }
      }
    } catch (error) {
      console.error(error)
    }
  }
  return entries
}

/**
 * An answer the server put into the first page (cms/storefront-host), typed like the same call's fetched answer (and,
 * like it, not parsed again: see lib/api-client.ts), or undefined when the page did not carry it. Each answer is used
 * once: later visits fetch.
 */
export function initialAnswer<Answer>(key: string): Answer | undefined {
  const store = readEntries()
  if (!store.has(key)) return undefined
  const raw = store.get(key)
  store.delete(key)
  return raw === null || raw === undefined ? undefined : (raw as Answer)
}
