import http from 'node:http'

/**
 * A POST on its own connection streaming `size` bytes to `url` (the server may answer early and close it). A
 * connection that closes before any answer has arrived resolves with status 0.
 */
export function upload(url: string, size: number, headers: Record<string, string>): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    let answered = false
    const req = http.request(url, { method: 'POST', agent: false, headers }, (res) => {
      answered = true
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      // 'close' also follows an answer whose connection closed before its end was read out.
      res.on('close', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }))
    })
    // The request closes before its answer's stream does: only a connection with no answer at all means status 0.
    req.on('close', () => answered || resolve({ status: 0, text: 'the connection closed without an answer' }))
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)))
    const chunk = Buffer.alloc(64 * 1024, 0x20)
    let sent = 0
    const pump = () => {
      while (sent < size) {
        sent += chunk.length
        if (!req.write(chunk)) return void req.once('drain', pump)
      }
      req.end()
    }
    pump()
  })
}
