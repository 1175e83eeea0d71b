/**
 * Whether this process is one of the shop's long-running servers: one-off scripts (seed, backup, restore: run as .ts
 * files), migrations and builds start Payload too, but never run the schedules.
 */
export function isLongRunningServer(): boolean {
  return (
    process.env.NEXT_PHASE !== 'phase-production-build' &&
    process.env.PAYLOAD_MIGRATING !== 'true' &&
    !/\.[cm]?ts$/.test(process.argv[1] ?? '')
  )
}
