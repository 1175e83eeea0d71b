import { randomBytes } from 'node:crypto'

/**
 * An id for a row of an array field, as Payload's create operation gives it (24 hex digits), for documents written
 * straight through the database adapter.
 */
export const rowId = (): string => randomBytes(12).toString('hex')
