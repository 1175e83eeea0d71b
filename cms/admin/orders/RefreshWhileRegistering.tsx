'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/** The registration queue works every few seconds: the page is read again until it has written what it will. */
const EVERY_MS = 3_000
/** A portal outage can last hours (the queue backs off): after a minute the page stops asking. */
const AT_MOST = 20

export function RefreshWhileRegistering() {
  const router = useRouter()
  useEffect(() => {
    let refreshes = 0
    const timer = setInterval(() => {
      refreshes += 1
      router.refresh()
      if (refreshes >= AT_MOST) clearInterval(timer)
    }, EVERY_MS)
    return () => clearInterval(timer)
  }, [router])
  return (
    <p className="order-summary__muted" role="status">
      The portal&apos;s answer shows here as soon as it arrives.
    </p>
  )
}
