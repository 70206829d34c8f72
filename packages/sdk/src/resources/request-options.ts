// Options shared by the resource calls.

/** Stops a call: it rejects with the signal's reason (an AbortError), not a FleetApiError. */
export interface CallOptions {
  signal?: AbortSignal;
}

/** Paging of a list call; the server's default page applies to what is left out. */
export interface PageQuery {
  offset?: number;
  limit?: number;
}
