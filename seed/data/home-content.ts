import type { PaletteName } from '../images/render'
import type { Shape } from '../images/shapes'

export interface SeedBanner {
  heading: string
  paragraph: string
  buttons: [text: string, route: string][]
  palette: PaletteName
  shapes: Shape[]
  imageAlt: string
}

/** The three slides of the home banner; buttons and their texts as the shop names them. */
export const BANNERS: SeedBanner[] = [
  {
    heading: 'Precision Surgical Sutures, Made in India',
    paragraph:
      'ISO 13485 and CE certified sutures, skin staplers and wound care, manufactured in our clean rooms in ' +
      'Haryana and delivered to hospitals, clinics and distributors across India.',
    buttons: [
      ['Explore Our Range', '/categories'],
      ['Talk to Our Experts', '/contact-us'],
    ],
    palette: 'violet',
    shapes: ['suture', 'stapler', 'pad'],
    imageAlt: 'Surgical suture packs, a skin stapler and a dressing on a soft violet background',
  },
  {
    heading: 'Clean-Room Manufacturing, Batch by Batch',
    paragraph:
      'Every suture is wound and packed in ISO class 7 and ISO 6 clean rooms, and every batch is tested for ' +
      'tensile strength, needle attachment and sterility before it leaves our unit.',
    buttons: [],
    palette: 'teal',
    shapes: ['pouch', 'indicator', 'glove'],
    imageAlt: 'Sterilisation pouches, indicator tape and a surgical glove representing clean-room production',
  },
  {
    heading: 'Stock Your Theatre in a Few Clicks',
    paragraph:
      'Order sutures, skin staplers, dressings, gloves and CSSD consumables online at hospital prices, taxes ' +
      'included, with delivery across India.',
    buttons: [
      ['Start Your Order', '/categories'],
      ['Contact Our Team', '/contact-us'],
    ],
    palette: 'sky',
    shapes: ['gauze', 'tape', 'gown'],
    imageAlt: 'Gauze swabs, adhesive tape and a surgical gown ready for ordering',
  },
]

export interface SeedTestimonial {
  description: string
  author: string
  role: string
  palette: PaletteName
}

export const TESTIMONIALS: SeedTestimonial[] = [
  {
    description:
      'The Polyglactin 910 sutures handle as well as the imported brands we used for years. Knots run down ' +
      'smoothly and the needles stay sharp through the closure.',
    author: 'Dr. Rohan Mehta',
    role: 'Consultant General Surgeon',
    palette: 'violet',
  },
  {
    description:
      'We moved our labour rooms to their skin staplers and rapid absorbable sutures. Closure time dropped and ' +
      'supply has been steady every single month.',
    author: 'Dr. Kavita Rao',
    role: 'Obstetrician and Gynaecologist',
    palette: 'rose',
  },
  {
    description:
      'Batch certificates arrive with every consignment and the expiry dates are always long. That makes audits ' +
      'simple for our purchase team.',
    author: 'Suresh Iyer',
    role: 'Purchase Manager, Multispecialty Hospital',
    palette: 'amber',
  },
  {
    description:
      'Their indicator tape and class 5 integrators give clear, consistent colour changes. Our CSSD records have ' +
      'never been cleaner.',
    author: 'Anita Desai',
    role: 'CSSD In-charge',
    palette: 'slate',
  },
  {
    description:
      'Ordering online is quick, prices include GST, and the team answers technical questions the same day. ' +
      'A dependable partner for a busy nursing home.',
    author: 'Dr. Imran Qureshi',
    role: 'Director, Nursing Home',
    palette: 'teal',
  },
  {
    description:
      'As a distributor I need consistent quality across batches. Two years in, complaints are close to zero and ' +
      'our hospital customers keep reordering.',
    author: 'Pradeep Singh',
    role: 'Distributor, North India',
    palette: 'emerald',
  },
]
