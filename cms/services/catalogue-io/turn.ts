/** Lets the requests waiting on the event loop run: long work of the import yields between its batches. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))
