/** Payload documents → the shop API's contract shapes. The one place where stored names become the shop's names. */
export { toAddress, toPublicUser } from './account'
export { toBlogTerm, toPost } from './blog'
export { priceRangesOf, toCard, toCategory, toProduct } from './catalogue'
export { documentIds } from './compliance'
