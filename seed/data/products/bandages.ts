import { codePerSize, type SeedCategoryProducts } from './types'

const BANDAGE = { hsnCode: '3005 90 40', gstRate: '12' } as const

export const bandages: SeedCategoryProducts = {
  category: 'BANDAGES',
  products: [
    {
      ...BANDAGE,
      name: 'Cotton Crepe Bandage',
      genericName: 'Cotton crepe bandage BP, light support, with clips',
      description: [
        'Woven cotton crepe with twisted yarns that give it about 90 % stretch.',
        'Gives firm, even support and compression and keeps its elasticity after washing.',
        'Each roll is supplied with two aluminium clips.',
      ],
      benefits: ['Reusable after washing', 'Even compression without constriction'],
      applications: ['Sprains and strains', 'Support after soft tissue injury', 'Holding dressings in place'],
      features: ['Two clips per roll', 'Stretched length 4 m'],
      specs: [
        ['Material', 'Cotton crepe'],
        ['Stretched length', '4 m'],
        ['Standard', 'BP'],
      ],
      variants: codePerSize('BD', 7101, 0.25, [
        ['5 cm', '4 m stretched, box of 10', 420],
        ['7.5 cm', '4 m stretched, box of 10', 560],
        ['10 cm', '4 m stretched, box of 10', 720],
        ['15 cm', '4 m stretched, box of 10', 1020],
      ]),
      metaDescription: 'Cotton crepe bandages BP, 5 to 15 cm wide, 4 m stretched, with clips. Box of 10.',
    },
    {
      ...BANDAGE,
      name: 'Roller Bandage',
      genericName: 'Absorbent cotton gauze roller bandage, IP',
      shape: 'roll',
      description: [
        'Tightly rolled absorbent gauze bandage with fraying-free cut edges.',
        'For holding dressings in place and light support.',
        'Packed one dozen to a pack.',
      ],
      benefits: ['Light and absorbent', 'Very economical'],
      applications: ['Securing dressings', 'First aid', 'Padding under plaster'],
      variants: codePerSize('BD', 7121, 0.25, [
        ['5 cm', '3 m, pack of 12', 120],
        ['7.5 cm', '3 m, pack of 12', 160],
        ['10 cm', '3 m, pack of 12', 210],
        ['15 cm', '3 m, pack of 12', 300],
      ]),
      metaDescription: 'Cotton gauze roller bandages IP, 5 to 15 cm wide, 3 m, pack of 12.',
    },
    {
      ...BANDAGE,
      name: 'Elastic Adhesive Bandage',
      genericName: 'Elastic adhesive bandage BP with zinc oxide adhesive',
      description: [
        'A stretch cotton fabric spread with porous zinc oxide adhesive.',
        'Sticks to itself and to skin, so it stays in place without clips.',
        'Strong compression and support for joints.',
      ],
      benefits: ['Does not slip', 'Porous adhesive lets the skin breathe'],
      applications: ['Strapping of joints in sports injuries', 'Compression over dressings', 'Varicose vein support'],
      variants: codePerSize('BD', 7141, 0.22, [
        ['7.5 cm', '4 m stretched, single roll', 210],
        ['10 cm', '4 m stretched, single roll', 260],
      ]),
      metaDescription: 'Elastic adhesive bandage BP, 7.5 and 10 cm x 4 m, for strapping and compression.',
    },
    {
      ...BANDAGE,
      name: 'Plaster of Paris Bandage',
      genericName: 'Fast setting plaster of Paris bandage',
      description: [
        'Leno gauze evenly coated with fine plaster of Paris.',
        'Wets quickly, sets in 3 to 5 minutes and gives a smooth, strong cast.',
        'Low plaster loss during dipping.',
      ],
      benefits: ['Fast setting', 'Smooth cast surface', 'Easy to mould'],
      applications: ['Fracture immobilisation', 'Splints and slabs', 'Orthopaedic moulds'],
      features: ['Setting time 3 to 5 minutes', 'Individually packed in moisture-proof pouches'],
      specs: [
        ['Setting time', '3 to 5 minutes'],
        ['Length', '2.7 m'],
      ],
      variants: codePerSize('BD', 7161, 0.22, [
        ['10 cm', '2.7 m, box of 12', 540],
        ['15 cm', '2.7 m, box of 12', 760],
      ]),
      metaDescription: 'Fast setting plaster of Paris bandages 10 and 15 cm x 2.7 m, box of 12.',
    },
    {
      ...BANDAGE,
      name: 'Cohesive Elastic Bandage',
      genericName: 'Self-adhering cohesive elastic bandage, latex free',
      description: [
        'A non-woven elastic bandage that sticks to itself but not to skin, hair or clothing.',
        'Tears by hand to length and needs no clips or tape.',
        'Latex-free adhesive.',
      ],
      benefits: ['No clips needed', 'Does not stick to hair or skin'],
      applications: ['Securing IV lines and dressings', 'Sports strapping', 'Post-venipuncture compression'],
      variants: codePerSize('BD', 7181, 0.2, [
        ['5 cm', '4.5 m stretched, box of 24', 1150],
        ['7.5 cm', '4.5 m stretched, box of 24', 1480],
        ['10 cm', '4.5 m stretched, box of 18', 1390],
      ]),
      metaDescription: 'Latex-free cohesive elastic bandages 5, 7.5 and 10 cm, tear by hand, no clips.',
    },
  ],
}
