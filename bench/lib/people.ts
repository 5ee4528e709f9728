// Realistic, reproducible people for seeded rows: names from many countries, email parts, a seeded generator.

export const FIRST_NAMES = `
  James Mary Olivia Liam Noah Emma Ava Sophia Isabella Mia Lucas Ethan Mason Logan Amelia Harper Evelyn
  Abigail Emily Ella Madison Allison Jason Carson Grayson Aisha Fatima Omar Yusuf Wei Mei Hiroshi Yuki
  Sakura Kenji Priya Arjun Ananya Rohan Sofia Mateo Santiago Valentina Camila Diego Lukas Hannah Lena
  Felix Anouk Sven Ingrid Astrid Olga Dmitri Ivan Katarzyna Piotr Chloé Louis Camille Hugo Amara Chidi
  Ngozi Kwame Zanele Thabo Leila Reza Darius Mehmet Elif Giulia Marco Francesca Nikos Eleni Seán Siobhan
  Connor Maeve José Zoë
`
  .trim()
  .split(/\s+/);

/** Common names first: `skewedPick` favours the start of the list, as real surnames are unevenly spread. */
export const LAST_NAMES = `
  Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Wilson Anderson Taylor Thomas
  Moore Jackson Martin Lee Thompson White Harris Clark Lewis Robinson Walker Young Allen King Wright Scott
  Nguyen Hill Green Adams Nelson Baker Hall Campbell Mitchell Carter Roberts Okafor Adeyemi Mensah Haddad
  Khalil Yılmaz Kaya Kowalski Nowak Müller Schmidt Fischer Weber Becker Brandt Dubois Moreau Lefèvre Rossi
  Russo Esposito Bianchi Silva Santos Oliveira Costa Tanaka Watanabe Suzuki Kim Park Wang Zhang Chen Liu
  Patel Sharma Singh Raman Ivanov Petrov Andersson Johansson Karlsson Nilsson Eriksson Larsson Hansen
  Jensen Lindqvist Virtanen O'Brien Murphy Kelly Dawson Gibson Hudson Ellison Harrison Richardson Peterson
  Carlson Morrison Watson Henderson Ferguson Stevenson
`
  .trim()
  .split(/\s+/);

export const DOMAINS = ['example.com', 'example.org', 'blck.test', 'northwind.test', 'contoso.test', 'fabrikam.test'];

/**
 * A surname in neither list and, being no hex, in no wallet address: given to a chosen few, searching for it
 * (RARE_FRAGMENT) finds exactly those.
 */
export const RARE_LAST_NAME = 'Xiong';
export const RARE_FRAGMENT = 'xiong';

/** mulberry32: a seeded generator, so every run inserts the same names and dates. */
export const seededRandom = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};

/** An entry of `list` with the index skewed towards 0: the first entries come up far more often than the last. */
export const skewedPick =
  (random: () => number) =>
  <T>(list: readonly T[]): T =>
    list[Math.floor(random() ** 1.6 * list.length)]!;

/** Letters of `name` an email can hold: accents dropped, apostrophes and other marks removed. */
export const emailPart = (name: string) =>
  name
    .replace(/ı/g, 'i')
    .normalize('NFKD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

/** One of the usual local parts for a person (`ada.byron`, `abyron`, `adab`, `ada_byron`). */
export const emailLocalPart = (random: () => number, firstName: string, lastName: string) => {
  const first = emailPart(firstName);
  const last = emailPart(lastName);
  return [`${first}.${last}`, `${first[0]}${last}`, `${first}${last[0]}`, `${first}_${last}`][
    Math.floor(random() * 4)
  ]!;
};

/** `local@domain`, numbered (`local2@domain`…) when taken; records it in `used`. */
export const uniqueEmail = (used: Set<string>, local: string, domain: string) => {
  let email = `${local}@${domain}`;
  for (let n = 2; used.has(email); n++) email = `${local}${n}@${domain}`;
  used.add(email);
  return email;
};
