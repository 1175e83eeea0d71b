/**
 * The data a request to Payload's REST API carries, read as Payload reads it: a JSON body, or the `_payload` field of
 * a multipart form (how the admin saves documents). `null` for a request without either; `undefined` for a body that
 * cannot be read. The request's body stays unread (a clone is read).
 */
export async function requestData(request: Request): Promise<Record<string, unknown> | null | undefined> {
  const [type = ''] = (request.headers.get('content-type') ?? '').split(';', 1)
  try {
    if (type.trim().toLowerCase() === 'application/json') {
      const text = await request.clone().text()
      return text ? asRecord(JSON.parse(text)) : null
    }
    if (/multipart\//i.test(type)) {
      const field = (await request.clone().formData()).get('_payload')
      return typeof field === 'string' ? asRecord(JSON.parse(field)) : null
    }
    return null
  } catch {
    return undefined
  }
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined
}
