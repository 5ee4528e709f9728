// Public entry of the captcha: the component, its handle and the hook forms use.
export { Captcha, type CaptchaHandle, type CaptchaProps } from './Captcha';
export { useCaptcha } from './use-captcha';
