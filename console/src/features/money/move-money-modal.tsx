import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { describeError } from '../../api/problem';
import { formatCents } from '../../components/format';
import { MoneyInput } from '../../components/money-input';
import { isApprovalRequest, needsApproval, type ApprovalRequest } from '../approvals/approval-model';
import { ApprovalNeeded, SentForApproval } from '../approvals/approval-notices';
import { useApprovalPolicy } from '../approvals/approvals-queries';
import { amountProblem, confirmationSentence, describeDestination } from './money-words';
import { useMoveMoney, type WithdrawalAccount } from './money-queries';

interface MoveMoneyProps {
  kind: 'withdraw' | 'refund';
  /** The bank account (withdraw) or campaign (refund) the money leaves. */
  ownerId: string;
  /** How the confirmation names the source: `Main account`, `campaign Spring gifts`. */
  sourceName: string;
  availableCents: number;
  destinations: WithdrawalAccount[];
  onClose: () => void;
}

/**
 * A withdrawal or refund in two steps: the amount and the destination, then a confirmation stating both before
 * anything is sent. One idempotency key per dialog, so a repeated confirmation moves the money once.
 */
export function MoveMoneyModal({ kind, ownerId, sourceName, availableCents, destinations, onClose }: MoveMoneyProps) {
  const move = useMoveMoney(kind, ownerId);
  const verb = kind === 'withdraw' ? 'Withdraw' : 'Refund';
  const [destinationId, setDestinationId] = useState<string | null>(destinations.length === 1 ? (destinations[0]?.id ?? null) : null);
  const [cents, setCents] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [tried, setTried] = useState(false);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [waiting, setWaiting] = useState<ApprovalRequest | null>(null);
  const action = kind === 'withdraw' ? 'Withdraw' : 'Refund';
  const policy = useApprovalPolicy();
  const gated = needsApproval(policy.data, action, cents);
  const destination = destinations.find((d) => d.id === destinationId);
  const problem = amountProblem(cents, availableCents);
  const next = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!destination || problem !== null) return;
    setConfirming(true);
  };
  const send = () => {
    if (!destination || cents === null) return;
    move.mutate(
      { withdrawalAccountId: destination.id, cents, idempotencyKey },
      {
        onSuccess: (answer: unknown) => {
          // Above the policy's threshold the API answers 202 with an approval request: nothing moved yet.
          if (isApprovalRequest(answer)) return setWaiting(answer);
          notifications.show({ color: 'teal', message: `${formatCents(cents)} is on its way to ${describeDestination(destination)}.` });
          onClose();
        },
      },
    );
  };
  return (
    <Modal opened onClose={onClose} title={kind === 'withdraw' ? 'Withdraw money' : 'Refund the campaign’s money'}>
      {waiting ? (
        <SentForApproval request={waiting} onClose={onClose} />
      ) : confirming && destination && cents !== null ? (
        <Stack gap="sm">
          <Text fw={600} role="status">
            {confirmationSentence(verb, cents, sourceName, destination)}
          </Text>
          <ApprovalNeeded action={action} cents={cents} />
          <Text size="sm">{gated ? 'Once approved, the balance drops at once' : 'The balance drops at once'}; the money leaves by ACH in the next batch.</Text>
          {move.error && (
            <Alert color="red" role="alert" title={`The ${kind === 'withdraw' ? 'withdrawal' : 'refund'} was not sent`}>
              {describeError(move.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={move.isPending}>
              Back
            </Button>
            <Button color="red" loading={move.isPending} onClick={send}>
              {gated ? 'Send for approval' : 'Confirm'}: {verb.toLowerCase()} {formatCents(cents)}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={next} noValidate>
          <Stack gap="sm">
            <Text size="sm">Available: {formatCents(availableCents)}</Text>
            <Select
              label="To withdrawal account"
              placeholder="Choose an account"
              required
              data={destinations.map((d) => ({ value: d.id, label: describeDestination(d) }))}
              value={destinationId}
              onChange={setDestinationId}
              error={tried && !destination ? 'Choose where the money goes' : undefined}
            />
            <MoneyInput label="Amount" required value={cents} onChange={setCents} error={tried && problem ? problem : undefined} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit">Review</Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
