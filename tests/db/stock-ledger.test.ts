import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { balanceDifferences, mainWarehouse, recordMovements } from '../../cms/services/stock'
import { databaseUnderTest } from './database-under-test'

let payload: Payload
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, cleanup } = await databaseUnderTest('stock'))
})
afterAll(() => cleanup?.())

/**
 * What the database boundary promises the stock ledger (cms/services/stock, `incrementWhere` and
 * `inOneShortTransaction`), on every database: a decrement is one conditional write the database decides, so processes
 * taking the last units at once never take more than there are, and the balance never goes below zero.
 */
describe('the stock ledger’s conditional decrement', () => {
  it('lets exactly 7 of 20 reservations of 1 through against 7 units, across two processes', async () => {
    const req = await createLocalReq({}, payload)
    const location = String((await mainWarehouse(req)).id)
    const lot = { code: 'RACE 1', lot: 'LAST-SEVEN', expiry: '2030-06', location }
    await recordMovements(req, [{ type: 'receipt', ...lot, quantity: 7 }])

    // Started one after the other: two processes opening the database at once would race to prepare it.
    const racers: Racer[] = []
    for (const _ of [0, 1]) {
      racers.push(startRacer([lot.code, lot.lot, lot.expiry, location, '10']))
      await racers.at(-1)!.ready
    }
    for (const racer of racers) racer.child.stdin!.write('go\n')
    const reserved = (await Promise.all(racers.map((racer) => racer.outcome))).reduce((sum, outcome) => sum + outcome.reserved, 0)

    expect(reserved).toBe(7)
    const { docs } = await payload.find({ collection: 'stock-lots', where: { lot: { equals: lot.lot } }, depth: 0 })
    expect(docs.map(({ onHand, reserved, available }) => ({ onHand, reserved, available }))).toEqual([
      { onHand: 7, reserved: 7, available: 0 },
    ])
    const movements = await payload.count({ collection: 'stock-movements', where: { type: { equals: 'reservation' } } })
    expect(movements.totalDocs).toBe(7)
    expect(await balanceDifferences(payload)).toEqual([])
  }, 400_000)
})

type Racer = { child: ChildProcess; ready: Promise<void>; outcome: Promise<{ reserved: number }> }

function startRacer(args: string[]): Racer {
  const root = path.resolve(import.meta.dirname, '../..')
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'tests/db/stock-racer.ts'), ...args], {
    cwd: root,
    env: process.env,
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  let output = ''
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk
      if (output.includes('ready\n')) resolve()
    })
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`stock racer exited with ${code}: ${output}`)))
  })
  const outcome = new Promise<{ reserved: number }>((resolve, reject) => {
    child.once('exit', () => {
      try {
        resolve(JSON.parse(output.trim().split('\n').at(-1) ?? ''))
      } catch {
        reject(new Error(`stock racer said: ${output}`))
      }
    })
  })
  return { child, ready, outcome }
}
