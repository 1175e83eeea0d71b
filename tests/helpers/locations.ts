/** A company's ship-to location in Delhi whose GSTIN (state code 07) is valid; for API and browser tests alike. */
export const DELHI_LOCATION = {
  name: 'Central Stores',
  doorNo: '12',
  streetName: 'Ring Road',
  city: 'New Delhi',
  state: 'Delhi',
  pincode: '110075',
  gstin: '07AABCC4321H1Z3',
}
