import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import type { Product } from '../../cms/payload-types'
import { makeProduct } from '../helpers/fixtures'
import { freshPayload } from '../helpers/local-payload'

let payload: Payload
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload('product-gtin'))
})
afterAll(() => cleanup())

const withGtins = (product: Product, ...gtins: string[]) =>
  payload.update({
    collection: 'products',
    id: product.id,
    data: {
      variants: [
        {
          size: '3-0',
          codes: gtins.map((gtin, index) => ({
            shortCode: `${product.variants![0]!.codes![0]!.shortCode}-${index}`,
            originalPrice: 100,
            discountedPrice: 90,
            gtin,
          })),
        },
      ],
    },
  })

it('a code keeps its GTIN as 14 digits, an EAN-13 padded with a zero', async () => {
  const saved = await withGtins(await makeProduct(payload), '4006381333931')
  expect(saved.variants![0]!.codes![0]!.gtin).toBe('04006381333931')
})

it('a GTIN with a wrong check digit is refused, naming the right digit', async () => {
  await expect(withGtins(await makeProduct(payload), '09506000134353')).rejects.toMatchObject({
    status: 400,
    data: { errors: [expect.objectContaining({ message: expect.stringContaining('its last digit should be 2') })] },
  })
})

it('no two codes carry one GTIN, on one product or across products', async () => {
  await withGtins(await makeProduct(payload), '09506000134352')
  await expect(withGtins(await makeProduct(payload), '09506000134352')).rejects.toMatchObject({ status: 400 })
  await expect(withGtins(await makeProduct(payload), '96385074', '00000096385074')).rejects.toMatchObject({ status: 400 })
  const own = await makeProduct(payload)
  await withGtins(own, '00036000291452')
  expect((await withGtins(own, '00036000291452')).variants![0]!.codes![0]!.gtin).toBe('00036000291452')
})

it('products made before stock was kept do not track it; the setting can be turned on', async () => {
  const product = await makeProduct(payload)
  expect(product).toMatchObject({ tracksStock: false, allowBackorder: false })
  const tracked = await payload.update({ collection: 'products', id: product.id, data: { tracksStock: true, leadTimeDays: 10 } })
  expect(tracked).toMatchObject({ tracksStock: true, leadTimeDays: 10 })
})
