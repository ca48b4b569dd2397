import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';

/** A signing secret, shown this once (the API never shows it again), with a button that copies it. */
export function SecretModal({ secret, title, onClose }: { secret: string; title: string; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={title} closeOnClickOutside={false}>
      <Stack>
        <Alert color="yellow" title="Copy it now">
          This is the only time the secret is shown. Keep it where your receiver can read it: it verifies each delivery’s signature (Standard Webhooks).
        </Alert>
        <Code block aria-label="Signing secret" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {secret}
        </Code>
        <Group justify="space-between">
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button variant="light" color={copied ? 'green' : undefined} onClick={copy}>
                {copied ? 'Copied' : 'Copy the secret'}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>I have kept it</Button>
        </Group>
        <Text size="xs" c="dimmed">
          Lost it? Rotate the secret: a new one is shown, and the old one keeps signing beside it for 24 hours.
        </Text>
      </Stack>
    </Modal>
  );
}
