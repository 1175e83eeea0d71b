import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { TEST_KEYS } from '../helpers/test-keys'
import type { FakeServer } from './server'

export type StoredObject = { body: Buffer; contentType: string; etag: string; lastModified: Date }

/**
 * Stands in for an S3-compatible store (as MinIO would) so that the real `@aws-sdk/client-s3` of the storage plugin
 * talks to it: path-style `PUT`, `GET` (with `Range`), `HEAD` and `DELETE` of objects in the buckets it was started
 * with, objects kept in memory. Signatures are not checked, but a request without an `Authorization` header is
 * refused as S3 would refuse it. Multipart uploads are not needed: the plugin uses them only from 50 MB, and media
 * uploads are capped at 10 MB. `GET /__inspect` lists the objects (for a test in another process).
 */
export async function startFakeS3(buckets: string[]): Promise<FakeServer & { objects: Map<string, StoredObject>; requests: string[] }> {
  /** Keyed `<bucket>/<key>`. */
  const objects = new Map<string, StoredObject>()
  const requests: string[] = []

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const url = new URL(req.url ?? '/', 'http://fake-s3')
    const method = req.method ?? 'GET'
    requests.push(`${method} ${url.pathname}`)
    if (method === 'GET' && url.pathname === '/__inspect') {
      const listing = [...objects].map(([path, object]) => ({ path, size: object.body.length, contentType: object.contentType }))
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ objects: listing }))
      return
    }
    if (!req.headers.authorization) return sendError(res, method, 403, 'AccessDenied', 'Anonymous access is not allowed')
    const [bucket, ...keyParts] = url.pathname.slice(1).split('/')
    const key = keyParts.map((part) => decodeURIComponent(part)).join('/')
    if (!buckets.includes(bucket)) return sendError(res, method, 404, 'NoSuchBucket', 'The specified bucket does not exist')
    if (!key) return sendError(res, method, 501, 'NotImplemented', 'Only object requests are faked')
    if (url.searchParams.has('uploads') || url.searchParams.has('uploadId')) {
      return sendError(res, method, 501, 'NotImplemented', 'Multipart uploads are not faked')
    }
    const path = `${bucket}/${key}`
    if (method === 'PUT') {
      const body = decodeBody(Buffer.concat(chunks), req.headers)
      const etag = `"${createHash('md5').update(body).digest('hex')}"`
      const contentType = String(req.headers['content-type'] ?? 'application/octet-stream')
      objects.set(path, { body, contentType, etag, lastModified: new Date() })
      res.writeHead(200, { ETag: etag }).end()
      return
    }
    const object = objects.get(path)
    if (method === 'DELETE') {
      objects.delete(path)
      res.writeHead(204).end()
      return
    }
    if (method !== 'GET' && method !== 'HEAD') return sendError(res, method, 405, 'MethodNotAllowed', 'Method not allowed')
    if (!object) return sendError(res, method, 404, 'NoSuchKey', 'The specified key does not exist.')
    const headers: Record<string, string> = {
      'Content-Type': object.contentType,
      ETag: object.etag,
      'Last-Modified': object.lastModified.toUTCString(),
      'Accept-Ranges': 'bytes',
    }
    let body = object.body
    let status = 200
    const range = /^bytes=(\d+)-(\d*)$/.exec(String(req.headers.range ?? ''))
    if (range && method === 'GET') {
      const start = Number(range[1])
      const end = Math.min(range[2] ? Number(range[2]) : body.length - 1, body.length - 1)
      if (start > end) return sendError(res, method, 416, 'InvalidRange', 'The requested range is not satisfiable')
      headers['Content-Range'] = `bytes ${start}-${end}/${body.length}`
      body = body.subarray(start, end + 1)
      status = 206
    }
    headers['Content-Length'] = String(body.length)
    res.writeHead(status, headers).end(method === 'HEAD' ? undefined : body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** The settings that put a server's media into `bucket` of the fake (cms/storage/settings.ts). */
export function fakeS3Env(url: string, bucket: string): Record<string, string> {
  return {
    S3_BUCKET: bucket,
    S3_ENDPOINT: url,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: TEST_KEYS.s3AccessKeyId,
    S3_SECRET_ACCESS_KEY: TEST_KEYS.s3SecretAccessKey,
  }
}

function sendError(res: http.ServerResponse, method: string, status: number, code: string, message: string): void {
  const xml = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`
  res.writeHead(status, { 'Content-Type': 'application/xml' }).end(method === 'HEAD' ? undefined : xml)
}

/**
 * The SDK sends a streamed body as `aws-chunked` (`<hex size>[;chunk-signature=…]\r\n<bytes>\r\n…0\r\n<trailers>`),
 * with the object's real length in `x-amz-decoded-content-length`; a buffer arrives as it is.
 */
function decodeBody(raw: Buffer, headers: http.IncomingHttpHeaders): Buffer {
  const chunked = String(headers['content-encoding'] ?? '').includes('aws-chunked') || headers['x-amz-decoded-content-length'] !== undefined
  if (!chunked) return raw
  const parts: Buffer[] = []
  let offset = 0
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', offset)
    if (lineEnd < 0) break
    const size = parseInt(raw.subarray(offset, lineEnd).toString('latin1').split(';')[0], 16)
    if (!size) break
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size))
    offset = lineEnd + 2 + size + 2
  }
  return Buffer.concat(parts)
}
