import { Alert, Badge, Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { ok } from '../../../../api/api';
import { useApi } from '../../../../api/api-context';
import { ApiProblem, describeError } from '../../../../api/problem';
import { useCan } from '../../../../app/session';
import { formatCents, formatDate, toCents } from '../../../../components/format';
import { AnchorLink, ButtonLink } from '../../../../components/router-links';
import { WIZARD_STEPS, type WizardStep } from '../../campaign-search';
import type { CampaignDraft } from '../../campaign-types';
import { CAMPAIGN_EMAIL_TYPES, reminderLabel } from '../../email-settings';
import { useFundsHolders } from '../../funds-holder-select';
import { problemsByStep, STEP_LABELS } from '../wizard-progress';

/** Everything the draft holds, with a way back to each step, then the campaign's creation (promote). */
export function ReviewStep({ draft, password }: { draft: CampaignDraft; password: string }) {
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canCreate = useCan('campaigns:create');
  const holders = useFundsHolders();
  const [refusal, setRefusal] = useState<{ step: WizardStep; messages: string[] }[] | null>(null);
  const promote = useMutation({
    mutationFn: async () => {
      const campaign = await ok(api.v2.POST('/campaign-drafts/{id}/:promote', { params: { path: { id: draft.id } } }));
      let passwordFailed: unknown = null;
      if (password) {
        try {
          await ok(api.v2.POST('/campaigns/{campaignId}/:set-password', { params: { path: { campaignId: campaign.id } }, body: { password } }));
        } catch (error) {
          passwordFailed = error;
        }
      }
      return { campaign, passwordFailed };
    },
    onSuccess: ({ campaign, passwordFailed }) => {
      void queryClient.invalidateQueries({ queryKey: ['campaigns'] });
      void queryClient.invalidateQueries({ queryKey: ['portfolio'] });
      queryClient.removeQueries({ queryKey: ['campaign-drafts', draft.id] });
      notifications.show({ color: 'teal', title: 'Campaign created', message: `${campaign.name} is live. Fund it, then add payout instructions.` });
      if (passwordFailed) notifications.show({ color: 'red', title: 'The password was not set', message: `${describeError(passwordFailed)} Set it on the campaign's page.` });
      void navigate({ to: '/campaigns/$campaignId', params: { campaignId: campaign.id } });
    },
    onError: (error) => {
      if (error instanceof ApiProblem && error.status === 400 && Object.keys(error.fieldErrors).length > 0) setRefusal(problemsByStep(error.fieldErrors, WIZARD_STEPS));
      else notifications.show({ color: 'red', title: 'The campaign was not created', message: describeError(error) });
    },
  });
  const holder = holders.data?.data.find((h) => h.id === draft.fundingSourceId);
  const chosenTemplates = CAMPAIGN_EMAIL_TYPES.filter(({ type }) => draft.emailTemplates[type]);
  return (
    <Stack>
      {refusal && (
        <Alert color="red" title="The campaign cannot be created yet" role="alert">
          <List size="sm" spacing="xs">
            {refusal.map(({ step, messages }) => (
              <List.Item key={step}>
                <AnchorLink to="/campaigns/drafts/$draftId" params={{ draftId: draft.id }} search={{ step }} c="inherit" fw={600} underline="always">
                  {STEP_LABELS[step]}
                </AnchorLink>
                : {messages.join(' ')}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Section title="Basics" step="basics" draftId={draft.id}>
          <Item label="Name">{draft.name}</Item>
          <Item label="Funds holder">{holder?.name ?? draft.fundingSourceId}</Item>
          <Item label="Welcome headline">{draft.welcomeHeadline}</Item>
          <Item label="Campaign description">{draft.campaignDescription}</Item>
          <Item label="Welcome text">{draft.welcomeText}</Item>
          <Item label="Campaign manager">{draft.campaignManager}</Item>
        </Section>
        <Section title="Payout methods" step="methods" draftId={draft.id}>
          {draft.payoutMethods.length === 0 ? (
            <Text size="sm" c="red.8">
              None offered yet
            </Text>
          ) : (
            <List size="sm">
              {draft.payoutMethods.map((method) => (
                <List.Item key={method.id}>
                  {method.name}{' '}
                  {method.isDisabled && (
                    <Badge size="xs" color="gray" variant="dot">
                      Disabled{method.disableReason ? `: ${method.disableReason}` : ''}
                    </Badge>
                  )}
                </List.Item>
              ))}
            </List>
          )}
        </Section>
        <Section title="Messages" step="messages" draftId={draft.id}>
          <Item label="Templates">{chosenTemplates.length === 0 ? 'The default ones' : `${chosenTemplates.map((t) => t.label).join(', ')} chosen; the others default`}</Item>
          <Item label="Automatic reminders">{reminderLabel(draft.automaticReminders)}</Item>
        </Section>
        <Section title="Dates" step="dates" draftId={draft.id}>
          <Item label="Expiry date">{draft.expiryDate && formatDate(draft.expiryDate)}</Item>
          <Item label="Display end date">{draft.displayEndDate && formatDate(draft.displayEndDate)}</Item>
        </Section>
        <Section title="Security" step="security" draftId={draft.id}>
          <Item label="One-time code from">{draft.otpThresholdAmount !== null && formatCents(toCents(draft.otpThresholdAmount))}</Item>
          <Item label="Campaign password">{password ? 'Set when the campaign is created' : 'None'}</Item>
        </Section>
      </SimpleGrid>
      {canCreate ? (
        <Group justify="space-between">
          <ButtonLink variant="default" to="/campaigns/drafts/$draftId" params={{ draftId: draft.id }} search={{ step: 'security' }}>
            Back
          </ButtonLink>
          <Button onClick={() => promote.mutate()} loading={promote.isPending}>
            Create the campaign
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          Your role cannot create campaigns; someone who can may finish this draft.
        </Text>
      )}
    </Stack>
  );
}

function Section({ title, step, draftId, children }: { title: string; step: WizardStep; draftId: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {title}
          </Title>
          <AnchorLink to="/campaigns/drafts/$draftId" params={{ draftId }} search={{ step }} size="sm" aria-label={`Edit ${title.toLowerCase()}`}>
            Edit
          </AnchorLink>
        </Group>
        <Stack gap={4}>{children}</Stack>
      </Stack>
    </Paper>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '' || children === false;
  return (
    <Text size="sm">
      <Text span c="dimmed" size="sm">
        {label}:{' '}
      </Text>
      {empty ? '—' : children}
    </Text>
  );
}
