import { expect, revealWholePage, test } from '../fixtures'
import { pauseClock, shopData, type ShopData } from './support'

let data: ShopData

test.beforeAll(async ({ request }) => {
  data = await shopData(request)
})

const activeSlide = (page: import('@playwright/test').Page) =>
  page.getByTestId('banner-slide').evaluateAll((slides) => slides.findIndex((slide) => slide.getAttribute('data-active') === 'true'))

test('the banner advances every 5 seconds in a loop, with buttons on slides 1 and 3', async ({ page }) => {
  await page.clock.install()
  await page.goto('/')
  await expect(page.getByTestId('banner-slide')).toHaveCount(3)
  await pauseClock(page)
  // Choosing a slide restarts the 5-second interval from the paused moment.
  await page.getByRole('button', { name: 'Show slide 1' }).click()
  expect(await activeSlide(page)).toBe(0)
  const first = page.getByTestId('banner-slide').nth(0)
  await expect(first.getByRole('link', { name: 'Explore Our Range' })).toHaveAttribute('href', '/categories')
  await expect(first.getByRole('link', { name: 'Talk to Our Experts' })).toHaveAttribute('href', '/contact-us')

  await page.clock.runFor(4900)
  expect(await activeSlide(page)).toBe(0)
  await page.clock.runFor(100)
  await expect.poll(() => activeSlide(page)).toBe(1)
  await expect(page.getByTestId('banner-slide').nth(1).getByRole('link')).toHaveCount(0)
  await page.clock.runFor(5000)
  await expect.poll(() => activeSlide(page)).toBe(2)
  const third = page.getByTestId('banner-slide').nth(2)
  await expect(third.getByRole('link', { name: 'Start Your Order' })).toHaveAttribute('href', '/categories')
  await expect(third.getByRole('link', { name: 'Contact Our Team' })).toHaveAttribute('href', '/contact-us')
  await page.clock.runFor(5000)
  await expect.poll(() => activeSlide(page)).toBe(0)
})

test('stats count up over 4 seconds once scrolled into view', async ({ page }) => {
  await page.clock.install()
  await page.goto('/')
  const years = page.getByTestId('stat-Years')
  await expect(years).toHaveText('0+')
  await pauseClock(page)
  await years.scrollIntoViewIfNeeded()
  // The intersection observer reports in real time; the count-up then runs on the controlled clock: step it until the
  // count has started.
  await expect
    .poll(async () => {
      await page.clock.runFor(50)
      return Number((await years.textContent())?.replace('+', ''))
    })
    .toBeGreaterThan(0)
  await page.clock.runFor(2000)
  const halfway = Number((await years.textContent())?.replace('+', ''))
  expect(halfway).toBeGreaterThan(0)
  expect(halfway).toBeLessThan(11)
  await page.clock.runFor(2100)
  await expect(years).toHaveText('11+')
  await expect(page.getByTestId('stat-Countries')).toHaveText('15+')
  await expect(page.getByTestId('stat-Employees')).toHaveText('50+')
  await expect(page.getByTestId('stat-Distributors')).toHaveText('250+')
})

test('each FAQ item opens and closes on click', async ({ page }) => {
  await page.goto('/')
  const questions = page.getByRole('region', { name: 'Frequently Asked Questions' }).getByRole('button')
  await expect(questions).toHaveCount(10)
  const first = questions.first()
  const answer = page.locator(`#${await first.getAttribute('aria-controls')}`)
  await expect(answer).toBeHidden()
  await first.click()
  await expect(first).toHaveAttribute('aria-expanded', 'true')
  await expect(answer).toBeVisible()
  await first.click()
  await expect(answer).toBeHidden()
})

test('testimonials advance every 5 seconds, by buttons and by a swipe of at least 100 px', async ({ page }) => {
  await page.clock.install()
  await page.goto('/')
  const card = page.getByTestId('testimonial')
  await card.scrollIntoViewIfNeeded()
  await pauseClock(page)
  const index = async () => Number(await card.getAttribute('data-index'))
  const expectIndex = (value: number) => expect(card).toHaveAttribute('data-index', String((value + 6) % 6))

  // A button press restarts the 5-second interval from the paused moment.
  await page.getByRole('button', { name: 'Next testimonial' }).click()
  const start = await index()
  await page.clock.runFor(4900)
  await expectIndex(start)
  await page.clock.runFor(100)
  await expectIndex(start + 1)
  await page.getByRole('button', { name: 'Previous testimonial' }).click()
  await page.getByRole('button', { name: 'Previous testimonial' }).click()
  await expectIndex(start - 1)

  const box = (await card.boundingBox())!
  const y = box.y + box.height / 2
  const swipe = async (from: number, to: number) => {
    await page.mouse.move(from, y)
    await page.mouse.down()
    await page.mouse.move(to, y, { steps: 5 })
    await page.mouse.up()
  }
  await swipe(box.x + box.width - 20, box.x + box.width - 80)
  await expectIndex(start - 1)
  await swipe(box.x + box.width - 20, box.x + box.width - 140)
  await expectIndex(start)
  await swipe(box.x + 20, box.x + 140)
  await expectIndex(start - 1)
})

