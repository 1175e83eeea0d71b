// Payload's logger (pino), as every server process uses it: one JSON line per event in production, readable lines in
// development, and nothing secret in either (log-masking.ts). docs/decisions/021-health-logs-metrics.md.
import type { Config } from 'payload'
import { destination as pinoDestination, type LoggerOptions } from 'pino'
import { build as prettyStream } from 'pino-pretty'

import { maskDeep, maskError, maskText } from './log-masking'
import { REQUEST_CONTEXT_KEY, type LOG_LEVELS } from './server-shared.mjs'

type LogLevel = (typeof LOG_LEVELS)[number]

/** The request being handled, set by the production server (scripts/lib/request-log.mjs) around each request. */
type RequestContext = { getStore(): { reqId: string } | undefined }

/** The id of the request a line is written in, so that an error logged deep inside Payload names its request. */
function requestIdOfLine(): Record<string, unknown> {
  const store = ((globalThis as Record<symbol, unknown>)[REQUEST_CONTEXT_KEY] as RequestContext | undefined)?.getStore()
  return store ? { reqId: store.reqId } : {}
}

/** The pino options of the shop's logger: level, masking of every line, errors with their stacks (masked). */
export function loggerOptions(level: LogLevel): LoggerOptions {
  return {
    level,
    mixin: requestIdOfLine,
    serializers: { err: (error: unknown) => (error instanceof Error ? maskError(error) : maskDeep(error)) },
    formatters: { log: (line: Record<string, unknown>) => maskDeep(line) as Record<string, unknown> },
    hooks: {
      // A message given as text (`logger.info('…')`, or after an object) is masked like the line's fields.
      logMethod(args, method) {
        method.apply(this, args.map((arg) => (typeof arg === 'string' ? maskText(arg) : arg)) as Parameters<typeof method>)
      },
    },
  }
}

/** Payload's `logger` setting: JSON lines on stdout in production, pino-pretty in development. */
export function loggerConfig(level: LogLevel, production: boolean): NonNullable<Config['logger']> {
  const destination = production
    ? pinoDestination({ dest: 1, sync: true })
    : prettyStream({ colorize: true, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss', sync: true })
  return { options: { name: 'payload', ...loggerOptions(level) }, destination }
}
