import type { APIRequestContext } from '@playwright/test'

import { MSG } from '../../../cms/contract/messages'
import { expect, test } from '../fixtures'
import {
  cartLine,
  createAddress,
  expectedTotal,
  fillCart,
  firstCode,
  myOrders,
  openSignedIn,
  pickProducts,
  registerCustomer,
  rupees,
  staffToken,
  type ChosenCode,
} from './support'

async function twoLines(request: APIRequestContext): Promise<[ChosenCode, ChosenCode]> {
  const [first, second] = (await pickProducts(request, 2, 8)).map(firstCode)
  return [first, second]
}

/** Sets the first code's discounted price of a product as staff would (paise in the database); returns the old one. */
async function setPrice(request: APIRequestContext, productId: string, rupeesPrice: number): Promise<number> {
  const headers = { Authorization: `JWT ${await staffToken(request)}` }
  const product = await (await request.get(`/api/products/${productId}?depth=0`, { headers })).json()
  const variant = product.variants.find((entry: { codes: unknown[] }) => entry.codes.length > 0)
  const previous = variant.codes[0].discountedPrice as number
  variant.codes[0].discountedPrice = Math.round(rupeesPrice * 100)
  const saved = await request.patch(`/api/products/${productId}`, { headers, data: { variants: product.variants, _status: 'published' } })
  expect(saved.ok(), await saved.text()).toBe(true)
  return previous / 100
}

