import fs from 'node:fs'
import path from 'node:path'

import { productListResponseSchema, type Product } from '../../../cms/contract'
import { expect, revealWholePage, test } from '../fixtures'
import { productPath } from './support'

const DIR = path.resolve(import.meta.dirname, '../../artifacts/screenshots')

let nylon: Product

test.beforeAll(async ({ request }) => {
  const reply = await request.post('/api/shop/product/single', { data: { slugName: 'nuvolon-nylon-suture' } })
  nylon = productListResponseSchema.parse(await reply.json()).data[0]!
})

for (const width of [375, 1280]) {
  test(`a suture's product page at ${width} px shows its licence number, sterilisation and an IFU to download`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 700 ? 812 : 900 })
    await page.goto(productPath(nylon))
    const section = page.getByRole('region', { name: 'Regulatory information' })
    // The section's code loads as the visitor scrolls past it, screen by screen (a jump to the foot of the page would
    // skip it on a phone, where related products and the footer run longer than the loading margin).
    await expect(async () => {
      await page.evaluate(() => window.scrollBy(0, 400))
      await expect(section).toBeVisible({ timeout: 500 })
    }).toPass({ intervals: [100] })
    await section.scrollIntoViewIfNeeded()
    await expect(section).toContainText('Manufacturing licence numberMFG/MD/2021/000154')
    await expect(section).toContainText('SterilisationEthylene oxide (EO)')
    await expect(section).toContainText('Device classClass C')
    await expect(section).toContainText('Shelf life5 years')
    await expect(section).toContainText('Valid until 26 May 2027')

    const ifu = section.getByRole('link', { name: /Nuvolon Nylon Suture: instructions for use/ })
    const [download] = await Promise.all([page.waitForEvent('download'), ifu.click()])
    expect(download.suggestedFilename()).toMatch(/\.pdf$/)
    const file = fs.readFileSync((await download.path())!)
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-')

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await revealWholePage(page)
    await section.screenshot({ path: path.join(DIR, `regulatory-information-${width}.png`) })
    await page.screenshot({ path: path.join(DIR, `product-suture-${width}.png`), fullPage: true })
  })
}
