import type { IncomingMessage, ServerResponse } from 'node:http'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { warmUp } from './warm-up.mjs'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('warm-up before a shop process listens', () => {
  it('sends the catalogue call through the process’s own handler and waits for its answer', async () => {
    const seen: string[] = []
    let answered = false
    await warmUp(async (req: IncomingMessage, res: ServerResponse) => {
      seen.push(`${req.method} ${req.url}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
      answered = true
      res.end('[]')
    })
    expect(seen).toEqual(['GET /api/shop/category'])
    expect(answered).toBe(true)
  })

  it('only logs a failure: the process still starts', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await warmUp(async () => {
      throw new Error('database unreachable')
    })
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('warm-up failed'))
  })
})
