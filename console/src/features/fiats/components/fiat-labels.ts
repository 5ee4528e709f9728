// How fiat values read on screen: the state's label and the value as "1 USD = 1.08 $BLCK".
import { formatBlck, type Fiat } from '@blck/contract';

export const FIAT_STATUS_LABELS = { active: 'Active', deactivated: 'Deactivated' } as const;

/** "US dollar (USD)". */
export const fiatName = (fiat: Pick<Fiat, 'title' | 'label'>): string => `${fiat.title} (${fiat.label})`;

/** The price of one unit in $BLCK, grouped: "1 USD = 1,250.5 $BLCK". */
export const fiatValueText = (label: string, value: string): string => `1 ${label} = ${formatBlck(value)}`;
