import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'

import type { Country } from '@contract'

import { FieldFrame, inputClasses } from '@/components/ui/form-field'

type Props = {
  countries: readonly Country[]
  value: string
  onChange: (dialCode: string) => void
  onBlur: () => void
  error?: string
}

/**
 * How well a country answers the query, best first: its exact name or dial code; a name or dial code that starts with
 * the query; a word of its name that does; a name that merely contains it. Null when it does not match.
 */
function matchRank(country: Country, needle: string, digits: string): number | null {
  const name = country.name.toLowerCase()
  const dial = country.dial_code.replace(/^\+/, '')
  if (name === needle || (digits !== '' && dial === digits)) return 0
  if (name.startsWith(needle) || (digits !== '' && dial.startsWith(digits))) return 1
  if (name.split(/[\s(),-]+/).some((word) => word.startsWith(needle))) return 2
  return name.includes(needle) ? 3 : null
}

/**
 * Countries whose name or dial code matches the query ("ind", "+91" and "91" all find India), the closest matches
 * first (typing "India" lists India before British Indian Ocean Territory), in the list's order within each rank.
 */
export function filterCountries(countries: readonly Country[], query: string): Country[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return [...countries]
  const digits = /^\+?\d+$/.test(needle) ? needle.replace(/^\+/, '') : ''
  return countries
    .map((country) => ({ country, rank: matchRank(country, needle, digits) }))
    .filter((entry): entry is { country: Country; rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank)
    .map((entry) => entry.country)
}

const labelOf = (country: Country) => `${country.dial_code} ${country.name}`

/** The country-code chooser of the phone field (login and sign-up): a combobox whose list filters as the buyer types. */
export function CountryCodePicker({ countries, value, onChange, onBlur, error }: Props) {
  const listId = useId()
  const [chosenCode, setChosenCode] = useState<string | null>(null)
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const listRef = useRef<HTMLUListElement>(null)

  const selected =
    countries.find((country) => country.code === chosenCode && country.dial_code === value) ??
    countries.find((country) => country.dial_code === value)
  const matches = useMemo(() => filterCountries(countries, query), [countries, query])

  const choose = (country: Country) => {
    setChosenCode(country.code)
    onChange(country.dial_code)
    setQuery('')
    setOpen(false)
  }

  const move = (delta: number) => {
    if (!open) setOpen(true)
    const next = Math.max(0, Math.min(matches.length - 1, active + delta))
    setActive(next)
    listRef.current?.children[next]?.scrollIntoView({ block: 'nearest' })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      move(1)
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      move(-1)
    } else if (event.key === 'Enter' && open && matches[active]) {
      event.preventDefault()
      choose(matches[active])
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      event.stopPropagation()
      setOpen(false)
      setQuery('')
    }
  }

  return (
    <FieldFrame label="Country Code" error={error}>
      {({ inputId, describedBy, invalid }) => (
        <div className="relative">
          <input
            id={inputId}
            role="combobox"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={open && matches[active] ? `${listId}-${matches[active].code}` : undefined}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            autoComplete="off"
            placeholder="Search country or code"
            className={inputClasses}
            value={open ? query : selected ? labelOf(selected) : ''}
            onFocus={() => {
              setOpen(true)
              setActive(0)
            }}
            onChange={(event) => {
              setQuery(event.target.value)
              setActive(0)
              setOpen(true)
            }}
            onBlur={() => {
              setOpen(false)
              setQuery('')
              onBlur()
            }}
            onKeyDown={onKeyDown}
          />
          {open ? (
            <ul
              ref={listRef}
              id={listId}
              role="listbox"
              aria-label="Countries"
              className="absolute z-20 mt-1 max-h-60 w-full overflow-y-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg"
            >
              {matches.length === 0 ? (
                <li role="option" aria-selected={false} aria-disabled="true" className="px-3 py-2 text-slate-600">
                  No country matches
                </li>
              ) : (
                matches.map((country, index) => (
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the combobox input handles the keys (arrows, Enter)
                  <li
                    key={country.code}
                    id={`${listId}-${country.code}`}
                    role="option"
                    aria-selected={selected?.code === country.code}
                    className={`flex cursor-pointer justify-between gap-3 px-3 py-2 ${index === active ? 'bg-brand-50 text-brand-800' : 'text-slate-800'}`}
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseEnter={() => setActive(index)}
                    onClick={() => choose(country)}
                  >
                    <span>{country.name}</span>
                    <span className="font-medium tabular-nums">{country.dial_code}</span>
                  </li>
                ))
              )}
            </ul>
          ) : null}
        </div>
      )}
    </FieldFrame>
  )
}
