import { fleetApiErrorFromReply } from '../../errors';

/** The result shape of an openapi-fetch call: data on success, error otherwise. */
export type ApiResult<Data = unknown, Error = unknown> =
  | { data: Data; error?: never; response: Response }
  | { data?: never; error: Error; response: Response };

/** The data type of a result's success branch (undefined for a call without content). */
export type SuccessData<Result> = Result extends { data: infer Data; error?: never } ? Data : never;

/**
 * The data of an openapi-fetch call, typed without its error branch. A FleetClient already
 * throws FleetApiError for failed calls; a result that still carries an error (a client made
 * without that middleware) throws one here, so resource functions always throw.
 */
export async function unwrap<Result extends ApiResult>(
  result: Result | Promise<Result>,
): Promise<SuccessData<Result>> {
  const settled: ApiResult = await result;
  if (settled.error !== undefined || !settled.response.ok) {
    // The request's method is not on the Response; the URL is.
    throw fleetApiErrorFromReply(
      { method: '', url: settled.response.url },
      {
        status: settled.response.status,
        statusText: settled.response.statusText,
        body: settled.error,
      },
    );
  }
  return settled.data as SuccessData<Result>;
}
