import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { acceptedEncodings, servePrecompressed } from './precompressed-files.mjs'

const SCRIPT = 'export const answer = 42;\n'.repeat(50)
let dist: string

type Answer = { status: number; headers: Record<string, string | number>; body: Buffer | undefined }

async function get(url: string, acceptEncoding?: string, method = 'GET'): Promise<Answer | null> {
  const answer: Answer = { status: 0, headers: {}, body: undefined }
  const res = {
    writeHead(status: number, headers: Record<string, string | number>) {
      answer.status = status
      answer.headers = headers
    },
    end(body?: Buffer) {
      answer.body = body
    },
  }
  const req = { method, url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }
  return (await servePrecompressed(req, res, dist)) ? answer : null
}

beforeAll(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'precompressed-'))
  fs.mkdirSync(path.join(dist, 'js'))
  fs.writeFileSync(path.join(dist, 'js/index-abc.js'), SCRIPT)
  fs.writeFileSync(path.join(dist, 'js/index-abc.js.br'), zlib.brotliCompressSync(SCRIPT))
  fs.writeFileSync(path.join(dist, 'js/index-abc.js.gz'), zlib.gzipSync(SCRIPT))
  fs.writeFileSync(path.join(dist, 'js/plain-abc.js'), SCRIPT)
})

afterAll(() => fs.rmSync(dist, { recursive: true, force: true }))

describe('precompressed build files (scripts/lib/precompressed-files.mjs)', () => {
  it('reads which codings an Accept-Encoding header allows, q=0 refusing one', () => {
    expect([...acceptedEncodings('gzip, deflate, br, zstd')]).toEqual(['gzip', 'deflate', 'br', 'zstd'])
    expect([...acceptedEncodings('br;q=0, gzip;q=0.8')]).toEqual(['gzip'])
    expect([...acceptedEncodings(undefined)]).toEqual([])
  })

  it('sends brotli to a browser that takes it, else gzip, with Vary and a year of immutable caching', async () => {
    const br = await get('/js/index-abc.js', 'gzip, deflate, br, zstd')
    expect(br?.headers['Content-Encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(br!.body!).toString()).toBe(SCRIPT)
    expect(br?.headers).toMatchObject({
      'Content-Type': 'text/javascript; charset=utf-8',
      Vary: 'Accept-Encoding',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Length': br!.body!.length,
    })
    const gz = await get('/js/index-abc.js?v=1', 'gzip, br;q=0')
    expect(gz?.headers['Content-Encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gz!.body!).toString()).toBe(SCRIPT)
  })

  it('answers HEAD without a body', async () => {
    const head = await get('/js/index-abc.js', 'br', 'HEAD')
    expect(head?.status).toBe(200)
    expect(head?.body).toBeUndefined()
  })

  it('leaves to Next.js a client without compression, a file without copies, other addresses and methods', async () => {
    expect(await get('/js/index-abc.js')).toBeNull()
    expect(await get('/js/index-abc.js', 'identity')).toBeNull()
    expect(await get('/js/plain-abc.js', 'br, gzip')).toBeNull()
    expect(await get('/js/missing-abc.js', 'br, gzip')).toBeNull()
    expect(await get('/js/../index-abc.js', 'br, gzip')).toBeNull()
    expect(await get('/api/shop/category', 'br, gzip')).toBeNull()
    expect(await get('/js/index-abc.js', 'br, gzip', 'POST')).toBeNull()
  })
})
