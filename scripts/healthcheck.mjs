// @ts-check
// The container's health check (Dockerfile HEALTHCHECK, docker-compose.yml): healthy while this container's server is
// ready for traffic (GET /api/ready answers 200). Usage: node scripts/healthcheck.mjs [path], default /api/ready.
const path = process.argv[2] ?? '/api/ready'
const port = process.env.PORT ?? 3000

try {
  const answer = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(3_000) })
  if (!answer.ok) console.error(`${path} answered ${answer.status}: ${await answer.text()}`)
  process.exit(answer.ok ? 0 : 1)
} catch (error) {
  console.error(`${path} did not answer: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
}
