// One ALTCHA proof-of-work worker: altcha-lib's own solver loop with its WebCrypto PBKDF2, off the main thread.
// The same library (and algorithm) the server verifies with; loaded from our origin, as the CSP's worker-src allows.
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { handler } from 'altcha-lib/workers/shared';

handler({ deriveKey });
