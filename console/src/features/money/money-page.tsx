import { Text } from '@mantine/core';
import { Page } from '../../components/page';

export function MoneyPage() {
  return (
    <Page title="Money">
      <Text>Money</Text>
    </Page>
  );
}
