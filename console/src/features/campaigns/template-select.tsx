import { Select, type SelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ok } from '../../api/api';
import { useApi } from '../../api/api-context';
import { useCan } from '../../app/session';
import type { EmailTemplateType } from './campaign-types';

export function useTemplates(templateType: EmailTemplateType, enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: ['templates', 'list', templateType],
    queryFn: () => ok(api.v2.GET('/templates', { params: { query: { templateType, pageNumber: 1, pageSize: 100 } } })),
    enabled,
    staleTime: 60_000,
  });
}

/** A template of one email type, or the service's default one (the empty value). */
export function TemplateSelect({ templateType, ...props }: { templateType: EmailTemplateType } & Omit<SelectProps, 'data'>) {
  const canView = useCan('templates:view');
  const templates = useTemplates(templateType, canView);
  const data = [{ value: '', label: 'Default template' }, ...(templates.data?.data ?? []).map((t) => ({ value: t.id, label: t.name }))];
  // A template already chosen but not listed (no templates:view) still shows, by id.
  if (typeof props.value === 'string' && props.value && !data.some((d) => d.value === props.value)) data.push({ value: props.value, label: `Template ${props.value.slice(0, 8)}…` });
  return <Select data={data} allowDeselect={false} {...props} error={props.error ?? (templates.isError ? 'The templates could not be loaded' : undefined)} />;
}
