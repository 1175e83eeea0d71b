import { DatabaseBusy } from '../busy'
import { SERVER_BUSY_RETRY_MS } from './settings'

/** Gives the turn back; calling it again does nothing. */
export type GiveBack = () => void

/**
 * This process's writes to the embedded database take turns here before asking SQLite for its write lock. SQLite
 * knows nothing of the event loop: a write that finds the lock taken by another connection of this very process
 * waits inside SQLite (blocking the thread, and so the transaction that holds the lock), is refused, reconnects and
 * tries again later. Waiting here instead is a promise: the holder goes on, and the next write starts the moment it
 * is done, first come first served. Other processes still meet at SQLite's lock (`retryWhileBusy`).
 */
export class WriteTurns {
  #held = false
  readonly #waiting: { grant: () => void }[] = []

  /** Waits for the turn, at most `limitMs` (then DatabaseBusy: nothing written); answers how to give it back. */
  async take(limitMs = SERVER_BUSY_RETRY_MS): Promise<GiveBack> {
    if (!this.#held) this.#held = true
    else {
      await new Promise<void>((resolve, reject) => {
        const entry = {
          grant: () => {
            clearTimeout(timer)
            resolve()
          },
        }
        const timer = setTimeout(() => {
          this.#waiting.splice(this.#waiting.indexOf(entry), 1)
          reject(new DatabaseBusy())
        }, limitMs)
        this.#waiting.push(entry)
      })
    }
    let given = false
    return () => {
      if (given) return
      given = true
      const next = this.#waiting.shift()
      if (next) next.grant()
      else this.#held = false
    }
  }

  /** How many writes wait for their turn (for tests and diagnostics). */
  get waiting(): number {
    return this.#waiting.length
  }
}

const WRITE = /^\s*(insert|update|delete|replace|create|drop|alter)\b/i

/** Whether a statement given to the client (its SQL text, or `{ sql }`) writes. */
export function writes(statement: unknown): boolean {
  const text = typeof statement === 'string' ? statement : (statement as { sql?: unknown } | null)?.sql
  return typeof text === 'string' && WRITE.test(text)
}
