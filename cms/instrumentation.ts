import { CONFIG_ERROR_EXIT_CODE } from './lib/server-shared.mjs'

/** Runs once when the Next.js server starts (before it serves requests). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { ConfigError, env } = await import('./env')
  // Payload reads the configuration on the first request; a wrong setting stops the server now, with its reason.
  try {
    env()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(`✖ ${error.message}`)
    process.exit(CONFIG_ERROR_EXIT_CODE)
  }
  const { distrustForwardedFor } = await import('./services/rate-limit/client-ip')
  distrustForwardedFor()
}
