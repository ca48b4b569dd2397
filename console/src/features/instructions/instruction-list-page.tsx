import { Page } from '../../components/page';
import { EmptyState } from '../../components/states';

export function InstructionListPage() {
  return (
    <Page title="InstructionListPage">
      <EmptyState title="Not built yet" />
    </Page>
  );
}
