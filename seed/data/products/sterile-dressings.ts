import { codePerSize, codesBySize, generalPacks, type SeedCategoryProducts } from './types'

const DRESSING = { hsnCode: '3005 10 90', gstRate: '12' } as const

export const sterileDressings: SeedCategoryProducts = {
  category: 'STERILE DRESSINGS',
  products: [
    {
      ...DRESSING,
      name: 'Sterile Island Wound Dressing',
      genericName: 'Sterile adhesive non-woven dressing with absorbent pad',
      homeTab: 'dressings',
      description: [
        'A breathable non-woven adhesive border around a central absorbent pad with a non-adherent wound contact layer.',
        'The pad does not stick to the wound, so dressing changes are painless.',
        'Individually packed and sterilised by ethylene oxide.',
        'Sizes for everything from small incisions to long abdominal wounds.',
      ],
      benefits: ['Painless removal', 'Absorbs and locks in exudate', 'Conforms to joints and curves'],
      applications: ['Post-operative incisions', 'Minor cuts and abrasions', 'Cannula and drain sites'],
      features: ['Hypoallergenic acrylic adhesive', 'Non-adherent perforated film over the pad'],
      advantages: ['Dressing and fixation in one product', 'Lets the skin breathe, reducing maceration'],
      specs: [
        ['Backing', 'Spunlace non-woven'],
        ['Pad', 'Absorbent viscose with perforated PE film'],
        ['Sterilisation', 'Ethylene oxide'],
      ],
      variants: codePerSize('DS', 2201, 0.2, [
        ['5 cm x 7 cm', 'box of 50', 450],
        ['10 cm x 10 cm', 'box of 50', 890],
        ['10 cm x 15 cm', 'box of 50', 1240],
        ['10 cm x 20 cm', 'box of 25', 860],
        ['10 cm x 25 cm', 'box of 25', 990],
      ]),
      metaDescription:
        'Sterile island wound dressings from 5 cm x 7 cm to 10 cm x 25 cm with non-adherent pad. Post-op incision care.',
    },
    {
      ...DRESSING,
      name: 'Transparent Film Dressing',
      genericName: 'Sterile transparent polyurethane film dressing',
      description: [
        'A thin polyurethane film that is waterproof and bacteria-proof yet lets water vapour escape.',
        'Transparent, so the wound or cannula site can be checked without removing the dressing.',
        'Frame delivery system for easy, wrinkle-free application.',
      ],
      benefits: ['Continuous visual inspection of the site', 'Patient can shower with the dressing on'],
      applications: ['Superficial wounds and abrasions', 'Protecting skin over bony prominences', 'Securing devices'],
      features: ['Frame delivery', 'High moisture vapour transmission rate'],
      variants: codePerSize('DS', 2221, 0.22, [
        ['6 cm x 7 cm', 'box of 100', 1650],
        ['10 cm x 12 cm', 'box of 50', 1480],
        ['15 cm x 20 cm', 'box of 10', 760],
      ]),
      metaDescription: 'Sterile transparent PU film dressings: waterproof, breathable, in 6 x 7, 10 x 12 and 15 x 20 cm.',
    },
    {
      ...DRESSING,
      name: 'IV Cannula Fixation Dressing',
      genericName: 'Sterile transparent IV dressing with notch and tape strips',
      description: [
        'Transparent film with a notch for the cannula hub, a reinforced border and two labelled tape strips.',
        'Holds peripheral IV cannulas firmly and lets the nurse see the insertion site.',
        'Sized 6 cm x 8 cm for peripheral lines.',
      ],
      benefits: ['Fewer dislodged cannulas', 'Site visible for phlebitis checks'],
      applications: ['Peripheral IV cannulas', 'Butterfly needles', 'Small catheters'],
      features: ['Notched design', 'Writable label strip for the insertion date'],
      variants: generalPacks('DS', 2241, 0.2, [
        ['6 cm x 8 cm, box of 50', 650],
        ['6 cm x 8 cm, box of 100', 1240],
      ]),
      metaDescription: 'Sterile IV cannula fixation dressings, 6 cm x 8 cm, transparent and notched. Boxes of 50 and 100.',
    },
    {
      ...DRESSING,
      name: 'Paraffin Gauze Dressing',
      genericName: 'Sterile tulle gras: leno gauze impregnated with soft paraffin',
      description: [
        'Open-weave leno gauze evenly impregnated with white soft paraffin.',
        'A non-adherent layer for burns, skin grafts and granulating wounds.',
        'Each piece is separated by parchment in the tin.',
      ],
      benefits: ['Does not stick to granulating tissue', 'Allows exudate through to the secondary dressing'],
      applications: ['Burns and scalds', 'Skin graft donor and recipient sites', 'Abrasions and lacerations'],
      variants: codesBySize('DS', 2261, 0.2, [
        ['10 cm x 10 cm', 'tin of 10 pieces', 240],
        ['10 cm x 10 cm', 'box of 36 individually packed', 980],
        ['10 cm x 40 cm', 'box of 10', 890],
      ]),
      metaDescription: 'Sterile paraffin gauze (tulle) dressings for burns and grafts, 10 x 10 cm and 10 x 40 cm.',
    },
    {
      ...DRESSING,
      name: 'Sterile Gauze Swabs 12 Ply',
      genericName: 'Sterile folded absorbent gauze swabs, 12 ply',
      shape: 'gauze',
      homeTab: 'dressings',
      description: [
        'Twelve-ply IP gauze swabs with folded edges, sterilised in packs of 5.',
        'For procedures where a sterile, absorbent, lint-free swab is needed.',
        'Packed in medical grade paper-film pouches with batch and expiry printed.',
      ],
      benefits: ['Ready for the sterile field', 'Highly absorbent'],
      applications: ['Wound cleaning and dressing', 'Minor procedures', 'Operating theatres'],
      variants: codePerSize('DS', 2281, 0.2, [
        ['5 cm x 5 cm', '40 packs of 5', 520],
        ['7.5 cm x 7.5 cm', '40 packs of 5', 690],
        ['10 cm x 10 cm', '40 packs of 5', 860],
      ]),
      metaDescription: 'Sterile 12 ply gauze swabs in packs of 5, sizes 5 cm to 10 cm, for wards and theatres.',
    },
    {
      ...DRESSING,
      name: 'Silicone Foam Dressing',
      genericName: 'Sterile bordered polyurethane foam dressing with silicone contact layer',
      description: [
        'An absorbent polyurethane foam pad with a soft silicone wound contact layer and a bordered adhesive.',
        'Manages moderate to heavy exudate and keeps a moist wound environment.',
        'Can stay in place for up to 7 days depending on exudate.',
      ],
      benefits: ['Gentle on fragile skin', 'Fewer dressing changes'],
      applications: ['Pressure ulcers', 'Leg and diabetic foot ulcers', 'Post-operative wounds'],
      features: ['Silicone adhesive repositionable during application', 'Waterproof top film'],
      variants: codePerSize('DS', 2301, 0.18, [
        ['7.5 cm x 7.5 cm', 'box of 10', 1890],
        ['10 cm x 10 cm', 'box of 10', 2460],
        ['15 cm x 15 cm', 'box of 10', 4120],
      ]),
      metaDescription: 'Silicone bordered foam dressings for pressure ulcers and exuding wounds, 7.5 to 15 cm.',
    },
    {
      ...DRESSING,
      name: 'Calcium Alginate Dressing',
      genericName: 'Sterile calcium alginate wound dressing',
      description: [
        'Non-woven calcium alginate fibres from seaweed that turn into a soft gel on contact with exudate.',
        'Absorbs up to 15 times its weight and helps control minor bleeding.',
        'Needs a secondary dressing.',
      ],
      benefits: ['Gels and conforms to the wound bed', 'Haemostatic in minor bleeding'],
      applications: ['Cavity wounds', 'Donor sites', 'Heavily exuding ulcers'],
      variants: codePerSize('DS', 2321, 0.2, [
        ['5 cm x 5 cm', 'box of 10', 980],
        ['10 cm x 10 cm', 'box of 10', 1790],
      ]),
      metaDescription: 'Sterile calcium alginate dressings, 5 cm and 10 cm, for cavity and heavily exuding wounds.',
    },
  ],
}
