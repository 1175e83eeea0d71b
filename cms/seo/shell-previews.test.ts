import { describe, expect, it } from 'vitest'

import { categoryPreview, homeHeroPreview, productPreview } from './shell-previews'

const image = { src: '/media/a-960.webp', srcset: '/media/a-480.webp 480w, /media/a-960.webp 960w', sizes: '100vw' }

describe('app shell previews', () => {
  it('shows the home banner image with its srcset, high priority, hidden from assistive technology by the shell', () => {
    expect(homeHeroPreview(image)).toBe(
      '<div class="app-shell-hero"><img src="/media/a-960.webp" srcset="/media/a-480.webp 480w, /media/a-960.webp 960w" sizes="100vw" alt="" fetchpriority="high" elementtiming="shell" /></div>',
    )
  })

  it('draws a category heading and its first card image, escaping names', () => {
    const html = categoryPreview('Gloves & <Masks>', image)
    expect(html).toContain('<li><b>Gloves &amp; &lt;Masks&gt;</b></li>')
    expect(html).toContain('<p class="app-shell-title">Gloves &amp; &lt;Masks&gt; Products</p>')
    expect(html).toContain('<div class="app-shell-card"><img src="/media/a-960.webp"')
    expect(categoryPreview('Gloves', null)).not.toContain('<img')
  })

  it('draws a product page breadcrumbs and the gallery image', () => {
    const html = productPreview('SURGICAL SUTURES', 'Chromic "Catgut"', { ...image, srcset: undefined })
    expect(html).toContain(
      '<li>Category<span>&gt;</span></li><li>SURGICAL SUTURES<span>&gt;</span></li><li><b>Chromic &quot;Catgut&quot;</b></li>',
    )
    expect(html).toContain(
      '<div class="app-shell-gallery"><img src="/media/a-960.webp" alt="" fetchpriority="high" elementtiming="shell" width="960" height="960" /></div>',
    )
  })
})
