import type { V2Components } from '../../../../clients/typescript';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ok } from '../../api/api';
import { useApi } from '../../api/api-context';
import type { TemplateType } from './messages-search';

export type Template = V2Components['schemas']['TemplateView'];
export type TemplateTypeSchema = V2Components['schemas']['TemplateTypeSchemaView'];
export type RenderInput = V2Components['schemas']['RenderPreviewDto'];

export const messageKeys = {
  all: ['templates'] as const,
  list: (type: TemplateType | undefined) => ['templates', 'list', type ?? 'all'] as const,
  one: (id: string) => ['templates', 'one', id] as const,
  schemas: ['templates', 'schemas'] as const,
  render: (input: RenderInput) => ['templates', 'render', input] as const,
};

/** The organization's templates, newest first, optionally of one type (an organization's templates fit in 100). */
export function useTemplateList(type: TemplateType | undefined) {
  const { v2 } = useApi();
  return useQuery({
    queryKey: messageKeys.list(type),
    queryFn: ({ signal }) => ok(v2.GET('/templates', { params: { query: { pageNumber: 1, pageSize: 100, ...(type ? { templateType: type } : {}) } }, signal })),
  });
}

export function useTemplate(id: string) {
  const { v2 } = useApi();
  return useQuery({ queryKey: messageKeys.one(id), queryFn: ({ signal }) => ok(v2.GET('/templates/{id}', { params: { path: { id } }, signal })) });
}

/**
 * The campaigns whose emails use a template: the organization's newest 100 campaigns read once (their
 * `emailTemplates` map type → template id), kept a minute; only for those who may see campaigns.
 */
export function useCampaignsUsing(templateId: string | undefined, enabled: boolean) {
  const { v2 } = useApi();
  return useQuery({
    queryKey: ['campaigns', 'list', 'templates-in-use'],
    queryFn: ({ signal }) => ok(v2.GET('/campaigns', { params: { query: { pageNumber: 1, pageSize: 100 } }, signal })),
    enabled: enabled && templateId !== undefined,
    staleTime: 60_000,
    select: (page) => ({
      campaigns: page.data.filter((campaign) => Object.values(campaign.emailTemplates).includes(templateId ?? '')).map((campaign) => ({ id: campaign.id, name: campaign.name })),
      complete: page.totalItems <= page.data.length,
    }),
  });
}

/** Every type with its dynamic fields (they change only with a release). */
export function useTemplateSchemas() {
  const { v2 } = useApi();
  return useQuery({ queryKey: messageKeys.schemas, queryFn: ({ signal }) => ok(v2.GET('/templates/template-type-schemas', { signal })), staleTime: Infinity });
}

/** The service's rendering of content not saved yet: the live preview (the earlier one stays while the next loads). */
export function useRenderPreview(input: RenderInput | null) {
  const { v2 } = useApi();
  return useQuery({
    queryKey: input ? messageKeys.render(input) : ['templates', 'render', 'none'],
    queryFn: ({ signal }) => ok(v2.POST('/templates/:render-preview', { body: input!, signal })),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 60_000,
  });
}
