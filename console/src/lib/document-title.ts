// Sets the browser tab title of a screen, followed by the brand name.
import { useEffect } from 'react';
import { runtime } from '../config/runtime';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${runtime.brandName}` : runtime.brandName;
  }, [title]);
}
