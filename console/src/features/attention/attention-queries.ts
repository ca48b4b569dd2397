import { useQuery } from '@tanstack/react-query';
import { ok } from '../../api/api';
import { useApi } from '../../api/api-context';
import { attentionKeys } from './attention-model';

/** `GET /attention`: every kind with its count and first items, read again every minute while shown. */
export function useAttention() {
  const { v2 } = useApi();
  return useQuery({
    queryKey: attentionKeys.all,
    queryFn: ({ signal }) => ok(v2.GET('/attention', { signal })),
    refetchInterval: 60_000,
  });
}
