import { queryOptions, useQuery } from '@tanstack/react-query';
import { inviteKeys, type TraderInvite } from '@/features/clients/api/client-keys';

/** GET /api/trader/invites: the people this trader invited, and whether they registered. */
export const invitesQueryOptions = () => queryOptions<TraderInvite[]>({ queryKey: inviteKeys.all });

export const useInvites = (enabled = true) => useQuery({ ...invitesQueryOptions(), enabled });
