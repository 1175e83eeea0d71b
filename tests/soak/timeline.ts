/** Latencies of the soak's requests by kind, told apart by whether a catalogue import or revert was running. */
export type Timeline = {
  record(kind: string, ms: number): void
  /** Marks an import as running until the returned function is called. */
  begin(what: 'import'): () => void
  report(): string
}

const p99 = (values: number[]) => {
  if (values.length === 0) return '–'
  const sorted = [...values].sort((a, b) => a - b)
  return `${sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]!.toFixed(0)} ms`
}

export function timeline(): Timeline {
  let importing = 0
  const samples = new Map<string, { during: number[]; outside: number[] }>()
  return {
    record(kind, ms) {
      const entry = samples.get(kind) ?? { during: [], outside: [] }
      samples.set(kind, entry)
      ;(importing > 0 ? entry.during : entry.outside).push(ms)
    },
    begin() {
      importing += 1
      let ended = false
      return () => {
        if (!ended) importing -= 1
        ended = true
      }
    },
    report() {
      const rows = [...samples].map(
        ([kind, { during, outside }]) =>
          `| ${kind} | ${during.length + outside.length} | ${p99(during)} (${during.length}) | ${p99(outside)} (${outside.length}) |`,
      )
      return ['| requests | count | p99 during imports (n) | p99 outside imports (n) |', '|---|---:|---:|---:|', ...rows].join('\n')
    },
  }
}
