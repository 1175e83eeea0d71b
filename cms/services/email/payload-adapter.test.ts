import { describe, expect, it } from 'vitest'

import { senderOf } from './payload-adapter'

describe("the sender of Payload's emails", () => {
  it('takes the name and address of EMAIL_FROM', () => {
    expect(senderOf('Nuvo Surgical Orders <orders@nuvo.example>')).toEqual({ name: 'Nuvo Surgical Orders', address: 'orders@nuvo.example' })
  })

  it("gives a bare address the shop's name", () => {
    expect(senderOf(' orders@nuvo.example ')).toEqual({ name: 'Nuvo Surgical', address: 'orders@nuvo.example' })
  })
})
