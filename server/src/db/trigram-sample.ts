// Which trigrams of a typed search to ask the trigram index for (issue 16): a kept sample of the searched text tells
// how many rows carry each trigram and which ones carry several together, so a search asks for the posting lists that
// narrow it most cheaply instead of pieces chosen blind ("stevenson" needs "ste" alone, not "ste", "ven" and "son").
import { AsyncResource } from 'node:async_hooks';
import type { Clock } from '../lib/clock';
import type { Queryable } from './client';
import { coveringPiecesOf, indexableWordsOf, trigramsOf } from './like';

/** A sample of a table's searched text, with the sample rows that carry each trigram. */
export interface TrigramSample {
  /** How many rows the table had when sampled: the sample's counts scale to it. */
  readonly tableRows: number;
  readonly texts: readonly string[];
  /** For each trigram of a sampled word, the sample rows (indexes into `texts`, ascending) whose text has it. */
  readonly rowsWith: ReadonlyMap<string, readonly number[]>;
  /** Where the sampled rows lie, when the read said: what surelyMoreThan weighs. */
  readonly pages?: SampledPages;
}

/** The table page each sampled text was read from (in the order of the texts), and the share of pages drawn. */
export interface SampledPages {
  readonly of: readonly number[];
  /** The chance `TABLESAMPLE SYSTEM` gave each page of the table to be drawn (its percentage / 100). */
  readonly share: number;
}

/** What a sampler's read answers: about `rows` rows' text, how many rows the table has, and where they were read. */
export interface SampledText {
  texts: string[];
  tableRows: number;
  pages?: SampledPages;
}

/** Notes, for each trigram of the texts from `from` up to `to`, that their rows carry it (in row order). */
const addRows = (rowsWith: Map<string, number[]>, texts: readonly string[], from: number, to: number) => {
  for (let row = from; row < to; row += 1) {
    for (const word of indexableWordsOf(texts[row]!)) {
      for (const { trigram } of trigramsOf(word)) {
        const rows = rowsWith.get(trigram);
        if (!rows) rowsWith.set(trigram, [row]);
        else if (rows[rows.length - 1] !== row) rows.push(row);
      }
    }
  }
};

/** The sample of `texts` (lower-cased, as stored) drawn from a table of `tableRows` rows, on `pages`. */
export const buildTrigramSample = (
  texts: readonly string[],
  tableRows: number,
  pages?: SampledPages,
): TrigramSample => {
  const rowsWith = new Map<string, number[]>();
  addRows(rowsWith, texts, 0, texts.length);
  return sampleOf(texts, tableRows, rowsWith, pages);
};

const sampleOf = (
  texts: readonly string[],
  tableRows: number,
  rowsWith: Map<string, number[]>,
  pages: SampledPages | undefined,
): TrigramSample => ({
  tableRows: Math.max(tableRows, texts.length),
  texts,
  rowsWith,
  ...(pages && pages.of.length === texts.length ? { pages } : {}),
});

/** Texts added to a sample in one turn of the event loop: about 2 ms of this thread on this machine. */
const TEXTS_PER_SLICE = 200;

/**
 * buildTrigramSample in slices, the event loop turning between them: the sampler's build of 3,000 texts took 25–35 ms
 * of the server's thread in one piece, which every request in flight then waited for.
 */
export const buildTrigramSampleInSlices = async (
  texts: readonly string[],
  tableRows: number,
  pages?: SampledPages,
): Promise<TrigramSample> => {
  const rowsWith = new Map<string, number[]>();
  for (let from = 0; from < texts.length; from += TEXTS_PER_SLICE) {
    if (from > 0) await new Promise((resolve) => setImmediate(resolve));
    addRows(rowsWith, texts, from, Math.min(texts.length, from + TEXTS_PER_SLICE));
  }
  return sampleOf(texts, tableRows, rowsWith, pages);
};

