/**
 * How long a connection of a process that answers no requests (a backup, the checkpoint thread, a one-off script)
 * waits inside SQLite for another connection's write to finish before it fails (ms). Such a wait blocks the thread.
 */
export const SQLITE_BUSY_TIMEOUT_MS = 5000

/**
 * How long a connection of the server waits inside SQLite (ms). SQLite's wait blocks the thread that answers every
 * request, so it stays short: the server's connection waits longer between retries instead, letting other requests
 * and the transaction it waits for go on (`retryWhileBusy` in connections.ts).
 */
export const SERVER_BUSY_TIMEOUT_MS = 20

/**
 * How long a write of the server goes on retrying while another holds the write lock (ms): longer than any
 * transaction of the shop holds it. Past it, the request answers 503 with Retry-After and nothing written.
 */
export const SERVER_BUSY_RETRY_MS = 30_000

/**
 * WAL with synchronous=NORMAL: a commit no longer waits for fsync (the WAL is synced at checkpoints). The file cannot
 * be corrupted by a crash; a power cut may lose the last commits (docs/decisions/009-order-path.md).
 */
export const SQLITE_SYNCHRONOUS = 'NORMAL'
