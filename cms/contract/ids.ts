/** A relationship's value as Payload gives it: the related document (read at depth ≥ 1) or only its id. */
type Ref = string | number | { id: string | number }

/**
 * The id a relationship's value points at, as text, whether Payload gave the related document or only its id; null
 * when it points at nothing.
 */
export function idOf(value: Ref): string
export function idOf(value: unknown): string | null
export function idOf(value: unknown): string | null {
  const id = value !== null && typeof value === 'object' ? (value as { id?: unknown }).id : value
  return id === null || id === undefined || id === '' ? null : String(id)
}
