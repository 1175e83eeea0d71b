import { test as base, expect, type Page } from '@playwright/test'

/** URLs of the running stack (tests/e2e/global-setup.ts). */
export const stackUrls = () => ({
  baseUrl: process.env.E2E_BASE_URL!,
  razorpayUrl: process.env.E2E_RAZORPAY_URL!,
  resendUrl: process.env.E2E_RESEND_URL!,
})

/**
 * Every test fails on a console error or an uncaught page error (Epic Stack habit): a broken page must not pass
 * because its heading happened to render.
 */
export const test = base.extend<{ failOnConsoleErrors: void }>({
  failOnConsoleErrors: [
    async ({ page }, use) => {
      const problems: string[] = []
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
      page.on('console', (message) => {
        // A refused request (401, 409…) is part of the flows under test; the browser logs it, the page need not.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          problems.push(`console error: ${message.text()}`)
        }
      })
      await use()
      expect(problems, problems.join('\n')).toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/**
 * Scrolls through the whole page, a frame per step, so everything that loads or fades in on scroll does; then back
 * to the top, and waits until the network is idle, no fade-in is waiting and no transition is running; sections
 * below the first screen are then painted too, for a full-page capture.
 */
export async function revealWholePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y)
      await nextFrame()
    }
    window.scrollTo(0, 0)
  })
  await page.waitForLoadState('networkidle')
  // The browser paints sections below the first screen only near the viewport (`below-fold` in index.css), and a
  // full-page capture does not move the viewport.
  await page.addStyleTag({ content: '.below-fold { content-visibility: visible !important; }' })
  await page.waitForFunction(
    () =>
      document.querySelector('[data-fade-in="waiting"]') === null &&
      document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  )
}
