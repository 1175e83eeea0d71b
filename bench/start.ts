/**
 * npm run bench:start [-- --install] [--restarts 1] [--ref <commit>] [--keep]
 *
 * A newcomer's first `npm start`: clones the repository's committed HEAD (or --ref, to compare with an older
 * commit) into a temporary folder, gives it
 * node_modules (hard links to this checkout's, or with --install a timed `npm install`), then times `npm start` until
 * the home page is served (build, migrations, seed, server), stops it and times each restart the same way. Prints the
 * phases as seconds since the start, the CPU time of each run (all its processes) and the load average around it: the
 * machine may be shared, and wall times mean little without it.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

const ROOT = path.resolve(import.meta.dirname, '..')

const { values } = parseArgs({
  options: {
    install: { type: 'boolean', default: false },
    restarts: { type: 'string', default: '1' },
    ref: { type: 'string', default: 'HEAD' },
    keep: { type: 'boolean', default: false },
    'timeout-min': { type: 'string', default: '30' },
  },
})
const restarts = Number(values.restarts)
const timeoutMs = Number(values['timeout-min']) * 60_000
if (!Number.isInteger(restarts) || restarts < 0 || !(timeoutMs > 0)) {
  console.error('--restarts is a whole number (default 1), --timeout-min a number of minutes (default 30)')
  process.exit(1)
}

/** Lines of `npm start`'s output that mark a phase; the first line matching each is timed (`last`: the last one). */
const PHASES: { name: string; pattern: RegExp; last?: boolean }[] = [
  { name: 'build started', pattern: /Building the storefront and the CMS/ },
  { name: 'storefront built (Vite)', pattern: /✓ built in/ },
  { name: 'CMS compiled (Next.js)', pattern: /Compiled successfully in/ },
  { name: 'CMS build done', pattern: /Finalizing page optimization/ },
  { name: 'build cache written', pattern: /Finished writing to filesystem cache/ },
  { name: 'migrations started', pattern: /Migrating: / },
  { name: 'migrations done', pattern: /Migrated: /, last: true },
  { name: 'seed images made', pattern: /seed: images drawn and uploaded/ },
  { name: 'seed done', pattern: /seed: done in|seed: the database already has a catalogue/ },
  { name: 'server listening', pattern: /Ready on http/ },
]

interface Run {
  label: string
  seconds: number
  built: boolean
  phases: Map<string, number>
  cpuSeconds: number | null
  loadBefore: string
  loadAfter: string
}

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')

/** User + system CPU seconds of this process's finished children (and theirs), from /proc; null elsewhere. */
function childrenCpuSeconds(): number | null {
  try {
    const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ')
    const ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100
    return (Number(fields[13]) + Number(fields[14])) / ticksPerSecond
  } catch {
    return null
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

async function homeAnswers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) })
    await response.arrayBuffer()
    return response.status === 200 && (response.headers.get('content-type') ?? '').startsWith('text/html')
  } catch {
    return false
  }
}

/** The environment of a newcomer's shell: none of this checkout's database, media or build settings. */
function newcomerEnv(port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port) }
  for (const name of ['NEXT_DIST_DIR', 'DATABASE_URI', 'APP_ROOT', 'PAYLOAD_SECRET', 'PUBLIC_URL', 'NODE_ENV', 'NODE_OPTIONS']) {
    delete env[name]
  }
  return env
}

