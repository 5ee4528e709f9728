// Route `/investors/funds/decrease/:investorid/:id`: remove $BLCK from one payment of an investor (at most its amount).
import { FundsChangePage } from './FundsChangePage';

export default function DecreaseFundsPage() {
  return <FundsChangePage change="decrease" />;
}
