import { MSG } from '../../../cms/contract/messages'
import { expect, test } from '../fixtures'
import { productPath, shopData, type ShopData } from './support'

let data: ShopData

test.beforeAll(async ({ request }) => {
  data = await shopData(request)
})

const searchBox = (page: import('@playwright/test').Page) => page.getByRole('combobox', { name: 'Search products by name or code' })

test('finds a product by part of its name and opens it from the keyboard', async ({ page }) => {
  const product = data.products.find((entry) => entry.name.length > 8)!
  await page.goto('/')
  const input = searchBox(page)
  await input.fill(product.name.slice(0, 8).toLowerCase())
  const results = page.getByRole('listbox', { name: 'Search results' })
  await expect(results.getByRole('option', { name: new RegExp(product.name) }).first()).toBeVisible()
  const names = await results.getByRole('option').evaluateAll((options) => options.map((option) => option.querySelector('span')?.textContent))
  const index = names.indexOf(product.name)
  for (let step = 0; step <= index; step++) await input.press('ArrowDown')
  await expect(results.getByRole('option', { selected: true })).toContainText(product.name)
  await input.press('Enter')
  await expect(page).toHaveURL(new RegExp(`${productPath(product)}$`))
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
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
