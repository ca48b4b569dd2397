import { Text } from '@mantine/core';
import { Page } from '../../components/page';

export function TeamPage() {
  return (
    <Page title="Team">
      <Text>Team</Text>
    </Page>
  );
}
