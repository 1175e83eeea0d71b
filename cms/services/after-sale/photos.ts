import type { PayloadRequest } from 'payload'

import { RETURN_PHOTO_MAX_BYTES, RETURN_PHOTO_TYPES, RETURN_PHOTOS_MAX } from '../../contract/after-sale'
import { badRequest, HttpError } from '../../lib/http-errors'

export type Photo = { name: string; type: string; bytes: Buffer }

const MB = 1024 * 1024

/** The first bytes of each accepted type: a file is what its content says, not what its name or header claims. */
const SIGNATURES: Record<(typeof RETURN_PHOTO_TYPES)[number], (bytes: Buffer) => boolean> = {
  'image/jpeg': (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
  'image/png': (bytes) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/webp': (bytes) => bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP',
}

function typeOf(bytes: Buffer): string | null {
  return RETURN_PHOTO_TYPES.find((type) => SIGNATURES[type](bytes)) ?? null
}

/**
 * Checks the photos of a return before anything is saved: at most 5 in all (with those already sent), each a JPEG, PNG
 * or WebP by its content, of at most 2 MB. 400 for a wrong count or type, 413 for a photo too large.
 */
export function checkPhotos(photos: readonly Photo[], alreadySent = 0): Photo[] {
  if (alreadySent + photos.length > RETURN_PHOTOS_MAX) {
    const message = `At most ${RETURN_PHOTOS_MAX} photos per return (${alreadySent} sent already)`
    throw badRequest(message, [{ field: 'photos', message }])
  }
  return photos.map((photo, index) => {
    if (photo.bytes.length > RETURN_PHOTO_MAX_BYTES) {
      throw new HttpError(413, { message: `Photo ${photo.name || index + 1} is larger than ${RETURN_PHOTO_MAX_BYTES / MB} MB` })
    }
    const type = typeOf(photo.bytes)
    if (!type) {
      const message = `Photo ${photo.name || index + 1} is not a JPEG, PNG or WebP image`
      throw badRequest(message, [{ field: `photos.${index}`, message }])
    }
    return { ...photo, type }
  })
}

/** Stores checked photos as the customer's private return photos; their ids. */
export async function storePhotos(req: PayloadRequest, customerId: string, returnId: string, photos: readonly Photo[]): Promise<string[]> {
  const ids: string[] = []
  for (const [index, photo] of photos.entries()) {
    const extension = photo.type.split('/')[1].replace('jpeg', 'jpg')
    const stored = await req.payload.create({
      collection: 'return-photos',
      data: { customer: customerId },
      file: {
        data: photo.bytes,
        mimetype: photo.type,
        name: `${returnId}-${Date.now()}-${index + 1}.${extension}`,
        size: photo.bytes.length,
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    ids.push(String(stored.id))
  }
  return ids
}
