import type { PayloadRequest } from 'payload'

import { appendDocument } from '../append'
import type { ChangeRecordRow, Writer } from '../records'

const KV_COLLECTION = 'payload-kv'

/**
 * `setKeyValues` through Payload's database API: one conditional write per key on its row; only when none matched,
 * the row is looked for and made (its key is unique: of two processes making it at once, the other's transaction
 * fails and is tried again as any write conflict is).
 */
export async function setKeyValuesThroughPayload(writer: Writer, entries: { key: string; data: Record<string, unknown> }[]): Promise<void> {
  const { payload } = writer
  for (const { key, data } of entries) {
    const where = { key: { equals: key } }
    const written = await payload.db.updateOne({
      collection: KV_COLLECTION,
      where,
      data: { data },
      options: { atomic: true },
      req: writer,
      returning: true,
    })
    if (written) continue
    if (await payload.db.findOne({ collection: KV_COLLECTION, where, req: writer })) continue
    await payload.db.create({ collection: KV_COLLECTION, data: { key, data }, req: writer, returning: false })
  }
}

/** `appendChangeRecord` through Payload's database API. */
export async function appendChangeRecordThroughPayload(writer: Writer, record: ChangeRecordRow): Promise<void> {
  await appendDocument(writer as PayloadRequest, 'catalogue-changes', record)
}
