// @ts-check
/**
 * ESLint rule: one file-naming convention (docs/decisions/049-file-names-and-import-cycles.md). Folders and modules
 * are kebab-case (`place-order.ts`, `after-sale/`). PascalCase is kept for what the frameworks name that way: React
 * components (`.tsx`), Payload's collection and global configs (`cms/collections/Orders/`, `cms/globals/SiteSettings.ts`)
 * a test named after a PascalCase file beside it, and Payload's migration names. Next.js route folders (`(payload)`, `[...slug]`) keep Next's
 * syntax.
 */
import fs from 'node:fs'
import path from 'node:path'

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/
const PASCAL = /^[A-Z][A-Za-z0-9]*$/
/** Next.js route groups and dynamic segments, and file names Next and Payload fix (`robots.txt/route.ts`). */
const NEXT_SEGMENT = /^(\(.+\)|\[{1,2}(\.\.\.)?[a-z]+\]{1,2}|[a-z]+\.(txt|xml))$/
/** Payload names a migration by when it was made: `20261128_062553_trade_prices_in_paise`. */
const MIGRATION = /^\d{8}_\d{6}_[a-z0-9_]+$/

/**
 * What is wrong with a file's name, or null.
 * @param {string} relative a path from the project root, with `/`
 * @param {(file: string) => boolean} exists whether a file (relative to the project root) exists
 */
export function fileNameProblem(relative, exists = (file) => fs.existsSync(file)) {
  const segments = relative.split('/')
  const file = /** @type {string} */ (segments.pop())
  const payloadConfigFolder = (/** @type {number} */ index) => index === 2 && segments[0] === 'cms' && segments[1] === 'collections'
  for (const [index, folder] of segments.entries()) {
    if (folder.startsWith('.') || KEBAB.test(folder) || NEXT_SEGMENT.test(folder)) continue
    if (PASCAL.test(folder) && payloadConfigFolder(index)) continue
    return `Folder "${folder}" is not kebab-case: name it "${kebab(folder)}".`
  }
  const stem = file.split('.')[0]
  const rest = file.slice(stem.length)
  if (KEBAB.test(stem) || stem === '' || stem === 'importMap' || MIGRATION.test(stem)) return null
  if (PASCAL.test(stem)) {
    const folder = segments.join('/')
    if (rest.endsWith('.tsx')) return null
    if (/^cms\/(collections|globals)$/.test(folder) || payloadConfigFolder(segments.length - 1)) return null
    const subject = (/** @type {string} */ extension) => path.posix.join(folder, `${stem}${extension}`)
    if (/^\.(test|spec)\.tsx?$/.test(rest) && (exists(subject('.tsx')) || exists(subject('.ts')))) return null
    return `"${file}" is PascalCase, which is kept for React components (.tsx) and Payload configs: name it "${kebab(stem)}${rest}".`
  }
  return `"${file}" is not kebab-case: name it "${kebab(stem)}${rest}".`
}

/** @param {string} name */
const kebab = (name) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase()

/** @type {import('eslint').Rule.RuleModule} */
export const fileNameCase = {
  meta: {
    type: 'suggestion',
    docs: { description: 'kebab-case files and folders; PascalCase only for React components and Payload configs' },
    schema: [],
    messages: { name: '{{problem}}' },
  },
  create(context) {
    return {
      Program(node) {
        const relative = path.relative(context.cwd, context.filename).split(path.sep).join('/')
        if (relative.startsWith('..')) return
        const problem = fileNameProblem(relative, (file) => fs.existsSync(path.join(context.cwd, file)))
        if (problem) context.report({ node, messageId: 'name', data: { problem } })
      },
    }
  },
}
