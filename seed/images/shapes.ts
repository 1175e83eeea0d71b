/**
 * Simple drawings that suggest each kind of item, as SVG fragments for an 800 × 800 canvas. They sit in the box
 * x 160–640, y 110–530; the caption goes below. `ink` is the category's dark tone, `tint` its light tone.
 */
export const SHAPES = [
  'suture',
  'stapler',
  'remover',
  'pad',
  'gauze',
  'roll',
  'tape',
  'glove',
  'mask',
  'gown',
  'cap',
  'wipes',
  'pouch',
  'indicator',
] as const
export type Shape = (typeof SHAPES)[number]

type Draw = (ink: string, tint: string) => string

const suture: Draw = (ink, tint) => `
  <rect x="190" y="130" width="420" height="380" rx="28" fill="#f8fafc" stroke="${ink}" stroke-width="8"/>
  <rect x="220" y="160" width="360" height="90" rx="12" fill="${tint}"/>
  <path d="M270 420 A130 130 0 0 1 530 420" fill="none" stroke="#64748b" stroke-width="12" stroke-linecap="round"/>
  <path d="M530 420 C560 470 470 480 440 440 S330 360 300 470" fill="none" stroke="${ink}" stroke-width="6"/>
  <circle cx="270" cy="420" r="9" fill="#64748b"/>`

const stapler: Draw = (ink, tint) => `
  <path d="M200 250 L560 200 Q610 195 612 245 L615 330 Q612 370 570 372 L330 380 L300 470 Q290 500 260 492 L225 480
    Q200 470 210 440 L235 370 Q195 360 195 320 Z" fill="${tint}" stroke="${ink}" stroke-width="8" stroke-linejoin="round"/>
  <rect x="430" y="372" width="120" height="120" rx="20" fill="#f8fafc" stroke="${ink}" stroke-width="8"/>
  <rect x="560" y="300" width="40" height="24" rx="4" fill="#64748b"/>
  <path d="M455 420 h70 M455 450 h70" stroke="${ink}" stroke-width="6"/>`

const remover: Draw = (ink) => `
  <path d="M250 500 L420 190 Q432 170 452 180 Q470 192 460 212 L300 510 Z" fill="#e2e8f0" stroke="${ink}" stroke-width="8"/>
  <path d="M550 500 L380 190 Q368 170 348 180 Q330 192 340 212 L500 510 Z" fill="#cbd5e1" stroke="${ink}" stroke-width="8"/>
  <circle cx="400" cy="300" r="16" fill="${ink}"/>`

const pad: Draw = (ink, tint) => `
  <rect x="180" y="140" width="440" height="370" rx="40" fill="${tint}" stroke="${ink}" stroke-width="8"/>
  <rect x="280" y="220" width="240" height="210" rx="16" fill="#ffffff" stroke="${ink}" stroke-width="4"
    stroke-dasharray="14 10"/>`

const gauze: Draw = (ink, tint) => {
  const grid = Array.from({ length: 7 }, (_, i) => 250 + i * 45)
    .map((v) => `<path d="M${v} 200 V470 M230 ${v - 40} H560" stroke="${ink}" stroke-opacity="0.25" stroke-width="3"/>`)
    .join('')
  return `
  <rect x="250" y="160" width="330" height="330" rx="10" fill="${tint}" stroke="${ink}" stroke-width="6"/>
  <rect x="215" y="195" width="330" height="330" rx="10" fill="#ffffff" stroke="${ink}" stroke-width="6"/>
  <g transform="translate(-15 35)">${grid}</g>`
}

const roll: Draw = (ink, tint) => `
  <rect x="230" y="200" width="340" height="260" fill="${tint}" stroke="${ink}" stroke-width="8"/>
  <ellipse cx="230" cy="330" rx="60" ry="130" fill="#ffffff" stroke="${ink}" stroke-width="8"/>
  <ellipse cx="230" cy="330" rx="18" ry="40" fill="${ink}" fill-opacity="0.5"/>
  <path d="M570 200 Q640 260 610 460 L570 460" fill="none" stroke="${ink}" stroke-width="8"/>`

const tape: Draw = (ink, tint) => `
  <circle cx="400" cy="320" r="190" fill="${tint}" stroke="${ink}" stroke-width="8"/>
  <circle cx="400" cy="320" r="95" fill="#ffffff" stroke="${ink}" stroke-width="8"/>
  <path d="M560 420 L640 520 L560 530 Z" fill="${tint}" stroke="${ink}" stroke-width="6"/>`

