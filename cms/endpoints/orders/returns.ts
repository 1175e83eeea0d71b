import type { PayloadRequest } from 'payload'

import { returnCreateRequestSchema } from '../../contract/after-sale'
import { readBoundedBody } from '../../lib/oversized-body'
import { MAX_UPLOAD_BODY_BYTES } from '../../lib/server-shared.mjs'
import type { Customer } from '../../payload-types'
import { addReturnPhotos, createReturn } from '../../services/after-sale/create-return'
import { myReturns } from '../../services/after-sale/my-returns'
import { returnsSeenBy } from '../../services/companies/orders-seen'
import type { Photo } from '../../services/after-sale/photos'
import { badRequest, json, parseBody, readJsonObject, requireCustomer, route } from '../http'

const isMultipart = (req: PayloadRequest) => /^multipart\/form-data/i.test(req.headers.get('content-type') ?? '')

/** A multipart body (within the upload limit): its fields and its `photos` files. */
async function readForm(req: PayloadRequest): Promise<{ form: FormData; photos: Photo[] }> {
  const raw = await readBoundedBody(
    (req.body ?? null) as ReadableStream<Uint8Array> | null,
    req.headers.get('content-length'),
    MAX_UPLOAD_BODY_BYTES,
  )
  let form: FormData
  try {
    form = await new Request('http://form.local/', {
      method: 'POST',
      headers: { 'content-type': req.headers.get('content-type')! },
      body: raw,
    }).formData()
  } catch {
    throw badRequest('Malformed multipart body')
  }
  const files = form.getAll('photos').filter((value): value is File => typeof value !== 'string')
  const photos = await Promise.all(
    files.map(async (file) => ({ name: file.name, type: file.type, bytes: Buffer.from(await file.arrayBuffer()) })),
  )
  return { form, photos }
}

/** JSON, or multipart with the JSON in its `data` field and the photos beside it. */
async function readReturnRequest(req: PayloadRequest): Promise<{ body: unknown; photos: Photo[] }> {
  if (!isMultipart(req)) return { body: await readJsonObject(req), photos: [] }
  const { form, photos } = await readForm(req)
  const data = form.get('data')
  if (typeof data !== 'string')
    throw badRequest('The data field (the request as JSON) is required', [{ field: 'data', message: 'Required' }])
  try {
    return { body: JSON.parse(data), photos }
  } catch {
    throw badRequest('The data field must be JSON', [{ field: 'data', message: 'Malformed JSON' }])
  }
}

export const returnRoutes = [
  /** `POST /return/create` → 201 `{returnId}`; 409 outside the window or above what is left; 404 for another's order. */
  route('post', '/return/create', async (req) => {
    const customer = requireCustomer(req) as Customer
    const { body, photos } = await readReturnRequest(req)
    const input = parseBody(returnCreateRequestSchema, body)
    return json(await createReturn(req, customer, input, photos), 201)
  }),
  /** `POST /return/:returnId/photos` (multipart `photos`) → `{returnId, photos}`: up to 5 in all, while REQUESTED. */
  route('post', '/return/:returnId/photos', async (req) => {
    const customer = requireCustomer(req) as Customer
    if (!isMultipart(req)) throw badRequest('Send the photos as multipart/form-data', [{ field: 'photos', message: 'multipart/form-data' }])
    const { photos } = await readForm(req)
    return json(await addReturnPhotos(req, customer, String(req.routeParams?.returnId ?? '').slice(0, 64), photos))
  }),
  /** `GET /return/getMyReturns` → `{data: [...]}`, newest first. */
  route('get', '/return/getMyReturns', async (req) => {
    const customer = requireCustomer(req)
    return json({ data: await myReturns(req, String(customer.id), await returnsSeenBy(req, String(customer.id))) })
  }),
]
