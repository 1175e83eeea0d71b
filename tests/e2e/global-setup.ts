import { startStack } from '../helpers/stack'

/** Starts the seeded server and fakes once; the URLs reach test workers through the environment. */
export default async function globalSetup() {
  const stack = await startStack()
  process.env.E2E_BASE_URL = stack.baseUrl
  process.env.E2E_RAZORPAY_URL = stack.razorpayUrl
  process.env.E2E_RESEND_URL = stack.resendUrl
  return () => stack.stop()
}