test.describe('featured products', () => {
  const tabCategories: Record<string, string[]> = {
    Featured: ['surgical-sutures', 'skin-stapler'],
    Dressings: ['non-sterile-dressings', 'sterile-dressings'],
    Disposables: ['gloves', 'surgical-disposable'],
  }

  test('switching tabs shows 6 skeletons for 500 ms, then 6 products of its categories', async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    const panel = page.getByRole('tabpanel')
    await panel.scrollIntoViewIfNeeded()
    await expect(panel.getByTestId('product-card')).toHaveCount(6)
    await pauseClock(page)
    for (const tab of ['Dressings', 'Disposables', 'Featured']) {
      await page.getByRole('tab', { name: tab }).click()
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true')
      await expect(panel.getByTestId('card-skeleton')).toHaveCount(6)
      await page.clock.runFor(500)
      const cards = panel.getByTestId('product-card')
      await expect(cards).toHaveCount(6)
      const names = await cards.getByRole('heading').allTextContents()
      for (const name of names) {
        const product = data.products.find((entry) => entry.name.startsWith(name.replace(/\.\.\.$/, '')))
        expect(tabCategories[tab], `${name} in ${tab}`).toContain(product?.category.slug)
      }
    }
    await expect(panel.getByRole('link', { name: /Purchase Now/ }).first()).toHaveAttribute('href', /^\/products\//)
    await expect(page.getByRole('link', { name: 'Shop Other Products' })).toHaveAttribute('href', '/categories')
  })

  test('on a phone: 4 products and half the sutures in rows of their own, the banner clear of its image and controls, a page of reasonable height', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/')
    // The banner's text sits below its image (the illustration is not under the words), its controls below its buttons.
    const slide = page.locator('[data-testid="banner-slide"][data-active="true"]')
    const image = (await slide.locator('img').boundingBox())!
    const heading = (await slide.locator('p').first().boundingBox())!
    expect(heading.y).toBeGreaterThanOrEqual(image.y + image.height)
    const pause = (await page.getByRole('button', { name: 'Pause' }).boundingBox())!
    for (const link of await slide.getByRole('link').all()) {
      const button = (await link.boundingBox())!
      expect(pause.y, 'the Pause button sits below the slide buttons').toBeGreaterThanOrEqual(button.y + button.height)
    }
    const panel = page.getByRole('tabpanel')
    await panel.scrollIntoViewIfNeeded()
    await expect(panel.getByTestId('product-card')).toHaveCount(4)
    const sutures = data.products.filter((product) => product.category.slug === 'surgical-sutures').length
    const section = page.getByRole('region', { name: 'SURGICAL SUTURES' })
    await section.scrollIntoViewIfNeeded()
    await expect(section.getByTestId('product-card')).toHaveCount(Math.ceil(sutures / 2))
    await revealWholePage(page)
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(9000)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })

  test('the sutures section lists every suture on large screens, linking to its suture page; the banner text keeps to the left half', async ({
    page,
  }) => {
    await page.goto('/')
    const heading = (await page.locator('[data-testid="banner-slide"][data-active="true"] p').first().boundingBox())!
    expect(heading.x + heading.width, "the banner's illustration fills the right half").toBeLessThanOrEqual(page.viewportSize()!.width / 2)
    const sutures = data.products.filter((product) => product.category.slug === 'surgical-sutures')
    const section = page.getByRole('region', { name: 'SURGICAL SUTURES' })
    await section.scrollIntoViewIfNeeded()
    await expect(section.getByTestId('product-card')).toHaveCount(sutures.length)
    await expect(section.getByRole('link', { name: /Purchase Now/ }).first()).toHaveAttribute('href', /^\/categories\/surgical-sutures\//)
  })
})

test('the skin stapler copy block lists its uses after the sutures block', async ({ page }) => {
  await page.goto('/')
  const blocks = page.getByRole('region', { name: 'About our products' })
  await expect(blocks.getByRole('heading')).toHaveText(['SURGICAL SUTURES', 'SKIN STAPLER'])
  await expect(blocks.getByRole('listitem')).toHaveText([
    'skin closure in the operating room',
    'Emergency Department',
    'Labor and Delivery',
    'Outpatient Surgery',
    "Clinics and Physician's Office",
  ])
})
