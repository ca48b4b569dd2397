import { Page } from '../../components/page';
import { EmptyState } from '../../components/states';

export function HomePage() {
  return (
    <Page title="HomePage">
      <EmptyState title="Not built yet" />
    </Page>
  );
}
