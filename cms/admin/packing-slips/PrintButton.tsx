'use client'

/** Opens the browser's print dialog; hidden on the printed page. */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className="btn btn--style-primary btn--size-medium packing-slips__print" onClick={() => window.print()}>
      {label}
    </button>
  )
}
