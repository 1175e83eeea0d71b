import { beforeAll, describe, expect, it } from 'vitest'

import { DEFAULT_EWAY_BILL_THRESHOLD_PAISE } from '../../cms/contract/eway-bill'
import { rest } from '../helpers/api'
import { oneLotPerLine } from '../helpers/lots'
import { catalogue, moveOrder, newCustomer, newOrder, stockLots, storedOrder, type Customer, type Purchasable } from '../helpers/orders'

let buyer: Customer
let item: Purchasable

const fieldErrors = (reply: { body: any }) => reply.body.errors[0].data.errors as { path: string; message: string }[]
const pathsOf = (reply: { body: any }) => fieldErrors(reply).map((problem) => problem.path)

/** An order of one code whose total is above (or below) the e-way bill threshold, with its lots in stock. */
async function orderWorth(above: boolean) {
  const quantity = above ? Math.floor(DEFAULT_EWAY_BILL_THRESHOLD_PAISE / item.price) + 1 : 1
  const { orderId } = await newOrder(buyer, [{ item, quantity }])
  const order = await storedOrder(orderId)
  expect(order.total > DEFAULT_EWAY_BILL_THRESHOLD_PAISE).toBe(above)
  const lots = oneLotPerLine(order.lines, `LOT-EWB-${orderId}`)
  await stockLots(lots)
  return { orderId, lots }
}

const partB = { mode: 'road', transporterId: '29AAACB1234C1Z5', documentDate: '2026-11-28', vehicleNumber: 'rj 14 ab-1234' }

beforeAll(async () => {
  buyer = await newCustomer('E-way bill buyer')
  item = (await catalogue())[0]
  const settings = await rest('GET', '/globals/site-settings?depth=0')
  expect(settings.body.ewayBillThreshold).toBe(DEFAULT_EWAY_BILL_THRESHOLD_PAISE)
})

describe('the e-way bill Part B on shipping', () => {
  it('refuses to ship an order above the threshold without Part B, naming each missing field', async () => {
    const { orderId, lots } = await orderWorth(true)
    const bare = await moveOrder(orderId, 'SHIPPED', { shipment: { courier: 'Blue Parcel', lots } })
    expect(bare.status).toBe(400)
    expect(pathsOf(bare)).toEqual([
      'shipment.trackingNumber',
      'shipment.partB.mode',
      'shipment.partB.transporterId',
      'shipment.partB.documentNumber',
      'shipment.partB.documentDate',
    ])
    // The tracking number is the transport document (the AWB) unless another is given.
    const tracked = await moveOrder(orderId, 'SHIPPED', { shipment: { courier: 'Blue Parcel', trackingNumber: 'AWB-EWB-1', lots } })
    expect(tracked.status).toBe(400)
    expect(pathsOf(tracked)).toEqual(['shipment.partB.mode', 'shipment.partB.transporterId', 'shipment.partB.documentDate'])
    expect((await storedOrder(orderId)).status).toBe('ORDERED')
  })

  it('asks for the vehicle number when the goods go by road, in the Indian format', async () => {
    const { orderId, lots } = await orderWorth(true)
    const shipment = { courier: 'Blue Parcel', trackingNumber: 'AWB-EWB-2', lots }
    const noVehicle = await moveOrder(orderId, 'SHIPPED', { shipment: { ...shipment, partB: { ...partB, vehicleNumber: '' } } })
    expect(noVehicle.status).toBe(400)
    expect(fieldErrors(noVehicle)).toEqual([
      { path: 'shipment.partB.vehicleNumber', message: 'The vehicle number is required for the e-way bill when the goods go by road' },
    ])
    const badVehicle = await moveOrder(orderId, 'SHIPPED', { shipment: { ...shipment, partB: { ...partB, vehicleNumber: 'ROAD 1' } } })
    expect(pathsOf(badVehicle)).toEqual(['shipment.partB.vehicleNumber'])
    const badDate = await moveOrder(orderId, 'SHIPPED', { shipment: { ...shipment, partB: { ...partB, documentDate: '2026-02-30' } } })
    expect(pathsOf(badDate)).toEqual(['shipment.partB.documentDate'])
    expect((await storedOrder(orderId)).status).toBe('ORDERED')
  })

  it('ships with Part B complete and stores it normalised, the tracking number as transport document', async () => {
    const { orderId, lots } = await orderWorth(true)
    const shipped = await moveOrder(orderId, 'SHIPPED', { shipment: { courier: 'Blue Parcel', trackingNumber: 'AWB-EWB-3', lots, partB } })
    expect(shipped.status, shipped.text).toBe(200)
    const stored = await storedOrder(orderId)
    expect(stored.status).toBe('SHIPPED')
    expect(stored.shipment.partB).toEqual({
      mode: 'road',
      transporterId: '29AAACB1234C1Z5',
      documentNumber: 'AWB-EWB-3',
      documentDate: '2026-11-28',
      vehicleNumber: 'RJ14AB1234',
      distanceKm: null,
    })
  })

  it('ships by air without a vehicle number', async () => {
    const { orderId, lots } = await orderWorth(true)
    const air = { mode: 'air', transporterId: '29AAACB1234C1Z5', documentNumber: 'AWB-AIR-9', documentDate: '2026-11-28' }
    const shipped = await moveOrder(orderId, 'SHIPPED', {
      shipment: { courier: 'Blue Parcel', trackingNumber: 'AWB-EWB-4', lots, partB: air },
    })
    expect(shipped.status, shipped.text).toBe(200)
    expect((await storedOrder(orderId)).shipment.partB).toMatchObject({ ...air, vehicleNumber: null })
  })

  it('asks nothing new of an order at or below the threshold', async () => {
    const { orderId, lots } = await orderWorth(false)
    const shipped = await moveOrder(orderId, 'SHIPPED', { shipment: { courier: 'Blue Parcel', trackingNumber: 'AWB-EWB-5', lots } })
    expect(shipped.status, shipped.text).toBe(200)
    const stored = await storedOrder(orderId)
    expect(stored.status).toBe('SHIPPED')
    expect(stored.shipment.partB?.mode ?? null).toBeNull()
  })
})
