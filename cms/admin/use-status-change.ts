'use client'

import { useState } from 'react'

export type Problem = { path?: string; message: string }

/** Payload answers a refused change with `errors[].data.errors[]` (field problems) or `errors[].message`. */
async function problemsOf(response: Response): Promise<Problem[]> {
  const body = (await response.json().catch(() => null)) as { errors?: { message: string; data?: { errors?: Problem[] } }[] } | null
  const problems = (body?.errors ?? []).flatMap((error) => error.data?.errors ?? [{ message: error.message }])
  return problems.length > 0 ? problems : [{ message: `The change was refused (${response.status}).` }]
}

/**
 * A status action's save: PATCHes the document through the REST API (so the admin and API clients share one set of
 * rules), then reads the whole edit view again so its form never saves the old status back; a refusal gives the
 * problems to show, each with the field it names.
 */
export function useStatusChange(url: string) {
  const [problems, setProblems] = useState<Problem[]>([])
  const [saving, setSaving] = useState(false)

  const submit = async (body: Record<string, unknown>) => {
    setSaving(true)
    setProblems([])
    const response = await fetch(url, {
      method: 'PATCH',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => null)
    if (response?.ok) {
      window.location.reload()
      return
    }
    setProblems(response ? await problemsOf(response) : [{ message: 'The server could not be reached. Try again.' }])
    setSaving(false)
  }

  const problemFor = (path: string) => problems.find((problem) => problem.path === path)?.message
  return { problems, problemFor, saving, submit }
}
