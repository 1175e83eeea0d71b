/**
 * The signed-in read of `npm run bench:api`: a verified distributor, the admin of its company, with a price list of
 * `codes` catalogue codes (those of the measured product among them) reads the product with their bearer token: an answer made for that buyer, kept
 * for them alone and never in the public cache (docs/decisions/031-trade-terms.md, 034-signed-in-reads.md). Target:
 * p99 ≤ 50 ms at 50 connections at 10,000 products.
 */
type Call = <T>(baseUrl: string, method: string, route: string, body?: unknown, token?: string) => Promise<T>

const ADMIN = { email: 'admin@example.com', password: 'Admin#12345' }

export type Product = { variants: { codes: { shortCode: string; discountedPrice: number }[] }[] }

/**
 * Calls `each` with the published products, their variants only, 100 at a time (Payload's REST answer, prices in
 * paise) while it answers true. Anyone but staff reads the catalogue a page at a time; large pages would also leave
 * the server's heap grown for the rest of the run.
 */
export async function eachProductPage(api: Call, baseUrl: string, each: (docs: Product[]) => boolean): Promise<void> {
  for (let page = 1; ; page++) {
    const route = `/api/products?limit=100&page=${page}&depth=0&select[variants]=true&where[_status][equals]=published`
    const { docs, hasNextPage } = await api<{ docs: Product[]; hasNextPage: boolean }>(baseUrl, 'GET', route)
    if (!each(docs) || !hasNextPage) return
  }
}

/** Registers the buyer, has the admin verify them and give them a price list; answers their bearer token. */
export async function contractBuyer(api: Call, baseUrl: string, productBody: string, codes: number): Promise<string> {
  const phone = `7${String(process.pid % 1000).padStart(3, '0')}${String(Date.now() % 1_000_000).padStart(6, '0')}`
  const { token, user } = await api<{ token: string; user: { _id: string } }>(baseUrl, 'POST', '/api/shop/user', {
    name: 'Bench Distributor',
    email: `bench-distributor-${phone}@example.com`,
    password: 'bench12345',
    phoneNumber: phone,
    countryCode: '+91',
  })
  await api(
    baseUrl,
    'PATCH',
    '/api/shop/user/business',
    { organisation: 'Bench Distributors', type: 'distributor', gstin: '27AAPFU0939F1ZV' },
    token,
  )
  const admin = await api<{ token: string }>(baseUrl, 'POST', '/api/users/login', ADMIN)
  const asAdmin = async (method: string, route: string, body: unknown) => {
    const response = await fetch(`${baseUrl}${route}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${admin.token}` },
      body: JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${method} ${route} → ${response.status}: ${(await response.text()).slice(0, 300)}`)
    return (await response.json()) as { doc: { id: string } }
  }
  await asAdmin('PATCH', `/api/customers/${user._id}`, { business: { verified: true } })
  // A member of a company, as hospital and distributor buyers are (docs/decisions/067-companies.md).
  await asAdmin('POST', '/api/companies', {
    name: `Bench Distributors ${phone}`,
    type: 'distributor',
    members: [{ customer: user._id, role: 'admin' }],
    locations: [
      {
        name: 'Pune warehouse',
        doorNo: '7',
        streetName: 'Ring Road',
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411001',
        gstin: '27AAPFU0939F1ZV',
      },
    ],
  })

  const measured = (JSON.parse(productBody) as { data: Product[] }).data[0]
  // The shop answer carries rupees, Payload's REST answer paise; a price list's lines take paise too.
  const codesOf = (product: Product, toRupees: (price: number) => number) =>
    product.variants.flatMap((variant) => variant.codes.map((code) => ({ code: code.shortCode, rupees: toRupees(code.discountedPrice) })))
  const seen = new Set<string>()
  const lines: { code: string; price: number }[] = []
  const take = (found: { code: string; rupees: number }[]) => {
    for (const { code, rupees } of found) {
      if (seen.has(code) || lines.length >= codes) continue
      seen.add(code)
      lines.push({ code, price: Math.max(100, Math.round(rupees * 90)) })
    }
  }
  take(codesOf(measured, (rupees) => rupees))
  await eachProductPage(api, baseUrl, (docs) => {
    take(docs.flatMap((product) => codesOf(product, (paise) => paise / 100)))
    return lines.length < codes
  })
  const today = new Date().toISOString().slice(0, 10)
  await asAdmin('POST', '/api/price-lists', {
    name: 'Bench rate contract',
    validFrom: '2020-01-01',
    validUntil: `${Number(today.slice(0, 4)) + 1}-12-31`,
    customers: [user._id],
    lines,
  })
  console.log(`Contract buyer: a verified distributor in a company, with a price list of ${lines.length} codes`)
  return token
}
