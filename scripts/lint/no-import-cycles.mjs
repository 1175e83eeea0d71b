// @ts-check
/**
 * ESLint rule: no import cycles between files (docs/decisions/049-file-names-and-import-cycles.md). A cycle makes
 * module order decide what is `undefined` at start and hides which of two files is the lower layer. The rule reads
 * the imports of the project's files once per lint run (relative paths, `@/` in the storefront, `@contract`), follows
 * the static runtime ones (`import type` and `export type` erase at build; a dynamic `import()` loads later, which
 * is how a deliberate back reference is written) and reports a file that lies on a
 * cycle, naming the files around it.
 */
import fs from 'node:fs'
import path from 'node:path'

const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx', '/index.mjs', '/index.js']

/**
 * The runtime imports of a source text, as written.
 * @param {string} text
 * @returns {string[]}
 */
export function runtimeImports(text) {
  const found = []
  for (const match of text.matchAll(IMPORT)) if (!match[1]) found.push(match[2])
  return found
}

/**
 * A resolver of import specifiers to files under `root`, or null for packages.
 * @param {string} root
 */
function resolverFor(root) {
  const aliases = [
    { prefix: '@contract/', to: path.join(root, 'cms/contract/') },
    { prefix: '@contract', to: path.join(root, 'cms/contract/index') },
    { prefix: '@payload-config', to: path.join(root, 'payload.config') },
    { prefix: '@/', to: path.join(root, 'storefront/src/') },
  ]
  /** @param {string} from @param {string} specifier */
  return (from, specifier) => {
    let base = null
    if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier)
    else {
      const alias = aliases.find((candidate) => specifier === candidate.prefix || specifier.startsWith(candidate.prefix))
      if (alias) base = alias.to + specifier.slice(alias.prefix.length)
    }
    if (base === null) return null
    const stripped = base.replace(/\.(m?js)$/, '')
    for (const candidate of [base, stripped]) {
      for (const extension of EXTENSIONS) {
        const file = candidate + extension
        if (fs.existsSync(file) && fs.statSync(file).isFile()) return file
      }
    }
    return null
  }
}

/**
 * Follows imports from `start` and answers one cycle through it (files from `start` back to it), or null.
 * @param {string} start
 * @param {(file: string) => string[]} importsOf the files a file imports at run time
 */
export function cycleThrough(start, importsOf) {
  const seen = new Set()
  /** @type {string[]} */
  const trail = []
  /** @param {string} file @returns {string[] | null} */
  const visit = (file) => {
    for (const next of importsOf(file)) {
      if (next === start) return [...trail, file, start]
      if (seen.has(next)) continue
      seen.add(next)
      trail.push(file)
      const found = visit(next)
      trail.pop()
      if (found) return found
    }
    return null
  }
  return visit(start)
}

/** Import graphs by project root, read once per lint run. */
const graphs = new Map()

/** @param {string} root */
function graphOf(root) {
  if (!graphs.has(root)) {
    const resolve = resolverFor(root)
    /** @type {Map<string, string[]>} */
    const cache = new Map()
    graphs.set(root, (/** @type {string} */ file) => {
      if (!cache.has(file)) {
        const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''
        cache.set(
          file,
          runtimeImports(text).flatMap((specifier) => resolve(file, specifier) ?? []),
        )
      }
      return /** @type {string[]} */ (cache.get(file))
    })
  }
  return graphs.get(root)
}

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'no import cycles between files' },
    schema: [],
    messages: { cycle: 'Import cycle: {{cycle}}. Move what both need into a lower file, or import a type only.' },
  },
  create(context) {
    return {
      Program(node) {
        const root = context.cwd
        const file = context.filename
        const cycle = cycleThrough(file, graphOf(root))
        if (cycle) {
          const names = cycle.map((entry) => path.relative(root, entry).split(path.sep).join('/'))
          context.report({ node, messageId: 'cycle', data: { cycle: names.join(' → ') } })
        }
      },
    }
  },
}
