import { Button, Group, Pagination, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconBell, IconPlus, IconSend, IconUpload } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { ok } from '../../api/api';
import { useApi } from '../../api/api-context';
import { useCan } from '../../app/session';
import { toCents } from '../../components/format';
import { Page } from '../../components/page';
import { useDialog } from '../../components/use-dialog';
import { EmptyState, QueryState } from '../../components/states';
import { BulkInitiateModal } from './bulk-initiate-modal';
import { BulkRemindModal } from './bulk-remind-modal';
import { useCampaign } from './campaign-name';
import { CreateInstructionModal } from './create-instruction-modal';
import { InstructionFilters } from './instruction-filters';
import { instructionKeys, STATUS_LABEL } from './instruction-model';
import type { InstructionListSearch } from './instruction-search';
import { InstructionTable } from './instruction-table';
import { UploadModal } from './upload-modal';

const FROM = '/campaigns/$campaignId/instructions';
type Dialog = 'create' | 'upload' | 'initiate' | 'remind';

/** A campaign's payout instructions: filtered and paged by the API, selectable for bulk actions. */
export function InstructionListPage() {
  const { campaignId } = useParams({ from: FROM });
  const search = useSearch({ from: FROM });
  const navigate = useNavigate({ from: FROM });
  const { v2 } = useApi();
  const campaign = useCampaign(campaignId);
  const canCreate = useCan('payoutInstructions:create');
  const canInitiate = useCan('payoutInstructions:initiate');
  const canRemind = useCan('campaigns:sendReminders');
  const [dialog, openDialog, closeDialog] = useDialog<Dialog>();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // Emails of the instructions seen on this screen, to name the ids a refusal lists.
  const [known] = useState(() => new Map<string, string>());

  const list = useQuery({
    queryKey: instructionKeys.list(campaignId, search),
    queryFn: ({ signal }) =>
      ok(
        v2.GET('/payout-instructions', {
          params: { query: { campaignId, status: search.status, email: search.email, externalId: search.externalId, pageNumber: search.page, pageSize: search.pageSize } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
  for (const row of list.data?.data ?? []) known.set(row.id, row.email);

  const change = (next: Partial<InstructionListSearch>) => {
    setSelected(new Set());
    void navigate({ search: (previous) => ({ ...previous, ...next }) });
  };
  const campaignName = campaign.data?.name ?? 'Campaign';
  const filtered = Boolean(search.status || search.email || search.externalId);
  const selectedIds = [...selected];
  // The selection lives on one page (changing it clears the selection): its total, when every amount is known.
  const amounts = new Map((list.data?.data ?? []).map((row) => [row.id, row.amount]));
  const selectedCents = selectedIds.every((id) => typeof amounts.get(id) === 'number') ? selectedIds.reduce((sum, id) => sum + toCents(amounts.get(id) as number), 0) : null;

  return (
    <Page
      title="Payout instructions"
      crumbs={[{ label: 'Campaigns', to: '/campaigns' }, { label: campaignName, to: '/campaigns/$campaignId', params: { campaignId } }, { label: 'Payout instructions' }]}
      actions={
        <>
          {canCreate && (
            <>
              <Button variant="default" leftSection={<IconUpload size={16} aria-hidden />} onClick={() => openDialog('upload')}>
                Upload a file
              </Button>
              <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => openDialog('create')}>
                New instruction
              </Button>
            </>
          )}
          {canRemind && (
            <Button variant="default" leftSection={<IconBell size={16} aria-hidden />} onClick={() => openDialog('remind')}>
              {selected.size ? `Remind ${selected.size}` : 'Send reminders'}
            </Button>
          )}
          {canInitiate && (
            <Button leftSection={<IconSend size={16} aria-hidden />} onClick={() => openDialog('initiate')}>
              {selected.size ? `Initiate ${selected.size}` : 'Initiate'}
            </Button>
          )}
        </>
      }
    >
      <InstructionFilters key={`${search.email ?? ''}|${search.externalId ?? ''}`} search={search} onChange={change} />
      {/* The list's section heading, for the outline a screen reader walks (h1, then h2, then an empty state's h3). */}
      <VisuallyHidden component="h2">The instructions</VisuallyHidden>
      <QueryState query={list} loadingLabel="Loading payout instructions…">
        {(page) =>
          page.totalItems === 0 ? (
            filtered ? (
              <EmptyState title="No instruction matches these filters" action={<Button variant="subtle" onClick={() => change({ status: undefined, email: undefined, externalId: undefined, page: 1 })}>Clear filters</Button>}>
                Search matches a whole email address or external ID.
              </EmptyState>
            ) : (
              <EmptyState
                title="No payout instructions yet"
                action={
                  canCreate && (
                    <Group>
                      <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={() => openDialog('upload')}>
                        Upload a CSV file
                      </Button>
                      <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => openDialog('create')}>
                        Create one
                      </Button>
                    </Group>
                  )
                }
              >
                Each instruction is one amount for one beneficiary. Upload a file of them, or create one by hand.
              </EmptyState>
            )
          ) : (
            <Stack gap="sm">
              <Group justify="space-between" gap="xs">
                <Text size="sm" c="dimmed" role="status" aria-live="polite">
                  {page.totalItems.toLocaleString()} instruction{page.totalItems === 1 ? '' : 's'}
                  {search.status ? ` · ${STATUS_LABEL[search.status]}` : ''}
                  {selected.size ? ` · ${selected.size} selected` : ''}
                </Text>
                {selected.size > 0 && (
                  <Button variant="subtle" size="compact-sm" onClick={() => setSelected(new Set())}>
                    Clear the selection
                  </Button>
                )}
              </Group>
              <InstructionTable
                campaignId={campaignId}
                rows={page.data}
                caption={`Payout instructions of ${campaignName}, page ${page.pageNumber} of ${Math.max(page.totalPages, 1)}`}
                selection={canInitiate || canRemind ? { selected, onChange: setSelected } : undefined}
              />
              {page.totalPages > 1 && (
                <Group justify="center">
                  <Pagination
                    total={page.totalPages}
                    value={search.page}
                    onChange={(pageNumber) => void navigate({ search: (previous) => ({ ...previous, page: pageNumber }) })}
                    getControlProps={(control) => ({ 'aria-label': control === 'next' ? 'Next page' : 'Previous page' })}
                    getItemProps={(pageNumber) => ({ 'aria-label': `Page ${pageNumber}` })}
                  />
                </Group>
              )}
            </Stack>
          )
        }
      </QueryState>
      {dialog === 'create' && <CreateInstructionModal campaignId={campaignId} opened onClose={closeDialog} />}
      {dialog === 'upload' && <UploadModal campaignId={campaignId} opened onClose={closeDialog} />}
      {dialog === 'initiate' && (
        <BulkInitiateModal campaignId={campaignId} opened onClose={closeDialog} selectedIds={selectedIds} nameOf={(id) => known.get(id) ?? id} onDone={() => setSelected(new Set())} selectedCents={selectedCents} />
      )}
      {dialog === 'remind' && <BulkRemindModal campaignId={campaignId} opened onClose={closeDialog} selectedIds={selectedIds} onDone={() => setSelected(new Set())} />}
    </Page>
  );
}
