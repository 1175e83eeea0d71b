import type { Payload } from 'payload'

import type { MediaStore } from '../images/media-store'

/** What every seeding step gets: the Payload instance, the seeded images and a logger. */
export interface SeedContext {
  payload: Payload
  media: MediaStore
  log: (message: string) => void
}
