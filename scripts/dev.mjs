// `npm run dev`: the CMS in Next dev mode on PORT (3000) and the storefront's Vite dev server on 5173 with HMR,
// proxying /api, /admin and media to the CMS.
import { spawn } from 'node:child_process'

import { embeddedDefaults, ROOT, runOrExit } from './lib/project.mjs'

const port = process.env.PORT ?? '3000'
const env = { ...process.env, ...embeddedDefaults(), NEXT_TELEMETRY_DISABLED: '1', BACKEND_PORT: port }

await runOrExit('npx', ['tsx', 'seed/run.ts', '--if-empty'], env)
const children = [
  spawn('npx', ['next', 'dev', 'cms', '-p', port], { cwd: ROOT, stdio: 'inherit', env }),
  spawn('npx', ['vite', '--config', 'storefront/vite.config.ts', '--port', '5173'], { cwd: ROOT, stdio: 'inherit', env }),
]
console.log(`\n  Storefront (Vite)  http://localhost:5173/\n  Admin              http://localhost:${port}/admin\n`)
const stop = () => children.forEach((child) => child.kill('SIGTERM'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
children.forEach((child) => child.on('exit', (code) => { stop(); process.exitCode = code ?? 0 }))
