import type { DeviceClass, ProductDocumentKind, SterilisationMethod } from '../../cms/contract/compliance'

/** The manufacturing licence the sutures are made under (Form MD-9, Medical Device Rules 2017), as an example. */
export const SUTURE_LICENCE_NUMBER = 'MFG/MD/2021/000154'

export const SUTURE_STORAGE = 'Store below 25 °C in a dry place away from direct sunlight. Do not resterilise. Do not use if the pack is damaged.'

export interface SeedCertificate {
  /** The file is named `<key>--seed.pdf`, which finds it again on the next run. */
  key: string
  title: string
  kind: Exclude<ProductDocumentKind, 'IFU'>
  /** Its last valid day. */
  expiresOn: string
  body: string[]
}

/** Certificates every suture links to. */
export const SUTURE_CERTIFICATES: SeedCertificate[] = [
  {
    key: 'certificate-iso-13485',
    title: 'ISO 13485:2016 certificate',
    kind: 'ISO_13485',
    expiresOn: '2028-03-31',
    body: [
      'Quality management system for the design, manufacture and distribution of absorbable and non-absorbable surgical sutures.',
      'Certificate number: QMS/13485/2025/0412. Site: Plot 48, HSIIDC Industrial Estate, Rai, Sonipat, Haryana.',
    ],
  },
  {
    key: 'certificate-ce-sutures',
    title: 'CE certificate (EU MDR), surgical sutures',
    kind: 'CE',
    expiresOn: '2027-05-26',
    body: ['EU technical documentation assessment, Annex IX of Regulation (EU) 2017/745, class III absorbable and class IIb non-absorbable sutures.'],
  },
]

export interface SutureCompliance {
  deviceClass: DeviceClass
  sterilisationMethod: SterilisationMethod
  shelfLifeMonths: number
}

/** Absorbable sutures are class D and non-absorbable ones class C; synthetics are EO sterilised, catgut and steel by gamma. */
const absorbable: SutureCompliance = { deviceClass: 'D', sterilisationMethod: 'EO', shelfLifeMonths: 60 }
const catgut: SutureCompliance = { deviceClass: 'D', sterilisationMethod: 'GAMMA', shelfLifeMonths: 36 }
const nonAbsorbable: SutureCompliance = { deviceClass: 'C', sterilisationMethod: 'EO', shelfLifeMonths: 60 }

export const SUTURE_COMPLIANCE: Record<string, SutureCompliance> = {
  'Nuvocryl Polyglactin 910 Suture': absorbable,
  'Nuvocryl Rapide Suture': { ...absorbable, shelfLifeMonths: 36 },
  'Nuvocryl Plus Antibacterial Suture': { ...absorbable, shelfLifeMonths: 36 },
  'Nuvosorb PGA Suture': absorbable,
  'Nuvosorb Rapid PGA Suture': { ...absorbable, shelfLifeMonths: 36 },
  'Nuvomono Poliglecaprone 25 Suture': absorbable,
  'Nuvodox PDO Suture': absorbable,
  'Nuvodox Knotless Barbed PDO Suture': absorbable,
  'Chromic Catgut Suture': catgut,
  'Plain Catgut Suture': catgut,
  'Nuvolon Nylon Suture': nonAbsorbable,
  'Nuvolon Micro Ophthalmic Nylon Suture': nonAbsorbable,
  'Nuvoprolene Polypropylene Suture': nonAbsorbable,
  'Nuvosilk Braided Silk Suture': { ...nonAbsorbable, sterilisationMethod: 'GAMMA' },
  'Nuvobond Polyester Suture': nonAbsorbable,
  'Stainless Steel Sternal Suture': { ...nonAbsorbable, sterilisationMethod: 'GAMMA' },
}
