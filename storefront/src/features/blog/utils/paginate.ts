import { BLOG_PAGE_SIZE } from '@/config/constants'

/** Browser-side pagination of the blog lists: 6 per page, pages numbered from 1, out-of-range pages clamped. */
export function paginate<T>(items: T[], requestedPage: number, pageSize = BLOG_PAGE_SIZE) {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize))
  const page = Math.min(Math.max(1, Number.isFinite(requestedPage) ? Math.trunc(requestedPage) : 1), pageCount)
  return { page, pageCount, items: items.slice((page - 1) * pageSize, page * pageSize) }
}
