import '@mantine/dropzone/styles.css';
import { Alert, Button, Checkbox, Group, List, Modal, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { IconFileTypeCsv, IconUpload, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { ok } from '../../api/api';
import { useApi } from '../../api/api-context';
import { ApiProblem, describeError } from '../../api/problem';
import { progressFetch } from '../../components/upload-transport';
import { instructionKeys } from './instruction-model';
import { SampleFileButton } from './sample-file-button';
import { useUpload } from './upload-queries';
import { fileProblem, formatBytes, formatSecondsLeft, importFraction, isUploadFinished, MAX_UPLOAD_BYTES, percent, secondsLeft, sentFraction } from './upload-progress';

interface Sending {
  sent: number;
  total: number | null;
  startedAt: number;
}

/**
 * Uploads a CSV of payout instructions (docs/uploads.md): the file goes up with its progress shown, then its rows are
 * imported by a worker, followed here until done; then the upload's own page tells the outcome row by row.
 */
export function UploadModal({ campaignId, opened, onClose }: { campaignId: string; opened: boolean; onClose: () => void }) {
  const { v2 } = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const openRef = useRef<() => void>(null);
  const abort = useRef<AbortController | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [partial, setPartial] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [sending, setSending] = useState<Sending | null>(null);
  const [uploadId, setUploadId] = useState<string | null>(null);
  const upload = useUpload(campaignId, uploadId);
  const finished = upload.data !== undefined && isUploadFinished(upload.data.status);

  useEffect(() => {
    if (!finished || !uploadId) return;
    void queryClient.invalidateQueries({ queryKey: instructionKeys.all });
    reset();
    onClose();
    void navigate({ to: '/campaigns/$campaignId/uploads/$uploadId', params: { campaignId, uploadId } });
    // Leaves once, when the import ends.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [finished, uploadId]);

  const choose = (files: File[]) => {
    const chosen = files[0];
    if (!chosen) return;
    const problem = fileProblem(chosen);
    setProblems(problem ? [problem] : []);
    setFile(problem ? null : chosen);
  };

  const send = async () => {
    if (!file) return;
    const controller = new AbortController();
    abort.current = controller;
    setProblems([]);
    setSending({ sent: 0, total: file.size, startedAt: Date.now() });
    const body = new FormData();
    body.append('mode', partial ? 'partial' : 'all-or-nothing');
    body.append('file', file, file.name);
    try {
      const created = await ok(
        v2.POST('/campaigns/{campaignId}/payout-instructions/:upload', {
          params: { path: { campaignId } },
          body: body as never,
          signal: controller.signal,
          fetch: progressFetch((sent, total) => setSending((current) => (current ? { ...current, sent, total } : current))),
        }),
      );
      setUploadId(created.id);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') {
        notifications.show({ color: 'gray', title: 'Upload cancelled', message: 'Nothing was imported.' });
      } else if (error instanceof ApiProblem && error.problem.errors) {
        setProblems(Object.values(error.problem.errors).flat());
      } else {
        setProblems([describeError(error)]);
      }
    } finally {
      setSending(null);
      abort.current = null;
    }
  };

  function reset() {
    setFile(null);
    setProblems([]);
    setUploadId(null);
    setPartial(false);
  }

  const close = () => {
    abort.current?.abort();
    if (uploadId && !finished) {
      // The import goes on without the screen; its page shows where it is.
      void navigate({ to: '/campaigns/$campaignId/uploads/$uploadId', params: { campaignId, uploadId } });
    }
    reset();
    onClose();
  };

  const sentShare = sending ? sentFraction(sending.sent, sending.total) : null;
  const left = sending ? secondsLeft(sending.sent, sending.total, Date.now() - sending.startedAt) : null;
  const rowsShare = upload.data ? importFraction(upload.data) : null;

  return (
    <Modal opened={opened} onClose={close} title="Upload payout instructions" size="lg">
      <Stack>
        {!sending && !uploadId && (
          <>
            <Text size="sm">
              A CSV file with a header row. Known columns: Id (your external id), Amount, FirstName, LastName, Email, PhoneNumber; every other column becomes a tag. A row whose Id
              already exists in the campaign updates that instruction.
            </Text>
            <Group gap="xs">
              <SampleFileButton />
            </Group>
            <Dropzone
              openRef={openRef}
              onDrop={choose}
              onReject={(rejections) => setProblems(rejections.flatMap((rejection) => rejection.errors.map((error) => (error.code === 'file-too-large' ? `The file is larger than ${formatBytes(MAX_UPLOAD_BYTES)}.` : error.code === 'file-invalid-type' ? 'Choose a .csv file.' : error.message))))}
              accept={{ 'text/csv': ['.csv'], 'application/vnd.ms-excel': ['.csv'] }}
              maxSize={MAX_UPLOAD_BYTES}
              multiple={false}
              aria-label="Drop a CSV file here, or press Enter to choose one"
            >
              <Group justify="center" gap="md" mih={120} style={{ pointerEvents: 'none' }}>
                <Dropzone.Accept>
                  <IconUpload size={40} aria-hidden />
                </Dropzone.Accept>
                <Dropzone.Reject>
                  <IconX size={40} aria-hidden />
                </Dropzone.Reject>
                <Dropzone.Idle>
                  <IconFileTypeCsv size={40} aria-hidden />
                </Dropzone.Idle>
                <div>
                  <Text fw={500}>{file ? file.name : 'Drag a CSV file here, or click to choose one'}</Text>
                  <Text size="sm" c="dimmed">
                    {file ? formatBytes(file.size) : `Up to ${formatBytes(MAX_UPLOAD_BYTES)}`}
                  </Text>
                </div>
              </Group>
            </Dropzone>
            <Checkbox
              label="Import the valid rows even if some are refused"
              description="Off: all or nothing, so one bad row keeps the whole file out. On: the valid rows land and the refused ones are listed."
              checked={partial}
              onChange={(event) => setPartial(event.currentTarget.checked)}
            />
          </>
        )}

        {problems.length > 0 && (
          <Alert color="red" title="The file was not accepted" role="alert">
            <List size="sm">
              {problems.map((problem) => (
                <List.Item key={problem}>{problem}</List.Item>
              ))}
            </List>
          </Alert>
        )}

        {sending && (
          <Stack gap={4} role="status" aria-live="polite">
            <Text size="sm" fw={500}>
              Sending {file?.name}
            </Text>
            <Progress value={sentShare === null ? 100 : percent(sentShare)} animated={sentShare === null} aria-label="File sent" />
            <Text size="sm" c="dimmed">
              {formatBytes(sending.sent)} of {formatBytes(sending.total ?? file?.size ?? 0)}
              {sentShare !== null && ` · ${percent(sentShare)}%`}
              {left !== null && ` · ${formatSecondsLeft(left)}`}
            </Text>
          </Stack>
        )}

        {uploadId && (
          <Stack gap={4} role="status" aria-live="polite">
            <Text size="sm" fw={500}>
              {upload.data?.status === 'Queued' ? 'Sent. Waiting for the import to start…' : 'Importing the rows…'}
            </Text>
            <Progress value={rowsShare === null ? 100 : percent(rowsShare)} animated aria-label="Rows imported" />
            {upload.data && (
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
                <Count label="Rows read" value={`${upload.data.processedRows}${upload.data.totalRows ? ` of ${upload.data.totalRows}` : ''}`} />
                <Count label="Created" value={upload.data.createdCount} />
                <Count label="Updated" value={upload.data.updatedCount} />
                <Count label="Refused" value={upload.data.failedCount} />
              </SimpleGrid>
            )}
            {upload.isError && <Text size="sm" c="red.9">{describeError(upload.error)}</Text>}
          </Stack>
        )}

        <Group justify="space-between">
          {!sending && !uploadId ? (
            <Button variant="default" onClick={() => openRef.current?.()}>
              Choose a file
            </Button>
          ) : (
            <span />
          )}
          <Group gap="xs">
            <Button variant="default" onClick={close}>
              {sending ? 'Cancel upload' : uploadId ? 'Close (the import goes on)' : 'Cancel'}
            </Button>
            {!sending && !uploadId && (
              <Button onClick={() => void send()} disabled={!file} leftSection={<IconUpload size={16} aria-hidden />}>
                Upload
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}

function Count({ label, value }: { label: string; value: number | string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}
