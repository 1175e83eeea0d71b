import { startFakeIrp } from '../fakes/irp'
import { newIp, shopCall, stockFirstCode } from './multi-server'
import { startStack, type Stack } from './stack'
import { SEED_LOGINS, TEST_KEYS } from './test-keys'

/**
 * Helpers for API tests and benchmarks of e-invoicing: a shop with e-invoicing on against the local IRP stand-in, and
 * its B2B orders. Nothing here needs vitest (bench/einvoice-outage.ts runs them outside it): a step that goes wrong
 * throws, naming what it got.
 */

export type FakeIrp = Awaited<ReturnType<typeof startFakeIrp>>
export type StaffLogin = 'orders' | 'editor'
export type Buyer = { token: string; ip: string; addressId: string }
export type StoredDocument = { id: string; number: string; kind: string; eInvoice: Record<string, any> }
type Product = { id: string; variants: { size: string; codes: { shortCode: string; discountedPrice: number }[] }[] }

/** The IRP stand-in and a seeded shop with e-invoicing on that registers through it every 300 ms. */
export async function startEInvoicingStack(extraEnv: Record<string, string> = {}): Promise<{ irp: FakeIrp; stack: Stack }> {
  const irp = await startFakeIrp({
    clientId: TEST_KEYS.gspClientId,
    clientSecret: TEST_KEYS.gspClientSecret,
    username: TEST_KEYS.gspUsername,
    password: TEST_KEYS.gspPassword,
  })
  const stack = await startStack({
    extraEnv: {
      EINVOICE_ENABLED: 'true',
      EINVOICE_QUEUE_MS: '300',
      GSP_BASE_URL: irp.url,
      GSP_CLIENT_ID: TEST_KEYS.gspClientId,
      GSP_CLIENT_SECRET: TEST_KEYS.gspClientSecret,
      GSP_USERNAME: TEST_KEYS.gspUsername,
      GSP_PASSWORD: TEST_KEYS.gspPassword,
      ...extraEnv,
    },
  })
  await stockFirstCode(stack.baseUrl)
  return { irp, stack }
}

function must(condition: boolean, what: string): void {
  if (!condition) throw new Error(what)
}

