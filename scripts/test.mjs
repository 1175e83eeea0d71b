// @ts-check
// `npm test`: type check, lint, format check (Prettier), unused exports (knip), unit and integration tests (vitest), the shop API contract
// tests against a seeded production server, then the browser tests (Playwright, Debian's Chromium). Ends with one
// summary line.
import fs from 'node:fs'
import path from 'node:path'

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

/**
 * A check that passes or fails as a whole (a type check, the linter) counts as one test.
 * @param {number} code
 */
function countCheck(code) {
  if (code === 0) passed += 1
  else {
    failed += 1
    exitCode = 1
  }
}

console.log('\n▶ type check')
for (const project of ['tsconfig.json', 'storefront/tsconfig.json']) countCheck(await run('npx', ['tsc', '--noEmit', '-p', project]))
console.log('\n▶ lint')
countCheck(await run('npx', ['eslint', '.']))
console.log('\n▶ format')
countCheck(await run('npx', ['prettier', '--check', '--log-level', 'warn', '.']))
console.log('\n▶ unused files, exports and dependencies (knip)')
countCheck(await run('npx', ['knip', '--no-progress']))
for (const suite of suites) {
  console.log(`\n▶ ${suite.name}`)
  fs.rmSync(suite.report, { force: true })
  const args =
    suite.kind === 'vitest' ? [...suite.args, '--reporter=default', '--reporter=json', `--outputFile.json=${suite.report}`] : suite.args
  const code = await run('npx', args, { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: suite.report })
  if (code !== 0) exitCode = 1
  if (!fs.existsSync(suite.report)) {
    console.error(`✖ ${suite.name}: no report written (exit ${code})`)
    failed += 1
    continue
  }
  const report = JSON.parse(fs.readFileSync(suite.report, 'utf8'))
  if (suite.kind === 'vitest') {
    passed += report.numPassedTests
    failed += report.numFailedTests
  } else {
    passed += report.stats.expected + report.stats.flaky
    failed += report.stats.unexpected
  }
}

console.log(`\n${passed} passed, ${failed} failed`)
process.exit(exitCode || (failed > 0 ? 1 : 0))
