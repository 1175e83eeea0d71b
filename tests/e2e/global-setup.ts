import { startStack } from '../helpers/stack'

/** Starts the seeded server and fakes once; the URLs reach test workers through the environment. */
export default async function globalSetup() {
  // Every browser request comes from one address, so the per-IP limits (tested in tests/api/abuse) are off here.
  const stack = await startStack({ extraEnv: { RATE_LIMIT_DISABLED: '1' } })
  process.env.E2E_BASE_URL = stack.baseUrl
  process.env.E2E_RAZORPAY_URL = stack.razorpayUrl
  process.env.E2E_RESEND_URL = stack.resendUrl
  return () => stack.stop()
}
