import { expect, test } from '../fixtures'
import { productPath, shopData, type ShopData } from './support'

let data: ShopData

test.beforeAll(async ({ request }) => {
  data = await shopData(request)
})

test.describe('public routes render their heading and data', () => {
  test('home: heading, banner, why choose us, stats, FAQ and testimonials', async ({ page, request }) => {
    const home = (await (await request.get('/api/globals/home-content?depth=0')).json()) as {
      bannerSlides: { heading: string }[]
      faq: unknown[]
    }
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Premium Quality Surgical Sutures Manufacturer in India' })).toBeVisible()
    await expect(page.getByText(home.bannerSlides[0].heading)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Why Choose Us' })).toBeVisible()
    await expect(page.getByRole('button', { name: /\?$/ })).toHaveCount(home.faq.length)
    await expect(page.getByRole('heading', { name: 'What Our Clients Say' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'View All Products' })).toHaveAttribute('href', '/categories')
  })

  test('about us names the segments, the clean rooms and the quality system', async ({ page }) => {
    await page.goto('/about-us')
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Our product segments' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Manufacturing unit' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Quality management system' })).toBeVisible()
    await expect(page.getByText('ISO 13485').first()).toBeVisible()
  })

  test('contact us shows the contact data from the site settings and the enquiry form', async ({ page, request }) => {
    const settings = (await (await request.get('/api/globals/site-settings')).json()) as { email: string; phones: { number: string }[] }
    await page.goto('/contact-us')
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: settings.email })).toHaveAttribute('href', `mailto:${settings.email}`)
    await expect(page.getByRole('main').getByText(settings.phones[0].number)).toBeVisible()
    await expect(page.getByLabel('Name', { exact: true })).toBeVisible()
    await expect(page.getByLabel('Phone Number', { exact: true })).toBeVisible()
  })

  test('categories listing shows a card per category, each opening its products', async ({ page }) => {
    await page.goto('/categories')
    await expect(page.getByRole('heading', { level: 1, name: 'Shop By Categories' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home>Category')
    const cards = page.getByTestId('category-card')
    await expect(cards).toHaveCount(data.categories.length)
    await expect(cards.first()).toHaveAttribute('href', `/categories/${data.categories[0].slug}`)
  })

  test('a category shows its products, readable breadcrumb and SEO text', async ({ page }) => {
    const category = data.categories.find((entry) => entry.slug === 'surgical-sutures')!
    const products = data.products.filter((product) => product.category.slug === category.slug)
    await page.goto(`/categories/${category.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Surgical Sutures Products' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home>Category>Surgical Sutures')
    await expect(page.getByTestId('product-card')).toHaveCount(products.length)
    await expect(page.getByTestId('category-seo-text')).toContainText(category.seoText!.slice(0, 40))
  })

  test('a category longer than a page shows the first page and loads the rest on request', async ({ page }) => {
    const category = data.categories.find((entry) => entry.slug === 'surgical-sutures')!
    const total = data.products.filter((product) => product.category.slug === category.slug).length
    // Pages of 2 instead of 48, so the seed's sutures span several pages; the server pages them as it would 48.
    await page.route('**/api/shop/product/category', (route) =>
      route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), limit: 2 }) }),
    )
    await page.goto('/categories')
    await page.getByTestId('category-card').filter({ hasText: category.name }).first().click()
    const cards = page.getByTestId('product-card')
    await expect(cards).toHaveCount(2)
    await expect(page.getByText(`Showing 2 of ${total} products`)).toBeVisible()
    const loadMore = page.getByRole('button', { name: 'Load more products' })
    for (let shown = 2; shown < total; shown += 2) {
      await loadMore.click()
      await expect(cards).toHaveCount(Math.min(shown + 2, total))
    }
    await expect(loadMore).toHaveCount(0)
    const names = await cards.getByRole('heading').evaluateAll((headings) => headings.map((heading) => heading.getAttribute('title')))
    expect(names).toEqual(data.products.filter((product) => product.category.slug === category.slug).map((product) => product.name))
  })

  test('SEO text appears only for the categories that have it', async ({ page }) => {
    const listed = [
      'surgical-sutures',
      'sterile-dressings',
      'surgical-disposable',
      'skin-stapler',
      'bandages',
      'disinfectant-wipes',
      'gloves',
    ]
    const unlisted = data.categories.find((category) => !listed.includes(category.slug) && category.seoText)
    expect(unlisted, 'a seeded category outside the list that has SEO text').toBeDefined()
    await page.goto(`/categories/${unlisted!.slug}`)
    await expect(page.getByTestId('product-card').first()).toBeVisible()
    await expect(page.getByTestId('category-seo-text')).toHaveCount(0)
    await page.goto('/categories/gloves')
    await expect(page.getByTestId('category-seo-text')).toBeVisible()
  })

  test('a product page shows name, generic name and price', async ({ page }) => {
    const product = data.products.find((entry) => entry.genericName)!
    await page.goto(productPath(product))
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
    await expect(page.getByText(product.genericName!, { exact: true })).toBeVisible()
    await expect(page.getByTestId('price-block')).toContainText('₹ ')
    await expect(page.getByRole('button', { name: 'Add To Cart' })).toBeVisible()
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    await expect(crumbs.getByRole('link', { name: 'Category' })).toHaveAttribute('href', '/categories')
    await expect(crumbs.getByRole('link', { name: product.category.name })).toHaveAttribute('href', `/categories/${product.category.slug}`)
  })

  test('blog list shows posts 6 to a page with the sidebar', async ({ page }) => {
    await page.goto('/blog')
    await expect(page.getByRole('heading', { level: 1, name: 'Our Blogs' })).toBeVisible()
    await expect(page.getByTestId('post-card')).toHaveCount(Math.min(6, data.posts.length))
    await expect(page.getByRole('heading', { name: 'Categories', exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Tags', exact: true })).toBeVisible()
  })

  test('a blog post shows date, title, author and content', async ({ page }) => {
    const post = data.posts[0]
    await page.goto(`/blog/${post.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible()
    await expect(page.getByText(`By ${post.author}`)).toBeVisible()
    await expect(page.locator('time')).toHaveText(/^\d{2} [A-Z][a-z]+ \d{4} \d{2}:\d{2}:\d{2}$/)
    await expect(page.getByTestId('post-content')).not.toBeEmpty()
  })

  test('terms say the site is not for people under 13', async ({ page }) => {
    await page.goto('/terms')
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible()
    await expect(page.getByText(/not intended for people under 13/)).toBeVisible()
  })

  test('privacy carries every policy figure', async ({ page }) => {
    await page.goto('/privacy')
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
    const main = page.getByRole('main')
    for (const figure of [
      'within 7 days of delivery',
      'within 3 working days',
      'within 7 working days',
      'within 6 hours',
      'beyond 21 days',
      '3 delivery attempts',
      'return pickup 2 times',
      'within 24 hours',
      '3 to 10 working days',
      'under one month',
      'within one year',
      'Comment cookies: 1 year',
      'Login cookies: 2 days',
      'Screen options cookies: 1 year',
      'Remember me: 2 weeks',
      'Editing cookies: 1 day',
    ]) {
      await expect(main, figure).toContainText(figure)
    }
  })
})

test.describe('shell', () => {
  test('header and footer are hidden on /error, /login and /signup, shown elsewhere', async ({ page }) => {
    await page.goto('/about-us')
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Nuvo Surgical`)
    for (const path of ['/error', '/login', '/signup']) {
      await page.goto(path)
      await expect(page.getByRole('banner')).toHaveCount(0)
      await expect(page.getByRole('contentinfo')).toHaveCount(0)
    }
    await expect(page.getByRole('dialog', { name: 'Sign Up' })).toBeVisible()
  })

  test("the server's preview of a page gives way to the app's page in one step", async ({ page }) => {
    for (const path of ['/', '/categories/surgical-sutures', productPath(data.products[0])]) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.locator('.app-shell')).toHaveCount(0)
      expect(await page.locator('main').evaluate((element) => element.getBoundingClientRect().top)).toBe(0)
    }
  })

  test('the error page offers a way home', async ({ page }) => {
    await page.goto('/error')
    await page.getByRole('link', { name: 'Go to homepage' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('navigation scrolls to the top and content sits below the 70 px header', async ({ page }) => {
    await page.goto('/privacy')
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, document.body.scrollHeight)
          return window.scrollY
        }),
      )
      .toBeGreaterThan(100)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and Conditions' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    expect(await page.getByRole('banner').evaluate((element) => element.getBoundingClientRect().height)).toBe(70)
    expect(await page.locator('main').evaluate((element) => getComputedStyle(element).paddingTop)).toBe('70px')
  })

  test('a protected route sends a signed-out visitor to / carrying the origin and opens the login drawer', async ({ page }) => {
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/\?from=%2Fdashboard$/)
    await expect(page.getByRole('dialog', { name: 'Log In' })).toBeVisible()
  })

  test('/shop and /products/{slug} resolve to real pages', async ({ page }) => {
    await page.goto('/shop')
    await expect(page).toHaveURL(/\/categories$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Shop By Categories' })).toBeVisible()
    const product = data.products[0]
    await page.goto(`/products/${product.slug}`)
    await expect(page).toHaveURL(new RegExp(`${productPath(product)}$`))
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
  })

  test('the navigation bar links the public pages', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const [name, href] of [
      ['Home', '/'],
      ['About Us', '/about-us'],
      ['Contact Us', '/contact-us'],
      ['Shop', '/categories'],
      ['Blog', '/blog'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
  })
})

test.describe('not found', () => {
  for (const path of [
    '/no-such-page',
    '/categories/no-such-category',
    '/categories/surgical-sutures/no-such-product',
    '/blog/no-such-post',
  ]) {
    test(`${path} answers 404 and shows the not-found page with a way home`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
      await page.getByRole('link', { name: 'Go to homepage' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Premium Quality Surgical Sutures Manufacturer in India' })).toBeVisible()
    })
  }
})
