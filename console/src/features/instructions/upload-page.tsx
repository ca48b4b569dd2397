import { Alert, Anchor, Badge, Button, Card, Group, Pagination, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useCan } from '../../app/session';
import { formatDateTime } from '../../components/format';
import { Page } from '../../components/page';
import { useDialog } from '../../components/use-dialog';
import { QueryState } from '../../components/states';
import { useCampaign } from './campaign-name';
import type { Upload } from './instruction-model';
import { UploadModal } from './upload-modal';
import { formatBytes, importFraction, isUploadFinished, percent } from './upload-progress';
import { useUpload, useUploadErrors } from './upload-queries';

const FROM = '/campaigns/$campaignId/uploads/$uploadId';

const OUTCOME: Record<Upload['status'], { color: string; label: string }> = {
  Queued: { color: 'gray', label: 'Queued' },
  Processing: { color: 'blue', label: 'Importing' },
  Completed: { color: 'green', label: 'Imported' },
  CompletedWithErrors: { color: 'yellow', label: 'Imported with refused rows' },
  Failed: { color: 'red', label: 'Not imported' },
};

/** One upload: how its import went, each refused row with its reason, and a way to send a corrected file. */
export function UploadPage() {
  const { campaignId, uploadId } = useParams({ from: FROM });
  const campaign = useCampaign(campaignId);
  const upload = useUpload(campaignId, uploadId);
  const canCreate = useCan('payoutInstructions:create');
  const [again, openAgain, closeAgain] = useDialog<'again'>();
  const campaignName = campaign.data?.name ?? 'Campaign';

  return (
    <Page
      title={upload.data ? `Upload of ${upload.data.fileName}` : 'Upload'}
      crumbs={[
        { label: 'Campaigns', to: '/campaigns' },
        { label: campaignName, to: '/campaigns/$campaignId', params: { campaignId } },
        { label: 'Payout instructions', to: '/campaigns/$campaignId/instructions', params: { campaignId } },
        { label: 'Upload' },
      ]}
      actions={
        canCreate && (
          <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={() => openAgain('again')}>
            Upload a file again
          </Button>
        )
      }
    >
      <QueryState query={upload} loadingLabel="Loading the upload…">
        {(data) => (
          <Stack gap="lg">
            <Outcome upload={data} campaignId={campaignId} />
            <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
              <Figure label="Rows" value={data.totalRows ? String(data.totalRows) : '—'} />
              <Figure label="Created" value={String(data.createdCount)} />
              <Figure label="Updated" value={String(data.updatedCount)} />
              <Figure label="Refused" value={String(data.failedCount)} />
              <Figure label="Mode" value={data.mode === 'Partial' ? 'Valid rows only' : 'All or nothing'} />
              <Figure label="File size" value={formatBytes(data.sizeBytes)} />
            </SimpleGrid>
            <Text size="sm" c="dimmed">
              Sent {formatDateTime(data.createdOn)}
              {data.startedOn && ` · started ${formatDateTime(data.startedOn)}`}
              {data.finishedOn && ` · finished ${formatDateTime(data.finishedOn)}`}
            </Text>
            {isUploadFinished(data.status) && data.failedCount > 0 && <RowErrors campaignId={campaignId} upload={data} />}
          </Stack>
        )}
      </QueryState>
      {again && <UploadModal campaignId={campaignId} opened onClose={closeAgain} />}
    </Page>
  );
}

function Outcome({ upload, campaignId }: { upload: Upload; campaignId: string }) {
  const outcome = OUTCOME[upload.status];
  const share = importFraction(upload);
  const list = (
    <Anchor renderRoot={(props) => <Link {...props} to="/campaigns/$campaignId/instructions" params={{ campaignId }} search={{ page: 1, pageSize: 20 }} />} size="sm">
      See the payout instructions
    </Anchor>
  );
  if (!isUploadFinished(upload.status)) {
    return (
      <Card withBorder role="status" aria-live="polite">
        <Stack gap="xs">
          <Group gap="xs">
            <Badge color={outcome.color} variant="dot" size="lg" fw={600} style={{ textTransform: 'none' }}>
              {outcome.label}
            </Badge>
            <Text size="sm">
              {upload.processedRows} of {upload.totalRows || '…'} rows read
            </Text>
          </Group>
          <Progress value={share === null ? 100 : percent(share)} animated aria-label="Rows imported" />
          <Text size="sm" c="dimmed">
            This page follows the import; you may leave it, the import goes on.
          </Text>
        </Stack>
      </Card>
    );
  }
  const message =
    upload.status === 'Completed'
      ? `Every row was imported: ${upload.createdCount} created, ${upload.updatedCount} updated.`
      : upload.status === 'CompletedWithErrors'
        ? `${upload.createdCount + upload.updatedCount} rows were imported (${upload.createdCount} created, ${upload.updatedCount} updated); ${upload.failedCount} were refused and are listed below. Correct them and upload those rows again.`
        : `Nothing was imported. ${upload.failureReason ?? ''}${upload.failedCount ? ' Correct the refused rows below and upload the file again, or upload it with “Import the valid rows even if some are refused”.' : ''}`;
  return (
    <Alert color={outcome.color} title={outcome.label} role="status">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        {upload.status !== 'Failed' && list}
      </Stack>
    </Alert>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} size="lg">
        {value}
      </Text>
    </Card>
  );
}

function RowErrors({ campaignId, upload }: { campaignId: string; upload: Upload }) {
  const [page, setPage] = useState(1);
  const errors = useUploadErrors(campaignId, upload, page);
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Refused rows
      </Title>
      <QueryState query={errors} loadingLabel="Loading the refused rows…">
        {(result) => (
          <Stack gap="sm">
            {/* Three columns whose reasons wrap: they fit a phone. No link or field inside: should it scroll, the region itself takes the keyboard. */}
            <Table.ScrollContainer minWidth={300} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Refused rows' } }}>
              <Table striped verticalSpacing="xs">
                <Table.Caption>
                  Problems found in {upload.fileName}, {result.totalItems} in all (page {result.pageNumber} of {Math.max(result.totalPages, 1)})
                </Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Row</Table.Th>
                    <Table.Th scope="col">Column</Table.Th>
                    <Table.Th scope="col">Reason</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {result.data.map((error, index) => (
                    <Table.Tr key={`${error.rowNumber}-${error.column ?? ''}-${index}`}>
                      <Table.Td>{error.rowNumber}</Table.Td>
                      <Table.Td>{error.column ?? <Text span size="sm" c="dimmed">Whole row</Text>}</Table.Td>
                      <Table.Td>{error.message}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {result.totalPages > 1 && (
              <Group justify="center">
                <Pagination total={result.totalPages} value={page} onChange={setPage} getItemProps={(n) => ({ 'aria-label': `Page ${n}` })} />
              </Group>
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
