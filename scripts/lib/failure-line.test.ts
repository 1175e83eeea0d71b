import { describe, expect, it } from 'vitest'

import { failureLine } from './failure-line.mjs'

describe('the failure line of the test summary', () => {
  it('is the first non-empty line of the message', () => {
    expect(failureLine('\n  AssertionError: expected 409 to be 201\n    at test.ts:3')).toBe('AssertionError: expected 409 to be 201')
  })

  it('says a vitest timeout is one, with its duration, not the placeholder stack vitest reports', () => {
    const stack = 'Error: STACK_TRACE_ERROR\n    at task (file:///node_modules/@vitest/runner/dist/chunk-artifact.js:1784:27)'
    expect(failureLine(stack, 300_012)).toBe('timed out after 300.0 s')
    expect(failureLine(stack)).toBe('timed out')
  })

  it('is empty for no message and at most 240 characters long', () => {
    expect(failureLine(undefined)).toBe('')
    expect(failureLine('x'.repeat(500))).toHaveLength(240)
  })
})
