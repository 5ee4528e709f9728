// Route `/registration/:resettoken`: an invited admin finishes registration.
import { useParams } from 'react-router';
import { TokenSchema } from '@blck/contract';
import { FinishRegistrationForm } from '../../../features/auth/components/FinishRegistrationForm';
import { useDocumentTitle } from '../../../lib/document-title';
import { messageFor } from '../../../lib/form';
import { InvalidLinkNotice } from './InvalidLinkNotice';

export default function RegistrationPage() {
  useDocumentTitle('Finish registration');
  const { resettoken = '' } = useParams();
  const problem = messageFor(TokenSchema, resettoken);
  if (problem) {
    return (
      <InvalidLinkNotice
        title="Finish registration"
        message={`${problem} The administrator who invited you can send the registration link again.`}
        action={{ label: 'Back to sign in', to: '/' }}
      />
    );
  }
  return <FinishRegistrationForm resetToken={resettoken} />;
}
