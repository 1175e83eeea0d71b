import type { Payload, Where } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { updateWhere } from '../../cms/database'
import type { TaxDocument } from '../../cms/payload-types'
import { eInvoiceStatusAtIssue } from '../../cms/services/einvoice/queue/at-issue'
import { requestIrnCancellation } from '../../cms/services/einvoice/queue/cancel'
import type { RegistrationPortal } from '../../cms/services/einvoice/queue/portal'
import { backOffMs } from '../../cms/services/einvoice/queue/register'
import { startEInvoiceQueue } from '../../cms/services/einvoice/queue/schedule'
import { storeRegistration } from '../../cms/services/einvoice/queue/writes'
import { workQueue } from '../../cms/services/einvoice/queue/work'
import { IrpError, type FoundRegistration, type PartB } from '../../cms/services/einvoice/types'
import { freshPayload } from '../helpers/local-payload'

let payload: Payload
let cleanup: () => Promise<void>
let serial = 0
let orderId: string

const BUYER = '07AAACN1234F1Z5'
const HOUR = 60 * 60_000

/** A portal in this process: it keeps what it registered by document number and counts the requests per number. */
function fakePortal() {
  const held = new Map<string, FoundRegistration>()
  const requests = new Map<string, number>()
  const state = {
    mode: 'up' as 'up' | 'down' | 'timeout-after-create' | 'reject',
    cancelled: [] as string[],
    ewayBill: 'up' as 'up' | 'down' | 'reject',
    ewayBills: [] as { irn: string; partB: PartB }[],
  }
  const portal: RegistrationPortal = {
    async register(document) {
      requests.set(document.number, (requests.get(document.number) ?? 0) + 1)
      await new Promise((resolve) => setTimeout(resolve, 20))
      if (state.mode === 'down') throw new IrpError('unavailable', 'http-503', 'The GSP answered 503')
      if (state.mode === 'reject') throw new IrpError('rejected', '3028', 'GSTIN is invalid')
      if (held.has(document.number)) throw new IrpError('duplicate', '2150', 'Duplicate IRN')
      const data = document.data as { buyer: { gstin: string }; totals: { grandTotal: number } }
      const registration: FoundRegistration = {
        irn: `irn-${document.number}`,
        ackNo: String(100_000_000_000_000 + held.size),
        ackDate: new Date().toISOString(),
        signedInvoice: 'signed.invoice.jws',
        signedQrCode: `qr-${document.number}`,
        ewayBill: null,
        buyerGstin: data.buyer.gstin,
        totalPaise: data.totals.grandTotal,
      }
      held.set(document.number, registration)
      if (state.mode === 'timeout-after-create') throw new IrpError('unavailable', 'timeout', 'No answer within 20 s')
      return registration
    },
    async find(document) {
      return held.get(document.number) ?? null
    },
    async cancel(document) {
      state.cancelled.push(document.eInvoice?.irn ?? '')
      return { cancelledAt: new Date().toISOString() }
    },
    async generateEwayBill(document, partB) {
      if (state.ewayBill === 'down') throw new IrpError('unavailable', 'http-503', 'The GSP answered 503')
      if (state.ewayBill === 'reject') throw new IrpError('rejected', '4010', 'Vehicle number is not valid')
      state.ewayBills.push({ irn: document.eInvoice?.irn ?? '', partB })
      return { number: String(391_000_000_000 + state.ewayBills.length), generatedAt: new Date().toISOString(), validUntil: null }
    },
  }
  return { portal, held, requests, state }
}

/** A B2B invoice issued now, waiting in the queue. */
async function pendingInvoice(extra: { gstin?: string; total?: number; order?: string } = {}): Promise<TaxDocument> {
  serial += 1
  const number = `NS/26-27/${String(serial).padStart(6, '0')}`
  return payload.create({
    collection: 'tax-documents',
    data: {
      number,
      kind: 'invoice',
      series: 'invoice:NS/26-27',
      sequence: serial,
      order: extra.order ?? orderId,
      orderKind: `order-${serial}:invoice`,
      issuedAt: new Date().toISOString(),
      data: {
        kind: 'invoice',
        number,
        date: '2026-11-28',
        buyer: { name: 'Clinic', gstin: extra.gstin ?? BUYER },
        totals: { grandTotal: extra.total ?? 89_250 },
      },
      eInvoice: { status: 'pending' },
    },
    depth: 0,
    overrideAccess: true,
  })
}

