// The console's unit tests (pure rules and components, in a simulated DOM); the root config runs the API suite only.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'console',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    pool: 'threads',
    maxWorkers: 2,
  },
});
