import { createHash, createHmac, randomBytes } from 'node:crypto'

import { challanEwayBillProblems, type ChallanEwayBillRequest } from '../../cms/services/einvoice/challan-eway-bill'
import { toEwayBillTime, toPortalTime } from '../../cms/services/einvoice/portal-format'
import type { IrpRequest } from '../../cms/services/einvoice/request'
import { validateIrpRequest } from '../../cms/services/einvoice/validate'
import { startJsonServer, type FakeReply, type FakeServer } from './server'

export type FakeGspCredentials = { clientId: string; clientSecret: string; username: string; password: string }

export type FakeIrpRegistration = {
  irn: string
  ackNo: string
  ackDate: string
  /** When it was acknowledged, on the fake's clock (epoch ms). */
  ackAt: number
  request: IrpRequest
  signedInvoice: string
  signedQrCode: string
  status: 'ACT' | 'CNL'
  cancelDate: string | null
  ewayBill: { EwbNo: number; EwbDt: string; EwbValidTill: string } | null
}

/** An e-way bill the fake made for a document without an IRN (a delivery challan). */
export type FakeConsignorBill = { request: ChallanEwayBillRequest; ewayBillNo: number; ewayBillDate: string; validUpto: string }

/** What the fake can be told to do instead of answering as the portal would. */
export type FakeIrpControls = {
  /** Refuses documents to this buyer GSTIN with the portal's 3028 "GSTIN is invalid". */
  rejectGstin?: string | null
  /** Registers the next N documents, then holds their answer until the fake is reset or closed (a timeout). */
  timeoutAfterRegistering?: number
  /** Makes the next N e-way bills of challans, then holds their answer until the fake is reset or closed. */
  timeoutAfterEwayBill?: number
  /** Every call answers 503, or is held without an answer. */
  outage?: 'http-503' | 'no-answer' | null
  /** Moves the fake's clock forward (hours), e.g. past the 24 hours an IRN may be cancelled in. */
  advanceHours?: number
}

const SIGNING_KEY = randomBytes(32)

/** A JWS (HS256 with a key of this process) whose payload carries `data` as JSON, as the portal signs its answers. */
function sign(data: unknown): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT', kid: 'local-irp' })}.${part({ data: JSON.stringify(data), iss: 'NIC' })}`
  return `${unsigned}.${createHmac('sha256', SIGNING_KEY).update(unsigned).digest('base64url')}`
}

