import type { Payload } from 'payload'

import { invalidateEverywhere } from '../cache'

/**
 * Payload keeps an account's open sessions as a list on the account document and changes it by reading the whole
 * document, editing the list and writing it back. Two logins of one account at the same moment would each write
 * their own version and drop the other's session. Here every change of one account's sessions runs one after
 * another in this process, and a login checks afterwards that its session is on the account (another process may
 * still have written over it) and puts it back if not.
 */
type AuthCollection = 'customers' | 'users'
type Session = { id: string; createdAt?: string | Date | null; expiresAt: string | Date }

const CHAINS_KEY = Symbol.for('nuvo.shop.sessionChains')
const chains: Map<string, Promise<unknown>> = ((globalThis as Record<symbol, unknown>)[CHAINS_KEY] as Map<string, Promise<unknown>>) ??
((globalThis as Record<symbol, unknown>)[CHAINS_KEY] = new Map())

/** Runs `task` after every earlier task of the same account has finished. */
export function oneAtATime<T>(account: string, task: () => Promise<T>): Promise<T> {
  const previous = chains.get(account) ?? Promise.resolve()
  const run = previous.then(task, task)
  const settled = run.then(
    () => undefined,
    () => undefined,
  )
  chains.set(account, settled)
  void settled.then(() => {
    if (chains.get(account) === settled) chains.delete(account)
  })
  return run
}

/** The `sid` claim of a Payload token (its session id), read without verifying: the token was just issued here. */
export function sessionIdOf(token: string): string | undefined {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sid?: unknown }
    return typeof claims.sid === 'string' ? claims.sid : undefined
  } catch {
    return undefined
  }
}

async function sessionsOf(payload: Payload, collection: AuthCollection, id: string): Promise<Session[]> {
  const account = await payload.db.findOne<{ id: string; sessions?: Session[] | null }>({ collection, where: { id: { equals: id } } })
  return account?.sessions ?? []
}

/** Writes an account's sessions; a customer's signed-in reads (endpoints/fast-path/bearer) drop what they held of it. */
async function writeSessions(payload: Payload, collection: AuthCollection, id: string, sessions: Session[]): Promise<void> {
  await payload.db.updateOne({ collection, id, data: { sessions }, returning: false })
  if (collection === 'customers') await invalidateEverywhere(payload, ['customers'])
}

const live = (session: Session) => new Date(session.expiresAt).getTime() > Date.now()

/** Puts the session `sid` back on the account if a concurrent write dropped it (up to a few tries). */
export async function keepSession(payload: Payload, collection: AuthCollection, id: string, sid: string, lifetimeSeconds: number) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const sessions = await sessionsOf(payload, collection, id)
    if (sessions.some((session) => session.id === sid)) return
    const now = new Date()
    const restored = { id: sid, createdAt: now, expiresAt: new Date(now.getTime() + lifetimeSeconds * 1000) }
    await writeSessions(payload, collection, id, [...sessions.filter(live), restored])
  }
}

/** Ends the sessions of an account that `keep` does not keep: its tokens stop working at once. */
export async function endSessions(payload: Payload, collection: AuthCollection, id: string, keep: (sid: string) => boolean) {
  const sessions = await sessionsOf(payload, collection, id)
  const kept = sessions.filter((session) => keep(session.id) && live(session))
  if (kept.length !== sessions.length) await writeSessions(payload, collection, id, kept)
}
