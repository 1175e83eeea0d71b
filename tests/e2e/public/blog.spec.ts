import { expect, test } from '../fixtures'
import { shopData, type ShopData } from './support'

let data: ShopData

test.beforeAll(async ({ request }) => {
  data = await shopData(request)
})

test('pages the list 6 at a time with Previous, numbers and Next', async ({ page }) => {
  expect(data.posts.length, 'the seed has more than one page of posts').toBeGreaterThan(6)
  const pages = Math.ceil(data.posts.length / 6)
  await page.goto('/blog')
  const pager = page.getByRole('navigation', { name: 'Blog pages' })
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled()
  await expect(pager.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(pages)
  await expect(page.getByTestId('post-card').first()).toContainText(data.posts[0].title)
  await pager.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\?page=2$/)
  await expect(page.getByTestId('post-card').first()).toContainText(data.posts[6].title)
  await expect(page.getByTestId('post-card')).toHaveCount(Math.min(6, data.posts.length - 6))
  await pager.getByRole('button', { name: `Page ${pages}` }).click()
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled()
  await pager.getByRole('button', { name: 'Page 1' }).click()
  await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
})

test('a card links to its post with See more and keeps the teaser to 3 lines', async ({ page }) => {
  await page.goto('/blog')
  const card = page.getByTestId('post-card').first()
  await expect(card.getByRole('link', { name: /See more/ })).toHaveAttribute('href', `/blog/${data.posts[0].slug}`)
  expect(await card.locator('p').evaluate((element) => getComputedStyle(element).webkitLineClamp)).toBe('3')
})

test('category and tag listings show their posts and leave themselves out of the sidebar', async ({ page, request }) => {
  const terms = (await (await request.get('/api/shop/blog/tags-and-categories')).json()) as {
    data: { categories: { name: string; slug: string }[]; tags: { name: string; slug: string }[] }
  }
  const category = terms.data.categories.find((entry) =>
    data.posts.some((post) => post.categories.some((term) => term.slug === entry.slug)),
  )!
  await page.goto(`/blog/categories/${category.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible()
  const inCategory = data.posts.filter((post) => post.categories.some((term) => term.slug === category.slug))
  await expect(page.getByTestId('post-card')).toHaveCount(Math.min(6, inCategory.length))
  const sidebar = page.getByRole('complementary', { name: 'Blog categories and tags' })
  await expect(sidebar.getByRole('link', { name: category.name, exact: true })).toHaveCount(0)
  await expect(sidebar.getByRole('link', { name: terms.data.categories.find((entry) => entry.slug !== category.slug)!.name })).toBeVisible()

  const tag = terms.data.tags.find((entry) => data.posts.some((post) => post.tags.some((term) => term.slug === entry.slug)))!
  await sidebar.getByRole('link', { name: `#${tag.name}`, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/blog/tags/${tag.slug}$`))
  await expect(page.getByRole('heading', { level: 1, name: `#${tag.name}` })).toBeVisible()
  await expect(page.getByRole('complementary').getByRole('link', { name: `#${tag.name}`, exact: true })).toHaveCount(0)
})

test("an unknown blog category shows 'Something went wrong. Please try again later'", async ({ page }) => {
  await page.goto('/blog/categories/no-such-category')
  await expect(page.getByTestId('blog-empty')).toHaveText('Something went wrong. Please try again later')
})
