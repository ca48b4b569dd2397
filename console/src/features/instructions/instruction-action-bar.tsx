import { Button, Group, Stack, Text } from '@mantine/core';
import { IconBell, IconCircleX, IconPencil, IconRefresh, IconRotate, IconSend } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useMe } from '../../app/session';
import { useDialog } from '../../components/use-dialog';
import { EditInstructionModal } from './edit-instruction-modal';
import { offeredActions, type InstructionAction } from './instruction-actions';
import { CancelModal, InitiateModal, SimpleActionModal } from './instruction-action-modals';
import type { Instruction } from './instruction-model';

const LABEL: Record<InstructionAction, string> = {
  edit: 'Edit',
  initiate: 'Initiate',
  reinitiate: 'Reinitiate',
  sendReminder: 'Send a reminder',
  tryRestore: 'Try to restore',
  cancel: 'Cancel instruction',
};
const ICON: Record<InstructionAction, ReactNode> = {
  edit: <IconPencil size={16} aria-hidden />,
  initiate: <IconSend size={16} aria-hidden />,
  reinitiate: <IconRefresh size={16} aria-hidden />,
  sendReminder: <IconBell size={16} aria-hidden />,
  tryRestore: <IconRotate size={16} aria-hidden />,
  cancel: <IconCircleX size={16} aria-hidden />,
};

/** The actions the instruction's status and the person's scopes allow, each confirmed where it moves money or links. */
export function InstructionActionBar({ instruction }: { instruction: Instruction }) {
  const me = useMe();
  const [open, openDialog, close] = useDialog<InstructionAction>();
  const offered = offeredActions(instruction, me.data?.scopes ?? []);
  if (!offered.length) return null;
  const blocked = offered.filter((action) => action.blocked);
  return (
    <Stack gap={4} align="flex-end">
      <Group gap="xs" justify="flex-end">
        {offered.map(({ action, blocked: reason }) => (
          <Button
            key={action}
            variant={action === 'initiate' || action === 'reinitiate' ? 'filled' : action === 'cancel' ? 'outline' : 'default'}
            color={action === 'cancel' ? 'red.9' : undefined}
            leftSection={ICON[action]}
            disabled={Boolean(reason)}
            onClick={() => openDialog(action)}
          >
            {LABEL[action]}
          </Button>
        ))}
      </Group>
      {blocked.map(({ action, blocked: reason }) => (
        <Text key={action} size="xs" c="dimmed">
          {LABEL[action]}: {reason}
        </Text>
      ))}
      {open === 'edit' && <EditInstructionModal instruction={instruction} opened onClose={close} />}
      {(open === 'initiate' || open === 'reinitiate') && <InitiateModal instruction={instruction} again={open === 'reinitiate'} onClose={close} />}
      {open === 'cancel' && <CancelModal instruction={instruction} onClose={close} />}
      {open === 'tryRestore' && <SimpleActionModal instruction={instruction} action="tryRestore" onClose={close} />}
      {open === 'sendReminder' && <SimpleActionModal instruction={instruction} action="sendReminder" onClose={close} />}
    </Stack>
  );
}
