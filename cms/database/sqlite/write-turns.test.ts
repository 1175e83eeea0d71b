import { describe, expect, it } from 'vitest'

import { DatabaseBusy } from '../busy'
import { writes, WriteTurns } from './write-turns'

describe("this process's turns at the write lock", () => {
  it('gives the turn to one write at a time, first come first served, each the moment the one before is done', async () => {
    const turns = new WriteTurns()
    const order: string[] = []
    const first = await turns.take()
    const second = turns.take().then((giveBack) => (order.push('second'), giveBack))
    const third = turns.take().then((giveBack) => (order.push('third'), giveBack))
    await Promise.resolve()
    expect(order).toEqual([])
    expect(turns.waiting).toBe(2)
    first()
    const giveSecond = await second
    expect(order).toEqual(['second'])
    giveSecond()
    giveSecond() // given back twice: the third gets one turn, not two
    ;(await third)()
    expect(order).toEqual(['second', 'third'])
    expect(turns.waiting).toBe(0)
    // Free again: the next write does not wait.
    const next = await turns.take()
    next()
  })

  it('refuses a write that waited past its limit with DatabaseBusy, and the others keep their places', async () => {
    const turns = new WriteTurns()
    const holder = await turns.take()
    const late = turns.take(20)
    const patient = turns.take(5_000)
    await expect(late).rejects.toBeInstanceOf(DatabaseBusy)
    expect(turns.waiting).toBe(1)
    holder()
    ;(await patient)()
  })

  it('tells writing statements from reads', () => {
    expect(writes('insert into "orders" ("id") values (?)')).toBe(true)
    expect(writes({ sql: ' UPDATE "stock_lots" SET "reserved" = 1', args: [] })).toBe(true)
    expect(writes({ sql: 'delete from "carts" where "id" = ?' })).toBe(true)
    expect(writes('select * from "orders"')).toBe(false)
    expect(writes('PRAGMA busy_timeout = 20')).toBe(false)
    expect(writes(undefined)).toBe(false)
  })
})
