// The centered spinner shown while a page or its data loads.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export interface PageSpinnerProps {
  label?: string;
  /** Fill the whole viewport instead of the surrounding area. */
  fullScreen?: boolean;
}

export function PageSpinner({ label = 'Loading…', fullScreen = false }: PageSpinnerProps) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        py: 6,
        minHeight: fullScreen ? '100vh' : 200,
      }}
    >
      <CircularProgress aria-label={label} />
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}
