import { useLayoutEffect } from 'react'

let onDrawn: (() => void) | null = null

/** Sets what happens once the app's first screen has been drawn (main.tsx: the server's preview gives way to it). */
export function whenFirstScreenDrawn(action: () => void): void {
  onDrawn = action
}

/** Placed after the page's screen: the first commit that includes it is the one that drew the first screen. */
export function FirstScreenDrawn() {
  useLayoutEffect(() => {
    onDrawn?.()
    onDrawn = null
  }, [])
  return null
}
