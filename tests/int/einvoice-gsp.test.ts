import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { loadEnv } from '../../cms/env'
import { buildChallanEwayBillRequest } from '../../cms/services/einvoice/challan-eway-bill'
import { createGspClient } from '../../cms/services/einvoice/gsp-client'
import { buildIrpRequest, type IrpRequest } from '../../cms/services/einvoice/request'
import { gspSettingsFrom } from '../../cms/services/einvoice/settings'
import { IrpError } from '../../cms/services/einvoice/types'
import type { TaxDocumentData } from '../../cms/services/invoices/document'
import { startFakeIrp } from '../fakes/irp'
import { TEST_KEYS } from '../helpers/test-keys'

const SELLER_GSTIN = '06AAACN1234F1Z5'
const BUYER_GSTIN = '29AAACC1206D1ZM'

const invoiceData = (number: string): TaxDocumentData => ({
  kind: 'invoice',
  number,
  date: '2026-11-20',
  orderId: 'NS-261120-ABCDEF',
  seller: {
    name: 'Nuvo Surgical Private Limited',
    address: 'Plot 4, Sector 18, Gurugram, Haryana 122015',
    gstin: SELLER_GSTIN,
    stateCode: '06',
    stateName: 'Haryana',
    signatory: 'A. Kumar',
  },
  buyer: { name: 'City Hospital Trust', gstin: BUYER_GSTIN, billingAddress: '12, MG Road, Bengaluru, Karnataka 560001' },
  placeOfSupply: { state: 'Karnataka', stateCode: '29' },
  deliveryAddress: '12, MG Road, Bengaluru, Karnataka 560001',
  poNumber: null,
  reverseCharge: false,
  lines: [
    {
      code: 'GZ-10',
      description: 'Sterile gauze swab 10 cm',
      hsn: '30059040',
      quantity: 4,
      unit: 'Nos',
      taxableValue: 380_952,
      gstRate: 5,
      cgst: 0,
      sgst: 0,
      igst: 19_048,
      total: 400_000,
      lots: [{ lot: 'NS2409-118', expiry: '2027-02', quantity: 4 }],
    },
  ],
  totals: { taxableValue: 380_952, cgst: 0, sgst: 0, igst: 19_048, grandTotal: 400_000, discount: 0 },
  amountInWords: 'Four Thousand Rupees Only',
})

const requestFor = (number: string): IrpRequest => buildIrpRequest({ kind: 'invoice', number, data: invoiceData(number) })

const failureOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(IrpError)
  const { kind, code, message } = error as IrpError
  return { kind, code, message }
}

