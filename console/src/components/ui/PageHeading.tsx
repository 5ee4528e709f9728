// The top of a page: its title (the page's one h1), an optional line under it, and its main actions at the right.
import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface PageHeadingProps {
  title: string;
  /** Shown under the title, e.g. what the page is for. */
  description?: ReactNode;
  /** Beside the title on wider screens, e.g. a status chip. */
  badge?: ReactNode;
  actions?: ReactNode;
}

export function PageHeading({ title, description, badge, actions }: PageHeadingProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
    >
      <div>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h1">{title}</Typography>
          {badge}
        </Stack>
        {description && (
          <Typography color="text.secondary" component="div" sx={{ mt: 1 }}>
            {description}
          </Typography>
        )}
      </div>
      {actions && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {actions}
        </Stack>
      )}
    </Stack>
  );
}
