// A button that copies a text to the clipboard and says whether it worked.
import { useState } from 'react';
import Button from '@mui/material/Button';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import CheckIcon from '@mui/icons-material/Check';
import { notifyError } from '../../lib/toast';

export interface CopyButtonProps {
  text: string;
  label: string;
}

export function CopyButton({ text, label }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      notifyError(new Error('The browser did not allow copying. Select the text and copy it by hand.'));
    }
  };

  return (
    <Button
      type="button"
      size="small"
      variant="outlined"
      onClick={() => void copy()}
      startIcon={copied ? <CheckIcon /> : <ContentCopyIcon />}
    >
      {copied ? 'Copied' : label}
    </Button>
  );
}
