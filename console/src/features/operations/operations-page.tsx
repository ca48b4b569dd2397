import { Text } from '@mantine/core';
import { Page } from '../../components/page';

export function OperationsPage() {
  return (
    <Page title="Operations">
      <Text>Operations</Text>
    </Page>
  );
}
