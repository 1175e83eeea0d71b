/** Money is held as integer paise inside the server; rupees appear only at the API edge. */
export type Paise = number

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * 100)
}

export function paiseToRupees(paise: Paise): number {
  return Math.round(paise) / 100
}

/** A percentage of an amount, rounded to the nearest paisa. */
export function percentOf(amount: Paise, percent: number): Paise {
  return Math.round((amount * percent) / 100)
}

const INR = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 })

/** "₹2,350.00": how staff read an amount of paise. */
export function formatRupees(paise: Paise): string {
  return INR.format(paiseToRupees(paise))
}
