// The answer of "Verify chain", shown prominently: intact with the number of events checked, or where it breaks.
import type { AuditVerifyResponse } from '@blck/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

export interface VerifyChainResultProps {
  result: AuditVerifyResponse;
  onClose: () => void;
}

export const verifyChainText = (result: AuditVerifyResponse): string =>
  result.valid
    ? `Chain intact: ${result.checked} events checked`
    : result.firstBrokenSeq
      ? `Chain broken at event #${result.firstBrokenSeq}`
      : 'Chain broken';

export function VerifyChainResult({ result, onClose }: VerifyChainResultProps) {
  return (
    <Alert
      severity={result.valid ? 'success' : 'error'}
      variant="filled"
      role={result.valid ? 'status' : 'alert'}
      onClose={onClose}
      data-testid="verify-chain-result"
    >
      <AlertTitle sx={{ mb: 0.5 }}>{verifyChainText(result)}</AlertTitle>
      {result.valid
        ? 'Every event links to the one before it and its hash matches its content.'
        : `Events from #${result.firstBrokenSeq ?? '?'} on do not match their hash chain (${result.checked} events checked): the trail was changed outside the application. Export it and tell the security officer.`}
    </Alert>
  );
}
