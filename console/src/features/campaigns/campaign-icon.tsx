import { Avatar, Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhoto } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ok } from '../../api/api';
import { useApi } from '../../api/api-context';
import { describeError } from '../../api/problem';
import type { Campaign } from './campaign-types';

const TYPES = ['image/png', 'image/jpeg'];
const MAX_BYTES = 2 * 1024 * 1024;

/** The icon on the claim page: the current one, a chosen file previewed before it replaces it (PNG or JPEG, 2 MiB). */
export function CampaignIcon({ campaign, canEdit }: { campaign: Campaign; canEdit: boolean }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const upload = useMutation({
    mutationFn: (icon: File) => {
      const body = new FormData();
      body.set('iconFile', icon);
      // Multipart: openapi-fetch passes FormData through and the browser sets the boundary.
      return ok(api.v2.PATCH('/campaigns/{id}/campaign-icon', { params: { path: { id: campaign.id } }, body: body as unknown as { iconFile: string } }));
    },
    onSuccess: () => {
      setFile(null);
      void queryClient.invalidateQueries({ queryKey: ['campaigns', campaign.id] });
      notifications.show({ color: 'teal', title: 'Icon saved', message: 'Beneficiaries see the new icon from now on.' });
    },
    onError: (problem) => {
      setError(describeError(problem));
      notifications.show({ color: 'red', title: 'Icon not saved', message: describeError(problem) });
    },
  });
  return (
    <Stack gap="md" maw={520}>
      <Group gap="lg" align="center">
        <Stack gap={4} align="center">
          <Avatar src={campaign.iconUrl} alt={campaign.iconUrl ? 'Current icon' : undefined} size={72} radius="md">
            <IconPhoto aria-hidden />
          </Avatar>
          <Text size="xs" c="dimmed">
            {campaign.iconUrl ? 'Current' : 'No icon yet'}
          </Text>
        </Stack>
        {preview && (
          <Stack gap={4} align="center">
            <Avatar src={preview} alt="New icon, not saved yet" size={72} radius="md" />
            <Text size="xs" c="dimmed">
              New
            </Text>
          </Stack>
        )}
      </Group>
      {canEdit ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (file) upload.mutate(file);
          }}
        >
          <Stack gap="sm">
            <FileInput
              label="New icon"
              description="PNG or JPEG, at most 2 MB; square works best"
              accept={TYPES.join(',')}
              clearable
              value={file}
              error={error}
              onChange={(chosen) => {
                setError(undefined);
                if (chosen && !TYPES.includes(chosen.type)) return (setFile(null), setError('Choose a PNG or JPEG image'));
                if (chosen && chosen.size > MAX_BYTES) return (setFile(null), setError('The image is larger than 2 MB'));
                setFile(chosen);
              }}
            />
            <Group>
              <Button type="submit" disabled={!file} loading={upload.isPending}>
                Save icon
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Text size="sm" c="dimmed">
          Your role cannot change the icon.
        </Text>
      )}
    </Stack>
  );
}
