import { expect, test } from '../fixtures'

/**
 * A post whose text and link carry script: the page shows the text as text, drops the script URL and never runs
 * any of it. The post is made through the REST API as a staff member, and removed afterwards.
 */
const ATTACK_TEXT = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>'
const slug = `sanitise-check-${Date.now()}`
let token = ''
let postId = ''

const text = (value: string) => ({ type: 'text', text: value, format: 0, detail: 0, mode: 'normal', style: '', version: 1 })

test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/users/login', { data: { email: 'admin@example.com', password: 'Admin#12345' } })
  expect(login.ok(), await login.text()).toBeTruthy()
  token = ((await login.json()) as { token: string }).token
  const created = await request.post('/api/posts', {
    headers: { Authorization: `JWT ${token}` },
    data: {
      title: 'Sanitise check',
      slug,
      teaser: 'A post that tries to run script.',
      author: 'Test',
      _status: 'published',
      content: {
        root: {
          type: 'root',
          format: '',
          indent: 0,
          version: 1,
          direction: 'ltr',
          children: [
            {
              type: 'paragraph',
              format: '',
              indent: 0,
              version: 1,
              direction: 'ltr',
              textFormat: 0,
              textStyle: '',
              children: [text(ATTACK_TEXT)],
            },
            {
              type: 'paragraph',
              format: '',
              indent: 0,
              version: 1,
              direction: 'ltr',
              textFormat: 0,
              textStyle: '',
              children: [
                {
                  type: 'link',
                  fields: { url: 'javascript:window.__pwned=3', newTab: false, linkType: 'custom' },
                  children: [text('innocent link')],
                  format: '',
                  indent: 0,
                  version: 3,
                  direction: 'ltr',
                },
              ],
            },
          ],
        },
      },
    },
  })
  expect(created.ok(), await created.text()).toBeTruthy()
  postId = ((await created.json()) as { doc: { id: string } }).doc.id
})

test.afterAll(async ({ request }) => {
  if (postId) await request.delete(`/api/posts/${postId}`, { headers: { Authorization: `JWT ${token}` } })
})

test('script in a post is shown as text and never runs', async ({ page }) => {
  await page.goto(`/blog/${slug}`)
  const content = page.getByTestId('post-content')
  await expect(content).toContainText(ATTACK_TEXT)
  await expect(content.locator('script, img[onerror], [onerror]')).toHaveCount(0)
  const link = content.getByText('innocent link')
  await expect(link).toBeVisible()
  expect(await link.evaluate((element) => element.closest('a')?.getAttribute('href') ?? null)).not.toMatch(/^javascript:/i)
  await link.click()
  // A javascript: link runs during the click's navigation, before the page draws its next frames.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
})
