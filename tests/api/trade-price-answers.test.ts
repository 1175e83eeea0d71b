import { randomInt } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import { codesResponseSchema, type ResolvedCode } from '../../cms/contract/codes'
import { statementResponseSchema } from '../../cms/contract/credit'
import { DEMO_DISTRIBUTOR } from '../../seed/data/trade'
import { baseUrl, call, post, request, rest, staffToken } from '../helpers/api'
import { newCustomer, type Customer } from '../helpers/orders'

/**
 * The shop's answers for trade-priced codes of the seed, as buyers read them: the rate contract's price, the quantity
 * tiers, a price given to a customer group, the credit limit. Whatever unit trade data is stored in, these stay.
 */

const shopToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date())
const SEED_CODES = ['DN 1101', 'NW 2341', 'BD 7121', 'DS 2201', 'GL 5101']

type Trade = Pick<ResolvedCode, 'shortCode' | 'discountedPrice' | 'publicPrice' | 'tiers' | 'minQuantity' | 'multipleOf'>
const tradeOf = ({ shortCode, discountedPrice, publicPrice, tiers, minQuantity, multipleOf }: ResolvedCode): Trade => ({
  shortCode,
  discountedPrice,
  publicPrice,
  tiers,
  minQuantity,
  multipleOf,
})

async function codes(token?: string): Promise<Record<string, ResolvedCode>> {
  const reply = await call('POST', '/product/codes', { token, body: { codes: SEED_CODES } })
  expect(reply.status, reply.text).toBe(200)
  const { data, unknown } = codesResponseSchema.parse(reply.body)
  expect(unknown).toEqual([])
  return Object.fromEntries(data.map((code) => [code.shortCode, code]))
}

async function signInDistributor(): Promise<Customer> {
  const { countryCode, phoneNumber, password, email, name } = DEMO_DISTRIBUTOR
  const reply = await post('/user/login', { countryCode, phoneNumber, password })
  expect(reply.body.responseCode, reply.text).toBe('SUCCESS')
  return { token: reply.body.token as string, ip: '10.77.0.1', email, name, addressId: '' }
}

const lineOf = (code: ResolvedCode, quantity: number) => ({ product: code.productId, size: code.size, code: code.shortCode, quantity })

async function subtotal(buyer: Customer, code: ResolvedCode, quantity: number): Promise<number> {
  const reply = await post('/cart/create', { products: [lineOf(code, quantity)] }, buyer.token, buyer.ip)
  expect(reply.status, reply.text).toBe(201)
  return reply.body.subtotal as number
}

let publicCodes: Record<string, ResolvedCode>
let distributor: Customer

beforeAll(async () => {
  publicCodes = await codes()
  distributor = await signInDistributor()
})

