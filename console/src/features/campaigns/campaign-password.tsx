import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ok } from '../../api/api';
import { useApi } from '../../api/api-context';
import type { Campaign } from './campaign-types';
import { showSaveProblem } from './show-save-problem';

/** The password beneficiaries enter to claim (`POST /campaigns/{id}/:set-password`): set or changed, never removed. */
export function CampaignPassword({ campaign }: { campaign: Campaign }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { password: '', confirmation: '' },
    validate: {
      password: (value) => (value ? null : 'Enter a password'),
      confirmation: (value, values) => (value === values.password ? null : 'The two passwords differ'),
    },
  });
  const setPassword = useMutation({
    mutationFn: (password: string) => ok(api.v2.POST('/campaigns/{campaignId}/:set-password', { params: { path: { campaignId: campaign.id } }, body: { password } })),
    onSuccess: () => {
      form.reset();
      void queryClient.invalidateQueries({ queryKey: ['campaigns', campaign.id] });
      notifications.show({ color: 'teal', title: 'Password set', message: 'Beneficiaries must now enter it to claim.' });
    },
    onError: (error) => showSaveProblem(error, form.setErrors),
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => setPassword.mutate(values.password))}>
      <Stack gap="sm" maw={420}>
        <Alert color={campaign.isPasswordProtected ? 'teal' : 'gray'} role="status">
          {campaign.isPasswordProtected ? 'This campaign has a password: beneficiaries enter it to claim.' : 'This campaign has no password.'}
        </Alert>
        <Text size="sm" c="dimmed">
          Share the password with beneficiaries yourself; it is never shown again. It can be changed, not removed.
        </Text>
        <PasswordInput label={campaign.isPasswordProtected ? 'New password' : 'Password'} autoComplete="new-password" required {...form.getInputProps('password')} />
        <PasswordInput label="Password again" autoComplete="new-password" required {...form.getInputProps('confirmation')} />
        <Button type="submit" loading={setPassword.isPending} style={{ alignSelf: 'flex-start' }}>
          {campaign.isPasswordProtected ? 'Change the password' : 'Set the password'}
        </Button>
      </Stack>
    </form>
  );
}
