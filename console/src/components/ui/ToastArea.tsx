// The toast area itself (a lazy chunk of AppToaster): top-center, 4000 ms, at most TOAST_LIMIT toasts held (SPEC §9).
import { useEffect } from 'react';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '@blck/contract';
import { useTheme } from '@mui/material/styles';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';

export default function ToastArea() {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const { toasts } = useToasterStore();

  useEffect(() => {
    toasts
      .filter((item) => item.visible)
      .slice(TOAST_LIMIT)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts]);

  return (
    <Toaster
      position="top-center"
      toastOptions={{
        duration: TOAST_DURATION_MS,
        success: { duration: TOAST_DURATION_MS },
        error: { duration: TOAST_DURATION_MS },
        style: {
          background: palette.background.paper,
          color: palette.text.primary,
          border: `1px solid ${palette.divider}`,
          fontFamily: theme.typography.fontFamily,
          maxWidth: 480,
        },
      }}
    />
  );
}