/**
 * What a bitmap scan of the trigram index costs, in microseconds on PostgreSQL 15 at a million investors: each
 * posting list asked for, each entry of it, and each row it leaves to fetch and check in the table.
 */
const COST_PER_LIST = 150;
const COST_PER_ENTRY = 0.01;
const COST_PER_ROW = 2.3;

const intersect = (a: readonly number[], b: readonly number[]): number[] => {
  const both: number[] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i]! < b[j]!) i += 1;
    else if (a[i]! > b[j]!) j += 1;
    else {
      both.push(a[i]!);
      i += 1;
      j += 1;
    }
  }
  return both;
};

const NONE: readonly number[] = [];

/**
 * The trigrams to ask the index for when collecting the rows that contain `text` (at most `cap` + 1 of them), or null
 * without a sample or a word of three characters (the caller then covers each word with pieces). Weighed from the
 * sample: the covering pieces, and the rarest trigram with each next-rarest that pays for its list by the rows it
 * spares; a scan stops once `cap` + 1 rows matched, so a text in many rows needs no narrower candidates than matches.
 * Trigrams that overlap in the text ("804" and "040" of "8040") come together in the rows far more often than a small
 * sample shows, so only trigrams clear of those already taken are added.
 */
export const chooseTrigramProbes = (text: string, sample: TrigramSample | null, cap: number): string[] | null => {
  if (!sample || sample.texts.length === 0) return null;
  const lowered = text.toLowerCase();
  const memo = chosenBefore.get(sample) ?? new Map<string, string[] | null>();
  chosenBefore.set(sample, memo);
  const key = `${cap}\n${lowered}`;
  if (!memo.has(key)) {
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(key, weighProbes(lowered, sample, cap));
  }
  const chosen = memo.get(key)!;
  return chosen && [...chosen];
};

/** The texts already weighed against a sample (a list is paged and sorted again with the same search). */
const chosenBefore = new WeakMap<TrigramSample, Map<string, string[] | null>>();
const MEMO_LIMIT = 1000;

const weighProbes = (lowered: string, sample: TrigramSample, cap: number): string[] | null => {
  const words = indexableWordsOf(lowered);
  if (words.length === 0) return null;
  const scale = sample.tableRows / sample.texts.length;
  const rowsOf = (trigram: string) => sample.rowsWith.get(trigram) ?? NONE;
  const cost = (probes: readonly string[]) => {
    let candidates = rowsOf(probes[0]!);
    let entries = 0;
    for (const [index, probe] of probes.entries()) {
      entries += rowsOf(probe).length;
      if (index > 0) candidates = intersect(candidates, rowsOf(probe));
    }
    const matches = candidates.filter((row) => sample.texts[row]!.includes(lowered)).length * scale;
    const checked = candidates.length * scale * (matches > cap ? (cap + 1) / matches : 1);
    return probes.length * COST_PER_LIST + entries * scale * COST_PER_ENTRY + checked * COST_PER_ROW;
  };
  const covering = [...new Set(words.flatMap(coveringPiecesOf))];
  const byRarity = words
    .flatMap((word, index) => trigramsOf(word).map(({ trigram, start }) => ({ trigram, index, start })))
    .sort((a, b) => rowsOf(a.trigram).length - rowsOf(b.trigram).length);
  const taken = [byRarity[0]!];
  let narrowestCost = cost([taken[0]!.trigram]);
  for (const next of byRarity.slice(1)) {
    const clear = taken.every((t) => t.index !== next.index || Math.abs(t.start - next.start) >= 3);
    if (!clear || taken.some((t) => t.trigram === next.trigram)) continue;
    const withIt = cost([...taken, next].map((t) => t.trigram));
    if (withIt < narrowestCost) {
      taken.push(next);
      narrowestCost = withIt;
    }
  }
  const narrowest = taken.map((t) => t.trigram);
  return cost(covering) <= narrowestCost ? covering : narrowest;
};

