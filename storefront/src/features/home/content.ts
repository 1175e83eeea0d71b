/** The static texts of the home page (banner, FAQ and testimonials are staff-editable in the CMS instead). */

export const HOME_HEADING = 'Premium Quality Surgical Sutures Manufacturer in India'

export const WHY_CHOOSE_US = {
  title: 'Why Choose Us',
  intro:
    'From our ISO 13485 and CE certified manufacturing unit in Haryana, with clean rooms of ISO class 7 and ISO 6, we supply hospitals, clinics, surgeons and distributors across India.',
  points: [
    {
      title: 'Quality',
      text: 'Every batch is made and tested under a certified quality management system, so surgeons can rely on consistent tensile strength, sterility and handling.',
    },
    {
      title: 'Innovation',
      text: 'We keep refining needle geometry, suture coatings and packaging to make closures faster, safer and kinder to tissue.',
    },
    {
      title: 'Support',
      text: 'Our team helps you choose the right product, code and size, and stays with you from the first enquiry to repeat orders.',
    },
  ],
} as const

export const STATS = [
  { icon: 'calendar', number: 11, label: 'Years' },
  { icon: 'globe', number: 15, label: 'Countries' },
  { icon: 'people', number: 50, label: 'Employees' },
  { icon: 'truck', number: 250, label: 'Distributors' },
] as const

export const OFFERINGS = [
  {
    title: 'Surgical Sutures for Every Specialty',
    text: 'Absorbable and non-absorbable sutures in a complete range of sizes, needle types and lengths, for general surgery, gynaecology, orthopaedics, cardiovascular and cosmetic procedures.',
    categorySlug: 'surgical-sutures',
  },
  {
    title: 'Wound Care, Staplers and Disposables',
    text: 'Skin staplers, sterile and non-sterile dressings, bandages, gloves, disinfectant wipes, adhesive tapes and CSSD consumables: the everyday essentials of theatres and wards.',
    categorySlug: 'skin-stapler',
  },
] as const

export const VALUE_CARDS = [
  {
    title: 'Precision and Excellence',
    text: 'Products made to exacting standards in controlled clean rooms, inspected at every step.',
  },
  {
    title: 'Quick Delivery',
    text: 'Stock held ready to ship, with delivery to hospitals and distributors all over India.',
  },
  {
    title: 'Customization',
    text: 'Private labelling, custom needle and thread combinations and pack sizes for institutional buyers.',
  },
] as const

export const SUTURES_SECTION = { title: 'SURGICAL SUTURES', categorySlug: 'surgical-sutures' } as const

export const COPY_BLOCKS = [
  {
    title: 'SURGICAL SUTURES',
    paragraphs: [
      'A suture holds tissue together while the body heals. Our absorbable sutures (such as polyglactin 910, polyglycolic acid, polydioxanone and chromic catgut) lose their strength on a predictable schedule and are absorbed by the body, which suits internal layers. Non-absorbable sutures (such as polypropylene, nylon, silk and polyester) keep their strength and are chosen for skin closure, vascular work and tissues that need lasting support.',
      'Each suture is matched with a needle profile — round body, reverse cutting, taper cut or blunt — and supplied sterile, in clear dual packaging with the code, size, length and expiry printed for quick identification in the theatre.',
    ],
    list: [],
  },
  {
    title: 'SKIN STAPLER',
    paragraphs: [
      'A disposable skin stapler closes long incisions and lacerations in a fraction of the time needed for hand suturing, with even eversion of the wound edges and a neat cosmetic result. Staples are removed easily with a matching remover.',
      'Skin staplers are used for:',
    ],
    list: [
      'skin closure in the operating room',
      'Emergency Department',
      'Labor and Delivery',
      'Outpatient Surgery',
      "Clinics and Physician's Office",
    ],
  },
] as const
