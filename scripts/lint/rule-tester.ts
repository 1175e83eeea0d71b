import { RuleTester } from 'eslint'
import { describe, it } from 'vitest'

RuleTester.describe = describe
RuleTester.it = it
RuleTester.itOnly = it.only

/** ESLint's RuleTester reporting through vitest, for the project's own lint rules. */
export const ruleTester = (languageOptions: Record<string, unknown> = {}) =>
  new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module', ...languageOptions } })
