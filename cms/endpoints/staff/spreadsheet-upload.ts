import type { PayloadRequest } from 'payload'

import { HttpError } from '../../lib/http-errors'
import { boundedBodyStream } from '../../lib/oversized-body'
import { badRequest } from '../http'

/**
 * The form of a multipart upload within `maxBytes` (413 beyond it), parsed as the body streams in, with its "file"
 * field; `sendAs` says how to send it when the body is not such a form.
 */
export async function readSpreadsheetForm(
  req: PayloadRequest,
  maxBytes: number,
  sendAs: string,
): Promise<{ form: FormData; fileName: string; file: Uint8Array }> {
  const contentType = req.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data/i.test(contentType)) throw badRequest(sendAs)
  const body = req.body && boundedBodyStream(req.body, req.headers.get('content-length'), maxBytes)
  let form: FormData
  try {
    form = await new Response(body, { headers: { 'Content-Type': contentType } }).formData()
  } catch (error) {
    if (error instanceof HttpError) throw error
    throw badRequest(sendAs)
  }
  const file = form.get('file')
  if (!(file instanceof Blob)) throw badRequest(sendAs)
  return { form, fileName: (file as File).name, file: new Uint8Array(await file.arrayBuffer()) }
}
