import { randomBytes, randomUUID } from 'node:crypto'

import type { CollectionSlug, PayloadRequest } from 'payload'

/**
 * A new document id of the kind the adapter stores: a UUID on SQLite (the shop's `idType`), an ObjectId's 24 hex
 * digits on MongoDB (4 bytes of seconds, 8 random).
 */
function newDocumentId(req: Pick<PayloadRequest, 'payload'>): string {
  if (req.payload.db.name === 'sqlite') return randomUUID()
  const seconds = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0')
  return seconds + randomBytes(8).toString('hex')
}

/**
 * Appends a document through the adapter in `req`'s transaction, with an id made here, and answers the id: one
 * insert, nothing read back. Hooks do not run: only for append-only records no hook watches on create.
 */
export async function appendDocument(req: PayloadRequest, collection: CollectionSlug, data: Record<string, unknown>): Promise<string> {
  const id = newDocumentId(req)
  await req.payload.db.create({ collection, data, customID: id, req, returning: false })
  return id
}
