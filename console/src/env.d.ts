// Build-time variables the console reads from Vite (see config/environment.ts).
interface ImportMetaEnv {
  readonly VITE_APP_ENV?: string;
}
