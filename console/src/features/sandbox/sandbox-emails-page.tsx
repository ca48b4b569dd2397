import { Page } from '../../components/page';
import { EmptyState } from '../../components/states';

export function SandboxEmailsPage() {
  return (
    <Page title="SandboxEmailsPage">
      <EmptyState title="Not built yet" />
    </Page>
  );
}
