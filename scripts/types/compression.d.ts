// The part of `compression` (Express's middleware, which ships no types) that scripts/serve.mjs uses.
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  type Options = { filter?: (req: IncomingMessage, res: ServerResponse) => boolean }
  type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void

  export default function compression(options?: Options): Middleware
}
