'use client'

import { useEffect, useRef, useState, type KeyboardEvent } from 'react'

const GROUP_SEPARATOR = '\x1d'

type Props = {
  /** Called with what the scanner typed when it presses Enter; the field is emptied for the next box. */
  onScan: (text: string) => void
  error: string | null
  /** What the last scan added, said to screen readers and shown under the field. */
  added: string | null
}

/**
 * The field a USB scanner types into. A scanner types a box's code fast and ends with Enter; a scanner set to send
 * FNC1 as Ctrl+] would otherwise type nothing for it (the browser inserts no character), so that key becomes the group
 * separator. Enter here never saves the receipt.
 */
export function ScanField({ onScan, error, added }: Props) {
  const input = useRef<HTMLInputElement>(null)
  // Until the page is interactive, Enter would submit the form as a plain page load and lose the scan: the field
  // opens, focused, once it can take one.
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])
  useEffect(() => {
    if (ready) input.current?.focus()
  }, [ready])
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const field = event.currentTarget
    if (event.key === 'Enter') {
      event.preventDefault()
      const text = field.value
      field.value = ''
      if (text.trim() !== '') onScan(text)
    } else if (event.ctrlKey && (event.key === ']' || event.code === 'BracketRight')) {
      event.preventDefault()
      field.setRangeText(GROUP_SEPARATOR, field.selectionStart ?? field.value.length, field.selectionEnd ?? field.value.length, 'end')
    }
  }

  return (
    <div className="stock-receipt__scan">
      <label htmlFor="stock-receipt-scan">Scan a box</label>
      <input
        ref={input}
        id="stock-receipt-scan"
        name="scan"
        disabled={!ready}
        autoComplete="off"
        spellCheck={false}
        placeholder="Scan the GS1 code on the box"
        aria-invalid={error ? true : undefined}
        aria-describedby="stock-receipt-scan-message"
        onKeyDown={onKeyDown}
      />
      <p id="stock-receipt-scan-message" aria-live="polite" className={error ? 'stock-receipt__error' : 'stock-receipt__hint'}>
        {error ?? added ?? 'Or type the code and press Enter. Each box is added below; boxes of one lot add up on one line.'}
      </p>
    </div>
  )
}
