import { ConfigError, env } from './env'
import { CONFIG_ERROR_EXIT_CODE } from './lib/server-shared.mjs'
import { distrustForwardedFor } from './services/rate-limit/client-ip'

/**
 * The Node.js part of start-up (cms/instrumentation.ts): Payload reads the configuration on the first request; a wrong
 * setting stops the server now, with its reason. Kept apart so that Next.js never compiles it for the Edge runtime.
 */
export function registerOnNode(): void {
  try {
    env()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(`✖ ${error.message}`)
    process.exit(CONFIG_ERROR_EXIT_CODE)
  }
  distrustForwardedFor()
}
