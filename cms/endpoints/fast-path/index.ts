/**
 * The shortcuts around Payload: what the production server answers without Payload's request pipeline, for speed
 * (docs/decisions/008-shop-api-before-next.md, 034-signed-in-reads.md). Each stands in for a piece of Payload's own
 * behaviour, so each is checked against Payload's answer by a parity test: a Payload upgrade that changes that
 * behaviour fails the test instead of making the shortcut drift.
 *
 * | shortcut | stands in for | checked by |
 * |---|---|---|
 * | `direct.ts`: `/api/shop/…` answered by the Node server itself | Next.js's route `app/(payload)/api` and Payload's `handleEndpoints` | tests/api/production-server.test.ts, tests/api/fast-read-parity.test.ts |
 * | `shop-reads.ts`: cached and computed public reads (`cachedRead`, `computedRead`), sent from the answer cache | the read's endpoint handler | tests/api/fast-read-parity.test.ts (every read `fastReadsOf` finds, against the endpoint), shop-reads.test.ts |
 * | `shop-reads.ts`: a signed-in buyer's held read (`forBuyer`) | Payload's authentication, then the endpoint | tests/api/fast-read-parity.test.ts, tests/api/signed-in-reads.test.ts |
 * | `bearer.ts`: `customerOfBearer`, the customer of a bearer token | Payload's JWT strategy (`payload.auth`) | tests/int/bearer-parity.test.ts (a matrix of tokens, against `payload.auth`), bearer.test.ts |
 */
export { registerDirectShopApi, type DirectHandler } from './direct'
export { cachedRead, computedRead, type CacheAnswer, type ReadRequest } from './shop-reads'
