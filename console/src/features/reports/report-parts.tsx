import { Badge, Group, Pagination, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PayoutStatus } from './reports-search';

/** Shared pieces of the report tabs. */

export const count = new Intl.NumberFormat();

/** A section of a report tab, under its h2. */
export function Section({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Group justify="space-between" align="flex-end" gap="sm" mb="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </section>
  );
}

/** A chart's numbers for screen readers: a table no one sees, read in place of the picture. */
export function HiddenTable({ caption, head, rows, testId }: { caption: string; head: string[]; rows: (string | number)[][]; testId?: string }) {
  return (
    <VisuallyHidden>
      <Table data-testid={testId}>
        <caption>{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            {head.map((name) => (
              <Table.Th key={name} scope="col">
                {name}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => (
            <Table.Tr key={i}>
              {row.map((cell, j) => (
                <Table.Td key={j}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </VisuallyHidden>
  );
}

/** Pages of a table, named for screen readers; nothing when there is one page. */
export function Pages({ total, value, onChange }: { total: number; value: number; onChange: (page: number) => void }) {
  if (total <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={total}
        value={Math.min(value, total)}
        onChange={onChange}
        siblings={0}
        getControlProps={(control) => ({ 'aria-label': control === 'next' ? 'Next page' : control === 'previous' ? 'Previous page' : control === 'first' ? 'First page' : 'Last page' })}
        getItemProps={(page) => ({ 'aria-label': `Page ${page}`, 'aria-current': page === value ? 'page' : undefined })}
      />
    </Group>
  );
}

export const PAYOUT_STATUS_LABEL: Readonly<Record<PayoutStatus, string>> = {
  Pending: 'Pending',
  Processing: 'Processing',
  SentForPrinting: 'Sent for printing',
  Mailed: 'Mailed',
  Completed: 'Completed',
  Failed: 'Failed',
  Cancelled: 'Cancelled',
  Returned: 'Returned',
};

const PAYOUT_STATUS_COLOR: Readonly<Record<PayoutStatus, string>> = {
  Pending: 'gray',
  Processing: 'blue',
  SentForPrinting: 'cyan',
  Mailed: 'cyan',
  Completed: 'green',
  Failed: 'red',
  Cancelled: 'red',
  Returned: 'orange',
};

export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  return (
    <Badge variant="dot" color={PAYOUT_STATUS_COLOR[status]} style={{ textTransform: 'none' }} fw={600}>
      {PAYOUT_STATUS_LABEL[status]}
    </Badge>
  );
}

/** A figure that is not there yet (a rate with nothing initiated). */
export function Dimmed({ children }: { children: ReactNode }) {
  return (
    <Text span c="dimmed" size="sm">
      {children}
    </Text>
  );
}
