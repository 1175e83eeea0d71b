import type { Locator, Page } from '@playwright/test'

import { GSTIN_CHECK_MESSAGE } from '../../../cms/contract/gstin'
import { MSG } from '../../../cms/contract/messages'
import { SEED_LOGINS } from '../../helpers/test-keys'
import { xlsxOf } from '../../helpers/xlsx'
import { chooseInAdminSelect, logIntoAdmin } from '../admin/support'
import { expect, test } from '../fixtures'
import {
  createAddress,
  expectedTotal,
  fillCart,
  cartLine,
  firstCode,
  openSignedIn,
  pickProducts,
  registerCustomer,
  rupees,
  staffToken,
  useOwnClientIp,
  type ChosenCode,
} from './support'

/** Fails when a toast lies over the centre or a corner of the control (the page's own hit test). */
async function expectNotUnderToast(control: Locator) {
  await expect(control).toBeVisible()
  const toast = control.page().locator('[data-rht-toaster] [role="status"]').first()
  await expect(toast).toBeVisible()
  // The pointer on the toast holds it on screen (as for a buyer reading it) once it has come to rest, however slow the
  // machine: where it rests is what counts.
  await toast.hover()
  const covered = () =>
    control.evaluate((element) => {
      const box = element.getBoundingClientRect()
      const points = [
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.left + 2, box.top + 2],
        [box.right - 2, box.top + 2],
        [box.left + 2, box.bottom - 2],
        [box.right - 2, box.bottom - 2],
      ]
      return points.some(([x, y]) => Boolean(document.elementFromPoint(x, y)?.closest('[data-rht-toaster] [role="status"]')))
    })
  await expect.poll(covered, { message: 'a toast covers this control', timeout: 1_000 }).toBe(false)
  await expect(toast, 'the toast was still showing when it was checked').toBeVisible({ timeout: 1 })
  await control.page().mouse.move(0, 0)
}

/** The typed forms of a code a buyer might paste: lower case, dashes, no spaces. */
const spellings = [
  (code: string) => code,
  (code: string) => code.toLowerCase(),
  (code: string) => code.replace(/\s+/g, '-'),
  (code: string) => code.replace(/\s+/g, ''),
]

