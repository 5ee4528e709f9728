// Gives a form its captcha answer on submit and a fresh challenge after each call.
import { useCallback, useRef, useState } from 'react';
import type { CaptchaHandle } from './captcha-handle';

export function useCaptcha() {
  const captchaRef = useRef<CaptchaHandle>(null);
  const [solving, setSolving] = useState(false);

  /** The answer to send, or '' when the captcha could not be solved (the schema then explains why). */
  const solveCaptcha = useCallback(async (): Promise<string> => {
    const captcha = captchaRef.current;
    if (!captcha) return '';
    setSolving(true);
    try {
      return (await captcha.solve()) ?? '';
    } finally {
      setSolving(false);
    }
  }, []);

  const resetCaptcha = useCallback(() => captchaRef.current?.reset(), []);

  return { captchaRef, solving, solveCaptcha, resetCaptcha };
}
