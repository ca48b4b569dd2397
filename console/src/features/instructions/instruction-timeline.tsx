import { Button, Code, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconBell, IconCash, IconCircleX, IconMail, IconPencil, IconPlus, IconRefresh, IconSend, IconUser } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { formatDateTime } from '../../components/format';
import { EmptyState, QueryState } from '../../components/states';
import type { Activity } from './instruction-model';
import { useActivity } from './instruction-queries';

/** An icon by what kind of thing happened, so the eye finds sends, changes and money at a glance. */
function iconOf(kind: string): ComponentType<{ size?: number; 'aria-hidden'?: boolean }> {
  if (kind.includes('Created')) return IconPlus;
  if (kind.includes('Cancelled') || kind.includes('Failed')) return IconCircleX;
  if (kind.includes('Initiated') || kind.includes('Reinitiated')) return IconSend;
  if (kind.includes('Restored') || kind.includes('ReturnedToDraft')) return IconRefresh;
  if (kind.startsWith('Notification') || kind.includes('Email')) return IconMail;
  if (kind.includes('Reminder')) return IconBell;
  if (kind.includes('Payout') || kind.includes('Transfer') || kind.includes('Check')) return IconCash;
  if (kind.includes('Beneficiary') || kind.includes('Session') || kind.includes('Otp') || kind.includes('Password')) return IconUser;
  return IconPencil;
}

function actorOf(actor: Activity['actor']): string {
  if (actor.type === 'Administrator') return actor.id ? `Administrator ${actor.id}` : 'An administrator';
  return actor.type === 'Beneficiary' ? 'The beneficiary' : 'The system';
}

function Details({ details }: { details: Activity['details'] }) {
  if (details === null) return null;
  if (typeof details === 'string')
    return (
      <Text size="xs" c="dimmed">
        {details}
      </Text>
    );
  const entries = Object.entries(details as Record<string, unknown>);
  if (!entries.length) return null;
  return (
    <Stack gap={0}>
      {entries.map(([key, value]) => (
        <Text key={key} size="xs" c="dimmed">
          {key}: {describe(value)}
        </Text>
      ))}
    </Stack>
  );
}

function describe(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'object' && 'from' in value && 'to' in value) return `${describe((value as { from: unknown }).from)} → ${describe((value as { to: unknown }).to)}`;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** What happened to the instruction, newest first, with who did it and when. */
export function InstructionTimeline({ instructionId }: { instructionId: string }) {
  const activity = useActivity(instructionId);
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Activity
      </Title>
      <QueryState query={activity} loadingLabel="Loading the activity…">
        {(entries) =>
          entries.length === 0 ? (
            <EmptyState title="Nothing recorded yet" />
          ) : (
            <Stack gap="sm" align="flex-start">
              <Timeline bulletSize={26} lineWidth={2} active={-1}>
                {entries.map((entry) => {
                  const Icon = iconOf(entry.kind);
                  return (
                    <Timeline.Item key={entry.id} bullet={<Icon size={14} aria-hidden />} title={<Text fw={600} size="sm">{entry.description}</Text>}>
                      <Text size="xs" c="dimmed">
                        <time dateTime={entry.occurredOn}>{formatDateTime(entry.occurredOn)}</time> · {actorOf(entry.actor)} · <Code fz="xs">{entry.kind}</Code>
                      </Text>
                      <Details details={entry.details} />
                    </Timeline.Item>
                  );
                })}
              </Timeline>
              {activity.hasNextPage && (
                <Button variant="subtle" size="compact-sm" loading={activity.isFetchingNextPage} onClick={() => void activity.fetchNextPage()}>
                  Show older activity
                </Button>
              )}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
