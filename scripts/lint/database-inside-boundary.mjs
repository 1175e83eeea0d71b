// @ts-check
/**
 * ESLint rule: only the database boundary (cms/database/) knows which database adapter runs
 * (docs/decisions/002-database-sqlite-default-mongodb-production.md). Elsewhere, no import of a database driver or
 * adapter (drizzle, libSQL, Payload's db-* adapters, mongoose, the MongoDB driver), and no look into Payload's adapter:
 * its name, its drizzle instance, sessions, client or connection, or a cast of `payload.db` to reach them. Application
 * code uses Payload's Local API and what cms/database exports.
 */

/** Module names of database drivers and adapters. */
const DRIVER = /^((drizzle-orm|mongoose|mongodb)(\/|$)|@libsql\/|@payloadcms\/db-)/

/** Properties of Payload's adapter (`payload.db`) that tell or reach the database underneath. */
const ADAPTER_INSIDES = new Set(['name', 'drizzle', 'sessions', 'client', 'connection'])

/**
 * The expression under TypeScript's casts and non-null assertions.
 * @param {any} node
 * @returns {any}
 */
function uncast(node) {
  let inner = node
  while (inner && ['TSAsExpression', 'TSNonNullExpression', 'TSSatisfiesExpression', 'TSTypeAssertion'].includes(inner.type))
    inner = inner.expression
  return inner
}

/**
 * Whether `node` is `<something>.db`.
 * @param {any} node
 */
const isAdapter = (node) =>
  node?.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier' && node.property.name === 'db'

/** @param {any} node */
const propertyName = (node) =>
  node.computed
    ? node.property.type === 'Literal'
      ? String(node.property.value)
      : null
    : node.property.type === 'Identifier'
      ? node.property.name
      : null

/** @type {import('eslint').Rule.RuleModule} */
export const databaseInsideBoundary = {
  meta: {
    type: 'problem',
    docs: { description: 'Database drivers and adapter internals are used only inside cms/database.' },
    messages: {
      driver:
        '`{{source}}` is a database driver or adapter: only cms/database may import it. Use the Local API or an operation cms/database exports.',
      insides:
        '`{{text}}` reads inside the database adapter: only cms/database may. Ask the boundary instead (databaseKindOf, inOneTransaction, writeCodePrices, databaseRateLimiter…).',
      cast: '`{{text}}` casts the database adapter to reach inside it: only cms/database may.',
    },
    schema: [],
  },
  create(context) {
    /** @param {any} node @param {any} source */
    const checkSource = (node, source) => {
      if (source?.type === 'Literal' && typeof source.value === 'string' && DRIVER.test(source.value))
        context.report({ node, messageId: 'driver', data: { source: source.value } })
    }
    return {
      ImportDeclaration: (node) => checkSource(node, node.source),
      ExportNamedDeclaration: (node) => checkSource(node, node.source),
      ExportAllDeclaration: (node) => checkSource(node, node.source),
      ImportExpression: (node) => checkSource(node, node.source),
      CallExpression(node) {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require') checkSource(node, node.arguments[0])
      },
      MemberExpression(node) {
        const name = propertyName(node)
        if (name && ADAPTER_INSIDES.has(name) && isAdapter(uncast(node.object)))
          context.report({ node, messageId: 'insides', data: { text: context.sourceCode.getText(node) } })
      },
      /** @param {any} node */
      'TSAsExpression, TSTypeAssertion'(node) {
        if (isAdapter(node.expression)) context.report({ node, messageId: 'cast', data: { text: context.sourceCode.getText(node) } })
      },
      VariableDeclarator(node) {
        const init = uncast(node.init)
        if (node.id.type !== 'ObjectPattern' || !isAdapter(init)) return
        for (const property of node.id.properties) {
          const key = property.type === 'Property' && property.key.type === 'Identifier' ? property.key.name : null
          if (key && ADAPTER_INSIDES.has(key))
            context.report({ node: property, messageId: 'insides', data: { text: `${context.sourceCode.getText(init)}.${key}` } })
        }
      },
    }
  },
}
