// Route `/validators/view`: the counter of paired validators (validators.view, the section's permission); with
// authenticators.view the custom authenticators (the API's custom validators; SPEC §9: 30 per page, the page kept in
// the URL query) with their total and Export (CSV); with authenticators.manage "Generate authenticator link" (password,
// then the one-time link a validator node pairs with) and "Remove" per row.
// Pairings made by validator nodes reach both parts live through the realtime connection.
import { useState } from 'react';
import { CustomValidatorListQuerySchema, type CustomValidator, type CustomValidatorListQuery } from '@blck/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddLinkIcon from '@mui/icons-material/AddLink';
import { ActionButtons } from '../../../components/ui/ActionButtons';
import { ErrorAlert } from '../../../components/ui/ErrorAlert';
import { PageHeading } from '../../../components/ui/PageHeading';
import { useDocumentTitle } from '../../../lib/document-title';
import { pagingHandlers, useUrlQuery } from '../../../lib/url-query';
import { useExportCustomValidators } from '../../../features/validators/api/export-custom-validators';
import { useListCustomValidators } from '../../../features/validators/api/list-custom-validators';
import { CustomValidatorsTable } from '../../../features/validators/components/CustomValidatorsTable';
import { GenerateValidatorDialog } from '../../../features/validators/components/GenerateValidatorDialog';
import { RemoveValidatorDialog } from '../../../features/validators/components/RemoveValidatorDialog';
import { ValidatorCountCard } from '../../../features/validators/components/ValidatorCountCard';
import { customValidatorLabel } from '../../../features/validators/components/validator-labels';
import { usePermission } from '../use-permission';

const LIST_KEYS = ['page'] as const;

const totalText = (total: number) => (total === 1 ? '1 custom authenticator' : `${total} custom authenticators`);

export default function ValidatorsPage() {
  useDocumentTitle('Validators');
  const canViewList = usePermission('authenticators.view');
  const canManage = usePermission('authenticators.manage');
  const [generating, setGenerating] = useState(false);
  const [removing, setRemoving] = useState<CustomValidator | null>(null);

  return (
    <Stack spacing={3}>
      <PageHeading
        title="Validators"
        description="Validator nodes pair with a custom authenticator: a one-time link generated here. The counter shows how many are paired and active."
        actions={
          canManage && (
            <Button variant="contained" startIcon={<AddLinkIcon />} onClick={() => setGenerating(true)}>
              Generate authenticator link
            </Button>
          )
        }
      />
      <ValidatorCountCard />
      {canViewList && <CustomValidatorsList canManage={canManage} onRemove={setRemoving} />}
      {canManage && (
        <>
          <GenerateValidatorDialog open={generating} onClose={() => setGenerating(false)} />
          <RemoveValidatorDialog validator={removing} onClose={() => setRemoving(null)} />
        </>
      )}
    </Stack>
  );
}

interface CustomValidatorsListProps {
  canManage: boolean;
  onRemove: (validator: CustomValidator) => void;
}

function CustomValidatorsList({ canManage, onRemove }: CustomValidatorsListProps) {
  const { query, update } = useUrlQuery<CustomValidatorListQuery>(CustomValidatorListQuerySchema, LIST_KEYS);
  const list = useListCustomValidators(query);
  const total = list.data?.total;
  const { onPage, onRowsPerPage } = pagingHandlers(update);
  const exportCsv = useExportCustomValidators();

  const rowActions = (validator: CustomValidator) =>
    validator.status === 'removed' ? null : (
      <ActionButtons
        size="small"
        label={`Actions for ${customValidatorLabel(validator)}`}
        actions={[
          {
            key: 'remove',
            label: 'Remove',
            color: 'error',
            onClick: () => onRemove(validator),
            ariaLabel: `Remove ${customValidatorLabel(validator)}`,
          },
        ]}
      />
    );

  return (
    <Stack component="section" spacing={2} aria-labelledby="custom-validators-heading">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="h2" id="custom-validators-heading" sx={{ fontSize: '1.25rem' }}>
          Custom authenticators
        </Typography>
        {total !== undefined && (
          <Typography color="text.secondary" data-testid="custom-validator-total">
            {totalText(total)}
          </Typography>
        )}
      </Stack>
      {list.error && !list.data && <ErrorAlert error={list.error} />}
      <CustomValidatorsTable
        validators={list.data?.customValidators}
        total={total ?? 0}
        query={query}
        loading={list.isFetching}
        emptyText={
          canManage
            ? 'No custom authenticators yet. “Generate authenticator link” makes one for a validator node.'
            : 'No custom authenticators have been generated yet.'
        }
        renderActions={canManage ? rowActions : undefined}
        onExport={() => exportCsv.mutate()}
        exporting={exportCsv.isPending}
        onPage={onPage}
        onRowsPerPage={onRowsPerPage}
      />
    </Stack>
  );
}
