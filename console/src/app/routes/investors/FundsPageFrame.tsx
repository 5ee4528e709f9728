// The frame of the four funds pages (`/investors/funds/{increase|decrease|lock|withdraw}/:investorid/:id`): loads the
// investor and its payments, shows the chosen payment ("single investor payment") with the way to choose another
// ("choose payment"), explains when the action does not apply to it, and otherwise hands the page its form. After
// the action, the investor's details show the new balances.
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { Investor, InvestorPayment } from '@blck/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { BackButton } from '../../../components/ui/BackButton';
import { PageHeading } from '../../../components/ui/PageHeading';
import { QueryFallback } from '../../../components/ui/QueryFallback';
import { SectionCard } from '../../../components/ui/SectionCard';
import { useDocumentTitle } from '../../../lib/document-title';
import { useInvestor } from '../../../features/investors/api/get-investor';
import { ChoosePaymentDialog } from '../../../features/investors/components/ChoosePaymentDialog';
import { PaymentSummary } from '../../../features/investors/components/PaymentSummary';
import {
  FUNDS_OPERATION_TITLES,
  fundsBlockedReason,
  type FundsOperation,
} from '../../../features/investors/components/funds-rules';
import { investorLabel } from '../../../features/investors/components/investor-labels';
import { investorDetailsPath, investorFundsPath } from './paths';

export interface FundsPageContext {
  investor: Investor;
  /** Every payment of the investor, as loaded. */
  payments: readonly InvestorPayment[];
  /** The payment of the route, to which the action applies. */
  payment: InvestorPayment;
  /** Of BLCK and the payments' currencies, those whose official wallet is suspended (nothing in them moves). */
  suspendedCurrencies: readonly string[];
  /** Loads the investor and its payments again (after a stale list). */
  reload: () => void;
  /** After the action succeeded (or was sent for approval): refresh the investor and show its details. */
  done: () => void;
}

export interface FundsPageFrameProps {
  operation: FundsOperation;
  /** The action's section title, e.g. "Increase". */
  formTitle: string;
  children: (context: FundsPageContext) => ReactNode;
}

export function FundsPageFrame({ operation, formTitle, children }: FundsPageFrameProps) {
  const { investorid = '', id = '' } = useParams();
  const navigate = useNavigate();
  const [choosing, setChoosing] = useState(false);
  const investor = useInvestor(investorid);
  const data = investor.data;
  const title = FUNDS_OPERATION_TITLES[operation];
  const name = data ? investorLabel(data.investor) : '';
  useDocumentTitle(name ? `${title} · ${name}` : title);

  const payment = data?.payments.find((each) => each.id === id);
  const conditions = { suspendedCurrencies: data?.suspendedCurrencies };
  const blocked = data && payment ? fundsBlockedReason(operation, data.investor, payment, conditions) : undefined;
  const chooseButton = (label: string) => (
    <Button variant="outlined" size="small" onClick={() => setChoosing(true)}>
      {label}
    </Button>
  );

  const body = (): ReactNode => {
    if (!data) {
      return (
        <QueryFallback
          error={investor.error}
          onRetry={() => void investor.refetch()}
          loadingLabel="Loading the investor…"
        />
      );
    }
    if (!payment) {
      return (
        <Alert severity="warning" action={chooseButton('Choose payment')}>
          This payment is not one of the payments of {name}. It may have been removed; choose one of its payments.
        </Alert>
      );
    }
    return (
      <>
        <SectionCard title="Payment" actions={chooseButton('Choose another payment')}>
          <PaymentSummary payment={payment} />
        </SectionCard>
        {blocked ? (
          <Alert severity="info">{blocked}</Alert>
        ) : (
          // One form per payment: choosing another payment starts afresh.
          <SectionCard key={payment.id} title={formTitle}>
            {children({
              investor: data.investor,
              payments: data.payments,
              payment,
              suspendedCurrencies: data.suspendedCurrencies,
              reload: () => void investor.refetch(),
              // The action's mutation made the investor stale already (its endpoint's `affects`).
              done: () => navigate(investorDetailsPath(investorid)),
            })}
          </SectionCard>
        )}
      </>
    );
  };

  return (
    <Stack spacing={3}>
      <BackButton to={investorDetailsPath(investorid)} label="Back to investor" />
      <PageHeading title={title} description={name || undefined} />
      {body()}
      {data && (
        <ChoosePaymentDialog
          open={choosing}
          operation={operation}
          investor={data.investor}
          payments={data.payments}
          conditions={conditions}
          current={id}
          onChoose={(chosen) => {
            setChoosing(false);
            navigate(investorFundsPath(operation, investorid, chosen.id));
          }}
          onClose={() => setChoosing(false)}
        />
      )}
    </Stack>
  );
}
