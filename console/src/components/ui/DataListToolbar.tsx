// The toolbar of every DataList: the page's filters, Export when the list offers it, the columns panel and the
// density switch. What varies per page reaches it through a context, since the grid's toolbar slot keeps one identity.
import { createContext, useContext, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DensityMediumIcon from '@mui/icons-material/DensityMedium';
import DensitySmallIcon from '@mui/icons-material/DensitySmall';
import DownloadIcon from '@mui/icons-material/Download';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  ColumnsPanelTrigger,
  Toolbar,
  ToolbarButton,
  gridDensitySelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import type { ListDensity } from '../../lib/list-preferences';

/** What the page puts into the grid's toolbar. */
export interface ToolbarExtras {
  label: string;
  filters?: ReactNode;
  onExport?: () => void;
  exporting?: boolean;
}
export const ToolbarExtrasContext = createContext<ToolbarExtras>({ label: '' });

function DensityButton() {
  const apiRef = useGridApiContext();
  const density = useGridSelector(apiRef, gridDensitySelector);
  const next: ListDensity = density === 'compact' ? 'standard' : 'compact';
  return (
    <ToolbarButton
      aria-label={next === 'compact' ? 'Compact rows' : 'Taller rows'}
      title={next === 'compact' ? 'Compact rows' : 'Taller rows'}
      onClick={() => apiRef.current?.setDensity(next)}
    >
      {next === 'compact' ? <DensitySmallIcon fontSize="small" /> : <DensityMediumIcon fontSize="small" />}
    </ToolbarButton>
  );
}

export function ListToolbar() {
  const { label, filters, onExport, exporting = false } = useContext(ToolbarExtrasContext);
  return (
    <Toolbar style={{ flexWrap: 'wrap', gap: 8, minHeight: 52 }}>
      {filters && (
        <Box
          role="group"
          aria-label={`Filters of ${label}`}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mr: 'auto', py: 0.5 }}
        >
          {filters}
        </Box>
      )}
      {onExport && (
        <Button
          size="small"
          startIcon={<DownloadIcon fontSize="small" />}
          onClick={onExport}
          loading={exporting}
          aria-label={`Export ${label} as CSV`}
        >
          Export
        </Button>
      )}
      <ColumnsPanelTrigger render={<ToolbarButton aria-label="Choose columns" title="Choose columns" />}>
        <ViewColumnIcon fontSize="small" />
      </ColumnsPanelTrigger>
      <DensityButton />
    </Toolbar>
  );
}
