// Solves one ALTCHA challenge: the server's challenge (through the api client, parsed with the contract), worked on by
// altcha-lib's solver in a few workers, and the payload the server verifies (base64 JSON of the signed challenge and
// the solution, as the ALTCHA widget sends it).
import { authEndpoints } from '@blck/contract';
import { solveChallengeWorkers, type Payload } from 'altcha-lib';
import { callEndpoint } from '../../../lib/api-client';
import AltchaWorker from './altcha-worker?worker';

/** Workers racing on one challenge (each tries every n-th counter); more than four gains little on a phone. */
const WORKERS = Math.max(1, Math.min(4, navigator.hardwareConcurrency || 2));

export interface SolvedChallenge {
  /** The answer for the `captcha` field of one call. */
  payload: string;
  /** When the server stops accepting it (its clock, in the challenge's signed data), if it says. */
  expiresAtMs: number | null;
}

/** Null when `signal` aborted it; throws when the challenge could not be fetched or solved. */
export const solveAltcha = async (signal: AbortSignal): Promise<SolvedChallenge | null> => {
  const challenge = await callEndpoint(authEndpoints.captchaChallenge, { signal });
  if (signal.aborted) return null;
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort, { once: true });
  try {
    const solution = await solveChallengeWorkers({
      challenge,
      concurrency: WORKERS,
      controller,
      createWorker: () => new AltchaWorker(),
    });
    if (signal.aborted) return null;
    if (!solution) throw new Error('The captcha challenge was not solved in time.');
    const payload: Payload = { challenge, solution };
    const expiresAtMs = Number(challenge.parameters.data?.expiresAtMs);
    return {
      payload: btoa(JSON.stringify(payload)),
      expiresAtMs: Number.isFinite(expiresAtMs) && expiresAtMs > 0 ? expiresAtMs : null,
    };
  } finally {
    signal.removeEventListener('abort', abort);
  }
};
