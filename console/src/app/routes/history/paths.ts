// Where one record's history lives on its own page.
import type { AuditResource } from '@blck/contract';

export const HISTORY_PATH = '/history';
export const recordHistoryPath = (resource: AuditResource, id: string): string =>
  `${HISTORY_PATH}/${encodeURIComponent(resource)}/${encodeURIComponent(id)}`;
