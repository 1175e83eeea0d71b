/** How long a SQLite write waits for another process's write to finish before it fails (ms). */
export const SQLITE_BUSY_TIMEOUT_MS = 5000

/**
 * WAL with synchronous=NORMAL: a commit no longer waits for fsync (the WAL is synced at checkpoints). The file cannot
 * be corrupted by a crash; a power cut may lose the last commits (docs/decisions/009-order-path.md).
 */
export const SQLITE_SYNCHRONOUS = 'NORMAL'
