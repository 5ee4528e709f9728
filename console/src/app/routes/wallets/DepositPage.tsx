// Route `/wallets/update/balance`: deposit $BLCK into an issuer wallet, picked by its issuer (with issuers.view) or
// typed, or handed over as `?wallet=`; a confirmation naming the owner, then the new balance and the ways on.
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../../lib/document-title';
import type { IncreaseWalletResult } from '../../../features/wallets/api/increase-wallet';
import { DepositForm } from '../../../features/wallets/components/DepositForm';
import { DepositReceipt } from '../../../features/wallets/components/DepositReceipt';
import { IssuerWalletPicker } from '../../../features/issuers/components/IssuerWalletPicker';
import { usePermission } from '../use-permission';
import { WALLET_LIST_PATH, depositHistoryPath } from './paths';

export default function DepositPage() {
  useDocumentTitle('Increase balance');
  const [params] = useSearchParams();
  const canLookUp = usePermission('wallets.view');
  const canSeeHistory = usePermission('histories.view');
  const canPickIssuer = usePermission('issuers.view');
  const [result, setResult] = useState<IncreaseWalletResult | null>(null);
  const [round, setRound] = useState(0);
  const initialWallet = (params.get('wallet') ?? '').trim();

  // The deposit's mutation made the wallets, the history and the issuers stale (its endpoint's `affects`).
  const deposited = (done: IncreaseWalletResult) => setResult(done);

  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h1">Increase balance</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Deposit $BLCK into an issuer&apos;s wallet. Every deposit is recorded in the deposit history.
        </Typography>
      </div>
      {result ? (
        <DepositReceipt
          wallet={result.wallet}
          deposit={result.deposit}
          actions={
            <>
              {canLookUp && (
                <Button component={RouterLink} to={WALLET_LIST_PATH} variant="contained">
                  Go to wallets
                </Button>
              )}
              {canSeeHistory && (
                <Button component={RouterLink} to={depositHistoryPath(result.wallet.walletAddress)} variant="outlined">
                  See deposit history
                </Button>
              )}
              <Button
                onClick={() => {
                  setResult(null);
                  setRound(round + 1);
                }}
              >
                Make another deposit
              </Button>
            </>
          }
        />
      ) : (
        <DepositForm
          key={round}
          initialWallet={initialWallet}
          canLookUp={canLookUp}
          onDeposited={deposited}
          // Held back for approval: a fresh form; the notice links to the proposal.
          onSentForApproval={() => setRound(round + 1)}
          walletField={canPickIssuer ? IssuerWalletPicker : undefined}
        />
      )}
    </Stack>
  );
}
