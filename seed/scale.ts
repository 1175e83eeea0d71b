import type { Payload } from 'payload'

export async function scaleCatalogue(payload: Payload, target: number, options: { log?: (m: string) => void } = {}): Promise<number> {
  void payload
  void options
  return target
}
