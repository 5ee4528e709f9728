// What a form needs from any captcha: a solved answer for one submit, and a fresh challenge after it.
export interface CaptchaHandle {
  /** The answer of a solved challenge, solving one first when needed; null when none could be solved. */
  solve: () => Promise<string | null>;
  /** Drops the used answer and starts on a new challenge (an answer is accepted once). */
  reset: () => void;
}
