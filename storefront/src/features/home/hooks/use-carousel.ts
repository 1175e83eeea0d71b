import { useCallback, useLayoutEffect, useState } from 'react'

/**
 * An index that cycles 0, 1, ..., count - 1, 0 every `intervalMs` while not paused. Moving by hand restarts the
 * interval, so the next automatic step is a full interval away.
 */
export function useCarousel(count: number, intervalMs: number, paused = false) {
  const [index, setIndex] = useState(0)
  const [manualMoves, setManualMoves] = useState(0)

  // Started with the render that moved the index (a layout effect), not when a passive effect gets to run — Preact
  // runs those after the next frame — so the next step is exactly one interval after the move.
  useLayoutEffect(() => {
    if (paused || count < 2) return
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), intervalMs)
    return () => window.clearInterval(timer)
  }, [count, intervalMs, paused, manualMoves])

  const goTo = useCallback(
    (next: number) => {
      if (count === 0) return
      setIndex(((next % count) + count) % count)
      setManualMoves((moves) => moves + 1)
    },
    [count],
  )

  return {
    index: count === 0 ? 0 : Math.min(index, count - 1),
    goTo,
    next: () => goTo(index + 1),
    previous: () => goTo(index - 1),
  }
}
