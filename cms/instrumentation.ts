/** Runs once when the Next.js server starts (before it serves requests). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { distrustForwardedFor } = await import('./services/rate-limit/client-ip')
  distrustForwardedFor()
}
