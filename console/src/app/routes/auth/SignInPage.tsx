// Route `/`: sign-in, first step.
import { SignInForm } from '../../../features/auth/components/SignInForm';
import { useDocumentTitle } from '../../../lib/document-title';

export default function SignInPage() {
  useDocumentTitle('Sign in');
  return <SignInForm />;
}
