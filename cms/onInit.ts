import type { Payload } from 'payload'

import { applyMigrationsOutsideProduction } from './database'
import { registerDirectShopApi } from './endpoints/direct'

/** Runs once when Payload starts in a process: schema first, then the production server's direct shop API. */
export async function onInit(payload: Payload): Promise<void> {
  await applyMigrationsOutsideProduction(payload)
  registerDirectShopApi(payload.config)
}
