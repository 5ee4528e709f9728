// Route `/terms`: the terms and conditions of using the console.
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../../lib/document-title';
import { LegalDocument } from './LegalDocument';

export default function TermsPage() {
  useDocumentTitle('Terms and Conditions');
  return (
    <LegalDocument title="Terms and Conditions">
      <Typography variant="h2">Who may use this console</Typography>
      <Typography variant="body2">
        This console is for staff administrators only. Access is personal: do not share your password, codes or
        authenticator with anyone, and sign out when you leave your device.
      </Typography>
      <Typography variant="h2">What you do here</Typography>
      <Typography variant="body2">
        Every change you make is recorded with your name, the time and the details of the change. Act only within the
        permissions you were given and the instructions of your organisation.
      </Typography>
      <Typography variant="h2">Problems</Typography>
      <Typography variant="body2">
        If you suspect that someone else used your account, reset your password and tell an administrator at once.
      </Typography>
    </LegalDocument>
  );
}
