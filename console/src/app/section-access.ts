// Which sections an admin may open, by the permission each one names (the signed-in shell's navigation).
import { hasPermission } from '@blck/contract';
import { routedSections, type Section } from './sections';

/** True when an admin holding `permissions` may open `section`. */
export const maySee = (section: Section, permissions: readonly string[] = []): boolean =>
  section.permission === null || hasPermission(permissions, section.permission);

/**
 * Sections of the navigation (with a page) that an admin holding `permissions` may open; without permissions, the
 * ones open to all.
 */
export const visibleSections = (permissions: readonly string[] = []): Section[] =>
  routedSections().filter((section) => section.navigation !== false && maySee(section, permissions));
