import { useEffect, useRef, useState } from 'react'

/** True once the element has come within `marginPx` of the viewport (then stays true). */
export function useInView<T extends Element>(marginPx = 0) {
  const ref = useRef<T>(null)
  const [inView, setInView] = useState(false)
  useEffect(() => {
    const element = ref.current
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
  }, [marginPx, inView])
  return { ref, inView }
}
