import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { describeError } from '../api/problem';

/** Asks before an action that cannot be taken back, says what it does, and shows the API's refusal if any. */
export function ConfirmModal({
  title,
  children,
  confirm,
  back = 'Back',
  refused = 'Not done',
  danger = false,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  children: ReactNode;
  /** The button that acts, the one that goes back without acting, and the title of the API's refusal. */
  confirm: string;
  back?: string;
  refused?: string;
  danger?: boolean;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened onClose={onClose} title={title}>
      <Stack>
        {children}
        {error != null && (
          <Alert color="red" title={refused} role="alert">
            {describeError(error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {back}
          </Button>
          <Button color={danger ? 'red' : undefined} loading={pending} onClick={onConfirm}>
            {confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
