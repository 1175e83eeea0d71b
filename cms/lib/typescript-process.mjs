// @ts-check
// How every process that runs the project's TypeScript outside Next and vitest is started (the seed, backups, the
// scripts, the benchmarks, the racers of the database tests), declared once for the server, the scripts and the tests.
// JavaScript with JSDoc types, so that plain Node.js loads it.

/**
 * Node's flags before a TypeScript entry: `node ...TYPESCRIPT_NODE_ARGS file.ts`.
 *
 * `--conditions=production` picks lexical's plain modules (`Lexical.prod.mjs`). Its default Node entries
 * (`*.node.mjs`) choose a build with a top-level `await import()`, and the rich-text editor's packages import one
 * another in a cycle: Node 20 then now and then never finishes loading them. Loading Payload's rich-text package
 * natively hung in 6 of 8 starts on Node 20 (never on Node 24), and a process that loads the shop's config (the
 * seed of `npm start`, a backup, a test's second process) stopped before its first line, or exited with 13.
 */
export const TYPESCRIPT_NODE_ARGS = Object.freeze(['--conditions=production', '--import', 'tsx'])
