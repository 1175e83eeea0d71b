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

/** A second location of the same company, in Rajasthan (state code 08): another place of supply than Delhi. */
export const JAIPUR_LOCATION = {
  name: 'Jaipur Unit',
  doorNo: '45',
  streetName: 'Tonk Road',
  city: 'Jaipur',
  state: 'Rajasthan',
  pincode: '302018',
  gstin: '08AABCC4321H1Z1',
}
