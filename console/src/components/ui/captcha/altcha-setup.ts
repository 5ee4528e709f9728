// Registers the ALTCHA widget with same-origin worker files and our API client, so it runs under the strict CSP.
import 'altcha/external';
import 'altcha/altcha.css';
import Argon2idWorker from 'altcha/workers/argon2id?worker';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ScryptWorker from 'altcha/workers/scrypt?worker';
import ShaWorker from 'altcha/workers/sha?worker';
import { captchaChallengeFetch, captchaChallengeUrl } from '../../../lib/api-client';

const algorithms = globalThis.$altcha.algorithms;
for (const name of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512'])
  algorithms.set(name, () => new Pbkdf2Worker());
for (const name of ['SHA-256', 'SHA-384', 'SHA-512']) algorithms.set(name, () => new ShaWorker());
algorithms.set('ARGON2ID', () => new Argon2idWorker());
algorithms.set('SCRYPT', () => new ScryptWorker());

globalThis.$altcha.defaults.set({
  challenge: captchaChallengeUrl(),
  fetch: captchaChallengeFetch,
  hideFooter: true,
  humanInteractionSignature: false,
});
