export { cancelPayment, createPaymentOrder, verifyPayment } from './payments'
export { handleWebhook } from './webhook'
