import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { ok } from '../../api/api';
import { useApi } from '../../api/api-context';
import { describeError } from '../../api/problem';

/** Downloads the API's sample CSV through the typed client (it needs the token, so a plain link cannot fetch it). */
export function SampleFileButton() {
  const { v2 } = useApi();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const blob = (await ok(v2.GET('/campaigns/payout-instructions/:get-sample-file', { parseAs: 'blob' }))) as unknown as Blob;
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = 'payout-instructions-sample.csv';
      document.body.append(link);
      link.click();
      link.remove();
      // The download has its own copy once started.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      notifications.show({ color: 'red', title: 'The sample file did not download', message: describeError(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="subtle" size="compact-sm" leftSection={<IconDownload size={14} aria-hidden />} loading={busy} onClick={() => void download()}>
      Download the sample file
    </Button>
  );
}