const PART_B = {
  mode: 'road',
  transporterId: '29AAACB1234C1Z5',
  vehicleNumber: 'RJ14AB1234',
  documentNumber: 'AWB-60000',
  documentDate: '2026-11-28',
  distanceKm: null,
} as const

/** An order shipped with Part B (above the e-way bill threshold). */
async function anOrderShippedWithPartB(): Promise<string> {
  const id = await anOrder()
  // Written as shipping stores it; the order's hooks take Part B only as it moves to SHIPPED.
  await updateWhere(payload, 'orders', { id: { equals: id } }, { shipment: { partB: PART_B } })
  return id
}

async function anOrder(): Promise<string> {
  const { makeCustomer } = await import('../helpers/fixtures')
  const customer = await makeCustomer(payload)
  const order = await payload.create({
    collection: 'orders',
    data: {
      customer: customer.id,
      lines: [],
      address: { type: 'Office', doorNo: '4', streetName: 'Ring Road', city: 'City', state: 'Delhi', pincode: '110001' },
      subtotal: 0,
      discount: { code: null, percent: 0, amount: 0 },
      total: 0,
      paymentType: 'COD',
    } as never,
  })
  return order.id
}

const reread = (document: TaxDocument) => payload.findByID({ collection: 'tax-documents', id: document.id, depth: 0 })
const later = (ms: number) => new Date(Date.now() + ms)

/** Far beyond any `now` a test passes: a document whose next attempt is then is out of every pass. */
const PARKED = '2999-01-01T00:00:00.000Z'

/**
 * Takes out of the queue every document an earlier test (or an earlier try of this one, when CI runs a failed test
 * again) left in it, so each test's passes see only the documents it made and its expectations name them all.
 */
async function parkEarlierDocuments() {
  const notParked: Where = {
    or: [{ 'eInvoice.nextAttemptAt': { exists: false } }, { 'eInvoice.nextAttemptAt': { not_equals: PARKED } }],
  }
  while (await updateWhere(payload, 'tax-documents', notParked, { eInvoice: { nextAttemptAt: PARKED } }));
}

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload('einvoice-queue'))
  orderId = await anOrder()
})
beforeEach(() => parkEarlierDocuments())
afterAll(() => cleanup())

