import { describe, expect, it } from 'vitest'

import { baseUrl, post, staffToken } from '../helpers/api'
import { col, importForm, readCatalogueXlsx, writeCatalogueXlsx } from '../helpers/catalogue-file'
import { catalogue, newCustomer, storedOrder } from '../helpers/orders'

/** Every code's Our price one rupee lower: a price revision of the whole catalogue, the longest import there is. */
async function wholeCatalogueRevision(token: string): Promise<Buffer> {
  const exported = await fetch(`${baseUrl()}/api/staff/catalogue/export?format=xlsx`, { headers: { Authorization: `JWT ${token}` } })
  const sheet = await readCatalogueXlsx(new Uint8Array(await exported.arrayBuffer()))
  for (const row of sheet.rows) row[col('Our price (₹)')] = Math.max(1, Number(row[col('Our price (₹)')]) - 1)
  return writeCatalogueXlsx(sheet)
}

describe('orders placed while a catalogue import is being applied', () => {
  it('answer 201 (or 409 for a price that changed, or 503 with Retry-After and no order), never 500', async () => {
    const token = await staffToken('editor')
    const auth = { Authorization: `JWT ${token}` }
    const items = (await catalogue()).slice(0, 4)
    const buyers = await Promise.all(items.map((_, n) => newCustomer(`Importing ${n}`)))
    const file = await wholeCatalogueRevision(token)
    const preview = await fetch(`${baseUrl()}/api/staff/catalogue/import?dryRun=1`, {
      method: 'POST',
      body: importForm(file),
      headers: auth,
    })
    const { planId } = (await preview.json()) as { planId: string }
    expect(preview.status).toBe(200)

    let applying = true
    const applied = fetch(`${baseUrl()}/api/staff/catalogue/import?planId=${planId}`, {
      method: 'POST',
      body: importForm(file),
      headers: auth,
    })
      .then(async (reply) => ({ status: reply.status, body: (await reply.json()) as { importId: string } }))
      .finally(() => (applying = false))

    const answers: { status: number; retryAfter: string | null; orderId?: string; whileApplying: boolean }[] = []
    await Promise.all(
      buyers.map(async (buyer, n) => {
        const item = items[n]!
        while (applying) {
          const whileApplying = applying
          const cart = await post(
            '/cart/create',
            { products: [{ product: item.product, size: item.size, code: item.code, quantity: 1 }] },
            buyer.token,
            buyer.ip,
          )
          expect(cart.status, JSON.stringify(cart.body)).not.toBeGreaterThanOrEqual(500)
          if (cart.status !== 201) continue
          const order = await post(
            '/order/create',
            { cartId: cart.body.cartId, paymentType: 'COD', addressId: buyer.addressId, orderAmount: cart.body.subtotal },
            buyer.token,
            buyer.ip,
          )
          answers.push({ status: order.status, retryAfter: order.headers.get('retry-after'), orderId: order.body.orderId, whileApplying })
        }
      }),
    )
    const result = await applied
    expect(result.status).toBe(201)

    expect(answers.filter((answer) => answer.whileApplying).length).toBeGreaterThan(0)
    for (const answer of answers) {
      expect([201, 409, 503]).toContain(answer.status)
      if (answer.status === 503) expect(answer.retryAfter).toMatch(/^\d+$/)
    }
    // Every order answered as placed is stored.
    for (const answer of answers.filter((each) => each.status === 201))
      expect((await storedOrder(answer.orderId!)).orderId).toBe(answer.orderId)
    expect(answers.some((answer) => answer.status === 201)).toBe(true)

    const reverted = await fetch(`${baseUrl()}/api/staff/catalogue/imports/${result.body.importId}/revert`, {
      method: 'POST',
      headers: auth,
    })
    expect(reverted.status).toBe(200)
  })
})
