import '@mantine/dates/styles.css';
import { Button, Divider, Group, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ok } from '../../api/api';
import { useApi } from '../../api/api-context';
import { toCents } from '../../components/format';
import { MoneyInput } from '../../components/money-input';
import { campaignChanges, type CampaignSettingsValues } from './campaign-changes';
import type { Campaign } from './campaign-types';
import { CAMPAIGN_EMAIL_TYPES, REMINDER_OPTIONS } from './email-settings';
import { choicesFrom, selectionsFrom } from './payout-method-choices';
import { PayoutMethodPicker, usePayoutMethods } from './payout-method-picker';
import { showSaveProblem } from './show-save-problem';
import { TemplateSelect } from './template-select';

/** The campaign's settings, as in the wizard, saved with a merge patch of what changed (`PATCH /campaigns/{id}`). */
export function CampaignSettingsForm({ campaign }: { campaign: Campaign }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const catalog = usePayoutMethods();
  const [methods, setMethods] = useState(() => selectionsFrom(campaign.payoutMethods));
  const [methodsError, setMethodsError] = useState<string>();
  const form = useForm<Omit<CampaignSettingsValues, 'payoutMethods'>>({
    initialValues: {
      name: campaign.name,
      welcomeHeadline: campaign.welcomeHeadline ?? '',
      campaignDescription: campaign.campaignDescription ?? '',
      welcomeText: campaign.welcomeText ?? '',
      campaignManager: campaign.campaignManager ?? '',
      expiryDate: campaign.expiryDate,
      displayEndDate: campaign.displayEndDate ?? '',
      automaticReminders: campaign.automaticReminders,
      otpThresholdCents: campaign.otpThresholdAmount === null ? null : toCents(campaign.otpThresholdAmount),
      emailTemplates: Object.fromEntries(CAMPAIGN_EMAIL_TYPES.map(({ type }) => [type, campaign.emailTemplates[type] ?? ''])),
    },
    validate: {
      name: (value) => (value.trim() ? null : 'Give the campaign a name'),
      displayEndDate: (value, values) => (value && value > values.expiryDate ? 'The display end date cannot be after the expiry date' : null),
    },
  });
  const save = useMutation({
    mutationFn: (values: CampaignSettingsValues) => {
      const changes = campaignChanges(campaign, values);
      return Object.keys(changes).length === 0 ? Promise.resolve(null) : ok(api.v2.PATCH('/campaigns/{id}', { params: { path: { id: campaign.id } }, body: changes }));
    },
    onSuccess: (updated) => {
      if (!updated) return notifications.show({ title: 'Nothing to save', message: 'No setting changed.' });
      void queryClient.invalidateQueries({ queryKey: ['campaigns'] });
      void queryClient.invalidateQueries({ queryKey: ['portfolio'] });
      notifications.show({ color: 'teal', title: 'Settings saved', message: `${updated.name} is up to date.` });
    },
    onError: (error) => {
      const fields = showSaveProblem(error, form.setErrors, (field) => (field === 'otpThresholdAmount' ? 'otpThresholdCents' : field));
      setMethodsError(Object.entries(fields).find(([field]) => field.startsWith('payoutMethod'))?.[1]);
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        const payoutMethods = choicesFrom(methods, (catalog.data?.data ?? []).map((m) => m.id));
        if (payoutMethods.length === 0) return setMethodsError('Offer at least one payout method.');
        setMethodsError(undefined);
        save.mutate({ ...values, payoutMethods });
      })}
    >
      <Stack gap="lg">
        <Stack gap="sm">
          <Title order={2} size="h5">
            What beneficiaries see
          </Title>
          <TextInput label="Campaign name" required maxLength={255} {...form.getInputProps('name')} />
          <TextInput label="Welcome headline" {...form.getInputProps('welcomeHeadline')} />
          <Textarea label="Campaign description" autosize minRows={2} {...form.getInputProps('campaignDescription')} />
          <Textarea label="Welcome text" autosize minRows={3} {...form.getInputProps('welcomeText')} />
          <TextInput label="Campaign manager" {...form.getInputProps('campaignManager')} />
        </Stack>
        <Divider />
        <Stack gap="sm">
          <Title order={2} size="h5">
            Payout methods
          </Title>
          <PayoutMethodPicker value={methods} onChange={setMethods} error={methodsError} />
        </Stack>
        <Divider />
        <Stack gap="sm">
          <Title order={2} size="h5">
            Messages
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {CAMPAIGN_EMAIL_TYPES.map(({ type, label, description }) => (
              <TemplateSelect key={type} templateType={type} label={`${label} email`} description={description} {...form.getInputProps(`emailTemplates.${type}`)} />
            ))}
          </SimpleGrid>
          <Select label="Automatic reminders" data={REMINDER_OPTIONS} allowDeselect={false} {...form.getInputProps('automaticReminders')} />
        </Stack>
        <Divider />
        <Title order={2} size="h5">
          Dates and security
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <DateInput label="Expiry date" required valueFormat="MMM D, YYYY" clearable={false} {...form.getInputProps('expiryDate')} />
          <DateInput label="Display end date" valueFormat="MMM D, YYYY" clearable maxDate={form.values.expiryDate} {...form.getInputProps('displayEndDate')} />
          <MoneyInput
            label="One-time code from"
            description="Empty for none"
            value={form.values.otpThresholdCents}
            onChange={(cents) => form.setFieldValue('otpThresholdCents', cents)}
            error={form.errors.otpThresholdCents}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
