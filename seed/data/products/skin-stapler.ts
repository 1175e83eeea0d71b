import { codePerSize, codesBySize, generalPacks, type SeedCategoryProducts, type SeedProduct } from './types'

const STAPLER_USES = [
  'Skin closure in the operating room',
  'Emergency Department lacerations',
  'Labor and Delivery (caesarean skin closure)',
  'Outpatient Surgery',
  "Clinics and Physician's Office",
]

function stapler(count: number, first: number, mrp: number, homeTab?: 'featured'): SeedProduct {
  const size = `${count}W`
  return {
    name: `Disposable Skin Stapler ${size}`,
    genericName: `Sterile single-use skin stapler, ${count} wide staples`,
    homeTab,
    description: [
      `Pre-loaded with ${count} wide stainless steel staples for incisions up to about ${Math.round(count * 0.8)} cm.`,
      'Ergonomic pistol grip with a ratchet that releases one fully formed staple per squeeze.',
      'Clear tip and alignment arrow for exact placement over the wound edges.',
      'Sterile, single use, with a staple counter window on the body.',
    ],
    benefits: [
      'Closes long incisions three to four times faster than hand suturing',
      'Even eversion of the wound edges for good cosmetic results',
      'Less handling of sharp needles by the team',
    ],
    applications: STAPLER_USES,
    features: ['316L stainless steel wide staples', 'Staple counter window', 'Lightweight polycarbonate body'],
    advantages: ['Shorter anaesthesia time for long closures', 'Staples removed painlessly in 7 to 10 days'],
    specs: [
      ['Staple count', `${count}`],
      ['Staple type', 'Wide'],
      ['Closed staple size', '6.9 mm x 3.9 mm'],
      ['Staple material', 'Stainless steel 316L'],
      ['Sterilisation', 'Ethylene oxide'],
      ['Shelf life', '5 years'],
    ],
    variants: codesBySize('NS', first, 0.2, [
      [size, 'single stapler', mrp],
      [size, 'box of 6 staplers', Math.round(mrp * 5.6)],
    ]),
    hsnCode: '9018 90 99',
    gstRate: '12',
    metaDescription:
      `Disposable skin stapler with ${count} wide staples for fast skin closure in theatre, emergency and ` +
      'labour rooms. Single and box of 6.',
  }
}

export const skinStaplers: SeedCategoryProducts = {
  category: 'SKIN STAPLER',
  products: [
    stapler(35, 3501, 1250, 'featured'),
    stapler(45, 3511, 1490),
    stapler(55, 3521, 1720, 'featured'),
    {
      name: 'Rotating Head Skin Stapler',
      genericName: 'Sterile single-use skin stapler with 360 degree rotating head',
      description: [
        'A skin stapler whose head rotates through 360 degrees, for curved incisions and awkward angles.',
        'Pre-loaded with 35, 45 or 55 wide stainless steel staples.',
        'Low-profile nose gives a clear view of the wound edges.',
      ],
      benefits: ['Reaches curved and hard-to-access incisions', 'One hand operation'],
      applications: ['Orthopaedic and joint replacement incisions', 'Scalp and neck closure', ...STAPLER_USES.slice(0, 2)],
      features: ['360 degree rotating head', 'Audible click at each staple'],
      specs: [
        ['Staple type', 'Wide'],
        ['Closed staple size', '6.9 mm x 3.9 mm'],
        ['Head rotation', '360 degrees'],
        ['Sterilisation', 'Ethylene oxide'],
      ],
      variants: codePerSize('NS', 3531, 0.18, [
        ['35W', 'rotating head, single stapler', 1490],
        ['45W', 'rotating head, single stapler', 1720],
        ['55W', 'rotating head, single stapler', 1960],
      ]),
      hsnCode: '9018 90 99',
      gstRate: '12',
      metaDescription: 'Rotating head disposable skin stapler in 35W, 45W and 55W for curved incisions and scalp closure.',
    },
    {
      name: 'Skin Staple Remover',
      genericName: 'Sterile single-use skin staple extractor',
      shape: 'remover',
      description: [
        'Sterile single-use remover that bends each staple open and lifts it out in one squeeze.',
        'Works with all standard wide and regular skin staples.',
        'Individually packed in a peel pouch.',
      ],
      benefits: ['Painless staple removal for the patient', 'No reprocessing or sharpening needed'],
      applications: ['Removal of skin staples in wards, OPDs and clinics', 'Home care and dressing clinics'],
      features: ['Stainless steel jaw', 'Ergonomic plastic grip'],
      specs: [
        ['Compatible staples', 'Wide and regular skin staples'],
        ['Jaw material', 'Stainless steel'],
        ['Sterilisation', 'Ethylene oxide'],
      ],
      variants: generalPacks('NS', 3591, 0.22, [
        ['single remover', 240],
        ['box of 10 removers', 2150],
      ]),
      hsnCode: '9018 90 99',
      gstRate: '12',
      metaDescription: 'Sterile single-use skin staple remover for wide and regular staples. Single and box of 10.',
    },
  ],
}
