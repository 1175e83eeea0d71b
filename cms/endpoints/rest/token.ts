/**
 * The auth collection a request's token claims to belong to, read without verifying the signature. Used only to
 * refuse: a forged claim of `customers` is refused like a real one, and a claim of `users` still has to pass
 * Payload's own verification behind the gate.
 */
export function claimedCollection(request: Request): string | null {
  const token = bearerToken(request.headers.get('authorization')) ?? cookieToken(request.headers.get('cookie'))
  if (!token) return null
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { collection?: unknown }
    return typeof claims.collection === 'string' ? claims.collection : null
  } catch {
    return null
  }
}

function bearerToken(header: string | null): string | null {
  const match = /^(?:JWT|Bearer)\s+(\S+)$/i.exec(header?.trim() ?? '')
  return match ? match[1] : null
}

const TOKEN_COOKIE = 'payload-token'

function cookieToken(header: string | null): string | null {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === TOKEN_COOKIE && value.length > 0) return value.join('=')
  }
  return null
}
