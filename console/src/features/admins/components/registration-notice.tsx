// The notice an admin manager gets when an invitee finished registration: who, and a link to confirm them.
import { adminRegisteredMessage, type AdminRegisteredNotice } from '@blck/contract';
import { showLinkNotice, type NoticeTarget } from '../../../components/ui/link-notice';
import { displayName } from '../../../lib/people';

export type RegistrationNoticeTarget = NoticeTarget;

export const showRegistrationNotice = (notice: AdminRegisteredNotice, target: RegistrationNoticeTarget): void => {
  const name = displayName(notice);
  showLinkNotice({
    id: `admin-registered-${notice.id}`,
    testId: 'admin-registered-notice',
    text: adminRegisteredMessage(name),
    linkLabel: `Review ${name}`,
    target,
  });
};
