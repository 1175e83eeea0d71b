import { codePerSize, codesBySize, generalPacks, type SeedCategoryProducts } from './types'

const GAUZE = { hsnCode: '3005 90 10', gstRate: '5' } as const

export const nonSterileDressings: SeedCategoryProducts = {
  category: 'NON-STERILE DRESSINGS',
  products: [
    {
      ...GAUZE,
      name: 'Absorbent Gauze Roll',
      genericName: 'Absorbent cotton gauze IP, non-sterile roll',
      shape: 'roll',
      homeTab: 'dressings',
      description: [
        'Bleached cotton gauze woven to Schedule F II (IP) with 13 x 11 threads per square centimetre.',
        'Absorbs blood and exudate within seconds and holds it in the weave.',
        'Cut to any size on the ward for swabs, packs and padding.',
      ],
      benefits: ['Economical bulk supply for wards and OPDs', 'Soft on skin and lint-low'],
      applications: ['Making swabs and packs in CSSD', 'Secondary dressing and padding', 'Cleaning wounds'],
      features: ['90 cm wide', 'Rolled on a core in a dust-proof wrap'],
      specs: [
        ['Width', '90 cm'],
        ['Thread count', '13 x 11 per cm²'],
        ['Material', '100 % bleached cotton'],
        ['Standard', 'IP (Indian Pharmacopoeia)'],
      ],
      variants: codePerSize('DN', 1101, 0.2, [
        ['90 cm x 9 m', 'roll in polythene wrap', 420],
        ['90 cm x 18 m', 'roll in polythene wrap', 790],
        ['90 cm x 90 m', 'hospital bale', 3650],
      ]),
      metaDescription: 'Absorbent cotton gauze roll IP, 90 cm wide, in 9 m, 18 m and 90 m lengths for hospitals.',
    },
    {
      ...GAUZE,
      name: 'Non-Sterile Gauze Swabs 8 Ply',
      genericName: 'Folded absorbent gauze swabs, 8 ply, non-sterile',
      description: [
        'Machine-folded 8 ply gauze swabs with edges folded in so no loose threads reach the wound.',
        'Made from IP grade absorbent gauze.',
        'Packed in 100s for general ward use.',
      ],
      benefits: ['Ready to use without cutting', 'Folded edges keep fibres out of wounds'],
      applications: ['Cleaning and prepping skin', 'Dressing changes on the ward', 'General first aid'],
      features: ['Folded edges', '8 ply'],
      variants: codePerSize('DN', 1121, 0.22, [
        ['5 cm x 5 cm', 'pack of 100 swabs', 185],
        ['7.5 cm x 7.5 cm', 'pack of 100 swabs', 260],
        ['10 cm x 10 cm', 'pack of 100 swabs', 360],
      ]),
      metaDescription: 'Non-sterile 8 ply folded gauze swabs in 5 cm, 7.5 cm and 10 cm squares, packs of 100.',
    },
    {
      ...GAUZE,
      name: 'Absorbent Cotton Wool IP',
      genericName: 'Absorbent cotton wool, Indian Pharmacopoeia grade',
      shape: 'roll',
      description: [
        'Carded, bleached and absorbent cotton wool that meets the IP monograph.',
        'Sinks in water within 10 seconds, a simple check of its absorbency.',
        'Rolled with an interleaving paper so it peels away in clean layers.',
      ],
      benefits: ['High absorbency', 'Soft, long-staple cotton'],
      applications: ['Cleaning and padding', 'Applying lotions and antiseptics', 'Under plaster and bandages'],
      variants: generalPacks('DN', 1141, 0.2, [
        ['100 g roll', 95],
        ['200 g roll', 175],
        ['500 g roll', 395],
      ]),
      metaDescription: 'Absorbent cotton wool IP rolls of 100 g, 200 g and 500 g for hospitals and clinics.',
    },
    {
      ...GAUZE,
      name: 'Gamgee Roll',
      genericName: 'Gamgee tissue: absorbent cotton between gauze, non-sterile',
      shape: 'roll',
      description: [
        'A thick layer of absorbent cotton enclosed in gauze so it does not shed fibres.',
        'Used as a secondary dressing and for padding under splints and casts.',
        'Cuts cleanly to size.',
      ],
      benefits: ['Cushions and absorbs in one layer', 'Does not shed fibres'],
      applications: ['Padding under splints and plaster', 'Secondary absorbent dressing', 'Post-operative padding'],
      variants: codePerSize('DN', 1161, 0.2, [
        ['10 cm x 1 m', 'roll', 120],
        ['20 cm x 1 m', 'roll', 215],
        ['30 cm x 1 m', 'roll', 310],
      ]),
      metaDescription: 'Gamgee rolls in 10, 20 and 30 cm widths for padding and absorbent secondary dressings.',
    },
    {
      ...GAUZE,
      name: 'Abdominal Pad',
      genericName: 'Absorbent combine dressing pad, non-sterile',
      shape: 'pad',
      description: [
        'A layered pad of absorbent cellulose and cotton inside a soft non-woven cover.',
        'A blue line marks the water-resistant back side, which faces away from the wound.',
        'For heavy exudate and as a secondary dressing over packed wounds.',
      ],
      benefits: ['High fluid capacity', 'Water-resistant backing protects clothing and bedding'],
      applications: ['Abdominal and post-operative wounds', 'Heavily exuding wounds', 'Trauma'],
      features: ['Blue indicator line', 'Soft non-woven cover'],
      variants: codesBySize('DN', 1181, 0.2, [
        ['20 cm x 20 cm', 'pack of 25 pads', 640],
        ['20 cm x 25 cm', 'pack of 25 pads', 780],
        ['20 cm x 25 cm', 'carton of 200 pads', 5800],
      ]),
      metaDescription: 'Non-sterile abdominal combine pads, 20 x 20 cm and 20 x 25 cm, for heavy exudate.',
    },
  ],
}
