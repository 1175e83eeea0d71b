/**
 * Payload's auth cookie (the admin's session): `Secure` whenever the site is served over https, so the browser never
 * sends it over plain http; `SameSite=Lax` keeps it off cross-site posts.
 */
export function authCookies(publicUrl: string): { secure: boolean; sameSite: 'Lax' } {
  return { secure: publicUrl.startsWith('https://'), sameSite: 'Lax' }
}
