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

/**
 * The WAL length (pages) at which a commit of the server copies the WAL into the database file (SQLite's default is
 * 1,000). A checkpoint copies each page once however many times it changed since the last one and syncs the file
 * once, so fewer, longer checkpoints copy less per order: the hot pages (an index's last page, a lot's balance) are
 * written hundreds of times between two checkpoints (docs/decisions/086-one-writing-connection-and-longer-checkpoints.md).
 */
export const SERVER_WAL_AUTOCHECKPOINT_PAGES = 4000
