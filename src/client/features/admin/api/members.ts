import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** The members page, 25 a page by the server's keyset cursor ("Load more"). */
export function useAdminMembers(search: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.admin.members(search),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => {
      const query: { search?: string; cursor?: string } = {};
      if (search) query.search = search;
      if (pageParam) query.cursor = pageParam;
      return unwrap(api.admin.members.$get({ query }));
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useAdminMember(userId: string) {
  return useQuery({
    queryKey: queryKeys.admin.member(userId),
    queryFn: () => unwrap(api.admin.members[':userId'].$get({ param: { userId } })),
  });
}

export type MemberAction = 'suspend' | 'reinstate' | 'erase';

/** Suspend, reinstate or erase; every admin list may show the member, so all of them are asked again. */
export function useMemberAction(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: MemberAction): Promise<unknown> => {
      const param = { userId };
      if (action === 'suspend') return unwrap(api.admin.members[':userId'].suspend.$post({ param }));
      if (action === 'reinstate') return unwrap(api.admin.members[':userId'].reinstate.$post({ param }));
      return unwrap(api.admin.members[':userId'].$delete({ param }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}

/** Downloads the member's data as the JSON file the server made (the audit log records it). */
export async function downloadMemberData(userId: string) {
  const data = await unwrap(api.admin.members[':userId'].export.$post({ param: { userId } }));
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: `liftoff-member-${userId}.json` });
  link.click();
  URL.revokeObjectURL(url);
}
