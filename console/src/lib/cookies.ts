// The two script-readable cookies of SPEC §3 (authtoken, sessionid): path /, SameSite=Strict, Secure on HTTPS.
import { COOKIES } from '@blck/contract';

type CookieName = (typeof COOKIES)['authToken' | 'sessionId'];

export const readCookie = (name: CookieName): string | null => {
  for (const part of document.cookie.split(';')) {
    const [rawKey, ...rest] = part.trim().split('=');
    if (rawKey === name) {
      const value = decodeURIComponent(rest.join('='));
      return value === '' ? null : value;
    }
  }
  return null;
};

const attributes = (): string => {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  return `; Path=/; SameSite=Strict${secure}`;
};

export const writeCookie = (name: CookieName, value: string): void => {
  document.cookie = `${name}=${encodeURIComponent(value)}${attributes()}`;
};

export const removeCookie = (name: CookieName): void => {
  document.cookie = `${name}=${attributes()}; Max-Age=0`;
};

export const getAuthToken = (): string | null => readCookie(COOKIES.authToken);
export const setAuthToken = (token: string): void => writeCookie(COOKIES.authToken, token);
export const removeAuthToken = (): void => removeCookie(COOKIES.authToken);
export const hasAuthToken = (): boolean => getAuthToken() !== null;

export const getSessionId = (): string | null => readCookie(COOKIES.sessionId);
export const setSessionId = (sessionId: string): void => writeCookie(COOKIES.sessionId, sessionId);
export const removeSessionId = (): void => removeCookie(COOKIES.sessionId);
