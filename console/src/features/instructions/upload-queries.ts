import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ok } from '../../api/api';
import { useApi } from '../../api/api-context';
import { instructionKeys, type Upload } from './instruction-model';
import { isUploadFinished } from './upload-progress';

const POLL_MS = 1000;

/** An upload, asked again every second while its rows are imported. */
export function useUpload(campaignId: string, uploadId: string | null) {
  const { v2 } = useApi();
  return useQuery({
    queryKey: instructionKeys.upload(campaignId, uploadId ?? ''),
    queryFn: ({ signal }) => ok(v2.GET('/campaigns/{campaignId}/payout-instructions/uploads/{uploadId}', { params: { path: { campaignId, uploadId: uploadId ?? '' } }, signal })),
    enabled: uploadId !== null,
    refetchInterval: (query) => (query.state.data && isUploadFinished(query.state.data.status) ? false : POLL_MS),
  });
}

export function useUploadErrors(campaignId: string, upload: Upload | undefined, page: number) {
  const { v2 } = useApi();
  return useQuery({
    queryKey: instructionKeys.uploadErrors(campaignId, upload?.id ?? '', page),
    queryFn: ({ signal }) =>
      ok(v2.GET('/campaigns/{campaignId}/payout-instructions/uploads/{uploadId}/errors', { params: { path: { campaignId, uploadId: upload?.id ?? '' }, query: { pageNumber: page, pageSize: 50 } }, signal })),
    enabled: upload !== undefined && upload.failedCount > 0 && isUploadFinished(upload.status),
    placeholderData: keepPreviousData,
  });
}