/** `check` again every 100 ms until it answers without throwing, or throws its last error after `timeout` ms. */
export async function eventually<T>(check: () => Promise<T>, timeout = 30_000): Promise<T> {
  const until = Date.now() + timeout
  for (;;) {
    try {
      return await check()
    } catch (error) {
      if (Date.now() >= until) throw error
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

/** Buyers, orders, shipping and tax documents of the shop at `baseUrl`, as its staff and buyers reach them. */
export function eInvoicingShop(baseUrl: string) {
  const tokens = new Map<StaffLogin, string>()

  async function staffToken(who: StaffLogin): Promise<string> {
    const cached = tokens.get(who)
    if (cached) return cached
    const response = await fetch(`${baseUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(SEED_LOGINS[who]),
    })
    const { token } = (await response.json()) as { token: string }
    tokens.set(who, token)
    return token
  }

  async function asStaff(method: string, path: string, body?: unknown, who: StaffLogin = 'orders') {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { Authorization: `JWT ${await staffToken(who)}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await response.text()
    return { status: response.status, body: text ? JSON.parse(text) : null }
  }

  async function newBuyer(): Promise<Buyer> {
    const ip = newIp()
    const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`
    const registered = await shopCall(baseUrl, 'POST', '/user', {
      ip,
      body: {
        name: `Clinic ${phone.slice(-4)}`,
        email: `clinic-${phone}@example.com`,
        password: 'secret123',
        phoneNumber: phone,
        countryCode: '+91',
      },
    })
    const token = registered.body.token as string
    const address = await shopCall(baseUrl, 'POST', '/address/create', {
      ip,
      token,
      body: { doorNo: '12', streetName: 'MG Road', city: 'Pune', state: 'Maharashtra', pinCode: '411001', landMark: null, type: 'Office' },
    })
    must(address.status === 201, `address/create answered ${address.status}: ${JSON.stringify(address.body)}`)
    return { token, ip, addressId: address.body.data._id as string }
  }

  /** The first published code and its price (paise). */
  async function firstCode() {
    const list = await fetch(`${baseUrl}/api/products?limit=1&depth=0&where[_status][equals]=published`)
    const product = ((await list.json()) as { docs: Product[] }).docs[0]
    return { product, size: product.variants[0].size, ...product.variants[0].codes[0] }
  }

  /**
   * A COD order of `quantity` units (one unless told) of the first published code, with the buyer's GSTIN or none
   * (B2C); its order id. The amount confirmed is the server's when a quantity price applies.
   */
  async function placeOrder(buyer: Buyer, gstin: string | null, quantity = 1): Promise<string> {
    const code = await firstCode()
    const line = { product: code.product.id, size: code.size, code: code.shortCode, quantity }
    const cart = await shopCall(baseUrl, 'POST', '/cart/create', { ...buyer, body: { products: [line] } })
    const place = (orderAmount: number) =>
      shopCall(baseUrl, 'POST', '/order/create', {
        ...buyer,
        body: {
          cartId: cart.body.cartId,
          paymentType: 'COD',
          addressId: buyer.addressId,
          orderAmount,
          ...(gstin ? { gstin, businessName: 'City Care Hospital' } : {}),
        },
      })
    let order = await place((code.discountedPrice * quantity) / 100)
    if (order.status === 409 && typeof order.body.orderAmount === 'number') order = await place(order.body.orderAmount)
    must(order.status === 201, `order/create answered ${order.status}: ${JSON.stringify(order.body)}`)
    return order.body.orderId as string
  }

  async function storedOrder(orderId: string) {
    return (await asStaff('GET', `/orders?where[orderId][equals]=${orderId}&depth=0`)).body.docs[0] as {
      id: string
      lines: { code: string; quantity: number }[]
    }
  }

  /** Asks to ship the order (which issues its invoice or challan), with Part B when given; the order manager's answer. */
  async function shipping(orderId: string, partB?: Record<string, unknown>) {
    const order = await storedOrder(orderId)
    const lots = order.lines.map((line) => ({ code: line.code, lot: 'TEST-PLENTY', expiry: '2035-12', quantity: line.quantity }))
    return asStaff('PATCH', `/orders/${order.id}`, {
      status: 'SHIPPED',
      shipment: { courier: 'Blue Parcel', trackingNumber: `AWB-${orderId}`, lots, ...(partB ? { partB } : {}) },
    })
  }

  /** Ships the order (which issues its invoice); answers when the order manager's save returned. */
  async function ship(orderId: string, partB?: Record<string, unknown>): Promise<void> {
    const shipped = await shipping(orderId, partB)
    must(shipped.status === 200, `shipping answered ${shipped.status}: ${JSON.stringify(shipped.body)}`)
  }

  /**
   * Delivers the shipped order, then has its buyer ask to replace every line and staff approve, receive (the goods
   * written off) and replace it: the free replacement order's id.
   */
  async function replaced(buyer: Buyer, orderId: string): Promise<string> {
    const order = await storedOrder(orderId)
    const delivered = await asStaff('PATCH', `/orders/${order.id}`, { status: 'DELIVERED' })
    must(delivered.status === 200, `delivering answered ${delivered.status}: ${JSON.stringify(delivered.body)}`)
    const lines = order.lines.map(({ code, quantity }) => ({ code, quantity }))
    const created = await shopCall(baseUrl, 'POST', '/return/create', {
      ...buyer,
      body: { orderId, kind: 'REPLACE', lines, reason: 'WRONG_ITEM' },
    })
    must(created.status === 201, `return/create answered ${created.status}: ${JSON.stringify(created.body)}`)
    const returnId = created.body.returnId as string
    const stored = (await asStaff('GET', `/returns?where[returnId][equals]=${returnId}&depth=0`)).body.docs[0]
    for (const status of ['APPROVED', 'RECEIVED', 'REPLACED']) {
      const goods = status === 'RECEIVED' ? { goods: lines.map(() => ({ action: 'write-off', writeOffReason: 'Damaged in transit' })) } : {}
      const moved = await asStaff('PATCH', `/returns/${stored.id}`, { status, ...goods })
      must(moved.status === 200, `moving the return to ${status} answered ${moved.status}: ${JSON.stringify(moved.body)}`)
    }
    const mine = await shopCall(baseUrl, 'GET', '/return/getMyReturns', buyer)
    const replacement = (mine.body.data as { returnId: string; replacementOrderId: string | null }[]).find(
      (entry) => entry.returnId === returnId,
    )
    must(Boolean(replacement?.replacementOrderId), `return ${returnId} has no replacement order`)
    return replacement!.replacementOrderId!
  }

  async function documentOf(orderId: string, kind: 'invoice' | 'credit-note' | 'delivery-challan'): Promise<StoredDocument> {
    const order = await storedOrder(orderId)
    const found = await asStaff('GET', `/tax-documents?where[order][equals]=${order.id}&where[kind][equals]=${kind}&depth=0`)
    must(found.body.docs?.length === 1, `${orderId} has ${found.body.docs?.length ?? 0} documents of kind ${kind}, not 1`)
    return found.body.docs[0]
  }

  /** The document once its e-invoice reached `status` (registered unless told). */
  async function documentWhen(
    orderId: string,
    kind: 'invoice' | 'credit-note' = 'invoice',
    status = 'registered',
  ): Promise<StoredDocument> {
    return eventually(async () => {
      const document = await documentOf(orderId, kind)
      must(document.eInvoice.status === status, `${document.number}'s e-invoice is ${document.eInvoice.status}, not ${status}`)
      return document
    })
  }

  return { staffToken, asStaff, newBuyer, firstCode, placeOrder, storedOrder, shipping, ship, replaced, documentOf, documentWhen }
}

export type EInvoicingShop = ReturnType<typeof eInvoicingShop>
