/** Per-call flags read by the error rules (TanStack `meta` on a query or mutation). */
export type ApiMeta = {
  /** The caller handles or logs the failure itself; no global rule runs (sign-in form, bell, company search). */
  silent?: boolean;
  /** A visitor-data query: a failed GET shows no error modal (spec §8). */
  visitorData?: boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ApiMeta;
    mutationMeta: ApiMeta;
  }
}
