import type { Payload } from 'payload'

import { applyMigrationsOutsideProduction } from './database'
import { registerFastReads } from './endpoints/fastReads'

/** Runs once when Payload starts in a process: schema first, then the fast path for cached reads. */
export async function onInit(payload: Payload): Promise<void> {
  await applyMigrationsOutsideProduction(payload)
  registerFastReads(payload.config)
}
