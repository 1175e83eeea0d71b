import { describe, expect, it } from 'vitest'

import { databaseAdapterFor, databaseKindFor } from '.'

describe('database chosen by DATABASE_URI', () => {
  it('file: is the embedded SQLite default', () => {
    expect(databaseKindFor('file:./data/shop.db')).toBe('sqlite')
    expect(databaseAdapterFor('file:/tmp/x.db', '/app').name).toBe('sqlite')
  })

  it('mongodb:// and mongodb+srv:// are MongoDB', () => {
    expect(databaseKindFor('mongodb://mongo:27017/shop?replicaSet=rs0')).toBe('mongodb')
    expect(databaseKindFor('mongodb+srv://cluster.example.com/shop')).toBe('mongodb')
    expect(databaseAdapterFor('mongodb://localhost:27017/shop', '/app').name).toBe('mongoose')
  })

  it('anything else is refused with a clear message', () => {
    expect(() => databaseKindFor('postgres://localhost/shop')).toThrow(/DATABASE_URI must start with file: .* or mongodb:\/\//)
  })
})
