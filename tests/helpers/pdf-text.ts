import { extractText, getDocumentProxy } from 'unpdf'
import { expect } from 'vitest'

import { shopUrl } from './api'

/** A PDF's text, its runs of white space made one space. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true })
  return text.replace(/\s+/g, ' ')
}

/** The text of a PDF the shop API serves to a signed-in buyer (200 expected). */
export async function shopPdfText(path: string, token: string): Promise<string> {
  const response = await fetch(shopUrl(path), { headers: { Authorization: `Bearer ${token}` } })
  expect(response.status).toBe(200)
  return pdfText(new Uint8Array(await response.arrayBuffer()))
}
