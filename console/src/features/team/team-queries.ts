import type { components } from '../../../../clients/typescript/v2';
import { useQuery } from '@tanstack/react-query';
import { ok } from '../../api/api';
import { useApi } from '../../api/api-context';

export const teamKeys = {
  users: ['users'] as const,
  roles: ['roles'] as const,
  invitations: ['invitations'] as const,
};

/** Every user of the organization: an organization's team fits in pages of 100, read one after the other. */
export function useUsers(enabled = true) {
  const { v2 } = useApi();
  return useQuery({
    enabled,
    queryKey: teamKeys.users,
    queryFn: async ({ signal }) => {
      const first = await ok(v2.GET('/users', { params: { query: { pageNumber: 1, pageSize: 100 } }, signal }));
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) => ok(v2.GET('/users', { params: { query: { pageNumber: i + 2, pageSize: 100 } }, signal }))),
      );
      return [...first.data, ...rest.flatMap((page) => page.data)];
    },
  });
}

export function useRoles() {
  const { v2 } = useApi();
  return useQuery({ queryKey: teamKeys.roles, queryFn: ({ signal }) => ok(v2.GET('/roles', { signal })), staleTime: Infinity });
}

/** The pending invitations, newest first (the API lists only those). */
export function useInvitations() {
  const { v2 } = useApi();
  return useQuery({
    queryKey: teamKeys.invitations,
    queryFn: async ({ signal }) => (await ok(v2.GET('/invitations', { params: { query: { pageNumber: 1, pageSize: 100 } }, signal }))).data,
  });
}

/** A role's id as the API's inputs name them: one of `GET /roles`, which the console's role controls offer. */
export type RoleId = components['schemas']['ChangeRoleDto']['roleId'];
