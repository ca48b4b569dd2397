import { Text } from '@mantine/core';
import { Page } from '../../components/page';

export function TemplateListPage() {
  return (
    <Page title="Messages">
      <Text>Messages</Text>
    </Page>
  );
}