test.describe('the cart page', () => {
  test("an outdated line shows today's catalogue price and the totals use it", async ({ page, request }) => {
    const [first, second] = await twoLines(request)
    const outdated = cartLine(first, 2)
    outdated.data.variants = outdated.data.variants.map((variant) => ({
      ...variant,
      codes: variant.codes.map((code) => (code.shortCode === first.code ? { ...code, discountedPrice: first.price - 50 } : code)),
    }))
    await page.goto('/terms')
    await fillCart(page, [outdated, cartLine(second, 1)])
    await page.goto('/mycart')

    const line = page.getByTestId('cart-line').filter({ hasText: first.product.name })
    await expect(line.getByText('Price updated')).toBeVisible()
    await expect(line.getByText(rupees(first.price), { exact: true })).toBeVisible()
    await expect(page.getByTestId('order-total')).toHaveText(
      rupees(
        expectedTotal([
          { price: first.price, quantity: 2 },
          { price: second.price, quantity: 1 },
        ]),
      ),
    )
  })

  test('quantities: Update cart appears only after a change, refuses a bad quantity, saves a good one', async ({ page, request }) => {
    const [first, second] = await twoLines(request)
    await page.goto('/terms')
    await fillCart(page, [cartLine(first, 1), cartLine(second, 1)])
    await page.goto('/mycart')

    const update = page.getByRole('button', { name: 'Update cart' })
    await expect(page.getByTestId('cart-line')).toHaveCount(2)
    await expect(update).toHaveCount(0)
    const quantity = page.getByTestId('cart-line').filter({ hasText: first.product.name }).getByRole('textbox')
    await quantity.fill('abc')
    await expect(update).toBeVisible()
    await update.click()
    await expect(page.getByText('Enter a whole number from 1 to 10,000')).toBeVisible()
    await quantity.fill('1')
    await expect(update).toHaveCount(0)

    // The line total and the bill follow the quantity as it is typed, before it is saved.
    await quantity.fill('4')
    await expect(
      page
        .getByTestId('cart-line')
        .filter({ hasText: first.product.name })
        .getByText(rupees(first.price * 4), { exact: true }),
    ).toBeVisible()
    await expect(page.getByTestId('order-total')).toHaveText(
      rupees(
        expectedTotal([
          { price: first.price, quantity: 4 },
          { price: second.price, quantity: 1 },
        ]),
      ),
    )
    await update.click()
    await expect(page.getByText(MSG.cart.updated)).toBeVisible()
    await expect(update).toHaveCount(0)
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('nuvo_cart') ?? '[]'))
    expect(stored.map((entry: { quantity: number }) => entry.quantity)).toEqual([4, 1])
    await expect(page.getByTestId('order-total')).toHaveText(
      rupees(
        expectedTotal([
          { price: first.price, quantity: 4 },
          { price: second.price, quantity: 1 },
        ]),
      ),
    )
  })

  test('delete a line, then clear the cart after the confirmation', async ({ page, request }) => {
    const [first, second] = await twoLines(request)
    await page.goto('/terms')
    await fillCart(page, [cartLine(first, 1), cartLine(second, 3)])
    await page.goto('/mycart')

    await page.getByRole('button', { name: `Delete ${first.product.name} (${first.code}) from the cart` }).click()
    await expect(page.getByText(MSG.cart.deleted)).toBeVisible()
    await expect(page.getByTestId('cart-line')).toHaveCount(1)
    await expect(page.getByTestId('cart-count')).toHaveText('1')
    await expect(page.getByText(MSG.cart.deleted)).toHaveCount(0)

    await page.getByRole('button', { name: 'Clear your cart' }).click()
    const confirm = page.getByRole('dialog', { name: MSG.cart.clearConfirm })
    await expect(confirm).toBeVisible()
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirm).toBeHidden()
    await expect(page.getByTestId('cart-line')).toHaveCount(1)

    await page.getByRole('button', { name: 'Clear your cart' }).click()
    await confirm.getByRole('button', { name: 'Proceed' }).click()
    await expect(page.getByText(MSG.cart.deleted)).toBeVisible()
    await expect(page).toHaveURL(/\/categories$/)
    expect(await page.evaluate(() => window.localStorage.getItem('nuvo_cart'))).toBe('[]')
  })

  test('an empty cart shows placeholders and Go To Shop: /categories on desktop, /shop on a phone', async ({ page }) => {
    await page.goto('/mycart')
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible()
    await expect(page.getByTestId('cart-skeleton')).toBeVisible()
    await page.getByRole('link', { name: 'Go To Shop' }).click()
    await expect(page).toHaveURL(/\/categories$/)

    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/mycart')
    const mobileLink = page.getByRole('link', { name: 'Go To Shop' })
    await expect(mobileLink).toHaveCount(1)
    await expect(mobileLink).toHaveAttribute('href', '/shop')
  })

  test('discount codes: SAVE20 takes 20 %, an expired code is refused and leaves no discount', async ({ page, request }) => {
    const [first] = await twoLines(request)
    await page.goto('/terms')
    await fillCart(page, [cartLine(first, 3)])
    await page.goto('/mycart')
    const total = page.getByTestId('order-total')

    await page.getByLabel('Discount code').fill('save20')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByText(/Code SAVE20 applied \(20% off\)/)).toBeVisible()
    await expect(total).toHaveText(rupees(expectedTotal([{ price: first.price, quantity: 3 }], 20)))

    await page.getByRole('button', { name: 'Remove' }).click()
    await page.getByLabel('Discount code').fill('WELCOME5')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByText(MSG.discount.invalid)).toBeVisible()
    await expect(total).toHaveText(rupees(expectedTotal([{ price: first.price, quantity: 3 }])))
  })

  test('a price that changed after the cart loaded: the buyer sees the new total before the order is placed', async ({ page, request }) => {
    const [chosen] = (await pickProducts(request, 1, 11)).map(firstCode)
    const customer = await registerCustomer(request)
    await createAddress(request, customer)
    await openSignedIn(page, customer, '/terms')
    await fillCart(page, [cartLine(chosen, 2)])
    await page.goto('/mycart')
    await page.getByRole('radio', { name: /Office/ }).check()
    await page.getByRole('radio', { name: /Cash On Delivery/ }).check()
    await expect(page.getByTestId('order-total')).toHaveText(rupees(expectedTotal([{ price: chosen.price, quantity: 2 }])))

    // A cut of a tenth: a new "Our price" always stays within the MRP.
    const newPrice = Math.round(chosen.price * 90) / 100
    const previous = await setPrice(request, chosen.product._id, newPrice)
    try {
      await page.getByRole('button', { name: 'Proceed To Buy' }).click()
      const dialog = page.getByRole('dialog', { name: 'The total has changed' })
      const newTotal = expectedTotal([{ price: newPrice, quantity: 2 }])
      await expect(dialog.getByTestId('new-total')).toHaveText(rupees(newTotal))
      expect(await myOrders(request, customer)).toHaveLength(0)

      await dialog.getByRole('button', { name: `Continue with ${rupees(newTotal)}` }).click()
      await expect(page.getByText(MSG.checkout.codPlaced)).toBeVisible()
      await expect(page).toHaveURL(/\/order\/[^/]+$/)
      const [order] = await myOrders(request, customer)
      expect(order.totalAmount).toBe(newTotal)
    } finally {
      await setPrice(request, chosen.product._id, previous)
    }
  })
})
