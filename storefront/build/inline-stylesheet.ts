import type { Plugin } from 'vite'

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Puts the stylesheet into index.html instead of linking it: the first paint then waits for the page alone, not for
 * a second request (a round trip on a mobile network). It is the shop's one stylesheet, about 9 KB compressed; the
 * page itself is never cached, so each full load carries it, while moving between screens loads no page at all.
 */
export function inlineStylesheet(): Plugin {
  return {
    name: 'nuvo-inline-stylesheet',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html']
      if (page?.type !== 'asset' || typeof page.source !== 'string') return
      for (const [name, file] of Object.entries(bundle)) {
        if (file.type !== 'asset' || !name.endsWith('.css')) continue
        const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${escapeRegExp(name)}"[^>]*>`)
        const css = String(file.source).replace(/<\/style/gi, '<\\/style')
        page.source = page.source.replace(link, () => `<style>${css}</style>`)
      }
    },
  }
}
