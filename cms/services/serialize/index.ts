/** Payload documents → the shop API's contract shapes. The one place where stored names become the shop's names. */
export { toAddress, toPublicUser } from './account'
export { sanitizePostHtml, toBlogTerm, toPost, POST_HTML_POLICY } from './blog'
export { toCard, toCategory, toProduct } from './catalogue'
export { imageSet, imageUrl, type MediaRef } from './media'
