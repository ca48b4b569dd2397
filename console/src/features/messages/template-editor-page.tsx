import { Alert, Badge, Button, Card, Code, Grid, Group, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { ok } from '../../api/api';
import { useApi } from '../../api/api-context';
import { ApiProblem, describeError } from '../../api/problem';
import { useCan, useMe } from '../../app/session';
import { Page } from '../../components/page';
import { AnchorLink } from '../../components/router-links';
import { QueryState } from '../../components/states';
import { messageKeys, useCampaignsUsing, useRenderPreview, useTemplate, useTemplateSchemas, type RenderInput, type Template, type TemplateTypeSchema } from './messages-queries';
import { TEMPLATE_TYPES, type TemplateType } from './messages-search';
import { fieldPlaceholder, getsUnsubscribeFooter, insertAt, sampleTagFields, starterContent, tagKeyProblem, tagKeysIn, tagPlaceholder, typeLabel } from './template-text';

const editRoute = getRouteApi('/messages/$templateId');
const newRoute = getRouteApi('/messages/new');

interface Values {
  templateType: TemplateType;
  name: string;
  subject: string;
  htmlBody: string;
  campaignLogo: string;
}

/** The form's field for an API field (v3 names the logo distributionLogo). */
const formField = (apiField: string) => (apiField === 'distributionLogo' ? 'campaignLogo' : apiField);

/** `/messages/$templateId`: one template, edited with its live preview. */
export function TemplateEditPage() {
  const { templateId } = editRoute.useParams();
  const template = useTemplate(templateId);
  const schemas = useTemplateSchemas();
  return (
    <QueryState query={template} loadingLabel="Loading the template…">
      {(t) => (
        <QueryState query={schemas} loadingLabel="Loading the dynamic fields…">
          {(all) => <TemplateEditor key={t.id} template={t} schemas={all} />}
        </QueryState>
      )}
    </QueryState>
  );
}

/** `/messages/new?type=`: a new template of a type, started from sample content. */
export function TemplateNewPage() {
  const { type } = newRoute.useSearch();
  const schemas = useTemplateSchemas();
  return (
    <QueryState query={schemas} loadingLabel="Loading the dynamic fields…">
      {(all) => <TemplateEditor key={type ?? 'new'} initialType={type ?? 'InitiateEmail'} schemas={all} />}
    </QueryState>
  );
}

type Target = 'subject' | 'htmlBody';

function TemplateEditor({ template, initialType, schemas }: { template?: Template; initialType?: TemplateType; schemas: TemplateTypeSchema[] }) {
  const { v2 } = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const canSave = useCan(template ? 'templates:edit' : 'templates:create');
  const readOnly = !canSave;
  const start = template ?? { templateType: initialType ?? 'InitiateEmail', name: '', ...starterContent(initialType ?? 'InitiateEmail'), campaignLogo: null };
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { templateType: start.templateType, name: start.name, subject: start.subject, htmlBody: start.htmlBody, campaignLogo: start.campaignLogo ?? '' },
    validate: {
      name: (value) => (value.trim() === '' ? 'Enter a name' : null),
      subject: (value) => (value.trim() === '' ? 'Enter a subject' : null),
      htmlBody: (value) => (value.trim() === '' ? 'Enter the body' : null),
      campaignLogo: (value) => (value.trim() === '' || /^https?:\/\/\S+$/.test(value.trim()) ? null : 'Enter an http(s) address, or leave it empty'),
    },
  });
  const values = form.values;
  const fields = schemas.find((s) => s.templateType === values.templateType)?.fields ?? [];

  // --- dynamic fields, inserted where the caret was in the subject or the body ---
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const [target, setTarget] = useState<Target>('htmlBody');
  const [tagKey, setTagKey] = useState('');
  const [tagError, setTagError] = useState<string | null>(null);

  function insert(snippet: string) {
    const element = target === 'subject' ? subjectRef.current : bodyRef.current;
    const text = values[target];
    const { text: next, caret } = insertAt(text, element?.selectionStart ?? text.length, element?.selectionEnd ?? text.length, snippet);
    form.setFieldValue(target, next);
    // Back to the field, the caret just after what was inserted.
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(caret, caret);
    });
  }

  function insertTag() {
    const problem = tagKeyProblem(tagKey);
    setTagError(problem);
    if (problem) return;
    insert(tagPlaceholder(tagKey));
    setTagKey('');
  }

  // --- the live preview: the service renders what is typed, a moment after the typing stops ---
  const [samples, setSamples] = useState<Record<string, string>>({});
  const tagKeys = useMemo(() => tagKeysIn(values.subject, values.htmlBody), [values.subject, values.htmlBody]);
  const sampleFields = useMemo(() => sampleTagFields(tagKeys, samples), [tagKeys, samples]);
  const typed = useMemo(() => ({ ...values, sampleFields }), [values, sampleFields]);
  const [debounced] = useDebouncedValue(typed, 400);
  const renderInput = useMemo<RenderInput | null>(
    () =>
      debounced.subject.trim() === '' || debounced.htmlBody.trim() === ''
        ? null
        : {
            templateType: debounced.templateType,
            subject: debounced.subject,
            htmlBody: debounced.htmlBody,
            ...(/^https?:\/\/\S+$/.test(debounced.campaignLogo.trim()) ? { campaignLogo: debounced.campaignLogo.trim() } : {}),
            ...(Object.keys(debounced.sampleFields).length ? { dynamicFields: debounced.sampleFields } : {}),
          },
    [debounced],
  );
  const preview = useRenderPreview(renderInput);

  // --- save ---
  const save = useMutation({
    mutationFn: (v: Values) => {
      const body = { templateType: v.templateType, name: v.name.trim(), subject: v.subject, htmlBody: v.htmlBody, campaignLogo: v.campaignLogo.trim() || null };
      return template ? ok(v2.PUT('/templates/{id}', { params: { path: { id: template.id } }, body })) : ok(v2.POST('/templates', { body }));
    },
    onSuccess: async (saved, sent) => {
      queryClient.setQueryData(messageKeys.one(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: ['templates', 'list'] });
      notifications.show({ color: 'green', title: 'Template saved', message: `${saved.name}: emails queued from now on use it.` });
      if (!template) await navigate({ to: '/messages/$templateId', params: { templateId: saved.id }, replace: true });
      else form.resetDirty(sent);
    },
    onError: (error) => {
      if (error instanceof ApiProblem && error.status === 400) form.setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([f, m]) => [formField(f), m])));
      notifications.show({ color: 'red', title: 'Not saved', message: describeError(error) });
    },
  });

  const title = template ? template.name : 'New template';
  return (
    <Page
      title={title}
      crumbs={[{ label: 'Messages', to: '/messages' }, { label: title }]}
      actions={
        <Badge variant="light" color="gray" c="gray.9" size="lg" style={{ textTransform: 'none' }}>
          {typeLabel(values.templateType)} · {values.templateType}
        </Badge>
      }
    >
      {readOnly && (
        <Alert color="gray" title="Read only">
          Your role may read templates but not {template ? 'change them' : 'create them'}.
        </Alert>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <form onSubmit={form.onSubmit((v) => save.mutate(v))} noValidate aria-label="Template">
            <Stack>
              {!template && (
                <Select
                  label="Template type"
                  description="Which email it is for; it cannot change once saved."
                  data={TEMPLATE_TYPES.map((t) => ({ value: t, label: `${typeLabel(t)} (${t})` }))}
                  allowDeselect={false}
                  readOnly={readOnly}
                  {...form.getInputProps('templateType')}
                  onChange={(value) => {
                    if (!value) return;
                    // Content still as the old type's sample becomes the new type's sample (the old one may use fields the new type lacks).
                    const old = starterContent(values.templateType);
                    if (values.subject === old.subject && values.htmlBody === old.htmlBody) form.setValues({ templateType: value as TemplateType, ...starterContent(value) });
                    else form.setFieldValue('templateType', value as TemplateType);
                  }}
                />
              )}
              <TextInput label="Name" required readOnly={readOnly} description="Shown where campaigns choose their templates." {...form.getInputProps('name')} />
              <TextInput
                ref={subjectRef}
                label="Subject"
                required
                readOnly={readOnly}
                {...form.getInputProps('subject')}
                onFocus={() => setTarget('subject')}
              />
              <Textarea
                ref={bodyRef}
                label="Body (HTML)"
                required
                readOnly={readOnly}
                autosize
                minRows={8}
                maxRows={24}
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
                description="Handlebars HTML: the dynamic fields below, {{tag:Key}}, and {{#if Field}}…{{/if}}."
                {...form.getInputProps('htmlBody')}
                onFocus={() => setTarget('htmlBody')}
              />
              <TextInput label="Logo address" readOnly={readOnly} description="The CampaignLogo field: an http(s) image address, or empty." {...form.getInputProps('campaignLogo')} />
              {!readOnly && (
                <DynamicFields
                  fields={fields}
                  target={target}
                  onInsert={insert}
                  tagKey={tagKey}
                  tagError={tagError}
                  onTagKey={(key) => {
                    setTagKey(key);
                    setTagError(null);
                  }}
                  onInsertTag={insertTag}
                />
              )}
              {readOnly && <FieldReference fields={fields} />}
              {!readOnly && (
                <Group justify="flex-end">
                  {form.isDirty() && (
                    <Text size="sm" c="dimmed" role="status">
                      Unsaved changes
                    </Text>
                  )}
                  <Button type="submit" loading={save.isPending}>
                    {template ? 'Save template' : 'Create template'}
                  </Button>
                </Group>
              )}
            </Stack>
          </form>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack>
            <PreviewPanel
              preview={preview}
              waiting={renderInput === null}
              footer={values.templateType !== 'InvitationEmail' && values.templateType !== 'ApprovalRequestEmail' && values.templateType !== 'BalanceLowEmail' && getsUnsubscribeFooter(values.htmlBody)}
              tagKeys={tagKeys}
              samples={samples}
              onSample={(key, value) => setSamples((all) => ({ ...all, [key]: value }))}
            />
            <SendPreview values={values} sampleFields={sampleFields} />
            {template && <UsedBy templateId={template.id} />}
          </Stack>
        </Grid.Col>
      </Grid>
    </Page>
  );
}

interface FieldDoc {
  name: string;
  description: string;
  example: string;
}

function DynamicFields({
  fields,
  target,
  onInsert,
  tagKey,
  tagError,
  onTagKey,
  onInsertTag,
}: {
  fields: FieldDoc[];
  target: Target;
  onInsert: (snippet: string) => void;
  tagKey: string;
  tagError: string | null;
  onTagKey: (key: string) => void;
  onInsertTag: () => void;
}) {
  const into = target === 'subject' ? 'the subject' : 'the body';
  const onTagEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onInsertTag();
    }
  };
  return (
    <Card withBorder padding="sm" component="section" aria-labelledby="dynamic-fields-heading">
      <Stack gap="xs">
        <Title order={2} size="h5" id="dynamic-fields-heading">
          Dynamic fields
        </Title>
        <Text size="sm" c="dimmed">
          Inserted into {into}, where the cursor was.
        </Text>
        <Group gap={6}>
          {fields.map((field) => (
            <Button key={field.name} size="compact-sm" variant="default" title={`${field.description} Example: ${field.example}`} aria-label={`Insert ${field.name}`} onClick={() => onInsert(fieldPlaceholder(field.name))}>
              {field.name}
            </Button>
          ))}
        </Group>
        <Text component="details" size="sm">
          <Text component="summary" size="sm" style={{ cursor: 'pointer' }}>
            What each field holds
          </Text>
          <FieldList fields={fields} />
        </Text>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label="Tag key"
            description="{{tag:Key}}: the instruction’s tag, exact-case."
            placeholder="Cohort"
            value={tagKey}
            error={tagError}
            onChange={(event) => onTagKey(event.currentTarget.value)}
            onKeyDown={onTagEnter}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button variant="default" onClick={onInsertTag} mb={tagError ? 22 : 0}>
            Insert tag
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** For those who may only read: what each field means. */
function FieldReference({ fields }: { fields: FieldDoc[] }) {
  return (
    <Card withBorder padding="sm" component="section" aria-labelledby="dynamic-fields-heading">
      <Stack gap={4}>
        <Title order={2} size="h5" id="dynamic-fields-heading">
          Dynamic fields
        </Title>
        <FieldList fields={fields} />
      </Stack>
    </Card>
  );
}

/** Each field with what it holds and an example, then the tag placeholder. */
function FieldList({ fields }: { fields: FieldDoc[] }) {
  return (
    <Stack gap={4} mt={4}>
      {fields.map((field) => (
        <Text size="sm" key={field.name}>
          <Code>{fieldPlaceholder(field.name)}</Code> {field.description} Example: {field.example}
        </Text>
      ))}
      <Text size="sm">
        <Code>{'{{tag:Key}}'}</Code> The payout instruction’s tag Key, exact-case; tag:Key when it has none.
      </Text>
    </Stack>
  );
}

function PreviewPanel({
  preview,
  waiting,
  footer,
  tagKeys,
  samples,
  onSample,
}: {
  preview: ReturnType<typeof useRenderPreview>;
  waiting: boolean;
  footer: boolean;
  tagKeys: string[];
  samples: Record<string, string>;
  onSample: (key: string, value: string) => void;
}) {
  const problem = preview.error instanceof ApiProblem && preview.error.status === 400 ? preview.error : null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="preview-heading">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="preview-heading">
            Preview
          </Title>
          <Text size="xs" c="dimmed" role="status" aria-live="polite">
            {waiting ? '' : preview.isFetching ? 'Rendering…' : problem ? 'Not rendered' : 'Rendered by the service, with example values'}
          </Text>
        </Group>
        {waiting && <Text size="sm">Write a subject and a body to see the email.</Text>}
        {tagKeys.length > 0 && (
          <Group gap="xs" grow preventGrowOverflow={false} wrap="wrap">
            {tagKeys.map((key) => (
              <TextInput
                key={key}
                size="xs"
                label={`Sample value of tag ${key}`}
                placeholder={`tag:${key}`}
                value={samples[key] ?? ''}
                onChange={(event) => onSample(key, event.currentTarget.value)}
                miw={160}
              />
            ))}
          </Group>
        )}
        {problem && (
          <Alert color="red" title="This content would be refused" role="alert">
            <Stack gap={2}>
              {Object.entries(problem.fieldErrors).map(([field, message]) => (
                <Text size="sm" key={field}>
                  {field === 'htmlBody' ? 'Body' : field === 'subject' ? 'Subject' : field}: {message}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
        {preview.isError && !problem && <Alert color="red" title="The preview could not be rendered">{describeError(preview.error)}</Alert>}
        {preview.data && (
          <>
            <Text size="sm" data-testid="preview-subject" style={{ overflowWrap: 'anywhere' }}>
              <strong>Subject:</strong> {preview.data.subject}
            </Text>
            <iframe
              sandbox=""
              srcDoc={preview.data.htmlBody}
              title="Email preview"
              style={{ width: '100%', minHeight: 480, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4, background: 'white' }}
            />
            {footer && (
              <Text size="xs" c="dimmed">
                This content leaves out {'{{UnsubscribeLink}}'}: the emails sent from it also get a short unsubscribe footer.
              </Text>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}

/** The campaigns whose emails this template is, when the person may see campaigns. */
function UsedBy({ templateId }: { templateId: string }) {
  const canSeeCampaigns = useCan('campaigns:view');
  const using = useCampaignsUsing(templateId, canSeeCampaigns);
  if (!canSeeCampaigns || !using.data) return null;
  const { campaigns, complete } = using.data;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="used-by-heading">
      <Stack gap="xs">
        <Title order={2} size="h4" id="used-by-heading">
          Used by
        </Title>
        {campaigns.length === 0 ? (
          <Text size="sm">{complete ? 'No campaign uses this template yet.' : 'None of the newest 100 campaigns uses this template.'}</Text>
        ) : (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {campaigns.map((campaign) => (
              <li key={campaign.id}>
                <AnchorLink to="/campaigns/$campaignId" params={{ campaignId: campaign.id }} size="sm">
                  {campaign.name}
                </AnchorLink>
              </li>
            ))}
          </Stack>
        )}
        {!complete && campaigns.length > 0 && (
          <Text size="xs" c="dimmed">
            Among the newest 100 campaigns.
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function SendPreview({ values, sampleFields }: { values: Values; sampleFields: Record<string, string> }) {
  const { v2 } = useApi();
  const canSend = useCan('templates:sendPreview');
  const me = useMe();
  const [recipient, setRecipient] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const address = recipient ?? me.data?.user?.email ?? '';
  const send = useMutation({
    mutationFn: () => ok(v2.POST('/templates/:send-preview', { body: { templateType: values.templateType, recipient: address.trim(), subject: values.subject, htmlBody: values.htmlBody, dynamicFields: sampleFields } })),
    onSuccess: (sent) => notifications.show({ color: 'green', title: 'Preview queued', message: `“${sent.subject}” is on its way to ${sent.recipient}.` }),
    onError: (problem) => {
      if (problem instanceof ApiProblem && problem.fieldErrors.recipient) setError(problem.fieldErrors.recipient);
      notifications.show({ color: 'red', title: 'The preview was not sent', message: describeError(problem) });
    },
  });
  if (!canSend) return null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="send-preview-heading">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!/^\S+@\S+\.\S+$/.test(address.trim())) return setError('Enter an email address');
          setError(null);
          send.mutate();
        }}
      >
        <Stack gap="xs">
          <Title order={2} size="h4" id="send-preview-heading">
            Send a preview
          </Title>
          <Text size="sm" c="dimmed">
            The content as it is now, saved or not, with example values and the sample tag values.
          </Text>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput label="Send to" type="email" value={address} error={error} onChange={(event) => setRecipient(event.currentTarget.value)} style={{ flex: 1, minWidth: 0 }} />
            <Button type="submit" variant="light" loading={send.isPending} mb={error ? 22 : 0}>
              Send
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
