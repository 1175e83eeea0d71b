import type { Payload } from 'payload'

export interface ImageJob {
  key: string
  alt: string
  draw: () => Promise<Buffer>
}

/** Uploads in flight at once: while one waits on the database another encodes, which nearly halves the time. */
const PARALLEL_UPLOADS = 3

/** Seeded files are named `<key>--seed.png`; Payload stores them as `<key>--seed.webp` (or `-1.webp` on a clash). */
const SEED_FILENAME = /^(.+)--seed(?:-\d+)?\.[a-z0-9]+$/i

/**
 * The media the seed made, found again by key on the next run, so images are drawn and uploaded only once.
 * Payload turns each upload into WebP and four sizes, which is the slow part of seeding.
 */
export class MediaStore {
  private readonly ids = new Map<string, string>()
  private readonly pending = new Map<string, Promise<string>>()
  created = 0

  private constructor(private readonly payload: Payload) {}

  static async load(payload: Payload): Promise<MediaStore> {
    const store = new MediaStore(payload)
    const existing = await payload.find({
      collection: 'media',
      pagination: false,
      depth: 0,
      select: { filename: true },
    })
    for (const doc of existing.docs) {
      const key = doc.filename?.match(SEED_FILENAME)?.[1]
      if (key && !store.ids.has(key)) store.ids.set(key, String(doc.id))
    }
    return store
  }

  /** The id of the image saved under `key`, if there is one. */
  idOf(key: string): string | undefined {
    return this.ids.get(key)
  }

  /** The id of the image saved under `key`, drawing and uploading it first when the database has none. */
  ensure(key: string, alt: string, draw: ImageJob['draw']): Promise<string> {
    const known = this.ids.get(key)
    if (known) return Promise.resolve(known)
    let pending = this.pending.get(key)
    if (!pending) {
      pending = this.upload(key, alt, draw)
      this.pending.set(key, pending)
    }
    return pending
  }

  /** Makes sure every image exists, several uploads at a time; later `ensure` calls then return at once. */
  async ensureAll(jobs: ImageJob[]): Promise<void> {
    const queue = [...jobs]
    const worker = async () => {
      for (let job = queue.shift(); job; job = queue.shift()) await this.ensure(job.key, job.alt, job.draw)
    }
    await Promise.all(Array.from({ length: PARALLEL_UPLOADS }, worker))
  }

  private async upload(key: string, alt: string, draw: ImageJob['draw']): Promise<string> {
    const data = await draw()
    const doc = await this.payload.create({
      collection: 'media',
      data: { alt },
      file: { data, mimetype: 'image/png', name: `${key}--seed.png`, size: data.length },
      depth: 0,
    })
    this.ids.set(key, String(doc.id))
    this.created += 1
    return String(doc.id)
  }
}
