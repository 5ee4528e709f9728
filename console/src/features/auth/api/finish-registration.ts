// An invited administrator replaces the temporary password with their own (admins/registration/{resetToken}).
import { authEndpoints, type FinishRegistrationBody } from '@blck/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export interface FinishRegistrationInput {
  resetToken: string;
  body: FinishRegistrationBody;
}

export const finishRegistration = ({ resetToken, body }: FinishRegistrationInput) =>
  callEndpoint(authEndpoints.finishRegistration, { params: { resetToken }, body });

export const finishRegistrationMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'finish-registration'], mutationFn: finishRegistration });

export const useFinishRegistration = () => useMutation(finishRegistrationMutationOptions());
