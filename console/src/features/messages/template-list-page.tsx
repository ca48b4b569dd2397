import { Badge, Select, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useCan } from '../../app/session';
import { formatDateTime } from '../../components/format';
import { Page } from '../../components/page';
import { AnchorLink, ButtonLink } from '../../components/router-links';
import { EmptyState, QueryState } from '../../components/states';
import { useTemplateList } from './messages-queries';
import { TEMPLATE_TYPES, type TemplateType } from './messages-search';
import { typeLabel } from './template-text';

const route = getRouteApi('/messages');

/** The organization's email templates, newest first, by type (docs/console.md, Messages). */
export function TemplateListPage() {
  const { type } = route.useSearch();
  const navigate = useNavigate();
  const canCreate = useCan('templates:create');
  const templates = useTemplateList(type);
  return (
    <Page
      title="Messages"
      actions={
        canCreate && (
          <ButtonLink to="/messages/new" search={{ type }} leftSection={<IconPlus size={16} aria-hidden />}>
            New template
          </ButtonLink>
        )
      }
    >
      <Text size="sm" c="dimmed" maw={720}>
        The emails the service sends, by type. A campaign chooses a template for each type of its emails; a type it leaves alone uses the built-in default. The invitation to the
        organization uses the newest template of its type.
      </Text>
      <Select
        label="Template type"
        data={[{ value: '', label: 'All types' }, ...TEMPLATE_TYPES.map((t) => ({ value: t, label: `${typeLabel(t)} (${t})` }))]}
        value={type ?? ''}
        allowDeselect={false}
        maw={360}
        onChange={(value) => void navigate({ to: '/messages', search: { type: (value || undefined) as TemplateType | undefined } })}
      />
      <QueryState query={templates} loadingLabel="Loading the templates…">
        {(page) =>
          page.data.length === 0 ? (
            <EmptyState
              title={type ? `No ${typeLabel(type).toLowerCase()} templates yet` : 'No templates yet'}
              action={
                canCreate && (
                  <ButtonLink to="/messages/new" search={{ type }} variant="light">
                    Create a template
                  </ButtonLink>
                )
              }
            >
              Emails of {type ? 'this type' : 'every type'} use the built-in default until a campaign chooses a template of the organization.
            </EmptyState>
          ) : (
            <Stack gap="xs">
              <Table.ScrollContainer minWidth={560} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Templates' } }}>
                <Table striped highlightOnHover>
                  <Table.Caption>
                    {page.totalItems} template{page.totalItems === 1 ? '' : 's'}
                    {type ? ` of type ${type}` : ''}, newest first
                  </Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Name</Table.Th>
                      <Table.Th>Type</Table.Th>
                      <Table.Th>Subject</Table.Th>
                      <Table.Th>Updated</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {page.data.map((template) => (
                      <Table.Tr key={template.id}>
                        <Table.Td>
                          <AnchorLink to="/messages/$templateId" params={{ templateId: template.id }} fw={500}>
                            {template.name}
                          </AnchorLink>
                        </Table.Td>
                        <Table.Td>
                          <Badge variant="light" color="gray" c="gray.9" style={{ textTransform: 'none' }}>
                            {typeLabel(template.templateType)}
                          </Badge>
                        </Table.Td>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{template.subject}</Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(template.updatedOn)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Stack>
          )
        }
      </QueryState>
    </Page>
  );
}