/** "2026-27" for a document dated dd/mm/2026 in April or later. */
function financialYear(portalDay: string): string {
  const [, month, year] = portalDay.split('/').map(Number)
  const start = month >= 4 ? year : year - 1
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`
}

/** 5002: this stand-in's code for a request that fails its checks (the shop's client never sends one). */
const refusedBySchema = (problems: readonly { field: string; message: string }[]): FakeReply => ({
  status: 400,
  body: {
    Status: 0,
    ErrorDetails: problems.map((problem) => ({ ErrorCode: '5002', ErrorMessage: `${problem.field} ${problem.message}` })),
  },
})

const ok = (data: unknown): FakeReply => ({ status: 200, body: { Status: 1, Data: data, ErrorDetails: null } })
const fail = (status: number, code: string, message: string, info?: unknown): FakeReply => ({
  status,
  body: { Status: 0, Data: null, ErrorDetails: [{ ErrorCode: code, ErrorMessage: message }], ...(info ? { InfoDtls: info } : {}) },
})

/**
 * Stands in for a GSP passing the IRP's e-invoice API on (auth v1.04; Invoice, irnbydocdetails, Cancel and e-way bill
 * v1.03). It checks the client's credentials and token, validates each request against the schema the shop keeps,
 * answers the IRN the portal would (SHA-256 hex of GSTIN, financial year, document type and number), keeps what it
 * registered (a repeat answers 2150, a lookup by document finds it), cancels within 24 hours only (2270 after) and
 * makes e-way bills: by IRN, and for a delivery challan through the e-way bill system's own GENEWAYBILL (a repeat
 * answers 604, a lookup by the consignor's document finds it). `POST /__control` (or `control()`) makes it refuse a GSTIN, time out after registering, or fail.
 */
export async function startFakeIrp(credentials: FakeGspCredentials): Promise<
  FakeServer & {
    registrations: Map<string, FakeIrpRegistration>
    /** The e-way bills of challans, by consignor GSTIN, document type and number. */
    consignorBills: Map<string, FakeConsignorBill>
    /** How many times a challan's e-way bill was asked for (GENEWAYBILL) by document number. */
    ewayBillCalls(documentNumber: string): number
    control(controls: FakeIrpControls): void
    /** How many times `POST /eicore/v1.03/Invoice` was called for a document number. */
    generateCalls(documentNumber: string): number
    /** How many calls an outage answered (503 or no answer) since the fake started or was reset. */
    refusedCalls(): number
    authCalls(): number
  }
> {
  const registrations = new Map<string, FakeIrpRegistration>()
  const calls = new Map<string, number>()
  const tokens = new Set<string>()
  let auths = 0
  let offsetMs = 0
  let acknowledged = 0
  let billed = 0
  let refused = 0
  const consignorBills = new Map<string, FakeConsignorBill>()
  const billCalls = new Map<string, number>()
  const noControls = (): Required<Omit<FakeIrpControls, 'advanceHours'>> => ({
    rejectGstin: null,
    timeoutAfterRegistering: 0,
    timeoutAfterEwayBill: 0,
    outage: null,
  })
  let controls = noControls()
  const held: (() => void)[] = []
  const now = () => Date.now() + offsetMs
  const hold = (reply: FakeReply) => new Promise<FakeReply>((resolve) => held.push(() => resolve(reply)))
  const releaseHeld = () => held.splice(0).forEach((release) => release())

  function control(next: FakeIrpControls) {
    offsetMs += (next.advanceHours ?? 0) * 3_600_000
    const { advanceHours: _advance, ...rest } = next
    controls = { ...controls, ...rest }
  }

  const byIrn = (irn: string) => [...registrations.values()].find((entry) => entry.irn === irn)

  function generate(request: IrpRequest): FakeReply | Promise<FakeReply> {
    const problems = validateIrpRequest(request)
    if (problems.length > 0) return refusedBySchema(problems)
    calls.set(request.DocDtls.No, (calls.get(request.DocDtls.No) ?? 0) + 1)
    if (controls.rejectGstin && request.BuyerDtls.Gstin === controls.rejectGstin) return fail(400, '3028', 'GSTIN is invalid')
    const seller = request.SellerDtls.Gstin
    const key = `${seller}${financialYear(request.DocDtls.Dt)}${request.DocDtls.Typ}${request.DocDtls.No.toUpperCase()}`
    const existing = registrations.get(key)
    if (existing)
      return fail(400, '2150', 'Duplicate IRN', [
        { InfCd: 'DUPIRN', Desc: { AckNo: existing.ackNo, AckDt: existing.ackDate, Irn: existing.irn } },
      ])
    const at = now()
    const irn = createHash('sha256').update(key).digest('hex')
    const ackNo = String(112_600_000_000_000 + ++acknowledged)
    const ackDate = toPortalTime(new Date(at))
    const registration: FakeIrpRegistration = {
      irn,
      ackNo,
      ackDate,
      ackAt: at,
      request,
      signedInvoice: sign({ ...request, AckNo: Number(ackNo), AckDt: ackDate, Irn: irn }),
      signedQrCode: sign({
        SellerGstin: seller,
        BuyerGstin: request.BuyerDtls.Gstin,
        DocNo: request.DocDtls.No,
        DocTyp: request.DocDtls.Typ,
        DocDt: request.DocDtls.Dt,
        TotInvVal: request.ValDtls.TotInvVal,
        ItemCnt: request.ItemList.length,
        MainHsnCode: request.ItemList[0].HsnCd,
        Irn: irn,
        IrnDt: ackDate,
      }),
      status: 'ACT',
      cancelDate: null,
      ewayBill: null,
    }
    registrations.set(key, registration)
    const reply = ok(answerOf(registration))
    if (controls.timeoutAfterRegistering > 0) {
      controls.timeoutAfterRegistering -= 1
      return hold(reply)
    }
    return reply
  }

  const answerOf = (entry: FakeIrpRegistration) => ({
    AckNo: Number(entry.ackNo),
    AckDt: entry.ackDate,
    Irn: entry.irn,
    SignedInvoice: entry.signedInvoice,
    SignedQRCode: entry.signedQrCode,
    Status: entry.status,
    ...(entry.ewayBill ?? {}),
  })

  function cancel(body: { Irn?: string; CnlRsn?: string; CnlRem?: string }): FakeReply {
    const entry = byIrn(body?.Irn ?? '')
    if (!entry || !['1', '2', '3', '4'].includes(String(body.CnlRsn))) return fail(400, '2271', 'Invalid IRN or cancellation reason')
    if (entry.status === 'CNL') return fail(400, '9999', 'Invoice is cancelled')
    if (now() - entry.ackAt > 24 * 3_600_000)
      return fail(400, '2270', 'The allowed cancellation time limit is crossed, you cannot cancel the IRN')
    if (entry.ewayBill) return fail(400, '2230', 'This IRN cannot be cancelled because e-way bill has been generated')
    entry.status = 'CNL'
    entry.cancelDate = toPortalTime(new Date(now()))
    return ok({ Irn: entry.irn, CancelDate: entry.cancelDate })
  }

  function ewayBill(body: { Irn?: string; Distance?: number; TransMode?: string; TransDocNo?: string; VehNo?: string | null }): FakeReply {
    const entry = byIrn(body?.Irn ?? '')
    if (!entry || entry.status !== 'ACT') return fail(400, '4002', 'IRN is not active or not found')
    if (entry.ewayBill) return fail(400, '4009', 'E-way bill is already generated for this IRN')
    if (!body.TransDocNo && !body.VehNo) return fail(400, '4019', 'Transport document number or vehicle number is required')
    const at = new Date(now())
    const days = Math.max(1, Math.ceil((body.Distance || 100) / 200))
    const until = new Date(at.getTime() + days * 86_400_000)
    entry.ewayBill = {
      EwbNo: 181_000_000_000 + ++billed,
      EwbDt: toPortalTime(at),
      EwbValidTill: `${toPortalTime(until).slice(0, 10)} 23:59:00`,
    }
    return ok(entry.ewayBill)
  }

  /** The e-way bill system's GENEWAYBILL for a document without an IRN: one bill per consignor's document (604 after). */
  function challanBill(body: { action?: string; data?: ChallanEwayBillRequest }): FakeReply | Promise<FakeReply> {
    if (body?.action !== 'GENEWAYBILL' || !body.data) return fail(400, '5002', 'action GENEWAYBILL with its data is required')
    const request = body.data
    const problems = challanEwayBillProblems(request)
    if (problems.length > 0) return refusedBySchema(problems)
    billCalls.set(request.docNo, (billCalls.get(request.docNo) ?? 0) + 1)
    const key = `${request.fromGstin}/${request.docType}/${request.docNo.toUpperCase()}`
    if (consignorBills.has(key)) {
      return fail(
        400,
        '604',
        'E-way bill(s) are already generated for the same document number, you cannot generate again on same document number',
      )
    }
    const at = new Date(now())
    const days = Math.max(1, Math.ceil((Number(request.transDistance) || 100) / 200))
    const bill: FakeConsignorBill = {
      request,
      ewayBillNo: 181_000_000_000 + ++billed,
      ewayBillDate: toEwayBillTime(at),
      validUpto: toEwayBillTime(new Date(at.getTime() + days * 86_400_000)),
    }
    consignorBills.set(key, bill)
    const reply = ok({ ewayBillNo: bill.ewayBillNo, ewayBillDate: bill.ewayBillDate, validUpto: bill.validUpto })
    if (controls.timeoutAfterEwayBill > 0) {
      controls.timeoutAfterEwayBill -= 1
      return hold(reply)
    }
    return reply
  }

  function billOfDocument(query: URLSearchParams): FakeReply {
    const bill = [...consignorBills.values()].find(
      (entry) =>
        entry.request.docType === query.get('docType') && entry.request.docNo.toUpperCase() === (query.get('docNo') ?? '').toUpperCase(),
    )
    if (!bill) return fail(400, '325', 'Could not retrieve data')
    return ok({ ewayBillNo: bill.ewayBillNo, ewayBillDate: bill.ewayBillDate, validUpto: bill.validUpto, docNo: bill.request.docNo })
  }

  function route(method: string, path: string, query: URLSearchParams, body: unknown): FakeReply | Promise<FakeReply> {
    if (method === 'POST' && path === '/eicore/v1.03/Invoice') return generate(body as IrpRequest)
    if (method === 'GET' && path === '/eicore/v1.03/Invoice/irnbydocdetails') {
      const entry = [...registrations.values()].find(
        (candidate) =>
          candidate.request.DocDtls.Typ === query.get('doctype') &&
          candidate.request.DocDtls.No.toUpperCase() === (query.get('docnum') ?? '').toUpperCase() &&
          candidate.request.DocDtls.Dt === query.get('docdate'),
      )
      // As the portal does for this call: HTTP 200 with Status 0 and the error.
      return entry ? ok(answerOf(entry)) : fail(200, '2154', 'IRN details are not found')
    }
    if (method === 'POST' && path === '/eicore/v1.03/Invoice/Cancel') return cancel(body as Parameters<typeof cancel>[0])
    if (method === 'POST' && path === '/eiewb/v1.03/ewaybill') return ewayBill(body as Parameters<typeof ewayBill>[0])
    if (method === 'POST' && path === '/ewaybillapi/v1.03/ewayapi') return challanBill(body as Parameters<typeof challanBill>[0])
    if (method === 'GET' && path === '/ewaybillapi/v1.03/ewayapi/GetEwayBillGeneratedByConsigner') return billOfDocument(query)
    return { status: 404, body: { Status: 0, ErrorDetails: [{ ErrorCode: '404', ErrorMessage: `No fake for ${method} ${path}` }] } }
  }

  const server = await startJsonServer(
    ({ method, path, query, headers, body }) => {
      if (method === 'POST' && path === '/__control') {
        control(body as FakeIrpControls)
        return { status: 204, body: undefined }
      }
      if (controls.outage) refused += 1
      if (controls.outage === 'http-503') return { status: 503, body: { message: 'Service Unavailable' } }
      if (controls.outage === 'no-answer') return hold({ status: 503, body: undefined })
      const identified = headers.client_id === credentials.clientId && headers.client_secret === credentials.clientSecret
      if (method === 'POST' && path === '/eivital/v1.04/auth') {
        auths += 1
        const login = body as { UserName?: string; Password?: string }
        if (!identified || login?.UserName !== credentials.username || login?.Password !== credentials.password) {
          return fail(401, '1005', 'Invalid login credentials')
        }
        const token = randomBytes(16).toString('hex')
        tokens.add(token)
        return ok({
          ClientId: credentials.clientId,
          UserName: credentials.username,
          AuthToken: token,
          TokenExpiry: toPortalTime(new Date(now() + 6 * 3_600_000)),
        })
      }
      if (!identified || !tokens.has(String(headers.authtoken))) return fail(401, '1005', 'Invalid Token')
      return route(method, path, query, body)
    },
    () => ({
      registrations: [...registrations.values()].map(({ signedInvoice: _s, signedQrCode: _q, ...entry }) => entry),
      generateCalls: Object.fromEntries(calls),
      authCalls: auths,
    }),
    () => {
      releaseHeld()
      registrations.clear()
      calls.clear()
      tokens.clear()
      auths = 0
      refused = 0
      offsetMs = 0
      consignorBills.clear()
      billCalls.clear()
      controls = noControls()
    },
  )
  const closeServer = server.close
  return Object.assign(server, {
    registrations,
    consignorBills,
    ewayBillCalls: (documentNumber: string) => billCalls.get(documentNumber) ?? 0,
    control,
    generateCalls: (documentNumber: string) => calls.get(documentNumber) ?? 0,
    authCalls: () => auths,
    refusedCalls: () => refused,
    close: () => {
      releaseHeld()
      return closeServer()
    },
  })
}
