import { codePerSize, type SeedCategoryProducts } from './types'

const TAPE = { hsnCode: '3005 10 10', gstRate: '12' } as const

export const adhesiveTapes: SeedCategoryProducts = {
  category: 'ADHESIVE TAPES',
  products: [
    {
      ...TAPE,
      name: 'Microporous Surgical Paper Tape',
      genericName: 'Hypoallergenic microporous non-woven paper tape',
      description: [
        'Breathable rayon non-woven tape with a hypoallergenic acrylic adhesive.',
        'Tears easily by hand and removes gently, even from sensitive skin.',
        'Each roll comes with a dispenser cap in a box of rolls.',
      ],
      benefits: ['Gentle on skin', 'Breathable, reduces maceration'],
      applications: ['Securing light dressings', 'Fixing tubes and catheters', 'Elderly and paediatric skin'],
      features: ['9.1 m per roll', 'Tears by hand in both directions'],
      specs: [
        ['Backing', 'Rayon non-woven'],
        ['Adhesive', 'Hypoallergenic acrylic'],
        ['Length', '9.1 m'],
      ],
      variants: codePerSize('AT', 9101, 0.25, [
        ['1.25 cm', '9.1 m, box of 24 rolls', 480],
        ['2.5 cm', '9.1 m, box of 12 rolls', 460],
        ['5 cm', '9.1 m, box of 6 rolls', 450],
      ]),
      metaDescription: 'Hypoallergenic microporous paper tape 1.25, 2.5 and 5 cm x 9.1 m. Tears by hand.',
    },
    {
      ...TAPE,
      name: 'Transparent Surgical Tape',
      genericName: 'Transparent perforated polyethylene adhesive tape',
      description: [
        'Clear perforated polyethylene tape that lets you see the skin underneath.',
        'Water resistant, with strong adhesion for tubing.',
        'Tears bi-directionally along the perforations.',
      ],
      benefits: ['Site visible through the tape', 'Strong hold on tubes'],
      applications: ['Securing IV tubing and cannulas', 'Nasogastric tube fixation', 'Dressings near joints'],
      variants: codePerSize('AT', 9121, 0.22, [
        ['1.25 cm', '9.1 m, box of 24 rolls', 620],
        ['2.5 cm', '9.1 m, box of 12 rolls', 590],
      ]),
      metaDescription: 'Transparent perforated surgical tape 1.25 and 2.5 cm for IV lines and tubes.',
    },
    {
      ...TAPE,
      name: 'Zinc Oxide Adhesive Tape',
      genericName: 'Zinc oxide adhesive plaster on cotton cloth, BP',
      description: [
        'Cotton cloth spread with zinc oxide rubber adhesive for a strong, long-lasting hold.',
        'Non-stretch, for rigid strapping and heavy dressings.',
        'Supplied on a spool with a protective cover.',
      ],
      benefits: ['Very strong hold', 'Rigid support for strapping'],
      applications: ['Sports and orthopaedic strapping', 'Securing heavy dressings', 'Splint fixation'],
      variants: codePerSize('AT', 9141, 0.25, [
        ['2.5 cm', '5 m spool', 85],
        ['5 cm', '5 m spool', 150],
        ['7.5 cm', '5 m spool', 215],
        ['10 cm', '5 m spool', 280],
      ]),
      metaDescription: 'Zinc oxide adhesive tape BP, 2.5 to 10 cm x 5 m, for strapping and heavy dressings.',
    },
    {
      ...TAPE,
      name: 'Surgical Silk Tape',
      genericName: 'Silk-like acetate cloth adhesive tape',
      description: [
        'Smooth acetate taffeta tape with a hypoallergenic adhesive.',
        'Strong yet easy to tear, and conforms to body contours.',
        'A good all-purpose tape for wards.',
      ],
      benefits: ['Strong but gentle adhesion', 'Smooth surface, easy to write on'],
      applications: ['Securing dressings and tubes', 'Labelling lines', 'General ward use'],
      variants: codePerSize('AT', 9161, 0.22, [
        ['2.5 cm', '9.1 m, box of 12 rolls', 680],
        ['5 cm', '9.1 m, box of 6 rolls', 670],
      ]),
      metaDescription: 'Surgical silk (acetate) tape 2.5 and 5 cm x 9.1 m with hypoallergenic adhesive.',
    },
    {
      ...TAPE,
      name: 'Non-Woven Fixation Roll',
      genericName: 'Stretchable non-woven adhesive dressing retention sheet',
      description: [
        'A stretchable non-woven sheet with polyacrylate adhesive on a printed release liner.',
        'Fixes dressings over large areas and on joints, moving with the skin.',
        'Cut to any shape from the roll.',
      ],
      benefits: ['Covers large and awkward areas', 'Stretches with movement'],
      applications: ['Fixing primary dressings', 'Securing catheters and cannulas', 'Joints and curved areas'],
      variants: codePerSize('AT', 9181, 0.2, [
        ['5 cm', '10 m roll', 390],
        ['10 cm', '10 m roll', 680],
        ['15 cm', '10 m roll', 960],
      ]),
      metaDescription: 'Non-woven adhesive fixation rolls 5, 10 and 15 cm x 10 m for dressing retention.',
    },
  ],
}
