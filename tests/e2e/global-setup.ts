import { startFakeIrp } from '../fakes/irp'
import { startStack } from '../helpers/stack'
import { TEST_KEYS } from '../helpers/test-keys'

/**
 * Starts the seeded server and fakes once; the URLs reach test workers through the environment. E-invoicing is on, as
 * in production, against the local stand-in of the portal: B2B invoices are registered a second or so after shipping.
 */
export default async function globalSetup() {
  const gsp = {
    clientId: TEST_KEYS.gspClientId,
    clientSecret: TEST_KEYS.gspClientSecret,
    username: TEST_KEYS.gspUsername,
    password: TEST_KEYS.gspPassword,
  }
  const irp = await startFakeIrp(gsp)
  const stack = await startStack({
    extraEnv: {
      // Every browser request comes from one address, so the per-IP limits (tested in tests/api/abuse) are off here.
      RATE_LIMIT_DISABLED: '1',
      EINVOICE_ENABLED: 'true',
      EINVOICE_QUEUE_MS: '1000',
      GSP_BASE_URL: irp.url,
      GSP_CLIENT_ID: gsp.clientId,
      GSP_CLIENT_SECRET: gsp.clientSecret,
      GSP_USERNAME: gsp.username,
      GSP_PASSWORD: gsp.password,
    },
  })
  process.env.E2E_BASE_URL = stack.baseUrl
  process.env.E2E_RAZORPAY_URL = stack.razorpayUrl
  process.env.E2E_RESEND_URL = stack.resendUrl
  return async () => {
    await stack.stop()
    await irp.close()
  }
}
