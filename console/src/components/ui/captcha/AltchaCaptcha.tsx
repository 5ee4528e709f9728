// The ALTCHA proof-of-work widget (a lazy chunk of Captcha): solves on load, hands its payload on, restarts after use.
import './altcha-setup';
import type {} from 'altcha/types/react';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTheme } from '@mui/material/styles';
import type { CaptchaHandle } from './captcha-handle';

type WidgetState = 'unverified' | 'verifying' | 'verified' | 'error' | 'expired' | 'code';

interface StateChangeDetail {
  state: WidgetState;
  payload: string | null;
}

export interface AltchaCaptchaProps {
  ref?: Ref<CaptchaHandle>;
  /** Id of the element that describes the captcha (its help or error text). */
  describedBy?: string;
  onStateChange?: (state: WidgetState) => void;
}

export default function AltchaCaptcha({ ref, describedBy, onStateChange }: AltchaCaptchaProps) {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const widgetRef = useRef<AltchaWidgetElement>(null);
  const payloadRef = useRef<string | null>(null);
  const waitersRef = useRef<Array<(payload: string | null) => void>>([]);
  const [state, setState] = useState<WidgetState>('unverified');

  const onStateChangeRef = useRef(onStateChange);
  useEffect(() => {
    onStateChangeRef.current = onStateChange;
  }, [onStateChange]);

  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget) return;

    const settle = (payload: string | null) => {
      const waiters = waitersRef.current;
      waitersRef.current = [];
      for (const resolve of waiters) resolve(payload);
    };

    const handleStateChange = (event: Event) => {
      const detail = (event as CustomEvent<StateChangeDetail>).detail;
      setState(detail.state);
      onStateChangeRef.current?.(detail.state);
      if (detail.state === 'verified' && detail.payload) {
        payloadRef.current = detail.payload;
        settle(detail.payload);
      } else {
        payloadRef.current = null;
        if (detail.state === 'error') settle(null);
      }
    };

    const handleExpired = () => {
      payloadRef.current = null;
      if (typeof widget.verify === 'function') void widget.verify();
    };

    widget.addEventListener('statechange', handleStateChange);
    widget.addEventListener('expired', handleExpired);
    return () => {
      widget.removeEventListener('statechange', handleStateChange);
      widget.removeEventListener('expired', handleExpired);
      settle(null);
    };
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      solve: () => {
        if (payloadRef.current) return Promise.resolve(payloadRef.current);
        const widget = widgetRef.current;
        if (!widget || typeof widget.verify !== 'function') return Promise.resolve(null);
        const solved = new Promise<string | null>((resolve) => waitersRef.current.push(resolve));
        if (widget.getState() !== 'verifying') void widget.verify();
        return solved;
      },
      reset: () => {
        payloadRef.current = null;
        const widget = widgetRef.current;
        if (widget && typeof widget.verify === 'function') void widget.verify();
      },
    }),
    [],
  );

  return (
    <altcha-widget
      ref={widgetRef}
      auto="onload"
      name="captcha"
      data-state={state}
      aria-describedby={describedBy}
      style={{
        display: 'block',
        '--altcha-max-width': '100%',
        '--altcha-border-radius': `${theme.shape.borderRadius}px`,
        '--altcha-color-primary': palette.primary.main,
        '--altcha-color-primary-content': palette.primary.contrastText,
        '--altcha-color-success': palette.success.main,
        '--altcha-color-success-content': palette.success.contrastText,
        '--altcha-color-error': palette.error.main,
        '--altcha-color-base': palette.background.paper,
        '--altcha-color-base-content': palette.text.primary,
        '--altcha-color-neutral': palette.divider,
        '--altcha-color-neutral-content': palette.text.secondary,
      }}
    />
  );
}
