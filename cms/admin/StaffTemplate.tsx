import { DefaultTemplate } from '@payloadcms/next/templates'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

import { hasRole, type StaffRole } from '../access/roles'

/** A custom admin view's page inside the admin's own frame: navigation, header and the signed-in staff member. */
export function StaffTemplate({ view, children }: { view: AdminViewServerProps; children: ReactNode }) {
  const { initPageResult, params, searchParams } = view
  const { req } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={initPageResult.locale}
      params={params}
      payload={req.payload}
      permissions={initPageResult.permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={initPageResult.visibleEntities}
    >
      {children}
    </DefaultTemplate>
  )
}

/**
 * The page a staff member without `role` sees instead of the view: its title and who the view is for, inside the
 * admin's frame. Null when they have the role (admins have every role).
 */
export function refusedUnless(
  view: AdminViewServerProps,
  role: StaffRole,
  page: { title: string; reason: string; className: string },
): ReactNode | null {
  if (hasRole(view.initPageResult.req.user, role)) return null
  return (
    <StaffTemplate view={view}>
      <main className={page.className}>
        <h1>{page.title}</h1>
        <p>{page.reason}</p>
      </main>
    </StaffTemplate>
  )
}
