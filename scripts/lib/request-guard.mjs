// Requests the production server (scripts/serve.mjs) refuses before any handler sees them: an address that is not
// valid percent-encoding (Next.js and Payload would fail on it with a 500), and a body larger than any route takes,
// judged by its declared length so that the body is never read. Bodies without a length are capped where they are
// read (cms/endpoints/http.ts, cms/endpoints/rest/body-limit.ts).

/** A staff upload to the media library; JSON and form bodies are capped at 1 MB where they are read. */
export const MAX_DECLARED_BODY_BYTES = 10 * 1024 * 1024
const MAX_JSON_BYTES = 1024 * 1024

function refuse(res, status, message) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', Connection: 'close' })
  res.end(JSON.stringify({ message }))
}

function decodable(pathname) {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

/** Answers the request itself (true) when it is refused; false lets it through. */
export function refuseBadRequest(req, res) {
  const pathname = (req.url ?? '/').split('?')[0]
  if (!decodable(pathname)) {
    refuse(res, 400, 'The address is not valid')
    return true
  }
  const declared = Number(req.headers['content-length'] ?? 0)
  const multipart = /^multipart\/form-data/i.test(req.headers['content-type'] ?? '')
  const limit = multipart ? MAX_DECLARED_BODY_BYTES : MAX_JSON_BYTES
  if (declared > limit) {
    // The rest of the body is never read: the connection closes once the answer is out.
    res.once('finish', () => req.socket.destroy())
    refuse(res, 413, `Request body is larger than ${limit / 1024 / 1024} MB`)
    return true
  }
  return false
}
