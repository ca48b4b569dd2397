import { Button, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { V2Components } from '../../../../../clients/typescript';
import { ok } from '../../../api/api';
import { useApi } from '../../../api/api-context';
import { useCan, useMe } from '../../../app/session';
import { Page } from '../../../components/page';
import { EmptyState, Loading } from '../../../components/states';
import { FundsHolderSelect, useFundsHolders } from '../funds-holder-select';
import { showSaveProblem } from '../show-save-problem';

type CreateDraft = V2Components['schemas']['CreateDraftDto'];

/** The wizard's start: a name and a funds holder make a draft, which the wizard then fills in step by step. */
export function NewCampaignPage() {
  const me = useMe();
  const canCreate = useCan('campaigns:create');
  if (me.isPending) return <Loading />;
  return (
    <Page title="New campaign" crumbs={[{ label: 'Campaigns', to: '/campaigns' }, { label: 'New campaign' }]}>
      {canCreate ? <NewDraftForm /> : <EmptyState title="Your role cannot create campaigns">Ask an administrator for the campaigns:create permission.</EmptyState>}
    </Page>
  );
}

function NewDraftForm() {
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const holders = useFundsHolders();
  const form = useForm({
    initialValues: { name: '', fundingSourceId: '' },
    validate: { name: (value) => (value.trim() ? null : 'Give the campaign a name'), fundingSourceId: (value) => (value ? null : 'Choose a funds holder') },
  });
  const firstHolder = holders.data?.data[0]?.id;
  useEffect(() => {
    if (firstHolder && !form.getValues().fundingSourceId) form.setFieldValue('fundingSourceId', firstHolder);
    // Only when the holders arrive: the primary account is the usual choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firstHolder]);
  const create = useMutation({
    mutationFn: (values: { name: string; fundingSourceId: string }) => {
      // The operation takes multipart/form-data (it can carry an icon); openapi-fetch sends FormData as it is.
      const body = new FormData();
      body.set('name', values.name.trim());
      body.set('fundingSourceId', values.fundingSourceId);
      return ok(api.v2.POST('/campaign-drafts', { body: body as unknown as CreateDraft }));
    },
    onSuccess: (draft) => {
      void queryClient.invalidateQueries({ queryKey: ['campaign-drafts'] });
      void navigate({ to: '/campaigns/drafts/$draftId', params: { draftId: draft.id }, search: { step: 'methods' } });
    },
    onError: (error) => showSaveProblem(error, form.setErrors),
  });
  return (
    <Paper withBorder p="lg" radius="md" maw={560}>
      <form onSubmit={form.onSubmit((values) => create.mutate(values))} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            Start with a name and where the money comes from. The campaign is saved as a draft as you go; nothing is live until you create it at the end.
          </Text>
          <TextInput label="Campaign name" required maxLength={255} {...form.getInputProps('name')} key={form.key('name')} />
          <FundsHolderSelect required {...form.getInputProps('fundingSourceId')} key={form.key('fundingSourceId')} />
          <Button type="submit" loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
            Continue
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
