import { lazy, Suspense, useEffect, useState } from 'react'

const AppToaster = lazy(() => import('./toaster'))

/** Set by the auth feature (session.ts) before the reload that follows a sign-in: its toast waits for this load. */
const SIGN_IN_FLASH_KEY = 'nuvo_flash'
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const

function signInToastPending(): boolean {
  try {
    return window.sessionStorage.getItem(SIGN_IN_FLASH_KEY) !== null
  } catch {
    return false
  }
}

/**
 * Toasts only follow something the visitor did, so the toast library loads at the first interaction instead of
 * with the page (a toast raised in the meantime waits in its store and shows when the toaster mounts). After the
 * reload that follows a sign-in the toaster mounts at once, for the auth feature's success message.
 */
export function LazyToaster() {
  const [wanted, setWanted] = useState(signInToastPending)

  useEffect(() => {
    if (wanted) return
    const want = () => setWanted(true)
    for (const event of INTERACTIONS) window.addEventListener(event, want, { once: true, passive: true, capture: true })
    return () => {
      for (const event of INTERACTIONS) window.removeEventListener(event, want, { capture: true })
    }
  }, [wanted])

  return wanted ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null
}
