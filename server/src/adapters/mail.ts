// Outgoing mail: real SMTP through nodemailer, or, without SMTP_URL, printed to stdout for a local start.
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

export const createSmtpMailer = (smtpUrl: string, from: string): Mailer => {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async (mail) => {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close: () => transport.close(),
  };
};

/**
 * Prints each mail as a marked block on stdout, outside the structured log, so a local user can read
 * the sign-in code while the log itself never carries one.
 */
export const createStdoutMailer = (write: (text: string) => void = (text) => process.stdout.write(text)): Mailer => ({
  send: async (mail) => {
    write(
      [
        '',
        '======== MAIL (SMTP_URL is not set: printed here instead of sent) ========',
        `To: ${mail.to}`,
        `Subject: ${mail.subject}`,
        '',
        mail.text,
        '==========================================================================',
        '',
      ].join('\n'),
    );
  },
  close: () => undefined,
});

export const createMailer = (config: { smtpUrl: string | undefined; mailFrom: string }): Mailer =>
  config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createStdoutMailer();
