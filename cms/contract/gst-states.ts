/** GST state and union-territory codes (the first two digits of a GSTIN and the code of a place of supply). */
export const GST_STATES = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
] as const

/** Other spellings buyers type for a state in their address. */
const ALIASES: Record<string, string> = {
  'new delhi': '07',
  'nct of delhi': '07',
  'delhi ncr': '07',
  orissa: '21',
  pondicherry: '34',
  'jammu & kashmir': '01',
  'andaman & nicobar islands': '35',
  'dadra & nagar haveli and daman & diu': '26',
  'daman and diu': '26',
  'dadra and nagar haveli': '26',
  uttaranchal: '05',
}

const normalise = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ')
const BY_NAME = new Map<string, string>([
  ...GST_STATES.map((state) => [normalise(state.name), state.code] as [string, string]),
  ...Object.entries(ALIASES),
])

/** The GST state code of a state written in an address ("Tamil Nadu", "tamil  nadu", "Orissa"), or null. */
export function gstStateCode(stateName: string | null | undefined): string | null {
  return stateName ? (BY_NAME.get(normalise(stateName)) ?? null) : null
}

export function gstStateName(code: string): string | null {
  return GST_STATES.find((state) => state.code === code)?.name ?? null
}
