// Build-time choice of API and realtime origins per environment (SPEC §9: production or test hosts).

export interface EnvironmentConfig {
  /** Origin of the API, '' for the page's own origin. */
  apiOrigin: string;
  /** Origin of the realtime socket, '' for the page's own origin. */
  socketOrigin: string;
}

export const ENVIRONMENTS = {
  production: { apiOrigin: '', socketOrigin: '' },
  test: { apiOrigin: '', socketOrigin: '' },
} as const satisfies Record<string, EnvironmentConfig>;

export type EnvironmentName = keyof typeof ENVIRONMENTS;

/** The build targets the test environment unless told otherwise (SPEC §9). */
export const DEFAULT_ENVIRONMENT: EnvironmentName = 'test';

const isEnvironmentName = (value: unknown): value is EnvironmentName =>
  typeof value === 'string' && Object.hasOwn(ENVIRONMENTS, value);

const requested: unknown = import.meta.env.VITE_APP_ENV;

export const ENVIRONMENT_NAME: EnvironmentName = isEnvironmentName(requested) ? requested : DEFAULT_ENVIRONMENT;

export const environment: EnvironmentConfig = ENVIRONMENTS[ENVIRONMENT_NAME];
