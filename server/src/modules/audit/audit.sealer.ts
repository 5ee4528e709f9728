// Links committed audit events into the hash chain right after their transactions commit, so no audited transaction
// waits on the chain's head (issue 16). One sealer at a time holds the head's lock, across instances; a crash between
// a commit and its seal loses nothing: the event is committed, and the next seal (at start-up at the latest) links it.
import type { Db } from '../../db/client';
import type { AuditRepository, AuditSeal } from './audit.repository';
import { auditContentDigest, auditSealHash } from './audit.chain';

/** Events sealed in one transaction; a larger backlog takes several. */
const BATCH = 500;
/** A seal gathers what commits within this many milliseconds: one seal per batch, not per audited change. */
export const DEFAULT_SEAL_DELAY_MS = 50;

export const createAuditSealer = ({
  db,
  auditRepository,
  onError = () => undefined,
  delayMs = DEFAULT_SEAL_DELAY_MS,
}: {
  db: Db;
  auditRepository: AuditRepository;
  onError?: (error: unknown) => void;
  /** How long a poke waits before sealing, so one seal gathers more events. */
  delayMs?: number;
}) => {
  /** Seals one batch; returns how many events it sealed. */
  const sealBatch = () =>
    db.transaction(async (tx) => {
      const head = await auditRepository.lockHead(tx);
      const rows = await auditRepository.unsealed(tx, BATCH);
      if (rows.length === 0) return 0;
      let prevHash = head.hash;
      let link = BigInt(head.link);
      const seals = rows.map((row): AuditSeal => {
        link += 1n;
        const hash = auditSealHash(prevHash, link.toString(), row.seq, auditContentDigest(row));
        const seal = { seq: row.seq, link: link.toString(), prevHash, hash };
        prevHash = hash;
        return seal;
      });
      await auditRepository.seal(tx, seals);
      return rows.length;
    });

  let running: Promise<void> | null = null;
  let again = false;
  let scheduled: NodeJS.Timeout | null = null;

  /** Seals until nothing is left, and once more if asked meanwhile. */
  const drain = async () => {
    do {
      again = false;
      while ((await sealBatch()) === BATCH);
    } while (again);
  };

  /** Resolves once every event committed before the call is sealed. */
  const sealNow = async (): Promise<void> => {
    while (running) await running.catch(() => undefined);
    running = drain().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    sealNow,
    /** Asks for a seal without waiting: joins the one running or scheduled, or starts one (after the delay). */
    poke: () => {
      if (running) again = true;
      else if (delayMs === 0) sealNow().catch(onError);
      else if (!scheduled) {
        scheduled = setTimeout(() => {
          scheduled = null;
          sealNow().catch(onError);
        }, delayMs);
        scheduled.unref();
      }
    },
    /** Drops a scheduled seal (on close, after the last sealNow). */
    cancel: () => {
      if (scheduled) clearTimeout(scheduled);
      scheduled = null;
    },
  };
};

export type AuditSealer = ReturnType<typeof createAuditSealer>;
