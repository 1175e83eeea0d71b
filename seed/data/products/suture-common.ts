import type { SeedProduct, SeedTensileRow } from './types'

/** What every suture product shares: tariff heading, tax and the drawing. */
export const SUTURE_DEFAULTS: Pick<SeedProduct, 'hsnCode' | 'gstRate' | 'shape'> = {
  hsnCode: '3006 10 10',
  gstRate: '12',
  shape: 'suture',
}

/** Needles as they are written in catalogue codes. */
export const NEEDLE = {
  tp17: '17mm 1/2 circle taper point',
  tp20: '20mm 1/2 circle taper point',
  tp22: '22mm 1/2 circle taper point',
  tp26: '26mm 1/2 circle taper point',
  tp30: '30mm 1/2 circle taper point',
  tp36: '36mm 1/2 circle taper point',
  tp40: '40mm 1/2 circle taper point heavy',
  rc16: '16mm 3/8 circle reverse cutting',
  rc19: '19mm 3/8 circle reverse cutting',
  rc24: '24mm 3/8 circle reverse cutting',
  rc30: '30mm 3/8 circle reverse cutting',
  rc45: '45mm 3/8 circle reverse cutting',
  tc26: '26mm 1/2 circle tapercut',
  sp6: '6mm 3/8 circle spatulated micro-point',
  sp8: '8mm 3/8 circle spatulated',
  tc48: '48mm 1/2 circle trocar point heavy',
} as const

interface SutureSpecInput {
  material: string
  construction: string
  colour: string
  coating?: string
  absorption?: string
  lengths: string
  needles: string
  sterilisation?: string
}

/** The specification rows of a suture: material, thread length, needles and pack, in a fixed order. */
export function sutureSpecs(input: SutureSpecInput): [string, string][] {
  const rows: [string, string][] = [
    ['Material', input.material],
    ['Construction', input.construction],
    ['Colour', input.colour],
  ]
  if (input.coating) rows.push(['Coating', input.coating])
  if (input.absorption) rows.push(['Absorption', input.absorption])
  rows.push(
    ['Thread length', input.lengths],
    ['Needle', input.needles],
    ['Needle material', 'ASI 300 series stainless steel, drilled end, silicone coated'],
    ['Sterilisation', input.sterilisation ?? 'Ethylene oxide'],
    ['Pack', 'Box of 12 foils'],
    ['Shelf life', '5 years from manufacture'],
  )
  return rows
}

/** Strength retained in tissue, from the in-vivo data of each material. */
export const TENSILE = {
  polyglactin: [
    { after: '14 Days', strength: '75%' },
    { after: '21 Days', strength: '50%', subcat: [['6-0 and larger', '50%'], ['7-0 and smaller', '40%']] },
    { after: '28 Days', strength: '25%' },
  ],
  rapide: [
    { after: '5 Days', strength: '50%' },
    { after: '10 to 14 Days', strength: '0%' },
  ],
  pga: [
    { after: '14 Days', strength: '70%' },
    { after: '21 Days', strength: '40%' },
    { after: '28 Days', strength: '10%' },
  ],
  pgaRapid: [
    { after: '7 Days', strength: '50%' },
    { after: '14 Days', strength: '0%' },
  ],
  poliglecaprone: [
    { after: '7 Days', strength: '60%', subcat: [['Undyed', '50 to 60%'], ['Violet', '60 to 70%']] },
    { after: '14 Days', strength: '30%', subcat: [['Undyed', '20 to 30%'], ['Violet', '30 to 40%']] },
    { after: '21 Days', strength: '0%' },
  ],
  polydioxanone: [
    { after: '14 Days', strength: '80%', subcat: [['4-0 and larger', '80%'], ['5-0 and smaller', '60%']] },
    { after: '28 Days', strength: '70%', subcat: [['4-0 and larger', '70%'], ['5-0 and smaller', '40%']] },
    { after: '42 Days', strength: '60%', subcat: [['4-0 and larger', '60%'], ['5-0 and smaller', '35%']] },
  ],
  chromicGut: [
    { after: '7 Days', strength: '70%' },
    { after: '14 Days', strength: '40%' },
    { after: '21 Days', strength: '10%' },
  ],
  plainGut: [
    { after: '5 Days', strength: '60%' },
    { after: '7 Days', strength: '40%' },
    { after: '10 Days', strength: '10%' },
  ],
  nylon: [
    { after: '1 Year', strength: '80 to 85%' },
    { after: '2 Years', strength: '70%' },
  ],
  silk: [
    { after: '6 Months', strength: '50%' },
    { after: '1 Year', strength: '0 to 10%' },
  ],
  permanent: [
    { after: '1 Year', strength: '100%' },
    { after: 'Indefinite', strength: 'No measurable loss' },
  ],
} satisfies Record<string, SeedTensileRow[]>
