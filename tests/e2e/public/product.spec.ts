import { MSG } from '../../../cms/contract/messages'
import { expect, test } from '../fixtures'
import { generalSizeProduct, multiSizeProduct, productPath, shopData, suture, type ShopData } from './support'

let data: ShopData

test.beforeAll(async ({ request }) => {
  data = await shopData(request)
})

const money = (rupees: number, decimals = 2) =>
  `₹ ${new Intl.NumberFormat('en-IN', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(rupees)}`

test('choosing a size lists its codes and resets the chosen code; a code shows Our Price, MRP and You Save', async ({ page }) => {
  const product = multiSizeProduct(data)
  const [first, second] = product.variants
  await page.goto(productPath(product))
  const size = page.getByLabel('Size', { exact: true })
  const code = page.getByLabel('Code', { exact: true })
  await expect(code).toBeDisabled()
  await expect(code.locator('option').first()).toHaveText('Select code')

  await size.selectOption(first.size)
  await expect(code.locator('option')).toHaveCount(first.codes.length + 1)
  const entry = first.codes[0]
  await code.selectOption(entry.shortCode)
  const prices = page.getByTestId('price-block')
  await expect(prices).toContainText(`Our Price${money(entry.discountedPrice)}`)
  await expect(prices).toContainText('Inclusive of all taxes.')
  await expect(prices).toContainText(`MRP${money(entry.originalPrice, 0)}`)
  await expect(prices).toContainText(`You Save${money(entry.originalPrice - entry.discountedPrice)}`)

  await size.selectOption(second.size)
  await expect(code).toHaveValue('')
  await expect(code.locator('option')).toHaveCount(second.codes.length + 1)
})

test("a product sold only in the size 'General' has no size selector and its code selector says 'Select size'", async ({ page }) => {
  const product = generalSizeProduct(data)
  await page.goto(productPath(product))
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
  await expect(page.getByLabel('Size', { exact: true })).toHaveCount(0)
  const code = page.getByLabel('Code', { exact: true })
  await expect(code).toBeEnabled()
  await expect(code.locator('option').first()).toHaveText('Select size')
})

test('Add To Cart needs quantity, size and code, then adds the line and counts it', async ({ page }) => {
  const product = multiSizeProduct(data)
  const variant = product.variants[0]
  await page.goto(productPath(product))
  await page.getByRole('button', { name: 'Add To Cart' }).click()
  await expect(page.getByText(MSG.cart.missingSelection)).toBeVisible()

  await page.getByLabel('Size', { exact: true }).selectOption(variant.size)
  await page.getByLabel('Code', { exact: true }).selectOption(variant.codes[0].shortCode)
  await page.getByLabel('Quantity', { exact: true }).fill('')
  await page.getByRole('button', { name: 'Add To Cart' }).click()
  await expect(page.getByText(MSG.cart.missingSelection)).toHaveCount(1)

  await page.getByLabel('Quantity', { exact: true }).fill('3')
  await page.getByRole('button', { name: 'Add To Cart' }).click()
  await expect(page.getByText(MSG.cart.added)).toBeVisible()
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('nuvo_cart') ?? '[]'))
  expect(stored).toEqual([expect.objectContaining({ id: product._id, size: variant.size, code: variant.codes[0].shortCode, quantity: 3 })])
})

test('a suture page shows its tensile strength table, description and at most 4 top sellers', async ({ page }) => {
  const product = suture(data)
  await page.goto(productPath(product))
  const table = page.getByTestId('tensile-table')
  await expect(table.locator('tbody tr')).toHaveCount(product.metaData.tensileStrength.length)
  await expect(table).toContainText(product.metaData.tensileStrength[0].Post_Implantation)
  const topSellers = page.getByRole('region', { name: 'Browse Our Top Selling Products' }).getByRole('link')
  await expect(topSellers.first()).toBeVisible()
  expect(await topSellers.count()).toBeLessThanOrEqual(4)
  for (const href of await topSellers.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    expect(href).toMatch(/^\/categories\/surgical-sutures\//)
    expect(href).not.toBe(productPath(product))
  }
  for (const name of await page.getByTestId('top-seller-name').allTextContents()) {
    expect(name.length).toBeLessThanOrEqual(20 + '...'.length)
  }
})

test.describe('category product cards', () => {
  test('show a cut name, the price ranges and open the product by click, Enter or Space', async ({ page }) => {
    const category = 'surgical-sutures'
    const products = data.products.filter((product) => product.category.slug === category)
    const longName = products.find((product) => product.name.length > 30)
    await page.goto(`/categories/${category}`)
    const cards = page.getByTestId('product-card')
    await expect(cards).toHaveCount(products.length)
    if (longName) await expect(page.getByRole('heading', { name: `${longName.name.slice(0, 30)}...` })).toBeVisible()

    const first = products[0]
    const codes = first.variants.flatMap((variant) => variant.codes)
    const range = (prices: number[], decimals = 2) =>
      Math.min(...prices) === Math.max(...prices)
        ? money(prices[0], decimals)
        : `${money(Math.min(...prices), decimals)} - ${money(Math.max(...prices), decimals)}`
    // "Our price" lowest–highest, the MRP range in whole rupees beside it.
    const ours = range(codes.map((code) => code.discountedPrice))
    const mrps = codes.map((code) => code.originalPrice)
    const mrp = range(mrps, 0)
    await expect(cards.first()).toContainText(`Our price${ours}`)
    await expect(cards.first()).toContainText(`MRP${mrp}`)

    await cards
      .first()
      .getByRole('link', { name: /Purchase Now/ })
      .focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${productPath(first)}$`))

    await page.goBack()
    await page
      .getByTestId('product-card')
      .nth(1)
      .getByRole('link', { name: /Purchase Now/ })
      .focus()
    await page.keyboard.press(' ')
    await expect(page).toHaveURL(new RegExp(`${productPath(products[1])}$`))

    await page.goBack()
    await page.getByTestId('product-card').nth(2).getByRole('heading').click()
    await expect(page).toHaveURL(new RegExp(`${productPath(products[2])}$`))
  })
})
