import { z } from 'zod'

/** Build-time settings, checked once at start-up. Defaults suit the single-origin deployment. */
const envSchema = z.object({
  VITE_SHOP_API_BASE: z.string().default('/api/shop'),
  VITE_CMS_API_BASE: z.string().default('/api'),
  VITE_SITE_NAME: z.string().default('Nuvo Surgical'),
})

const parsed = envSchema.parse(import.meta.env)

export const env = {
  shopApiBase: parsed.VITE_SHOP_API_BASE.replace(/\/$/, ''),
  cmsApiBase: parsed.VITE_CMS_API_BASE.replace(/\/$/, ''),
  siteName: parsed.VITE_SITE_NAME,
}
