// Shown instead of a captcha when the server uses reCAPTCHA, whose script the console does not load (strict CSP).
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';

export interface RecaptchaNoticeProps {
  siteKey: string;
}

export default function RecaptchaNotice({ siteKey }: RecaptchaNoticeProps) {
  return (
    <Alert severity="warning" variant="outlined">
      <Typography variant="body2">
        This server uses reCAPTCHA{siteKey ? ` (site key ${siteKey})` : ''}. The console does not load Google&apos;s
        script, so the reCAPTCHA check cannot run here. Ask the operator to set CAPTCHA_PROVIDER=altcha
        {siteKey ? '' : ', or to provide RECAPTCHA_SITE_KEY'}.
      </Typography>
    </Alert>
  );
}
