/**
 * Where uploaded media are kept: on the local disk (`data/media`, the default) or in an S3 bucket shared by every
 * server of the shop (docs/decisions/015-shared-stores.md). Read from the S3_* variables that cms/env.ts checks at
 * start-up, so a half configuration stops the server with its reason instead of failing at the first upload.
 */
export type S3Variables = {
  S3_BUCKET?: string
  S3_REGION?: string
  S3_ENDPOINT?: string
  S3_ACCESS_KEY_ID?: string
  S3_SECRET_ACCESS_KEY?: string
  S3_FORCE_PATH_STYLE?: string
  S3_PREFIX?: string
}

export type MediaStorage =
  | { kind: 'local' }
  | {
      kind: 's3'
      bucket: string
      region: string
      /** Only for S3-compatible stores (MinIO, R2 …); unset means AWS itself. */
      endpoint?: string
      forcePathStyle: boolean
      accessKeyId: string
      secretAccessKey: string
      /** Folder inside the bucket, without slashes at either end; empty keeps the objects at the bucket's root. */
      prefix: string
    }

export const DEFAULT_S3_REGION = 'us-east-1'

// Amazon's bucket naming rules: 3–63 lowercase letters, digits, dots and hyphens, a letter or digit at both ends.
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/
const REGION = /^[a-z]{2}(-[a-z0-9]+)+$|^auto$/
const FLAGS: Record<string, boolean> = { true: true, '1': true, false: false, '0': false }
const NEEDS_BUCKET = ['S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX'] as const

/** The media storage the variables describe, or the problems that stop the server (one line each). */
export function mediaStorageFrom(vars: S3Variables): { storage: MediaStorage; problems: string[] } {
  const local = { kind: 'local' } as const
  if (!vars.S3_BUCKET) {
    const stray = NEEDS_BUCKET.filter((name) => vars[name] !== undefined)
    const problems = stray.length
      ? [
          `${stray.join(', ')} ${stray.length === 1 ? 'is' : 'are'} set but S3_BUCKET is not: set S3_BUCKET to keep media in S3, or unset ${stray.length === 1 ? 'it' : 'them'} to keep media on the local disk.`,
        ]
      : []
    return { storage: local, problems }
  }
  const problems: string[] = []
  const bucket = vars.S3_BUCKET
  if (!BUCKET_NAME.test(bucket) || bucket.includes('..')) {
    problems.push(`S3_BUCKET "${bucket}" is not a valid bucket name (3–63 lowercase letters, digits, dots and hyphens).`)
  }
  for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    if (!vars[name]) problems.push(`S3_BUCKET is set but ${name} is not: media in S3 need both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.`)
  }
  const region = vars.S3_REGION ?? DEFAULT_S3_REGION
  if (!REGION.test(region)) problems.push(`S3_REGION "${region}" is not a region name such as ${DEFAULT_S3_REGION} or ap-south-1.`)
  const endpoint = vars.S3_ENDPOINT
  if (endpoint !== undefined && !isHttpUrl(endpoint)) {
    problems.push(`S3_ENDPOINT "${endpoint}" is not an http(s) address such as http://minio:9000.`)
  }
  const flag = vars.S3_FORCE_PATH_STYLE?.toLowerCase()
  if (flag !== undefined && !(flag in FLAGS)) problems.push(`S3_FORCE_PATH_STYLE must be true or false, not "${vars.S3_FORCE_PATH_STYLE}".`)
  const prefix = (vars.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, '')
  if (prefix.split('/').some((segment) => segment === '..' || segment === '.') || /\/\/|\\/.test(prefix)) {
    problems.push(`S3_PREFIX "${vars.S3_PREFIX}" must be a plain folder path such as media or shop/media.`)
  }
  if (problems.length) return { storage: local, problems }
  return {
    storage: {
      kind: 's3',
      bucket,
      region,
      endpoint: endpoint?.replace(/\/+$/, ''),
      // S3-compatible stores such as MinIO address buckets by path; AWS prefers the bucket in the host name.
      forcePathStyle: flag === undefined ? endpoint !== undefined : FLAGS[flag],
      accessKeyId: vars.S3_ACCESS_KEY_ID!,
      secretAccessKey: vars.S3_SECRET_ACCESS_KEY!,
      prefix,
    },
    problems,
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.pathname.replace(/\/+$/, '') === '' && !url.search
  } catch {
    return false
  }
}
