import type { Payload } from 'payload'

import { onCatalogueRead } from '../catalogue/snapshot'
import { databaseKindOf } from '../../database'
import { env } from '../../env'
import { SERVER_HOOKS_KEY } from '../../lib/server-shared.mjs'
import { lastBackupAt } from '../backup'
import { sessionToken, signedInUser, type SignedIn } from './identity'
import { observeCatalogueRead, readLastBackupFrom } from './metrics'
import { noteDatabaseFile, readiness, type Readiness } from './readiness'

export { countOrderPlaced, countPaymentFailure, countRateLimitRefusal } from './metrics'

/** What the production server (scripts/serve.mjs) asks of the process once Payload has started in it. */
export type ServerHooks = {
  /** Payload's logger: the request lines and the server's own errors go through it. */
  logger: Payload['logger']
  readiness(): Promise<Readiness>
  /** The signed-in customer or staff member a request's token names, for its log line. */
  signedIn(authorization: string | undefined, cookie: string | undefined): SignedIn | null
}

/**
 * Registers the server hooks of this process, reports every catalogue read to the metrics, and gives the backup age
 * its source. The shop backs up only the embedded database (cms/services/backup); on MongoDB the gauge reads NaN,
 * as the database's own backups are watched where they are made.
 */
export function registerServerHooks(payload: Payload): void {
  const { databaseUri } = env()
  const hooks: ServerHooks = {
    logger: payload.logger,
    readiness: () => readiness(payload, databaseUri),
    signedIn: (authorization, cookie) => signedInUser(sessionToken(authorization, cookie), payload.secret),
  }
  noteDatabaseFile(databaseUri)
  ;(globalThis as Record<symbol, unknown>)[SERVER_HOOKS_KEY] = hooks
  onCatalogueRead(observeCatalogueRead)
  if (databaseKindOf(payload) === 'sqlite') readLastBackupFrom(() => lastBackupAt(payload))
}