describe('the e-invoice registration queue', () => {
  it('queues B2B invoices and credit notes at issue while e-invoicing is on, and nothing else', () => {
    const b2b = { kind: 'invoice', buyer: { gstin: BUYER } }
    expect(eInvoiceStatusAtIssue(b2b, true)).toBe('pending')
    expect(eInvoiceStatusAtIssue({ ...b2b, kind: 'credit-note' }, true)).toBe('pending')
    expect(eInvoiceStatusAtIssue(b2b, false)).toBe('not-required')
    expect(eInvoiceStatusAtIssue({ kind: 'invoice', buyer: { gstin: null } }, true)).toBe('not-required')
    expect(eInvoiceStatusAtIssue({ ...b2b, kind: 'delivery-challan' }, true)).toBe('not-required')
  })

  it('sends each pending document once when two processes work the queue at the same time', async () => {
    const { portal, requests } = fakePortal()
    const documents = [await pendingInvoice(), await pendingInvoice(), await pendingInvoice(), await pendingInvoice()]
    await Promise.all([workQueue(payload, portal, { retryBaseMs: 1000 }), workQueue(payload, portal, { retryBaseMs: 1000 })])
    for (const document of documents) {
      expect(requests.get(document.number), document.number).toBe(1)
      const stored = (await reread(document)).eInvoice
      expect(stored).toMatchObject({
        status: 'registered',
        irn: `irn-${document.number}`,
        signedQrCode: `qr-${document.number}`,
        attempts: 1,
      })
    }
  })

  it('keeps a document pending through an outage and registers it when the portal answers again', async () => {
    const { portal, state, requests } = fakePortal()
    const document = await pendingInvoice()
    state.mode = 'down'
    const first = await workQueue(payload, portal, { retryBaseMs: 1000 })
    expect(first.retried).toEqual([document.number])
    const waiting = (await reread(document)).eInvoice!
    expect(waiting).toMatchObject({ status: 'pending', errorCode: 'http-503', attempts: 1 })
    expect(new Date(waiting.nextAttemptAt!).getTime()).toBeGreaterThan(Date.now())
    // Not due yet: nothing is sent before the back-off ends.
    await workQueue(payload, portal, { retryBaseMs: 1000 })
    expect(requests.get(document.number)).toBe(1)
    state.mode = 'up'
    await workQueue(payload, portal, { retryBaseMs: 1000, now: later(HOUR) })
    expect((await reread(document)).eInvoice).toMatchObject({
      status: 'registered',
      irn: `irn-${document.number}`,
      errorCode: null,
      attempts: 2,
    })
  })

  it('ends a pass at the first call the portal does not answer; the documents behind it go in the first pass it answers', async () => {
    const { portal, state, requests } = fakePortal()
    const documents = [await pendingInvoice(), await pendingInvoice(), await pendingInvoice()]
    state.mode = 'down'
    const down = await workQueue(payload, portal, { retryBaseMs: 1000 })
    expect(down.retried).toHaveLength(1)
    expect([...requests.values()].reduce((sum, count) => sum + count, 0)).toBe(1)
    const untried = await Promise.all(documents.filter((document) => !down.retried.includes(document.number)).map(reread))
    expect(untried.length).toBeGreaterThanOrEqual(2)
    for (const document of untried) {
      expect(document.eInvoice?.status, document.number).toBe('pending')
      expect(document.eInvoice?.attempts ?? 0, document.number).toBe(0)
    }
    state.mode = 'up'
    const up = await workQueue(payload, portal, { retryBaseMs: 1000 })
    for (const document of untried) expect(up.registered, document.number).toContain(document.number)
  })

  it('waits at most two minutes between attempts, or the queue period when that is longer', () => {
    expect([1, 2, 3, 4, 5].map((attempts) => backOffMs(attempts, 10_000))).toEqual([10_000, 20_000, 40_000, 80_000, 120_000])
    expect(backOffMs(40, 10_000)).toBe(120_000)
    expect(backOffMs(3, 10 * 60_000)).toBe(10 * 60_000)
  })

  it('registers a document a moment after it is queued, not at the queue period (10 s)', async () => {
    const { portal, requests } = fakePortal()
    const stop = startEInvoiceQueue(payload, portal)
    try {
      const started = Date.now()
      const document = await pendingInvoice()
      await vi.waitFor(async () => expect((await reread(document)).eInvoice?.status).toBe('registered'), { timeout: 5_000, interval: 50 })
      expect(Date.now() - started).toBeLessThan(5_000)
      expect(requests.get(document.number)).toBe(1)
    } finally {
      stop()
    }
  })

  it('takes the registration the portal made before a timeout, so the document has one IRN', async () => {
    const { portal, state, held } = fakePortal()
    const document = await pendingInvoice()
    state.mode = 'timeout-after-create'
    expect((await workQueue(payload, portal, { retryBaseMs: 1000 })).registered).toEqual([document.number])
    expect((await reread(document)).eInvoice).toMatchObject({ status: 'registered', irn: held.get(document.number)!.irn })
    expect(held.size).toBe(1)
  })

  it('marks a refused document failed with the portal code and text', async () => {
    const { portal, state } = fakePortal()
    const document = await pendingInvoice({ gstin: '07AAACN1234F1Z0' })
    state.mode = 'reject'
    expect((await workQueue(payload, portal, { retryBaseMs: 1000 })).failed).toEqual([document.number])
    expect((await reread(document)).eInvoice).toMatchObject({
      status: 'failed',
      errorCode: '3028',
      errorMessage: 'GSTIN is invalid',
      irn: null,
    })
  })

  it('does not take an IRN the portal holds for the number when its buyer or total differ', async () => {
    const { portal, held } = fakePortal()
    const document = await pendingInvoice()
    held.set(document.number, {
      irn: 'someone-elses',
      ackNo: '1',
      ackDate: new Date().toISOString(),
      signedInvoice: 's',
      signedQrCode: 'q',
      ewayBill: null,
      buyerGstin: BUYER,
      totalPaise: 1,
    })
    await workQueue(payload, portal, { retryBaseMs: 1000 })
    const stored = (await reread(document)).eInvoice!
    expect(stored).toMatchObject({ status: 'failed', errorCode: 'mismatch', irn: null })
    expect(stored.errorMessage).toContain('someone-elses')
  })

  it('writes the IRN once: a second answer for the same document changes nothing', async () => {
    const { portal } = fakePortal()
    const document = await pendingInvoice()
    await workQueue(payload, portal, { retryBaseMs: 1000 })
    const again = await storeRegistration(payload, await reread(document), {
      irn: 'another',
      ackNo: '2',
      ackDate: new Date().toISOString(),
      signedInvoice: 's',
      signedQrCode: 'q',
      ewayBill: null,
    })
    expect(again).toBeNull()
    expect((await reread(document)).eInvoice?.irn).toBe(`irn-${document.number}`)
  })

  it('cancels an IRN within 24 hours of its acknowledgement and refuses later, saying why', async () => {
    const { portal, state } = fakePortal()
    const fresh = await pendingInvoice()
    const old = await pendingInvoice()
    await workQueue(payload, portal, { retryBaseMs: 1000 })
    expect(await requestIrnCancellation(payload, await reread(fresh))).toBe(true)
    expect(await requestIrnCancellation(payload, await reread(old), later(25 * HOUR))).toBe(false)
    expect((await workQueue(payload, portal, { retryBaseMs: 1000 })).cancelled).toEqual([fresh.number])
    expect(state.cancelled).toEqual([`irn-${fresh.number}`])
    expect((await reread(fresh)).eInvoice).toMatchObject({ status: 'cancelled', irn: `irn-${fresh.number}` })
    const kept = (await reread(old)).eInvoice!
    expect(kept).toMatchObject({ status: 'registered', errorCode: 'cancel-window' })
    expect(kept.errorMessage).toMatch(/only within 24 hours/)
  })

  it('generates the e-way bill of an invoice whose order shipped with Part B, once, and none for one without', async () => {
    const { portal, state } = fakePortal()
    const withPartB = await pendingInvoice({ order: await anOrderShippedWithPartB() })
    const without = await pendingInvoice()
    const run = await workQueue(payload, portal, { retryBaseMs: 1000 })
    expect(run.ewayBills).toEqual([withPartB.number])
    expect(state.ewayBills).toEqual([{ irn: `irn-${withPartB.number}`, partB: PART_B }])
    expect((await reread(withPartB)).eInvoice?.ewayBill).toMatchObject({ number: '391000000001', error: null })
    expect((await reread(without)).eInvoice?.ewayBill?.number ?? null).toBeNull()
    expect((await workQueue(payload, portal, { retryBaseMs: 1000 })).ewayBills).toEqual([])
    expect(state.ewayBills).toHaveLength(1)
  })

  it('asks again for an e-way bill after an outage and keeps a refusal for staff', async () => {
    const { portal, state } = fakePortal()
    const delayed = await pendingInvoice({ order: await anOrderShippedWithPartB() })
    state.ewayBill = 'down'
    const first = await workQueue(payload, portal, { retryBaseMs: 1000 })
    expect(first).toMatchObject({ registered: [delayed.number], retried: [delayed.number], ewayBills: [] })
    state.ewayBill = 'up'
    expect((await workQueue(payload, portal, { retryBaseMs: 1000, now: later(2_000) })).ewayBills).toEqual([delayed.number])

    const refused = await pendingInvoice({ order: await anOrderShippedWithPartB() })
    state.ewayBill = 'reject'
    expect((await workQueue(payload, portal, { retryBaseMs: 1000, now: later(4_000) })).failed).toEqual([refused.number])
    const kept = (await reread(refused)).eInvoice!
    expect(kept).toMatchObject({ status: 'registered', irn: `irn-${refused.number}` })
    expect(kept.ewayBill?.error).toBe('4010: Vehicle number is not valid')
    expect((await workQueue(payload, portal, { retryBaseMs: 1000, now: later(60_000) })).failed).toEqual([])
  })

  it("generates a delivery challan's e-way bill on its own, with no IRN, once, when it was asked for at issue", async () => {
    const { portal, state, requests } = fakePortal()
    serial += 1
    const number = `DC/26-27/${String(serial).padStart(6, '0')}`
    const challan = await payload.create({
      collection: 'tax-documents',
      data: {
        number,
        kind: 'delivery-challan',
        series: 'delivery-challan:DC/26-27',
        sequence: serial,
        order: await anOrderShippedWithPartB(),
        orderKind: `order-${serial}:delivery-challan`,
        issuedAt: new Date().toISOString(),
        data: {
          kind: 'delivery-challan',
          number,
          date: '2026-11-28',
          buyer: { name: 'Clinic', gstin: BUYER },
          totals: { grandTotal: 6_000_000 },
        },
        eInvoice: { status: 'not-required', ewayBill: { requestedAt: new Date().toISOString() } },
      },
      depth: 0,
      overrideAccess: true,
    })
    const run = await workQueue(payload, portal, { retryBaseMs: 1000 })
    expect(run).toMatchObject({ registered: [], ewayBills: [number] })
    expect(state.ewayBills).toEqual([{ irn: '', partB: PART_B }])
    expect(requests.get(number)).toBeUndefined()
    const stored = (await reread(challan)).eInvoice!
    expect(stored).toMatchObject({ status: 'not-required', irn: null, ewayBill: { number: '391000000001', error: null } })
    expect((await workQueue(payload, portal, { retryBaseMs: 1000, now: later(5_000) })).ewayBills).toEqual([])
    expect(state.ewayBills).toHaveLength(1)
  })

  it('refuses a document past its 30 days without asking the portal when the 30-day limit applies', async () => {
    const { portal, requests } = fakePortal()
    // Dated 2026-11-28: its last day is 2026-12-28.
    const late = await pendingInvoice()
    const onLastDay = { retryBaseMs: 1000, thirtyDayLimit: true, now: new Date('2026-12-28T12:00:00+05:30') }
    const afterIt = { ...onLastDay, now: new Date('2026-12-29T09:00:00+05:30') }
    const other = await pendingInvoice()
    // Only `late` is due after its last day: `other` waits until then (as if an earlier outage put it off).
    await payload.update({
      collection: 'tax-documents',
      id: other.id,
      data: { eInvoice: { nextAttemptAt: '2027-02-01T00:00:00.000Z' } } as never,
      overrideAccess: true,
    })
    const refused = await workQueue(payload, portal, afterIt)
    expect(refused.failed).toContain(late.number)
    expect(requests.get(late.number)).toBeUndefined()
    const kept = (await reread(late)).eInvoice!
    expect(kept).toMatchObject({ status: 'failed', errorCode: '30-day-limit' })
    expect(kept.errorMessage).toMatch(/within 30 days of their date \(last day 2026-12-28\)/)

    await payload.update({
      collection: 'tax-documents',
      id: other.id,
      data: { eInvoice: { nextAttemptAt: null } } as never,
      overrideAccess: true,
    })
    expect((await workQueue(payload, portal, onLastDay)).registered).toContain(other.number)
  })
})
