/** HSN codes have 4, 6 or 8 digits; staff often type them grouped ("3005 90 10"), so spaces are dropped before the check. */
export const HSN_PATTERN = /^([0-9]{4}|[0-9]{6}|[0-9]{8})$/
