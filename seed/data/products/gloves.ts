import { codePerSize, type SeedCategoryProducts, type SeedVariant } from './types'

const GLOVE = { hsnCode: '4015 12 00', gstRate: '12' } as const

/** Glove sizes each sold as a box: one code per size, larger sizes a little dearer. */
function gloveSizes(prefix: string, first: number, sizes: string[], pack: string, mrp: number): SeedVariant[] {
  return codePerSize(
    prefix,
    first,
    0.2,
    sizes.map((size, i) => [size, pack, mrp + Math.floor(i / 2) * Math.round(mrp * 0.04)]),
  )
}

export const gloves: SeedCategoryProducts = {
  category: 'GLOVES',
  products: [
    {
      ...GLOVE,
      name: 'Sterile Latex Surgical Gloves',
      genericName: 'Sterile natural rubber latex surgical gloves, lightly powdered',
      homeTab: 'disposables',
      description: [
        'Anatomically shaped surgical gloves of natural rubber latex with a beaded cuff.',
        'Lightly powdered with absorbable USP-grade corn starch for easy donning.',
        'Micro-textured surface for a secure grip on wet instruments.',
        'Sterilised by gamma irradiation and packed in pairs.',
      ],
      benefits: ['Excellent tactile sensitivity', 'Reliable barrier: AQL 1.5 for freedom from holes'],
      applications: ['General and orthopaedic surgery', 'Obstetric procedures', 'Any aseptic procedure'],
      features: ['Right and left hand shaped', 'Beaded cuff resists roll-down'],
      advantages: ['Economical for high-volume theatres'],
      specs: [
        ['Material', 'Natural rubber latex'],
        ['Standards', 'IS 13422, EN 455, ASTM D3577'],
        ['AQL (holes)', '1.5'],
        ['Sterilisation', 'Gamma irradiation'],
        ['Pack', 'Box of 50 pairs'],
      ],
      variants: gloveSizes('GL', 5101, ['6', '6.5', '7', '7.5', '8', '8.5'], 'box of 50 pairs', 1650),
      metaDescription: 'Sterile latex surgical gloves, sizes 6 to 8.5, AQL 1.5, IS 13422 and EN 455. Box of 50 pairs.',
    },
    {
      ...GLOVE,
      name: 'Sterile Powder-Free Latex Surgical Gloves',
      genericName: 'Sterile powder-free natural rubber latex surgical gloves, polymer coated',
      description: [
        'Powder-free surgical gloves with an inner polymer coating for damp or dry donning.',
        'Chlorinated to reduce surface proteins and the risk of latex sensitisation.',
        'No powder means no starch granulomas or adhesions from glove powder.',
      ],
      benefits: ['Lower protein and no powder', 'Easy donning with wet hands'],
      applications: ['Long and delicate procedures', 'Ophthalmic and neurosurgery', 'Implant surgery'],
      features: ['Polymer inner coating', 'Textured fingers'],
      specs: [
        ['Material', 'Natural rubber latex, chlorinated'],
        ['Standards', 'IS 13422, EN 455, ASTM D3577'],
        ['AQL (holes)', '1.0'],
        ['Pack', 'Box of 50 pairs'],
      ],
      variants: gloveSizes('GL', 5121, ['6.5', '7', '7.5', '8'], 'box of 50 pairs', 2150),
      metaDescription: 'Powder-free sterile latex surgical gloves, sizes 6.5 to 8, low protein, AQL 1.0.',
    },
    {
      ...GLOVE,
      name: 'Sterile Nitrile Surgical Gloves',
      genericName: 'Sterile synthetic nitrile surgical gloves, latex free',
      description: [
        'Latex-free surgical gloves of nitrile rubber for staff and patients with latex allergy.',
        'Strong puncture resistance and good resistance to many chemicals and cytotoxic drugs.',
        'Powder-free, anatomically shaped.',
      ],
      benefits: ['No latex proteins', 'High puncture resistance'],
      applications: ['Latex-allergic patients or staff', 'Handling cytotoxic drugs', 'Orthopaedic surgery'],
      variants: gloveSizes('GL', 5141, ['6.5', '7', '7.5', '8'], 'box of 50 pairs', 2650),
      metaDescription: 'Latex-free sterile nitrile surgical gloves, powder-free, sizes 6.5 to 8.',
    },
    {
      ...GLOVE,
      name: 'Nitrile Examination Gloves',
      genericName: 'Non-sterile powder-free nitrile examination gloves',
      homeTab: 'disposables',
      description: [
        'Ambidextrous powder-free nitrile gloves for examinations and routine care.',
        'Blue, with textured fingertips and a beaded cuff.',
        'Packed 100 to a dispenser box.',
      ],
      benefits: ['Latex free', 'Strong and stretchy'],
      applications: ['Patient examination', 'Nursing care and sample handling', 'Laboratories'],
      specs: [
        ['Standards', 'EN 455, ASTM D6319'],
        ['AQL (holes)', '1.5'],
        ['Thickness at palm', '0.08 mm'],
      ],
      variants: gloveSizes('GE', 5201, ['S', 'M', 'L'], 'box of 100 gloves', 650),
      metaDescription: 'Powder-free blue nitrile examination gloves, sizes S, M and L, dispenser box of 100.',
    },
    {
      ...GLOVE,
      name: 'Latex Examination Gloves',
      genericName: 'Non-sterile lightly powdered latex examination gloves',
      description: [
        'Ambidextrous natural latex gloves for examinations and non-surgical procedures.',
        'Lightly powdered for quick donning between patients.',
        'Packed 100 to a box.',
      ],
      benefits: ['Comfortable fit and feel', 'Economical'],
      applications: ['Examination', 'Dental procedures', 'Dressing changes'],
      variants: gloveSizes('GE', 5221, ['S', 'M', 'L'], 'box of 100 gloves', 480),
      metaDescription: 'Latex examination gloves, lightly powdered, sizes S, M and L, box of 100.',
    },
    {
      ...GLOVE,
      name: 'Gynaecological Long Gloves',
      genericName: 'Sterile elbow-length latex gloves for obstetrics',
      description: [
        'Sterile latex gloves that reach above the elbow, for obstetric and gynaecological procedures.',
        'Protect the forearm from blood and amniotic fluid.',
        'Packed in pairs.',
      ],
      benefits: ['Arm protection during deliveries', 'Good grip when wet'],
      applications: ['Manual removal of placenta', 'Obstetric examinations', 'Veterinary obstetrics'],
      variants: gloveSizes('GL', 5161, ['6.5', '7', '7.5', '8'], 'box of 25 pairs', 1450),
      metaDescription: 'Sterile elbow-length gynaecological latex gloves, sizes 6.5 to 8, box of 25 pairs.',
    },
  ],
}
