// @ts-check
// `npm run dev`: the CMS in Next dev mode on PORT (3000) and the storefront's Vite dev server on 5173 with HMR,
// proxying /api, /admin and media to the CMS. `npm run dev -- --fakes` also starts the local stand-ins for Razorpay,
// Resend and the e-invoice portal (scripts/dev-fakes.ts) and points the shop at them: online payment and emails work without keys.
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

import { embeddedDefaults, ROOT, runOrExit } from './lib/project.mjs'
import { TYPESCRIPT_NODE_ARGS } from '../cms/lib/typescript-process.mjs'

const port = process.env.PORT ?? '3000'
const env = { ...process.env, ...embeddedDefaults(), NEXT_TELEMETRY_DISABLED: '1', BACKEND_PORT: port }
const fakes = process.argv.includes('--fakes')
  ? spawn(process.execPath, [...TYPESCRIPT_NODE_ARGS, 'scripts/dev-fakes.ts'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] })
  : null
let mailbox = null
if (fakes) {
  const { value: line } = await createInterface({ input: fakes.stdout })[Symbol.asyncIterator]().next()
  if (typeof line !== 'string') {
    console.error('✖ The local stand-ins did not start (see above).')
    process.exit(1)
  }
  const { MAILBOX_URL, ...settings } = JSON.parse(line)
  Object.assign(env, settings)
  mailbox = MAILBOX_URL
}

await runOrExit(process.execPath, [...TYPESCRIPT_NODE_ARGS, 'seed/run.ts', '--if-empty'], env)
const children = [
  spawn('npx', ['next', 'dev', 'cms', '-p', port], { cwd: ROOT, stdio: 'inherit', env }),
  spawn('npx', ['vite', '--config', 'storefront/vite.config.ts', '--port', '5173'], { cwd: ROOT, stdio: 'inherit', env }),
  ...(fakes ? [fakes] : []),
]
const mailboxLine = mailbox ? `\n  Emails sent        ${mailbox}  (online payments: a local stand-in, no money moves)` : ''
console.log(`\n  Storefront (Vite)  http://localhost:5173/\n  Admin              http://localhost:${port}/admin${mailboxLine}\n`)
const stop = () => children.forEach((child) => child.kill('SIGTERM'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
children.forEach((child) =>
  child.on('exit', (code) => {
    stop()
    process.exitCode = code ?? 0
  }),
)
