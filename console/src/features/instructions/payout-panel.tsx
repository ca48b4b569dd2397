import { Alert, Badge, Card, Stack, Text, Title } from '@mantine/core';
import { useCan, useSession } from '../../app/session';
import { formatCents, formatDate, formatDateTime, toCents } from '../../components/format';
import { QueryState } from '../../components/states';
import { PayoutSimulations } from '../sandbox/payout-simulations';
import { Facts, type Fact } from './facts';
import { CATEGORY_LABEL, humanize, type Payout } from './instruction-model';
import { useAchTransfer, usePayout } from './instruction-queries';

const PAYOUT_STATUS_COLOR: Record<Payout['status'], string> = {
  Pending: 'gray',
  Processing: 'blue',
  SentForPrinting: 'cyan',
  Mailed: 'cyan',
  Completed: 'green',
  Failed: 'red',
  Cancelled: 'gray',
  Returned: 'red',
};

/** How the beneficiary is being paid: the payout they requested, as its provider or bank reports it. */
export function PayoutPanel({ instructionId }: { instructionId: string }) {
  const payout = usePayout(instructionId);
  const { config } = useSession();
  // The simulations move the payout on: not for a role that only reads (a Viewer holds no payoutInstructions:update).
  const canSimulate = useCan('payoutInstructions:update');
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Payout
      </Title>
      <QueryState query={payout} loadingLabel="Loading the payout…">
        {(data) =>
          data === null ? (
            <Text size="sm" c="dimmed">
              No payout yet: the beneficiary has not chosen how to be paid and requested it.
            </Text>
          ) : (
            <Stack gap="sm">
              <PayoutFacts payout={data} />
              {config.sandbox && canSimulate && <PayoutSimulations instructionId={instructionId} payout={data} />}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}

function PayoutFacts({ payout }: { payout: Payout }) {
  const canSeeTransfers = useCan('payoutMethods:view');
  const transfer = useAchTransfer(payout.achTransferId, canSeeTransfers && payout.category === 'AchBankTransfer');
  const color = PAYOUT_STATUS_COLOR[payout.status];
  const { details, card } = payout;
  const address = details.mailingAddress;
  const facts: Fact[] = [
    { label: 'Method', value: CATEGORY_LABEL[payout.category] },
    {
      label: 'Status',
      value: (
        <Badge variant="dot" color={color} size="lg" fw={600} style={{ textTransform: 'none' }}>
          {humanize(payout.status)}
        </Badge>
      ),
    },
    { label: 'Amount', value: formatCents(toCents(payout.amount)) },
    { label: 'Requested', value: formatDateTime(payout.requestedOn) },
    { label: 'Completed', value: formatDateTime(payout.completedOn) },
  ];
  if (details.fullName) facts.push({ label: 'Name', value: details.fullName });
  if (details.email) facts.push({ label: 'Payout email', value: details.email });
  if (details.phoneNumber) facts.push({ label: 'Phone', value: details.phoneNumber });
  if (address) facts.push({ label: 'Mailing address', value: [address.line1, address.line2, `${address.city}, ${address.state} ${address.postalCode}`].filter(Boolean).join(', ') });
  if (details.bankRoutingNumber) facts.push({ label: 'Routing number', value: details.bankRoutingNumber });
  if (details.bankAccountNumber) facts.push({ label: 'Account number', value: `${details.bankAccountNumber}${details.bankAccountType ? ` (${details.bankAccountType})` : ''}` });
  if (card) facts.push({ label: 'Card', value: `${card.code}${card.pin ? ` · PIN ${card.pin}` : ''}` });
  if (payout.checkNumber) facts.push({ label: 'Check number', value: payout.checkNumber });
  if (transfer.data) {
    facts.push({ label: 'ACH transfer', value: humanize(transfer.data.status) });
    facts.push({ label: 'ACH trace number', value: transfer.data.traceNumber ?? (transfer.data.status === 'Pending' ? 'Not submitted yet' : '—') });
    if (transfer.data.effectiveDate) facts.push({ label: 'Effective date', value: formatDate(transfer.data.effectiveDate) });
    if (transfer.data.returnReasonCode) facts.push({ label: 'Return reason', value: transfer.data.returnReasonCode });
  }
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Facts facts={facts} />
        {payout.failureReason && (
          <Alert color={payout.status === 'Cancelled' ? 'gray' : 'red'} title={payout.status === 'Cancelled' ? 'Why it was cancelled' : payout.status === 'Returned' ? 'Why it was returned' : 'Why it failed'}>
            {payout.failureReason}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
