import { Page } from '../../components/page';
import { EmptyState } from '../../components/states';

export function CampaignListPage() {
  return (
    <Page title="CampaignListPage">
      <EmptyState title="Not built yet" />
    </Page>
  );
}
