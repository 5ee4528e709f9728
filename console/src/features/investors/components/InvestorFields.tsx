// The editable details of an investor, shared by the edit dialog and the review form: name, number, address,
// representative, interest rate, reward bonus and contact email.
import { UpdateInvestorBodySchema, type Investor, type UpdateInvestorBody } from '@blck/contract';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { TextInput } from '../../../components/ui/TextInput';
import type { FieldBinding } from '../../../lib/form';

export type InvestorDetailsValues = Record<keyof UpdateInvestorBody, string>;

/** The form values of an investor's details, as stored. */
export const investorDetailsValues = (investor: Investor): InvestorDetailsValues => ({
  investorName: investor.investorName,
  investorId: investor.investorId,
  investorAddress: investor.investorAddress,
  representedBy: investor.representedBy,
  interestRate: investor.interestRate,
  rewardBonus: investor.rewardBonus,
  contactEmail: investor.contactEmail,
});

/** The keys of the details, in the order of the contract (for picking them out of a larger form). */
export const INVESTOR_DETAIL_KEYS = Object.keys(UpdateInvestorBodySchema.shape) as (keyof UpdateInvestorBody)[];

const PERCENT_HINT = 'A percentage from 0 to 100, up to 4 decimals, like 5.25.';

export interface InvestorFieldsProps {
  field: (name: keyof InvestorDetailsValues) => FieldBinding;
  autoFocus?: boolean;
}

export function InvestorFields({ field, autoFocus = false }: InvestorFieldsProps) {
  const percentField = (name: 'interestRate' | 'rewardBonus', label: string) => {
    const binding = field(name);
    return (
      <TextInput
        {...binding}
        label={label}
        autoComplete="off"
        htmlInput={{ inputMode: 'decimal', spellCheck: false }}
        endAdornment={<InputAdornment position="end">%</InputAdornment>}
        helperText={binding.helperText ?? PERCENT_HINT}
      />
    );
  };
  const representedBy = field('representedBy');
  return (
    <Stack spacing={2.5}>
      <TextInput {...field('investorName')} label="Investor name" autoComplete="off" autoFocus={autoFocus} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          {...field('investorId')}
          label="Investor number"
          autoComplete="off"
          helperText={field('investorId').helperText ?? 'The registration or tax number.'}
        />
        <TextInput {...field('contactEmail')} label="Contact email" type="email" autoComplete="off" />
      </Stack>
      <TextInput {...field('investorAddress')} label="Address" autoComplete="off" multiline minRows={2} />
      <TextInput
        {...representedBy}
        label="Represented by"
        autoComplete="off"
        helperText={representedBy.helperText ?? 'Optional: who acts for the investor.'}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {percentField('interestRate', 'Interest rate')}
        {percentField('rewardBonus', 'Reward bonus')}
      </Stack>
    </Stack>
  );
}
