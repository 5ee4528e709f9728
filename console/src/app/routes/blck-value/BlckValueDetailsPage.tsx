// Route `/blckvalue/view/:id`: one token value entry, whether it is the current value, and with blckValue.manage,
// "Edit" (a dialog that corrects its value).
import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import type { BlckValue } from '@blck/contract';
import Stack from '@mui/material/Stack';
import { ActionButtons } from '../../../components/ui/ActionButtons';
import { BackButton } from '../../../components/ui/BackButton';
import { PageHeading } from '../../../components/ui/PageHeading';
import { QueryFallback } from '../../../components/ui/QueryFallback';
import { backTarget } from '../../../lib/back-link';
import { useDocumentTitle } from '../../../lib/document-title';
import { useBlckValue } from '../../../features/blck-value/api/get-blck-value';
import { FIRST_BLCK_VALUES_PAGE, useListBlckValues } from '../../../features/blck-value/api/list-blck-values';
import { BlckValueDetails } from '../../../features/blck-value/components/BlckValueDetails';
import { BlckValueDialog } from '../../../features/blck-value/components/BlckValueDialog';
import { usePermission } from '../use-permission';
import { BLCK_VALUE_LIST_PATH } from './paths';
import { RecordHistoryPanel } from '../RecordHistoryPanel';

export default function BlckValueDetailsPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const canManage = usePermission('blckValue.manage');
  const [editing, setEditing] = useState<BlckValue | null>(null);
  const entry = useBlckValue(id);
  const firstPage = useListBlckValues(FIRST_BLCK_VALUES_PAGE);
  useDocumentTitle('Token value entry');
  const currentId = firstPage.data ? (firstPage.data.current?.id ?? null) : undefined;

  return (
    <Stack spacing={3}>
      <BackButton to={backTarget(location.state, BLCK_VALUE_LIST_PATH)} label="Back to token value" />
      <PageHeading title="Token value entry" />
      {entry.data ? (
        <BlckValueDetails
          entry={entry.data}
          isCurrent={currentId === undefined ? undefined : currentId === entry.data.id}
          actions={
            canManage && (
              <ActionButtons
                actions={[{ key: 'edit', label: 'Edit', onClick: () => entry.data && setEditing(entry.data) }]}
              />
            )
          }
        />
      ) : (
        <QueryFallback error={entry.error} onRetry={() => void entry.refetch()} loadingLabel="Loading the entry…" />
      )}
      <BlckValueDialog task={editing && { kind: 'edit', entry: editing }} onClose={() => setEditing(null)} />
      <RecordHistoryPanel resource="blck_value" resourceId={id} />
    </Stack>
  );
}
