// An investor's payments (all of them: at most 100): amount in $BLCK, what it was paid in and its type, state, the lock
// on it and its day, and per payment a way to its own view and the funds actions.
import type { ReactNode } from 'react';
import type { InvestorPayment } from '@blck/contract';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { AvailabilityDate } from '../../../components/ui/AvailabilityDate';
import { BlckAmount } from '../../../components/ui/BlckAmount';
import { Mono } from '../../../components/ui/DetailList';
import { TableStateRows } from '../../../components/ui/TableStateRows';
import { PaymentStatusChip } from './InvestorChips';
import { PAYMENT_TYPE_OPTIONS } from './investor-labels';
import { Timestamp } from '../../../components/ui/Timestamp';

export interface PaymentsTableProps {
  payments: readonly InvestorPayment[];
  /** Opens the payment's own view. */
  onOpen: (payment: InvestorPayment) => void;
  renderActions?: (payment: InvestorPayment) => ReactNode;
}

export function PaymentsTable({ payments, onOpen, renderActions }: PaymentsTableProps) {
  return (
    <TableContainer>
      <Table aria-label="Payments" size="small">
        <TableHead>
          <TableRow>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Paid in</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Lock</TableCell>
            <TableCell>Received</TableCell>
            {renderActions && <TableCell align="right" aria-label="Actions" />}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableStateRows
            rows={payments}
            columnCount={renderActions ? 6 : 5}
            emptyText="This investor has no payments."
          />
          {payments.map((payment, index) => (
            <TableRow key={payment.id} hover data-payment-id={payment.id}>
              <TableCell align="right">
                <BlckAmount value={payment.amount} strong />
                <Button
                  size="small"
                  onClick={() => onOpen(payment)}
                  aria-label={`Details of payment ${index + 1}`}
                  sx={{ display: 'flex', ml: 'auto', mr: -1 }}
                >
                  Details
                </Button>
              </TableCell>
              <TableCell>
                {payment.currency}
                <Typography variant="body2" color="text.secondary">
                  {PAYMENT_TYPE_OPTIONS[payment.paymentType]}
                </Typography>
              </TableCell>
              <TableCell>
                <PaymentStatusChip status={payment.status} />
              </TableCell>
              <TableCell sx={{ minWidth: 160 }}>
                {payment.lock ? (
                  <>
                    <Mono small block>
                      {payment.lock.walletAddress}
                    </Mono>
                    {payment.lock.status === 'locked' ? (
                      <AvailabilityDate value={payment.lock.availableFrom} />
                    ) : (
                      <Typography component="span" variant="body2" color="text.secondary">
                        Withdrawn
                      </Typography>
                    )}
                  </>
                ) : (
                  <Typography component="span" variant="body2" color="text.secondary">
                    —
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Timestamp value={payment.createdAt} variant="date" />
              </TableCell>
              {renderActions && <TableCell align="right">{renderActions(payment)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
