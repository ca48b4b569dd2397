import { Group, Pagination } from '@mantine/core';

/** Pages of a list, each control named for screen readers; nothing when there is one page. */
export function Pager({ total, value, onChange }: { total: number; value: number; onChange: (page: number) => void }) {
  if (total <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={total}
        value={value}
        onChange={onChange}
        getControlProps={(control) => ({ 'aria-label': control === 'next' ? 'Next page' : control === 'previous' ? 'Previous page' : control === 'first' ? 'First page' : 'Last page' })}
        getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
      />
    </Group>
  );
}
