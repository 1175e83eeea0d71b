import { ApiError, isSignInRequired } from './api-client'

type Navigate = (path: string) => void

let navigate: Navigate | null = null
let sentToErrorPage = false

/** The router registers how to navigate; until then a full page load is used. */
export function registerErrorNavigator(next: Navigate | null): void {
  navigate = next
}

/** A "not found" answer is shown by the page itself (its not-found state), never as the app-wide error. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404
}

/**
 * The app-wide failure handler: logs the failure and sends the visitor to /error, once only, so a
 * burst of failing calls cannot bounce them around. An ended sign-in is no failure: the visitor is signed out instead.
 */
export function handleAppError(error: unknown): void {
  if (isNotFound(error) || isSignInRequired(error)) return
  console.error(error)
  if (sentToErrorPage) return
  sentToErrorPage = true
  if (navigate) navigate('/error')
  else window.location.assign('/error')
}

/** For tests: forget that the visitor was already sent to /error. */
export function resetAppErrorHandler(): void {
  sentToErrorPage = false
}
