import { MSG } from '../../../cms/contract/messages'
import { formatRupees } from '../../../cms/contract/money'
import { expect, test } from '../fixtures'
import { escapeRegExp, productPath, shopData, type ShopData } from './support'

let data: ShopData

test.beforeAll(async ({ request }) => {
  data = await shopData(request)
})

const searchBox = (page: import('@playwright/test').Page) => page.getByRole('combobox', { name: 'Search products by name or code' })

test('asks the server as the buyer types, never downloading the catalogue, and opens a result from the keyboard', async ({ page }) => {
  const product = data.products.find((entry) => entry.name.length > 8)!
  const searches: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/shop/product')) searches.push(`${url.pathname}${url.search}`)
  })
  await page.goto('/')
  const input = searchBox(page)
  await input.pressSequentially(product.name.slice(0, 8).toLowerCase(), { delay: 20 })
  const results = page.getByRole('listbox', { name: 'Search results' })
  await expect(results.getByRole('option', { name: new RegExp(product.name) }).first()).toBeVisible()
  const names = await results
    .getByRole('option')
    .evaluateAll((options) => options.map((option) => option.querySelector('span')?.textContent))
  const index = names.indexOf(product.name)
  for (let step = 0; step <= index; step++) await input.press('ArrowDown')
  await expect(results.getByRole('option', { selected: true })).toContainText(product.name)
  const typed = searches.filter((path) => path.startsWith('/api/shop/product/search?'))
  expect(typed.length, 'typing quickly asks once or twice, not once per letter').toBeGreaterThan(0)
  expect(typed.length).toBeLessThan(8)
  expect(
    searches.filter((path) => /^\/api\/shop\/product\/?(\?|$)/.test(path)),
    'the product list',
  ).toEqual([])
  await input.press('Enter')
  await expect(page).toHaveURL(new RegExp(`${productPath(product)}$`))
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
})

test('finds a product despite a typo in its name', async ({ page }) => {
  const firstWord = (name: string) => name.split(' ')[0].toLowerCase()
  const product = data.products.find(
    (entry) =>
      firstWord(entry.name).length >= 6 &&
      !data.products.some((other) => other !== entry && other.name.toLowerCase().includes(firstWord(entry.name))),
  )!
  const word = firstWord(product.name)
  await page.goto('/')
  await searchBox(page).fill(`${word.slice(0, 2)}${word.slice(3)}`)
  await expect(page.getByRole('option', { name: new RegExp(product.name) }).first()).toBeVisible()
})

test('finds a product by generic name', async ({ page }) => {
  const product = data.products.find((entry) => entry.genericName && entry.genericName.length > 5)!
  await page.goto('/about-us')
  await searchBox(page).fill(product.genericName!)
  await expect(page.getByRole('option', { name: new RegExp(product.name) }).first()).toBeVisible()
})

test('finds a product by its catalogue code as typed with a space, and by a partial code', async ({ page }) => {
  const product = data.products.find((entry) => entry.variants.some((variant) => variant.codes.some((code) => / /.test(code.shortCode))))!
  const code = product.variants.flatMap((variant) => variant.codes).find((entry) => / /.test(entry.shortCode))!.shortCode
  await page.goto('/')
  await searchBox(page).fill(code)
  await expect(page.getByRole('option', { name: new RegExp(product.name) })).toBeVisible()
  await searchBox(page).fill(code.replace(/\s+/g, ''))
  await expect(page.getByRole('option', { name: new RegExp(product.name) })).toBeVisible()
  await searchBox(page).fill(code.slice(0, code.length - 1))
  await expect(page.getByRole('option', { name: new RegExp(product.name) })).toBeVisible()
})

test("says 'No products found.' when nothing matches, in a list at most 20rem high", async ({ page }) => {
  await page.goto('/')
  await searchBox(page).fill('zzzz-no-such-thing')
  const results = page.getByRole('listbox', { name: 'Search results' })
  await expect(results).toContainText(MSG.search.noResults)
  expect(await results.evaluate((element) => getComputedStyle(element).maxHeight)).toBe('320px')
  await searchBox(page).press('Escape')
  await expect(results).toHaveCount(0)
})

test('Enter opens the results page with the codes the search names; the product page tells its codes apart and keeps its price on one line', async ({
  page,
}) => {
  // A product sold in several sizes, whose full codes repeat the short code and the size ("NW 2344 - 3-0, 70cm, …").
  const product = data.products.find(
    (entry) =>
      entry.variants.length > 1 &&
      entry.variants.some((variant) => variant.codes.some((code) => code.fullCode?.startsWith(`${code.shortCode} - ${variant.size}, `))),
  )!
  const variant = product.variants.find((entry) =>
    entry.codes.some((code) => code.fullCode?.startsWith(`${code.shortCode} - ${entry.size}, `)),
  )!
  const code = variant.codes.find((entry) => entry.fullCode?.startsWith(`${entry.shortCode} - ${variant.size}, `))!
  const detail = code.fullCode!.slice(`${code.shortCode} - `.length)

  await page.goto('/about-us')
  await searchBox(page).fill(code.shortCode)
  await expect(page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first()).toBeVisible()
  await searchBox(page).press('Enter')
  await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('q') === code.shortCode)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results')
  const result = page.getByTestId('search-result').filter({ has: page.getByRole('link', { name: product.name, exact: true }) })
  await expect(result.getByTestId('result-code').first()).toHaveText(`${code.shortCode} · ${detail}`)

  await result.getByRole('link', { name: product.name, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
  const panel = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Add To Cart' }) })
    .first()
  await panel.getByLabel('Size', { exact: true }).selectOption(variant.size)
  const choice = panel.getByLabel('Code', { exact: true })
  // The option names the code, what sets it apart from its siblings, and then its availability.
  const optionLabel = `${code.shortCode} · ${detail.slice(`${variant.size}, `.length)}`
  await expect(choice.locator('option', { hasText: code.shortCode })).toHaveText(
    new RegExp(`^${escapeRegExp(optionLabel)} · (In stock|Only \\d+ left|Ships in \\d+ days?|Out of stock)$`),
  )
  await choice.selectOption(code.shortCode)
  const price = panel.getByTestId('price-block').getByText(formatRupees(code.discountedPrice), { exact: true })
  const lineHeight = await price.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight))
  expect((await price.boundingBox())!.height).toBeLessThan(lineHeight * 1.5)
})
