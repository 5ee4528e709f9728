// Route `/investors/details/:id`: everything about one investor (details, balances, payments with their locks), what
// the viewer may do with it, the funds actions per payment, and one payment's own view (`?payment=<id>`).
import { Link as RouterLink, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { InvestorPayment } from '@blck/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { BackButton } from '../../../components/ui/BackButton';
import { PageHeading } from '../../../components/ui/PageHeading';
import { QueryFallback } from '../../../components/ui/QueryFallback';
import { SectionCard } from '../../../components/ui/SectionCard';
import { backTarget } from '../../../lib/back-link';
import { useDocumentTitle } from '../../../lib/document-title';
import { useInvestor } from '../../../features/investors/api/get-investor';
import { InvestorActions } from '../../../features/investors/components/InvestorActions';
import { InvestorBalances, InvestorDetails } from '../../../features/investors/components/InvestorDetails';
import { PaymentActions } from '../../../features/investors/components/PaymentActions';
import { PaymentDialog } from '../../../features/investors/components/PaymentDialog';
import { PaymentsTable } from '../../../features/investors/components/PaymentsTable';
import type { FundsOperation } from '../../../features/investors/components/funds-rules';
import { investorLabel } from '../../../features/investors/components/investor-labels';
import { usePermission } from '../use-permission';
import { INVESTOR_LIST_PATH, investorFundsPath, investorReviewPath } from './paths';
import { RecordHistoryPanel } from '../RecordHistoryPanel';

const PAYMENT_PARAM = 'payment';

export default function InvestorDetailsPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const canManage = usePermission('investors.manage');
  const changeFunds = usePermission('funds.manage');
  const lockFunds = usePermission('lockedFunds.manage');
  const investor = useInvestor(id);
  const data = investor.data;
  const name = data ? investorLabel(data.investor) : '';
  useDocumentTitle(name ? `${name} · Investors` : 'Investor');

  const permissions = { changeFunds, lockFunds };
  const conditions = { suspendedCurrencies: data?.suspendedCurrencies };
  const pathFor = (operation: FundsOperation, payment: InvestorPayment) => investorFundsPath(operation, id, payment.id);
  const openPayment = data?.payments.find((payment) => payment.id === params.get(PAYMENT_PARAM)) ?? null;
  const showPayment = (paymentId: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (paymentId) next.set(PAYMENT_PARAM, paymentId);
      else next.delete(PAYMENT_PARAM);
      return next;
    });
  const pending = data?.investor.status === 'pending';

  return (
    <Stack spacing={3}>
      <BackButton to={backTarget(location.state, INVESTOR_LIST_PATH)} label="Back to investors" />
      <PageHeading
        title={name || 'Investor'}
        actions={
          canManage &&
          pending && (
            <Button
              component={RouterLink}
              to={investorReviewPath(id)}
              variant="contained"
              startIcon={<FactCheckIcon />}
            >
              Review investor
            </Button>
          )
        }
      />
      {data ? (
        <>
          {pending && (
            <Alert severity="info">
              This investor waits for its first review: check its details and payments, then approve it. Its funds do
              not change until then.
            </Alert>
          )}
          <InvestorDetails
            investor={data.investor}
            actions={
              canManage && <InvestorActions investor={data.investor} onRemoved={() => navigate(INVESTOR_LIST_PATH)} />
            }
          />
          <InvestorBalances balances={data.investor.balances} />
          <SectionCard title="Payments">
            <PaymentsTable
              payments={data.payments}
              onOpen={(payment) => showPayment(payment.id)}
              renderActions={
                changeFunds || lockFunds
                  ? (payment) => (
                      <PaymentActions
                        investor={data.investor}
                        payment={payment}
                        permissions={permissions}
                        conditions={conditions}
                        pathFor={pathFor}
                        compact
                      />
                    )
                  : undefined
              }
            />
          </SectionCard>
          <PaymentDialog
            investor={data.investor}
            payment={openPayment}
            permissions={permissions}
            conditions={conditions}
            pathFor={pathFor}
            onClose={() => showPayment(null)}
          />
        </>
      ) : (
        <QueryFallback
          error={investor.error}
          onRetry={() => void investor.refetch()}
          loadingLabel="Loading the investor…"
        />
      )}
      <RecordHistoryPanel resource="investor" resourceId={id} />
    </Stack>
  );
}
