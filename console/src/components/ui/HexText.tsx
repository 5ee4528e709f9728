// A long hex value (a wallet address) shortened in the middle, `0x2598…8F99`, with the whole value on hover or focus
// and a copy button, so a list row stays one line and the value is still one click from the clipboard.
import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { notifyError } from '../../lib/toast';

/** `0x2598…8F99`: the first 6 and last 4 characters of a value longer than 13. */
export const shortenHex = (value: string): string =>
  value.length > 13 ? `${value.slice(0, 6)}…${value.slice(-4)}` : value;

export interface HexTextProps {
  value: string;
  /** What the value is, for the copy button's name: "Copy wallet 0x…". */
  label?: string;
}

export function HexText({ value, label = 'value' }: HexTextProps) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      notifyError(new Error('The browser did not allow copying. Select the text and copy it by hand.'));
    }
  };
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, minWidth: 0 }}>
      <Tooltip title={value}>
        <Box component="span" data-hex={value} sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
          {shortenHex(value)}
        </Box>
      </Tooltip>
      <Tooltip title={copied ? 'Copied' : value}>
        <IconButton
          size="small"
          aria-label={`Copy ${label} ${value}`}
          onClick={(event) => {
            event.stopPropagation();
            void copy();
          }}
          onBlur={() => setCopied(false)}
        >
          {copied ? <CheckIcon fontSize="inherit" /> : <ContentCopyIcon fontSize="inherit" />}
        </IconButton>
      </Tooltip>
    </Box>
  );
}
