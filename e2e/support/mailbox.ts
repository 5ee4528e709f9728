// Reads the mails the product sent through the run's SMTP server (a JSON-lines file written by global setup).
// Each mail is handed out once, and the record of handed-out mails is a file, so it survives a worker restart.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { e2eEnvironment, stateFiles } from './environment';

export interface StoredMail {
  id: number;
  to: string[];
  subject: string;
  text: string;
  receivedAt: string;
}

const readLines = (file: string): string[] =>
  existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
    : [];

const readMails = (file: string): StoredMail[] => readLines(file).map((line) => JSON.parse(line) as StoredMail);

export interface WaitForMailOptions {
  /** Only mails received at or after this time (take it just before the action that sends the mail). */
  since?: Date;
  timeoutMs?: number;
}

/**
 * The oldest mail to `to` whose subject or text matches `match` that no test has read yet; waits for it.
 * The mail is marked as read, so the next call finds the next one.
 */
export const waitForMail = async (
  to: string,
  match: RegExp,
  { since, timeoutMs = 60_000 }: WaitForMailOptions = {},
): Promise<StoredMail> => {
  const files = stateFiles(e2eEnvironment().stateDir);
  const address = to.toLowerCase();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const consumed = new Set(readLines(files.consumedMails).map(Number));
    const mail = readMails(files.mails).find(
      (candidate) =>
        !consumed.has(candidate.id) &&
        (!since || Date.parse(candidate.receivedAt) >= since.getTime()) &&
        candidate.to.some((recipient) => recipient.toLowerCase() === address) &&
        (match.test(candidate.subject) || match.test(candidate.text)),
    );
    if (mail) {
      appendFileSync(files.consumedMails, `${mail.id}\n`);
      return mail;
    }
    if (Date.now() > deadline) {
      const seen = readMails(files.mails)
        .filter((candidate) => candidate.to.some((recipient) => recipient.toLowerCase() === address))
        .map((candidate) => `#${candidate.id} ${consumed.has(candidate.id) ? '(read) ' : ''}${candidate.subject}`);
      throw new Error(
        `No unread mail to ${to} matching ${match} within ${timeoutMs} ms. Mails to this address: ${seen.join('; ') || 'none'}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** The 6-digit code in a mail. */
export const codeIn = (mail: StoredMail): string => {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No 6-digit code in the mail "${mail.subject}":\n${mail.text}`);
  return code;
};

/** The first link in a mail that matches `pattern` (which should match the whole URL). */
export const linkIn = (mail: StoredMail, pattern: RegExp): string => {
  const link = mail.text.split(/\s+/).find((word) => pattern.test(word));
  if (!link) throw new Error(`No link matching ${pattern} in the mail "${mail.subject}":\n${mail.text}`);
  return link;
};
