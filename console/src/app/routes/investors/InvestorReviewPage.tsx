// Route `/investors/review/:id`: the first approval of a pending investor, with all its fields and its payment list;
// then the investor's details.
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { BackButton } from '../../../components/ui/BackButton';
import { PageHeading } from '../../../components/ui/PageHeading';
import { QueryFallback } from '../../../components/ui/QueryFallback';
import { useDocumentTitle } from '../../../lib/document-title';
import { useInvestor } from '../../../features/investors/api/get-investor';
import { ReviewInvestorForm } from '../../../features/investors/components/ReviewInvestorForm';
import { investorLabel } from '../../../features/investors/components/investor-labels';
import { investorDetailsPath } from './paths';

export default function InvestorReviewPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const investor = useInvestor(id);
  const data = investor.data;
  const name = data ? investorLabel(data.investor) : '';
  useDocumentTitle(name ? `Review ${name}` : 'Investor review');

  return (
    <Stack spacing={3}>
      <BackButton to={investorDetailsPath(id)} label="Back to investor" />
      <PageHeading
        title="Investor review"
        description={
          name
            ? `Check what ${name} registered with, correct it where needed, and approve: the investor becomes active.`
            : undefined
        }
      />
      {!data ? (
        <QueryFallback
          error={investor.error}
          onRetry={() => void investor.refetch()}
          loadingLabel="Loading the investor…"
        />
      ) : data.investor.status !== 'pending' ? (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={investorDetailsPath(id)} color="inherit" size="small">
              Open details
            </Button>
          }
        >
          {name} has already been reviewed: its details are edited on its page.
        </Alert>
      ) : (
        <ReviewInvestorForm
          key={data.investor.id}
          investor={data.investor}
          payments={data.payments}
          onReviewed={(reviewed) => navigate(investorDetailsPath(reviewed.id))}
        />
      )}
    </Stack>
  );
}
