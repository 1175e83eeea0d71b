import { describe, expect, it } from 'vitest'

import { escapeHtml, renderHead, scriptSafeJson } from './head'
import { renderPage } from '../storefront-host/render-page'

describe('page heads', () => {
  it('escapes text placed in attributes and elements', () => {
    expect(escapeHtml(`"Tom" & <Jerry's>`)).toBe('&quot;Tom&quot; &amp; &lt;Jerry&#39;s&gt;')
  })

  it('keeps JSON inside a script element from closing it', () => {
    const json = scriptSafeJson({ text: '</script><script>alert(1)</script>' })
    expect(json).not.toContain('</script>')
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script>' })
  })

  it('writes title, description, canonical URL, Open Graph tags and JSON-LD', () => {
    const html = renderHead(
      {
        title: 'Nylon Suture',
        description: 'A "monofilament" suture',
        canonicalPath: '/categories/surgical-sutures/nylon',
        ogType: 'product',
        image: '/api/media/file/nylon.webp',
        jsonLd: [{ '@type': 'Product', name: 'Nylon' }],
      },
      'https://shop.example',
      'Nuvo Surgical',
    )
    expect(html).toContain('<title>Nylon Suture | Nuvo Surgical</title>')
    expect(html).toContain('<meta name="description" content="A &quot;monofilament&quot; suture" />')
    expect(html).toContain('<link rel="canonical" href="https://shop.example/categories/surgical-sutures/nylon" />')
    expect(html).toContain('<meta property="og:type" content="product" />')
    expect(html).toContain('<meta property="og:image" content="https://shop.example/api/media/file/nylon.webp" />')
    expect(html).toContain('<script type="application/ld+json">{"@type":"Product","name":"Nylon"}</script>')
    expect(html).not.toContain('noindex')
  })

  it('marks private pages noindex', () => {
    expect(renderHead({ title: 'Cart', description: 'x', canonicalPath: '/mycart', noindex: true }, 'https://s', 'N')).toContain(
      '<meta name="robots" content="noindex, follow" />',
    )
  })

  it("replaces the template's default head and appends the first data before </body>", () => {
    const template = '<html><head><!--seo:start--><title>Default</title><!--seo:end--></head><body><div id="root"></div></body></html>'
    const html = renderPage(
      template,
      { title: 'About Us', description: 'd', canonicalPath: '/about-us' },
      [['k', { a: '$&' }]],
      'https://s',
      'N',
    )
    expect(html).not.toContain('Default')
    expect(html).toContain('<title>About Us | N</title>')
    expect(html).toContain('<script id="initial-data" type="application/json">[["k",{"a":"$\\u0026"}]]</script>')
  })

  it("puts a page's first image into the app shell's hero slot, and leaves the slot alone otherwise", () => {
    const template = '<head><!--seo:start--><!--seo:end--></head><body><div id="root"><!--shell:hero--></div></body>'
    const head = { title: 'Home', description: 'd', canonicalPath: '/' }
    expect(renderPage(template, head, [], 'https://s', 'N', '<div class="app-shell-hero"></div>')).toContain(
      '<div id="root"><div class="app-shell-hero"></div></div>',
    )
    expect(renderPage(template, head, [], 'https://s', 'N')).toContain('<div id="root"><!--shell:hero--></div>')
  })
})
