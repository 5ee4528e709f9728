// Reads a 202 of a call under four eyes (ProposalAcceptedSchema). Loaded by the api client only when such an answer
// arrives, so the proposal's schemas stay out of the sign-in page's first files.
import { ProposalAcceptedSchema, type ProposalAccepted } from '@blck/contract';

export const parseProposalAccepted = (payload: unknown): ProposalAccepted | null => {
  const parsed = ProposalAcceptedSchema.safeParse(payload);
  return parsed.success ? parsed.data : null;
};
