/**
 * Stock on and off for `npm run bench:api`, so the same reads and COD orders are measured side by side in one run: with
 * the seeded products tracking stock (each order reserves its units, each product answer carries availability), and
 * with the measured products not tracking stock, as before the stock ledger.
 */
const ADMIN = { email: 'admin@example.com', password: 'Admin#12345' }
/** Enough units for every order a run places: 1 + 2 units per order, hundreds of orders a second. */
const BENCH_UNITS = 1_000_000

type Line = { product: string; code: string }

async function adminToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  if (!response.ok) throw new Error(`admin login → ${response.status}`)
  return ((await response.json()) as { token: string }).token
}

async function asAdmin(baseUrl: string, token: string, method: string, route: string, body: unknown): Promise<void> {
  const response = await fetch(`${baseUrl}${route}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${route} → ${response.status}: ${(await response.text()).slice(0, 300)}`)
}

/** Receives enough stock of the ordered codes, in a lot far from expiry, that no order of the run is refused. */
export async function stockUp(baseUrl: string, lines: Line[]): Promise<void> {
  const token = await adminToken(baseUrl)
  const expiry = `${new Date().getUTCFullYear() + 4}-12`
  await asAdmin(baseUrl, token, 'POST', '/api/staff/stock/receipts', {
    lines: lines.map((line) => ({ code: line.code, lot: `BENCH-${line.code.replace(/\W/g, '')}`, expiry, quantity: BENCH_UNITS })),
  })
}

/**
 * Turns stock tracking on or off for `products` (the ordered ones and the product read), and waits until the shop
 * answers so: a product that tracks stock answers each code's available quantity, one that does not answers every code
 * IN_STOCK without one.
 */
export async function setTracking(baseUrl: string, products: string[], productSlug: string, tracksStock: boolean): Promise<void> {
  const token = await adminToken(baseUrl)
  for (const id of new Set(products)) await asAdmin(baseUrl, token, 'PATCH', `/api/products/${id}`, { tracksStock })
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}/api/shop/product/single`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ slugName: productSlug }),
    })
    const text = await response.text()
    if (response.ok && /"availability":\{[^}]*"quantity"/.test(text) === tracksStock) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`the product answer does not show stock tracking ${tracksStock ? 'on' : 'off'} 10 s after it was turned so`)
}
