/** Build-time settings (Vite's `import.meta.env`). Defaults suit the single-origin deployment. */
const setting = (value: string | undefined, fallback: string) => (typeof value === 'string' ? value : fallback)

export const env = {
  shopApiBase: setting(import.meta.env.VITE_SHOP_API_BASE, '/api/shop').replace(/\/$/, ''),
  cmsApiBase: setting(import.meta.env.VITE_CMS_API_BASE, '/api').replace(/\/$/, ''),
  siteName: setting(import.meta.env.VITE_SITE_NAME, 'Nuvo Surgical'),
}
