import type { Env } from '../../env'
import type { GspSettings } from './gsp-transport'

/**
 * The GSP settings of the process for the seller's GSTIN, or null while e-invoicing is off. With it on, `cms/env.ts`
 * has already refused to start without every GSP setting.
 */
export function gspSettingsFrom(config: Env, sellerGstin: string): GspSettings | null {
  if (!config.EINVOICE_ENABLED) return null
  const { GSP_BASE_URL, GSP_CLIENT_ID, GSP_CLIENT_SECRET, GSP_USERNAME, GSP_PASSWORD } = config
  if (!GSP_BASE_URL || !GSP_CLIENT_ID || !GSP_CLIENT_SECRET || !GSP_USERNAME || !GSP_PASSWORD) return null
  return {
    baseUrl: GSP_BASE_URL,
    clientId: GSP_CLIENT_ID,
    clientSecret: GSP_CLIENT_SECRET,
    username: GSP_USERNAME,
    password: GSP_PASSWORD,
    gstin: sellerGstin,
  }
}
