import { APIError, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook } from 'payload'

const NEVER_CHANGED = 'Stock movements are never changed or deleted: record a movement that reverses it'

/** A movement, once written, stays as written: even the server's own code cannot update one (access stops REST and the admin). */
export const refuseMovementChange: CollectionBeforeChangeHook = ({ operation, data }) => {
  if (operation === 'update') throw new APIError(NEVER_CHANGED, 403)
  return data
}

export const refuseMovementDeletion: CollectionBeforeDeleteHook = () => {
  throw new APIError(NEVER_CHANGED, 403)
}
