import type { ReactNode } from 'react'

import { useInView } from '@/lib/use-in-view'

/** Fades its content in when it scrolls into view (no motion when the visitor prefers reduced motion). */
export function FadeIn({ children, className = '' }: { children: ReactNode; className?: string }) {
  const { ref, inView } = useInView<HTMLDivElement>(0)
  return (
    <div
      ref={ref}
      data-fade-in={inView ? 'shown' : 'waiting'}
      className={`transition-opacity duration-700 motion-reduce:transition-none ${inView ? 'opacity-100' : 'opacity-0 motion-reduce:opacity-100'} ${className}`}
    >
      {children}
    </div>
  )
}