describe('trade-priced answers on the seed', () => {
  it('every buyer reads the quantity tiers in rupees and the cart applies them', async () => {
    expect(Object.values(publicCodes).map(tradeOf)).toEqual([
      {
        shortCode: 'DN 1101',
        discountedPrice: 335,
        tiers: [
          { minQuantity: 10, price: 320 },
          { minQuantity: 50, price: 300 },
        ],
      },
      {
        shortCode: 'NW 2341',
        discountedPrice: 2845,
        tiers: [
          { minQuantity: 12, price: 2760 },
          { minQuantity: 36, price: 2690 },
        ],
      },
      { shortCode: 'BD 7121', discountedPrice: 90, multipleOf: 12 },
      { shortCode: 'DS 2201', discountedPrice: 360 },
      { shortCode: 'GL 5101', discountedPrice: 1320, minQuantity: 10 },
    ])
    const buyer = await newCustomer('Tiers')
    expect(await subtotal(buyer, publicCodes['DN 1101']!, 9)).toBe(3015)
    expect(await subtotal(buyer, publicCodes['DN 1101']!, 10)).toBe(3200)
    expect(await subtotal(buyer, publicCodes['DN 1101']!, 50)).toBe(15000)
    expect(await subtotal(buyer, publicCodes['NW 2341']!, 36)).toBe(96840)
  })

  it("the seed's distributor reads their rate contract's prices, the lower tier where it wins, and their credit limit", async () => {
    expect(Object.values(await codes(distributor.token)).map(tradeOf)).toEqual([
      {
        shortCode: 'DN 1101',
        discountedPrice: 325,
        publicPrice: 335,
        tiers: [
          { minQuantity: 10, price: 320 },
          { minQuantity: 50, price: 300 },
        ],
      },
      {
        shortCode: 'NW 2341',
        discountedPrice: 2650,
        publicPrice: 2845,
        tiers: [
          { minQuantity: 12, price: 2760 },
          { minQuantity: 36, price: 2690 },
        ],
      },
      { shortCode: 'BD 7121', discountedPrice: 82, publicPrice: 90, multipleOf: 12 },
      { shortCode: 'DS 2201', discountedPrice: 330, publicPrice: 360 },
      { shortCode: 'GL 5101', discountedPrice: 1254, publicPrice: 1320, minQuantity: 10 },
    ])
    const single = await call('POST', '/product/single', { token: distributor.token, body: { slugName: publicCodes['DN 1101']!.slugName } })
    const dn = single.body.data[0].variants
      .flatMap((variant: { codes: unknown[] }) => variant.codes)
      .find((code: { shortCode: string }) => code.shortCode === 'DN 1101')
    expect(dn).toMatchObject({
      discountedPrice: 325,
      publicPrice: 335,
      tiers: [
        { minQuantity: 10, price: 320 },
        { minQuantity: 50, price: 300 },
      ],
    })

    expect(await subtotal(distributor, publicCodes['DN 1101']!, 2)).toBe(650)
    expect(await subtotal(distributor, publicCodes['DN 1101']!, 10)).toBe(3200)
    expect(await subtotal(distributor, publicCodes['NW 2341']!, 12)).toBe(31800)
    expect(await subtotal(distributor, publicCodes['BD 7121']!, 24)).toBe(1968)

    const statement = await call('GET', '/account/statement', { token: distributor.token, ip: distributor.ip })
    expect(statementResponseSchema.parse(statement.body).data).toMatchObject({ limit: 200_000, termsDays: 30 })
  })

  it('a buyer in a customer group reads the price its list gives, to the paisa', async () => {
    const buyer = await newCustomer('Group')
    const me = await call('GET', '/user/getmydetails', { token: buyer.token, ip: buyer.ip })
    const id = me.body.data.user._id as string
    const business = { organisation: 'Group Surgicals', type: 'hospital', gstin: '27AAPFU0939F1ZV', verified: true }
    expect((await rest('PATCH', `/customers/${id}`, { business })).status).toBe(200)
    const group = await rest('POST', '/customer-groups', { name: `Hospitals ${randomInt(1e9)}`, customers: [id] })
    expect(group.status, group.text).toBe(201)
    const list = await rest('POST', '/price-lists', { name: 'Hospital group', validFrom: shopToday(), customerGroups: [group.body.doc.id] })
    expect(list.status, list.text).toBe(201)
    const upload = await request('POST', `${baseUrl()}/api/staff/price-lists/${list.body.doc.id}/lines.csv`, {
      headers: { Authorization: `JWT ${await staffToken('orders')}`, 'Content-Type': 'text/csv' },
      raw: 'code,price\nDS 2201,301.37\nDN 1101,318.05\n',
    })
    expect(upload.status, upload.text).toBe(200)

    const mine = await codes(buyer.token)
    expect(tradeOf(mine['DS 2201']!)).toEqual({ shortCode: 'DS 2201', discountedPrice: 301.37, publicPrice: 360 })
    expect(mine['DN 1101']).toMatchObject({ discountedPrice: 318.05, publicPrice: 335 })
    expect(await subtotal(buyer, publicCodes['DS 2201']!, 3)).toBe(904.11)
    expect(await subtotal(buyer, publicCodes['DN 1101']!, 10)).toBe(3180.5)
    expect(await subtotal(buyer, publicCodes['DN 1101']!, 50)).toBe(15000)
  })
})
