/**
 * GS1 element strings as a barcode scanner types them into a field: the content of a GS1-128 or GS1 DataMatrix code on
 * a box (GTIN, lot, expiry, manufacturing date, quantity). Pure, shared by the admin's receipt form and the server.
 */

/** Trade item numbers are 8, 12, 13 or 14 digits; the shop keeps them as 14 (GTIN-14, zeros in front). */
const GTIN_LENGTHS = [8, 12, 13, 14]

/** The GS1 check digit (mod 10, weights 3 and 1 from the right) that completes `body`, the digits before it. */
export function gtinCheckDigit(body: string): string {
  let sum = 0
  for (let index = 0; index < body.length; index++) {
    const digit = Number(body[body.length - 1 - index])
    sum += index % 2 === 0 ? digit * 3 : digit
  }
  return String((10 - (sum % 10)) % 10)
}

/** Why a GTIN is refused (not 8, 12, 13 or 14 digits, or a wrong check digit), or null when it is valid. */
export function gtinProblem(value: string): string | null {
  const gtin = value.trim()
  if (!/^\d+$/.test(gtin) || !GTIN_LENGTHS.includes(gtin.length)) {
    return `"${gtin}" is not a GTIN: a GTIN has 8, 12, 13 or 14 digits`
  }
  const expected = gtinCheckDigit(gtin.slice(0, -1))
  return gtin.endsWith(expected)
    ? null
    : `The GTIN ${gtin} has a wrong check digit (its last digit should be ${expected}): the barcode was misread or the number mistyped`
}

/** A valid GTIN as 14 digits (`5012345678900` → `05012345678900`), or null when it is not a valid GTIN. */
export function normaliseGtin(value: string): string | null {
  return gtinProblem(value) === null ? value.trim().padStart(14, '0') : null
}

/** What a scan gives the receipt form: expiry as `YYYY-MM`, manufactured as `YYYY-MM-DD` (or `YYYY-MM` without a day). */
export type Gs1Scan = { gtin: string; lot?: string; expiry?: string; manufactured?: string; quantity?: number }
export type Gs1Result = Gs1Scan | { problems: string[] }

type ApplicationIdentifier = { name: string; length: number; fixed: boolean; numeric: boolean }

const fixedDigits = (name: string, length: number): ApplicationIdentifier => ({ name, length, fixed: true, numeric: true })
const variable = (name: string, length: number, numeric = false): ApplicationIdentifier => ({ name, length, fixed: false, numeric })

/**
 * The application identifiers the receipt understands. Those the shop does not keep (a serial number, a best-before
 * date…) are read past and ignored, so a box's full UDI code still scans; an identifier not listed is refused, as its
 * length (and so where the next one starts) is not known.
 */
const IDENTIFIERS: Record<string, ApplicationIdentifier> = {
  '00': fixedDigits('shipping container code (SSCC)', 18),
  '01': fixedDigits('GTIN', 14),
  '02': fixedDigits('GTIN of the contained items', 14),
  '10': variable('lot', 20),
  '11': fixedDigits('manufacturing date', 6),
  '12': fixedDigits('due date', 6),
  '13': fixedDigits('packaging date', 6),
  '15': fixedDigits('best-before date', 6),
  '16': fixedDigits('sell-by date', 6),
  '17': fixedDigits('expiry date', 6),
  '20': fixedDigits('variant', 2),
  '21': variable('serial number', 20),
  '22': variable('consumer product variant', 20),
  '30': variable('quantity', 8, true),
  '37': variable('quantity', 8, true),
  '240': variable('additional product identification', 30),
  '241': variable('customer part number', 30),
  '250': variable('secondary serial number', 30),
  '400': variable("customer's purchase order number", 30),
  '7003': fixedDigits('expiry date and time', 10),
}

/**
 * Identifiers whose length GS1 fixes by their first two digits: no group separator follows them. Every other element
 * ends at a group separator or at the end of the string.
 */
const PREDEFINED_LENGTH = new Set(['00', '01', '02', '03', '04', '11', '12', '13', '14', '15', '16', '17', '18', '19', '20'])

const GROUP_SEPARATOR = '\x1d'

/**
 * What scanners send for FNC1 (the group separator): the control character itself, or, from keyboard-wedge scanners
 * and some scanner software, a text standing for it. None of these can be part of a GS1 value (`^`, `\`, `[`, `{`, `␝`
 * are outside GS1's character set; `<GS>` is the form scanner manuals use).
 */
const SEPARATOR_TEXTS = [/<GS>/gi, /\[GS\]/gi, /\{GS\}/gi, /<FNC1>/gi, /\{FNC1\}/gi, /\\x1d/gi, /\\u001d/gi, /\^\]/g, /\u241d/g]

