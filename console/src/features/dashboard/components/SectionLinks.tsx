// The sections the signed-in admin may open, as cards that link to them.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export interface SectionLink {
  label: string;
  path: string;
  description: string;
  icon: ReactNode;
}

export interface SectionLinksProps {
  sections: readonly SectionLink[];
}

export function SectionLinks({ sections }: SectionLinksProps) {
  if (sections.length === 0) {
    return (
      <Typography color="text.secondary">
        Your account has no sections yet. Ask an administrator who manages admins to give you permissions.
      </Typography>
    );
  }
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
      }}
    >
      {sections.map((section) => (
        <Box component="li" key={section.path}>
          <Card sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to={section.path} sx={{ height: '100%' }}>
              <CardContent>
                <Box sx={{ color: 'primary.main', mb: 1 }}>{section.icon}</Box>
                <Typography variant="h3" component="h3" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
                  {section.label}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {section.description}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Box>
      ))}
    </Box>
  );
}
