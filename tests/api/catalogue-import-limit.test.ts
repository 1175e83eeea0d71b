import { describe, expect, it } from 'vitest'

import type { ImportPreview } from '../../cms/contract/catalogue-io'
import { baseUrl, newIp, staffToken } from '../helpers/api'
import { importForm } from '../helpers/catalogue-file'
import { upload } from '../helpers/uploads'

/**
 * The catalogue import takes bodies of up to 40 MB (the CSV of a 34,000-code catalogue is 11.4 MB), every other upload
 * 10 MB: at the production server's front door (by declared length) and where Payload REST reads the body (by bytes).
 */
const MB = 1024 * 1024
const importUrl = (query: string) => `${baseUrl()}/api/staff/catalogue/import?${query}`

async function asEditor() {
  return { Authorization: `JWT ${await staffToken('editor')}`, 'X-Forwarded-For': newIp() }
}

/** `size` bytes streamed to `path` without a declared length (chunked), as a multipart upload of the editor. */
async function streamed(path: string, size: number) {
  const reply = await upload(`${baseUrl()}${path}`, size, { 'Content-Type': 'multipart/form-data; boundary=x', ...(await asEditor()) })
  return { status: reply.status, message: (JSON.parse(reply.text) as { message: string }).message }
}

/** `size` bytes announced with Content-Length to `path`, as a multipart upload of the editor. */
async function announced(path: string, size: number) {
  const reply = await upload(`${baseUrl()}${path}`, size, {
    'Content-Type': 'multipart/form-data; boundary=x',
    'Content-Length': String(size),
    ...(await asEditor()),
  })
  return { status: reply.status, message: (JSON.parse(reply.text) as { message: string }).message }
}

describe("the catalogue import's upload limit", () => {
  it('previews a valid CSV over 10 MB: the exported catalogue followed by empty lines, with zero changes', async () => {
    const exported = await fetch(`${baseUrl()}/api/staff/catalogue/export?format=csv`, { headers: await asEditor() })
    expect(exported.status).toBe(200)
    const csv = Buffer.from(await exported.arrayBuffer())
    const padded = Buffer.concat([csv, Buffer.alloc(11 * MB - csv.length, '\n')])
    expect(padded.length).toBeGreaterThan(10 * MB)

    const response = await fetch(importUrl('dryRun=1'), {
      method: 'POST',
      body: importForm(padded, 'catalogue.csv'),
      headers: await asEditor(),
    })
    const body = (await response.json()) as ImportPreview & { message?: string }
    expect(response.status, body.message).toBe(200)
    expect(body.errors).toEqual([])
    expect(body.changes).toEqual([])
    expect(body.products.changed + body.products.new + body.codes.changed + body.codes.new).toBe(0)
    expect(body.codes.unchanged).toBeGreaterThan(10)
  })

  it('refuses a body over 40 MB with 413 naming the limit, whether its length is declared or not', async () => {
    const form = importForm(Buffer.alloc(41 * MB, '\n'), 'catalogue.csv')
    const response = await fetch(importUrl('dryRun=1'), { method: 'POST', body: form, headers: await asEditor() })
    expect(response.status).toBe(413)
    expect(((await response.json()) as { message: string }).message).toBe('Request body is larger than 40 MB')
    expect(await announced('/api/staff/catalogue/import?dryRun=1', 41 * MB)).toEqual({
      status: 413,
      message: 'Request body is larger than 40 MB',
    })
    expect(await streamed('/api/staff/catalogue/import?dryRun=1', 41 * MB)).toEqual({
      status: 413,
      message: 'Request body is larger than 40 MB',
    })
  })

  it('keeps 10 MB for every other upload: a media library upload over it is refused with 413', async () => {
    const refused = { status: 413, message: 'Request body is larger than 10 MB' }
    expect(await announced('/api/media', 11 * MB)).toEqual(refused)
    expect(await streamed('/api/media', 11 * MB)).toEqual(refused)
    expect(await announced('/api/staff/catalogue/imports/1/revert', 11 * MB)).toEqual(refused)
  })
})
