import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'

import { App } from './app/app'
import { whenFirstScreenDrawn } from './app/first-screen'
import { preloadScreen } from './app/router'
import { verifySessionOnce } from './lib/session'
import './index.css'

/** The longest the app waits for the preview's image before it takes over anyway. */
const SHELL_IMAGE_WAIT_MS = 3000

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element')

/** Resolves at the start of the frame after next: by then the next frame has been drawn. */
const frameDrawn = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))

/** Resolves once the browser reports `image` drawn (Element Timing), or, where it cannot tell, once it is decoded. */
function imageDrawn(image: HTMLImageElement): Promise<unknown> {
  if (!PerformanceObserver.supportedEntryTypes?.includes('element')) return image.decode().then(frameDrawn, () => undefined)
  // An image that fails to load is never drawn: stop waiting for it.
  const failed = image.decode().then(
    () => new Promise(() => {}),
    () => undefined,
  )
  const drawn = new Promise<void>((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => (entry as PerformanceEntry & { element: Element | null }).element === image)) return
      observer.disconnect()
      resolve()
    })
    observer.observe({ type: 'element', buffered: true })
  })
  return Promise.race([drawn, failed])
}

/**
 * The server's preview of the page (cms/seo/shell-previews.ts) stays until its image has been drawn: the app then
 * draws the same image in the same place, so the largest paint is the preview's, early, rather than the app's after
 * every script.
 */
function shellImagesDrawn(container: HTMLElement): Promise<unknown> {
  const images = [...container.querySelectorAll<HTMLImageElement>('.app-shell img')]
  if (images.length === 0) return Promise.resolve()
  return Promise.race([Promise.all(images.map(imageDrawn)), new Promise((resolve) => setTimeout(resolve, SHELL_IMAGE_WAIT_MS))])
}

/**
 * The app is drawn into a hidden box beside the preview, so its first render may take several tasks (header, page,
 * footer: `Later` in the root layout) without the visitor seeing a half-drawn page or an empty one; once the page's
 * first screen is there, the preview gives way to it in one step.
 */
function appBox(container: HTMLElement): HTMLElement {
  const box = document.createElement('div')
  box.hidden = true
  container.append(box)
  whenFirstScreenDrawn(() => {
    for (const preview of container.querySelectorAll('.app-shell')) preview.remove()
    box.hidden = false
  })
  return box
}

// The page's screen chunk (preloaded by the server) is awaited too, so the first render draws the page itself
// instead of replacing the preview with the loading line; and a stored sign-in is checked first, so a screen never
// starts its signed-in calls with a token the server has since refused.
Promise.all([preloadScreen(window.location.pathname).catch(() => undefined), shellImagesDrawn(root), verifySessionOnce()]).then(() => {
  // A transition lets React render the first screen in small slices, so the page stays responsive while it starts.
  startTransition(() => {
    createRoot(appBox(root)).render(
      <StrictMode>
        <App />
      </StrictMode>,
    )
  })
})
