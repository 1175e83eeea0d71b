import sharp from 'sharp'

import { drawShape, type Shape } from './shapes'

/** A soft gradient (from → to), the drawing's dark ink and light tint. One per category. */
export interface Palette {
  from: string
  to: string
  ink: string
  tint: string
}

export const PALETTES = {
  violet: { from: '#f5f3ff', to: '#c4b5fd', ink: '#4c1d95', tint: '#ddd6fe' },
  teal: { from: '#f0fdfa', to: '#99f6e4', ink: '#134e4a', tint: '#ccfbf1' },
  sky: { from: '#f0f9ff', to: '#bae6fd', ink: '#0c4a6e', tint: '#e0f2fe' },
  blue: { from: '#eff6ff', to: '#bfdbfe', ink: '#1e3a8a', tint: '#dbeafe' },
  emerald: { from: '#ecfdf5', to: '#a7f3d0', ink: '#064e3b', tint: '#d1fae5' },
  cyan: { from: '#ecfeff', to: '#a5f3fc', ink: '#164e63', tint: '#cffafe' },
  amber: { from: '#fffbeb', to: '#fde68a', ink: '#78350f', tint: '#fef3c7' },
  lime: { from: '#f7fee7', to: '#d9f99d', ink: '#365314', tint: '#ecfccb' },
  rose: { from: '#fff1f2', to: '#fecdd3', ink: '#881337', tint: '#ffe4e6' },
  slate: { from: '#f8fafc', to: '#cbd5e1', ink: '#1e293b', tint: '#e2e8f0' },
  indigo: { from: '#eef2ff', to: '#c7d2fe', ink: '#312e81', tint: '#e0e7ff' },
} satisfies Record<string, Palette>

export type PaletteName = keyof typeof PALETTES

const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif'

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)
}

/** Breaks a caption into at most `maxLines` lines of about `width` characters, ending with … when cut. */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line)
      line = word
    } else {
      line = line ? `${line} ${word}` : word
    }
  }
  if (line) lines.push(line)
  if (lines.length <= maxLines) return lines
  const kept = lines.slice(0, maxLines)
  kept[maxLines - 1] = `${kept[maxLines - 1].replace(/[,;:]$/, '')}…`
  return kept
}

function textLines(lines: string[], x: number, y: number, size: number, colour: string, anchor = 'middle'): string {
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${y + i * size * 1.25}" font-family="${FONT}" font-size="${size}" font-weight="bold" ` +
        `text-anchor="${anchor}" fill="${colour}">${escapeXml(line)}</text>`,
    )
    .join('')
}

function gradient(id: string, palette: Palette): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>`
}

/**
 * Without alpha and barely compressed: Payload re-encodes every upload to WebP, and copies the file it was given once
 * per image size (sharp's `clone`). Uncompressed, an 800 × 800 drawing is 1.9 MB to copy four times; at level 1 it is
 * about 90 kB and still quick to decode.
 */
async function toPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).removeAlpha().png({ compressionLevel: 1 }).toBuffer()
}

/** A square picture of an item: gradient, drawing, brand line and the item's name. */
export function itemSvg(args: { title: string; label: string; palette: Palette; shape: Shape }): string {
  const { title, label, palette, shape } = args
  const lines = wrapText(title, 26, 3)
  const size = lines.length > 2 ? 38 : 44
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
  <defs>${gradient('bg', palette)}</defs>
  <rect width="800" height="800" fill="url(#bg)"/>
  <circle cx="400" cy="320" r="270" fill="#ffffff" fill-opacity="0.45"/>
  ${drawShape(shape, palette.ink, palette.tint)}
  <text x="40" y="62" font-family="${FONT}" font-size="24" letter-spacing="4" fill="${palette.ink}"
    fill-opacity="0.7">NUVO SURGICAL</text>
  <text x="760" y="62" font-family="${FONT}" font-size="22" text-anchor="end" fill="${palette.ink}"
    fill-opacity="0.7">${escapeXml(label)}</text>
  ${textLines(lines, 400, 615, size, palette.ink)}
</svg>`
}

export function renderItem(args: Parameters<typeof itemSvg>[0]): Promise<Buffer> {
  return toPng(itemSvg(args))
}

/** A wide banner (1600 × 700): gradient, large faint drawings on the right, left side kept calm for the heading. */
export function renderBanner(args: { palette: Palette; shapes: Shape[] }): Promise<Buffer> {
  const { palette, shapes } = args
  const scale = 0.5
  const drawings = shapes
    .map((shape, i) => {
      const x = 840 + i * 250 - 160 * scale
      const y = 350 - 320 * scale + (i % 2 === 0 ? -70 : 70)
      return `<g transform="translate(${x} ${y}) scale(${scale})">${drawShape(shape, palette.ink, palette.tint)}</g>`
    })
    .join('')
  return toPng(`<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="700" viewBox="0 0 1600 700">
  <defs>${gradient('bg', palette)}</defs>
  <rect width="1600" height="700" fill="url(#bg)"/>
  <circle cx="1250" cy="350" r="330" fill="#ffffff" fill-opacity="0.35"/>
  <circle cx="180" cy="640" r="220" fill="${palette.tint}" fill-opacity="0.6"/>
  ${drawings}
</svg>`)
}

/** A blog cover (1200 × 675): gradient, drawing on the right and the post title on the left. */
export function renderCover(args: { title: string; palette: Palette; shape: Shape }): Promise<Buffer> {
  const { title, palette, shape } = args
  const lines = wrapText(title, 24, 4)
  return toPng(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
  <defs>${gradient('bg', palette)}</defs>
  <rect width="1200" height="675" fill="url(#bg)"/>
  <g transform="translate(640 60) scale(0.85)">${drawShape(shape, palette.ink, palette.tint)}</g>
  <text x="70" y="110" font-family="${FONT}" font-size="26" letter-spacing="4" fill="${palette.ink}"
    fill-opacity="0.7">NUVO SURGICAL · BLOG</text>
  ${textLines(lines, 70, 230, 48, palette.ink, 'start')}
</svg>`)
}

/** A round avatar with the person's initials (400 × 400). */
export function renderAvatar(args: { name: string; palette: Palette }): Promise<Buffer> {
  const initials = args.name
    .replace(/^(Dr|Mr|Ms|Mrs)\.?\s+/i, '')
    .split(/\s+/)
    .map((word) => word[0])
    .slice(0, 2)
    .join('')
    .toUpperCase()
  const { palette } = args
  return toPng(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <defs>${gradient('bg', palette)}</defs>
  <rect width="400" height="400" fill="#ffffff"/>
  <circle cx="200" cy="200" r="200" fill="url(#bg)"/>
  <text x="200" y="245" font-family="${FONT}" font-size="130" font-weight="bold" text-anchor="middle"
    fill="${palette.ink}">${escapeXml(initials)}</text>
</svg>`)
}
