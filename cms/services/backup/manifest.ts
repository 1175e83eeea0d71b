import fs from 'node:fs/promises'
import path from 'node:path'

import { z } from 'zod'

/** What a backup set holds, written last into its folder: a folder without it is not a complete set. */
export const MANIFEST_FILE = 'manifest.json'
export const DATABASE_FILE = 'shop.db'
export const MEDIA_FOLDER = 'media'

export const COUNTED_TABLES = ['orders', 'invoices', 'customers', 'products'] as const

const fileEntry = z.object({
  path: z.string().min(1),
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
})

export const manifestSchema = z.object({
  format: z.literal(1),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime(),
  database: z.object({
    kind: z.literal('sqlite'),
    file: z.literal(DATABASE_FILE),
    migration: z.string().nullable(),
    counts: z.object({ orders: z.number().int(), invoices: z.number().int(), customers: z.number().int(), products: z.number().int() }),
  }),
  media: z.discriminatedUnion('storage', [
    z.object({ storage: z.literal('local'), files: z.number().int().min(0) }),
    z.object({ storage: z.literal('s3'), bucket: z.string() }),
  ]),
  files: z.array(fileEntry).min(1),
})

export type Manifest = z.infer<typeof manifestSchema>
export type ManifestFile = z.infer<typeof fileEntry>

/** A set's manifest, or the reason it cannot be read (missing, not JSON, not a manifest of this format). */
export async function readManifest(folder: string): Promise<{ manifest: Manifest } | { problem: string }> {
  let text: string
  try {
    text = await fs.readFile(path.join(folder, MANIFEST_FILE), 'utf8')
  } catch {
    return { problem: `${MANIFEST_FILE} is missing: this is not a complete backup set` }
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { problem: `${MANIFEST_FILE} is not valid JSON (damaged)` }
  }
  const parsed = manifestSchema.safeParse(json)
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.join('.') || 'its top level'
    return { problem: `${MANIFEST_FILE} is not a backup manifest this shop can read (at ${where})` }
  }
  return { manifest: parsed.data }
}
