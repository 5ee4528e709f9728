// Route `/authenticatorcode`: the authenticator code for admins with two-factor sign-in.
import { SignInCodeForm } from '../../../features/auth/components/SignInCodeForm';
import { useDocumentTitle } from '../../../lib/document-title';

export default function AuthenticatorCodePage() {
  useDocumentTitle('Authenticator code');
  return <SignInCodeForm kind="authenticator" />;
}
