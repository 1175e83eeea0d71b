// @ts-check
// One line that names why a test failed, for the summary at the end of `npm test`.

/**
 * vitest keeps the stack of a placeholder error on the error it throws when a test runs past its time limit, and its
 * JSON report holds only that stack: the whole failure then reads `Error: STACK_TRACE_ERROR`.
 */
const VITEST_TIMEOUT = /^Error: STACK_TRACE_ERROR\b/

/**
 * The first non-empty line of a failure message (at most 240 characters); a vitest timeout is said as one, with the
 * test's duration when it is known.
 * @param {unknown} message
 * @param {number} [durationMs]
 */
export function failureLine(message, durationMs) {
  const first =
    String(message ?? '')
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim()
      .slice(0, 240) ?? ''
  if (!VITEST_TIMEOUT.test(first)) return first
  return typeof durationMs === 'number' ? `timed out after ${(durationMs / 1000).toFixed(1)} s` : 'timed out'
}