for (const width of [375, 1280]) {
  test.describe(`buying tools at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 812 : 900 } })

    test('quick order: 40 pasted lines (duplicates, unknown codes, a bad quantity) fill the cart; a CSV list and an Excel workbook are read too', async ({
      page,
      request,
    }) => {
      test.slow()
      const chosen = (await pickProducts(request, 34, 6)).map(firstCode)
      const separators = ['\t', ', ', ' ']
      const lines = chosen.map((entry, index) => `${spellings[index % 4](entry.code)}${separators[index % 3]}${(index % 5) + 1}`)
      // Three codes again in another spelling, two unknown codes and one bad quantity: 40 lines.
      lines.push(`${chosen[0].code.toLowerCase()} 10`, `${chosen[1].code.replace(/\s+/g, '')},2`, `${chosen[2].code}\t3`)
      lines.push('ZZ 0000 4', 'NOT-A-CODE 1', `${chosen[3].code} 0`)
      const quantities = chosen.map((_, index) => (index % 5) + 1)
      quantities[0] += 10
      quantities[1] += 2
      quantities[2] += 3

      await page.goto('/quick-order')
      await page.getByLabel('Codes and quantities').fill(lines.join('\n'))
      await page.getByRole('button', { name: 'Check lines' }).click()
      await expect(page.getByTestId('quick-order-summary')).toContainText('37 of 40 lines ready, 3 to fix')
      const problems = page.locator('[data-testid="quick-order-line"][data-status="problem"]')
      await expect(problems).toHaveCount(3)
      await expect(problems.filter({ hasText: 'ZZ 0000' })).toContainText('Unknown code')
      await expect(problems.last()).toContainText('Quantity must be a whole number')

      await page.getByRole('button', { name: 'Add all valid lines to cart' }).click()
      await expect(page).toHaveURL(/\/mycart$/)
      await expect(page.getByTestId('cart-line')).toHaveCount(34)
      const total = expectedTotal(chosen.map((entry, index) => ({ price: entry.price, quantity: quantities[index] })))
      await expect(page.getByTestId('order-total')).toHaveText(rupees(total))
      await expect(page.getByTestId('cart-line').filter({ hasText: chosen[0].product.name }).first().getByRole('textbox')).toHaveValue(
        String(quantities[0]),
      )

      // A spreadsheet export saved as CSV: a header row names the columns.
      await page.getByRole('link', { name: 'Quick order by catalogue code' }).click()
      const csv = `Description,Catalogue Code,Qty\n"${chosen[5].product.name}",${chosen[5].code},36\nUnknown,QQ 1,2\n`
      await page
        .getByLabel('Or upload a CSV or Excel file')
        .setInputFiles({ name: 'indent.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
      await expect(page.getByTestId('quick-order-summary')).toContainText('1 of 2 lines ready, 1 to fix')
      await expect(page.getByTestId('quick-order-line').first()).toContainText(chosen[5].product.name)
      await expect(page.getByTestId('quick-order-summary')).toContainText(rupees(expectedTotal([{ price: chosen[5].price, quantity: 36 }])))

      // The same indent kept as an Excel workbook: its first sheet is read, numbers as numbers.
      const workbook = xlsxOf([
        ['Catalogue Code', 'Qty'],
        [chosen[6].code, 12],
        [chosen[7].code, 'two'],
      ])
      await page.getByLabel('Or upload a CSV or Excel file').setInputFiles({
        name: 'indent.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: workbook,
      })
      await expect(page.getByTestId('quick-order-summary')).toContainText('1 of 2 lines ready, 1 to fix')
      await expect(page.getByTestId('quick-order-line').first()).toContainText(chosen[6].product.name)
      await expect(page.getByTestId('quick-order-line').last()).toContainText('Quantity must be a whole number')
    })

    test('toasts stay clear of the navigation bar and the controls; on phones Add To Cart stays on screen', async ({ page, request }) => {
      const [chosen] = (await pickProducts(request, 1, 3)).map(firstCode)
      await page.goto(`/categories/${chosen.product.category.slug}/${chosen.product.slug}`)
      const form = page
        .locator('form')
        .filter({ has: page.getByRole('button', { name: 'Add To Cart' }) })
        .first()
      await expect(form.getByRole('button', { name: 'Add To Cart' })).toBeAttached()
      const sizeSelect = form.getByLabel('Size', { exact: true })
      if (await sizeSelect.count()) await sizeSelect.selectOption(chosen.size)
      await form.getByLabel('Code', { exact: true }).selectOption(chosen.code)
      await page.evaluate(() => window.scrollTo(0, 0))

      let addToCart = form.getByRole('button', { name: 'Add To Cart' })
      if (width < 640) {
        // Below the fold on a phone: the bar at the bottom of the screen submits the same form.
        await expect(addToCart).not.toBeInViewport()
        const bar = page.getByTestId('sticky-add-to-cart')
        await expect(bar).toBeInViewport()
        addToCart = bar.getByRole('button', { name: 'Add To Cart' })
      }
      await addToCart.click()
      await expect(page.getByText(MSG.cart.added)).toBeVisible()
      await expect(page.getByTestId('cart-count')).toHaveText('1')
      for (const control of [
        addToCart,
        page.getByRole('link', { name: /^Cart,/ }),
        page.getByRole('link', { name: 'Nuvo Surgical home' }),
      ]) {
        await expectNotUnderToast(control)
      }

      // The last line deleted: "Go To Shop" and the toast saying so are both on screen, apart.
      await page.goto('/mycart')
      await page.getByRole('button', { name: /^Delete .* from the cart$/ }).click()
      await expect(page.getByText(MSG.cart.deleted)).toBeVisible()
      await expectNotUnderToast(page.getByRole('link', { name: 'Go To Shop' }).filter({ visible: true }).first())
      await expectNotUnderToast(page.getByRole('link', { name: 'Quick order by catalogue code' }))
    })
  })
}

test("Order again puts a past order back in the cart at today's prices and names the codes no longer sold", async ({ page, request }) => {
  const customer = await registerCustomer(request, 'Meera Rao')
  const address = await createAddress(request, customer)
  const [kept, gone] = (await pickProducts(request, 2, 12)).map(firstCode)
  const headers = { Authorization: `Bearer ${customer.token}` }
  const cart = await request.post('/api/shop/cart/create', {
    headers,
    data: {
      products: [kept, gone].map((entry, index) => ({
        product: entry.product._id,
        size: entry.size,
        code: entry.code,
        quantity: 6 * (index + 1),
      })),
    },
  })
  const { cartId } = await cart.json()
  const order = await request.post('/api/shop/order/create', {
    headers,
    data: {
      cartId,
      paymentType: 'COD',
      addressId: address._id,
      orderAmount: expectedTotal([
        { price: kept.price, quantity: 6 },
        { price: gone.price, quantity: 12 },
      ]),
    },
  })
  expect(order.status(), await order.text()).toBe(201)

  // One of the codes has since left the catalogue: the resolver no longer knows it.
  await page.route('**/api/shop/product/codes', async (route) => {
    const answer = await (await route.fetch()).json()
    await route.fulfill({
      json: { data: answer.data.filter((entry: { code: string }) => entry.code !== gone.code), unknown: [...answer.unknown, gone.code] },
    })
  })
  await openSignedIn(page, customer, '/dashboard?tab=orders')
  await page.getByTestId('order-card').first().getByRole('button', { name: 'Order again' }).click()
  await expect(page.getByText(`No longer in the catalogue: ${gone.code}`)).toBeVisible()
  await expect(page).toHaveURL(/\/mycart$/)
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  await expect(page.getByTestId('cart-line').getByRole('textbox')).toHaveValue('6')
  await expect(page.getByTestId('order-total')).toHaveText(rupees(expectedTotal([{ price: kept.price, quantity: 6 }])))
})

/** Staff open the quote by the reference the buyer was given (the admin lists quotes by it) and price it. */
async function quoteInAdmin(staff: Page, quoteId: string, unitPriceTyped: string) {
  await logIntoAdmin(staff, SEED_LOGINS.orders)
  await staff.goto('/admin/collections/quotes', { waitUntil: 'domcontentloaded' })
  await staff.getByRole('link', { name: quoteId, exact: true }).click()
  const prices = staff.getByLabel(/^Quoted unit price/)
  await expect(prices).toHaveCount(2)
  for (const input of await prices.all()) await input.fill(unitPriceTyped)
  await chooseInAdminSelect(staff, 'status', 'QUOTED')
  await staff.getByRole('button', { name: 'Save' }).click()
  await expect(staff.getByText(/updated successfully/i).first()).toBeVisible()
}

test('a quote request from the cart reaches the admin, is quoted by staff, and becomes an order at the quoted prices', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  test.slow()
  // The buyer on a phone; staff at their desk.
  await page.setViewportSize({ width: 375, height: 812 })
  await useOwnClientIp(page)
  const customer = await registerCustomer(request, 'Anil Gupta')
  await createAddress(request, customer)
  const chosen: ChosenCode[] = (await pickProducts(request, 2, 20)).map(firstCode)
  const organisation = `Sunrise Hospital ${customer.phoneNumber.slice(-4)}`
  await openSignedIn(page, customer, '/terms')
  await fillCart(page, [cartLine(chosen[0], 24), cartLine(chosen[1], 12)])
  await page.goto('/mycart')

  await page.getByRole('button', { name: 'Request a quote' }).click()
  const form = page.getByRole('form', { name: 'Request a quote' })
  await form.getByLabel('Organisation').fill(organisation)
  await form.getByLabel('GSTIN (optional)').fill('27AAPFU0939F1ZA')
  await form.getByRole('button', { name: 'Send quote request' }).click()
  await expect(form.getByText(GSTIN_CHECK_MESSAGE)).toBeVisible()
  await form.getByLabel('GSTIN (optional)').fill('27aapfu0939f1zv')
  await form.getByLabel('Message (optional)').fill('Quarterly indent for OT stores')
  await form.getByRole('button', { name: 'Send quote request' }).click()
  await expect(page).toHaveURL(/\/dashboard\?tab=quotes$/)
  const card = page.getByTestId('quote-card').filter({ hasText: organisation })
  await expect(card.getByTestId('quote-status')).toContainText('Requested')
  const quoteId = card.getByTestId('quote-id')
  await expect(quoteId).toHaveText(/^NQ-\d{6}-[A-HJ-NP-Z2-9]{4}$/)

  const staff = await browser.newPage({ baseURL, viewport: { width: 1280, height: 900 } })
  await quoteInAdmin(staff, (await quoteId.textContent())!, '455')
  await staff.close()

  // What staff stored is what the buyer pays.
  const stored = await request.get(`/api/quotes?where[organisation][equals]=${encodeURIComponent(organisation)}&depth=0`, {
    headers: { Authorization: `JWT ${await staffToken(request, SEED_LOGINS.orders)}` },
  })
  const [quote] = (await stored.json()).docs as { lines: { quotedPrice: number; quantity: number }[] }[]
  const quotedTotal = quote.lines.reduce((sum, line) => sum + line.quotedPrice * line.quantity, 0) / 100
  expect(quote.lines.map((line) => line.quotedPrice)).toEqual([quote.lines[0].quotedPrice, quote.lines[0].quotedPrice])

  await page.reload()
  await expect(card.getByTestId('quote-status')).toContainText('Quoted, valid until')
  await expect(card.getByTestId('quote-total')).toHaveText(rupees(quotedTotal))
  await card.getByRole('button', { name: `Order at ${rupees(quotedTotal)}, pay on delivery` }).click()

  await expect(page).toHaveURL(/\/order\/[^/]+$/)
  await expect(page.getByText(MSG.checkout.codPlaced)).toBeVisible()
  await expect(page.getByTestId('confirmed-order-total')).toHaveText(rupees(quotedTotal))
  await expect(page.getByText(chosen[0].product.name)).toBeVisible()
  const orderId = ((await page.getByTestId('confirmed-order-id').textContent()) ?? '').trim()
  await page.getByRole('link', { name: 'Order History' }).click()
  await expect(page.getByTestId('order-card').filter({ hasText: orderId }).getByTestId('order-total')).toHaveText(rupees(quotedTotal))
})
