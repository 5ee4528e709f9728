// The approval policies: each action, on or off, who may approve, its thresholds (money actions), when and by whom
// it last changed; with admins.manage an Edit button per row.
import type { ApprovalPolicy } from '@blck/contract';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { BlckAmount } from '../../../components/ui/BlckAmount';
import { StatusChip } from '../../../components/ui/StatusChip';
import { Timestamp } from '../../../components/ui/Timestamp';
import { personName } from './proposal-labels';

export interface PoliciesTableProps {
  policies: readonly ApprovalPolicy[];
  onEdit?: (policy: ApprovalPolicy) => void;
}

const thresholdsText = (policy: ApprovalPolicy) => {
  if (!policy.money) return 'Every change';
  const perCurrency = Object.entries(policy.thresholds).sort(([a], [b]) => a.localeCompare(b));
  return (
    <>
      {policy.defaultThreshold === null || !/[1-9]/.test(policy.defaultThreshold) ? (
        'Every move'
      ) : (
        <>
          Above <BlckAmount value={policy.defaultThreshold} />
        </>
      )}
      {perCurrency.map(([currency, amount]) => (
        <div key={currency}>
          {currency}: above <BlckAmount value={amount} />
        </div>
      ))}
    </>
  );
};

export function PoliciesTable({ policies, onEdit }: PoliciesTableProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Approval policies">
        <TableHead>
          <TableRow>
            <TableCell>Action</TableCell>
            <TableCell>Policy</TableCell>
            <TableCell>Waits for approval</TableCell>
            <TableCell>Approved by</TableCell>
            <TableCell>Last changed</TableCell>
            {onEdit && <TableCell align="right">Actions</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {policies.map((policy) => (
            <TableRow key={policy.action} data-testid={`policy-${policy.action}`}>
              <TableCell component="th" scope="row">
                {policy.label}
              </TableCell>
              <TableCell>
                <StatusChip label={policy.enabled ? 'On' : 'Off'} color={policy.enabled ? 'success' : 'default'} />
              </TableCell>
              <TableCell>{policy.enabled ? thresholdsText(policy) : '—'}</TableCell>
              <TableCell>{policy.permission}</TableCell>
              <TableCell>
                {policy.updatedAt ? (
                  <>
                    <Timestamp value={policy.updatedAt} variant="date" />
                    {policy.updatedBy ? ` by ${personName(policy.updatedBy)}` : ''}
                  </>
                ) : (
                  'Default'
                )}
              </TableCell>
              {onEdit && (
                <TableCell align="right">
                  <Button size="small" onClick={() => onEdit(policy)} aria-label={`Edit policy: ${policy.label}`}>
                    Edit
                  </Button>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
