'use client'

import { useEffect, useState } from 'react'

import { pickSuggestionSchema, type PickSuggestion } from '../../contract/stock'

/**
 * The lots the warehouse suggests for each line (`GET /api/staff/orders/{id}/pick`, first expiry first), read once
 * when the ship action opens; `onPicked` gets them to fill in. Without an answer the lots stay to be typed.
 */
export function usePickSuggestion(orderId: string, wanted: boolean, onPicked: (suggestion: PickSuggestion) => void) {
  const [state, setState] = useState<'idle' | 'loading' | 'done' | 'failed'>('idle')
  useEffect(() => {
    if (!wanted || state !== 'idle') return
    setState('loading')
    fetch(`/api/staff/orders/${encodeURIComponent(orderId)}/pick`, { credentials: 'include' })
      .then(async (response) => {
        const parsed = pickSuggestionSchema.safeParse(response.ok ? await response.json() : null)
        if (!parsed.success) throw new Error('no suggestion')
        onPicked(parsed.data)
        setState('done')
      })
      .catch(() => setState('failed'))
  }, [orderId, wanted, state, onPicked])
  return state
}
