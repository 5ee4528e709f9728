// A list page's LIMIT and OFFSET as statement parameters, so every page of a list is one prepared statement: PGlite
// then binds and executes it in one call instead of parsing and describing it each time, and PostgreSQL parses it once
// per connection (both still plan it for the values bound, as a custom plan, where the values change the plan).

/** `LIMIT $n OFFSET $m` of page `page` (from 0) of `perPage` rows, their values pushed to `params`. */
export const pageWindow = (params: unknown[], { page, perPage }: { page: number; perPage: number }): string =>
  `LIMIT $${params.push(perPage)} OFFSET $${params.push(page * perPage)}`;
