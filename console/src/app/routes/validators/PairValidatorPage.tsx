// Route `/validators/pair/:sessionHash` (public, with or without a session): the one-time pairing link an admin hands to
// a validator node's operator. A sessionHash that is not 64 lowercase hex shows the invalid-link notice without calling
// the server; otherwise the operator names the node and pairs it.
import { useParams } from 'react-router';
import { SessionHashSchema } from '@blck/contract';
import { PAIR_VALIDATOR_TITLE, PairValidatorForm } from '../../../features/validators/components/PairValidatorForm';
import { useDocumentTitle } from '../../../lib/document-title';
import { messageFor } from '../../../lib/form';
import { InvalidLinkNotice } from '../auth/InvalidLinkNotice';

export default function PairValidatorPage() {
  useDocumentTitle(PAIR_VALIDATOR_TITLE);
  const { sessionHash = '' } = useParams();
  const problem = messageFor(SessionHashSchema, sessionHash);
  if (problem) {
    return (
      <InvalidLinkNotice
        title={PAIR_VALIDATOR_TITLE}
        message="This pairing link is not valid or is incomplete. Ask an administrator for a new pairing link."
        action={{ label: 'Back to sign in', to: '/' }}
      />
    );
  }
  return <PairValidatorForm key={sessionHash} sessionHash={sessionHash} />;
}
