import { useCallback, useEffect, useState } from 'react'

/**
 * True once the element has come within `marginPx` of the viewport (then stays true). `ref` is a callback ref, so an
 * element drawn only after the first render (data that arrives later) is watched as soon as it exists.
 */
export function useInView<T extends Element>(marginPx = 0) {
  const [element, setElement] = useState<T | null>(null)
  const [inView, setInView] = useState(false)
  const ref = useCallback((node: T | null) => setElement(node), [])
  useEffect(() => {
    if (!element || inView) return
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true)
          observer.disconnect()
        }
      },
      { rootMargin: `${marginPx}px` },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [element, marginPx, inView])
  return { ref, inView }
}
