import os from 'node:os'

import { describe, expect, it } from 'vitest'

import {
  bodyLimitOf,
  DEFAULT_WORKER_HEAP_MB,
  MAX_CATALOGUE_UPLOAD_BYTES,
  MAX_JSON_BODY_BYTES,
  MAX_UPLOAD_BODY_BYTES,
  parseWorkerCount,
  parseWorkerHeapMb,
} from './server-shared.mjs'

describe('WEB_CONCURRENCY', () => {
  it('runs one worker per core unless set, and takes a positive whole number', () => {
    expect(parseWorkerCount(undefined)).toBe(os.availableParallelism())
    expect(parseWorkerCount(' ')).toBe(os.availableParallelism())
    expect(parseWorkerCount('1')).toBe(1)
    expect(parseWorkerCount('4')).toBe(4)
  })

  it('refuses anything else with a message naming the setting and the value', () => {
    for (const value of ['0', '-2', '1.5', 'two']) {
      expect(() => parseWorkerCount(value), value).toThrow(`WEB_CONCURRENCY must be a positive integer, got "${value}"`)
    }
  })
})

describe('WORKER_HEAP_MB', () => {
  it('caps every worker by default, takes a number of MB, and 0 or "off" leaves V8 its own limit', () => {
    expect(DEFAULT_WORKER_HEAP_MB).toBe(384)
    expect(parseWorkerHeapMb(undefined)).toBe(384)
    expect(parseWorkerHeapMb(' ')).toBe(384)
    expect(parseWorkerHeapMb('512')).toBe(512)
    expect(parseWorkerHeapMb(' 1024 ')).toBe(1024)
    expect(parseWorkerHeapMb('0')).toBeNull()
    expect(parseWorkerHeapMb('off')).toBeNull()
    expect(parseWorkerHeapMb('OFF')).toBeNull()
  })

  it('refuses anything else with a message naming the setting and the value', () => {
    for (const value of ['abc', '384MB', '1.5', '-1', '8', 'none']) {
      expect(() => parseWorkerHeapMb(value), value).toThrow(
        `WORKER_HEAP_MB must be a whole number of megabytes (at least 16), or 0 or "off" for no cap, got "${value}"`,
      )
    }
  })
})

describe('body limits', () => {
  const MULTIPART = 'multipart/form-data; boundary=x'

  it('takes 40 MB for the catalogue import, 10 MB for every other upload and 1 MB for any other body', () => {
    expect(bodyLimitOf('/api/staff/catalogue/import', MULTIPART)).toBe(MAX_CATALOGUE_UPLOAD_BYTES)
    expect(MAX_CATALOGUE_UPLOAD_BYTES).toBe(40 * 1024 * 1024)
    for (const pathname of [
      '/api/media',
      '/api/shop/return/create',
      '/api/staff/catalogue/import/x',
      '/api/staff/catalogue/imports/1/revert',
    ]) {
      expect(bodyLimitOf(pathname, MULTIPART), pathname).toBe(MAX_UPLOAD_BODY_BYTES)
    }
    expect(MAX_UPLOAD_BODY_BYTES).toBe(10 * 1024 * 1024)
    expect(bodyLimitOf('/api/staff/catalogue/import', 'application/json')).toBe(MAX_JSON_BODY_BYTES)
    expect(bodyLimitOf('/api/products', '')).toBe(MAX_JSON_BODY_BYTES)
  })
})
