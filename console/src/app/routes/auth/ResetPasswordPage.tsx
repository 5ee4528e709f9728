// Route `/forgotpassword/:code/:resettoken`: choose a new password with the code and token from the path.
import { useParams } from 'react-router';
import { OneTimeCodeSchema, TokenSchema } from '@blck/contract';
import { ResetPasswordForm } from '../../../features/auth/components/ResetPasswordForm';
import { useDocumentTitle } from '../../../lib/document-title';
import { messageFor } from '../../../lib/form';
import { InvalidLinkNotice } from './InvalidLinkNotice';

const INVALID_LINK_MESSAGE =
  'This reset link is not valid or is incomplete. Request a new code to reset your password.';

export default function ResetPasswordPage() {
  useDocumentTitle('Reset password');
  const { code = '', resettoken = '' } = useParams();
  const linkIsValid = !messageFor(TokenSchema, resettoken) && !messageFor(OneTimeCodeSchema, code);
  if (!linkIsValid) {
    return (
      <InvalidLinkNotice
        title="Reset password"
        message={INVALID_LINK_MESSAGE}
        action={{ label: 'Request a new code', to: '/forgotpassword' }}
      />
    );
  }
  return <ResetPasswordForm code={code} resetToken={resettoken} />;
}
