import type {} from 'vitest'
import type { TestProject } from 'vitest/node'

import { startStack } from '../helpers/stack'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    razorpayUrl: string
    resendUrl: string
    /** The server's SQLite file, for the few tests that must age a record the API never backdates. */
    databaseFile: string
  }
}

/** One seeded production server for the whole API suite, with fake Razorpay and Resend beside it. */
export default async function setup(project: TestProject) {
  const stack = await startStack()
  project.provide('baseUrl', stack.baseUrl)
  project.provide('razorpayUrl', stack.razorpayUrl)
  project.provide('resendUrl', stack.resendUrl)
  project.provide('databaseFile', stack.databaseFile)
  return () => stack.stop()
}