/**
 * Below this chance a table with at most `cap` (times STALENESS_MARGIN) rows containing a text would have shown, in a
 * sample, as many drawn pages holding one as surelyMoreThan saw.
 */
const SURELY = 1e-6;

/**
 * A sample is up to ten minutes old (TRIGRAM_SAMPLE_MAX_AGE_MS): rows may have been removed or changed since. A text
 * counts as surely in more than `cap` rows only if it was surely in more than this many times `cap` when read, so that
 * a quarter of the cap's rows would have had to go since (investors are removed one by one; deposits never are).
 */
const STALENESS_MARGIN = 1.25;

/**
 * Whether more than `cap` rows contain `text` beyond reasonable doubt, with the margin above. A whole table read
 * (pages' share 1) counts its rows. A sample counts its pages rather than its rows: `TABLESAMPLE SYSTEM` draws each
 * page of the table with the same chance, apart from the others, and at most `n` matching rows lie on at most `n`
 * pages, so the drawn pages holding a match then number at most Binomial(`n`, share), however the matches cluster (one
 * customer's investors or deposits entered together); the LIMIT that keeps `rows` of them only drops drawn pages (the
 * last ones, in block order), which makes the test stricter. The rows themselves would mislead: a cluster drawn once
 * counts many times. Without pages in the sample, never.
 */
export const surelyMoreThan = (text: string, sample: TrigramSample | null, cap: number): boolean => {
  const pages = sample?.pages;
  if (!sample || !pages) return false;
  const lowered = text.toLowerCase();
  const memo = broadBefore.get(sample) ?? new Map<string, boolean>();
  broadBefore.set(sample, memo);
  const key = `${cap}\n${lowered}`;
  if (!memo.has(key)) {
    if (memo.size >= MEMO_LIMIT) memo.clear();
    const found = matchesInSample(text, sample);
    memo.set(
      key,
      pages.share >= 1
        ? found.rows > STALENESS_MARGIN * cap
        : chanceOfAtLeast(found.pages, Math.floor(STALENESS_MARGIN * cap), pages.share) < SURELY,
    );
  }
  return memo.get(key)!;
};

/** How many of the sample's rows contain `text`, and on how many distinct pages (0 without pages). */
export const matchesInSample = (text: string, sample: TrigramSample | null) => {
  const lowered = text.toLowerCase();
  const pages = new Set<number>();
  let rows = 0;
  sample?.texts.forEach((sampled, row) => {
    if (!sampled.includes(lowered)) return;
    rows += 1;
    if (sample.pages) pages.add(sample.pages.of[row]!);
  });
  return { rows, pages: pages.size };
};

/** The texts already weighed for breadth against a sample. */
const broadBefore = new WeakMap<TrigramSample, Map<string, boolean>>();

/** P(X ≥ k) for X ~ Binomial(n, p), summed in logarithms from k up (n is a search's cap, at most a few thousand). */
export const chanceOfAtLeast = (k: number, n: number, p: number): number => {
  if (k <= 0) return 1;
  if (k > n || p <= 0) return 0;
  if (p >= 1) return 1;
  let logTerm = k * Math.log(p) + (n - k) * Math.log1p(-p);
  for (let i = 1; i <= k; i += 1) logTerm += Math.log((n - k + i) / i);
  const ratio = p / (1 - p);
  let sum = 0;
  for (let j = k; j <= n; j += 1) {
    sum += Math.exp(logTerm);
    logTerm += Math.log(((n - j) / (j + 1)) * ratio);
  }
  return Math.min(1, sum);
};

/** How many rows a sample holds, and how long by the clock it serves before the next is read. */
export const TRIGRAM_SAMPLE_ROWS = 3000;
const TRIGRAM_SAMPLE_MAX_AGE_MS = 10 * 60_000;

