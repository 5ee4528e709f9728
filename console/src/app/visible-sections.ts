// The sections the signed-in admin may open, handed from the shell to the pages that list them.
import { createContext, useContext, type ReactNode } from 'react';

export interface SectionSummary {
  label: string;
  path: string;
  description: string;
  icon: ReactNode;
}

export const VisibleSectionsContext = createContext<readonly SectionSummary[]>([]);

export const useVisibleSections = (): readonly SectionSummary[] => useContext(VisibleSectionsContext);
