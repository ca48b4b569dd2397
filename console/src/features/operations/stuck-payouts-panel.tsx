import { Alert, Badge, Button, Group, Modal, Pagination, Select, Stack, Table, Text, Textarea, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import type { V2Components } from '../../../../clients/typescript';
import { ApiProblem, describeError } from '../../api/problem';
import { AnchorLink } from '../../components/router-links';
import { formatCents, formatDateTime, toCents } from '../../components/format';
import { QueryState } from '../../components/states';
import { useDialog } from '../../components/use-dialog';
import { CATEGORY_LABEL, humanize } from '../instructions/instruction-model';
import { useFailPermanently, useInstructionPayout, useStuckPayouts, type ListedPayout } from './operations-queries';
import { isInstructionId, OPEN_PAYOUT_STATUSES, type OpenPayoutStatus, type OperationsSearch } from './operations-search';

type Payout = V2Components['schemas']['PayoutView'] & { campaignId?: string };

const REASON_MAX = 500;
const OPEN = new Set<string>(OPEN_PAYOUT_STATUSES);

interface PanelProps {
  search: OperationsSearch;
  onChange: (next: Partial<OperationsSearch>) => void;
}

/**
 * Payouts stuck on their way (docs/bank-rails.md, Restoring, failing, returning): the organization's open payouts, or
 * one instruction's, each failed for good with a reason (the instruction is then `Restored` with a new claim link).
 */
export function StuckPayoutsPanel({ search, onChange }: PanelProps) {
  const [failing, setFailing] = useState<Payout | null>(null);
  const [dialog, openDialog, closeDialog] = useDialog<'fail'>();
  const fail = (payout: Payout) => {
    setFailing(payout);
    openDialog('fail');
  };
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Payouts on their way
      </Title>
      <Text size="sm">
        A payout stuck at its provider, the bank or the printer can be failed for good with a reason: its ACH transfer is cancelled unless the bank settled it, and the
        instruction is restored with a new claim link sent to the beneficiary.
      </Text>
      <PayoutFilters key={`${search.instruction ?? ''}`} search={search} onChange={onChange} />
      {search.instruction ? (
        <InstructionPayout instructionId={search.instruction} onFail={fail} onClear={() => onChange({ instruction: undefined })} />
      ) : (
        <OpenPayouts search={search} onChange={onChange} onFail={fail} />
      )}
      {dialog && failing && <FailModal payout={failing} onClose={closeDialog} />}
    </Stack>
  );
}

const ALL = 'all';

function PayoutFilters({ search, onChange }: PanelProps) {
  const [instruction, setInstruction] = useState(search.instruction ?? '');
  const [invalid, setInvalid] = useState(false);
  const find = (event: FormEvent) => {
    event.preventDefault();
    const value = instruction.trim();
    if (value && !isInstructionId(value)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onChange({ instruction: value ? value.toLowerCase() : undefined, payoutPage: 1 });
  };
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label="Status"
        w={220}
        value={search.status ?? ALL}
        allowDeselect={false}
        disabled={search.instruction !== undefined}
        data={[{ value: ALL, label: 'Every open status' }, ...OPEN_PAYOUT_STATUSES.map((status) => ({ value: status, label: humanize(status) }))]}
        onChange={(value) => onChange({ status: value && value !== ALL ? (value as OpenPayoutStatus) : undefined, payoutPage: 1 })}
      />
      <form onSubmit={find} style={{ flex: '1 1 260px', maxWidth: 480 }}>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label="Payout instruction ID"
            placeholder="0193a0f0-…"
            value={instruction}
            error={invalid ? 'A payout instruction ID is a UUID.' : undefined}
            onChange={(event) => setInstruction(event.currentTarget.value)}
          />
          <Button type="submit" variant="default">
            Find
          </Button>
        </Group>
      </form>
    </Group>
  );
}

function OpenPayouts({ search, onChange, onFail }: PanelProps & { onFail: (payout: Payout) => void }) {
  const payouts = useStuckPayouts(search.status, search.payoutPage, true);
  return (
    <QueryState query={payouts} loadingLabel="Loading the open payouts…">
      {(data) =>
        data.totalItems === 0 ? (
          <Text size="sm" c="dimmed">
            No payout is on its way{search.status ? ` as ${humanize(search.status)}` : ''}: none is stuck.
          </Text>
        ) : (
          <Stack gap="sm">
            <PayoutTable rows={data.data} caption={`Open payouts, newest request first (${data.totalItems.toLocaleString()} in all)`} onFail={onFail} />
            {data.totalPages > 1 && (
              <Group justify="flex-end">
                <Pagination
                  total={data.totalPages}
                  value={data.pageNumber}
                  onChange={(payoutPage) => onChange({ payoutPage })}
                  size="sm"
                  getItemProps={(n) => ({ 'aria-label': `Open payouts, page ${n}` })}
                  getControlProps={(control) => ({ 'aria-label': `Open payouts, ${control} page` })}
                />
              </Group>
            )}
          </Stack>
        )
      }
    </QueryState>
  );
}

