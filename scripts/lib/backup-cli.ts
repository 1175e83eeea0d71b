/** Shared by scripts/backup.ts and scripts/restore.ts. */

/**
 * The environment as cms/env.ts reads it. Backups sign nothing, so a production shell without PAYLOAD_SECRET may still
 * back up and restore; the placeholder also keeps a development run from writing a secret into data/.
 */
export function configFromEnvironment(): Record<string, string | undefined> {
  return { ...process.env, PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'not-used-by-backups' }
}

/** Prints a message (no stack trace) and exits non-zero. */
export function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

export function sizeOf(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`
}
