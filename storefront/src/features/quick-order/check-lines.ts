import { packRuleProblem, type ResolvedCode } from '@contract'
import { availabilityWords, canBeOrdered } from '@contract/availability'

import { QUANTITY_MISSING, type ListLine } from './parse-lines'

export const UNKNOWN_CODE = 'Unknown code'

/** A list line with what the catalogue says about its code; `problem` is null when it can go into the cart. */
export type CheckedLine = ListLine & { resolved: ResolvedCode | null; problem: string | null }

/** Every code worth asking the resolver about: each line's code, and its whole text when that may be a code. */
export function codesToResolve(lines: readonly ListLine[]): string[] {
  return lines.flatMap((line) => (line.wholeLine ? [line.code, line.wholeLine] : [line.code])).filter(Boolean)
}

/**
 * Pairs each line with its resolved code. A line whose code is unknown but whose whole text is a code ("NS 3501"
 * read as code "NS", quantity 3501) is that code with its quantity missing.
 */
export function checkLines(lines: readonly ListLine[], found: ReadonlyMap<string, ResolvedCode>): CheckedLine[] {
  return lines.map((line) => {
    const resolved = found.get(line.code) ?? null
    if (!resolved && line.wholeLine && found.has(line.wholeLine)) {
      return {
        ...line,
        code: line.wholeLine,
        quantity: null,
        quantityError: QUANTITY_MISSING,
        resolved: found.get(line.wholeLine)!,
        problem: QUANTITY_MISSING,
      }
    }
    // A quantity the code's pack rule refuses is named as the server names it ("NC 8141 is sold in multiples of 12").
    const packProblem = resolved && line.quantity !== null ? packRuleProblem(resolved.shortCode, resolved, line.quantity) : null
    // A code out of stock (without backorders) cannot go into the cart.
    const soldOut = resolved?.availability && !canBeOrdered(resolved.availability) ? availabilityWords(resolved.availability) : null
    return { ...line, resolved, problem: resolved ? (soldOut ?? line.quantityError ?? packProblem) : UNKNOWN_CODE }
  })
}
