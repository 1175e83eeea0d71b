import { useEffect, useState } from 'react'

import { STAT_TRIGGER_MARGIN_PX, TIMINGS } from '@/config/constants'
import { useInView } from '@/lib/use-in-view'

import { STATS } from '../content'

const ICONS: Record<(typeof STATS)[number]['icon'], string> = {
  calendar: 'M7 3v2M17 3v2M4 8h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Z',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0 0c2.5-2.5 3.5-5.5 3.5-9S14.5 5.5 12 3m0 18c-2.5-2.5-3.5-5.5-3.5-9S9.5 5.5 12 3M3.5 9h17M3.5 15h17',
  people: 'M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM21 19v-1a4 4 0 0 0-3-3.9M16 4.1a3 3 0 0 1 0 5.8',
  truck: 'M3 6h11v9H3zM14 9h4l3 3v3h-7M7.5 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Zm10 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z',
}

/** Counts from 0 to `target` over `durationMs` once `running` turns true. */
function useCountUp(target: number, durationMs: number, running: boolean): number {
  const [value, setValue] = useState(0)
  useEffect(() => {
    if (!running) return
    const started = Date.now()
    const timer = window.setInterval(() => {
      const progress = Math.min(1, (Date.now() - started) / durationMs)
      setValue(Math.round(target * progress))
      if (progress >= 1) window.clearInterval(timer)
    }, 50)
    return () => window.clearInterval(timer)
  }, [target, durationMs, running])
  return value
}

function Stat({ stat, running }: { stat: (typeof STATS)[number]; running: boolean }) {
  const value = useCountUp(stat.number, TIMINGS.statCountMs, running)
  return (
    <div className="flex flex-col items-center gap-1 text-center sm:gap-2">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-7 w-7 fill-none stroke-current stroke-[1.6] text-brand-200 sm:h-10 sm:w-10">
        <path d={ICONS[stat.icon]} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <p className="text-xl font-bold text-white sm:text-4xl">
        <span data-testid={`stat-${stat.label}`} aria-hidden="true">
          {value}+
        </span>
        <span className="sr-only">
          {stat.number}+ {stat.label}
        </span>
      </p>
      <p aria-hidden="true" className="text-[0.6875rem] font-medium uppercase text-brand-100 sm:text-sm sm:tracking-wide">
        {stat.label}
      </p>
    </div>
  )
}

/** 11+ Years, 15+ Countries, 50+ Employees, 250+ Distributors, counting up over 4 s when within 100 px of view. */
export function StatsStrip() {
  const { ref, inView } = useInView<HTMLElement>(STAT_TRIGGER_MARGIN_PX)
  return (
    <section ref={ref} aria-label="Company in numbers" className="below-fold bg-brand-800 py-6 sm:py-12">
      <div className="mx-auto grid max-w-7xl grid-cols-4 gap-2 px-2 sm:gap-8 sm:px-6 lg:px-8">
        {STATS.map((stat) => (
          <Stat key={stat.label} stat={stat} running={inView} />
        ))}
      </div>
    </section>
  )
}
