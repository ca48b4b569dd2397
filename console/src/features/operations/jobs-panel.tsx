import { Alert, Badge, Box, Button, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { describeError } from '../../api/problem';
import { useSession } from '../../app/session';
import { formatDateTime } from '../../components/format';
import { QueryState } from '../../components/states';
import { useQueueCounts, useRunJob, useScheduledJobs, useSetPaused, type ScheduledJob } from './operations-queries';
import { describeInterval } from './operations-search';

/** The deployment's queues and repeating jobs, and Bull Board: an operator organization's (docs/administration.md). */
export function JobsPanel({ queues, scheduledJobs }: { queues: boolean; scheduledJobs: boolean }) {
  return (
    <Stack gap="xl">
      {queues && <QueueCountsSection />}
      {scheduledJobs && <ScheduledJobsSection />}
      {queues && <BullBoardSection />}
    </Stack>
  );
}

const COUNTS = ['waiting', 'active', 'delayed', 'failed', 'completed'] as const;

function QueueCountsSection() {
  const counts = useQueueCounts(true);
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Queues
      </Title>
      <QueryState query={counts} loadingLabel="Loading the queues…">
        {({ data }) => (
          // No control inside to reach it by: the scrolling region itself takes the focus on a narrow screen.
          <Box tabIndex={0} role="region" aria-label="Queue counts" style={{ overflowX: 'auto' }}>
            <Table striped verticalSpacing="xs" miw={560}>
              <Table.Caption>Jobs in each queue now, read again every 5 seconds</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Queue</Table.Th>
                  {COUNTS.map((count) => (
                    <Table.Th key={count} scope="col" ta="right" tt="capitalize">
                      {count}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.map((queue) => (
                  <Table.Tr key={queue.name}>
                    <Table.Th scope="row" fw={500}>
                      <Text size="sm" ff="monospace">
                        {queue.name}
                      </Text>
                    </Table.Th>
                    {COUNTS.map((count) => (
                      <Table.Td key={count} ta="right" c={count === 'failed' && queue.failed > 0 ? 'red.9' : undefined} fw={count === 'failed' && queue.failed > 0 ? 700 : undefined}>
                        {queue[count].toLocaleString()}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
        )}
      </QueryState>
    </Stack>
  );
}

function ScheduledJobsSection() {
  const jobs = useScheduledJobs(true);
  const setPaused = useSetPaused();
  const run = useRunJob();
  const togglePause = (job: ScheduledJob) =>
    setPaused.mutate(
      { name: job.name, paused: !job.paused },
      { onSuccess: () => notifications.show({ color: 'green', title: job.paused ? 'Resumed' : 'Paused', message: job.paused ? `${job.name} runs on its schedule again.` : `${job.name} will not run on its schedule until resumed.` }) },
    );
  const runNow = (job: ScheduledJob) =>
    run.mutate(job.name, { onSuccess: () => notifications.show({ color: 'green', title: 'Started', message: `${job.name} runs once now; its last run shows here when it ends.` }) });
  const failed = setPaused.error ?? run.error;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Scheduled jobs
      </Title>
      <Text size="sm" c="dimmed">
        A paused job keeps its pause through restarts; its work waits in the database and is caught up when resumed. Run now runs a paused job too.
      </Text>
      {failed && (
        <Alert color="red" title="Not done" role="alert">
          {describeError(failed)}
        </Alert>
      )}
      <QueryState query={jobs} loadingLabel="Loading the scheduled jobs…">
        {({ data }) => (
          <Table.ScrollContainer minWidth={820}>
            <Table striped verticalSpacing="xs">
              <Table.Caption>The deployment’s repeating jobs, read again every 5 seconds</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Job</Table.Th>
                  <Table.Th scope="col">Schedule</Table.Th>
                  <Table.Th scope="col">Next run</Table.Th>
                  <Table.Th scope="col">Last run</Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.map((job) => (
                  <Table.Tr key={job.name}>
                    <Table.Th scope="row" fw={500}>
                      <Text size="sm" ff="monospace">
                        {job.name}
                      </Text>
                    </Table.Th>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Text size="sm">{describeInterval(job.schedule.everySeconds)}</Text>
                        {job.paused && (
                          <Badge color="orange" variant="dot" style={{ textTransform: 'none' }}>
                            Paused
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{job.paused ? 'Not while paused' : formatDateTime(job.nextRunOn)}</Text>
                    </Table.Td>
                    <Table.Td>
                      {job.lastRunOn === null ? (
                        <Text size="sm" c="dimmed">
                          None recorded
                        </Text>
                      ) : (
                        <Group gap="xs" wrap="nowrap">
                          <Text size="sm">{formatDateTime(job.lastRunOn)}</Text>
                          {job.lastRunOutcome && (
                            <Badge color={job.lastRunOutcome === 'Succeeded' ? 'green' : 'red'} variant="dot" style={{ textTransform: 'none' }}>
                              {job.lastRunOutcome}
                            </Badge>
                          )}
                        </Group>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap" justify="flex-end">
                        <Button size="xs" variant="default" aria-label={`${job.paused ? 'Resume' : 'Pause'} ${job.name}`} loading={setPaused.isPending && setPaused.variables?.name === job.name} onClick={() => togglePause(job)}>
                          {job.paused ? 'Resume' : 'Pause'}
                        </Button>
                        <Button size="xs" variant="light" aria-label={`Run now: ${job.name}`} loading={run.isPending && run.variables === job.name} onClick={() => runNow(job)}>
                          Run now
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
    </Stack>
  );
}

/**
 * Bull Board has a sign-in of its own (a cookie for its path only, docs/administration.md): the button posts the
 * console's current token to it, as its form would (never in a URL), then opens the board in a new tab. Not the API:
 * the one call outside the typed client. The post names its origin (the console's referrer policy would send none),
 * which the sign-in checks.
 */
function BullBoardSection() {
  const { auth } = useSession();
  const [error, setError] = useState<string | null>(null);
  const open = async () => {
    setError(null);
    try {
      const answer = await fetch('/admin/queues/sign-in', {
        method: 'POST',
        body: new URLSearchParams({ token: await auth.accessToken() }),
        redirect: 'manual',
        referrerPolicy: 'same-origin',
        credentials: 'same-origin',
      });
      if (answer.type !== 'opaqueredirect' && !answer.ok) throw new Error(`The board's sign-in answered ${answer.status}.`);
      window.open('/admin/queues/board/', '_blank', 'noopener');
    } catch (caught) {
      setError(describeError(caught));
    }
  };
  return (
    <Stack gap="sm" align="flex-start">
      <Title order={2} size="h3">
        Bull Board
      </Title>
      <Text size="sm">
        Every queue’s jobs, with their data, errors and retry buttons. It signs in on its own: the button signs it in with your session, in a new tab, until your session’s
        token expires.
      </Text>
      <Button variant="default" onClick={() => void open()}>
        Open Bull Board
      </Button>
      {error && (
        <Alert color="red" title="Bull Board did not open" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