/**
 * Symbology identifiers a scanner may put in front: GS1-128, GS1 DataBar, GS1 DataMatrix, GS1 QR Code and GS1 DotCode
 * carry element strings; EAN/UPC and ITF-14 carry a GTIN alone.
 */
const GS1_SYMBOLOGY = /^\](C1|e0|d2|Q3|J1)/
const GTIN_SYMBOLOGY = /^\](E0|E4|I0|I1)/
const OTHER_SYMBOLOGY = /^\][A-Za-z][0-9A-Za-z]/

/** The characters GS1 allows in a lot or serial number (its "character set 82"). */
const CHARACTER_SET_82 = /^[!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]*$/

type Element = { ai: string; value: string }

function splitParenthesised(text: string, problems: string[]): Element[] {
  const elements: Element[] = []
  const pattern = /\((\d{2,4})\)([^(]*)/g
  if (!/^\(\d{2,4}\)/.test(text)) problems.push('The scan must start with an identifier in brackets, such as (01)')
  for (const match of text.matchAll(pattern)) {
    const ai = match[1]
    const value = match[2].replaceAll(GROUP_SEPARATOR, '').trim()
    if (!IDENTIFIERS[ai]) {
      problems.push(unknownIdentifier(ai))
      continue
    }
    elements.push({ ai, value })
  }
  return elements
}

function unknownIdentifier(ai: string): string {
  return `The barcode has a field (${ai}) the receipt does not know: type this line by hand`
}

function identifierAt(text: string, position: number): string | null {
  for (const length of [2, 3, 4]) {
    const ai = text.slice(position, position + length)
    if (IDENTIFIERS[ai]) return ai
  }
  return null
}

function splitElementString(text: string, problems: string[]): Element[] {
  const elements: Element[] = []
  let position = 0
  while (position < text.length) {
    if (text[position] === GROUP_SEPARATOR) {
      position++
      continue
    }
    const ai = identifierAt(text, position)
    if (!ai) {
      const shown = text.slice(position, position + 4).replaceAll(GROUP_SEPARATOR, '')
      problems.push(
        /^\d{2}/.test(shown)
          ? unknownIdentifier(shown.slice(0, 2))
          : `The barcode could not be read from "${shown}" on: it is not a GS1 code, or the scan was cut short`,
      )
      return elements
    }
    position += ai.length
    const definition = IDENTIFIERS[ai]
    let end: number
    if (PREDEFINED_LENGTH.has(ai.slice(0, 2))) {
      end = position + definition.length
    } else {
      const separator = text.indexOf(GROUP_SEPARATOR, position)
      end = separator === -1 ? text.length : separator
    }
    elements.push({ ai, value: text.slice(position, end) })
    position = end
  }
  return elements
}

/** GS1's rule for a two-digit year: within 49 years behind or 50 ahead of today's year. */
function fullYear(twoDigits: number, today: Date): number {
  const current = today.getUTCFullYear()
  const century = Math.floor(current / 100) * 100
  const difference = twoDigits - (current % 100)
  if (difference >= 51) return century - 100 + twoDigits
  if (difference <= -50) return century + 100 + twoDigits
  return century + twoDigits
}

/** A GS1 date `YYMMDD` as `YYYY-MM-DD`, or `YYYY-MM` when the day is 00 (the label gives the month only). */
function readDate(value: string, name: string, today: Date, problems: string[]): string | undefined {
  if (!/^\d{6}$/.test(value)) {
    problems.push(`The ${name} "${value}" is not a date: the barcode gives it as six digits, YYMMDD`)
    return undefined
  }
  const year = fullYear(Number(value.slice(0, 2)), today)
  const month = Number(value.slice(2, 4))
  const day = Number(value.slice(4, 6))
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate()
  if (month < 1 || month > 12 || day > lastDay) {
    problems.push(`The ${name} ${value} (YYMMDD) is not a real date`)
    return undefined
  }
  const yearMonth = `${year}-${value.slice(2, 4)}`
  return day === 0 ? yearMonth : `${yearMonth}-${value.slice(4, 6)}`
}

function checkLength(element: Element, definition: ApplicationIdentifier, problems: string[]): boolean {
  const { ai, value } = element
  if (value === '') {
    problems.push(`The ${definition.name} (${ai}) is empty`)
    return false
  }
  if (definition.fixed && value.length !== definition.length) {
    problems.push(`The ${definition.name} (${ai}) must have ${definition.length} digits, the scan gave "${value}"`)
    return false
  }
  if (value.length > definition.length) {
    problems.push(
      `The ${definition.name} (${ai}) "${value}" is longer than ${definition.length} characters: the scanner may be leaving out the group separator (FNC1) between fields; set it to send GS, or type this line by hand`,
    )
    return false
  }
  if ((definition.fixed || definition.numeric) && !/^\d+$/.test(value)) {
    problems.push(`The ${definition.name} (${ai}) must be digits only, the scan gave "${value}"`)
    return false
  }
  if (!CHARACTER_SET_82.test(value)) {
    problems.push(`The ${definition.name} (${ai}) "${value}" has characters a GS1 code cannot hold`)
    return false
  }
  return true
}

function readElements(elements: Element[], today: Date, problems: string[]): Partial<Gs1Scan> & { containedGtin?: string } {
  const scan: Partial<Gs1Scan> & { containedGtin?: string } = {}
  const seen = new Map<string, string>()
  for (const element of elements) {
    const definition = IDENTIFIERS[element.ai]
    const earlier = seen.get(element.ai)
    if (earlier !== undefined) {
      if (earlier !== element.value) problems.push(`The barcode gives the ${definition.name} (${element.ai}) twice, differently`)
      continue
    }
    seen.set(element.ai, element.value)
    if (!checkLength(element, definition, problems)) continue
    const { ai, value } = element
    if (ai === '01' || ai === '02') {
      const problem = gtinProblem(value)
      if (problem) problems.push(problem)
      else if (ai === '01') scan.gtin = value
      else scan.containedGtin = value
    } else if (ai === '10') {
      scan.lot = value
    } else if (ai === '17') {
      const date = readDate(value, 'expiry date', today, problems)
      if (date) scan.expiry = date.slice(0, 7)
    } else if (ai === '11') {
      scan.manufactured = readDate(value, 'manufacturing date', today, problems)
    } else if (ai === '30' || ai === '37') {
      const quantity = Number(value)
      if (quantity < 1) problems.push(`The quantity (${ai}) is ${quantity}: a receipt needs at least 1`)
      else if (scan.quantity !== undefined && scan.quantity !== quantity) {
        problems.push('The barcode gives two different quantities (30 and 37)')
      } else scan.quantity = quantity
    }
  }
  return scan
}

/** A leading FNC1 only marks the code as GS1; some scanners send it. */
function withoutLeadingSeparators(text: string): string {
  let start = 0
  while (text[start] === GROUP_SEPARATOR) start++
  return text.slice(start)
}

function replaceSeparatorTexts(text: string): string {
  return SEPARATOR_TEXTS.reduce((result, pattern) => result.replace(pattern, GROUP_SEPARATOR), text)
}

/**
 * Reads what a scanner typed: a GS1 element string (with or without a symbology identifier such as `]d2`, with the
 * group separator as the control character or as a text standing for it, or in the printed form `(01)…(17)…(10)…`), or
 * a plain EAN/UPC/ITF-14 number, which gives the GTIN alone. `today` decides the century of two-digit years.
 */
export function parseGs1(input: string, today: Date = new Date()): Gs1Result {
  let text = withoutLeadingSeparators(replaceSeparatorTexts(input.trim()))
  if (text === '') return { problems: ['Nothing was scanned'] }
  const elementString = GS1_SYMBOLOGY.test(text)
  if (elementString || GTIN_SYMBOLOGY.test(text)) text = text.slice(3)
  else if (OTHER_SYMBOLOGY.test(text)) {
    return { problems: [`This barcode is not a GS1 code (the scanner announced "${text.slice(0, 3)}"): scan the GS1 code on the box`] }
  }
  text = withoutLeadingSeparators(text)
  if (!elementString && /^\d+$/.test(text) && GTIN_LENGTHS.includes(text.length)) {
    const problem = gtinProblem(text)
    return problem ? { problems: [problem] } : { gtin: text.padStart(14, '0') }
  }
  const problems: string[] = []
  const elements = text.startsWith('(') ? splitParenthesised(text, problems) : splitElementString(text, problems)
  const scan = readElements(elements, today, problems)
  const gtin = scan.gtin ?? scan.containedGtin
  if (problems.length > 0) return { problems }
  if (!gtin) return { problems: ['The barcode has no GTIN (01): scan the code that names the product'] }
  const result: Gs1Scan = { gtin }
  if (scan.lot !== undefined) result.lot = scan.lot
  if (scan.expiry !== undefined) result.expiry = scan.expiry
  if (scan.manufactured !== undefined) result.manufactured = scan.manufactured
  if (scan.quantity !== undefined) result.quantity = scan.quantity
  return result
}
