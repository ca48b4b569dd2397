import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { STATUS_LABEL } from './instruction-model';
import { INSTRUCTION_STATUSES, PAGE_SIZES, searchTerm, type InstructionListSearch, type InstructionStatus } from './instruction-search';

const STATUS_OPTIONS = [{ value: '', label: 'All statuses' }, ...INSTRUCTION_STATUSES.map((status) => ({ value: status, label: STATUS_LABEL[status] }))];

/** The list's filters; every change goes to the address (and back to page 1). */
export function InstructionFilters({ search, onChange }: { search: InstructionListSearch; onChange: (change: Partial<InstructionListSearch>) => void }) {
  const [term, setTerm] = useState(search.email ?? search.externalId ?? '');
  const filtered = Boolean(search.status || search.email || search.externalId);
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ ...searchTerm(term), page: 1 });
        }}
        style={{ flex: '1 1 260px' }}
      >
        <TextInput
          label="Find by email or external ID"
          description="Exact match"
          value={term}
          onChange={(event) => setTerm(event.currentTarget.value)}
          rightSection={
            <Button type="submit" variant="subtle" size="compact-sm" px={6} aria-label="Search">
              <IconSearch size={16} aria-hidden />
            </Button>
          }
          rightSectionWidth={40}
        />
      </form>
      <Select
        label="Status"
        data={STATUS_OPTIONS}
        value={search.status ?? ''}
        onChange={(value) => onChange({ status: (value || undefined) as InstructionStatus | undefined, page: 1 })}
        allowDeselect={false}
        style={{ flex: '0 1 200px' }}
      />
      <Select
        label="Per page"
        data={PAGE_SIZES.map((size) => String(size))}
        value={String(search.pageSize)}
        onChange={(value) => onChange({ pageSize: Number(value ?? 20), page: 1 })}
        allowDeselect={false}
        style={{ flex: '0 0 100px' }}
      />
      {filtered && (
        <Button
          variant="subtle"
          onClick={() => {
            setTerm('');
            onChange({ status: undefined, email: undefined, externalId: undefined, page: 1 });
          }}
        >
          Clear filters
        </Button>
      )}
    </Group>
  );
}
