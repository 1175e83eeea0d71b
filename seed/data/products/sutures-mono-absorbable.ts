import { NEEDLE as N, SUTURE_DEFAULTS, sutureSpecs, TENSILE } from './suture-common'
import { codesBySize, type SeedProduct } from './types'

/** Monofilament synthetic absorbables and the natural (catgut) absorbables. */
export const monoAbsorbableSutures: SeedProduct[] = [
  {
    ...SUTURE_DEFAULTS,
    name: 'Nuvomono Poliglecaprone 25 Suture',
    genericName: 'Monofilament synthetic absorbable suture, Poliglecaprone 25',
    description: [
      'Monofilament suture of Poliglecaprone 25, a copolymer of glycolide and epsilon-caprolactone.',
      'Very pliable for a monofilament, with low tissue drag and excellent knot security.',
      'Absorbed by hydrolysis; absorption is essentially complete in 91 to 119 days.',
      'Supplied undyed for subcuticular skin closure and violet for deeper tissue.',
    ],
    benefits: [
      'Smooth passage through tissue with minimal trauma',
      'Excellent cosmetic results in subcuticular closure',
      'Monofilament structure does not harbour bacteria',
    ],
    applications: [
      'Subcuticular skin closure',
      'Soft tissue approximation and ligation',
      'Paediatric, plastic and general surgery',
    ],
    features: ['Reverse cutting needles for skin', 'Undyed and violet versions'],
    advantages: ['High initial strength that falls away as the wound no longer needs it'],
    specs: sutureSpecs({
      material: 'Poliglecaprone 25 (glycolide and epsilon-caprolactone)',
      construction: 'Monofilament',
      colour: 'Undyed / violet',
      absorption: 'Essentially complete in 91 to 119 days',
      lengths: '45 cm, 70 cm',
      needles: '3/8 circle reverse cutting 16 to 30 mm; 1/2 circle taper point 26 mm',
    }),
    tensileStrength: TENSILE.poliglecaprone,
    variants: codesBySize('NM', 6120, 0.2, [
      ['5-0', `45cm, ${N.rc16}`, 4180],
      ['4-0', `45cm, ${N.rc19}`, 4060],
      ['4-0', `70cm, ${N.rc24}`, 4120],
      ['3-0', `70cm, ${N.rc24}`, 4150],
      ['3-0', `70cm, ${N.tp26}`, 4190],
      ['2-0', `70cm, ${N.rc30}`, 4260],
    ]),
    metaDescription:
      'Nuvomono Poliglecaprone 25 monofilament absorbable suture for subcuticular skin closure. USP 5-0 to 2-0, ' +
      'undyed and violet.',
  },
  {
    ...SUTURE_DEFAULTS,
    name: 'Nuvodox PDO Suture',
    genericName: 'Monofilament synthetic absorbable suture, Polydioxanone',
    homeTab: 'featured',
    description: [
      'Monofilament suture of polydioxanone (PDO) for wounds that need extended support.',
      'Retains 60 to 80 % of its strength at 2 weeks and up to 60 % at 6 weeks, depending on size.',
      'Absorption is minimal until about the 90th day and essentially complete within 6 months.',
      'Violet dyed; loops of 150 cm are available for abdominal mass closure.',
    ],
    benefits: ['Long wound support for slow-healing tissue', 'Low infection risk of a monofilament'],
    applications: [
      'Abdominal fascia and mass closure',
      'Paediatric cardiovascular and orthopaedic surgery',
      'Ophthalmic surgery in the finer sizes',
    ],
    features: ['Smooth monofilament with memory control', 'Taper point and tapercut needles'],
    advantages: ['Absorbable alternative to permanent monofilaments for fascia'],
    specs: sutureSpecs({
      material: 'Polydioxanone',
      construction: 'Monofilament',
      colour: 'Violet',
      absorption: 'Minimal until day 90, essentially complete within 6 months',
      lengths: '70 cm, 90 cm, 150 cm loop',
      needles: '1/2 circle taper point 20 to 40 mm; 1/2 circle tapercut 26 mm',
    }),
    tensileStrength: TENSILE.polydioxanone,
    variants: codesBySize('ND', 7230, 0.2, [
      ['5-0', `70cm, ${N.tp17}`, 5240],
      ['4-0', `70cm, ${N.tp20}`, 5180],
      ['3-0', `70cm, ${N.tp26}`, 5210],
      ['2-0', `90cm, ${N.tp26}`, 5290],
      ['1-0', `90cm, ${N.tp36}`, 5420],
      ['1', `150cm loop, ${N.tp40}`, 6350],
      ['1', `90cm, ${N.tc26}`, 5560],
    ]),
    metaDescription:
      'Nuvodox polydioxanone (PDO) monofilament absorbable suture for fascia and long-healing tissue. USP 5-0 to 1, ' +
      'including 150 cm loops.',
  },
  {
    ...SUTURE_DEFAULTS,
    name: 'Nuvodox Knotless Barbed PDO Suture',
    genericName: 'Unidirectional barbed polydioxanone wound closure device',
    description: [
      'Polydioxanone monofilament with unidirectional barbs cut along its length and a fixation loop at the end.',
      'Closes wounds without knots: the barbs anchor the tissue at every pass and spread tension evenly.',
      'Speeds up closure of long incisions in laparoscopic and open surgery.',
    ],
    benefits: ['No knots to tie or bury', 'Shorter closure time', 'Even tension along the wound'],
    applications: ['Laparoscopic myomectomy and hysterectomy vault closure', 'Abdominoplasty', 'Subcuticular closure'],
    features: ['Fixation loop at the tail end', 'Barb geometry cut for secure hold'],
    specs: sutureSpecs({
      material: 'Polydioxanone, barbed',
      construction: 'Monofilament, unidirectional barbs with end loop',
      colour: 'Violet',
      absorption: 'Essentially complete within 6 months',
      lengths: '15 cm, 30 cm, 45 cm',
      needles: '1/2 circle taper point 26 to 36 mm; 3/8 circle reverse cutting 24 mm',
    }),
    tensileStrength: TENSILE.polydioxanone,
    variants: codesBySize('NK', 7810, 0.15, [
      ['3-0', `15cm, ${N.rc24}`, 11850],
      ['2-0', `30cm, ${N.tp26}`, 12400],
      ['1-0', `45cm, ${N.tp36}`, 12950],
    ]),
    metaDescription:
      'Knotless barbed PDO suture for fast, even wound closure in laparoscopic and open surgery. USP 3-0 to 1-0.',
  },
  {
    ...SUTURE_DEFAULTS,
    name: 'Chromic Catgut Suture',
    genericName: 'Natural absorbable suture, chromic surgical gut',
    description: [
      'Purified collagen strands from bovine intestinal serosa, tanned in chromium salt solution.',
      'Chromic treatment slows absorption: strength lasts 14 to 21 days and absorption is complete in about 90 days.',
      'Packed in conditioning fluid to keep the strands supple.',
    ],
    benefits: ['Familiar handling for many surgeons', 'Low cost absorbable option'],
    applications: ['Obstetric and gynaecological surgery', 'Urology', 'Ligation of superficial vessels'],
    features: ['Polished strands of even diameter', 'Taper point needles'],
    specs: sutureSpecs({
      material: 'Surgical gut (collagen), chromicised',
      construction: 'Twisted, polished',
      colour: 'Brown',
      absorption: 'Complete in about 90 days by enzymatic digestion',
      lengths: '76 cm, 150 cm',
      needles: '1/2 circle taper point 26 to 40 mm',
      sterilisation: 'Gamma irradiation',
    }),
    tensileStrength: TENSILE.chromicGut,
    variants: codesBySize('NC', 8140, 0.28, [
      ['3-0', `76cm, ${N.tp26}`, 1650],
      ['2-0', `76cm, ${N.tp30}`, 1690],
      ['1-0', `76cm, ${N.tp36}`, 1740],
      ['1', `76cm, ${N.tp40}`, 1790],
      ['1', '150cm, without needle', 1420],
    ]),
    metaDescription:
      'Chromic catgut natural absorbable suture for obstetrics, gynaecology and urology. USP 3-0 to 1, box of 12.',
  },
  {
    ...SUTURE_DEFAULTS,
    name: 'Plain Catgut Suture',
    genericName: 'Natural absorbable suture, plain surgical gut',
    description: [
      'Untreated surgical gut that is absorbed rapidly: useful strength lasts 7 to 10 days.',
      'Absorption is complete in about 70 days.',
      'For tissue that heals fast and needs support only briefly.',
    ],
    benefits: ['Rapid absorption', 'Economical'],
    applications: ['Ligation of superficial blood vessels', 'Subcutaneous fat', 'Mucosal repair'],
    specs: sutureSpecs({
      material: 'Surgical gut (collagen), plain',
      construction: 'Twisted, polished',
      colour: 'Yellowish tan',
      absorption: 'Complete in about 70 days',
      lengths: '76 cm',
      needles: '1/2 circle taper point 26 to 36 mm',
      sterilisation: 'Gamma irradiation',
    }),
    tensileStrength: TENSILE.plainGut,
    variants: codesBySize('NG', 8420, 0.28, [
      ['3-0', `76cm, ${N.tp26}`, 1520],
      ['2-0', `76cm, ${N.tp30}`, 1560],
      ['1-0', `76cm, ${N.tp36}`, 1610],
    ]),
    metaDescription: 'Plain catgut rapidly absorbable suture, USP 3-0 to 1-0, for superficial ligation and mucosa.',
  },
]
