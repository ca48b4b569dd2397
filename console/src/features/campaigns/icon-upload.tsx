import { Avatar, Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ApiProblem, describeError } from '../../api/problem';

const TYPES = ['image/png', 'image/jpeg'];
const MAX_BYTES = 2 * 1024 * 1024;

/**
 * An icon for the claim page: the current one, and a chosen file previewed before `upload` replaces it (PNG or JPEG,
 * at most 2 MiB, checked here before the API checks the content).
 */
export function IconUpload({ currentUrl, canEdit, upload, saving }: { currentUrl: string | null; canEdit: boolean; upload: (file: File) => Promise<unknown>; saving: boolean }) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const choose = (chosen: File | null) => {
    setError(undefined);
    setFile(null);
    if (chosen && !TYPES.includes(chosen.type)) return setError('Choose a PNG or JPEG image');
    if (chosen && chosen.size > MAX_BYTES) return setError('The image is larger than 2 MB');
    setFile(chosen);
  };
  return (
    <Stack gap="md" maw={520}>
      <Group gap="lg" align="center">
        <Stack gap={4} align="center">
          <Avatar src={currentUrl} alt={currentUrl ? 'Current icon' : undefined} size={72} radius="md">
            <IconPhoto aria-hidden />
          </Avatar>
          <Text size="xs" c="dimmed">
            {currentUrl ? 'Current' : 'No icon yet'}
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
        <Stack gap="sm">
          <FileInput label="New icon" description="PNG or JPEG, at most 2 MB; square works best" accept={TYPES.join(',')} clearable value={file} error={error} onChange={choose} />
          <Group>
            <Button
              disabled={!file}
              loading={saving}
              onClick={() => {
                if (file)
                  void upload(file).then(
                    () => setFile(null),
                    (problem: unknown) => setError(iconProblem(problem)),
                  );
              }}
            >
              Save icon
            </Button>
          </Group>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          Your role cannot change the icon.
        </Text>
      )}
    </Stack>
  );
}

/** The API's word on the file itself (`iconFile`) when it gives one, else its detail. */
function iconProblem(problem: unknown): string {
  return (problem instanceof ApiProblem ? Object.values(problem.fieldErrors)[0] : undefined) ?? describeError(problem);
}
