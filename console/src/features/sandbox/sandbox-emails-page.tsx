import { Anchor, Button, Grid, Group, NavLink, ScrollArea, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { ok } from '../../api/api';
import { useApi } from '../../api/api-context';
import { useSession } from '../../app/session';
import { formatDateTime } from '../../components/format';
import { Page } from '../../components/page';
import { EmptyState, QueryState } from '../../components/states';
import { EmailPreview } from './email-preview';
import { isUuid, type SandboxEmailsSearch } from './sandbox-emails-search';

const FROM = '/sandbox/emails';
const LIMIT = 50; // the most the API gives (no paging)

/** The sandbox's inbox: every email the service sent or will send for the organization, as its recipient sees it. */
export function SandboxEmailsPage() {
  const { config } = useSession();
  const search = useSearch({ from: FROM });
  const navigate = useNavigate({ from: FROM });
  const { v3 } = useApi();
  const [instruction, setInstruction] = useState(search.instruction ?? '');
  const [recipient, setRecipient] = useState(search.recipient ?? '');
  const instructionInvalid = instruction.trim() !== '' && !isUuid(instruction);

  const emails = useQuery({
    queryKey: ['simulated-emails', search.instruction ?? null],
    queryFn: ({ signal }) => ok(v3.GET('/simulate/emails', { params: { query: { limit: LIMIT, payoutInstructionId: search.instruction } }, signal })),
    enabled: config.sandbox === true,
    // Queued emails are rendered and sent by workers: look again now and then.
    refetchInterval: 5000,
  });

  const change = (next: Partial<SandboxEmailsSearch>) => void navigate({ search: (previous) => ({ ...previous, ...next }) });

  if (!config.sandbox) {
    return (
      <Page title="Sandbox emails">
        <EmptyState title="Only in the sandbox">This service sends real emails; simulated ones are shown only in a sandbox.</EmptyState>
      </Page>
    );
  }

  return (
    <Page
      title="Sandbox emails"
      actions={
        <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} loading={emails.isFetching} onClick={() => void emails.refetch()}>
          Refresh
        </Button>
      }
    >
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          if (instructionInvalid) return;
          change({ instruction: instruction.trim() || undefined, recipient: recipient.trim() || undefined, email: undefined });
        }}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Recipient contains"
            value={recipient}
            onChange={(event) => setRecipient(event.currentTarget.value)}
            style={{ flex: '1 1 220px' }}
          />
          <TextInput
            label="Payout instruction ID"
            value={instruction}
            onChange={(event) => setInstruction(event.currentTarget.value)}
            error={instructionInvalid ? 'A payout instruction ID looks like 0190…-…' : undefined}
            style={{ flex: '1 1 320px' }}
          />
          <Button type="submit">Filter</Button>
          {(search.instruction || search.recipient) && (
            <Button
              variant="subtle"
              onClick={() => {
                setInstruction('');
                setRecipient('');
                change({ instruction: undefined, recipient: undefined, email: undefined });
              }}
            >
              Clear
            </Button>
          )}
        </Group>
      </form>
      <VisuallyHidden component="h2">The emails</VisuallyHidden>
      <QueryState query={emails} loadingLabel="Loading the emails…">
        {(all) => {
          const needle = search.recipient?.toLowerCase();
          const shown = needle ? all.filter((email) => email.recipient.toLowerCase().includes(needle)) : all;
          const selected = shown.find((email) => email.id === search.email) ?? shown[0];
          if (!shown.length) {
            return (
              <EmptyState title={all.length ? 'No email matches' : 'No emails yet'}>
                {all.length ? `Among the ${all.length} newest emails, none is to a recipient containing “${search.recipient}”.` : 'Initiate a payout instruction with the channel Email: its claim email appears here.'}
              </EmptyState>
            );
          }
          return (
            <Grid gap="md">
              <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
                <Stack gap={4}>
                  <Text size="sm" c="dimmed" role="status" aria-live="polite">
                    {shown.length} email{shown.length === 1 ? '' : 's'}
                    {all.length === LIMIT ? ` among the ${LIMIT} newest` : ''}
                  </Text>
                  <ScrollArea.Autosize mah={700} type="auto">
                    <nav aria-label="Emails">
                      {shown.map((email) => (
                        <NavLink
                          key={email.id}
                          component="button"
                          active={email.id === selected?.id}
                          aria-current={email.id === selected?.id ? 'true' : undefined}
                          onClick={() => change({ email: email.id })}
                          label={<Text size="sm" fw={600} lineClamp={1}>{email.subject ?? '(not rendered yet)'}</Text>}
                          description={
                            <Text size="xs" c="dimmed" component="span">
                              {email.recipient} · {email.templateType} · {formatDateTime(email.sentOn ?? email.createdOn)}
                            </Text>
                          }
                        />
                      ))}
                    </nav>
                  </ScrollArea.Autosize>
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
                {selected && (
                  <Stack gap="xs">
                    <EmailPreview email={selected} />
                    {selected.payoutInstructionId && (
                      <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/sandbox/emails" search={{ instruction: selected.payoutInstructionId ?? undefined }} />}>
                        Only this instruction’s emails
                      </Anchor>
                    )}
                  </Stack>
                )}
              </Grid.Col>
            </Grid>
          );
        }}
      </QueryState>
    </Page>
  );
}