/**
 * The `TABLESAMPLE SYSTEM` percentage that draws about `rows` of a table's `tableRows`: pages hold rows unevenly
 * (removed and updated ones), so a fifth more is asked for and the LIMIT keeps `rows`.
 */
const samplePercent = (rows: number, tableRows: number) => Math.min(100, (100 * 1.2 * rows) / tableRows);

/**
 * A table of at most this many samples' rows is read whole: reading it costs little more than drawing a sample
 * (at 10,000 investors, 3,000 drawn rows are already a third of it), and a whole table is exact where a sample can
 * prove breadth only by its pages, which a small table has too few of.
 */
const WHOLE_TABLE_SAMPLES = 4;

/** A sampled row's table page, the block number of its `ctid`. */
const SAMPLED_PAGE = '(ctid::text::point)[0]';

/**
 * Reads a sample of `column` in `table`, among the rows meeting `where`: about `rows` of the table's
 * `tableRows` drawn by page, with the page of each, or every row when the table is small (pages' share 1). The rows
 * travel as one JSON text: decoding thousands of rows field by field took PGlite's thread tens of milliseconds.
 */
export const readSample = async (
  q: Queryable,
  {
    table,
    column,
    where,
    rows,
    tableRows,
  }: { table: string; column: string; where: string; rows: number; tableRows: number },
): Promise<SampledText> => {
  if (tableRows === 0) return { texts: [], tableRows };
  const whole = tableRows <= WHOLE_TABLE_SAMPLES * rows;
  const percent = whole ? 100 : samplePercent(rows, tableRows);
  const [read] = await q.query<{ sample: string }>(
    `SELECT coalesce(json_agg(json_build_array(sampled.text, sampled.page)), '[]')::text AS sample
     FROM (SELECT ${column} AS text, ${SAMPLED_PAGE} AS page
       FROM ${table} ${whole ? '' : 'TABLESAMPLE SYSTEM ($1)'} WHERE ${where} ${whole ? '' : 'LIMIT $2'}) sampled`,
    whole ? [] : [percent, rows],
  );
  const sampled = JSON.parse(read!.sample) as [string, number][];
  return {
    texts: sampled.map(([text]) => text),
    tableRows: whole ? sampled.length : tableRows,
    pages: { of: sampled.map(([, page]) => page), share: percent / 100 },
  };
};

export interface TrigramSampler {
  /** The sample to choose from now (null until the first is read); reads a new one in the background when stale. */
  current(): TrigramSample | null;
}

/**
 * Keeps the sample `read` gives, reading it again once it is older than `maxAgeMs` by the clock; a read runs in the
 * background and never delays a search, and one that fails leaves the last sample (or none) until the next is due.
 */
export const createTrigramSampler = ({
  clock,
  read,
  maxAgeMs = TRIGRAM_SAMPLE_MAX_AGE_MS,
}: {
  clock: Clock;
  /** About `rows` rows' text, how many rows the table has, and (optionally) the pages they were read from. */
  read: (rows: number) => Promise<SampledText>;
  maxAgeMs?: number;
}): TrigramSampler => {
  // Bound to where the sampler is made (the app's wiring, outside any request): a read started by a search made inside
  // an enclosing transaction neither joins nor outlives it.
  const readApart = AsyncResource.bind(() => read(TRIGRAM_SAMPLE_ROWS));
  let sample: TrigramSample | null = null;
  let readAt: number | null = null;
  let reading = false;
  return {
    current: () => {
      const now = clock.now().getTime();
      if (!reading && (readAt === null || now - readAt >= maxAgeMs)) {
        reading = true;
        readAt = now;
        // Even a read that throws at once only fails in the background.
        Promise.resolve()
          .then(readApart)
          .then(({ texts, tableRows, pages }) => buildTrigramSampleInSlices(texts, tableRows, pages))
          .then((built) => {
            sample = built;
          })
          .catch(() => undefined)
          .finally(() => {
            reading = false;
          });
      }
      return sample;
    },
  };
};
