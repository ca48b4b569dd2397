import { Page } from '../../../components/page';
import { EmptyState } from '../../../components/states';

export function CampaignWizardPage() {
  return (
    <Page title="CampaignWizardPage">
      <EmptyState title="Not built yet" />
    </Page>
  );
}
