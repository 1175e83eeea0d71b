import { describe, expect, it } from 'vitest'

import {
  diedOfHeapExhaustion,
  nearCapWarning,
  ownHeapCapMb,
  heapCapToApply,
  heapCeilingMb,
  outgrownMessage,
  raisedHeapMb,
} from './heap-cap.mjs'

describe('WORKER_HEAP_MB', () => {
  it('leaves a cap the operator gave in NODE_OPTIONS or in the process flags alone', () => {
    expect(heapCapToApply({}, [])).toBe(384)
    expect(heapCapToApply({ WORKER_HEAP_MB: '256', NODE_OPTIONS: '--enable-source-maps' }, ['--cpu-prof'])).toBe(256)
    expect(heapCapToApply({ NODE_OPTIONS: '--max-old-space-size=320' }, [])).toBeNull()
    expect(heapCapToApply({ NODE_OPTIONS: '--enable-source-maps --max_old_space_size=1024' }, [])).toBeNull()
    expect(heapCapToApply({ WORKER_HEAP_MB: '256' }, ['--max-old-space-size=2048'])).toBeNull()
    expect(heapCapToApply({ WORKER_HEAP_MB: 'off' }, [])).toBeNull()
    expect(() => heapCapToApply({ WORKER_HEAP_MB: 'lots' }, [])).toThrow('WORKER_HEAP_MB must be')
  })
})

describe('a worker that runs out of heap', () => {
  it('is told apart by the abort V8 ends it with', () => {
    expect(diedOfHeapExhaustion(null, 'SIGABRT')).toBe(true)
    expect(diedOfHeapExhaustion(134, null)).toBe(true)
    expect(diedOfHeapExhaustion(1, null)).toBe(false)
    expect(diedOfHeapExhaustion(78, null)).toBe(false)
    expect(diedOfHeapExhaustion(null, 'SIGKILL')).toBe(false)
  })

  it('is replaced with twice its cap, up to the ceiling, and no more once it had the ceiling', () => {
    expect(raisedHeapMb(384, 4096)).toBe(768)
    expect(raisedHeapMb(3000, 4096)).toBe(4096)
    expect(raisedHeapMb(4096, 4096)).toBeNull()
  })

  it("has a ceiling of V8's own limit and each worker's share of the memory", () => {
    expect(heapCeilingMb(1, 4144, 16_000)).toBe(4144)
    expect(heapCeilingMb(4, 4144, 8_000)).toBe(2000)
  })

  it('tells the operator which setting to raise', () => {
    expect(outgrownMessage(42, 384, 768)).toBe(
      'worker 42 ran out of heap at its cap of 384 MB; starting a new one with 768 MB. Set WORKER_HEAP_MB=768 or more for this catalogue',
    )
    expect(outgrownMessage(42, 4096, null)).toContain('the most this machine allows per worker')
  })
})

describe('a worker whose heap nears its limit', () => {
  it('reads its own cap from its flags', () => {
    expect(ownHeapCapMb('', ['--max-old-space-size=384'])).toBe(384)
    expect(ownHeapCapMb('--max_old_space_size=1024', [])).toBe(1024)
    expect(ownHeapCapMb('--max-old-space-size=320', ['--max-old-space-size=768'])).toBe(768)
    expect(ownHeapCapMb('--enable-source-maps', ['--cpu-prof'])).toBeNull()
  })

  it('warns from 65 % of the limit kept alive after a full collection, with a value to set', () => {
    expect(nearCapWarning(42, 240, 400)).toBeNull()
    expect(nearCapWarning(42, 260, 400)).toBe(
      'worker 42 keeps 260 MB of heap alive, 65 % of its 400 MB limit; set WORKER_HEAP_MB to about 832 before it runs out',
    )
  })
})
