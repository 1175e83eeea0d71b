import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import {
  type CompanyRulesRequest,
  type companyResponseSchema,
  type invitationResponseSchema,
  type invitationsResponseSchema,
  type InviteMemberRequest,
  type membersResponseSchema,
  type UpdateMemberRequest,
} from '@contract'

import { type AnswerOf, shopApi } from '@/lib/api-client'
import { COMPANY_QUERY_KEY } from '@/lib/company'

type Members = AnswerOf<typeof membersResponseSchema>['data']

const membersQueryOptions = () =>
  queryOptions({
    queryKey: [...COMPANY_QUERY_KEY, 'members'],
    queryFn: async ({ signal }) =>
      (await shopApi.get<AnswerOf<typeof membersResponseSchema>>('/company/members', { signal, auth: true })).data,
    staleTime: 0,
    meta: { private: true },
  })

/** `GET /company/members` (company admin): members and invitations not yet accepted. */
export const useMembers = (enabled: boolean) => useQuery({ ...membersQueryOptions(), enabled })

/** `GET /company/invitations` (bearer): open invitations to the signed-in customer's phone number. */
export const useMyInvitations = () =>
  useQuery({
    queryKey: ['my-invitations'],
    queryFn: async ({ signal }) =>
      (await shopApi.get<AnswerOf<typeof invitationsResponseSchema>>('/company/invitations', { signal, auth: true })).data,
    staleTime: 0,
    meta: { private: true },
  })

/** Refreshes what a change to the company's members may have changed: the company, its members, my invitations. */
function useRefreshCompany() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: COMPANY_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: ['my-invitations'] }),
    ])
}

export function useInvite() {
  const refresh = useRefreshCompany()
  return useMutation({
    mutationFn: async (values: InviteMemberRequest) =>
      (await shopApi.post<AnswerOf<typeof invitationResponseSchema>>('/company/members/invite', values, { auth: true })).data,
    onSuccess: refresh,
  })
}

export function useAcceptInvitation() {
  const refresh = useRefreshCompany()
  return useMutation({
    mutationFn: (id: string) => shopApi.post<unknown>(`/company/invitations/${encodeURIComponent(id)}/accept`, {}, { auth: true }),
    onSuccess: refresh,
  })
}

export function useRevokeInvitation() {
  const refresh = useRefreshCompany()
  return useMutation({
    mutationFn: (id: string) => shopApi.post<unknown>(`/company/invitations/${encodeURIComponent(id)}/revoke`, {}, { auth: true }),
    onSuccess: refresh,
  })
}

export function useUpdateMember() {
  const refresh = useRefreshCompany()
  return useMutation({
    mutationFn: ({ customerId, change }: { customerId: string; change: UpdateMemberRequest }) =>
      shopApi.patch<{ data: Pick<Members, 'members'> }>(`/company/members/${encodeURIComponent(customerId)}`, change, { auth: true }),
    onSuccess: refresh,
  })
}

export function useRemoveMember() {
  const refresh = useRefreshCompany()
  return useMutation({
    mutationFn: (customerId: string) =>
      shopApi.delete<{ data: Pick<Members, 'members'> }>(`/company/members/${encodeURIComponent(customerId)}`, { auth: true }),
    onSuccess: refresh,
  })
}

/** `PATCH /company/rules` (company admin): the rules the company's orders follow; answers the company as `GET /company`. */
export function useChangeRules() {
  const refresh = useRefreshCompany()
  return useMutation({
    mutationFn: async (rules: CompanyRulesRequest) =>
      (await shopApi.patch<AnswerOf<typeof companyResponseSchema>>('/company/rules', rules, { auth: true })).data,
    onSuccess: refresh,
  })
}
