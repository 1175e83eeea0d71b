/** Credentials the test stack gives the server and its fakes. Test-only values, never real keys. */
export const TEST_KEYS = {
  razorpayKeyId: 'rzp_test_localfake',
  razorpayKeySecret: 'test_razorpay_key_secret',
  razorpayWebhookSecret: 'test_razorpay_webhook_secret',
  resendApiKey: 're_test_localfake',
  payloadSecret: 'test-payload-secret-0123456789abcdef',
  s3AccessKeyId: 'test-s3-access-key',
  s3SecretAccessKey: 'test-s3-secret-key',
  gspClientId: 'gsp-test-client',
  gspClientSecret: 'test_gsp_client_secret',
  gspUsername: 'test_einvoice_api_user',
  gspPassword: 'test_einvoice_api_password',
} as const

/** Logins the seed creates (seed/README.md). */
export const SEED_LOGINS = {
  admin: { email: 'admin@example.com', password: 'Admin#12345' },
  editor: { email: 'editor@example.com', password: 'Editor#12345' },
  orders: { email: 'orders@example.com', password: 'Orders#12345' },
  customer: { countryCode: '+91', phoneNumber: '9876543210', password: 'Customer#123', email: 'demo@example.com' },
} as const
