import { Text } from '@mantine/core';
import { Page } from '../../components/page';

export function DevelopersPage() {
  return (
    <Page title="Developers">
      <Text>Developers</Text>
    </Page>
  );
}
