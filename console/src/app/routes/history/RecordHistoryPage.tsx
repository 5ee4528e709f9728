// Route `/history/:resource/:id`: one record's history on its own, for records without a details page (a lock, an
// official wallet); the server decides who may read it (the record's own view permission, or audit.view).
import { useParams } from 'react-router';
import { AuditResourceSchema, auditResourceLabel } from '@blck/contract';
import Stack from '@mui/material/Stack';
import { PageHeading } from '../../../components/ui/PageHeading';
import { useDocumentTitle } from '../../../lib/document-title';
import { SectionNotFound } from '../errors/SectionNotFound';
import { RecordHistoryPanel } from '../RecordHistoryPanel';

export default function RecordHistoryPage() {
  const { resource = '', id = '' } = useParams();
  const kind = AuditResourceSchema.safeParse(resource);
  const title = kind.success ? `${auditResourceLabel(kind.data)} ${id}` : 'History';
  useDocumentTitle(`History · ${title}`);
  if (!kind.success || !id) return <SectionNotFound back={{ label: 'Go to the dashboard', to: '/dashboard' }} />;
  return (
    <Stack spacing={3}>
      <PageHeading title={title} />
      <RecordHistoryPanel resource={kind.data} resourceId={id} />
    </Stack>
  );
}
