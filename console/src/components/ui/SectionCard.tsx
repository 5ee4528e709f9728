// A titled part of a page: a card that is a region named by its h2, with optional actions beside the title.
import { useId, type ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface SectionCardProps {
  title: string;
  /** Under the title, e.g. what the section is for. */
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

export function SectionCard({ title, description, actions, children }: SectionCardProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: description ? 1 : 2 }}
        >
          <Typography variant="h2" id={titleId} sx={{ fontSize: '1.25rem' }}>
            {title}
          </Typography>
          {actions}
        </Stack>
        {description && (
          <Typography variant="body2" color="text.secondary" component="div" sx={{ mb: 2 }}>
            {description}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
