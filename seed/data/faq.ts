/** An FAQ answer is a list of blocks: paragraphs, bulleted lists and bold call-outs. */
export type FaqBlock =
  | { type: 'paragraph'; content: string }
  | { type: 'bold'; content: string }
  | { type: 'list'; items: string[] }

export interface SeedFaq {
  question: string
  answer: FaqBlock[]
}

const p = (content: string): FaqBlock => ({ type: 'paragraph', content })
const bold = (content: string): FaqBlock => ({ type: 'bold', content })
const list = (...items: string[]): FaqBlock => ({ type: 'list', items })

export const FAQ: SeedFaq[] = [
  {
    question: 'What are surgical sutures made of?',
    answer: [
      p('Sutures are made from natural or synthetic materials, chosen for strength, handling and how the body treats them.'),
      list(
        'Synthetic absorbable: Polyglactin 910, polyglycolic acid (PGA), Poliglecaprone 25, polydioxanone (PDO)',
        'Natural absorbable: plain and chromic catgut',
        'Non-absorbable: nylon, polypropylene, silk, polyester and stainless steel',
      ),
    ],
  },
  {
    question: 'What is the difference between absorbable and non-absorbable sutures?',
    answer: [
      p('Absorbable sutures lose their strength over a known period and are then broken down by the body.'),
      p('Non-absorbable sutures keep their strength and are either removed, as with most skin sutures, or left in place permanently.'),
      bold('Choose by how long the tissue needs support, not only by where the wound is.'),
    ],
  },
  {
    question: 'How do I read USP suture sizes?',
    answer: [
      p('USP sizes describe the diameter of the thread.'),
      list(
        'Sizes written X-0 get finer as the number rises: 6-0 is finer than 3-0',
        'Plain numbers get thicker as they rise: 2 is thicker than 1',
        '1-0 sits between 2-0 and 1',
      ),
      bold('Use the finest size that holds the wound securely.'),
    ],
  },
  {
    question: 'Which suture is best for skin closure?',
    answer: [
      p('Monofilament sutures give the best cosmetic results on skin.'),
      list(
        'Nylon 3-0 to 5-0 for interrupted skin sutures that are removed',
        'Poliglecaprone 25 for subcuticular closure that needs no removal',
        'Fast-absorbing Polyglactin 910 for mucosa, children and perineal repair',
      ),
    ],
  },
  {
    question: 'How long do absorbable sutures take to dissolve?',
    answer: [
      p('It depends on the material. Strength is lost well before the suture is fully absorbed.'),
      list(
        'Fast-absorbing Polyglactin 910: about 42 days',
        'Polyglactin 910: 56 to 70 days',
        'Poliglecaprone 25: 91 to 119 days',
        'Polydioxanone: about 6 months',
      ),
      bold('Each product page shows its tensile strength table.'),
    ],
  },
  {
    question: 'What is the difference between braided and monofilament sutures?',
    answer: [
      p('Braided sutures are made of many fine filaments woven together; monofilaments are a single strand.'),
      list(
        'Braided: easier handling and very secure knots',
        'Monofilament: smooth passage through tissue and less risk of harbouring bacteria',
      ),
    ],
  },
  {
    question: 'Which needle type should I choose?',
    answer: [
      p('Match the needle point to the tissue.'),
      list(
        'Taper point (round body) for bowel, fascia, muscle and vessels',
        'Reverse cutting for skin and tough tissue',
        'Spatulated for ophthalmic surgery',
      ),
      p('Pick a 1/2 circle needle for deep spaces and a 3/8 circle needle for skin.'),
    ],
  },
  {
    question: 'Are your sutures sterile, and how are they sterilised?',
    answer: [
      p('Yes. Every suture is supplied sterile in a sealed foil and peel pouch.'),
      p('Synthetic sutures are sterilised by ethylene oxide; catgut is sterilised by gamma irradiation.'),
      bold('Do not resterilise. Discard opened or damaged packs.'),
    ],
  },
  {
    question: 'What certifications do your sutures have?',
    answer: [
      p('Our manufacturing unit in Haryana is certified to ISO 13485, and our sutures carry CE marking.'),
      list('Winding and packing in ISO class 7 and ISO 6 clean rooms', 'Batch testing for tensile strength, needle attachment and sterility'),
    ],
  },
  {
    question: 'What is the shelf life of sutures and how should they be stored?',
    answer: [
      p('Synthetic sutures have a shelf life of 5 years from manufacture; the expiry date is printed on every pack.'),
      list('Store below 25 °C, away from direct sunlight', 'Keep boxes dry and off the floor', 'Use the earliest expiry first'),
    ],
  },
]
