import { noDatabaseFileIo } from './no-database-file-io.mjs'
import { ruleTester } from './rule-tester'

const tester = ruleTester()
const error = { messageId: 'fileCall' }

tester.run('no-database-file-io', noDatabaseFileIo, {
  valid: [
    'fs.stat(databaseFile)',
    "fs.readFileSync(`${databaseFile}.logins.json`, 'utf8')",
    'fs.rmSync(inUseFolderOf(databaseFile), { recursive: true })',
    "fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')",
    'fs.renameSync(partial, folder)',
    'fs.copyFile(path.join(from, file), path.join(to, file))',
    "function read(file) { return fs.readFileSync(file, 'utf8') } read('notes.txt')",
  ],
  invalid: [
    {
      // How the readiness check once broke SQLite's locks: the file reached through a parameter.
      code: `async function fileProblem(file) { const handle = await fs.open(file, 'r'); await handle.close() }
             export const check = (databaseUri) => fileProblem(databaseUri.slice('file:'.length))`,
      errors: [error],
    },
    { code: "const target = sqliteFileOf(env.DATABASE_URI); fs.copyFileSync(target, 'copy')", errors: [error] },
    { code: "fs.open(ready ? databaseFile : other, 'r')", errors: [error] },
    { code: "await fs.open(databaseFile, 'r')", errors: [error] },
    { code: 'fs.readFileSync(options.database)', errors: [error] },
    { code: 'fs.copyFileSync(dbFile, backup)', errors: [error] },
    { code: 'fs.rmSync(`${databaseFile}-wal`, { force: true })', errors: [error] },
    { code: "for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${databaseFile}${suffix}`, { force: true })", errors: [error] },
    { code: "fs.copyFile(path.join(dataDir, 'shop.db'), target)", errors: [error] },
    { code: "createReadStream('data/shop.db-shm')", errors: [error] },
    { code: 'unlinkSync(db)', errors: [error] },
  ],
})
