import { Page } from '../../../components/page';
import { EmptyState } from '../../../components/states';

export function NewCampaignPage() {
  return (
    <Page title="NewCampaignPage">
      <EmptyState title="Not built yet" />
    </Page>
  );
}
