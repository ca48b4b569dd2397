import { Alert, Badge, Button, Group, Modal, Pagination, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { describeError } from '../../api/problem';
import { formatCents, formatDate, formatDateTime, toCents } from '../../components/format';
import { QueryState } from '../../components/states';
import { useDialog } from '../../components/use-dialog';
import { saveFile, useAchFiles, useDownloads, usePrintRuns, useTrigger, type AchFile, type CheckPrintRun, type TransferKind } from './operations-queries';
import type { OperationsSearch } from './operations-search';

interface PanelProps {
  search: OperationsSearch;
  onChange: (next: Partial<OperationsSearch>) => void;
}

const TRIGGER: Readonly<Record<TransferKind, { button: string; title: string; does: string; done: (count: number) => string }>> = {
  AchBatch: {
    button: 'Run the ACH batch now',
    title: 'Run the ACH batch now',
    does: 'Every pending ACH transfer of the organization (payouts, withdrawals and refunds) is written into one NACHA file and submitted to the bank: it can no longer be restored.',
    done: (count) => (count === 0 ? 'No ACH transfer was waiting: no file was written.' : `${count.toLocaleString()} ACH ${count === 1 ? 'transfer' : 'transfers'} submitted in a new NACHA file.`),
  },
  CheckPrintRun: {
    button: 'Run the print run now',
    title: 'Run the check print run now',
    does: 'Every check of the organization waiting to be printed gets its number and is printed into one PDF for the printer: it can no longer be restored.',
    done: (count) => (count === 0 ? 'No check was waiting: nothing was printed.' : `${count.toLocaleString()} ${count === 1 ? 'check' : 'checks'} printed in a new print run.`),
  },
};

/** The organization's ACH batch and print run, now, and the files they wrote (docs/bank-rails.md). */
export function BankFilesPanel({ search, onChange }: PanelProps) {
  const [dialog, openDialog, closeDialog] = useDialog<TransferKind>();
  return (
    <Stack gap="xl">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          Run now
        </Title>
        <Text size="sm">The schedule runs both for every organization; these run them for yours alone, at once.</Text>
        <Group gap="sm">
          {(Object.keys(TRIGGER) as TransferKind[]).map((kind) => (
            <Button key={kind} variant="default" onClick={() => openDialog(kind)}>
              {TRIGGER[kind].button}
            </Button>
          ))}
        </Group>
      </Stack>
      <AchFilesSection page={search.achPage} onPage={(achPage) => onChange({ achPage })} />
      <PrintRunsSection page={search.runPage} onPage={(runPage) => onChange({ runPage })} />
      {dialog && <TriggerModal kind={dialog} onClose={closeDialog} />}
    </Stack>
  );
}

function TriggerModal({ kind, onClose }: { kind: TransferKind; onClose: () => void }) {
  const trigger = useTrigger();
  const copy = TRIGGER[kind];
  const run = () =>
    trigger.mutate(kind, {
      onSuccess: ({ count }) => {
        notifications.show({ color: 'green', title: 'Done', message: copy.done(count) });
        onClose();
      },
    });
  return (
    <Modal opened onClose={onClose} title={copy.title}>
      <Stack>
        <Text size="sm">{copy.does}</Text>
        {trigger.isError && (
          <Alert color="red" title="Not run" role="alert">
            {describeError(trigger.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Back
          </Button>
          <Button loading={trigger.isPending} onClick={run}>
            Run now
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A download button: fetches the file through the API, then hands it to the browser. */
function DownloadButton({ label, name, fetchFile, text = 'Download' }: { label: string; name: string; fetchFile: () => Promise<Blob>; text?: string }) {
  const [state, setState] = useState<{ busy: boolean; error: unknown }>({ busy: false, error: null });
  const download = async () => {
    setState({ busy: true, error: null });
    try {
      saveFile(await fetchFile(), name);
      setState({ busy: false, error: null });
    } catch (error) {
      setState({ busy: false, error });
    }
  };
  return (
    <Stack gap={4} align="flex-end">
      <Button size="xs" variant="light" aria-label={label} loading={state.busy} onClick={() => void download()}>
        {text}
      </Button>
      {state.error !== null && (
        <Text size="xs" c="red.9" role="alert">
          {describeError(state.error)}
        </Text>
      )}
    </Stack>
  );
}

function Pages({ label, page, total, onPage }: { label: string; page: number; total: number; onPage: (page: number) => void }) {
  if (total <= 1) return null;
  return (
    <Group justify="flex-end">
      <Pagination
        total={total}
        value={page}
        onChange={onPage}
        size="sm"
        getItemProps={(n) => ({ 'aria-label': `${label}, page ${n}` })}
        getControlProps={(control) => ({ 'aria-label': `${label}, ${control} page` })}
      />
    </Group>
  );
}

function AchFilesSection({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const files = useAchFiles(page, true);
  const downloads = useDownloads();
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        NACHA files
      </Title>
      <QueryState query={files} loadingLabel="Loading the NACHA files…">
        {(data) =>
          data.totalItems === 0 ? (
            <Text size="sm" c="dimmed">
              No NACHA file yet. Run the ACH batch when ACH transfers are pending.
            </Text>
          ) : (
            <>
              <Table.ScrollContainer minWidth={760}>
                <Table striped verticalSpacing="xs">
                  <Table.Caption>
                    The organization’s NACHA files, newest first ({data.totalItems.toLocaleString()} in all)
                  </Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Written</Table.Th>
                      <Table.Th scope="col">Effective date</Table.Th>
                      <Table.Th scope="col" ta="right">
                        Entries
                      </Table.Th>
                      <Table.Th scope="col" ta="right">
                        Batches
                      </Table.Th>
                      <Table.Th scope="col" ta="right">
                        Total credit
                      </Table.Th>
                      <Table.Th scope="col">Entry hash</Table.Th>
                      <Table.Th scope="col">
                        <VisuallyHidden>File</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.data.map((file) => (
                      <AchFileRow key={file.id} file={file} fetchFile={() => downloads.achFile(file.id)} />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Pages label="NACHA files" page={data.pageNumber} total={data.totalPages} onPage={onPage} />
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}

function AchFileRow({ file, fetchFile }: { file: AchFile; fetchFile: () => Promise<Blob> }) {
  const written = formatDateTime(file.createdOn);
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500}>
        {written}
        <ScheduledBadge scheduled={file.scheduled} />
      </Table.Th>
      <Table.Td>{formatDate(file.effectiveDate)}</Table.Td>
      <Table.Td ta="right">{file.entryCount.toLocaleString()}</Table.Td>
      <Table.Td ta="right">{file.batchCount.toLocaleString()}</Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {formatCents(toCents(file.totalCredit))}
      </Table.Td>
      <Table.Td>
        <Text size="sm" ff="monospace">
          {file.entryHash ?? '—'}
        </Text>
      </Table.Td>
      <Table.Td>
        <DownloadButton label={`Download the NACHA file written ${written}, ${file.entryCount.toLocaleString()} entries`} name={`nacha-${file.id}.txt`} fetchFile={fetchFile} />
      </Table.Td>
    </Table.Tr>
  );
}

function PrintRunsSection({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const runs = usePrintRuns(page, true);
  const downloads = useDownloads();
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Check print runs
      </Title>
      <QueryState query={runs} loadingLabel="Loading the print runs…">
        {(data) =>
          data.totalItems === 0 ? (
            <Text size="sm" c="dimmed">
              No print run yet. Run the print run when checks are waiting to be printed.
            </Text>
          ) : (
            <>
              <Table.ScrollContainer minWidth={640}>
                <Table striped verticalSpacing="xs">
                  <Table.Caption>
                    The organization’s print runs, newest first ({data.totalItems.toLocaleString()} in all)
                  </Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Printed</Table.Th>
                      <Table.Th scope="col" ta="right">
                        Checks
                      </Table.Th>
                      <Table.Th scope="col">Check numbers</Table.Th>
                      <Table.Th scope="col" ta="right">
                        Total
                      </Table.Th>
                      <Table.Th scope="col">
                        <VisuallyHidden>Files</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.data.map((run) => (
                      <PrintRunRow key={run.id} run={run} fetchFile={() => downloads.printRun(run.id)} fetchPositivePay={() => downloads.positivePay(run.id)} />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Pages label="Print runs" page={data.pageNumber} total={data.totalPages} onPage={onPage} />
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}

function PrintRunRow({ run, fetchFile, fetchPositivePay }: { run: CheckPrintRun; fetchFile: () => Promise<Blob>; fetchPositivePay: () => Promise<Blob> }) {
  const printed = formatDateTime(run.printedOn);
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500}>
        {printed}
        <ScheduledBadge scheduled={run.scheduled} />
      </Table.Th>
      <Table.Td ta="right">{run.checkCount.toLocaleString()}</Table.Td>
      <Table.Td>
        <Text size="sm" ff="monospace">
          {run.firstCheckNumber === run.lastCheckNumber ? run.firstCheckNumber : `${run.firstCheckNumber}–${run.lastCheckNumber}`}
        </Text>
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {formatCents(toCents(run.totalAmount))}
      </Table.Td>
      <Table.Td>
        <Group gap="xs" justify="flex-end" wrap="nowrap" align="flex-start">
          <DownloadButton label={`Download the PDF of the print run of ${printed}, ${run.checkCount.toLocaleString()} checks`} name={`check-print-run-${run.id}.pdf`} fetchFile={fetchFile} text="PDF" />
          <DownloadButton
            label={`Download the positive pay file of the print run of ${printed}, for the bank`}
            name={`positive-pay-${run.id}.csv`}
            fetchFile={fetchPositivePay}
            text="Positive pay"
          />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** The deployment's scheduled batch or run, every organization's together: only operators see these (docs/bank-rails.md). */
function ScheduledBadge({ scheduled }: { scheduled: boolean }) {
  return scheduled ? (
    <Badge ml="xs" variant="light" color="gray" title="The scheduled batch or run: every organization's entries together">
      All organizations
    </Badge>
  ) : null;
}
