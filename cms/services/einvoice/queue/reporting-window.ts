import { lastDayToRegister, REPORTING_DAYS } from '../../../lib/reporting-window'

/** Why a document past its 30 days is not sent to the portal. */
export const pastReportingWindow = (number: string, date: string) =>
  `Not registered: ${number} is dated ${date}, and documents must be registered within ${REPORTING_DAYS} days of their date ` +
  `(last day ${lastDayToRegister(date)}). Issue a new document instead.`
