// Route `/legal`: legal notice and how the console handles personal data.
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../../lib/document-title';
import { LegalDocument } from './LegalDocument';

export default function LegalPage() {
  useDocumentTitle('Legal & Privacy');
  return (
    <LegalDocument title="Legal & Privacy">
      <Typography variant="h2">Data we keep</Typography>
      <Typography variant="body2">
        For each administrator we keep the name, email address, permissions and a protected form of the password, plus a
        record of sign-ins and changes for security and audit.
      </Typography>
      <Typography variant="h2">Cookies</Typography>
      <Typography variant="body2">
        The console uses only the cookies it needs to sign you in and keep you signed in. There is no tracking and no
        advertising, and the captcha runs in your browser without third parties.
      </Typography>
      <Typography variant="h2">Your rights</Typography>
      <Typography variant="body2">
        Ask the operator of this console to see, correct or delete the personal data kept about you.
      </Typography>
    </LegalDocument>
  );
}
