// Settings the server writes into index.html at serve time (contract PAGE_META), read once at start.
import { CAPTCHA_PROVIDERS, DEFAULT_BRAND_NAME, PAGE_META, type CaptchaProvider } from '@blck/contract';

const readMeta = (name: string): string =>
  document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() ?? '';

const isCaptchaProvider = (value: string): value is CaptchaProvider =>
  (CAPTCHA_PROVIDERS as readonly string[]).includes(value);

export interface RuntimeSettings {
  brandName: string;
  captchaProvider: CaptchaProvider;
  recaptchaSiteKey: string;
  appEnv: string;
}

const readRuntimeSettings = (): RuntimeSettings => {
  const provider = readMeta(PAGE_META.captchaProvider);
  return {
    brandName: readMeta(PAGE_META.brandName) || DEFAULT_BRAND_NAME,
    captchaProvider: isCaptchaProvider(provider) ? provider : 'altcha',
    recaptchaSiteKey: readMeta(PAGE_META.recaptchaSiteKey),
    appEnv: readMeta(PAGE_META.appEnv) || 'production',
  };
};

export const runtime: RuntimeSettings = readRuntimeSettings();
