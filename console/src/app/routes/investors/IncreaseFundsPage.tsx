// Route `/investors/funds/increase/:investorid/:id`: add $BLCK to one payment of an investor.
import { FundsChangePage } from './FundsChangePage';

export default function IncreaseFundsPage() {
  return <FundsChangePage change="increase" />;
}
