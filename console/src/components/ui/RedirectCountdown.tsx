// Spinner with "Redirection in N seconds..." counting down once a second, then replacing the location (SPEC §4).
import { useEffect, useState } from 'react';
import { REDIRECT_COUNTDOWN_SECONDS, redirectCountdownText } from '@blck/contract';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export interface RedirectCountdownProps {
  to: string;
  seconds?: number;
}

export function RedirectCountdown({ to, seconds = REDIRECT_COUNTDOWN_SECONDS }: RedirectCountdownProps) {
  const [remaining, setRemaining] = useState(seconds);

  useEffect(() => {
    if (remaining <= 0) {
      window.location.replace(to);
      return;
    }
    const timer = window.setTimeout(() => setRemaining((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [remaining, to]);

  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <CircularProgress aria-label="Redirecting" />
      <Typography>{redirectCountdownText(Math.max(remaining, 0))}</Typography>
    </Box>
  );
}
