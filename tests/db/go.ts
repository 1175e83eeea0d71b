/**
 * A racer's wait for its start: resolves on the first line on stdin (`go`). When stdin ends first, the test that
 * started the racer is gone (it failed or timed out): the racer exits instead of waiting on for ever.
 */
export function waitForGo(): Promise<void> {
  return new Promise((resolve) => {
    process.stdin.once('data', () => resolve())
    process.stdin.once('end', () => process.exit(2))
  })
}
