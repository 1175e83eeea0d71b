/** Runs once when the Next.js server starts (before it serves requests); its Node.js part lives in instrumentation-node.ts. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') (await import('./instrumentation-node')).registerOnNode()
}
