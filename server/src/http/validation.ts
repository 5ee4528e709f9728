// Turns zod issues into the sentences a person reads, and field messages a form can show.
import type { z } from 'zod';

export interface ValidationFailure {
  message: string;
  fields: Record<string, string>;
}

const issueMessage = (issue: z.core.$ZodIssue, where: string): string => {
  if (issue.code === 'unrecognized_keys') {
    const names = issue.keys.map((key) => `"${key}"`).join(', ');
    return issue.keys.length === 1 ? `Unknown field ${names}.` : `Unknown fields ${names}.`;
  }
  if (issue.path.length === 0 && issue.code === 'invalid_type') return `The ${where} must be a JSON object.`;
  return issue.message;
};

export const describeIssues = (issues: readonly z.core.$ZodIssue[], where: string): ValidationFailure => {
  const fields: Record<string, string> = {};
  const messages: string[] = [];
  for (const issue of issues) {
    const message = issueMessage(issue, where);
    const key = issue.code === 'unrecognized_keys' ? issue.keys.join(',') : issue.path.join('.');
    if (key && !(key in fields)) fields[key] = message;
    if (!messages.includes(message)) messages.push(message);
  }
  return { message: messages.join(' '), fields };
};
