import { Text } from '@mantine/core';
import { Page } from '../../components/page';

export function PortfolioPage() {
  return (
    <Page title="Reports">
      <Text>Reports</Text>
    </Page>
  );
}
