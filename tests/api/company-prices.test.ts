import { beforeAll, describe, expect, it } from 'vitest'

import { call, rest } from '../helpers/api'
import { createCompany, newMember, type Member } from '../helpers/companies'
import { catalogue, cartBody, subtotalOf, type Purchasable } from '../helpers/orders'

/** A company's price lists: every member pays the company's prices, whoever orders; a member who leaves does not. */

const shopToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date())

/** What `member`'s cart of one unit of `item` costs, in rupees: the server's price for this buyer. */
async function priceFor(member: Member, item: Purchasable): Promise<number> {
  const reply = await call('POST', '/cart/create', { token: member.token, body: cartBody([{ item, quantity: 1 }]) })
  expect(reply.status, reply.text).toBe(201)
  return reply.body.subtotal as number
}

let item: Purchasable

beforeAll(async () => {
  item = (await catalogue())[0]
})

describe('a price list naming a company', () => {
  it("gives every member the company's price, not another company's members or a customer outside; a removed member loses it", async () => {
    const [admin, buyer, approver, outsider, rival] = await Promise.all(['Admin', 'Buyer', 'Approver', 'Outsider', 'Rival'].map(newMember))
    // None of them has a verified business account of their own: the company's list is what they get.
    const company = await createCompany([
      { member: admin, role: 'admin' },
      { member: buyer, role: 'buyer' },
      { member: approver, role: 'approver' },
    ])
    await createCompany([{ member: rival, role: 'admin' }])
    const publicPrice = subtotalOf([{ item, quantity: 1 }]) / 100
    expect(await priceFor(buyer, item)).toBe(publicPrice)

    const contract = item.price - 500
    const list = await rest('POST', '/price-lists', {
      name: `Company contract ${company.id}`,
      validFrom: shopToday(),
      companies: [company.id],
      lines: [{ code: item.code, price: contract }],
    })
    expect(list.status, list.text).toBe(201)

    for (const member of [admin, buyer, approver]) expect(await priceFor(member, item)).toBe(contract / 100)
    expect(await priceFor(outsider, item)).toBe(publicPrice)
    expect(await priceFor(rival, item)).toBe(publicPrice)

    // The order is priced by the server at the company's price.
    const cart = await call('POST', '/cart/create', { token: buyer.token, body: cartBody([{ item, quantity: 2 }]) })
    const placed = await call('POST', '/order/create', {
      token: buyer.token,
      body: { cartId: cart.body.cartId, paymentType: 'COD', addressId: buyer.addressId, orderAmount: (2 * contract) / 100 },
    })
    expect(placed.status, placed.text).toBe(201)
    expect(placed.body.totalAmount).toBe((2 * contract) / 100)

    // Staff take the buyer out of the company: from then on, the public price.
    const stored = (await rest('GET', `/companies/${company.id}?depth=0`)).body
    const members = (stored.members as { customer: string }[]).filter((row) => row.customer !== buyer.id)
    expect((await rest('PATCH', `/companies/${company.id}?depth=0`, { members })).status).toBe(200)
    expect(await priceFor(buyer, item)).toBe(publicPrice)
    expect(await priceFor(approver, item)).toBe(contract / 100)
  })
})
