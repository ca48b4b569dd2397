import { Anchor, Badge, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { V3Components } from '../../../../clients/typescript';
import { formatDateTime } from '../../components/format';
import { claimLink, emailDocument } from './email-html';

export type SimulatedEmail = V3Components['schemas']['SimulatedEmailView'];

/**
 * One simulated email as its recipient would see it, in a sandboxed frame: no scripts, no forms, no access to the
 * console; its links open in a new tab. The claim link is repeated as a plain link, to follow it as the beneficiary.
 */
export function EmailPreview({ email }: { email: SimulatedEmail }) {
  const subject = email.subject ?? '(not rendered yet)';
  const link = email.htmlBody ? claimLink(email.htmlBody) : null;
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {subject}
        </Title>
        <Group gap="xs">
          <Badge variant="light" color="gray" c="gray.9" style={{ textTransform: 'none' }}>
            {email.templateType}
          </Badge>
          <Badge variant="dot" color={email.deliveryStatus === 'Failed' ? 'red' : email.deliveryStatus === 'Sent' ? 'green' : 'gray'} style={{ textTransform: 'none' }}>
            {email.deliveryStatus}
          </Badge>
        </Group>
        <Text size="sm">
          To <strong>{email.recipient}</strong> · {email.sentOn ? `sent ${formatDateTime(email.sentOn)}` : `due ${formatDateTime(email.scheduledFor)}`}
        </Text>
        {link && (
          <Text size="sm">
            Claim link:{' '}
            <Anchor href={link} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
              {link} <IconExternalLink size={12} aria-hidden />
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Anchor>
          </Text>
        )}
        {email.htmlBody ? (
          <iframe
            sandbox="allow-popups allow-popups-to-escape-sandbox"
            srcDoc={emailDocument(email.htmlBody)}
            title={`Email: ${subject}`}
            style={{ width: '100%', minHeight: 520, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4, background: 'white' }}
          />
        ) : (
          <Text size="sm" c="dimmed">
            A worker renders the content shortly; this view refreshes by itself.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
