import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { MAX_PRODUCT_DOCUMENT_BYTES } from '../../../contract/compliance'

/** A product document is a PDF of at most `MAX_PRODUCT_DOCUMENT_BYTES`: a larger upload is refused with a 413. */
export const refuseOversizedDocument: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  const size = req.file?.size
  if ((operation === 'create' || operation === 'update') && typeof size === 'number' && size > MAX_PRODUCT_DOCUMENT_BYTES) {
    throw new APIError(`A product document is at most ${MAX_PRODUCT_DOCUMENT_BYTES / (1024 * 1024)} MB`, 413, undefined, true)
  }
  return args
}
