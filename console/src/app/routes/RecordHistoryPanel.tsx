// The history panel of a details page, with admins linked when the viewer may open their pages.
import type { AuditResource } from '@blck/contract';
import { RecordHistory } from '../../features/audit/components/RecordHistory';
import { adminDetailsPath } from './admins/paths';
import { usePermission } from './use-permission';

export function RecordHistoryPanel({
  resource,
  resourceId,
  title,
}: {
  resource: AuditResource;
  resourceId: string;
  title?: string;
}) {
  const canOpenAdmins = usePermission('admins.view');
  return (
    <RecordHistory
      title={title}
      resource={resource}
      resourceId={resourceId}
      adminPath={canOpenAdmins ? adminDetailsPath : undefined}
    />
  );
}
