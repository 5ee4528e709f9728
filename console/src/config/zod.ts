// Runs zod without its JIT, whose `new Function` probe the strict Content-Security-Policy refuses.
import { config } from 'zod';

config({ jitless: true });
