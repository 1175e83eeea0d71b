import { AsyncLocalStorage } from 'node:async_hooks'
import { Writable } from 'node:stream'

import { pino, type Logger } from 'pino'
import { describe, expect, it } from 'vitest'

import { loggerOptions } from './logger'
import { REQUEST_CONTEXT_KEY } from './server-shared.mjs'

/** A logger with the shop's options writing into an array of parsed lines. */
function capture(): { logger: Logger; lines: Record<string, any>[] } {
  const lines: Record<string, any>[] = []
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)))
      done()
    },
  })
  return { logger: pino(loggerOptions('info'), sink), lines }
}

describe("the shop's logger", () => {
  it('writes an error logged inside a request with the request id and its stack, masked', () => {
    const context = new AsyncLocalStorage<{ reqId: string }>()
    ;(globalThis as Record<symbol, unknown>)[REQUEST_CONTEXT_KEY] = context
    const { logger, lines } = capture()
    context.run({ reqId: 'req-0001-abcd' }, () => {
      logger.error(
        { err: new Error('no customer with email ravi@example.com') },
        'shop API POST /api/shop/user/login?password=hunter22 failed',
      )
    })
    logger.info('outside any request')
    expect(lines[0].reqId).toBe('req-0001-abcd')
    expect(lines[0].err.stack).toMatch(/\n\s+at /)
    expect(JSON.stringify(lines[0])).not.toContain('ravi@')
    expect(lines[0].msg).toBe('shop API POST /api/shop/user/login?password=[masked] failed')
    expect(lines[1].reqId).toBeUndefined()
  })

  it('masks secret fields of logged objects and leaves out lines below its level', () => {
    const { logger, lines } = capture()
    logger.debug('not written at info')
    logger.info({ body: { password: 'Customer#123', phoneNumber: '9876543210' } }, 'login')
    expect(lines).toHaveLength(1)
    expect(lines[0].body).toEqual({ password: '[masked]', phoneNumber: '******3210' })
  })
})