const glove: Draw = (ink, tint) => `
  <path d="M300 520 L300 330 L250 260 Q235 235 258 222 Q280 212 296 236 L330 290 L330 170 Q330 145 352 145
    Q374 145 374 170 L376 280 L380 140 Q382 115 404 115 Q426 116 425 142 L422 280 L434 160 Q437 136 459 138
    Q480 141 477 166 L466 290 L488 200 Q494 178 514 183 Q533 189 528 212 L500 360 Q495 420 480 520 Z"
    fill="${tint}" stroke="${ink}" stroke-width="8" stroke-linejoin="round"/>
  <rect x="290" y="505" width="200" height="30" rx="8" fill="#ffffff" stroke="${ink}" stroke-width="6"/>`

const mask: Draw = (ink, tint) => `
  <path d="M200 280 Q150 300 160 360 Q170 420 210 420" fill="none" stroke="${ink}" stroke-width="6"/>
  <path d="M600 280 Q650 300 640 360 Q630 420 590 420" fill="none" stroke="${ink}" stroke-width="6"/>
  <rect x="200" y="230" width="400" height="230" rx="36" fill="${tint}" stroke="${ink}" stroke-width="8"/>
  <path d="M210 300 H590 M210 345 H590 M210 390 H590" stroke="${ink}" stroke-opacity="0.45" stroke-width="5"/>`

const gown: Draw = (ink, tint) => `
  <path d="M340 140 Q400 175 460 140 L560 180 L650 330 L590 360 L540 290 L560 520 L240 520 L260 290 L210 360
    L150 330 L240 180 Z" fill="${tint}" stroke="${ink}" stroke-width="8" stroke-linejoin="round"/>
  <path d="M400 170 V520" stroke="${ink}" stroke-opacity="0.35" stroke-width="5"/>`

const cap: Draw = (ink, tint) => `
  <path d="M190 400 Q190 170 400 165 Q610 170 610 400 Z" fill="${tint}" stroke="${ink}" stroke-width="8"/>
  <path d="M175 400 Q400 450 625 400 L615 440 Q400 490 185 440 Z" fill="#ffffff" stroke="${ink}" stroke-width="8"/>`

const wipes: Draw = (ink, tint) => `
  <rect x="250" y="200" width="300" height="320" rx="30" fill="${tint}" stroke="${ink}" stroke-width="8"/>
  <ellipse cx="400" cy="200" rx="150" ry="40" fill="#ffffff" stroke="${ink}" stroke-width="8"/>
  <path d="M385 200 Q360 140 410 120 Q450 110 440 160" fill="#ffffff" stroke="${ink}" stroke-width="6"/>
  <rect x="300" y="300" width="200" height="110" rx="12" fill="#ffffff" fill-opacity="0.8"/>`

const pouch: Draw = (ink, tint) => `
  <path d="M220 150 H580 V470 L400 530 L220 470 Z" fill="#ffffff" stroke="${ink}" stroke-width="8"
    stroke-linejoin="round"/>
  <path d="M245 175 H555 V455 L400 505 L245 455 Z" fill="${tint}" fill-opacity="0.55"/>
  <rect x="270" y="200" width="60" height="14" fill="#16a34a"/><rect x="270" y="226" width="60" height="14" fill="#db2777"/>`

const indicator: Draw = (ink, tint) => {
  const stripes = Array.from({ length: 6 }, (_, i) => {
    const x = 220 + i * 70
    return `<path d="M${x} 470 L${x + 40} 420" stroke="#1f2937" stroke-width="10"/>`
  }).join('')
  return `
  <circle cx="400" cy="270" r="130" fill="${tint}" stroke="${ink}" stroke-width="8"/>
  <circle cx="400" cy="270" r="60" fill="#ffffff" stroke="${ink}" stroke-width="8"/>
  <rect x="180" y="410" width="460" height="70" fill="#fefce8" stroke="${ink}" stroke-width="6"/>${stripes}`
}

const DRAWINGS: Record<Shape, Draw> = {
  suture,
  stapler,
  remover,
  pad,
  gauze,
  roll,
  tape,
  glove,
  mask,
  gown,
  cap,
  wipes,
  pouch,
  indicator,
}

export function drawShape(shape: Shape, ink: string, tint: string): string {
  return DRAWINGS[shape](ink, tint)
}