describe('the GSP client against the local IRP stand-in', () => {
  let irp: Awaited<ReturnType<typeof startFakeIrp>>
  let client: ReturnType<typeof createGspClient>
  let config: ReturnType<typeof loadEnv>

  beforeAll(async () => {
    irp = await startFakeIrp({
      clientId: TEST_KEYS.gspClientId,
      clientSecret: TEST_KEYS.gspClientSecret,
      username: TEST_KEYS.gspUsername,
      password: TEST_KEYS.gspPassword,
    })
    config = loadEnv({
      PAYLOAD_SECRET: 's',
      EINVOICE_ENABLED: 'true',
      GSP_BASE_URL: irp.url,
      GSP_CLIENT_ID: TEST_KEYS.gspClientId,
      GSP_CLIENT_SECRET: TEST_KEYS.gspClientSecret,
      GSP_USERNAME: TEST_KEYS.gspUsername,
      GSP_PASSWORD: TEST_KEYS.gspPassword,
    })
    // A short timeout: the stand-in holds a "timed out" answer until it is reset, so no test waits on the clock.
    client = createGspClient({ ...gspSettingsFrom(config, SELLER_GSTIN)!, timeoutMs: 400 })
  })
  beforeEach(async () => {
    await fetch(`${irp.url}/__reset`, { method: 'POST' })
  })
  afterAll(() => irp.close())

  it('registers an invoice: the IRN the portal computes, a 15-digit ack number, signed invoice and QR; one token for many calls', async () => {
    const registration = await client.generate(requestFor('INV/26-27/000101'))
    const { createHash } = await import('node:crypto')
    expect(registration.irn).toBe(createHash('sha256').update(`${SELLER_GSTIN}2026-27INVINV/26-27/000101`).digest('hex'))
    expect(registration.ackNo).toMatch(/^\d{15}$/)
    expect(new Date(registration.ackDate).toISOString()).toBe(registration.ackDate)
    expect(registration.signedQrCode.split('.')).toHaveLength(3)
    expect(registration.ewayBill).toBeNull()
    await client.generate(requestFor('INV/26-27/000102'))
    expect(irp.authCalls()).toBe(1)
  })

  it('maps a repeat to duplicate (2150) and finds the one registration by document, with its buyer and total', async () => {
    const first = await client.generate(requestFor('INV/26-27/000103'))
    expect(await failureOf(client.generate(requestFor('INV/26-27/000103')))).toMatchObject({ kind: 'duplicate', code: '2150' })
    const found = await client.findByDocument({ type: 'INV', number: 'INV/26-27/000103', date: '2026-11-20' })
    expect(found).toMatchObject({ irn: first.irn, ackNo: first.ackNo, buyerGstin: BUYER_GSTIN, totalPaise: 400_000 })
    expect(await client.findByDocument({ type: 'INV', number: 'INV/26-27/000999', date: '2026-11-20' })).toBeNull()
  })

  it("maps the portal's refusal of a GSTIN (3028) to rejected with its code and text", async () => {
    await fetch(`${irp.url}/__control`, { method: 'POST', body: JSON.stringify({ rejectGstin: BUYER_GSTIN }) })
    expect(await failureOf(client.generate(requestFor('INV/26-27/000104')))).toEqual({
      kind: 'rejected',
      code: '3028',
      message: '3028: GSTIN is invalid',
    })
  })

  it('refuses a request that fails the schema before sending it, naming the fields', async () => {
    const request = requestFor('INV/26-27/000105')
    const broken = { ...request, BuyerDtls: { ...request.BuyerDtls, Pin: undefined } }
    expect(await failureOf(client.generate(broken))).toMatchObject({
      kind: 'rejected',
      code: 'schema',
      message: 'BuyerDtls.Pin is required',
    })
    expect(irp.generateCalls('INV/26-27/000105')).toBe(0)
  })

  it('maps a timeout to unavailable, after which the lookup by document finds the one IRN the portal made', async () => {
    irp.control({ timeoutAfterRegistering: 1 })
    expect(await failureOf(client.generate(requestFor('INV/26-27/000106')))).toMatchObject({ kind: 'unavailable', code: 'timeout' })
    const found = await client.findByDocument({ type: 'INV', number: 'INV/26-27/000106', date: '2026-11-20' })
    expect(found?.irn).toMatch(/^[0-9a-f]{64}$/)
    expect(irp.registrations.size).toBe(1)
    expect(irp.generateCalls('INV/26-27/000106')).toBe(1)
  })

  it('maps an outage (503, or no answer) to unavailable', async () => {
    irp.control({ outage: 'http-503' })
    expect(await failureOf(client.generate(requestFor('INV/26-27/000107')))).toMatchObject({ kind: 'unavailable', code: 'http-503' })
    irp.control({ outage: 'no-answer' })
    expect(await failureOf(client.generate(requestFor('INV/26-27/000107')))).toMatchObject({ kind: 'unavailable', code: 'timeout' })
  })

  it('cancels an IRN within 24 hours of its acknowledgement and is refused (2270) after', async () => {
    const fresh = await client.generate(requestFor('INV/26-27/000108'))
    const { cancelledAt } = await client.cancel(fresh.irn, '2', 'Data entry mistake')
    expect(Date.parse(cancelledAt)).not.toBeNaN()
    const old = await client.generate(requestFor('INV/26-27/000109'))
    irp.control({ advanceHours: 25 })
    expect(await failureOf(client.cancel(old.irn, '3', 'Order cancelled'))).toMatchObject({ kind: 'rejected', code: '2270' })
  })

  it('fetches a new token once when the portal no longer accepts the cached one', async () => {
    await client.generate(requestFor('INV/26-27/000111'))
    await fetch(`${irp.url}/__reset`, { method: 'POST' })
    await client.generate(requestFor('INV/26-27/000112'))
    expect(irp.authCalls()).toBe(1)
    expect(irp.generateCalls('INV/26-27/000112')).toBe(1)
  })

  it('keeps its token until shortly before the expiry the GSP gave (6 hours here), then fetches another', async () => {
    let hoursLater = 0
    const clocked = createGspClient({
      ...gspSettingsFrom(config, SELLER_GSTIN)!,
      now: () => new Date(Date.now() + hoursLater * 3_600_000),
    })
    await clocked.generate(requestFor('INV/26-27/000114'))
    hoursLater = 5.5
    await clocked.generate(requestFor('INV/26-27/000115'))
    expect(irp.authCalls()).toBe(1)
    hoursLater = 5.95
    await clocked.generate(requestFor('INV/26-27/000116'))
    expect(irp.authCalls()).toBe(2)
  })

  it('refuses wrong credentials as rejected without repeating them in the error', async () => {
    const settings = gspSettingsFrom(
      loadEnv({
        PAYLOAD_SECRET: 's',
        EINVOICE_ENABLED: 'true',
        GSP_BASE_URL: irp.url,
        GSP_CLIENT_ID: TEST_KEYS.gspClientId,
        GSP_CLIENT_SECRET: TEST_KEYS.gspClientSecret,
        GSP_USERNAME: TEST_KEYS.gspUsername,
        GSP_PASSWORD: 'a-wrong-password',
      }),
      SELLER_GSTIN,
    )!
    const failure = await failureOf(createGspClient(settings).generate(requestFor('INV/26-27/000113')))
    expect(failure).toMatchObject({ kind: 'rejected', code: '1005' })
    for (const secret of ['a-wrong-password', TEST_KEYS.gspClientSecret]) expect(failure.message).not.toContain(secret)
  })

  it('generates the e-way bill of a registered IRN from Part B: a 12-digit number valid a day per 200 km', async () => {
    const { irn } = await client.generate(requestFor('INV/26-27/000110'))
    const bill = await client.generateEwayBill(irn, {
      mode: 'road',
      transporterId: '29AABCT1332L1ZZ',
      documentNumber: 'AWB123456',
      documentDate: '2026-11-20',
      vehicleNumber: 'KA01AB1234',
      distanceKm: 350,
    })
    expect(bill.number).toMatch(/^\d{12}$/)
    const days = (Date.parse(bill.validUntil!) - Date.parse(bill.generatedAt)) / 86_400_000
    expect(days).toBeGreaterThan(1)
    expect(days).toBeLessThan(3)
  })

  const challan = (number: string) =>
    buildChallanEwayBillRequest(
      { kind: 'delivery-challan', number, data: { ...invoiceData(number), kind: 'delivery-challan', invoiceNumber: 'INV/26-27/000001' } },
      {
        mode: 'air',
        transporterId: '29AABCT1332L1ZZ',
        documentNumber: 'AWB-DC-1',
        documentDate: '2026-11-20',
        vehicleNumber: null,
        distanceKm: 900,
      },
    )

  it("generates a delivery challan's e-way bill on its own, without an IRN, from the challan and Part B", async () => {
    const bill = await client.generateChallanEwayBill(challan('DC/26-27/000001'))
    expect(bill.number).toMatch(/^\d{12}$/)
    const days = (Date.parse(bill.validUntil!) - Date.parse(bill.generatedAt)) / 86_400_000
    expect(days).toBe(5)
    const [held] = irp.consignorBills.values()
    expect(held.request).toMatchObject({
      docType: 'CHL',
      docNo: 'DC/26-27/000001',
      fromGstin: SELLER_GSTIN,
      toGstin: BUYER_GSTIN,
      transMode: '3',
    })
    expect(irp.registrations.size).toBe(0)
  })

  it('answers the bill already made when a timeout hid it: the repeat is refused (604) and the bill found by document', async () => {
    irp.control({ timeoutAfterEwayBill: 1 })
    expect(await failureOf(client.generateChallanEwayBill(challan('DC/26-27/000002')))).toMatchObject({
      kind: 'unavailable',
      code: 'timeout',
    })
    const bill = await client.generateChallanEwayBill(challan('DC/26-27/000002'))
    expect(String([...irp.consignorBills.values()][0].ewayBillNo)).toBe(bill.number)
    expect(irp.consignorBills.size).toBe(1)
    expect(irp.ewayBillCalls('DC/26-27/000002')).toBe(2)
  })

  it("refuses a challan's request the e-way bill system would refuse, naming the fields, without sending it", async () => {
    const noPin = { ...challan('DC/26-27/000003'), toPincode: null, itemList: [] }
    const failure = await failureOf(client.generateChallanEwayBill(noPin))
    expect(failure).toMatchObject({ kind: 'rejected', code: 'schema' })
    expect(failure.message).toContain('toPincode is required: six digits in the address')
    expect(failure.message).toContain('itemList has at least one item')
    expect(irp.ewayBillCalls('DC/26-27/000003')).toBe(0)
  })
})
