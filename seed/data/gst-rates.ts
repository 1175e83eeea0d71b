/** The GST rates of the seeded catalogue (after the September 2025 reform most medical goods are at 5 %). */
export const GST_RATES = [
  { rate: 0, label: '0 % (exempt)' },
  { rate: 5, label: '5 % (medical goods, dressings, sutures, gloves)' },
  { rate: 12, label: '12 %' },
  { rate: 18, label: '18 % (standard)' },
  { rate: 28, label: '28 %' },
]