/** Runs `npm start` in `dir` until the home page answers, then stops it (SIGTERM) and waits for it to exit. */
async function timeStart(dir: string, label: string, logFile: string): Promise<Run> {
  const port = await freePort()
  const loadBefore = load()
  const cpuBefore = childrenCpuSeconds()
  const started = performance.now()
  const elapsed = () => (performance.now() - started) / 1000
  const child = spawn('npm', ['start'], { cwd: dir, env: newcomerEnv(port), detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  const log = fs.createWriteStream(logFile)
  const phases = new Map<string, number>()
  let built = false
  const onLine = (line: string) => {
    log.write(`${elapsed().toFixed(1).padStart(7)} ${line}\n`)
    if (PHASES[0].pattern.test(line)) built = true
    for (const phase of PHASES) {
      if (phase.pattern.test(line) && (phase.last || !phases.has(phase.name))) phases.set(phase.name, elapsed())
    }
  }
  for (const stream of [child.stdout, child.stderr]) {
    let rest = ''
    stream.setEncoding('utf8')
    stream.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n')
      rest = lines.pop() ?? ''
      lines.forEach(onLine)
    })
  }
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  let early: number | null | undefined
  void exited.then((code) => (early = code))
  const url = `http://127.0.0.1:${port}/`
  while (!(await homeAnswers(url))) {
    if (early !== undefined) throw new Error(`npm start exited (code ${early}) before the home page answered; see ${logFile}`)
    if (performance.now() - started > timeoutMs) {
      process.kill(-child.pid!, 'SIGKILL')
      throw new Error(`the home page did not answer within ${values['timeout-min']} minutes; see ${logFile}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const seconds = elapsed()
  const loadAfter = load()
  await stop(child.pid!, exited)
  log.end()
  const cpuAfter = childrenCpuSeconds()
  const cpuSeconds = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore
  return { label, seconds, built, phases, cpuSeconds, loadBefore, loadAfter }
}

/** The process that runs scripts/start.mjs under `npm start` (npm may start it through a shell), on Linux. */
function startScriptPid(npmPid: number): number | undefined {
  const queue = [npmPid]
  for (let pid = queue.shift(); pid !== undefined; pid = queue.shift()) {
    try {
      if (fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes('scripts/start.mjs')) return pid
      queue.push(...fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number))
    } catch {
      return undefined
    }
  }
  return undefined
}

/**
 * Stops `npm start` as a terminal's Ctrl+C would, but through scripts/start.mjs: npm exits on a signal without
 * waiting for its child, whose CPU time would then never be counted. Anything left after a minute is killed.
 */
async function stop(npmPid: number, exited: Promise<unknown>): Promise<void> {
  process.kill(startScriptPid(npmPid) ?? -npmPid, 'SIGTERM')
  const late = setTimeout(() => process.kill(-npmPid, 'SIGKILL'), 60_000)
  await exited
  clearTimeout(late)
}

function report(run: Run): void {
  const cpu = run.cpuSeconds === null ? '' : `, CPU ${run.cpuSeconds.toFixed(0)} s`
  console.log(`\n${run.label}: home page served after ${run.seconds.toFixed(1)} s${run.built ? ' (built first)' : ''}${cpu}`)
  console.log(`  load average (1, 5, 15 min) before ${run.loadBefore}, after ${run.loadAfter}`)
  for (const [name, at] of [...run.phases].sort((a, b) => a[1] - b[1])) console.log(`  ${at.toFixed(1).padStart(7)} s  ${name}`)
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'nuvo-bench-start-'))
const dir = path.join(work, 'shop')
let finished = false
try {
  const commit = spawnSync('git', ['rev-parse', '--short', values.ref], { cwd: ROOT, encoding: 'utf8' }).stdout.trim()
  if (!commit) throw new Error(`no commit ${values.ref}`)
  console.log(`Cloning ${commit} into ${dir} (committed files only); logs in ${work}`)
  const clone = spawnSync('git', ['clone', '-q', ROOT, dir], { stdio: 'inherit' })
  const checkout = spawnSync('git', ['checkout', '-q', commit], { cwd: dir, stdio: 'inherit' })
  if (clone.status !== 0 || checkout.status !== 0) throw new Error('git clone failed')
  if (values.install) {
    const loadBefore = load()
    const started = performance.now()
    const install = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit', env: newcomerEnv(0) })
    if (install.status !== 0) throw new Error('npm install failed')
    console.log(`\nnpm install: ${((performance.now() - started) / 1000).toFixed(1)} s (load before ${loadBefore}, after ${load()})`)
  } else {
    const link = spawnSync('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules')], { stdio: 'inherit' })
    if (link.status !== 0) throw new Error('linking node_modules failed')
    console.log("node_modules: hard links to this checkout's (npm run bench:start -- --install times a real install)")
  }
  const runs: Run[] = [await timeStart(dir, 'first start', path.join(work, 'start-0.log'))]
  report(runs[0])
  for (let i = 1; i <= restarts; i += 1) {
    runs.push(await timeStart(dir, `restart ${i}`, path.join(work, `start-${i}.log`)))
    report(runs[i])
  }
  finished = true
} finally {
  if (values.keep || !finished) console.log(`\nKept ${work} (the clone and each start's log)`)
  else fs.rmSync(work, { recursive: true, force: true })
}
