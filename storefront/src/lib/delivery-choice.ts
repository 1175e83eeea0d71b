/** A company location in a delivery choice (checkout's radios, the quote's select): the location id after this prefix. */
const LOCATION_CHOICE = 'location:'

/** The choice's value for one of the buyer's company locations. */
export const locationChoice = (locationId: string) => `${LOCATION_CHOICE}${locationId}`

/** Where the chosen delivery goes: one of the buyer's addresses, or one of their company's locations. */
export function deliveryOf(choice: string): { addressId: string | null; locationId: string | null } {
  return choice.startsWith(LOCATION_CHOICE)
    ? { addressId: null, locationId: choice.slice(LOCATION_CHOICE.length) }
    : { addressId: choice, locationId: null }
}
