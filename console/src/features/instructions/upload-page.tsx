import { Page } from '../../components/page';
import { EmptyState } from '../../components/states';

export function UploadPage() {
  return (
    <Page title="UploadPage">
      <EmptyState title="Not built yet" />
    </Page>
  );
}
