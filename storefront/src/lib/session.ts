import { useEffect, useSyncExternalStore } from 'react'

import type { PublicUser } from '@contract'

import { env } from '@/config/env'
import { notify } from '@/lib/notify'

/** The signed-in credential lives in local storage under this key. */
export const SESSION_STORAGE_KEY = 'nuvo_user_cred'
const CHANGE_EVENT = 'nuvo:session-change'
/** A success message to show after the reload that follows a sign-in. */
const FLASH_KEY = 'nuvo_flash'

export type SessionUser = PublicUser
export type Session = { user: SessionUser; token: string }

let cachedRaw: string | null | undefined
let cachedSession: Session | null = null

type Fields = Record<string, unknown>
const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The stored user, field by field (without the schema library, which stays out of the first download). */
function readUser(value: unknown): SessionUser | null {
  if (!isObject(value)) return null
  const { _id, name, email, phoneNumber, countryCode, GST } = value
  if (typeof _id !== 'string' || typeof name !== 'string' || typeof email !== 'string' || typeof countryCode !== 'string') return null
  if (typeof phoneNumber !== 'number' || !(GST === null || typeof GST === 'string')) return null
  return { _id, name, email, phoneNumber, countryCode, GST }
}

function parseSession(raw: string | null): Session | null {
  if (!raw) return null
  try {
    const stored: unknown = JSON.parse(raw)
    if (!isObject(stored) || typeof stored.token !== 'string' || stored.token === '') return null
    const user = readUser(stored.user)
    return user ? { user, token: stored.token } : null
  } catch {
    return null
  }
}

/** The stored credential, or null when there is none (or it is unreadable). Same object while storage is unchanged. */
export function readSession(): Session | null {
  let raw: string | null
  try {
    raw = window.localStorage.getItem(SESSION_STORAGE_KEY)
  } catch {
    return null
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw
    cachedSession = parseSession(raw)
  }
  return cachedSession
}

function announce() {
  window.dispatchEvent(new Event(CHANGE_EVENT))
}

export function saveSession(session: Session): void {
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session))
  announce()
}

/** Keeps the stored user in step after a profile edit, so the name shown and the payment prefill are current. */
export function updateSessionUser(changes: Partial<SessionUser>): void {
  const session = readSession()
  if (session) saveSession({ ...session, user: { ...session.user, ...changes } })
}

export function clearSession(): void {
  window.localStorage.removeItem(SESSION_STORAGE_KEY)
  announce()
}

/**
 * The server refused `token` (its session ended: logout elsewhere, a password reset, expiry): the visitor is signed
 * out here too, which logs and treats them as not signed in. A newer sign-in stored meanwhile is kept.
 */
export function forgetRefusedSession(token: string, reason: string): void {
  if (readSession()?.token !== token) return
  console.warn(`The stored sign-in is no longer valid (${reason}); signing out`)
  clearSession()
}

/**
 * Logout removes the credential, reloads and goes to /. The server is told first, so the token stops
 * working there too (`keepalive` lets the call finish while the page reloads).
 */
export function signOut(): void {
  const token = readSession()?.token
  if (token) {
    void fetch(`${env.shopApiBase}/user/logout`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, keepalive: true }).catch(
      () => undefined,
    )
  }
  clearSession()
  window.location.assign('/')
}

/** Calls `onChange` whenever the stored sign-in may have changed (in this tab or another); returns the unsubscribe. */
export function subscribeToSession(onChange: () => void): () => void {
  window.addEventListener('storage', onChange)
  window.addEventListener(CHANGE_EVENT, onChange)
  return () => {
    window.removeEventListener('storage', onChange)
    window.removeEventListener(CHANGE_EVENT, onChange)
  }
}

let verification: Promise<void> | null = null

/**
 * Checks the stored token with `POST /verifyToken` once per page load. A refusal (401, 403) means the token is no
 * longer valid and the visitor is treated as signed out. An answer that says nothing about the token (429 when many
 * buyers share one address, as behind a hospital's network; 5xx during a deploy) or a network failure is only logged:
 * the sign-in stays, and a later call refused with 401 still ends it (lib/api-client.ts).
 */
export function verifySessionOnce(): Promise<void> {
  const session = readSession()
  if (!session) return Promise.resolve()
  verification ??= fetch(`${env.shopApiBase}/verifyToken`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json' },
    body: '{}',
  })
    .then((response) => {
      if (response.status === 401 || response.status === 403) forgetRefusedSession(session.token, `status ${response.status}`)
      else if (!response.ok) console.warn(`The stored sign-in could not be checked (status ${response.status})`)
    })
    .catch((error: unknown) => console.warn('The stored sign-in could not be checked', error))
  return verification
}

/** Sign-in stores the credential and reloads the page; its toast is shown once the page is back. */
export function saveSessionAndReload(session: Session, message: string, destination: string | null): void {
  saveSession(session)
  window.sessionStorage.setItem(FLASH_KEY, message)
  if (destination) window.location.assign(destination)
  else window.location.reload()
}

function showPendingFlash() {
  const message = window.sessionStorage.getItem(FLASH_KEY)
  if (!message) return
  window.sessionStorage.removeItem(FLASH_KEY)
  notify.success(message)
}

export function useSession() {
  const session = useSyncExternalStore(subscribeToSession, readSession, () => null)
  useEffect(() => {
    showPendingFlash()
    void verifySessionOnce()
  }, [])
  return {
    user: session?.user ?? null,
    token: session?.token ?? null,
    isSignedIn: Boolean(session?.user),
    signOut,
  }
}
