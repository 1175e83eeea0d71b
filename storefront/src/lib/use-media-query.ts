import { useSyncExternalStore } from 'react'

import { BREAKPOINTS } from '@/config/constants'

/** Whether the viewport is at least the given breakpoint wide (the breakpoints 640/768/1024/1280). */
export function useMinWidth(breakpoint: keyof typeof BREAKPOINTS): boolean {
  const query = `(min-width: ${BREAKPOINTS[breakpoint]}px)`
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}