function InstructionPayout({ instructionId, onFail, onClear }: { instructionId: string; onFail: (payout: Payout) => void; onClear: () => void }) {
  const payout = useInstructionPayout(instructionId);
  return (
    <Stack gap="sm" align="flex-start">
      <QueryState query={payout} loadingLabel="Loading the instruction’s payout…">
        {(data) =>
          data === null ? (
            <Text size="sm" c="dimmed">
              No payout: the organization has no instruction {instructionId}, or its beneficiary has not requested a payout.
            </Text>
          ) : (
            <PayoutTable rows={[data]} caption={`The latest payout of instruction ${instructionId}`} onFail={onFail} />
          )
        }
      </QueryState>
      <Button variant="subtle" size="xs" onClick={onClear}>
        Show every open payout
      </Button>
    </Stack>
  );
}

function PayoutTable({ rows, caption, onFail }: { rows: (Payout | ListedPayout)[]; caption: string; onFail: (payout: Payout) => void }) {
  return (
    <Table.ScrollContainer minWidth={760} w="100%">
      <Table striped verticalSpacing="xs">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Requested</Table.Th>
            <Table.Th scope="col">Method</Table.Th>
            <Table.Th scope="col" ta="right">
              Amount
            </Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Instruction</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Action</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((payout) => {
            const amount = formatCents(toCents(payout.amount));
            const campaignId = 'campaignId' in payout ? payout.campaignId : undefined;
            return (
              <Table.Tr key={payout.id}>
                <Table.Th scope="row" fw={500}>
                  {formatDateTime(payout.requestedOn)}
                </Table.Th>
                <Table.Td>{CATEGORY_LABEL[payout.category]}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {amount}
                </Table.Td>
                <Table.Td>
                  <Badge variant="dot" color={OPEN.has(payout.status) ? 'blue' : 'gray'} style={{ textTransform: 'none' }}>
                    {humanize(payout.status)}
                  </Badge>
                  {payout.failureReason && (
                    <Text size="xs" c="dimmed">
                      {payout.failureReason}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {campaignId ? (
                    <AnchorLink to="/campaigns/$campaignId/instructions/$instructionId" params={{ campaignId, instructionId: payout.payoutInstructionId }} size="sm" ff="monospace">
                      {payout.payoutInstructionId}
                    </AnchorLink>
                  ) : (
                    <Text size="sm" ff="monospace">
                      {payout.payoutInstructionId}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {OPEN.has(payout.status) ? (
                    <Button size="xs" color="red.9" variant="outline" aria-label={`Fail permanently: the ${amount} payout of ${formatDateTime(payout.requestedOn)}`} onClick={() => onFail(payout)}>
                      Fail permanently
                    </Button>
                  ) : (
                    <Text size="xs" c="dimmed">
                      Final
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function FailModal({ payout, onClose }: { payout: Payout; onClose: () => void }) {
  const fail = useFailPermanently();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const amount = formatCents(toCents(payout.amount));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    fail.mutate(
      { id: payout.id, reason: reason.trim() },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', title: 'Payout failed', message: `The ${amount} payout is failed; its instruction is restored with a new claim link.` });
          onClose();
        },
      },
    );
  };
  const fieldError = fail.error instanceof ApiProblem ? fail.error.fieldErrors.reason : undefined;
  return (
    <Modal opened onClose={onClose} title="Fail this payout permanently">
      <form onSubmit={submit}>
        <Stack>
          <Text size="sm">
            The {amount} payout ({CATEGORY_LABEL[payout.category]}) becomes Failed with your reason, which the organization and the activity keep. Its funds
            stay allocated to the instruction, which is restored with a new claim link.
          </Text>
          <Textarea
            label="Reason"
            description={`Why it failed, at most ${REASON_MAX} characters.`}
            withAsterisk
            aria-required
            autosize
            minRows={2}
            maxLength={REASON_MAX}
            value={reason}
            error={missing ? 'Say why the payout failed.' : fieldError}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setMissing(false);
            }}
            data-autofocus
          />
          {fail.isError && !fieldError && (
            <Alert color="red" title="Not failed" role="alert">
              {describeError(fail.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Back
            </Button>
            <Button type="submit" color="red" loading={fail.isPending}>
              Fail the payout
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
