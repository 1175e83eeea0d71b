// @ts-check
/**
 * ESLint rule: no file-system call opens, reads, copies, truncates or deletes the database file or its `-wal`/`-shm`
 * outside the database boundary (cms/database/). Closing any descriptor of an SQLite file releases every lock the
 * process holds on it, SQLite's included; another process's SQLite may then delete the WAL this one still writes into
 * (cms/database/sqlite/connections.ts). A call is suspect when one of its arguments names a database (`namesDatabase`).
 */

/** The `fs` calls that open a file's descriptor, or copy or delete the file. */
const FILE_CALLS = new Set([
  'open',
  'openSync',
  'readFile',
  'readFileSync',
  'createReadStream',
  'createWriteStream',
  'writeFile',
  'writeFileSync',
  'appendFile',
  'appendFileSync',
  'copyFile',
  'copyFileSync',
  'cp',
  'cpSync',
  'truncate',
  'truncateSync',
  'rm',
  'rmSync',
  'unlink',
  'unlinkSync',
])

/** A name given to the database file: `databaseFile`, `dbFile`, `db`, `sqliteFile`, `options.database`… */
const DATABASE_NAME = /^(db|.*database.*|.*dbFile|.*sqlite.*)$/i
/** A literal path of a database or its WAL files: `data/shop.db`, `shop.db-wal`, `x.sqlite`. */
const DATABASE_PATH = /\.(db|sqlite3?)(-wal|-shm)?$/i

/** A call that yields the database's file: `sqliteFileOf(uri)`, or anything reading `databaseUri`/`DATABASE_URI`. */
const DATABASE_SOURCE = /sqliteFileOf\(|databaseUri|DATABASE_URI/

/**
 * Whether an argument names the database file: such a name itself, the name with `-wal`/`-shm` after it, a literal
 * path of a database, a path joined to end in one, or a variable or parameter given one of these in the same file.
 * Files beside it (`${databaseFile}.logins.json`) and folders derived from it (`inUseFolderOf(databaseFile)`) are not
 * the database.
 * @param {any} node
 * @param {import('eslint').Rule.RuleContext} context
 * @param {Map<string, any[]>} callsByName calls in the file by the called function's name
 * @param {Set<any>} [seen]
 * @returns {boolean}
 */
function namesDatabase(node, context, callsByName, seen = new Set()) {
  if (!node || seen.has(node)) return false
  seen.add(node)
  const again = (/** @type {any} */ other) => namesDatabase(other, context, callsByName, seen)
  if (DATABASE_SOURCE.test(context.sourceCode.getText(node)) && node.type !== 'Literal') return true
  if (node.type === 'Identifier') return DATABASE_NAME.test(node.name) || givenDatabase(node, context, again, callsByName)
  if (node.type === 'MemberExpression')
    return !node.computed && node.property.type === 'Identifier' && DATABASE_NAME.test(node.property.name)
  if (node.type === 'Literal') return typeof node.value === 'string' && DATABASE_PATH.test(node.value)
  if (node.type === 'ConditionalExpression') return again(node.consequent) || again(node.alternate)
  if (node.type === 'TemplateLiteral') {
    const text = node.quasis.map((/** @type {any} */ quasi) => quasi.value.cooked ?? '').join('')
    if (DATABASE_PATH.test(text)) return true
    return /^(-wal|-shm)?$/.test(text) && node.expressions.some(again)
  }
  if (node.type === 'CallExpression' && node.callee.type === 'MemberExpression' && node.callee.object.type === 'Identifier') {
    const joined = node.callee.object.name === 'path' && ['join', 'resolve'].includes(node.callee.property.name)
    return joined && again(node.arguments.at(-1))
  }
  return false
}

/**
 * Whether a variable was initialised with the database's file, or a function's parameter is given it by a call in
 * the same file.
 * @param {any} identifier
 * @param {import('eslint').Rule.RuleContext} context
 * @param {(node: any) => boolean} namesIt
 * @param {Map<string, any[]>} callsByName
 */
function givenDatabase(identifier, context, namesIt, callsByName) {
  /** @type {any} */
  let scope = context.sourceCode.getScope(identifier)
  let variable
  while (scope && !(variable = scope.set.get(identifier.name))) scope = scope.upper
  /** @type {any} */
  const definition = variable?.defs[0]
  if (!definition) return false
  if (definition.type === 'Variable') return namesIt(definition.node.init)
  if (definition.type !== 'Parameter') return false
  const fn = definition.node
  const index = fn.params.indexOf(definition.name.parent?.type === 'AssignmentPattern' ? definition.name.parent : definition.name)
  const name = fn.id?.name ?? (fn.parent?.type === 'VariableDeclarator' ? fn.parent.id.name : null)
  if (!name || index < 0) return false
  return (callsByName.get(name) ?? []).some((/** @type {any} */ call) => namesIt(call.arguments[index]))
}

/** @type {import('eslint').Rule.RuleModule} */
export const noDatabaseFileIo = {
  meta: {
    type: 'problem',
    docs: { description: 'The database file is opened only by SQLite, through cms/database.' },
    messages: {
      fileCall:
        '`{{call}}` on what looks like the database file: only SQLite may open, read, copy or delete it. Use the database boundary (cms/database: withConnection, copyLiveDatabase, removeClosedDatabase, fileIdentity).',
    },
    schema: [],
  },
  create(context) {
    /** @type {any[]} */
    const fileCalls = []
    /** @type {Map<string, any[]>} */
    const callsByName = new Map()
    return {
      CallExpression(node) {
        const callee = node.callee
        const name =
          callee.type === 'Identifier'
            ? callee.name
            : callee.type === 'MemberExpression' && callee.property.type === 'Identifier'
              ? callee.property.name
              : null
        if (!name) return
        if (callee.type === 'Identifier') callsByName.set(name, [...(callsByName.get(name) ?? []), node])
        if (FILE_CALLS.has(name)) fileCalls.push(node)
      },
      'Program:exit'() {
        for (const node of fileCalls) {
          if (node.arguments.some((/** @type {any} */ argument) => namesDatabase(argument, context, callsByName)))
            context.report({ node, messageId: 'fileCall', data: { call: context.sourceCode.getText(node.callee) } })
        }
      },
    }
  },
}
