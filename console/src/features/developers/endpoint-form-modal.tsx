import { Alert, Button, Checkbox, Group, Modal, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { components } from '../../../../clients/typescript/v2';
import { ok } from '../../api/api';
import { useApi } from '../../api/api-context';
import { ApiProblem, describeError } from '../../api/problem';
import { developerKeys } from './developers-queries';
import { EVENT_TYPES, type WebhookEventType } from './developers-search';

type Endpoint = components['schemas']['WebhookEndpointView'];

/**
 * An endpoint's address, description and event types, to create one (the answer carries its secret, shown next) or
 * change one. Every type unless some are chosen; the API's field errors show beside their fields.
 */
export function EndpointFormModal({ endpoint, onClose, onCreated }: { endpoint?: Endpoint; onClose: () => void; onCreated?: (secret: string, id: string) => void }) {
  const { v2 } = useApi();
  const queryClient = useQueryClient();
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [everyType, setEveryType] = useState(!endpoint?.eventTypes);
  const [types, setTypes] = useState<string[]>(endpoint?.eventTypes ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: async (): Promise<Endpoint & { secret?: string }> => {
      const eventTypes = everyType ? undefined : (types as WebhookEventType[]);
      if (endpoint) {
        return ok(v2.PATCH('/webhook-endpoints/{id}', { params: { path: { id: endpoint.id } }, body: { url: url.trim(), description: description.trim() || null, eventTypes: eventTypes ?? null } }));
      }
      return ok(v2.POST('/webhook-endpoints', { body: { url: url.trim(), ...(description.trim() ? { description: description.trim() } : {}), ...(eventTypes ? { eventTypes } : {}) } }));
    },
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: developerKeys.endpoints });
      if (saved.secret && onCreated) onCreated(saved.secret, saved.id);
      else notifications.show({ color: 'green', title: 'Endpoint saved', message: saved.url });
      onClose();
    },
    onError: (error) => setErrors(error instanceof ApiProblem ? error.fieldErrors : {}),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!/^https?:\/\/\S+$/i.test(url.trim())) found.url = 'Enter the endpoint’s http(s) address.';
    if (!everyType && types.length === 0) found.eventTypes = 'Choose at least one event type, or send every type.';
    setErrors(found);
    if (Object.keys(found).length === 0) mutation.mutate();
  };
  const general = mutation.isError && Object.keys(errors).length === 0 ? describeError(mutation.error) : null;
  return (
    <Modal opened onClose={onClose} title={endpoint ? 'Edit the endpoint' : 'Add a webhook endpoint'} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label="Endpoint URL" description="Where each event is POSTed, signed" required type="url" value={url} onChange={(e) => setUrl(e.currentTarget.value)} error={errors.url} data-autofocus />
          <TextInput label="Description" description="Optional: what it is for" value={description} onChange={(e) => setDescription(e.currentTarget.value)} error={errors.description} />
          <Switch label="Send every event type" checked={everyType} onChange={(e) => setEveryType(e.currentTarget.checked)} />
          {!everyType && (
            <Checkbox.Group label="Event types" value={types} onChange={setTypes} error={errors.eventTypes}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
                {EVENT_TYPES.map((type) => (
                  <Checkbox key={type} value={type} label={type} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          )}
          {general && (
            <Alert color="red" title="Not saved" role="alert">
              {general}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {endpoint ? 'Save' : 'Add endpoint'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
