import { Children, type ReactNode, useEffect, useState } from 'react'

/** Runs `work` in a task of its own, after the browser has had the chance to paint and handle input. */
function inNextTask(work: () => void) {
  const timer = setTimeout(work, 0)
  return () => clearTimeout(timer)
}

/**
 * Draws `children` in a task after the one that drew the rest of the screen. For what lies below the first screen:
 * the first screen then paints and answers taps sooner, and no single task has to draw a whole page (Preact draws a
 * render in one go; docs/decisions/026-storefront-runtime-and-first-render.md).
 */
export function Later({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false)
  useEffect(() => inNextTask(() => setShown(true)), [])
  return shown ? <>{children}</> : null
}

/**
 * Draws `children` (a list, e.g. cards) `first` at once and then `step` more per task until all are drawn; items
 * added later (a next page) join the same way.
 */
export function InSlices({ children, first, step }: { children: ReactNode; first: number; step: number }) {
  const items = Children.toArray(children)
  const [count, setCount] = useState(first)
  const pending = count < items.length
  useEffect(() => (pending ? inNextTask(() => setCount((shown) => shown + step)) : undefined), [pending, count, step])
  return <>{pending ? items.slice(0, count) : items}</>
}
