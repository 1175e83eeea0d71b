import fs from 'node:fs/promises'
import path from 'node:path'

import { storefrontDist } from './storefront-files'

type ManifestEntry = { file: string; imports?: string[]; isEntry?: boolean }
type Manifest = Record<string, ManifestEntry>

let cached: { mtimeMs: number; manifest: Manifest } | null = null

async function readManifest(): Promise<Manifest | null> {
  const file = path.join(storefrontDist(), '.vite', 'manifest.json')
  try {
    const stat = await fs.stat(file)
    if (cached?.mtimeMs !== stat.mtimeMs) cached = { mtimeMs: stat.mtimeMs, manifest: JSON.parse(await fs.readFile(file, 'utf8')) }
    return cached.manifest
  } catch {
    return null
  }
}

/** Every file `key` imports statically, itself included, depth first. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen
  seen.add(key)
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen)
  return seen
}

/**
 * The script files a screen's lazily loaded chunk needs, minus what index.html already loads: preloading them with
 * the page saves the round trip the app would otherwise make after it starts. `screen` is the screen's source module
 * in the storefront build manifest (e.g. `src/features/home/routes/home-page.tsx`).
 */
export async function chunkPreloads(screen: string | undefined): Promise<string[]> {
  if (!screen) return []
  const manifest = await readManifest()
  if (!manifest?.[screen]) return []
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)
  const loaded = entry ? closure(manifest, entry) : new Set<string>()
  return [...closure(manifest, screen)].filter((key) => !loaded.has(key)).map((key) => `/${manifest[key].file}`)
}
