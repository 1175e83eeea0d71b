// @ts-check
// What a server process gets from the shop once Payload has started in it (cms/services/observability/index.ts), and
// the logger of the moments before that. docs/decisions/021-health-logs-metrics.md.
import { pino } from 'pino'

import { LOG_LEVELS, SERVER_HOOKS_KEY } from '../../cms/lib/server-shared.mjs'

/** @import { ServerHooks } from '../../cms/services/observability' */

/** @type {Set<string>} */
const LEVELS = new Set(LOG_LEVELS)

/** @returns {ServerHooks | undefined} registered by cms/on-init.ts when Payload starts in this process */
export const serverHooks = () =>
  /** @type {ServerHooks | undefined} */ (/** @type {Record<symbol, unknown>} */ (globalThis)[SERVER_HOOKS_KEY])

/**
 * Until Payload has started (and if it cannot start), lines go to a pino logger of the same level and shape; a
 * LOG_LEVEL that is not a level is refused by cms/env.ts when the process starts, so it falls back to info here.
 */
const bootLogger = pino({ name: 'server', level: LEVELS.has(process.env.LOG_LEVEL ?? '') ? process.env.LOG_LEVEL : 'info' })

/** Payload's logger once Payload has started in this process, the boot logger before. */
export const serverLogger = () => serverHooks()?.logger ?? bootLogger
