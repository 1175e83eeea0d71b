/** In the dashboard flows toasts last 1000 ms, errors 1500 ms. */
export const DASHBOARD_TOASTS = { success: 1000, error: 1500 } as const
