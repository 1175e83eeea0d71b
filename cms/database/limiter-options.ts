/** A limiter's bucket (`keyPrefix`) and its rule: `points` per `duration` seconds. */
export type LimiterOptions = { keyPrefix: string; points: number; duration: number }
