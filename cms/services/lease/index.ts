/** Leases: one holder at a time per key, across every server process (docs/decisions/046). */
export { claimTask, releaseTask } from './claim'
export { whileHolding } from './hold'
export { payloadLeaseStore, type LeaseStore } from './store'
