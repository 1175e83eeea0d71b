/** The customers list's "Phone" column: dial code and number as the buyer gave them. */
export default function PhoneCell({ rowData }: { rowData: { countryCode?: string; phoneNumber?: string } }) {
  return <span>{[rowData.countryCode, rowData.phoneNumber].filter(Boolean).join(' ')}</span>
}
