import { MSG } from '../../../cms/contract/messages'
import { expect, test } from '../fixtures'

/** Holds an API answer back until the test releases it, so a page's loading state can be seen. */
async function holdBack(page: import('@playwright/test').Page, pattern: string | RegExp) {
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(pattern, async (route) => {
    await released
    await route.continue()
  })
  return () => release()
}

test('the categories listing shows 6 skeleton cards while it loads', async ({ page }) => {
  const release = await holdBack(page, '**/api/shop/category')
  await page.goto('/categories')
  await expect(page.getByRole('heading', { level: 1, name: 'Shop By Categories' })).toBeVisible()
  await expect(page.getByTestId('card-skeleton')).toHaveCount(6)
  release()
  await expect(page.getByTestId('category-card').first()).toBeVisible()
  await expect(page.getByTestId('card-skeleton')).toHaveCount(0)
})

test('the blog list shows 4 skeleton cards while it loads, and a post shows Loading...', async ({ page }) => {
  const releaseList = await holdBack(page, '**/api/shop/blog')
  await page.goto('/blog')
  await expect(page.getByTestId('card-skeleton')).toHaveCount(4)
  releaseList()
  await expect(page.getByTestId('post-card').first()).toBeVisible()

  const releasePost = await holdBack(page, '**/api/shop/blog/blogSlug/**')
  await page
    .getByTestId('post-card')
    .first()
    .getByRole('link', { name: /See more/ })
    .click()
  await expect(page.getByText('Loading...', { exact: true })).toBeVisible()
  releasePost()
  await expect(page.getByTestId('post-content')).toBeVisible()
})

test("an empty blog says 'Feature coming soon' and 'Hold on, We have not publish any blog yet'", async ({ page }) => {
  await page.route('**/api/shop/blog', (route) => route.fulfill({ json: { data: [] } }))
  await page.goto('/blog')
  await expect(page.getByTestId('blog-empty')).toContainText(MSG.blog.emptyTitle)
  await expect(page.getByTestId('blog-empty')).toContainText(MSG.blog.emptyText)
})

test("a screen that is still loading shows 'Loading....'", async ({ page }) => {
  const release = await holdBack(page, /\/js\/terms-page-[^/]+\.js$/)
  await page.goto('/about-us')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and Conditions' }).click()
  await expect(page.getByText(MSG.loading, { exact: true })).toBeVisible()
  release()
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible()
})
