// Route `/forgotpassword`: request a reset code, then enter it.
import { ForgotPasswordForm } from '../../../features/auth/components/ForgotPasswordForm';
import { useDocumentTitle } from '../../../lib/document-title';

export default function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  return <ForgotPasswordForm />;
}
