import { Page } from '../../components/page';
import { EmptyState } from '../../components/states';

export function InstructionPage() {
  return (
    <Page title="InstructionPage">
      <EmptyState title="Not built yet" />
    </Page>
  );
}
