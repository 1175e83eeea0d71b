import path from 'node:path'

import { unzipSync } from 'fflate'
import sharp from 'sharp'

import { badRequest } from '../../lib/http-errors'

/** The images of an uploaded ZIP by file name (folders ignored), and the names of entries that are not images. */
export type ZipImages = { files: Map<string, Uint8Array>; unreadable: Set<string> }

export async function readZipImages(bytes: Uint8Array | null): Promise<ZipImages> {
  const images: ZipImages = { files: new Map(), unreadable: new Set() }
  if (!bytes || bytes.length === 0) return images
  let entries: Record<string, Uint8Array>
  try {
    entries = unzipSync(bytes, { filter: (file) => !file.name.endsWith('/') && !path.basename(file.name).startsWith('.') })
  } catch {
    throw badRequest('The images file is not a ZIP archive')
  }
  for (const [entry, data] of Object.entries(entries)) {
    const name = path.basename(entry)
    try {
      const { format } = await sharp(data).metadata()
      if (!format) throw new Error('no image format')
      images.files.set(name, data)
    } catch {
      images.unreadable.add(name)
    }
  }
  return images
}

const MIME_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
}

export const mimeTypeOf = (name: string) => MIME_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream'
