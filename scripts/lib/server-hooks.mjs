// What a server process gets from the shop once Payload has started in it (cms/services/observability/index.ts), and
// the logger of the moments before that. docs/decisions/021-health-logs-metrics.md.
import { pino } from 'pino'

/**
 * @typedef {{
 *   logger: import('pino').Logger,
 *   readiness(): Promise<{ ready: boolean, checks: Record<string, string> }>,
 *   signedIn(authorization: string | undefined, cookie: string | undefined): { collection: string, id: string } | null,
 * }} ServerHooks
 */

const SERVER_HOOKS_KEY = Symbol.for('nuvo.shop.serverHooks')
const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])

/** @returns {ServerHooks | undefined} registered by cms/onInit.ts when Payload starts in this process */
export const serverHooks = () => globalThis[SERVER_HOOKS_KEY]

/**
 * Until Payload has started (and if it cannot start), lines go to a pino logger of the same level and shape; a
 * LOG_LEVEL that is not a level is refused by cms/env.ts when the process starts, so it falls back to info here.
 */
const bootLogger = pino({ name: 'server', level: LEVELS.has(process.env.LOG_LEVEL ?? '') ? process.env.LOG_LEVEL : 'info' })

/** Payload's logger once Payload has started in this process, the boot logger before. */
export const serverLogger = () => serverHooks()?.logger ?? bootLogger
