import { NEEDLE as N, SUTURE_DEFAULTS, sutureSpecs, TENSILE } from './suture-common'
import { codesBySize, type SeedProduct } from './types'

export const braidedAbsorbableSutures: SeedProduct[] = [
  {
    ...SUTURE_DEFAULTS,
    name: 'Nuvocryl Polyglactin 910 Suture',
    genericName: 'Coated braided synthetic absorbable suture, Polyglactin 910',
    homeTab: 'featured',
    description: [
      'Braided multifilament suture of Polyglactin 910, a copolymer of 90 % glycolide and 10 % L-lactide.',
      'Coated with polyglactin 370 and calcium stearate for smooth passage through tissue and easy knot run-down.',
      'Absorbed by hydrolysis with minimal tissue reaction; absorption is essentially complete in 56 to 70 days.',
      'Available violet dyed and undyed, in USP sizes 5-0 to 2, with taper point and reverse cutting needles.',
    ],
    benefits: [
      'Predictable strength retention over the critical healing period',
      'Excellent handling and secure knots with fewer throws',
      'Hydrolytic absorption gives a mild, uniform tissue response',
    ],
    applications: [
      'General soft tissue approximation and ligation',
      'Gastrointestinal, gynaecological and obstetric surgery',
      'Subcuticular closure and episiotomy repair',
      'Ophthalmic and plastic surgery in the finer sizes',
    ],
    features: [
      'Precision drilled needles with a secure swage',
      'Violet dye for visibility in the wound',
      'Pre-cut lengths of 45 cm, 70 cm and 90 cm',
    ],
    advantages: [
      'No need to remove the suture after healing',
      'Lower cost per procedure than many imported equivalents',
    ],
    specs: sutureSpecs({
      material: 'Polyglactin 910 (90 % glycolide, 10 % L-lactide)',
      construction: 'Braided multifilament',
      colour: 'Violet / undyed',
      coating: 'Polyglactin 370 with calcium stearate',
      absorption: 'Essentially complete in 56 to 70 days',
      lengths: '45 cm, 70 cm, 90 cm',
      needles: '1/2 circle taper point 20 to 40 mm; 3/8 circle reverse cutting 16 to 45 mm',
    }),
    tensileStrength: TENSILE.polyglactin,
    variants: codesBySize('NW', 2341, 0.22, [
      ['5-0', `45cm, ${N.rc16}`, 3650],
      ['4-0', `70cm, ${N.tp20}`, 3380],
      ['4-0', `45cm, ${N.rc19}`, 3450],
      ['3-0', `70cm, ${N.tp26}`, 3420],
      ['3-0', `70cm, ${N.rc24}`, 3520],
      ['2-0', `90cm, ${N.tp26}`, 3560],
      ['2-0', `90cm, ${N.tp30}`, 3610],
      ['1-0', `90cm, ${N.tp36}`, 3780],
      ['1', `90cm, ${N.tp40}`, 3940],
      ['2', `90cm, ${N.tp40}`, 4120],
    ]),
    metaDescription:
      'Nuvocryl Polyglactin 910 braided absorbable suture in USP 5-0 to 2 with taper point and reverse cutting ' +
      'needles. Box of 12 foils, ISO 13485 certified.',
  },
  {
    ...SUTURE_DEFAULTS,
    name: 'Nuvocryl Rapide Suture',
    genericName: 'Fast-absorbing braided Polyglactin 910 suture',
    description: [
      'Irradiated Polyglactin 910 that loses its strength quickly: 50 % remains at 5 days and none by 10 to 14 days.',
      'Mass absorption is complete in about 42 days, so sutures fall away from skin within 7 to 10 days.',
      'Undyed, for closures where a visible suture is not wanted.',
    ],
    benefits: ['No suture removal visit for skin and mucosa', 'Comfortable for children and anxious patients'],
    applications: [
      'Episiotomy and perineal repair',
      'Skin closure of the face, scalp and hands',
      'Oral mucosa and circumcision',
    ],
    features: ['Undyed braided thread', 'Reverse cutting needles for skin'],
    specs: sutureSpecs({
      material: 'Polyglactin 910, gamma irradiated',
      construction: 'Braided multifilament',
      colour: 'Undyed',
      absorption: 'Essentially complete in 42 days',
      lengths: '45 cm, 75 cm',
      needles: '3/8 circle reverse cutting 16 to 30 mm; 1/2 circle taper point 26 mm',
      sterilisation: 'Gamma irradiation',
    }),
    tensileStrength: TENSILE.rapide,
    variants: codesBySize('NR', 3110, 0.2, [
      ['5-0', `45cm, ${N.rc16}`, 3820],
      ['4-0', `45cm, ${N.rc19}`, 3690],
      ['3-0', `75cm, ${N.rc24}`, 3720],
      ['2-0', `75cm, ${N.tp26}`, 3790],
      ['2-0', `75cm, ${N.rc30}`, 3850],
    ]),
    metaDescription:
      'Nuvocryl Rapide fast-absorbing Polyglactin 910 suture for episiotomy, mucosa and skin. Strength gone in ' +
      '10 to 14 days, no removal needed.',
  },
  {
    ...SUTURE_DEFAULTS,
    name: 'Nuvocryl Plus Antibacterial Suture',
    genericName: 'Triclosan-coated braided Polyglactin 910 suture',
    description: [
      'Polyglactin 910 suture coated with triclosan (Irgacare MP), an antibacterial agent that inhibits ' +
        'colonisation of the suture by common wound pathogens.',
      'Same handling, strength and absorption profile as standard Polyglactin 910.',
      'Supports hospital surgical site infection (SSI) reduction bundles.',
    ],
    benefits: [
      'Inhibits Staphylococcus aureus and E. coli on the suture for 7 days',
      'Helps reduce the risk of surgical site infection',
    ],
    applications: ['Abdominal wall and fascia closure', 'Caesarean section', 'Orthopaedic and spine soft tissue'],
    features: ['Triclosan coating at a controlled dose', 'Violet dyed for visibility'],
    advantages: ['One suture for closure and infection-prevention protocols'],
    specs: sutureSpecs({
      material: 'Polyglactin 910 with triclosan',
      construction: 'Braided multifilament',
      colour: 'Violet',
      coating: 'Polyglactin 370, calcium stearate and triclosan',
      absorption: 'Essentially complete in 56 to 70 days',
      lengths: '70 cm, 90 cm',
      needles: '1/2 circle taper point 26 to 40 mm',
    }),
    tensileStrength: TENSILE.polyglactin,
    variants: codesBySize('NA', 4402, 0.18, [
      ['3-0', `70cm, ${N.tp26}`, 4760],
      ['2-0', `90cm, ${N.tp30}`, 4890],
      ['1-0', `90cm, ${N.tp36}`, 5120],
      ['1', `90cm, ${N.tp40}`, 5290],
      ['1', `90cm, ${N.tc26}`, 5340],
    ]),
    metaDescription:
      'Antibacterial triclosan-coated Polyglactin 910 suture to help reduce surgical site infection. USP 3-0 to 1, ' +
      'box of 12 foils.',
  },
  {
    ...SUTURE_DEFAULTS,
    name: 'Nuvosorb PGA Suture',
    genericName: 'Braided synthetic absorbable suture, Polyglycolic acid',
    description: [
      'Braided suture of polyglycolic acid (PGA) coated with polycaprolactone and calcium stearate.',
      'Retains about 70 % of its strength at 14 days; absorption is complete in 60 to 90 days.',
      'A cost-effective absorbable suture for routine soft tissue closure.',
      'Violet dyed, USP sizes 4-0 to 1.',
    ],
    benefits: ['High initial tensile strength', 'Smooth tie-down and good knot security'],
    applications: ['General and gynaecological surgery', 'Subcutaneous tissue and muscle', 'Ligation of vessels'],
    features: ['Coated braid to reduce tissue drag', 'Taper point and reverse cutting needles'],
    advantages: ['Economical for high-volume theatres', 'Familiar handling for surgeons used to braided sutures'],
    specs: sutureSpecs({
      material: 'Polyglycolic acid',
      construction: 'Braided multifilament',
      colour: 'Violet',
      coating: 'Polycaprolactone and calcium stearate',
      absorption: 'Complete in 60 to 90 days',
      lengths: '70 cm, 90 cm',
      needles: '1/2 circle taper point 20 to 40 mm; 3/8 circle reverse cutting 24 mm',
    }),
    tensileStrength: TENSILE.pga,
    variants: codesBySize('NP', 5220, 0.25, [
      ['4-0', `70cm, ${N.tp20}`, 2640],
      ['3-0', `70cm, ${N.tp26}`, 2680],
      ['3-0', `70cm, ${N.rc24}`, 2720],
      ['2-0', `90cm, ${N.tp30}`, 2790],
      ['1-0', `90cm, ${N.tp36}`, 2890],
      ['1', `90cm, ${N.tp40}`, 2990],
    ]),
    metaDescription:
      'Nuvosorb PGA braided absorbable suture, USP 4-0 to 1, violet, with taper point and reverse cutting ' +
      'needles. Economical hospital packs.',
  },
  {
    ...SUTURE_DEFAULTS,
    name: 'Nuvosorb Rapid PGA Suture',
    genericName: 'Fast-absorbing braided polyglycolic acid suture',
    description: [
      'Rapidly absorbing PGA suture: 50 % strength at 7 days, none at 14 days, fully absorbed in about 42 days.',
      'Undyed, with reverse cutting needles for skin and mucosa.',
      'An economical choice where short-term support is enough.',
    ],
    benefits: ['Sutures fall out on their own', 'Minimal scarring on skin'],
    applications: ['Perineal and vaginal mucosa repair', 'Skin closure in paediatrics', 'Oral surgery'],
    specs: sutureSpecs({
      material: 'Polyglycolic acid, low molecular weight',
      construction: 'Braided multifilament',
      colour: 'Undyed',
      absorption: 'Essentially complete in 42 days',
      lengths: '45 cm, 70 cm',
      needles: '3/8 circle reverse cutting 16 to 24 mm',
    }),
    tensileStrength: TENSILE.pgaRapid,
    variants: codesBySize('NQ', 5610, 0.24, [
      ['4-0', `45cm, ${N.rc16}`, 2890],
      ['3-0', `70cm, ${N.rc19}`, 2920],
      ['2-0', `70cm, ${N.rc24}`, 2980],
    ]),
    metaDescription:
      'Fast-absorbing PGA suture for perineal repair, mucosa and paediatric skin closure. No removal, USP 4-0 to 2-0.',
  },
]
