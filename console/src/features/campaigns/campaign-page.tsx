import { Page } from '../../components/page';
import { EmptyState } from '../../components/states';

export function CampaignPage() {
  return (
    <Page title="CampaignPage">
      <EmptyState title="Not built yet" />
    </Page>
  );
}
