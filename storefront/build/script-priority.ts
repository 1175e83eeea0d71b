import type { Plugin } from 'vite'

/**
 * Asks for the app's scripts at low priority. The first paint and the largest one are the server's preview and its
 * banner (decision 018), which need only the page, the stylesheet and the image: the scripts are not needed to draw
 * them, and fetched at the browser's default high priority they share a slow connection with the image and the
 * stylesheet. Module scripts never block rendering, so this changes only the order of the downloads.
 */
export function lowPriorityScripts(): Plugin {
  return {
    name: 'nuvo-low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
          .replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin'),
    },
  }
}
