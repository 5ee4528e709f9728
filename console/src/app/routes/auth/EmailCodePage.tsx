// Route `/emailcode`: the code mailed after the first sign-in step.
import { SignInCodeForm } from '../../../features/auth/components/SignInCodeForm';
import { useDocumentTitle } from '../../../lib/document-title';

export default function EmailCodePage() {
  useDocumentTitle('Email code');
  return <SignInCodeForm kind="email" />;
}
