import { describe, expect, it } from 'vitest'

import { sanitizePostHtml } from './blog'

describe('sanitizePostHtml', () => {
  it('drops scripts, styles, frames and forms with their content', () => {
    const html = sanitizePostHtml(
      '<p>ok</p><script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe><form><input></form>',
    )
    expect(html).toBe('<p>ok</p>')
  })

  it('drops event-handler attributes and javascript:, data: and protocol-relative URLs', () => {
    const html = sanitizePostHtml(
      '<a href="javascript:alert(1)" onclick="x()">a</a><img src="data:image/png;base64,AA" onerror="x()"><a href="//evil.example">b</a><img src="JaVaScRiPt:alert(1)">',
    )
    expect(html).not.toMatch(/onclick|onerror|javascript|data:|evil\.example/i)
  })

  it('keeps text structure, http(s), mailto and relative links, images and a text-align style', () => {
    const html = sanitizePostHtml(
      '<h2 style="text-align:center;color:red">T</h2><ul><li><strong>b</strong></li></ul><a href="mailto:a@b.c">m</a><a href="/blog/x">r</a><img src="https://cdn.example/a.webp" alt="a">',
    )
    expect(html).toBe(
      '<h2 style="text-align:center">T</h2><ul><li><strong>b</strong></li></ul><a href="mailto:a@b.c">m</a><a href="/blog/x">r</a><img src="https://cdn.example/a.webp" alt="a" />',
    )
  })

  it('makes links that open a new tab unable to reach their opener', () => {
    expect(sanitizePostHtml('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    )
  })
})
