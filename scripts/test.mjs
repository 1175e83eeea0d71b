// @ts-check
// `npm test`: type check, lint, format check (Prettier), unused exports (knip), unit and integration tests (vitest), the shop API contract
// tests against a seeded production server, then the browser tests (Playwright, Debian's Chromium). Ends with one
// summary line.
import fs from 'node:fs'
import path from 'node:path'

import { failureLine } from './lib/failure-line.mjs'
import { buildIfNeeded, ROOT, run } from './lib/project.mjs'

const reports = path.join(ROOT, 'test-results')
fs.mkdirSync(reports, { recursive: true })
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!fs.existsSync(chromium)) {
  console.error(`Chromium is missing at ${chromium}: apt-get install -y chromium (or set CHROMIUM_PATH).`)
  process.exit(1)
}

await buildIfNeeded()

const env = { NEXT_TELEMETRY_DISABLED: '1', CHROMIUM_PATH: chromium }
const vitestReport = (/** @type {string} */ name) => path.join(reports, `vitest-${name}.json`)
const suites = [
  {
    name: 'unit + integration + database boundary (SQLite)',
    report: vitestReport('local'),
    kind: 'vitest',
    args: ['vitest', 'run', '--project', 'unit', '--project', 'int', '--project', 'db'],
  },
  { name: 'shop API', report: vitestReport('api'), kind: 'vitest', args: ['vitest', 'run', '--project', 'api'] },
  {
    name: 'browser',
    report: path.join(reports, 'playwright.json'),
    kind: 'playwright',
    args: ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', '--reporter=list,json'],
  },
]

let passed = 0
let failed = 0
let exitCode = 0
/** @type {string[]} what failed, named again just above the summary line so that the tail of a long log says it */
const failures = []
/** @type {string[]} tests that failed once and passed when run again (CI runs a failed test twice) */
const flaky = []

/**
 * Failed tests of a vitest JSON report, and files that failed outside any test (an import or a hook).
 * @param {string} suite
 * @param {any} report
 */
function vitestFailures(suite, report) {
  for (const file of report.testResults ?? []) {
    const where = path.relative(ROOT, file.name)
    const failedTests = (file.assertionResults ?? []).filter((/** @type {any} */ test) => test.status === 'failed')
    for (const test of failedTests)
      failures.push(`${suite}: ${where} › ${test.fullName} — ${failureLine(test.failureMessages?.[0], test.duration)}`)
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'passed' && test.failureMessages?.length > 0) {
        flaky.push(`${suite}: ${where} › ${test.fullName} — ${failureLine(test.failureMessages[0], test.duration)}`)
      }
    }
    if (failedTests.length === 0 && file.status === 'failed') failures.push(`${suite}: ${where} — ${failureLine(file.message)}`)
  }
}

/**
 * Tests of a Playwright JSON report that failed on their last try.
 * @param {any} suiteOfSpecs
 */
function playwrightFailures(suiteOfSpecs) {
  for (const spec of suiteOfSpecs.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === 'flaky') {
        flaky.push(`browser: ${spec.file}:${spec.line} › ${spec.title} — ${failureLine(test.results?.[0]?.error?.message)}`)
      }
      if (test.status !== 'unexpected') continue
      const last = test.results?.at(-1)
      failures.push(`browser: ${spec.file}:${spec.line} › ${spec.title} — ${failureLine(last?.error?.message)}`)
    }
  }
  for (const inner of suiteOfSpecs.suites ?? []) playwrightFailures(inner)
}

/**
 * A check that passes or fails as a whole (a type check, the linter) counts as one test.
 * @param {number} code
 * @param {string} name
 */
function countCheck(code, name) {
  if (code === 0) passed += 1
  else {
    failed += 1
    exitCode = 1
    failures.push(`check: ${name} (exit ${code})`)
  }
}

console.log('\n▶ type check')
for (const project of ['tsconfig.json', 'storefront/tsconfig.json'])
  countCheck(await run('npx', ['tsc', '--noEmit', '-p', project]), `type check of ${project}`)
console.log('\n▶ lint')
countCheck(await run('npx', ['eslint', '.']), 'lint')
console.log('\n▶ format')
countCheck(await run('npx', ['prettier', '--check', '--log-level', 'warn', '.']), 'format')
console.log('\n▶ unused files, exports and dependencies (knip)')
countCheck(await run('npx', ['knip', '--no-progress']), 'knip')
for (const suite of suites) {
  console.log(`\n▶ ${suite.name}`)
  fs.rmSync(suite.report, { force: true })
  const failuresBefore = failures.length
  const args =
    suite.kind === 'vitest' ? [...suite.args, '--reporter=default', '--reporter=json', `--outputFile.json=${suite.report}`] : suite.args
  const code = await run('npx', args, { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: suite.report })
  if (code !== 0) exitCode = 1
  if (!fs.existsSync(suite.report)) {
    console.error(`✖ ${suite.name}: no report written (exit ${code})`)
    failures.push(`${suite.name}: no report written (exit ${code})`)
    failed += 1
    continue
  }
  const report = JSON.parse(fs.readFileSync(suite.report, 'utf8'))
  if (suite.kind === 'vitest') {
    passed += report.numPassedTests
    failed += report.numFailedTests
    vitestFailures(suite.name, report)
  } else {
    passed += report.stats.expected + report.stats.flaky
    failed += report.stats.unexpected
    playwrightFailures(report)
  }
  if (code !== 0 && failures.length === failuresBefore) failures.push(`${suite.name}: exit ${code} with no failed test in its report`)
}

if (flaky.length > 0) {
  console.log('\n⚠ passed only when run again:')
  for (const test of flaky) console.log(`  ${test}`)
}
if (failures.length > 0) {
  console.log('\n✖ failed:')
  for (const failure of failures) console.log(`  ${failure}`)
}

console.log(`\n${passed} passed, ${failed} failed`)
process.exit(exitCode || (failed > 0 ? 1 : 0))
