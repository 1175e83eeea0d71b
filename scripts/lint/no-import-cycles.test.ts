import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { Linter } from 'eslint'
import tseslint from 'typescript-eslint'
import { afterAll, describe, expect, it } from 'vitest'

import { cycleThrough, noImportCycles, runtimeImports } from './no-import-cycles.mjs'

describe('runtime imports', () => {
  it('reads static imports and re-exports, and skips type-only ones', () => {
    const text = [
      "import { a } from './a'",
      "import type { B } from './b'",
      "import './styles.scss'",
      "export { c } from '../c'",
      "export type { D } from './d'",
      "export * from './e'",
      'import {',
      '  f,',
      '  type G,',
      "} from '@/lib/f'",
      "const lazy = () => import('./later')",
      " * import { doc } from './comment'",
    ].join('\n')
    expect(runtimeImports(text)).toEqual(['./a', './styles.scss', '../c', './e', '@/lib/f'])
  })
})

describe('cycles', () => {
  const graph: Record<string, string[]> = { a: ['b'], b: ['c', 'd'], c: ['a'], d: [], e: ['d'] }
  const importsOf = (file: string) => graph[file] ?? []

  it('finds the cycle through a file and names the files around it', () => {
    expect(cycleThrough('a', importsOf)).toEqual(['a', 'b', 'c', 'a'])
    expect(cycleThrough('c', importsOf)).toEqual(['c', 'a', 'b', 'c'])
  })

  it('finds none for a file outside any cycle', () => {
    expect(cycleThrough('d', importsOf)).toBeNull()
    expect(cycleThrough('e', importsOf)).toBeNull()
  })
})

describe('the lint rule on files', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'))
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  const lint = (file: string) =>
    new Linter({ cwd: root }).verify(
      fs.readFileSync(path.join(root, file), 'utf8'),
      [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser },
          plugins: { local: { rules: { 'no-import-cycles': noImportCycles } } },
          rules: { 'local/no-import-cycles': 'error' },
        },
      ],
      path.join(root, file),
    )

  it('reports both files of a cycle, and not a type-only back reference', () => {
    write('cms/prices/index.ts', "import { rows } from './rows'\nexport const price = () => rows()\n")
    write('cms/prices/rows.ts', "import { price } from '.'\nexport const rows = () => [price]\n")
    write('cms/stock/ledger.ts', "import { level } from './levels'\nexport const ledger = () => level\n")
    write('cms/stock/levels.ts', "import type { ledger } from './ledger'\nexport const level = 1 as unknown as typeof ledger\n")

    const messages = lint('cms/prices/rows.ts')
    expect(messages.map((message) => message.message)).toEqual([
      'Import cycle: cms/prices/rows.ts → cms/prices/index.ts → cms/prices/rows.ts. Move what both need into a lower file, or import a type only.',
    ])
    expect(lint('cms/prices/index.ts')).toHaveLength(1)
    expect(lint('cms/stock/ledger.ts')).toEqual([])
  })
})
