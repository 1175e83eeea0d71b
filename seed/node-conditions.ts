import { register } from 'node:module'

/**
 * On Node 20, importing `@payloadcms/richtext-lexical` from native ESM exits with code 13 about half the time:
 * Lexical's `*.node.mjs` entry files pick their build with a top-level `await import(...)`, and Node 20's loader
 * sometimes never settles that graph. The `development` export condition selects Lexical's build directly
 * (no top-level await). Call this before the first (dynamic) import of the Payload config; `node
 * --conditions=development` does the same from the command line.
 */
export function preferDevelopmentBuilds(): void {
  register(
    'data:text/javascript,' +
      encodeURIComponent(
        'export async function resolve(specifier, context, next) {' +
          ' const conditions = context.conditions.includes("development") ? context.conditions' +
          ' : [...context.conditions, "development"];' +
          ' return next(specifier, { ...context, conditions }) }',
      ),
  )
}
