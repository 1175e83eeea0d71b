/**
 * What the storefront's `zod` resolves to (vite.config.ts): zod itself, told to build no parsers with `new Function`.
 * zod probes whether it may (`new Function('')`) as its first object schema is made; under the shop's
 * Content-Security-Policy (no 'unsafe-eval', scripts/lib/security-headers.mjs) the probe is refused, and although zod
 * catches the refusal, the browser reports it as a violation (Lighthouse: best practices 96). Every schema of the
 * storefront is made after this module has run, since each imports zod through it.
 */
import { z } from 'zod/v4'

z.config({ jitless: true })

export * from 'zod/v4'
