import { Text } from '@mantine/core';
import { Page } from '../../components/page';

export function AttentionPage() {
  return (
    <Page title="Needs attention">
      <Text>Needs attention</Text>
    </Page>
  );
}
