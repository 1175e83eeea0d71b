import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react'

import { handleAppError } from '@/lib/error-handler'

/** True for the browser's errors when a lazily loaded script chunk cannot be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error)
  return /dynamically imported module|Importing a module script failed/i.test(message)
}

function ErrorNotice({ error }: { error: unknown }) {
  const chunk = isChunkLoadError(error)
  useEffect(() => {
    if (!chunk) handleAppError(error)
  }, [chunk, error])
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{chunk ? 'Part of this page failed to load.' : 'Something went wrong.'}</h1>
      <p className="text-slate-700">
        {chunk ? 'A script chunk could not be loaded; check your connection and reload.' : 'Taking you to the error page…'}
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        Reload
      </button>
    </div>
  )
}

type Props = { children: ReactNode; resetKey: string }
type State = { error: unknown; failedAt: string | null }

/**
 * Catches a screen that fails to render. A chunk that failed to load says so and offers a reload; any other failure
 * goes to the app-wide handler (to /error, once). Moving to another address clears it.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, failedAt: null }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error === null) return null
    if (state.failedAt === null) return { failedAt: props.resetKey }
    return state.failedAt === props.resetKey ? null : { error: null, failedAt: null }
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    // Other failures are logged by the app-wide handler; a missing chunk is a network condition, not a bug.
    if (isChunkLoadError(error)) console.warn(error, info.componentStack)
  }

  render() {
    return this.state.error === null ? this.props.children : <ErrorNotice error={this.state.error} />
  }
}
