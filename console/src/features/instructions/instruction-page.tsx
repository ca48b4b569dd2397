import { Alert, Anchor, Badge, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from '@tanstack/react-router';
import { useSession } from '../../app/session';
import { formatCents, formatDateTime, toCents } from '../../components/format';
import { Page } from '../../components/page';
import { QueryState } from '../../components/states';
import { useCampaign } from './campaign-name';
import { Facts } from './facts';
import { InstructionActionBar } from './instruction-action-bar';
import { beneficiaryName, CANCELLATION_REASONS, humanize, type Instruction } from './instruction-model';
import { useInstruction } from './instruction-queries';
import { InstructionStatusBadge } from './instruction-status-badge';
import { InstructionTimeline } from './instruction-timeline';
import { PayoutPanel } from './payout-panel';

const FROM = '/campaigns/$campaignId/instructions/$instructionId';

/** One payout instruction: where it stands, what can be done with it, its payout and its history. */
export function InstructionPage() {
  const { campaignId, instructionId } = useParams({ from: FROM });
  const campaign = useCampaign(campaignId);
  const instruction = useInstruction(instructionId);
  const data = instruction.data;
  const sandbox = useSession().config.sandbox === true;
  const title = data ? (beneficiaryName(data) ?? data.email) : 'Payout instruction';

  return (
    <Page
      title={title}
      crumbs={[
        { label: 'Campaigns', to: '/campaigns' },
        { label: campaign.data?.name ?? 'Campaign', to: '/campaigns/$campaignId', params: { campaignId } },
        { label: 'Payout instructions', to: '/campaigns/$campaignId/instructions', params: { campaignId } },
        { label: title },
      ]}
      actions={data && <InstructionActionBar instruction={data} />}
    >
      <QueryState query={instruction} loadingLabel="Loading the payout instruction…">
        {(loaded) => (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, lg: 7 }}>
              <Stack gap="lg">
                <StatusLine instruction={loaded} />
                <Overview instruction={loaded} />
                <PayoutPanel instructionId={loaded.id} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 5 }}>
              <Stack gap="xs">
                <InstructionTimeline instructionId={loaded.id} />
                {sandbox && (
                  <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/sandbox/emails" search={{ instruction: loaded.id }} />}>
                    See the emails sent for this instruction (sandbox)
                  </Anchor>
                )}
              </Stack>
            </Grid.Col>
          </Grid>
        )}
      </QueryState>
    </Page>
  );
}

/** The status in a live region: a change after an action or a simulation is announced. */
function StatusLine({ instruction }: { instruction: Instruction }) {
  const reason = CANCELLATION_REASONS.find((option) => option.value === instruction.cancellationReason)?.label ?? (instruction.cancellationReason ? humanize(instruction.cancellationReason) : null);
  return (
    <Stack gap="xs">
      <Group gap="sm" role="status" aria-live="polite">
        <InstructionStatusBadge status={instruction.status} />
        <Text size="sm" c="dimmed">
          Updated {formatDateTime(instruction.updatedOn)}
        </Text>
      </Group>
      {instruction.status === 'Cancelled' && reason && (
        <Text size="sm">
          Cancelled: <strong>{reason}</strong>
        </Text>
      )}
      {instruction.emailSubscriptionStatus === 'Unsubscribed' && (
        <Alert color="orange" title="Unsubscribed from emails">
          The beneficiary unsubscribed: they get no claim email or reminder. It can still be initiated with the channel None.
        </Alert>
      )}
    </Stack>
  );
}

function Overview({ instruction }: { instruction: Instruction }) {
  const tags = Object.entries(instruction.tags);
  return (
    <Card withBorder>
      <Stack gap="md">
        <Facts
          facts={[
            { label: 'Amount', value: instruction.amount === null ? 'No amount' : formatCents(toCents(instruction.amount)) },
            { label: 'Email', value: instruction.email },
            { label: 'Name', value: beneficiaryName(instruction) ?? '—' },
            { label: 'Phone', value: instruction.phoneNumber ?? '—' },
            { label: 'External ID', value: instruction.externalId ?? '—' },
            { label: 'Channel', value: instruction.notificationChannel === null ? 'Not initiated yet' : instruction.notificationChannel === 'None' ? 'None (no emails)' : 'Email' },
            { label: 'Created', value: formatDateTime(instruction.createdOn) },
            { label: 'Updated', value: formatDateTime(instruction.updatedOn) },
          ]}
        />
        <div>
          <Title order={2} size="h5" mb={6}>
            Tags
          </Title>
          {tags.length === 0 ? (
            <Text size="sm" c="dimmed">
              No tags
            </Text>
          ) : (
            <Group gap={6}>
              {tags.map(([key, value]) => (
                <Badge key={key} variant="outline" color="gray" c="gray.8" fw={400} style={{ textTransform: 'none' }}>
                  {key}: {value}
                </Badge>
              ))}
            </Group>
          )}
        </div>
      </Stack>
    </Card>
  );
}
